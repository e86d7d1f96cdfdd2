import GlideUIKit
import Testing

/// Every UIKit name that real transition code uses in two or more of the 17 surveyed repositories
/// (`../shared/reference/uikit-api-usage.md`) exists in GlideUIKit with UIKit's spelling: this file
/// compiles only if each does. (`UINavigationControllerOperation`, a Swift 4 name, is `glide port`'s
/// to rename.) The members are used as real transition code uses them, so their signatures are checked too.
@MainActor
@Suite struct APICoverageTests {
    static let types: [Any.Type] = [
        UIViewController.self, UIView.self, CGFloat.self, (any UIViewControllerAnimatedTransitioning).self,
        (any UIViewControllerContextTransitioning).self, CGRect.self, CGPoint.self, CGAffineTransform.self,
        UIPanGestureRecognizer.self, NSObject.self, UINavigationController.self, UIImageView.self, UIColor.self,
        NSLayoutConstraint.self, (any UIViewControllerInteractiveTransitioning).self, UIScrollView.self,
        UIScreenEdgePanGestureRecognizer.self, UITransitionContextViewControllerKey.self, UIButton.self, CGSize.self,
        UIViewPropertyAnimator.self, UIGestureRecognizer.self, (any UIViewControllerTransitioningDelegate).self,
        UIPercentDrivenInteractiveTransition.self, CGVector.self, UITapGestureRecognizer.self, UIPresentationController.self,
        (any UINavigationControllerDelegate).self, UICollectionView.self, UIImage.self, UIApplication.self,
        UITransitionContextViewKey.self, (any UIGestureRecognizerDelegate).self, NSValue.self, UIScreen.self,
        CATransform3D.self, UIBezierPath.self, UILabel.self, UITabBarController.self, CABasicAnimation.self,
        UIStoryboardSegue.self, UIDevice.self, CADisplayLink.self, NSCoder.self, UICollectionViewCell.self,
        UISpringTimingParameters.self, UIVisualEffectView.self, UIBlurEffect.self, UITouch.self, UIFont.self,
        CAShapeLayer.self, (any UIViewImplicitlyAnimating).self, (any UICollectionViewDataSource).self,
        UICollectionViewLayout.self, UIViewAnimatingPosition.self, UIStatusBarStyle.self, UIEvent.self,
        (any UICollectionViewDelegateFlowLayout).self, (any UICollectionViewDelegate).self, (any UIScrollViewDelegate).self,
        UISlider.self, UITextView.self, (any UIViewControllerTransitionCoordinator).self, CAAnimation.self,
    ]

    @Test func everyTypeUsedInTwoRepositoriesExists() {
        #expect(Self.types.count == 64)
        #expect(CATransform3DIdentity == CATransform3DMakeTranslation(0, 0, 0))
        #expect(CATransform3DRotate(CATransform3DIdentity, 0, 0, 1, 0) == CATransform3DIdentity)
        #expect(CACurrentMediaTime() >= 0)
    }

    /// The members, as transition code calls them.
    @Test func everyMemberUsedInTwoRepositoriesExists() {
        let clock = ManualClock()
        clock.makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
        container.addSubview(card)
        container.insertSubview(UIView(), belowSubview: card)
        container.bringSubviewToFront(card)
        card.layer.cornerRadius = 16
        card.layer.masksToBounds = true
        card.clipsToBounds = true
        card.contentMode = .scaleAspectFill
        card.autoresizingMask = [.flexibleWidth]
        card.translatesAutoresizingMaskIntoConstraints = false
        let height = card.heightAnchor.constraint(equalToConstant: 200)
        height.isActive = true
        height.constant = 300
        container.layoutIfNeeded()
        _ = card.convert(card.bounds, to: container)
        _ = card.snapshotView(afterScreenUpdates: false)
        _ = card.layer.presentation()
        card.layer.speed = 0
        card.layer.timeOffset = 0.2
        card.layer.beginTime = 0
        card.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        UIView.animate(withDuration: 0.3) { card.alpha = 0.5 }
        UIView.animateKeyframes(withDuration: 0.3, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.transform = .identity }
        })
        let animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { card.alpha = 1 }
        animator.addAnimations { card.center.x += 10 }
        animator.addCompletion { (position: UIViewAnimatingPosition) in _ = position == .end }
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        card.addGestureRecognizer(pan)
        _ = pan.translation(in: card)
        _ = pan.velocity(in: card)
        _ = pan.location(in: card)
        pan.setTranslation(.zero, in: card)
        pan.require(toFail: UITapGestureRecognizer())
        _ = navigation.interactivePopGestureRecognizer
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.modalPresentationCapturesStatusBarAppearance = true
        root.beginAppearanceTransition(false, animated: false)
        root.endAppearanceTransition()
        navigation.pushViewController(detail, animated: false)
        _ = navigation.viewControllers
        navigation.popViewController(animated: false)
        root.present(detail, animated: false)
        detail.dismiss(animated: false)
        let value = NSValue(caTransform3D: CATransform3DIdentity)
        _ = value
        card.removeFromSuperview()
        #expect(card.superview == nil && height.constant == 300)
    }
}
