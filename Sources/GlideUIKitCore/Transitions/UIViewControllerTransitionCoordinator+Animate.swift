import Foundation

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion (UIKit's `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
