import Foundation
import Testing
@testable import GlideUIKitCore

/// What the eighteenth unseen sample (docs/unseen-code.md) found missing, written as its unit uses it: SideMenu 2.x's
/// transition adds its class as the target of its pans, with class methods as the actions.
@MainActor @Suite struct EighteenthSampleAdditionsTests {
    @MainActor final class MenuTransition {
        nonisolated(unsafe) static var pans: [UIGestureRecognizer.State] = []
        nonisolated(unsafe) static var taps = 0
        class func handlePresentMenuPan(_ pan: UIPanGestureRecognizer) { pans.append(pan.state) }
        static func tapped() { taps += 1 }
    }

    @Test("a class as the target of a pan: its class method runs, however long the pan lives, and removing it stops it")
    func classTargetOfARecognizer() {
        MenuTransition.pans = []
        let w = TouchWorld()
        let pan = UIPanGestureRecognizer()
        pan.addTarget(MenuTransition.self, action: Selector(MenuTransition.handlePresentMenuPan(_:), name: "handlePresentMenuPan:"))
        w.view.addGestureRecognizer(pan)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 140, y: 100), time: 0.02)
        s.moved(1, to: CGPoint(x: 180, y: 100), time: 0.04)
        s.ended(1, at: CGPoint(x: 180, y: 100), time: 0.06)
        w.play(s)
        #expect(MenuTransition.pans.first == .began && MenuTransition.pans.last == .ended, "\(MenuTransition.pans)")
        pan.removeTarget(MenuTransition.self, action: nil)
        MenuTransition.pans = []
        var again = TouchSequence()
        again.began(1, at: CGPoint(x: 100, y: 300), time: 1)
        again.moved(1, to: CGPoint(x: 160, y: 300), time: 1.02)
        again.ended(1, at: CGPoint(x: 160, y: 300), time: 1.04)
        w.play(again)
        #expect(MenuTransition.pans.isEmpty)
    }

    @Test("a class as the target of a control's action, with a static method of no arguments")
    func classTargetOfAControl() {
        MenuTransition.taps = 0
        let button = UIButton(type: .system)
        button.addTarget(MenuTransition.self, action: Selector(MenuTransition.tapped, name: "tapped"), for: .touchUpInside)
        button.addTarget(MenuTransition.self, action: Selector(MenuTransition.tapped, name: "tapped"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(MenuTransition.taps == 1, "the same class and action are one target, as on iOS")
        button.removeTarget(MenuTransition.self, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(MenuTransition.taps == 1)
    }

    /// The nineteenth sample's U07 (a bundled Cosmos rating view and its app delegate).
    @Test("the rating view's overrides, its text layer's CGFont, and a text field's default attributes")
    func ratingViewNames() {
        final class Rating: UIView {
            var value = 3
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
            override func prepareForInterfaceBuilder() { value = 0 }
        }
        let rating = Rating()
        rating.accessibilityIncrement()
        #expect(rating.value == 4)
        let layer = CATextLayer()
        layer.font = CGFont("Avenir" as CFString)
        #expect((layer.font as? CGFont)?.postScriptName == "Avenir" && CGFont("" as CFString) == nil)
        let field = UITextField()
        let avenir = UIFont.systemFont(ofSize: 13)
        field.defaultTextAttributes = [.font: avenir, .kern: 1.5]
        #expect(field.font == avenir && field.defaultTextAttributes[.kern] as? Double == 1.5)
        #expect(field.defaultTextAttributes[.foregroundColor] as? UIColor == field.textColor)
    }
}
