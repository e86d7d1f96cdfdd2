import GlideUIKit
import Testing

/// A toast that hides itself after a delay unless shown again, as real code writes it with perform(_:with:afterDelay:)
/// (the selectors are what `glide port` writes for `#selector`).
final class Toast: UIView {
    nonisolated(unsafe) var log: [String] = []

    func show(_ message: String) {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
        isHidden = false
        log.append("show \(message)")
        perform(Selector(Toast.hide, name: "hide"), with: nil, afterDelay: 1.5)
    }

    func hide() {
        isHidden = true
        log.append("hide")
    }

    func flash(_ color: UIColor) { log.append("flash") }
}

@MainActor
@Suite struct PerformSelectorTests {
    @Test func aDelayedPerformRunsOnGlidesClockAndCanBeCancelled() {
        let clock = ManualClock().makeCurrent()
        let toast = Toast()
        toast.show("saved")
        clock.advance(by: 1)
        #expect(toast.log == ["show saved"])
        toast.show("again")
        clock.advance(by: 1)
        #expect(toast.log == ["show saved", "show again"], "the first hide was cancelled")
        clock.advance(by: 0.5)
        #expect(toast.log == ["show saved", "show again", "hide"])
        #expect(toast.isHidden)
    }

    @Test func performNowAndCancellingBySelectorAndArgument() {
        let clock = ManualClock().makeCurrent()
        let toast = Toast()
        toast.perform(Selector(Toast.hide, name: "hide"))
        #expect(toast.log == ["hide"])
        let red = UIColor.red
        toast.perform(Selector(Toast.flash, name: "flash:"), with: red)
        #expect(toast.log == ["hide", "flash"])
        toast.perform(Selector(Toast.flash, name: "flash:"), with: red, afterDelay: 0)
        toast.perform(Selector(Toast.hide, name: "hide"), with: nil, afterDelay: 0.2)
        NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Selector(Toast.flash, name: "flash:"), object: UIColor.blue)
        clock.advance(by: 0)
        #expect(toast.log == ["hide", "flash", "flash"], "another argument cancels nothing")
        NSObject.cancelPreviousPerformRequests(withTarget: toast, selector: Selector(Toast.hide, name: "hide"), object: nil)
        clock.advance(by: 1)
        #expect(toast.log == ["hide", "flash", "flash"])
        toast.performSelector(onMainThread: Selector(Toast.hide, name: "hide"), with: nil, waitUntilDone: true)
        #expect(toast.log.last == "hide")
    }

    @Test("a class sent sharedApplication by name answers the shared application; other class methods, nothing")
    @MainActor func theSharedApplicationByName() {
        let table = GlideMethodTable([:])
        #expect(table.responds(UIApplication.self, to: NSSelectorFromString("sharedApplication")))
        #expect(!table.responds(UIView.self, to: NSSelectorFromString("sharedApplication")))
        #expect(!table.responds(UIApplication.self, to: NSSelectorFromString("openURL:")))
        let unmanaged = UIApplication.perform(NSSelectorFromString("sharedApplication"))
        #expect(unmanaged?.takeUnretainedValue() as? UIApplication === UIApplication.shared)
        #expect(UIView.perform(NSSelectorFromString("sharedApplication")) == nil)
    }
}

