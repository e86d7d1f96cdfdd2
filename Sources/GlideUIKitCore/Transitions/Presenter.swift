import Foundation
import GlideClock
/// Performs modal presentations and dismissals the way UIKit does around an animator.
///
/// Order for a presentation: the presentation controller (delegate for `.custom`), the animator,
/// the interactor (asked only when the delegate vended the animator), the context; then UIKit's transition
/// block, at the end of the turn for an interactive one (``begin(_:animated:_:)``): the container view in the
/// window, `viewWillAppear` / `viewWillDisappear`, `presentationTransitionWillBegin`, then `animateTransition`
/// or `startInteractiveTransition`, then queued alongside animations.
/// On `completeTransition` it updates the view-controller state and the hierarchy per style:
/// - presentation completed: the presenter's view is removed if `shouldRemovePresentersView`;
/// - presentation cancelled: the container (with whatever is in it) leaves the window and the
///   presenter's view goes back where it was;
/// - dismissal completed: the container leaves the window with whatever is in it (a presenter's
///   view that an animator moved there under a non-full-screen style goes with it: UIKit's black
///   screen); a full-screen presenter's view goes back where it was;
/// - dismissal cancelled: nothing is removed; UIKit does not remove the to-view.
@MainActor
package enum Presenter {
    /// Warnings UIKit would log ("Attempt to present … which is already presenting"), in order: the last
    /// ``warningCapacity`` of them (a long check logs one for every refused request, for the life of the process).
    static var warnings: [String] = [] {
        didSet {
            guard warnings.count > warningCapacity else { return }
            let excess = warnings.count - warningCapacity
            droppedWarnings += excess
            warnings.removeFirst(excess)
        }
    }

    /// How many warnings are kept.
    static let warningCapacity = 1_000
    /// How many of the oldest warnings were let go.
    private static var droppedWarnings = 0

    /// How many warnings were logged so far (a mark for ``warnings(since:)``).
    package static var warningCount: Int { droppedWarnings + warnings.count }

    /// The warnings logged since `mark` (a ``warningCount``) that are still kept: why UIKit refused a presentation or
    /// dismissal asked since.
    package static func warnings(since mark: Int) -> [String] { Array(warnings.dropFirst(max(0, mark - droppedWarnings))) }

    /// Called with the view controller about to be presented and the one `present` was called on, before UIKit's rules
    /// are applied and its delegate is asked (Glide's checker interposes its recording delegate on a screen the app's
    /// own code makes and presents).
    package static var willPresent: ((_ presented: UIViewController, _ source: UIViewController) -> Void)?

    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        willPresent?(presented, source)
        // A popover asks its delegate whether to adapt to the compact screen (UIPopoverPresentationController).
        let popover = presented.modalPresentationStyle == .popover ? presented.popoverPresentationController : nil
        let style = popover.map { $0.adaptedStyle(in: .current) }.map { $0 == .popover ? $0 : $0.modeled }
            ?? presented.modalPresentationStyle.modeled
        let presenting = presentingViewController(for: source, style: style)
        // Refused while the presenter presents or its dismissal runs, as iOS does ("Warning: Attempt to present … while
        // a presentation is in progress!"; "It is not possible to dismiss a controller and present another within the
        // same runloop", openradar 19045528, lionheart/openradar-mirror#11522).
        guard presenting.presentedViewController == nil, !(presenting.activeTransition?.isUnderway ?? false) else {
            warnings.append("Attempt to present \(presented.name) on \(presenting.name) which is already presenting or transitioning")
            return
        }
        guard presented.presentingViewController == nil, presented.parent == nil else {
            warnings.append("Attempt to present \(presented.name) which is already presented or is a child")
            return
        }
        guard let window = presenting.window else {
            warnings.append("Attempt to present \(presented.name) on \(presenting.name) whose view is not in a window")
            return
        }
        let delegate = presented.effectiveTransitioningDelegate
        let controller: UIPresentationController
        if style == .custom, let custom = delegate?.presentationController(forPresented: presented, presenting: presenting, source: source) {
            controller = custom
        } else if let popover {
            controller = popover
        } else if style == .pageSheet || style == .formSheet {
            // The sheet the app configured through `sheetPresentationController`, or a new one.
            controller = presented.presentationControllerStorage as? UISheetPresentationController
                ?? UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        } else {
            controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
        controller.assignedPresentationStyle = style
        if style == .popover { popover?.prepareForPresentation() }
        // UIKit asks for an animator only for a transition it will animate, or for `.custom`, which it always hands to
        // an animator: a delegate that prepares when asked (Hero) is not left prepared by `animated: false`.
        let vended = animated || style == .custom
            ? delegate?.animationController(forPresented: presented, presenting: presenting, source: source) : nil
        let animator = vended ?? builtInAnimator(for: presented, style: style)
        let interactor = animated ? vended.flatMap { delegate?.interactionControllerForPresentation(using: $0) } : nil

        presenting.presentedViewController = presented
        presented.presentingViewController = presenting
        presented.presentationController = controller
        controller.releaseViewControllers()

        // The container: over the window, or over the presentation context for current-context styles.
        let container = TransitionContainerView(frame: window.bounds, name: "UITransitionView")
        container.presentationController = controller
        let contextView = presenting.view!
        let overContext = (style == .currentContext || style == .overCurrentContext) && contextView.superview != nil
        if overContext { container.frame = contextView.frame }
        controller.containerView = container
        let removesPresenter = controller.shouldRemovePresentersView

        let ctx = TransitionContext(
            containerView: container, animated: animated, style: style, clock: window.clock,
            animator: animator, interactor: interactor)
        ctx.viewControllers = [.from: presenting, .to: presented]
        presented.activeTransition = ctx
        presenting.activeTransition = ctx
        presented.isBeingPresented = true

        // The rest is UIKit's transition block: at once, or at the end of the turn for an interactive one (``begin(_:animated:_:)``).
        begin(ctx, animated: animated) {
            if overContext, let host = contextView.superview {
                host.insertSubview(container, aboveSubview: contextView)
            } else {
                window.addSubview(container)
            }
            if let home = contextView.superview {
                controller.presenterHome = (home, home.subviews.firstIndex { $0 === contextView } ?? 0, contextView.frame)
            }
            if removesPresenter {
                // Full-cover styles: UIKit puts the presenter's view in the container for the transition.
                container.addSubview(contextView)
                contextView.frame = container.convert(controller.presenterHome?.frame ?? contextView.frame, from: controller.presenterHome?.superview)
            }
            ctx.views = [.from: removesPresenter ? contextView : nil, .to: controller.presentedView]
            ctx.initialFrames[ObjectIdentifier(presenting)] = contextView.frame
            ctx.finalFrames[ObjectIdentifier(presenting)] = removesPresenter ? .zero : contextView.frame
            ctx.finalFrames[ObjectIdentifier(presented)] = controller.frameOfPresentedViewInContainerView

            // UIKit's order for a full-screen presentation: the presenter's viewWillDisappear, then the presented one's
            // viewWillAppear; at the end the presented one's viewDidAppear, then the presenter's viewDidDisappear
            // (logged: remkoh.dev, "UIViewController lifecycle in a StoryBoard").
            if removesPresenter { presenting.beginAppearanceTransition(false, animated: animated) }
            presented.beginAppearanceTransition(true, animated: animated)
            controller.presentationTransitionWillBegin()
            ctx.record(.presentationController(.presentationTransitionWillBegin))
            // The presented view as the controller gives it once the presentation began: Apple's samples make a wrapping
            // view in presentationTransitionWillBegin() and return it from presentedView, and the animator's
            // view(forKey: .to) is that view.
            ctx.views[.to] = controller.presentedView

            ctx.completionHandler = { [weak ctx] completed in
                if completed {
                    if removesPresenter { contextView.removeFromSuperview() }
                } else {
                    // Only a view the transition moved goes back: a presenter left in place keeps what the app set.
                    if removesPresenter { restorePresenterView(controller, contextView) }
                    container.removeFromSuperview()
                    presenting.presentedViewController = nil
                    presented.presentingViewController = nil
                }
                controller.presentationTransitionDidEnd(completed)
                ctx?.record(.presentationController(completed ? .presentationTransitionDidEndCompleted : .presentationTransitionDidEndCancelled))
                if !completed {
                    presented.presentationController = nil
                    controller.retainViewControllers()
                }
                // True through the appearance callbacks, as UIKit's ("only when called from inside viewWillAppear(_:)
                // and viewDidAppear(_:)"): an app's viewDidAppear may ask it.
                finishAppearance(appearing: presented, disappearing: removesPresenter ? presenting : nil, completed: completed, animated: animated)
                presented.isBeingPresented = false
                presented.activeTransition = nil
                presenting.activeTransition = nil
            }
            ctx.didCompleteHandler = { completed in
                if completed { completion?() }
            }
            run(ctx, animated: animated, style: style) {
                controller.presentedView.map { view in
                    if view.superview !== container { container.addSubview(view) }
                    view.frame = controller.frameOfPresentedViewInContainerView
                }
            }
        }
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        // UIKit: a presenter dismisses what it presented; a presented view controller asks its presenter.
        let root = source.containmentRoot
        let presented: UIViewController
        if let child = root.presentedViewController ?? source.presentedViewController {
            presented = child
        } else if root.presentingViewController != nil {
            presented = root
        } else {
            warnings.append("dismiss on \(source.name), which neither presents nor was presented")
            return
        }
        guard let presenting = presented.presentingViewController, let controller = presented.presentationController,
              let container = controller.containerView
        else { return }
        guard presented.presentedViewController == nil else {
            warnings.append("dismiss of \(presented.name) while it presents \(presented.presentedViewController!.name): dismiss that first")
            return
        }
        guard !(presented.activeTransition?.isUnderway ?? false) else {
            warnings.append("dismiss of \(presented.name) while a transition is in flight")
            return
        }
        let style = controller.assignedPresentationStyle
        let delegate = presented.effectiveTransitioningDelegate
        let vended = animated || style == .custom ? delegate?.animationController(forDismissed: presented) : nil
        let animator = vended ?? builtInAnimator(for: presented, style: style)
        let builtInInteractor = controller.builtInDismissalInteractor
        controller.builtInDismissalInteractor = nil
        let interactor = animated ? vended.flatMap { delegate?.interactionControllerForDismissal(using: $0) } ?? builtInInteractor : nil
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView = presenting.view!

        let ctx = TransitionContext(
            containerView: container, animated: animated, style: style, clock: container.window?.clock ?? Clocks.current,
            animator: animator, interactor: interactor)
        ctx.viewControllers = [.from: presented, .to: presenting]
        presented.activeTransition = ctx
        presenting.activeTransition = ctx
        presented.isBeingDismissed = true

        // The rest is UIKit's transition block: at once, or at the end of the turn for an interactive one (``begin(_:animated:_:)``).
        begin(ctx, animated: animated) {
            ctx.views = [.from: controller.presentedView, .to: removesPresenter ? presenterView : nil]
            ctx.initialFrames[ObjectIdentifier(presented)] = controller.presentedView?.frame ?? .zero
            ctx.finalFrames[ObjectIdentifier(presented)] = .zero
            let home = controller.presenterHome
            let presenterFrame = home.map { container.convert($0.frame, from: $0.superview) } ?? container.bounds
            ctx.finalFrames[ObjectIdentifier(presenting)] = presenterFrame
            if removesPresenter { presenterView.frame = presenterFrame }

            presented.beginAppearanceTransition(false, animated: animated)
            if removesPresenter { presenting.beginAppearanceTransition(true, animated: animated) }
            controller.dismissalTransitionWillBegin()
            ctx.record(.presentationController(.dismissalTransitionWillBegin))
            ctx.views[.from] = controller.presentedView

            ctx.completionHandler = { [weak ctx] completed in
                if completed {
                    if removesPresenter { restorePresenterView(controller, presenterView) }
                    container.removeFromSuperview()
                    // The dismissed view leaves the window wherever the animator left it (one moved out of the container
                    // into the window, the iOS 8 workaround, goes too: apps reset its alpha after the dismissal).
                    if let dismissedView = controller.presentedView, dismissedView.window != nil { dismissedView.removeFromSuperview() }
                    if presented.isViewLoaded, presented.view.window != nil { presented.view.removeFromSuperview() }
                    presenting.presentedViewController = nil
                    presented.presentingViewController = nil
                }
                controller.dismissalTransitionDidEnd(completed)
                ctx?.record(.presentationController(completed ? .dismissalTransitionDidEndCompleted : .dismissalTransitionDidEndCancelled))
                if completed {
                    presented.presentationController = nil
                    controller.retainViewControllers()
                }
                // True through viewDidDisappear(_:), as UIKit's: SideMenu restores the presenter's view there after a
                // dismissal without animation, `if isBeingDismissed` (SideMenuNavigationController.viewDidDisappear).
                finishAppearance(appearing: removesPresenter ? presenting : nil, disappearing: presented, completed: completed, animated: animated)
                presented.isBeingDismissed = false
                presented.activeTransition = nil
                presenting.activeTransition = nil
            }
            ctx.didCompleteHandler = { completed in
                if completed { completion?() }
            }
            run(ctx, animated: animated, style: style) {
                if removesPresenter, presenterView.superview == nil { container.insertSubview(presenterView, at: 0) }
                // UIKit's own dismissal (no animator runs) takes the dismissed view out wherever it is, as its built-in
                // animators do, not only with the container: a view the app moved to the window (the iOS 8
                // `keyWindow.addSubview` workaround in an earlier transition) goes too.
                controller.presentedView?.removeFromSuperview()
            }
        }
    }

    /// Runs `body`, the part of a presentation or dismissal UIKit runs in its transition block (the container in the
    /// window, the appearance callbacks, `presentationTransitionWillBegin`/`dismissalTransitionWillBegin`, the start):
    /// at once, or for an interactive one at the end of the run-loop turn that asked for it, as a navigation
    /// controller's.
    ///
    /// UIKit schedules that block (`+[UIViewController _scheduleTransition:]`) to run after the turn's Core Animation
    /// commit: crash reports show `presentationTransitionWillBegin`, `viewWillDisappear` and
    /// `_UIViewControllerTransitioningRunCustomTransition` called from `-[UIPresentationController
    /// runTransitionForCurrentState]`'s block under `_runAfterCACommitDeferredBlocks` (facebook/fishhook#74,
    /// brave/brave-browser#57111). So a quick flick's `.ended` handled in the turn of its `.began` reaches the app's
    /// interactor before `startInteractiveTransition(_:)`. The delegate is asked, and the relationships
    /// (`presentedViewController`, `presentationController`) and the coordinator exist, as soon as `present` or
    /// `dismiss` returns. Glide differs from UIKit in keeping a transition no interaction controller drives whole
    /// inside `present`/`dismiss`: UIKit defers it too.
    static func begin(_ ctx: TransitionContext, animated: Bool, _ body: @escaping () -> Void) {
        if animated, ctx.interactor != nil {
            _ = ctx.clock.schedule(atNanoseconds: ctx.clock.nowNanoseconds) { body() }
        } else {
            body()
        }
    }

    /// Starts the transition: through the animator when animated (or for `.custom`, which UIKit always hands
    /// to the animator), otherwise by making the end state at once and completing.
    static func run(_ ctx: TransitionContext, animated: Bool, style: UIModalPresentationStyle, immediate: () -> Void) {
        if animated || style == .custom {
            ctx.start()
        } else {
            ctx.markInFlightWithoutAnimator()
            immediate()
            ctx.completeTransition(true)
        }
    }

    /// UIKit's own animator when the transitioning delegate vends none: an alert's fade (UIAlertController's own
    /// transition), a popover's cross-dissolve, else the one of the presented view controller's `modalTransitionStyle`.
    static func builtInAnimator(for presented: UIViewController, style: UIModalPresentationStyle) -> any UIViewControllerAnimatedTransitioning {
        if presented is UIAlertController, style == .custom { return CrossDissolveAnimator() }
        return style == .popover ? CrossDissolveAnimator() : presented.modalTransitionStyle.defaultAnimator
    }

    /// The view controller that presents for `source`: the presentation context for current-context styles,
    /// the root of the containment chain otherwise, as UIKit walks up to the full-screen ancestor.
    static func presentingViewController(for source: UIViewController, style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var v: UIViewController? = source
            while let current = v {
                if current.definesPresentationContext { return current }
                v = current.parent
            }
        }
        return source.containmentRoot
    }

    private static func restorePresenterView(_ controller: UIPresentationController, _ view: UIView) {
        guard let home = controller.presenterHome else { return }
        home.superview.insertSubview(view, at: min(home.index, home.superview.subviews.count))
        view.frame = home.frame
    }

    private static func finishAppearance(appearing: UIViewController?, disappearing: UIViewController?, completed: Bool, animated: Bool) {
        if completed {
            appearing?.endAppearanceTransition()
            disappearing?.endAppearanceTransition()
        } else {
            // Cancelled: the one that was appearing disappears again, and the other reappears.
            appearing?.beginAppearanceTransition(false, animated: animated)
            appearing?.endAppearanceTransition()
            disappearing?.beginAppearanceTransition(true, animated: animated)
            disappearing?.endAppearanceTransition()
        }
    }
}
