import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A sheet with two pans on its view that recognize together (charcoal-ios's bottom sheet, the bug benchmark's c05): one
/// resizes the sheet's handle and ends nothing, the other drives the dismissal through the app's interactor.
private final class TwoPanSheet: PanDismissedScreen, UIGestureRecognizerDelegate {
    let handle = UIView()
    var resizes = 0

    override func viewDidLoad() {
        handle.frame = CGRect(x: 0, y: 0, width: 40, height: 6)
        // Added before the dismissal's pan, so the touch's end reaches its handler first.
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(TwoPanSheet.resize(_:), name: "resize:")))
        super.viewDidLoad()
        view.addSubview(handle)
        for recognizer in view.gestureRecognizers ?? [] { recognizer.delegate = self }
    }

    override var action: Selector { Selector(TwoPanSheet.pan(_:), name: "pan:") }
    func pan(_ gesture: UIPanGestureRecognizer) { drive(gesture) }
    func resize(_ gesture: UIPanGestureRecognizer) { resizes += 1 }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

@MainActor
struct SimultaneousPansTests {
    /// The touch's end reaches both handlers; one cancels or finishes the dismissal: one accepted end, as 27 asks. The
    /// resize pan's end answers nothing and needs nothing.
    @Test("a second recognizer ended by the same touch needs no end of its own when the first ended the transition")
    func oneEndForTheTouch() throws {
        var check = TransitionCheck(presenting: UIViewController(), presented: TwoPanSheet(), options: .init(runs: 0))
        check.options.flows = false
        let report = try check.runNow()
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
        #expect(!report.failedInvariants.contains(27), "\(report.violations(of: 27).prefix(2))")
    }
}

