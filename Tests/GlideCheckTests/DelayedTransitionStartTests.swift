import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A card that slides itself out before it asks UIKit to dismiss it, as bottom sheets and image viewers written
/// without a transitioning delegate do: `dismiss(animated:)` runs the app's own 0.2 s animation and calls `super`
/// in its completion, so UIKit's transition starts 0.2 s after the request.
final class SelfAnimatingCard: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard flag else { return super.dismiss(animated: false, completion: completion) }
        UIView.animate(withDuration: 0.2, animations: {
            self.view.frame.origin.y = self.view.bounds.height
        }, completion: { _ in
            super.dismiss(animated: false, completion: completion)
        })
    }
}

@MainActor
struct DelayedTransitionStartTests {
    @Test func aDismissalThatStartsAfterTheAppsOwnAnimationIsChecked() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(),
            presented: {
                let card = SelfAnimatingCard()
                card.modalPresentationStyle = .overFullScreen
                return card
            }(),
            options: .init(runs: 0)
        ).runNow()
        let dismissalErrors = report.errors.filter { $0.scenario.operation == .dismiss }
        #expect(dismissalErrors.isEmpty, "\(dismissalErrors.prefix(2))")
        #expect(report.scenarioCount > 0)
        #expect(report.failedInvariants.isEmpty, "\(report.violations.prefix(2))")
    }
}
