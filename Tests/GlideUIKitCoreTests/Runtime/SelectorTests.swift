import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor
@Suite struct SelectorTests {
    @MainActor final class Target {
        var calls: [String] = []
        func tapped() { calls.append("tapped") }
        func panned(_ sender: UIView) { calls.append("panned(\(sender.tag))") }
        func valueChanged(_ sender: UIView, forEvent event: String) { calls.append("valueChanged(\(sender.tag), \(event))") }
    }

    @Test func methodReferencesCallTheirTargetWithTheSender() {
        let target = Target()
        let sender = UIView(frame: .zero)
        sender.tag = 7
        #expect(Selector(Target.tapped).perform(on: target))
        #expect(Selector(Target.panned(_:)).perform(on: target, sender: sender))
        #expect(Selector(Target.valueChanged(_:forEvent:)).perform(on: target, sender: sender, event: "touchUpInside"))
        #expect(target.calls == ["tapped", "panned(7)", "valueChanged(7, touchUpInside)"])
    }

    @Test func wrongTargetsSendersAndNameOnlySelectorsCallNothing() {
        let target = Target()
        #expect(!Selector(Target.panned(_:)).perform(on: target, sender: "not a view"))
        #expect(!Selector(Target.tapped).perform(on: UIView(frame: .zero)))
        #expect(!Selector("tapped").perform(on: target))
        #expect(!Selector("tapped").isPerformable && Selector(Target.tapped).isPerformable)
        #expect(target.calls.isEmpty)
    }

    @Test func selectorsCompareByName() {
        #expect(Selector("handlePan:") == Selector(Target.panned(_:), name: "handlePan:"))
        #expect(Selector("handlePan:") != Selector("handleTap:"))
        #expect(Selector(Target.tapped, name: "tapped").description == "tapped")
    }
}
