import Foundation
import GlideClock
import GlideObjectiveC
extension UINavigationController {
    /// The direction of a navigation transition (`UINavigationController.Operation`).
    public enum Operation: Int, Sendable, Hashable {
        case none, push, pop
    }
}

/// Supplies a navigation controller's animators and interactors (`UINavigationControllerDelegate`).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: GlideObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// Glide's addition, which `glide port` writes: whether this delegate implements
    /// `navigationController(_:animationControllerFor:from:to:)` or `navigationController(_:interactionControllerFor:)`,
    /// which UIKit asks the Objective-C runtime (`respondsToSelector:`) before its back swipe takes a touch. nil (the
    /// default) when not known: Glide then calls the two methods to find out, which a delegate that prepares when asked
    /// (Hero) notices.
    var glideImplementsTransitionMethods: Bool? { get }
}

extension UINavigationControllerDelegate {
    @discardableResult
    public func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        UINavigationController.defaultTransitionMethodRan = true
        return nil
    }
    @discardableResult
    public func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        UINavigationController.defaultTransitionMethodRan = true
        return nil
    }
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public var glideImplementsTransitionMethods: Bool? { nil }
}

/// A stack of view controllers with push and pop transitions (`UINavigationController`).
///
/// Transitions run in the navigation controller's transition view; the delegate may vend an
/// animator and an interactor. The built-in interactive pop is driven through
/// ``interactivePopGesture`` with UIKit's own rules. As in UIKit, ``viewControllers`` changes when a
/// push or pop begins (a pushed view controller is on the stack, a popped one is off it, while the
/// transition runs); a cancelled push or pop restores the stack and the to-view controller's view
/// leaves the hierarchy.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack's storage (``viewControllers`` is its UIKit face): the stack as the transition in
    /// flight, if any, leaves it when it finishes.
    /// Key-value observers of ``viewControllers`` are told of each change of what it reads.
    private var stack: [UIViewController] = [] {
        willSet { if assignedInFlight == nil, notifiesStackChanges { willChangeValue(forKey: "viewControllers") } }
        didSet {
            syncBars()
            if assignedInFlight == nil, notifiesStackChanges { didChangeValue(forKey: "viewControllers") }
        }
    }
    /// The stack an app assigned while a transition was in flight, applied when it completes.
    private var assignedInFlight: [UIViewController]? {
        willSet { if notifiesStackChanges { willChangeValue(forKey: "viewControllers") } }
        didSet { if notifiesStackChanges { didChangeValue(forKey: "viewControllers") } }
    }
    /// False while an assignment made in flight is applied: its observers hear one change, not its steps.
    private var notifiesStackChanges = true
    /// The stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation, as in UIKit.
    /// While a push or pop is in flight it already holds the result (the pushed view controller on
    /// top, the popped one gone), as in UIKit.
    open var viewControllers: [UIViewController] {
        get { assignedInFlight ?? stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The delegate: it may vend an animator and an interaction controller for a push or pop (overridable, as UIKit's).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// A delegate the engine asks instead of ``delegate`` (Glide's checker records through it, while
    /// the app's code still reads its own delegate back).
    package var interposedDelegate: (any UINavigationControllerDelegate)?
    private var effectiveDelegate: (any UINavigationControllerDelegate)? { interposedDelegate ?? delegate }
    /// How long hiding or showing the bars takes when animated: 0.2 s (UIKit's `UINavigationControllerHideShowBarDuration`).
    nonisolated public static let hideShowBarDuration: CGFloat = 0.2
    /// The view transitions happen in (UIKit's `UINavigationTransitionView`).
    public let transitionView = UIView(frame: .zero, name: "UINavigationTransitionView")
    /// The navigation bar at the top: it shows the stack's navigation items (see ``UINavigationBar``).
    ///
    /// As in UIKit, the bar sits at the top of the navigation controller's safe area (under the status bar in a
    /// full-screen window: y = 47), the content fills the whole view under it (UIKit's default translucent bar), and the
    /// bar's bottom is the top of the content's safe area. Glide differs: an opaque bar (`isTranslucent = false`) does
    /// not move the content below it (`edgesForExtendedLayout` is kept, not applied).
    public let navigationBar: UINavigationBar
    /// The toolbar, made on first use (see ``toolbar``).
    var storedToolbar: UIToolbar?
    /// Whether the stack last hid its tab bar controller's bar (``UIViewController/hidesBottomBarWhenPushed``).
    var bottomBarHiddenByStack = false
    /// True while the stack hides the tab bar that the app had already hidden itself: the stack leaves it alone then,
    /// and showing the stack's screens again does not show it (see ``syncBottomBar()``).
    var bottomBarWasHiddenByApp = false
    /// The animated push or pop whose stack change is being applied: the tab bar slides with it (``syncBottomBar()``).
    var bottomBarTransition: TransitionContext?
    /// Puts the tab bar at its end state once the push or pop that slides it completes.
    var bottomBarSlideEnd: (() -> Void)?
    /// The class ``toolbar`` is made of (``init(navigationBarClass:toolbarClass:)``).
    private var toolbarClassToMake: UIToolbar.Type = UIToolbar.self
    /// The toolbar at the bottom, hidden by default, which shows the top view controller's ``UIViewController/toolbarItems``.
    open var toolbar: UIToolbar! {
        if let storedToolbar { return storedToolbar }
        let bar = Self.makeBar(toolbarClassToMake, name: "UIToolbar")
        storedToolbar = bar
        return bar
    }
    /// Whether the toolbar is hidden (true by default, as in UIKit).
    open var isToolbarHidden = true {
        didSet { if isToolbarHidden != oldValue { layoutToolbar() } }
    }
    /// Whether a swipe up on the content hides the bars and a swipe down shows them (``barHideOnSwipeGestureRecognizer``).
    open var hidesBarsOnSwipe = false { didSet { installBarHidingRecognizers() } }
    /// Whether a tap on the content shows or hides the bars (``barHideOnTapGestureRecognizer``).
    open var hidesBarsOnTap = false { didSet { installBarHidingRecognizers() } }
    /// Whether the bars hide while the keyboard shows (kept; Glide shows no keyboard).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a vertically compact size class (kept; Glide's scene is a portrait iPhone).
    open var hidesBarsWhenVerticallyCompact = false
    /// The recognizers and handler of ``hidesBarsOnSwipe`` and ``hidesBarsOnTap``.
    lazy var barHiding = BarHiding(navigationController: self)
    /// The built-in edge-swipe pop, driven by gesture states.
    package private(set) lazy var interactivePopGesture = InteractivePopGesture(navigationController: self)
    /// The left-edge pan on this controller's view that drives ``interactivePopGesture`` (UIKit's
    /// `interactivePopGestureRecognizer`); see `UINavigationController+InteractivePop.swift`.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makeInteractivePopGestureRecognizer()
    /// The transition in flight, if any.
    package private(set) var currentTransition: TransitionContext?

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = Self.makeBar(UINavigationBar.self, name: "UINavigationBar")
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    /// An empty navigation controller (set ``viewControllers`` or push later).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = Self.makeBar(UINavigationBar.self, name: "UINavigationBar")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty navigation controller whose bars are of these classes (the navigation bar a
    /// ``UINavigationBar`` subclass, the toolbar a ``UIToolbar`` subclass; `nil`, or a class that is not one,
    /// gives the standard bar).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        let barClass = navigationBarClass as? UINavigationBar.Type ?? UINavigationBar.self
        navigationBar = Self.makeBar(barClass, name: "UINavigationBar")
        toolbarClassToMake = toolbarClass as? UIToolbar.Type ?? UIToolbar.self
        super.init(nibName: nil, bundle: nil)
    }

    /// An empty navigation controller (Glide has no storyboards).
    public required init?(coder: NSCoder) {
        navigationBar = Self.makeBar(UINavigationBar.self, name: "UINavigationBar")
        super.init(coder: coder)
    }

    /// A bar of `barClass`, named `name` in Glide's reports.
    private static func makeBar<Bar: UIView>(_ barClass: Bar.Type, name: String) -> Bar where Bar: GlideBarConstructible {
        let bar = barClass.init()
        bar.accessibilityIdentifier = name
        return bar
    }

    /// A navigation controller showing `rootViewController`, named `name` in Glide's reports.
    package convenience init(rootViewController: UIViewController, name: String?) {
        self.init(rootViewController: rootViewController)
        if let name { self.name = name }
    }

    private var laidOutSize: CGSize?

    open override func loadView() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
        root.onLayout = { [unowned self] root in self.layoutContent(in: root.bounds) }
        view = root
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        syncBars()
        if let pop = interactivePopGestureRecognizer { root.addGestureRecognizer(pop) }
        layoutContent(in: root.bounds)
        if let top = topViewController {
            top.view.frame = transitionView.bounds
            transitionView.addSubview(top.view)
        }
    }

    /// Sizes the transition view and the bar to the navigation controller's view, and the top view
    /// controller's view to the transition view when no transition is moving it.
    private func layoutContent(in bounds: CGRect) {
        // Only a new size re-lays the content out: a pass caused by adding a subview must not undo
        // what an animator did to the bar.
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        transitionView.frame = bounds
        navigationBar.frame = CGRect(x: 0, y: barTop, width: bounds.width, height: navigationBar.preferredHeight)
        layoutToolbar()
        if !isTransitioning, let top = topViewController, top.isViewLoaded, top.view.superview === transitionView {
            top.view.frame = transitionView.bounds
        }
    }

    /// Where the navigation bar's top goes: the top of the view's safe area, without the insets of this controller's
    /// own bars (the status bar's height in a full-screen window).
    private var barTop: CGFloat { isViewLoaded ? view.safeAreaInsets.top : 0 }
    /// The top the bar was last placed at.
    private var placedBarTop: CGFloat = 0

    /// The view's safe area changed (it entered a window, or the status bar's strip moved): the bars move with it, as
    /// UIKit keeps them under the status bar, unless an app moved the bar itself.
    override package func viewSafeAreaInsetsDidChangeInternally() {
        let top = barTop
        if top != placedBarTop {
            if navigationBar.superview === view, navigationBar.frame.minY == placedBarTop {
                navigationBar.frame.origin.y = top
            }
            placedBarTop = top
        }
        if !isToolbarHidden { layoutToolbar() }
    }

    /// A child's view is covered by the navigation bar at its top and the toolbar at its bottom, when they show, and
    /// by the tab bar of the tab bar controller this is a tab of while the bar shows for that child (see
    /// ``tabBarController(covering:)``).
    ///
    /// While an animated push or pop runs, the bars a screen shows or hides as it appears or disappears animate with the
    /// transition: the toolbar covers both screens as it did when the transition began (MediaViewer's pop: "the bottom of
    /// the safe area will shift during the transition as if the toolbar were visible"), and the navigation bar covers the
    /// leaving screen as it did then, while the arriving screen is laid out for the bar it ends with.
    override package func safeAreaInsets(ofChildView childView: UIView, inherited: UIEdgeInsets) -> UIEdgeInsets {
        let now = currentBars
        let start = barsAtTransitionStart ?? now
        let arriving = barsAtTransitionStart != nil && childView.owningViewController === transitionArrivingScreen
        var insets = self.insets(inherited, ofChildView: childView, coveredBy: arriving ? now.navigationBar : start.navigationBar, atTop: true)
        if let tabs = tabBarController(covering: childView.owningViewController) { insets = tabs.coveredByTabBar(childView, inherited: insets) }
        // The toolbar stacks on what else covers the screen's bottom (the tab bar, or the home indicator's strip).
        if let toolbar = start.toolbar, childView.untransformedFrame(in: view).maxY >= view.bounds.maxY - insets.bottom {
            insets.bottom += toolbar.height
        }
        return insets
    }

    /// Where the shown bars are in this view (nil: not shown).
    struct ShownBars {
        var navigationBar: CGRect?
        var toolbar: CGRect?
    }

    /// The bars as they are now.
    var currentBars: ShownBars {
        func shown(_ bar: UIView?) -> CGRect? {
            guard let bar, !bar.isHidden, bar.superview === view else { return nil }
            return bar.untransformedFrame(in: view)
        }
        // The toolbar counts by the controller's `isToolbarHidden`, as UIKit's safe area does: an app that hides the
        // toolbar's view itself (MediaViewer's "media only") keeps its inset.
        let toolbar = isToolbarHidden || storedToolbar?.superview !== view ? nil : storedToolbar.map { $0.untransformedFrame(in: view) }
        return ShownBars(navigationBar: shown(navigationBar), toolbar: toolbar)
    }

    /// The bars as they were when the animated push or pop under way began (nil when none runs).
    var barsAtTransitionStart: ShownBars?
    /// The screen the animated push or pop under way brings.
    weak var transitionArrivingScreen: UIViewController?

    /// Replaces the stack with `viewControllers` (the last on top), the view controllers that leave it
    /// removed from the container and the new top's view shown. Animated, with the navigation controller on
    /// screen and a new top, it is a push transition when the new top was not on the stack and a pop when it was,
    /// as UIKit's: the delegate is asked for its animator and interaction controller, and the stack reads the
    /// assignment at once (a cancelled transition puts the old one back). While a push or pop is in flight, the stack
    /// reads back the assignment at once, as in UIKit, and the containment and views follow it when the
    /// transition completes: a cancelled pop then puts the popped view controller back on top unless
    /// the assignment holds it, and a cancelled push takes the pushed one out.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard !isTransitioning else {
            assignedInFlight = viewControllers
            return
        }
        if animated, isViewLoaded, view.window != nil, let oldTop = topViewController, let newTop = viewControllers.last, oldTop !== newTop {
            setViewControllersWithTransition(viewControllers, from: oldTop, to: newTop)
            return
        }
        let oldTop = topViewController
        let leaving = self.viewControllers.filter { old in !viewControllers.contains { $0 === old } }
        let newTop = viewControllers.last
        let appearing = isViewLoaded && view.window != nil
        let oldTopLeaves = oldTop.map { top in leaving.contains { $0 === top } } ?? false
        let newTopArrives = newTop.map { top in !self.viewControllers.contains { $0 === top } } ?? false
        if oldTopLeaves { oldTop?.isMovingFromParent = true }
        if newTopArrives { newTop?.isMovingToParent = true }
        defer {
            if oldTopLeaves { oldTop?.isMovingFromParent = false }
            if newTopArrives { newTop?.isMovingToParent = false }
        }
        if oldTop !== newTop, let oldTop, oldTop.isViewLoaded, appearing { oldTop.beginAppearanceTransition(false, animated: false) }
        for controller in leaving {
            controller.willMove(toParent: nil)
            if controller.isViewLoaded, controller.view.superview === transitionView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        if oldTop !== newTop, let oldTop, leaving.contains(where: { $0 === oldTop }) == false, oldTop.isViewLoaded {
            oldTop.view.removeFromSuperview()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        stack = viewControllers
        if isViewLoaded, let newTop, newTop.view.superview !== transitionView {
            if appearing { newTop.beginAppearanceTransition(true, animated: false) }
            newTop.view.frame = transitionView.bounds
            transitionView.addSubview(newTop.view)
            if appearing { newTop.endAppearanceTransition() }
        }
        if oldTop !== newTop, let oldTop, oldTop.isViewLoaded, appearing, oldTop.appearanceState != .disappeared { oldTop.endAppearanceTransition() }
    }

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set {
            let changed = navigationBar.isHidden != newValue
            navigationBar.isHidden = newValue
            guard changed else { return }
            // The content's safe area loses (or gains) the bar: the next layout pass tells it.
            if isViewLoaded { view.setNeedsLayout() }
            // UIKit reads the status bar again as the bar hides or shows (a screen that hides the status bar with the bar,
            // `prefersStatusBarHidden { navigationController?.isNavigationBarHidden == true }`, follows `hidesBarsOnTap`).
            UIWindow.statusBarAppearanceNeedsUpdate("the navigation bar was \(newValue ? "hidden" : "shown")")
        }
    }

    /// Hides or shows the navigation bar (never animated in Glide).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Shows or hides the toolbar at the bottom (never animated in Glide). Open, as UIKit's: a subclass overrides it.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// An unwind segue passing through this navigation controller pops to `subsequentVC`, animated, as UIKit's does.
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard viewControllers.contains(where: { $0 === subsequentVC }), topViewController !== subsequentVC else { return }
        _ = popToViewController(subsequentVC, animated: true)
    }

    /// The view controller whose view the navigation interface shows: one presented modally on top of the navigation
    /// controller (or of its top view controller), else the top of the stack.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Appearance reaches the top view controller only: the others are not on screen.
    override var appearanceForwardingTargets: [UIViewController] { topViewController.map { [$0] } ?? [] }
    /// Its children's views come and go through its own transitions, which send their appearance callbacks.
    override var forwardsAppearanceOnWindowChange: Bool { false }

    /// When the navigation controller itself appears (as the window's root, presented, or as a child),
    /// UIKit tells its delegate that it shows the top view controller: `willShow` as it begins.
    override func containerAppearanceWillBegin(_ isAppearing: Bool, animated: Bool) {
        guard isAppearing, !isTransitioning, let top = topViewController else { return }
        effectiveDelegate?.navigationController(self, willShow: top, animated: animated)
    }

    /// ... and `didShow` once it appeared.
    override func containerAppearanceDidEnd(_ appeared: Bool, animated: Bool) {
        guard appeared, !isTransitioning, let top = topViewController else { return }
        effectiveDelegate?.navigationController(self, didShow: top, animated: animated)
    }

    /// The back swipe's interactor while the swipe asks for its pop (`popViewController(animated: true)`): the animated
    /// pop made during that call is the one the swipe drives.
    var swipeInteractor: UIPercentDrivenInteractiveTransition?

    /// True while a push or pop is in flight, and for good once UIKit's back swipe began with nothing to pop
    /// (``isWaitingForRootSwipePop``).
    public var isTransitioning: Bool { isWaitingForRootSwipePop || (currentTransition?.isUnderway ?? false) }

    /// True once UIKit's back swipe began with only the root on the stack, which its own delegate never lets happen and an
    /// app's replacement can (`interactivePopGestureRecognizer?.delegate = nil`, or a delegate that always answers yes).
    /// Apple documents nothing of it; public fixes report the app then stops responding (signalapp/Signal-iOS#3540 "Fix
    /// unresponsive interface after swipe on root VC", devxoul/SwipeBack#3 and #5, wix/react-native-navigation#5863),
    /// and Glide keeps it so: the navigation controller waits for that pop, refusing pushes and pops, and its window
    /// takes no touches.
    package var isWaitingForRootSwipePop = false

    /// UIKit's back swipe began and there was nothing to pop: the navigation controller is left waiting (see
    /// ``isWaitingForRootSwipePop``).
    func backSwipeBeganOnTheRoot() {
        guard !isWaitingForRootSwipePop else { return }
        isWaitingForRootSwipePop = true
        GlideDiagnostics.log(
            "\(name): the back swipe (interactivePopGestureRecognizer) began on the root view controller, "
                + "whose delegate let it; UIKit's navigation controller now waits for a pop that never comes, and the app stops responding")
    }

    /// The status bar style under the navigation bar: light content for a `.black` bar, else the default. UIKit's
    /// navigation controller answers from its bar and names no child for the style: a pushed view controller's
    /// ``UIViewController/preferredStatusBarStyle`` is read only where a subclass returns ``topViewController`` from
    /// ``UIViewController/childForStatusBarStyle``, as apps do.
    open override var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }

    /// The coordinator of the push or pop in flight (from the moment UIKit asks the delegate, before an
    /// interactive one starts at the end of the turn), else what ``UIViewController`` answers.
    open override var transitionCoordinator: TransitionCoordinator? {
        if let current = currentTransition, current.isUnderway { return current.coordinator }
        return super.transitionCoordinator
    }

    /// Pushes `viewController` on the stack (``viewControllers`` holds it from now on, unless the push is cancelled).
    ///
    /// On an empty stack (`UINavigationController()`, as an app's coordinator makes one and pushes its first screen),
    /// `viewController` becomes the root, as on iOS; Glide shows it at once, without a transition (there is nothing to
    /// push from, and Apple documents no animation for it).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if topViewController == nil, !isTransitioning {
            setViewControllers([viewController], animated: false)
            return
        }
        guard !isTransitioning, let from = topViewController, !viewControllers.contains(where: { $0 === viewController }) else {
            Presenter.warnings.append("push of \(viewController.name) ignored: a transition is in flight or it is already on the stack")
            return
        }
        addChild(viewController)
        transition(.push, from: from, to: viewController, animated: animated, interactor: nil, stackChange: { [weak self] in
            self?.stack.append(viewController)
        }) { [weak self] completed in
            guard let self else { return }
            if completed {
                viewController.didMove(toParent: self)
            } else {
                self.stack.removeAll { $0 === viewController }
                viewController.removeFromParent()
            }
        }
    }

    /// Pops the top view controller; returns it, or nil when only the root is left or a transition is in flight.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        pop(animated: animated, interactor: nil)
    }

    /// Pops every view controller above `viewController`, in one pop transition from the top to it; returns
    /// the popped ones (bottom first), or nil when `viewController` is not on the stack, is already on top, or a
    /// transition is in flight. The stack reads `viewController` on top at once; a cancelled pop puts them all back.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        return pop(to: index, animated: animated, interactor: nil)
    }

    /// Pops every view controller above the root, in one pop transition; returns the popped ones (bottom first),
    /// or nil when only the root is on the stack or a transition is in flight.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        pop(to: 0, animated: animated, interactor: nil)
    }

    /// ``setViewControllers(_:animated:)`` as one push or pop from the old top to the new one.
    private func setViewControllersWithTransition(_ viewControllers: [UIViewController], from oldTop: UIViewController, to newTop: UIViewController) {
        let old = self.viewControllers
        let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
        let arriving = viewControllers.filter { new in !old.contains { $0 === new } }
        let leaving = old.filter { previous in !viewControllers.contains { $0 === previous } }
        for controller in arriving where controller.parent !== self { addChild(controller) }
        for controller in leaving { controller.willMove(toParent: nil) }
        transition(operation, from: oldTop, to: newTop, animated: true, interactor: nil, stackChange: { [weak self] in
            self?.stack = viewControllers
        }) { [weak self] completed in
            guard let self else { return }
            if completed {
                for controller in leaving {
                    if controller.isViewLoaded, controller.view.superview === self.transitionView { controller.view.removeFromSuperview() }
                    controller.removeFromParent()
                }
                for controller in arriving { controller.didMove(toParent: self) }
            } else {
                self.stack = old
                for controller in arriving where !old.contains(where: { $0 === controller }) { controller.removeFromParent() }
                for controller in leaving { controller.didMove(toParent: self) }
            }
        }
    }

    /// Set while the built-in back swipe pops: the delegate is not asked for an animator or interactor.
    var ignoresDelegateTransitionController = false

    /// Set by the default implementations of the delegate's two transition methods when they run (``usesBuiltinInteractionController``).
    static var defaultTransitionMethodRan = false

    /// Whether the built-in back swipe may drive a pop (UIKit's `_shouldUseBuiltinInteractionController`): only when the
    /// delegate implements neither `navigationController(_:animationControllerFor:from:to:)` nor
    /// `navigationController(_:interactionControllerFor:)`. An app that vends its own navigation transitions drives
    /// them with its own gestures; UIKit's edge swipe then receives no touches.
    ///
    /// Glide differs from UIKit: Swift has no method table to ask whether the delegate implements a method. A delegate
    /// class `glide port` ported answers ``UINavigationControllerDelegate/glideImplementsTransitionMethods`` (the port
    /// reads its declarations); for any other, each method is called (`.pop` from the top view controller, as UIKit's
    /// next pop asks it) and counts as implemented unless Glide's default implementation ran.
    var usesBuiltinInteractionController: Bool {
        guard let delegate, viewControllers.count > 1 else { return true }
        if let implements = delegate.glideImplementsTransitionMethods { return !implements }
        if let proxy = delegate as? any GlideRespondsToSelector {
            // A delegate proxy answers for the delegates it forwards to, as UIKit asks it.
            return !(proxy.responds(to: Selector("navigationController(_:animationControllerFor:from:to:)"))
                || proxy.responds(to: Selector("navigationController(_:interactionControllerFor:)")))
        }
        let top = viewControllers[viewControllers.count - 1], below = viewControllers[viewControllers.count - 2]
        Self.defaultTransitionMethodRan = false
        let animator = delegate.navigationController(self, animationControllerFor: .pop, from: top, to: below)
        guard Self.defaultTransitionMethodRan else { return false }
        Self.defaultTransitionMethodRan = false
        _ = delegate.navigationController(self, interactionControllerFor: animator ?? SlideNavigationAnimator(operation: .pop))
        return Self.defaultTransitionMethodRan
    }

    @discardableResult
    func pop(animated: Bool, interactor: (any UIViewControllerInteractiveTransitioning)?) -> UIViewController? {
        pop(to: viewControllers.count - 2, animated: animated, interactor: interactor)?.last
    }

    /// One pop transition from the top to the view controller at `index`, the ones between leaving with the top.
    private func pop(to index: Int, animated: Bool, interactor: (any UIViewControllerInteractiveTransitioning)?) -> [UIViewController]? {
        guard !isTransitioning, index >= 0, index < viewControllers.count - 1 else { return nil }
        // The back swipe's pop, asked through the public method (an app's override may pop another way, or not at all).
        let interactor = interactor ?? (animated ? swipeInteractor : nil)
        if animated { swipeInteractor = nil }
        let popped = Array(viewControllers[(index + 1)...])
        let from = popped[popped.count - 1]
        let to = viewControllers[index]
        for controller in popped { controller.willMove(toParent: nil) }
        transition(.pop, from: from, to: to, animated: animated, interactor: interactor, stackChange: { [weak self] in
            self?.stack.removeLast(popped.count)
        }) { [weak self] completed in
            guard let self else { return }
            if completed {
                for controller in popped {
                    if controller !== from, controller.isViewLoaded, controller.view.superview === self.transitionView {
                        controller.view.removeFromSuperview()
                    }
                    controller.removeFromParent()
                }
            } else {
                // UIKit puts a cancelled pop's view controllers back on the stack.
                self.stack.append(contentsOf: popped)
            }
        }
        return popped
    }

    private func transition(
        _ operation: UINavigationController.Operation, from: UIViewController, to: UIViewController, animated: Bool,
        interactor builtIn: (any UIViewControllerInteractiveTransitioning)?, stackChange: () -> Void,
        stackUpdate: @escaping (Bool) -> Void
    ) {
        let container = transitionView
        // UIKit's built-in back swipe pops with the delegate's transition controller ignored
        // (`_setShouldIgnoreDelegateTransitionController:`): its own animator and interactor, whatever the delegate vends.
        // UIKit asks the delegate only for an animated push or pop (`_immediatelyApplyViewControllers:transition:animated:
        // operation:`): a delegate that prepares when asked (Hero) is not left prepared by `animated: false`.
        let vended = ignoresDelegateTransitionController || !animated
            ? nil : effectiveDelegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator = vended ?? SlideNavigationAnimator(operation: operation)
        let interactor = animated ? vended.flatMap { effectiveDelegate?.navigationController(self, interactionControllerFor: $0) } ?? builtIn : nil
        let ctx = TransitionContext(
            containerView: container, animated: animated, style: .none, clock: view.window?.clock ?? Clocks.current,
            animator: animator, interactor: interactor)
        ctx.viewControllers = [.from: from, .to: to]
        ctx.initialFrames[ObjectIdentifier(from)] = from.view.frame
        ctx.finalFrames[ObjectIdentifier(from)] = .zero
        ctx.finalFrames[ObjectIdentifier(to)] = container.bounds
        currentTransition = ctx
        if animated, isViewLoaded {
            barsAtTransitionStart = currentBars
            transitionArrivingScreen = to
        }
        from.activeTransition = ctx
        to.activeTransition = ctx
        // The stack reads the operation's result from its beginning (UIKit updates viewControllers at once); a tab
        // bar the new stack hides or shows slides with an animated transition (syncBottomBar).
        if animated { bottomBarTransition = ctx }
        stackChange()
        bottomBarTransition = nil
        // The new screen's view loads before any appearance method, as UIKit logs a push: the pushed screen's
        // viewDidLoad, then the current one's viewWillDisappear (readke.com, "viewController方法的调用"; arm1.ru,
        // "UIViewController lifecycle"). A viewDidLoad that backs up shared chrome (MediaViewer's tab bar) reads it
        // before the leaving screen's viewWillDisappear changes it.
        to.loadViewIfNeeded()
        effectiveDelegate?.navigationController(self, willShow: to, animated: animated)
        // True through the appearance methods of the transition, as UIKit's: the code that tells a back navigation
        // from a push on top (`if isMovingFromParent` in viewWillDisappear) reads them there.
        func moving(_ value: Bool) { if operation == .push { to.isMovingToParent = value } else { from.isMovingFromParent = value } }
        moving(true)
        // UIKit's order for a push or pop: the current screen's viewWillDisappear, then the new one's viewWillAppear;
        // at the end the current one's viewDidDisappear, then the new one's viewDidAppear (logged: wangling.me, "The
        // Inconsistent Order of View Transition Events"; vastdevblog.vast.com, "UIViewController Life Cycle"). An app
        // that sets a shared bar's alpha in both ends with the new screen's value.
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        ctx.completionHandler = { [weak self] completed in
            guard let self else { return }
            if self.barsAtTransitionStart != nil {
                self.barsAtTransitionStart = nil
                self.transitionArrivingScreen = nil
                self.view.setNeedsLayout()
            }
            if completed {
                from.view.removeFromSuperview()
                if to.view.superview !== container { container.addSubview(to.view) }
            } else {
                // UIKit's navigation controller takes the to-view out again on a cancelled push or pop.
                to.view.removeFromSuperview()
                if from.view.superview !== container { container.addSubview(from.view) }
            }
            stackUpdate(completed)
            if let end = self.bottomBarSlideEnd {
                self.bottomBarSlideEnd = nil
                end()
            }
            if completed {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
                self.effectiveDelegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                to.beginAppearanceTransition(false, animated: animated)
                to.endAppearanceTransition()
                from.beginAppearanceTransition(true, animated: animated)
                from.endAppearanceTransition()
            }
            moving(false)
            from.activeTransition = nil
            to.activeTransition = nil
            // A completed transition is not kept: its context holds the view controllers it moved, and a popped one
            // goes once nothing else keeps it, as in UIKit (a navigation delegate it owned with it).
            if self.currentTransition?.phase == .completed { self.currentTransition = nil }
            self.applyAssignmentInFlight(operation, from: from, to: to, completed: completed)
        }
        if animated, ctx.interactor != nil {
            // UIKit starts an interactive push or pop from the navigation controller's deferred transition, at
            // the end of the run-loop turn that asked for it: the coordinator exists at once, but
            // startInteractiveTransition(_:) comes after the rest of the turn's events, so a quick flick's
            // `.ended` can reach the app's handler first (InstagramTransition#4, devsign-nav-transitions#1).
            _ = ctx.clock.schedule(atNanoseconds: ctx.clock.nowNanoseconds) { ctx.start() }
        } else if animated {
            ctx.start()
        } else {
            ctx.markInFlightWithoutAnimator()
            to.view.frame = container.bounds
            container.addSubview(to.view)
            ctx.completeTransition(true)
        }
    }
}

extension UINavigationController {
    /// Applies the stack assigned while the transition in flight ran, now that it has completed, with
    /// the transition's own outcome: a cancelled pop's view controller goes back on top unless the
    /// assignment holds it; a cancelled push's view controller leaves it.
    fileprivate func applyAssignmentInFlight(_ operation: Operation, from: UIViewController, to: UIViewController, completed: Bool) {
        guard var assigned = assignedInFlight else { return }
        willChangeValue(forKey: "viewControllers")
        notifiesStackChanges = false
        defer {
            notifiesStackChanges = true
            didChangeValue(forKey: "viewControllers")
        }
        assignedInFlight = nil
        if !completed {
            switch operation {
            case .pop where !assigned.contains(where: { $0 === from }): assigned.append(from)
            case .push: assigned.removeAll { $0 === to }
            default: break
            }
        }
        setViewControllers(assigned, animated: false)
    }
}

/// UIKit's default push and pop: the incoming view slides in from the right edge while the outgoing
/// one moves a third of the way left (reversed for pop). Cancel-safe.
@preconcurrency @MainActor
public final class SlideNavigationAnimator: UIViewControllerAnimatedTransitioning {
    public let operation: UINavigationController.Operation
    public let duration: Double

    public init(operation: UINavigationController.Operation, duration: Double = 0.35) {
        self.operation = operation
        self.duration = duration
    }

    @discardableResult
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { duration }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to) else {
            return ctx.completeTransition(!ctx.transitionWasCancelled)
        }
        let container = ctx.containerView
        let width = container.bounds.width
        let bounds = container.bounds
        let push = operation == .push
        toView.frame = bounds.offsetBy(dx: push ? width : -width / 3, dy: 0)
        if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        UIView.animate(withDuration: duration, options: .curveEaseInOut, animations: {
            toView.frame = bounds
            fromView.frame = bounds.offsetBy(dx: push ? -width / 3 : width, dy: 0)
        }) { _ in
            let cancelled = ctx.transitionWasCancelled
            fromView.frame = bounds
            if cancelled { toView.frame = bounds }
            ctx.completeTransition(!cancelled)
        }
    }
}

/// The bars a navigation controller makes from a class value (their `init()` is `required` in Glide).
@MainActor protocol GlideBarConstructible: UIView { init() }
extension UINavigationBar: GlideBarConstructible {}
extension UIToolbar: GlideBarConstructible {}
