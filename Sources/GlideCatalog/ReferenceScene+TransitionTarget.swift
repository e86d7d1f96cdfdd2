import Foundation
import GlideInteraction
import GlideExamples
import GlideUIKitCore

/// A reference scene is a gesture target: forward presents, back dismisses.
extension ReferenceScene: TransitionTarget {
    public var containerSize: CGSize { window.bounds.size }

    public func canBegin(_ step: TransitionStep) -> Bool {
        guard !presented.isBeingPresented, !presented.isBeingDismissed else { return false }
        switch step {
        case .forward: return !isPresented
        case .back: return isPresented
        }
    }

    public func beginTransition(_ step: TransitionStep, interactor: UIPercentDrivenInteractiveTransition) -> TransitionContext? {
        perform(step == .forward ? .present : .dismiss, interactor: interactor)
    }

    /// The views the transition animates that are in the window now.
    public var observedViews: [UIView] { viewNames.compactMap { window.view(named: $0) } }

    /// "nothing presented", "NAME presented", or while a transition is in flight "presenting NAME" /
    /// "dismissing NAME" (UIKit sets `presentingViewController` as a presentation begins, so it alone
    /// would call a half-way presentation presented).
    public var stateDescription: String {
        if presented.isBeingPresented { return "presenting \(presented.name)" }
        if presented.isBeingDismissed { return "dismissing \(presented.name)" }
        return isPresented ? "\(presented.name) presented" : "nothing presented"
    }
}
