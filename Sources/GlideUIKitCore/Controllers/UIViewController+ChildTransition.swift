import Foundation

// A container view controller's transition between two of its children
// (`transition(from:to:duration:options:animations:completion:)`).

extension UIViewController {
    /// Replaces `fromViewController`'s view with `toViewController`'s, both children of this view controller: adds the
    /// new view to the old one's superview, runs `animations` (with the options' transition effect when they name one,
    /// as ``UIView/transition(with:duration:options:animations:completion:)`` draws it), then removes the old view and
    /// calls `completion`. The two children get their appearance callbacks around it, as UIKit sends them; the
    /// containment calls (`willMove`, `addChild`, `didMove`, `removeFromParent`) stay the app's, as in UIKit.
    ///
    /// Glide differs from UIKit deliberately: UIKit raises an exception when either is not a child of this view
    /// controller; Glide logs it to ``GlideDiagnostics`` and does nothing (the completion is not called).
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            GlideDiagnostics.log("Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let container = fromViewController.view.superview
        let animated = duration > 0
        fromViewController.beginAppearanceTransition(false, animated: animated)
        toViewController.beginAppearanceTransition(true, animated: animated)
        let finish: (Bool) -> Void = { finished in
            fromViewController.view.removeFromSuperview()
            fromViewController.endAppearanceTransition()
            toViewController.endAppearanceTransition()
            completion?(finished)
        }
        let transitionBits: UIView.AnimationOptions = [
            .transitionFlipFromLeft, .transitionFlipFromRight, .transitionCurlUp, .transitionCurlDown,
            .transitionCrossDissolve, .transitionFlipFromTop, .transitionFlipFromBottom,
        ]
        if let container, !options.intersection(transitionBits).isEmpty {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.addSubview(toViewController.view)
                animations?()
            }, completion: finish)
        } else {
            container?.addSubview(toViewController.view)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }
}
