import Foundation
import GlideUIKitCore

/// One call the recorder observed during a transition, on the interactor, the context, the animator,
/// the presentation controller or the coordinator.
public enum ObservedCall: Sendable, Hashable, Codable, CustomStringConvertible {
    // The scenario's calls on the interactor (an app's gesture handler, or the gesture driver).
    /// The transition was asked for (`present`, `dismiss`, `push`, `pop`).
    case begin(CheckOperation)
    case interactorUpdate(Double)
    case interactorFinish
    case interactorCancel
    case interactorPause
    /// The gesture was cancelled by the system; the handler called `cancel()`.
    case interactorSystemCancel
    case interactorCompletionSpeed(Double)
    /// The gesture driver decided how a released gesture ends (`finishes`), or the gesture was interrupted.
    case gestureReleased(finishes: Bool, completionSpeed: Double, velocity: Double)
    case gestureInterrupted(reason: String)
    /// A frame of touches reached the window (a ``TouchScript``'s): the app's recognizers and handlers ran.
    case touchFrame(String)
    /// The system cancelled every touch still down (a ``TouchScript``'s incoming call).
    case touchesCancelledBySystem
    /// A continuous gesture recognizer that had begun reached a terminal state (`ended`, `cancelled`,
    /// `failed`), and the app's handler for it has run.
    case gestureEnded(recognizer: String, state: String)
    /// UIKit asked the app's delegate for an interaction controller (`method`, e.g.
    /// `interactionControllerForDismissal(using:)`) and it vended `vended` (its type name; nil for none).
    case interactionControllerVended(method: String, vended: String?, percentDriven: Bool, wantsInteractiveStart: Bool)

    // The context, as the engine records it.
    case started(interactive: Bool)
    case updateInteractiveTransition(Double, accepted: Bool)
    case finishInteractiveTransition(accepted: Bool)
    case cancelInteractiveTransition(accepted: Bool)
    case pauseInteractiveTransition(accepted: Bool)
    case interactionChanged(isInteractive: Bool)
    case completeTransition(Bool, accepted: Bool, wasCancelled: Bool)
    case hierarchyUpdated(completed: Bool)
    case coordinatorCompletionsRan(count: Int)
    case animationEndedByContext(Bool)

    // The presentation controller and the coordinator.
    case presentationController(TransitionEvent.PresentationControllerCall)
    case alongsideRegistered(animation: Bool, completion: Bool)
    case interactionHandlerRegistered
    /// The recorder's own interaction-change handler ran.
    case interactionHandlerRan(isInteractive: Bool)

    // The animator, through the recording proxy.
    case transitionDuration(Double)
    /// `animateTransition(using:)`; `engineContext` false when the animator got a context other than the engine's.
    case animateTransition(engineContext: Bool)
    /// `interruptibleAnimator(using:)`; `instance` numbers the distinct animator objects it returned during
    /// the transition (1 for the first; a 2 means it returned another one, invariant 36).
    case interruptibleAnimator(vended: Bool, instance: Int)
    case animationEnded(Bool)

    /// A scheduled task ran on the clock (an animation ended, a delay elapsed).
    case clockTask
    /// The task at the end of a run-loop turn that started the transition the turn asked for (UIKit starts an
    /// interactive presentation, dismissal, push or pop then), noted once it returned.
    case turnEndStart(interactive: Bool)

    /// The call as Swift code would write it.
    public var description: String {
        switch self {
        case let .begin(operation): return "\(operation)"
        case let .interactorUpdate(p): return "interactor.update(\(Scenario.format(p)))"
        case .interactorFinish: return "interactor.finish()"
        case .interactorCancel: return "interactor.cancel()"
        case .interactorPause: return "interactor.pause()"
        case .interactorSystemCancel: return "interactor.cancel() (gesture cancelled by the system)"
        case let .interactorCompletionSpeed(s): return "interactor.completionSpeed = \(Scenario.format(s))"
        case let .gestureReleased(finishes, speed, velocity):
            return "gesture released (\(finishes ? "finish" : "cancel"), completionSpeed \(Scenario.format(speed)), velocity \(Scenario.format(velocity))/s)"
        case let .gestureInterrupted(reason): return "gesture interrupted (\(reason))"
        case let .interactionControllerVended(method, vended, _, _): return "\(method) → \(vended ?? "nil")"
        case let .touchFrame(frame): return "touches: \(frame)"
        case .touchesCancelledBySystem: return "touches cancelled by the system"
        case let .gestureEnded(recognizer, state): return "\(recognizer) .\(state) (its handler ran)"
        case let .started(interactive): return interactive ? "startInteractiveTransition" : "animateTransition (started)"
        case let .updateInteractiveTransition(p, accepted): return "updateInteractiveTransition(\(Scenario.format(p)))" + (accepted ? "" : " [ignored]")
        case let .finishInteractiveTransition(accepted): return "finishInteractiveTransition()" + (accepted ? "" : " [ignored]")
        case let .cancelInteractiveTransition(accepted): return "cancelInteractiveTransition()" + (accepted ? "" : " [ignored]")
        case let .pauseInteractiveTransition(accepted): return "pauseInteractiveTransition()" + (accepted ? "" : " [ignored]")
        case let .interactionChanged(isInteractive): return "isInteractive = \(isInteractive)"
        case let .completeTransition(argument, accepted, _): return "completeTransition(\(argument))" + (accepted ? "" : " [ignored]")
        case let .hierarchyUpdated(completed): return "hierarchy updated (\(completed ? "completed" : "cancelled"))"
        case let .coordinatorCompletionsRan(count): return "coordinator completions ran (\(count))"
        case let .animationEndedByContext(value): return "animationEnded(\(value)) (called)"
        case let .presentationController(call): return "presentationController.\(call.rawValue)"
        case let .alongsideRegistered(animation, completion):
            return "coordinator.animate(alongsideTransition: \(animation ? "{…}" : "nil"), completion: \(completion ? "{…}" : "nil"))"
        case .interactionHandlerRegistered: return "coordinator.notifyWhenInteractionChanges"
        case let .interactionHandlerRan(isInteractive): return "interaction-change handler (isInteractive \(isInteractive))"
        case let .transitionDuration(d): return "transitionDuration → \(Scenario.format(d))"
        case let .animateTransition(engine): return "animateTransition(using:)" + (engine ? "" : " with a context other than the engine's")
        case let .interruptibleAnimator(vended, instance):
            return "interruptibleAnimator(using:) → \(vended ? "an animator" : "nil")" + (instance > 1 ? " (animator #\(instance))" : "")
        case let .animationEnded(value): return "animationEnded(\(value))"
        case .clockTask: return "clock"
        case let .turnEndStart(interactive):
            return (interactive ? "startInteractiveTransition" : "animateTransition") + " (at the end of the turn that asked for it)"
        }
    }

    /// The call the engine's event stands for.
    init(_ kind: TransitionEvent.Kind) {
        switch kind {
        case let .started(interactive): self = .started(interactive: interactive)
        case let .update(p, accepted): self = .updateInteractiveTransition(p, accepted: accepted)
        case let .finish(accepted): self = .finishInteractiveTransition(accepted: accepted)
        case let .cancel(accepted): self = .cancelInteractiveTransition(accepted: accepted)
        case let .pause(accepted): self = .pauseInteractiveTransition(accepted: accepted)
        case let .interactionChanged(isInteractive): self = .interactionChanged(isInteractive: isInteractive)
        case let .complete(argument, accepted, wasCancelled): self = .completeTransition(argument, accepted: accepted, wasCancelled: wasCancelled)
        case let .hierarchyUpdated(completed): self = .hierarchyUpdated(completed: completed)
        case let .alongsideCompletions(count): self = .coordinatorCompletionsRan(count: count)
        case let .animationEnded(value): self = .animationEndedByContext(value)
        case let .presentationController(call): self = .presentationController(call)
        case let .alongsideRegistered(animation, completion): self = .alongsideRegistered(animation: animation, completion: completion)
        case .interactionHandlerRegistered: self = .interactionHandlerRegistered
        }
    }
}
