import Foundation
import GlideUIKitCore

/// Who drives a check's interactive transitions.
///
/// ``asVended`` is UIKit's way: when UIKit asks the app's delegate for an interaction controller
/// (after it vended an animator, with that animator), the check asks the app's delegate, and the
/// transition is driven by what it vends. ``whatIf(interactor:)`` asks a different question: what if
/// this animator were driven interactively by this interactor, whatever the app's delegate vends.
public enum CheckInteraction {
    /// The app's delegate vends the interaction controller, when UIKit asks for it.
    ///
    /// - In a scenario with no gesture (a button, the app's code), what the delegate vends is what UIKit
    ///   runs: an interactor vended there with `wantsInteractiveStart` true and nobody to drive it hangs
    ///   the transition (invariant 32, stale-interactor).
    /// - In an interactive scenario, the vended object is driven through its public API
    ///   (`update`/`finish`/`cancel`, as the app's gesture handler calls them) when it is a
    ///   `UIPercentDrivenInteractiveTransition`; the steps the gesture took before the transition
    ///   started are sent as soon as it is vended, before `startInteractiveTransition(_:)`.
    /// - An interactive scenario the app cannot take part in is not run, and counted with the reason
    ///   (``CheckReport/notApplicable``): the delegate vends nothing outside a gesture (its handlers
    ///   start interactive transitions; give the check traces), or it vends an interaction controller
    ///   only its own handlers can drive.
    case asVended
    /// Glide's interactor (or the app's subclass, made by `interactor`) drives every interactive
    /// scenario in place of what the delegate would vend, and non-interactive scenarios get none; the
    /// delegate is not asked for an interaction controller. Reports name this mode: it checks the
    /// animator under an interaction the app may never perform.
    case whatIf(interactor: @MainActor () -> UIPercentDrivenInteractiveTransition)

    /// How reports name the mode: "as the app vends it" or "what if driven by MyInteractor".
    @MainActor public var description: String {
        switch self {
        case .asVended: return "as the app's delegate vends it"
        case let .whatIf(make): return "what if driven by \(String(describing: type(of: ManualClock().withCurrent(make))))"
        }
    }
}
