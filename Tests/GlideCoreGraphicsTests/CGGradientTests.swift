import Foundation
import Testing
@testable import GlideCoreGraphics

/// Gradients as code drawn for iOS makes them: `[…] as CFArray` of colours, locations or none, components.
@Suite struct CGGradientTests {
    @Test("colours as CFArray at locations; evenly spread without them; nil for something that is not a colour")
    func colors() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: [0.2, 0.9]))
        #expect(gradient.colors == [red, blue])
        #expect(gradient.locations == [0.2, 0.9])
        let even = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue, red] as CFArray, locations: nil))
        #expect(even.locations == [0, 0.5, 1])
        #expect(even.colorSpace?.numberOfComponents == 3)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }

    @Test("colour components per the space: RGB then alpha, or grey then alpha")
    func components() throws {
        let rgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let gradient = try #require(CGGradient(colorSpace: rgb, colorComponents: [1, 0, 0, 1, 0, 1, 0, 0.5], locations: nil, count: 2))
        #expect(gradient.colors == [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)])
        #expect(gradient.locations == [0, 1])
        let gray = CGColorSpaceCreateDeviceGray()
        let grays = try #require(CGGradient(colorSpace: gray, colorComponents: [0.25, 1], locations: [0.5], count: 1))
        #expect(grays.colors == [CGColor(gray: 0.25, alpha: 1)])
        #expect(grays.locations == [0.5])
        #expect(CGColorSpace(name: "no such space") == nil)
        #expect(CGColorSpace(name: CGColorSpace.displayP3) == CGColorSpace(name: CGColorSpace.displayP3))
    }

    /// Drawn, a gradient is a fill of its mean colour over what it covers (Glide's stand-in), and the path
    /// being built stays: code that strokes after painting a gradient still has its path.
    @Test("a linear gradient fills the clip, a radial one its larger circle, with the mean colour")
    func drawing() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [red, blue] as CFArray, locations: nil))
        #expect(gradient.meanColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        let context = CGContext(width: 40, height: 20, baseTransform: .identity, isOpaque: false)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 10, y: 10))
        context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 20))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 30, y: 0), options: [])
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                                   endCenter: CGPoint(x: 10, y: 10), endRadius: 5, options: [])
        let fills = context.displayList.items.compactMap { item -> (CGRect, CGColor)? in
            if case let .fill(path, _, color) = item.operation { return (path.boundingBox, color) }
            return nil
        }
        #expect(fills.map(\.0) == [CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 5, y: 5, width: 10, height: 10)])
        #expect(fills.allSatisfy { $0.1 == gradient.meanColor })
        #expect(!context.isPathEmpty, "the path being built stays")
    }
}
