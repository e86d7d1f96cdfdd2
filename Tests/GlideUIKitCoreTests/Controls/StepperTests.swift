import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
private final class StepperLog: UIResponder {
    var log: [String] = []
    func changed(_ sender: UIStepper) { log.append("changed \(sender.value)") }
    func touchDown() { log.append("down") }
    func upInside() { log.append("up") }
}

@MainActor
@Suite struct StepperTests {
    /// A stepper at (100, 100) in the root view, with a receiver of its events.
    private func world() -> (World, UIStepper, StepperLog) {
        let w = World()
        let stepper = UIStepper()
        stepper.frame.origin = CGPoint(x: 100, y: 100)
        w.root.view.addSubview(stepper)
        let receiver = StepperLog()
        stepper.addTarget(receiver, action: Selector(StepperLog.changed), for: .valueChanged)
        stepper.addTarget(receiver, action: Selector(StepperLog.touchDown, name: "touchDown"), for: .touchDown)
        stepper.addTarget(receiver, action: Selector(StepperLog.upInside, name: "upInside"), for: .touchUpInside)
        return (w, stepper, receiver)
    }

    private static let minus = CGPoint(x: 123, y: 116)
    private static let plus = CGPoint(x: 170, y: 116)

    private func tap(_ w: World, at point: CGPoint, time: Double) {
        var touches = TouchSequence()
        touches.tap(id: Int(time * 100), at: point, time: time)
        touches.play(in: w.window, on: w.clock)
    }

    @Test("UIKit's defaults and size; the value is clamped and the limits keep minimum ≤ maximum")
    func defaultsAndClamping() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32) && stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -4
        #expect(stepper.value == 0)
        stepper.minimumValue = 200  // above the maximum: both become 200, and the value follows
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100  // below the minimum: both become 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100 && stepper.value == 100)
        let before = GlideDiagnostics.messages.count
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1 && GlideDiagnostics.messages.count == before + 1)
    }

    @Test("a tap on the plus or minus half steps the value and sends .valueChanged; code sends nothing")
    func tapsStep() {
        let (w, stepper, receiver) = world()
        stepper.stepValue = 2.5
        tap(w, at: Self.plus, time: 0.1)
        #expect(stepper.value == 2.5)
        #expect(receiver.log == ["down", "changed 2.5", "up"])
        tap(w, at: Self.plus, time: 0.3)
        tap(w, at: Self.minus, time: 0.5)
        #expect(stepper.value == 2.5 && receiver.log.filter { $0.hasPrefix("changed") } == ["changed 2.5", "changed 5.0", "changed 2.5"])
        receiver.log = []
        stepper.value = 10
        #expect(receiver.log.isEmpty)
    }

    @Test("without wraps the value holds at the limits and the half at a limit does nothing; with wraps it goes round")
    func limitsAndWrapping() {
        let (w, stepper, receiver) = world()
        stepper.maximumValue = 10
        stepper.stepValue = 3
        stepper.value = 9
        tap(w, at: Self.plus, time: 0.1)
        #expect(stepper.value == 10)
        tap(w, at: Self.plus, time: 0.3)
        #expect(stepper.value == 10 && !stepper.isEnabled(.plus) && stepper.isEnabled(.minus))
        #expect(receiver.log.filter { $0.hasPrefix("changed") } == ["changed 10.0"])
        stepper.wraps = true
        tap(w, at: Self.plus, time: 0.5)
        #expect(stepper.value == 0)
        tap(w, at: Self.minus, time: 0.7)
        #expect(stepper.value == 10)
        #expect(receiver.log.filter { $0.hasPrefix("changed") } == ["changed 10.0", "changed 0.0", "changed 10.0"])
    }

    @Test("holding a half repeats the step on the clock; not continuous sends one .valueChanged when the press ends")
    func autorepeatAndContinuity() {
        let (w, stepper, receiver) = world()
        var touches = TouchSequence()
        touches.began(1, at: Self.plus, time: 0.1)
        touches.ended(1, at: Self.plus, time: 0.1 + 0.5 + 0.35)  // one step, then repeats at 0.6, 0.7, 0.8, 0.9
        touches.play(in: w.window, on: w.clock)
        #expect(stepper.value == 5)
        #expect(receiver.log.filter { $0.hasPrefix("changed") }.count == 5)
        stepper.isContinuous = false
        stepper.autorepeat = false
        receiver.log = []
        touches = TouchSequence()
        touches.began(2, at: Self.minus, time: 2)
        touches.ended(2, at: Self.minus, time: 3)
        touches.play(in: w.window, on: w.clock)
        #expect(stepper.value == 4 && receiver.log == ["down", "changed 4.0", "up"])
        stepper.autorepeat = true
        receiver.log = []
        touches = TouchSequence()
        touches.began(3, at: Self.minus, time: 4)
        touches.ended(3, at: Self.minus, time: 4.75)  // a step, then repeats at 4.5, 4.6, 4.7
        touches.play(in: w.window, on: w.clock)
        #expect(stepper.value == 0 && receiver.log == ["down", "changed 0.0", "up"])
    }

    @Test("the stepper draws its background, divider and glyphs; a disabled half's glyph is dimmed")
    func drawing() {
        let stepper = UIStepper()
        stepper.layoutIfNeeded()
        let names = stepper.subviews.map(\.name)
        #expect(names.contains("UIStepper.background") && names.contains("UIStepper.divider"))
        let minus = stepper.subviews.first { $0.name == "UIStepper.minus" } as? UILabel
        let plus = stepper.subviews.first { $0.name == "UIStepper.plus" } as? UILabel
        #expect(minus?.text == "\u{2212}" && plus?.text == "+")
        #expect(minus?.textColor == .tertiaryLabel && plus?.textColor == .label)
        #expect(minus?.frame == CGRect(x: 0, y: 0, width: 47, height: 32))
    }
}
