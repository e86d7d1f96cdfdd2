import Foundation
import GlideUIKitCore

/// What the recording delegates answer when UIKit asks for an interaction controller: the app's own
/// answer (asked with the app's own animator, noted as ``ObservedCall/interactionControllerVended``),
/// or the scenario's replacement in ``CheckInteraction/whatIf(interactor:)`` checks.
@MainActor
package final class InteractionVending {
    package enum Mode {
        /// Ask the app's delegate and hand UIKit what it vends.
        case asVended
        /// Hand UIKit this interactor (nil: none) without asking the app.
        case replaced(UIPercentDrivenInteractiveTransition?)
    }

    package var mode: Mode = .replaced(nil)
    package weak var recorder: Recorder?
    /// Called with what the app vended, inside UIKit's request, before the transition starts.
    package var onVend: (@MainActor (any UIViewControllerInteractiveTransitioning) -> Void)?

    package init(recorder: Recorder) {
        self.recorder = recorder
    }

    /// The interactor of a ``Mode/replaced(_:)`` vending (nil when none, or when asking the app).
    package var replacement: UIPercentDrivenInteractiveTransition? {
        if case let .replaced(interactor) = mode { return interactor }
        return nil
    }

    /// The answer to UIKit's `method` request; `ask` asks the app's delegate.
    package func answer(
        _ method: String, ask: () -> (any UIViewControllerInteractiveTransitioning)?
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        switch mode {
        case let .replaced(interactor):
            return interactor
        case .asVended:
            let vended = ask()
            let percent = vended as? UIPercentDrivenInteractiveTransition
            recorder?.note(.interactionControllerVended(
                method: method, vended: vended.map { String(describing: type(of: $0)) },
                percentDriven: percent != nil, wantsInteractiveStart: vended?.wantsInteractiveStart ?? false))
            if let vended { onVend?(vended) }
            return vended
        }
    }

    /// The app's own animator behind the recording proxy: UIKit hands the delegate the animator it vended.
    package static func unwrapped(_ animator: any UIViewControllerAnimatedTransitioning) -> any UIViewControllerAnimatedTransitioning {
        (animator as? RecordingAnimator)?.base ?? animator
    }
}
