import Foundation
import GlideExamples
import GlideUIKitCore

/// A moment of a reference transition to look at: what `glide render` and the golden pictures show.
public enum TransitionMoment: Sendable, Hashable, CustomStringConvertible {
    /// Driven interactively by a percent-driven interactor held at `percent` (0...1), as a finger holds it.
    case percent(Double)
    /// The animated (non-interactive) transition, `seconds` after it began.
    case time(Double)
    /// Driven interactively to `percent`, cancelled there, and settled (the cancel's completion has run).
    case cancelled(atPercent: Double)

    public var description: String {
        switch self {
        case .percent(let p): return "p = \(p)"
        case .time(let t): return "t = \(t) s"
        case .cancelled(let p): return "cancelled at p = \(p), settled"
        }
    }
}

extension ReferenceTransition {
    /// How long a staged transition is let run after its end, in seconds, so every completion has
    /// run (the longest reference transition lasts 1 s).
    public static let settleSeconds = 3.0

    /// A fresh scene of this transition on a new manual clock, at `moment` of `operation` (for a
    /// dismissal, the view controller is first presented without animation).
    ///
    /// Returns the scene, with its window showing that moment, and the transition's context.
    @MainActor
    public func stage(_ operation: ReferenceOperation, at moment: TransitionMoment) -> (scene: ReferenceScene, context: TransitionContext?) {
        let clock = ManualClock()
        let scene = makeScene(clock: clock)
        clock.advance(by: 0.1)
        if operation == .dismiss {
            scene.present(animated: false)
            clock.advance(by: 0.1)
        }
        let context: TransitionContext?
        switch moment {
        case .time(let t):
            context = scene.perform(operation)
            clock.advance(by: max(0, t))
        case .percent(let p):
            let interactor = UIPercentDrivenInteractiveTransition()
            context = scene.perform(operation, interactor: interactor)
            // The interactive transition starts at the end of the turn that asked for it, as UIKit's.
            clock.runPending()
            interactor.update(min(max(p, 0), 1))
            // One display frame, as the screen would show it.
            clock.advance(by: 1.0 / 120)
        case .cancelled(let p):
            let interactor = UIPercentDrivenInteractiveTransition()
            context = scene.perform(operation, interactor: interactor)
            // The interactive transition starts at the end of the turn that asked for it, as UIKit's.
            clock.runPending()
            interactor.update(min(max(p, 0), 1))
            clock.advance(by: 1.0 / 120)
            interactor.cancel()
            clock.advance(by: Self.settleSeconds)
        }
        return (scene, context)
    }
}
