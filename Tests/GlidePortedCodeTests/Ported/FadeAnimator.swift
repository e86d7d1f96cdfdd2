//
//  FadeAnimator.swift
//  A cross-fade with a slight zoom, asking the context the iOS 7-era question, and a delegate with
//  optional members.
//

import GlideUIKit

protocol FadeAnimatorDelegate: AnyObject {
    var fadeDuration: TimeInterval { get }
    func fadeAnimatorDidFinish(_ animator: FadeAnimator)
}

extension FadeAnimatorDelegate {
    func fadeAnimatorDidFinish(_ animator: FadeAnimator) {}
}

class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var delegate: FadeAnimatorDelegate?
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return delegate?.fadeDuration ?? 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        var fromView: UIView = fromVC.view
        var toView: UIView = toVC.view
        if true {
            fromView = transitionContext.view(forKey: .from) ?? fromView
            toView = transitionContext.view(forKey: .to) ?? toView
        }
        if presenting {
            toView.frame = transitionContext.finalFrame(for: toVC)
            container.addSubview(toView)
            toView.alpha = 0
            toView.layer.setValue(0.9, forKeyPath: "transform.scale")
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            if self.presenting {
                toView.alpha = 1
                toView.layer.setValue(1.0, forKeyPath: "transform.scale")
            } else {
                fromView.alpha = 0
            }
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled && self.presenting { toView.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
            if (self.delegate != nil ? true : nil) == true {
                self.delegate?.fadeAnimatorDidFinish(self)
            }
        })
    }
}

class FadeHomeViewController: UIViewController, UIViewControllerTransitioningDelegate, FadeAnimatorDelegate {
    var fadeDuration: TimeInterval { return 0.5 }
    var finished = 0

    func fadeAnimatorDidFinish(_ animator: FadeAnimator) {
        finished += 1
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = FadeAnimator(presenting: true)
        animator.delegate = self
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = FadeAnimator(presenting: false)
        animator.delegate = self
        return animator
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { FadeHomeViewController() }
}
