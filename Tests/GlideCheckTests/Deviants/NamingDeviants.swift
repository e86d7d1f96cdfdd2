import Foundation
import GlideCheck
import GlideUIKitCore

// A presentation as an iOS app writes it, with nothing named for Glide (no accessibility identifiers,
// no restoration identifiers): the checker's evidence must name its views by the app's own properties.

/// The app's home screen.
@MainActor
final class NamingHomeViewController: UIViewController {}

/// The presented screen: a card inside its view, held by a property.
@MainActor
final class NamingDetailViewController: UIViewController {
    let cardView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.frame = CGRect(x: 20, y: 100, width: 350, height: 300)
        view.addSubview(cardView)
    }
}

/// A half-modal presentation controller that forgets `presentationTransitionDidEnd(false)`: a cancelled
/// presentation leaves its dimming view (a lazy property) in the discarded container (invariant 17).
@MainActor
final class HalfModalPresentationController: UIPresentationController {
    lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        return view
    }()

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }
}

/// Slides the presented view up and back, putting it back on a cancelled dismissal, but then leaves
/// the card half transparent: set outside any animation block, so nothing puts it back (invariant 23). It also
/// adds, and leaves in the container after a cancelled dismissal (invariant 22), views it keeps in an
/// array and a dictionary, views no property holds (two plain ones, one with an accessibility
/// identifier) and a snapshot of the presented view.
@MainActor
final class HalfModalAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var shadows: [UIView] = []
    var badges: [String: UIView] = [:]

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let sheetController = transitionContext.viewController(forKey: key), let sheet = sheetController.view else { return }
        let shown = presenting ? transitionContext.finalFrame(for: sheetController) : sheet.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            sheet.frame = hidden
            container.addSubview(sheet)
        } else {
            shadows = [UIView(frame: shown), UIView(frame: shown)]
            badges = ["new": UIView(frame: .zero), "count": UIView(frame: .zero)]
            let plain = UIView(frame: shown)
            let otherPlain = UIView(frame: shown)
            let labelled = UIView(frame: shown)
            labelled.accessibilityIdentifier = "halfModal.badge"
            for decoration in shadows + [badges["new"]!, badges["count"]!, plain, otherPlain, labelled] { container.addSubview(decoration) }
            if let snapshot = sheet.snapshotView(afterScreenUpdates: false) { container.addSubview(snapshot) }
        }
        UIView.animate(withDuration: 0.3, animations: {
            sheet.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled {
                if self.presenting {
                    sheet.removeFromSuperview()
                } else {
                    sheet.frame = shown
                    (sheetController as? NamingDetailViewController)?.cardView.alpha = 0.5
                }
            }
            transitionContext.completeTransition(!cancelled)
        })
    }
}

/// Vends the animators and the presentation controller.
@MainActor
final class HalfModalTransitioningDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        HalfModalAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        HalfModalAnimator(presenting: false)
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfModalPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
