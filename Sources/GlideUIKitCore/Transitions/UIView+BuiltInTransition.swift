import Foundation

extension UIView {
    /// UIKit's own modal animators' step: `animations` over `duration` seconds, or at once when the transition is not
    /// animated (a `.custom` presentation or dismissal made with `animated: false`, which UIKit still hands to the
    /// animator, whose context then says `isAnimated == false`), then `completion`.
    static func animateBuiltInTransition(
        _ ctx: any UIViewControllerContextTransitioning, duration: Double,
        animations: @escaping () -> Void, completion: @escaping (Bool) -> Void
    ) {
        guard ctx.isAnimated else {
            animations()
            return completion(true)
        }
        UIView.animate(withDuration: duration, animations: animations, completion: completion)
    }
}
