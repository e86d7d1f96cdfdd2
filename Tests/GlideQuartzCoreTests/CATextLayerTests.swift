import Foundation
import Testing
import GlideClock
import GlideCoreGraphics
import GlideObjectiveC
@testable import GlideQuartzCore

/// `CATextLayer`'s state: Core Animation's defaults, copies, key-value coding and the animation of its font size and
/// colour (its drawing is GlideRenderTests' TextLayerDrawingTests).
@MainActor @Suite struct CATextLayerTests {
    @Test("defaults are Core Animation's: 36 points, opaque white, unwrapped, not truncated, natural alignment")
    func defaults() {
        let layer = CATextLayer()
        #expect(layer.string == nil && layer.font == nil)
        #expect(layer.fontSize == 36)
        #expect(layer.foregroundColor?.rgba.red == 1 && layer.foregroundColor?.rgba.blue == 1 && layer.foregroundColor?.alpha == 1)
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(!layer.allowsFontSubpixelQuantization)
        #expect(CATextLayer.makeBackingLayer() is CATextLayer)
    }

    @Test("a copy, a presentation and a frozen tree keep the text and its style")
    func copies() throws {
        _ = ManualClock().makeCurrent()
        let layer = CATextLayer()
        layer.string = NSAttributedString(string: "Hello")
        layer.font = "Menlo" as CFString
        layer.fontSize = 20
        layer.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.isWrapped = true
        layer.truncationMode = .middle
        layer.alignmentMode = .center
        let copy = CATextLayer(layer: layer)
        #expect((copy.string as? NSAttributedString)?.string == "Hello" && copy.font as? String == "Menlo")
        #expect(copy.fontSize == 20 && copy.isWrapped && copy.truncationMode == .middle && copy.alignmentMode == .center)
        let presented = try #require(layer.presentation())
        #expect(presented.fontSize == 20 && presented.foregroundColor?.rgba.green == 0 && presented.alignmentMode == .center)
        let frozen = layer.renderTreeCopy(presented: true) { _, _ in }
        #expect((frozen as? CATextLayer)?.truncationMode == .middle)
    }

    @Test("key-value coding reads and writes the text layer's properties by their Objective-C names")
    func keyValueCoding() {
        let layer = CATextLayer()
        layer.setValue("Title", forKey: "string")
        layer.setValue(14, forKey: "fontSize")
        layer.setValue(true, forKey: "wrapped")
        layer.setValue("end", forKey: "truncationMode")
        layer.setValue("right", forKey: "alignmentMode")
        #expect(layer.string as? String == "Title" && layer.fontSize == 14 && layer.isWrapped)
        #expect(layer.truncationMode == .end && layer.alignmentMode == .right)
        #expect((layer.value(forKey: "fontSize") as? NSNumber)?.doubleValue == 14)
        #expect(layer.value(forKey: "alignmentMode") as? String == "right")
        #expect((layer.value(forKey: "wrapped") as? NSNumber)?.boolValue == true)
    }

    @Test("fontSize and foregroundColor animate explicitly, and implicitly on a standalone layer in a tree")
    func animations() throws {
        let clock = ManualClock().makeCurrent()
        let root = CALayer()
        let layer = CATextLayer()
        root.addSublayer(layer)
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: "grow")
        clock.advance(by: 0.5)
        #expect(try #require(layer.presentation()).fontSize == 20, "half way from 10 to 30")
        #expect(layer.fontSize == 36, "the model keeps its value")
        clock.advance(by: 1)
        layer.removeAllAnimations()
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(layer.animationKeys() == ["foregroundColor"], "an implicit animation from white to black")
        clock.advance(by: 0.125)
        let red = try #require(layer.presentation()?.foregroundColor?.rgba.red)
        #expect(red > 0.05 && red < 0.95, "between white and black: \(red)")
    }
}
