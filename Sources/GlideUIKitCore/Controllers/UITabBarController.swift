import Foundation
import GlideClock

/// Supplies a tab bar controller's animator and interactor for a change of tab, and answers its selection questions
/// (`UITabBarControllerDelegate`). UIKit's requirements are `@objc optional`; Glide's are Swift requirements with
/// default implementations (select: yes; no animator, so the tab changes at once).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: GlideObjectProtocol {
    @discardableResult
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    @discardableResult
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    @discardableResult
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    @discardableResult
    public func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// A container that shows one of several view controllers and a tab bar (`UITabBarController`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// The height of the tab bar, in points.
    public static let tabBarHeight = 83.0

    /// The tabs' view controllers (Glide's non-optional storage of UIKit's ``viewControllers``).
    package private(set) var tabs: [UIViewController] = []

    /// The tabs' view controllers, as UIKit types them: nil until some are set (UIKit's default) or after nil is set;
    /// setting them replaces the tabs. Key-value observers of `viewControllers` are told.
    open var viewControllers: [UIViewController]? {
        get { tabsAreNil ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }
    /// True until tabs are set, and after nil is set: ``viewControllers`` reads nil.
    private var tabsAreNil = true

    /// Replaces the tabs (UIKit's signature; Glide does not animate the tab bar's items).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceTabs(viewControllers)
    }

    /// The delegate: it may vend an animator (and an interactor) for a change of ``selectedIndex``.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// A delegate consulted instead of ``delegate`` (GlideCheck's recorder, which wraps the app's).
    package var interposedDelegate: (any UITabBarControllerDelegate)?
    var effectiveDelegate: (any UITabBarControllerDelegate)? { interposedDelegate ?? delegate }
    /// The tab transition started last, while it is in flight or until the next one starts.
    private var tabTransition: TransitionContext?
    /// Set while a cancelled tab transition puts the old selection back.
    private var restoringSelection = false
    /// The bar at the bottom, which shows the tabs' ``UIViewController/tabBarItem``s (the card example slides
    /// it off screen during its transition).
    public let tabBar = UITabBar(frame: .zero, name: "UITabBar")
    /// The view the selected view controller's view lives in.
    package let contentView = UIView(frame: .zero, name: "UITabBarContentView")

    /// A tab bar controller with no tabs (set them with ``setViewControllers(_:)``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.delegate = self
    }

    /// A tab bar controller with no tabs (Glide has no storyboards).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.delegate = self
    }

    /// Told after a tap on the bar selected a tab: the controller is its bar's delegate, as in UIKit. The tab is
    /// already switched when it is called, so an override that does not call `super` changes nothing of that (an app
    /// adds a `CATransition` to its view here for a cross-fade); UIKit's does nothing else.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// A tab bar controller showing `viewControllers`, the first selected; Glide's shorthand for
    /// `UITabBarController()` followed by `setViewControllers(_:animated:)`.
    public convenience init(viewControllers: [UIViewController], name: String? = nil) {
        self.init(nibName: nil, bundle: nil)
        if let name { self.name = name }
        setViewControllers(viewControllers)
    }

    private var laidOutSize: CGSize?

    open override func loadView() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
        root.onLayout = { [unowned self] root in self.layoutContent(in: root.bounds) }
        view = root
        root.addSubview(contentView)
        tabBar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.addSubview(tabBar)
        layoutContent(in: root.bounds)
        showSelected()
    }

    /// Sizes the content view, the selected view and the tab bar to the controller's view.
    private func layoutContent(in bounds: CGRect) {
        // Only a new size re-lays the content out: a pass caused by adding a subview must not undo
        // what an animator did to the bar.
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        contentView.frame = bounds
        tabBar.frame = CGRect(x: 0, y: bounds.height - Self.tabBarHeight, width: bounds.width, height: Self.tabBarHeight)
        selectedViewController.map { if $0.isViewLoaded, $0.view.superview === contentView { $0.view.frame = contentView.bounds } }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
    }

    /// The selected child's view is covered at its bottom by the tab bar while the bar shows, in the bar's place at the
    /// bottom of this view (an animator that slides the bar away for a moment does not change it). A navigation
    /// controller's screens are covered one by one (``UIViewController/hidesBottomBarWhenPushed``): it adds the bar.
    override package func safeAreaInsets(ofChildView childView: UIView, inherited: UIEdgeInsets) -> UIEdgeInsets {
        guard !(childView.owningViewController is UINavigationController), !tabBar.isHidden else { return inherited }
        return coveredByTabBar(childView, inherited: inherited)
    }

    /// `inherited` with its bottom pushed up to the top of the tab bar's place, for `childView` inside this view.
    package func coveredByTabBar(_ childView: UIView, inherited: UIEdgeInsets) -> UIEdgeInsets {
        guard isViewLoaded, tabBar.superview === view else { return inherited }
        let place = CGRect(x: 0, y: view.bounds.maxY - Self.tabBarHeight, width: view.bounds.width, height: Self.tabBarHeight)
        return insets(inherited, ofChildView: childView, coveredBy: place, atTop: false)
    }

    /// Replaces the tabs.
    public func setViewControllers(_ controllers: [UIViewController]) {
        replaceTabs(controllers)
    }

    /// Replaces the tabs (none for nil, which ``viewControllers`` then reads), telling its key-value observers.
    private func replaceTabs(_ given: [UIViewController]?) {
        willChangeValue(forKey: "viewControllers")
        defer { didChangeValue(forKey: "viewControllers") }
        tabsAreNil = given == nil
        let controllers = given ?? []
        for child in tabs { child.removeFromParent() }
        tabs = controllers
        for child in controllers {
            addChild(child)
            child.didMove(toParent: self)
        }
        selectedIndex = min(selectedIndex, max(0, controllers.count - 1))
        tabBarItemsDidChange()
        if isViewLoaded { showSelected() }
    }

    /// The index of the selected tab. Changing it runs the transition the delegate's animator gives (with its
    /// interactor), as UIKit does; with none, the content changes at once. A cancelled transition selects the old tab again.
    /// Key-value observers of `selectedIndex` and `selectedViewController` are told of each assignment, the same value
    /// included, as Objective-C's automatic notification tells them (apps select the selected tab to have it sent).
    ///
    /// A selection made while a tab transition is in flight starts another at once, from the selected tab, beside the
    /// first in the same content view: Apple documents nothing here, and Glide follows what public tab libraries report
    /// of iOS (a tab tapped during a swipe ran the tap's animator while the swipe's was finishing, with a black screen:
    /// marcosgriselli/SwipeableTabBarController#36, fixed by refusing the tap in `tabBarController(_:shouldSelect:)`,
    /// #37 and #70; HeroTransitions/Hero#226). An app that refuses such selections is unaffected.
    open var selectedIndex = 0 {
        willSet {
            willChangeValue(forKey: "selectedIndex")
            willChangeValue(forKey: "selectedViewController")
        }
        didSet {
            didChangeValue(forKey: "selectedViewController")
            didChangeValue(forKey: "selectedIndex")
            defer { tabBar.selectedItem = selectedViewController?.tabBarItem }
            guard !restoringSelection, oldValue != selectedIndex, isViewLoaded, tabs.indices.contains(selectedIndex) else { return }
            let old = tabs.indices.contains(oldValue) ? tabs[oldValue] : nil
            if let old, transitionTabs(from: old, to: tabs[selectedIndex], oldIndex: oldValue) { return }
            old?.beginAppearanceTransition(false, animated: false)
            tabs[selectedIndex].beginAppearanceTransition(true, animated: false)
            showSelected()
            old?.endAppearanceTransition()
            tabs[selectedIndex].endAppearanceTransition()
        }
    }

    /// The selected view controller decides the status bar's style, as in UIKit's tab bar controller.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    /// The selected view controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// Appearance reaches the selected view controller only: the other tabs are not on screen.
    override var appearanceForwardingTargets: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
    /// Its children's views come and go through its own transitions, which send their appearance callbacks.
    override var forwardsAppearanceOnWindowChange: Bool { false }

    /// The selected view controller; setting one of the tabs selects it (as ``selectedIndex`` does).
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The coordinator of the tab switch in flight (an animator the delegate vended), else what ``UIViewController``
    /// answers: UIKit's tab bar controller answers its own transition's, as its navigation controller does.
    open override var transitionCoordinator: TransitionCoordinator? {
        if let tab = tabTransition, tab.phase != .completed { return tab.coordinator }
        return super.transitionCoordinator
    }

    /// Runs the delegate's animator from `old` to `new` in the content view; false when the delegate vends none. A
    /// transition still in flight goes on beside it: each one's ending touches only what is still its own (its
    /// view controllers' transition, the selection while it is still its to-tab).
    private func transitionTabs(from old: UIViewController, to new: UIViewController, oldIndex: Int) -> Bool {
        guard let animator = effectiveDelegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) else { return false }
        let interactor = effectiveDelegate?.tabBarController(self, interactionControllerFor: animator)
        let container = contentView
        let ctx = TransitionContext(
            containerView: container, animated: true, style: .none, clock: view.window?.clock ?? Clocks.current,
            animator: animator, interactor: interactor)
        ctx.letsTouchesThrough = true
        ctx.viewControllers = [.from: old, .to: new]
        ctx.initialFrames[ObjectIdentifier(old)] = old.view.frame
        ctx.finalFrames[ObjectIdentifier(old)] = .zero
        ctx.finalFrames[ObjectIdentifier(new)] = container.bounds
        if new.view.superview !== container { new.view.frame = container.bounds }
        tabTransition = ctx
        old.activeTransition = ctx
        new.activeTransition = ctx
        new.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        // The ending takes the view that leaves out and puts none back: what the animator added or took away stays so
        // (section 1 of the UIKit rules: subviews added or removed are the animator's to restore). A tab's view that an
        // overlapping transition's animator removed stays out: the black screens tab libraries reported
        // (marcosgriselli/SwipeableTabBarController#32, HeroTransitions/Hero#193).
        ctx.completionHandler = { [weak self] completed in
            guard let self else { return }
            if completed {
                old.view.removeFromSuperview()
                new.endAppearanceTransition()
                old.endAppearanceTransition()
            } else {
                new.view.removeFromSuperview()
                if self.selectedViewController === new {
                    self.restoringSelection = true
                    self.selectedIndex = oldIndex
                    self.restoringSelection = false
                }
                new.beginAppearanceTransition(false, animated: true)
                new.endAppearanceTransition()
                old.beginAppearanceTransition(true, animated: true)
                old.endAppearanceTransition()
            }
            if old.activeTransition === ctx { old.activeTransition = nil }
            if new.activeTransition === ctx { new.activeTransition = nil }
            if self.tabTransition === ctx { self.tabTransition = nil }
        }
        ctx.start()
        return true
    }

    private func showSelected() {
        for sub in contentView.subviews { sub.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        selected.view.frame = contentView.bounds
        contentView.addSubview(selected.view)
    }
}
