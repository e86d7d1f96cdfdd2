import GlideGestureRecognition
import Foundation
/// What the interaction driver did, for timelines and reports.
public enum DriverRecord: Hashable, Sendable {
    /// A bound gesture started a transition.
    case began(time: Double, step: TransitionStep, gesture: GestureKind, fingers: Int, duration: Double, driveMode: String)
    /// `update(_:)` with this percent.
    case update(time: Double, percent: Double)
    /// The fingers lifted and the policy decided.
    case released(time: Double, decision: EndDecision, release: ReleaseState)
    /// The gesture was interrupted: the transition is cancelled.
    case interrupted(time: Double, reason: GestureCancelReason)
    /// A bound gesture could not drive (it moved across the axis, or the target refused the step).
    case ignored(time: Double, reason: String)
    /// The transition completed: `completeTransition` was accepted with `didComplete` and the presenter
    /// finished its view-controller and hierarchy work.
    case completed(time: Double, didComplete: Bool)

    /// When it happened, in seconds.
    public var time: Double {
        switch self {
        case let .began(t, _, _, _, _, _), let .update(t, _), let .released(t, _, _), let .interrupted(t, _),
            let .ignored(t, _), let .completed(t, _):
            return t
        }
    }
}
