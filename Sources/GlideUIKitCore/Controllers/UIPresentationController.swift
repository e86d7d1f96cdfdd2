import Foundation
/// Manages a presented view controller's place on screen (`UIPresentationController`).
///
/// Lifecycle, in UIKit's order: `presentationTransitionWillBegin` (add custom views, animate them
/// alongside through the presented view controller's `transitionCoordinator`),
/// `presentationTransitionDidEnd(_:)` (on false, remove what WillBegin added),
/// `dismissalTransitionWillBegin`, `dismissalTransitionDidEnd(_:)` (remove custom views only on
/// true). The container's layout calls `containerViewWillLayoutSubviews` / `DidLayoutSubviews`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The view controller being presented.
    public unowned let presentedViewController: UIViewController
    /// The view controller presenting it: the one given at creation, else the one that presents
    /// (before the presentation starts, the presented view controller itself).
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController.presentingViewController ?? presentedViewController
    }
    private weak var presentingStorage: UIViewController?
    /// The view the presentation happens in; set when the presentation begins.
    public internal(set) var containerView: UIView?
    /// The style this controller implements (`.custom` for delegate-supplied controllers); a subclass may override it,
    /// as UIKit's may.
    open var presentationStyle: UIModalPresentationStyle { assignedPresentationStyle }
    /// The style the presentation machinery gave this controller.
    var assignedPresentationStyle: UIModalPresentationStyle = .custom

    /// The delegate asked how to adapt the presentation to the environment (see ``UIAdaptivePresentationControllerDelegate``).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Where the presenter's view was before the presentation, to put it back (its superview held weakly: the
    /// window or a container view controller's view, which a presentation does not own).
    var presenterHome: (superview: UIView, index: Int, frame: CGRect)? {
        get { presenterHomeStorage.flatMap { home in home.superview.object.map { ($0, home.index, home.frame) } } }
        set { presenterHomeStorage = newValue.map { (Weak($0.superview), $0.index, $0.frame) } }
    }
    private var presenterHomeStorage: (superview: Weak<UIView>, index: Int, frame: CGRect)?
    /// The view controllers this controller presented, retained once the presented one let go of it (a completed
    /// dismissal, a cancelled presentation), as UIKit's are (`UIPresentationController.h` declares
    /// `presentedViewController` and `presentingViewController` strong): an app that keeps the controller in a strong
    /// property of what it presented makes the cycle it makes on iOS. While presented, the presented view controller
    /// holds its controller and the controller holds it unowned (UIKit's own cycle then is broken at the dismissal).
    private var retainedViewControllers: [UIViewController] = []

    /// Retains the view controllers (the presented one no longer holds this controller).
    func retainViewControllers() { retainedViewControllers = [presentedViewController, presentingViewController] }

    /// The interactor of UIKit's own interactive dismissal (a sheet dragged down), taken by the next dismissal when the
    /// transitioning delegate vends none.
    var builtInDismissalInteractor: (any UIViewControllerInteractiveTransitioning)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
        super.init()
    }

    /// The view animators move: the presented view controller's view, or an ancestor that wraps it.
    open var presentedView: UIView? { presentedViewController.view }

    /// The presented view's frame in the container; the container's bounds by default.
    /// UIKit calls this several times: return the same frame each time.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// True when the presenter's view is removed once the presentation completes.
    /// False by default, as in UIKit; full-screen styles return true.
    open var shouldRemovePresentersView: Bool {
        switch assignedPresentationStyle {
        case .fullScreen, .currentContext, .popover: return true
        default: return false
        }
    }

    /// True when the presentation covers the whole screen.
    open var shouldPresentInFullscreen: Bool { true }

    /// The style to adapt to in a horizontally compact environment: what ``adaptivePresentationStyle(for:)`` answers
    /// for the current traits.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style to adapt to in `traitCollection`: the delegate's answer, `.none` (keep the style) without a delegate.
    ///
    /// Glide differs from UIKit here: Glide's headless screen never changes its traits during a presentation, so the
    /// presentation machinery never adapts; the answer is for the app's own code.
    @discardableResult
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) ?? .none
    }

    /// Traits that replace the presenting environment's for the presented view controller; nil for none.
    ///
    /// Glide differs from UIKit: the value is kept and read back; Glide's traits do not vary, so nothing is overridden.
    open var overrideTraitCollection: UITraitCollection?

    /// The traits of the presentation's environment: the container's once the presentation began, else the
    /// presenting view controller's.
    open var traitCollection: UITraitCollection {
        overrideTraitCollection ?? containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// Called when the environment's traits changed. Glide's never change, so Glide never calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: UIContentContainer

    /// The size the presented content prefers: the presented view controller's `preferredContentSize`.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Called when the presented view controller's `preferredContentSize` changed (UIKit's default does
    /// nothing; override it to lay the presented view out again).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called when the presented view controller's Auto Layout fitting size changed (default: nothing).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size to give the presented view controller when the container is `parentSize`: `parentSize`,
    /// by default; a custom presentation controller's ``frameOfPresentedViewInContainerView`` typically asks it.
    @discardableResult
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called before the container changes size; the default tells the presented view controller, at the
    /// size ``size(forChildContentContainer:withParentContainerSize:)`` gives it.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.viewWillTransition(
            to: self.size(forChildContentContainer: presentedViewController, withParentContainerSize: size), with: coordinator)
    }
    /// Called before the traits change; the default tells the presented view controller.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        presentedViewController.willTransition(to: newCollection, with: coordinator)
    }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

extension UIPresentationController {
    /// Lets go of the view controllers ``retainViewControllers()`` retained, when this controller presents again (a
    /// transitioning delegate that keeps its controller, or is one, vends it anew for the next presentation): the
    /// presented view controller holds it again, and it holds them unowned again, as at its first presentation (where
    /// Glide differs from UIKit: see `retainedViewControllers`). Kept from the earlier dismissal, the retain would make
    /// a cycle with the presented view controller that only another dismissal breaks, so a scene dropped while
    /// presented would stay alive for good after the app let go of the controller: on iOS the controller and the view
    /// controllers it retains go with the app's last reference to the controller.
    func releaseViewControllers() { retainedViewControllers = [] }

    /// Whether this controller, made ahead of a presentation, still fits a view controller whose style is `style`:
    /// a popover's for `.popover`, a sheet's for the sheet styles; any other controller always does.
    func fitsPendingStyle(_ style: UIModalPresentationStyle) -> Bool {
        switch self {
        case is UIPopoverPresentationController: return style == .popover
        case is UISheetPresentationController: return style == .pageSheet || style == .formSheet || style == .automatic
        default: return true
        }
    }
}

/// The transition view UIKit puts in the window for a presentation (`UITransitionView`);
/// its layout passes call the presentation controller's container layout hooks.
@MainActor
final class TransitionContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// True when touches on the container itself (outside everything in it) go to the views under it, as a sheet's
    /// undimmed area lets them.
    var passesTouchesThrough = false

    private var inWillLayout = false

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }

    /// UIKit's order: the will-layout hook, then the container's own layout (Auto Layout), then the did-layout hook,
    /// in one pass. Constraints the hook changed (DeckTransition re-makes its snapshot's there) are applied in this
    /// pass, as UIKit applies them, rather than marking the container for another pass at the same instant.
    override func layoutSubviews() {
        guard !inWillLayout else { return }
        inWillLayout = true
        presentationController?.containerViewWillLayoutSubviews()
        if needsLayout { layoutIfNeeded() }
        inWillLayout = false
        presentationController?.containerViewDidLayoutSubviews()
    }
}
