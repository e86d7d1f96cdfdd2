// Scaffolding: the animator is not wired into the demo's delegate at this commit, so this is the
// transitioning delegate the demo would have: HorizontalFlipAnimationController for presenting and
// for dismissing, full screen (it needs both views: under UIKit's default page sheet `view(forKey:)` answers nil for
// the presenter's view, and its force unwraps would trap).
import GlideUIKit

final class FlipTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HorizontalFlipAnimationController(transitionType: .presenting)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        HorizontalFlipAnimationController(transitionType: .dismissing)
    }
}

final class FrontViewController: UIViewController {}

final class BackViewController: UIViewController {
    let flipDelegate = FlipTransitioningDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        transitioningDelegate = flipDelegate
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

public enum HorizontalFlipStoryboard {
    @MainActor public static func front() -> UIViewController { FrontViewController() }
    @MainActor public static func back() -> UIViewController { BackViewController() }
}
