import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// An image viewer that closes with a single tap and zooms with a double tap, the single one waiting for the double
/// one to fail (`single.require(toFail: double)`), as GSImageViewerController, MediaViewer and most viewers do. On
/// iOS the single tap is recognized 0.35 s after the lift, once no second tap came, and dismisses the viewer.
final class TapToCloseViewer: UIViewController {
    private(set) var zooms = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let single = UITapGestureRecognizer(target: self, action: Selector(TapToCloseViewer.singleTap, name: "singleTap"))
        let double = UITapGestureRecognizer(target: self, action: Selector(TapToCloseViewer.doubleTap, name: "doubleTap"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
    }

    func singleTap() { dismiss(animated: true) }
    func doubleTap() { zooms += 1 }
}

@MainActor
struct SingleTapAfterDoubleTapTests {
    private func check() -> TransitionCheck {
        TransitionCheck(
            presenting: UIViewController(),
            presented: {
                let viewer = TapToCloseViewer()
                viewer.modalPresentationStyle = .overFullScreen
                return viewer
            }(),
            options: .init(runs: 0))
    }

    /// The touch script "a tap with 1 finger" begins the dismissal once the double tap failed, after its last frame.
    @Test func aSingleTapThatWaitsForADoubleTapToFailDismisses() throws {
        let check = check()
        let taps = check.subject.styles.flatMap { TouchExploration.scenarios(for: check.subject, style: $0) }
            .filter { $0.operation == .dismiss && $0.prelude == nil && $0.touches?.name == "a tap with 1 finger" }
        #expect(!taps.isEmpty)
        for scenario in taps {
            let record = try ScenarioRunner(subject: check.subject).run(scenario).get()
            #expect(record.completed)
            #expect(check.evaluate(record).filter { !$0.isWarning }.isEmpty, "\(check.evaluate(record))")
        }
        let report = try check.runNow()
        #expect(report.failedInvariants.isEmpty, "\(report.violations.prefix(2))")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
    }
}
