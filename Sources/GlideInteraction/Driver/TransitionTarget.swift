import GlideGestureRecognition
import Foundation
import GlideUIKitCore

/// Which way a gesture takes a transition target: forward shows what comes next (present, push),
/// back returns (dismiss, pop).
public enum TransitionStep: String, Hashable, Sendable, CaseIterable {
    /// Present or push.
    case forward
    /// Dismiss or pop.
    case back
}

/// Something a gesture can drive: a presenter with a view controller to present, a navigation
/// controller with a view controller to push, or any custom pair.
///
/// The driver asks ``canBegin(_:)`` when a bound gesture starts, then ``beginTransition(_:interactor:)``
/// with a fresh percent-driven interactor, and drives that interactor until the transition completes.
@MainActor
public protocol TransitionTarget {
    /// The size of the transition's container (the window) in points; a touchscreen maps onto it.
    var containerSize: CGSize { get }
    /// True when `step` can start now (nothing else in flight, something to present or to dismiss).
    func canBegin(_ step: TransitionStep) -> Bool
    /// Starts `step` driven by `interactor`; returns its context, or nil when UIKit's rules refuse it.
    func beginTransition(_ step: TransitionStep, interactor: UIPercentDrivenInteractiveTransition) -> TransitionContext?
    /// Views whose animated values a timeline records at each display frame.
    var observedViews: [UIView] { get }
    /// A short description of the current state for reports ("presented: detail", "top: list").
    var stateDescription: String { get }
}

extension TransitionTarget {
    public var observedViews: [UIView] { [] }
}
