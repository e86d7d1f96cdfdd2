import Foundation
import Testing
@testable import GlideUIKitCore

/// Apple's AdaptivePresentation sample's pattern: the presentation controller wraps the presented view in
/// `presentationTransitionWillBegin()` and returns the wrapper from `presentedView`.
@MainActor
private final class WrappingPresentationController: UIPresentationController {
    private var wrapper: UIView?
    override var presentedView: UIView? { wrapper ?? super.presentedView }
    override func presentationTransitionWillBegin() {
        let wrapper = UIView()
        let content = super.presentedView!
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        wrapper.addSubview(content)
        self.wrapper = wrapper
    }
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 50, y: 200, width: 290, height: 400) }
}

/// Presents with the wrapping controller, or moves the presented view into the window after the presentation and
/// fades it out on the dismissal (AICustomViewControllerTransition's iOS 8 workaround), resetting its alpha after.
@MainActor
private final class Delegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let wraps: Bool
    var presenting = true
    init(wraps: Bool) { self.wraps = wraps }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        wraps ? WrappingPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        presenting = false
        return self
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        if presenting {
            let to = ctx.view(forKey: .to)!
            to.frame = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            container.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { [wraps] _ in
                ctx.completeTransition(true)
                if !wraps { container.window?.addSubview(to) }
            })
        } else {
            let from = ctx.view(forKey: .from)!
            UIView.animate(withDuration: 0.3, animations: { from.alpha = 0 }, completion: { _ in
                ctx.completeTransition(true)
                from.alpha = 1
            })
        }
    }
}

@MainActor @Suite struct PresentedViewTests {
    private func present(wraps: Bool, animated: Bool = true) -> (World, UIViewController, Delegate) {
        let world = World()
        let delegate = Delegate(wraps: wraps)
        let sheet = UIViewController(name: "sheet")
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        world.root.present(sheet, animated: animated)
        world.advance(1)
        return (world, sheet, delegate)
    }

    /// The context's view for `.to` is the presented view as the controller gives it after willBegin: the wrapper.
    @Test func aPresentedViewMadeInWillBeginIsTheContextsView() {
        let (world, sheet, delegate) = present(wraps: true)
        let wrapper = sheet.presentationController?.presentedView
        #expect(wrapper !== sheet.view)
        #expect(wrapper?.window != nil && sheet.view.window != nil && sheet.view.superview === wrapper)
        #expect(wrapper?.frame == CGRect(x: 50, y: 200, width: 290, height: 400))
        withExtendedLifetime((world, delegate)) {}
    }

    /// A dismissed view the animator left outside the container (in the window) leaves with the dismissal.
    @Test func aDismissedViewMovedIntoTheWindowLeavesIt() {
        let (world, sheet, delegate) = present(wraps: false)
        #expect(sheet.view.superview === world.window)
        sheet.dismiss(animated: true)
        world.advance(1)
        #expect(world.root.presentedViewController == nil)
        #expect(sheet.view.window == nil)
        withExtendedLifetime(delegate) {}
    }
}
