import Foundation
import GlideClock
import GlideObjectiveC
/// One appearance callback received by a view controller, for checking their balance.
public struct AppearanceCallback: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    public var kind: Kind
    public var animated: Bool
    /// Clock time in seconds.
    public var time: Double

    public var description: String { "\(kind.rawValue)(\(animated))" }
}

/// Where a view controller is in its appearance cycle.
public enum AppearanceState: Sendable, Hashable {
    case disappeared, appearing, appeared, disappearing
}

/// A screenful of content and its life cycle (`UIViewController`): the view, the appearance
/// callbacks, containment, and modal presentation with transitioning delegates.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// An identifier for state restoration; Glide's reports name view controllers by it (their type's name when nil).
    open var restorationIdentifier: String?

    /// The name Glide's reports use: the ``restorationIdentifier``, or the view controller's type.
    package var name: String {
        get { restorationIdentifier ?? String(describing: type(of: self)) }
        set { restorationIdentifier = newValue }
    }
    /// The title: setting it sets the ``navigationItem``'s title and the ``tabBarItem``'s, as in UIKit.
    open var title: String? {
        didSet { titleDidChange() }
    }
    private var loadedView: UIView? {
        didSet {
            if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
            loadedView?.owningViewController = self
        }
    }

    /// The next responder, as UIKit's: the view's superview, else the presenting view controller.
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }

    /// A delegate the engine asks instead of ``transitioningDelegate`` (Glide's checker records through
    /// it, while the app's code still reads its own delegate back).
    package var interposedTransitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// The delegate the presentation machinery asks.
    package var effectiveTransitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        interposedTransitioningDelegate ?? transitioningDelegate
    }

    /// The presentation style used when this view controller is presented; `.automatic` by default, as UIKit's, which
    /// Glide presents as UIKit does for an app's view controller since iOS 13: a page sheet (the presenter's view stays in
    /// the window under the sheet, its appearance callbacks are not called, and the sheet can be dragged down to dismiss
    /// it). An animator the transitioning delegate vends animates a page sheet too; only `.custom` asks the delegate for a
    /// presentation controller.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Supplies the animator, interactor and presentation controller when this view controller is presented or dismissed.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// True when `.currentContext` / `.overCurrentContext` presentations from descendants cover this view controller.
    open var definesPresentationContext = false

    /// The view controller this one presented.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// The presentation controller managing this view controller while it is presented (for `.popover` and the sheet
    /// styles, made ahead of the presentation on first use, as UIKit does: see ``popoverPresentationController`` and
    /// ``sheetPresentationController``).
    public internal(set) var presentationController: UIPresentationController? {
        get {
            // Before the presentation, one made ahead counts only while the style is still the one it was made for.
            if let stored = presentationControllerStorage, presentingViewController != nil || stored.fitsPendingStyle(modalPresentationStyle) {
                return stored
            }
            switch modalPresentationStyle {
            case .popover: return pendingPopoverPresentationController()
            case .pageSheet, .formSheet, .automatic: return pendingSheetPresentationController()
            default: return nil
            }
        }
        set { presentationControllerStorage = newValue }
    }
    var presentationControllerStorage: UIPresentationController?
    /// The peek-and-pop registrations (`registerForPreviewing(with:sourceView:)`).
    var previewingRegistrations: [any UIViewControllerPreviewing] = []
    /// The parent view controller (a navigation or tab bar controller, or a custom container).
    public private(set) weak var parent: UIViewController?
    /// The child view controllers.
    public private(set) var children: [UIViewController] = []

    /// True between the start and the end of a presentation of this view controller, `viewDidAppear(_:)` included.
    public internal(set) var isBeingPresented = false
    /// True between the start and the end of a dismissal of this view controller, `viewDidDisappear(_:)` included.
    public internal(set) var isBeingDismissed = false
    /// Where the view controller is in its appearance cycle.
    package private(set) var appearanceState: AppearanceState = .disappeared
    /// The appearance callbacks received, in order: every one, up to the last
    /// ``appearanceCallbackLimit`` (older ones are dropped so a long-running session stays flat).
    package private(set) var appearanceCallbacks: [AppearanceCallback] = []
    /// How many appearance callbacks ``appearanceCallbacks`` keeps.
    package static let appearanceCallbackLimit = 4096

    /// The transition this view controller is part of, if any.
    var activeTransition: TransitionContext?
    /// The window this view controller is the root of.
    weak var isRootOfWindow: UIWindow?

    /// A view controller (UIKit's designated initialiser; Glide has no nibs, so both arguments are ignored).
    /// A new instance of the class this is called on, made with `init()`: what `glide port` writes for `T()` where
    /// `T: UIViewController` is a type parameter (`T.glideMakeWithInit() as! T`).
    ///
    /// Glide differs as ``UIView/glideMakeWithInit()`` does.
    @discardableResult
    open class func glideMakeWithInit() -> UIViewController { glideMakeFromTable(self) }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNibName = nibNameOrNil
        storedNibBundle = nibBundleOrNil
        super.init()
    }

    var storedNibName: String?
    var storedNibBundle: Bundle?

    /// The nib name given to ``init(nibName:bundle:)``; for a view controller a storyboard made, the name of its scene's
    /// view ("`identifier`-view"), as UIKit gives one (`"BYZ-38-t0r-view-8bC-Xf-vdC"`). Glide differs: no nib is ever
    /// loaded from it (a view is made as ``loadView()`` says).
    open var nibName: String? { storedNibName }

    /// The bundle given to ``init(nibName:bundle:)``.
    open var nibBundle: Bundle? { storedNibBundle }

    /// A view controller decoded from an archive. Glide has no storyboards: this makes a plain view controller.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view controller (`init(nibName: nil, bundle: nil)`).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A view controller named `name` in Glide's reports.
    package convenience init(name: String?) {
        self.init(nibName: nil, bundle: nil)
        if let name { self.name = name }
    }

    // MARK: UIView

    /// The root view, loaded on first use (``loadView()`` then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// True once the view exists.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if it is loaded, else nil (reading it never loads it).
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view") }
        viewDidLoad()
        viewsLoadedWithView = loadedView?.allViewsInTree.map { Weak($0) } ?? []
    }

    /// The views of this view controller's tree right after ``viewDidLoad()``: its own, whatever a transition later
    /// does with them (GlideCheck tells them from views a transition added).
    package private(set) var viewsLoadedWithView: [Weak<UIView>] = []

    /// Creates the view; override to build your own (the default is a plain 390 × 844 view).
    /// A view controller whose class has a registered storyboard scene (``UIStoryboard/registerScene(for:loadView:)``)
    /// gets that scene's views and outlets here, as a nib would give them.
    open func loadView() {
        if let scene = UIStoryboard.sceneLoader(for: self) {
            scene(self)
            if loadedView != nil { return }
        }
        loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
    }

    /// The storyboard this view controller was made from, if any.
    open internal(set) var storyboard: UIStoryboard?

    /// Called before a segue from this view controller is performed; override to pass data along.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Performs the segue `identifier` registered for this view controller's storyboard scene, if any.
    /// Glide has no storyboard files: a segue is made from a scene registered under `identifier` in the
    /// same storyboard, presented modally after ``prepare(for:sender:)``; otherwise nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let storyboard else { return }
        let destination = storyboard.instantiateViewController(withIdentifier: identifier)
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Whether a segue a storyboard triggers (a button's) should be performed; UIKit's returns true and does not ask
    /// it for ``performSegue(withIdentifier:sender:)``.
    @discardableResult
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Unwind segues

    /// Whether this view controller is the destination of an unwind with `action` from `fromViewController`: UIKit's
    /// default answers whether it implements `action` and is not `fromViewController` itself (Glide: whether the
    /// selector's method is one of its type's).
    @discardableResult
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        self !== fromViewController && action.canPerform(on: self)
    }

    /// The deprecated (iOS 13) spelling of ``canPerformUnwindSegueAction(_:from:sender:)``, which it calls.
    @discardableResult
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    /// The children an unwind from `source` may search for its destination: UIKit's default gives every child but the
    /// one containing the source, last added first.
    @discardableResult
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.reversed().filter { $0 !== containing }
    }

    /// The child that is, or contains, the unwind's source view controller, if any.
    @discardableResult
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Called on each container between an unwind's source and destination, to bring `subsequentVC` (its child on the
    /// way to the destination) on screen. UIKit's does nothing; a navigation controller pops to it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    /// Called after the view controller was made from a storyboard (Glide: by ``UIStoryboard``, once its scene's
    /// `make` returned it), before its view loads; UIKit's does nothing.
    open func awakeFromNib() {}

    /// Called once after the view is loaded.
    open func viewDidLoad() {
        // A library that exchanged this method with its own (method_exchangeImplementations: LiquidTransition makes
        // itself every screen's transitioning delegate this way) gets the call instead; UIKit's own does nothing.
        if let replacement = MethodSwizzling.replacement(for: self, of: "viewDidLoad") {
            replacement.perform(on: self, arguments: [])
        }
    }

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after ``viewWillAppear(_:)``, when the view is in the window (at once when it
    /// already was, else when the transition's animator adds it), before ``viewDidAppear(_:)`` (iOS 17's).
    open func viewIsAppearing(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in each layout pass of the view, before the view lays out its subviews (and before Auto Layout's
    /// frames are applied to them).
    open func viewWillLayoutSubviews() {}
    /// Called in each layout pass of the view, after it laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the view controller's constraints (calls the view's `updateConstraints` in UIKit; here a hook).
    open func updateViewConstraints() {}
    /// Called when the size of the view is about to change; the default passes it on to the children and
    /// to what this view controller presents (see ``UIContentContainer``: Glide's screen never rotates, so
    /// UIKit itself never calls it here).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }
    /// Called before the traits change; the default passes it on (see ``UIContentContainer``).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }
    /// Called when a child's preferred content size changed (UIKit's default does nothing).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed (UIKit's default does nothing).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a child gets when this view controller's view is `parentSize`: `parentSize`, by default.
    @discardableResult
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called when memory is low. Glide never calls it.
    open func didReceiveMemoryWarning() {}

    // MARK: Status bar and content size

    /// Whether the view controller, presented, refuses a user's interactive dismissal (a sheet dragged down: see
    /// ``UISheetPresentationController``); UIKit then tells the presentation controller's delegate
    /// ``UIAdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)`` instead. It does not
    /// stop `dismiss(animated:)`, as in UIKit.
    open var isModalInPresentation = false
    /// The popover-era spelling of ``isModalInPresentation``.
    @available(*, deprecated, renamed: "isModalInPresentation")
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }

    /// Whether a non-full-screen presentation takes over the status bar's appearance.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The status bar style this view controller prefers.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this view controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when it changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this view controller's; nil for none.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this view controller's; nil for none.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// The traits of the view controller's environment: its view's (the screen's before the view loads).
    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? .current }
    /// Called when the environment's traits changed. Glide's never change, so Glide never calls it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The appearance this view controller and its views take whatever the system's; `.unspecified` follows it.
    ///
    /// Glide differs from UIKit: Glide has no dark mode (see `UIColor`), so the value is kept and changes nothing.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The edges of the screen the view extends under when bars are translucent; `.all` by default. Kept: Glide's bars
    /// do not inset the content (see ``UINavigationController``).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too; false by default. Kept.
    open var extendedLayoutIncludesOpaqueBars = false
    /// The screen edges whose system gestures yield to the app's first; none by default. Glide has no system gestures at
    /// the edges but the navigation controller's back swipe, which this does not change.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose ``preferredScreenEdgesDeferringSystemGestures`` is used instead; nil for none.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the deferred edges changed (nothing in Glide reads them).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}


    // MARK: Orientation

    /// The interface orientations this view controller supports: all but upside down, an iPhone's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the view controller's contents rotate with the device. Glide's headless screen never rotates.
    open var shouldAutorotate: Bool { true }
    /// The orientation to present this view controller in.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether a container passes the rotation callbacks below to its children (UIKit's, deprecated in iOS 8).
    open var shouldAutomaticallyForwardRotationMethods: Bool { true }
    /// Sent before the interface rotates (UIKit's, deprecated since iOS 8, where ``viewWillTransition(to:with:)``
    /// replaces it). Glide never sends it: its screen never rotates.
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Sent inside the rotation's animation block (UIKit's, deprecated since iOS 8). Glide never sends it.
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    /// Sent after the interface rotated (UIKit's, deprecated since iOS 8). Glide never sends it.
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}

    // MARK: Presentation context and default animation (see UIModalTransitionStyle.swift)

    /// The animation used to present (and dismiss) this view controller when its transitioning delegate vends no animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether this view controller's `modalTransitionStyle` is used for presentations in the context it defines.
    open var providesPresentationContextTransitionStyle = false

    // MARK: Safe area

    /// Insets added to the safe area of this view controller's view (and so of its subviews); a change is
    /// told to ``viewSafeAreaInsetsDidChange()``.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            guard let view = loadedView else { return viewSafeAreaInsetsDidChange() }
            view.publishSafeAreaInsets(view.safeAreaInsets)
        }
    }
    /// Called when the safe-area insets of the view controller's view change.
    open func viewSafeAreaInsetsDidChange() {}
    /// The safe area of `childView` (the root view of a child of this container, inside this container's view), given
    /// the part of this view's safe area it reaches: Glide's containers add the bars that cover it.
    package func safeAreaInsets(ofChildView childView: UIView, inherited: UIEdgeInsets) -> UIEdgeInsets { inherited }
    /// Glide's containers place their bars in their view's safe area here.
    package func viewSafeAreaInsetsDidChangeInternally() {}
    /// Whether the view controller adjusts its scroll views' insets for the bars (deprecated in iOS 11 in
    /// favour of ``UIScrollView/contentInsetAdjustmentBehavior``).
    ///
    /// **Glide differs:** stored only: Glide's scroll views adjust by their `contentInsetAdjustmentBehavior`.
    open var automaticallyAdjustsScrollViewInsets = true
    /// Whether the home indicator may hide (false by default). Glide differs: the home indicator is not drawn.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose ``prefersHomeIndicatorAutoHidden`` counts instead of this one's (none by default).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// Asks the system to read ``prefersHomeIndicatorAutoHidden`` again (recorded; nothing is drawn).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        homeIndicatorUpdates += 1
    }
    /// How many times ``setNeedsUpdateOfHomeIndicatorAutoHidden()`` was called.
    package private(set) var homeIndicatorUpdates = 0
    /// Asks the system to read the status bar preferences again: the key window's status bar then shows what the view
    /// controllers that decide it answer (see ``UIApplication/isStatusBarHidden``; nothing is drawn). Call it when what
    /// ``prefersStatusBarHidden``, ``preferredStatusBarStyle`` or the `childForStatusBar…` properties answer changes, as
    /// UIKit's documentation asks: otherwise the status bar keeps what they answered when UIKit last asked (a view
    /// controller appearing, a transition beginning or ending), which a check reports (invariant 41).
    open func setNeedsStatusBarAppearanceUpdate() {
        statusBarAppearanceUpdates += 1
        UIWindow.statusBarAppearanceNeedsUpdate("setNeedsStatusBarAppearanceUpdate() on \(String(describing: type(of: self)))")
    }
    /// How many times ``setNeedsStatusBarAppearanceUpdate()`` was called.
    package private(set) var statusBarAppearanceUpdates = 0
    /// The size a container should give this view controller's view. A change tells the presentation
    /// controller (while presented) or the parent (``preferredContentSizeDidChange(forChildContentContainer:)``).
    /// The actions shown under this view controller's peek (3D Touch; none by default). Glide never peeks (see
    /// ``UIViewControllerPreviewing``); an override builds and answers as written.
    open var previewActionItems: [any UIPreviewActionItem] { [] }
    open var preferredContentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "preferredContentSize") }
        didSet {
            didChangeValue(forKey: "preferredContentSize")
            if preferredContentSize != oldValue { preferredContentSizeDidChangeNotify() }
        }
    }
    /// True while a navigation controller pushes this view controller (or puts it on its stack by
    /// `setViewControllers`), through the appearance methods of that change, as UIKit's. Glide differs from UIKit:
    /// a child added by `addChild(_:)` alone does not set it.
    open internal(set) var isMovingToParent = false
    /// True while a navigation controller pops this view controller (or takes it off its stack by
    /// `setViewControllers`), through the appearance methods of that change, as UIKit's. Glide differs from UIKit:
    /// a child removed by `removeFromParent()` alone does not set it.
    open internal(set) var isMovingFromParent = false
    /// The top of the content area below bars (deprecated in UIKit; `view.safeAreaLayoutGuide` replaces it).
    open var topLayoutGuide: any UILayoutSupport { LayoutSupport(length: loadedView?.safeAreaInsets.top ?? 0) }
    /// The bottom of the content area above bars (deprecated in UIKit).
    open var bottomLayoutGuide: any UILayoutSupport { LayoutSupport(length: loadedView?.safeAreaInsets.bottom ?? 0) }

    private var appearanceAnimated = false
    /// Whether ``viewIsAppearing(_:)`` is still due in the appearance transition under way.
    private var isAppearingPending = false

    /// The view is in a window while the view controller appears: ``viewIsAppearing(_:)``, once.
    func viewDidEnterWindowWhileAppearing() {
        guard isAppearingPending, appearanceState == .appearing else { return }
        isAppearingPending = false
        viewIsAppearing(appearanceAnimated)
    }

    /// Starts an appearance transition: `viewWillAppear` (true) or `viewWillDisappear` (false) on this view
    /// controller and its children. Calls that would not change the state are ignored, as UIKit does.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .appeared), (true, .appearing), (false, .disappeared), (false, .disappearing):
            return
        default:
            break
        }
        // A view controller about to appear has its view: `viewDidLoad` always comes before `viewWillAppear`, as in
        // UIKit, whoever asks first for the view (a navigation controller's animator takes the pushed view later).
        if isAppearing { loadViewIfNeeded() }
        appearanceAnimated = animated
        appearanceState = isAppearing ? .appearing : .disappearing
        logAppearance(isAppearing ? .viewWillAppear : .viewWillDisappear, animated)
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        if isAppearing { UIWindow.statusBarAppearanceNeedsUpdate("viewWillAppear of \(String(describing: type(of: self)))") }
        isAppearingPending = isAppearing
        if isAppearing, isViewLoaded, view.window != nil { viewDidEnterWindowWhileAppearing() }
        containerAppearanceWillBegin(isAppearing, animated: animated)
        for child in forwardedAppearanceTargets { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Whether this view controller's appearance callbacks reach its children by themselves (true, as in UIKit).
    /// A container that returns false tells its children itself, with their ``beginAppearanceTransition(_:animated:)``
    /// and ``endAppearanceTransition()``; neither its own appearance nor a child's view entering or leaving the window
    /// then calls them.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children an appearance transition of this view controller is forwarded to: all of them for
    /// a plain container; UIKit's navigation and tab bar controllers forward to the visible one only.
    var appearanceForwardingTargets: [UIViewController] { children }

    /// ``appearanceForwardingTargets``, or none when the container forwards nothing by itself.
    private var forwardedAppearanceTargets: [UIViewController] {
        shouldAutomaticallyForwardAppearanceMethods ? appearanceForwardingTargets : []
    }

    /// Whether a child's view entering or leaving the window while this view controller is on screen gives the
    /// child its appearance callbacks (a plain container, as UIKit's); UIKit's own containers (navigation, tab bar,
    /// page and split view controllers) change what they show through their own transitions, which send them.
    var forwardsAppearanceOnWindowChange: Bool { true }

    /// An appearance transition begun because this child's view entered or left the window, ended once it moved.
    private var windowAppearancePending = false

    /// This view controller's view is about to enter (`newWindow`) or leave (nil) its window: a child of a container
    /// that forwards appearance by itself, on screen or appearing, begins to appear or disappear, as UIKit does when a
    /// container adds or removes a child's view (`addChild`, `view.addSubview(child.view)`, `didMove(toParent:)`).
    func viewWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods, parent.forwardsAppearanceOnWindowChange
        else { return }
        if newWindow != nil, oldWindow == nil, appearanceState == .disappeared,
           parent.appearanceState == .appeared || parent.appearanceState == .appearing {
            beginAppearanceTransition(true, animated: false)
            windowAppearancePending = parent.appearanceState == .appeared
        } else if newWindow == nil, oldWindow != nil, appearanceState == .appeared, parent.appearanceState == .appeared {
            beginAppearanceTransition(false, animated: false)
            windowAppearancePending = true
        }
    }

    /// This view controller's view moved to or from its window: ends what ``viewWillMove(toWindow:from:)`` began
    /// (a parent still appearing ends it for its children when it ends its own).
    func viewDidMoveWindow() {
        guard windowAppearancePending else { return }
        windowAppearancePending = false
        endAppearanceTransition()
    }

    /// A container's own work when it begins to appear or disappear, after its `viewWillAppear` or
    /// `viewWillDisappear` and before its children's (the navigation controller tells its delegate).
    func containerAppearanceWillBegin(_ isAppearing: Bool, animated: Bool) {}

    /// A container's own work when its appearance transition ended, after its children's.
    func containerAppearanceDidEnd(_ appeared: Bool, animated: Bool) {}

    /// Ends the appearance transition begun last: `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            viewDidEnterWindowWhileAppearing()
            appearanceState = .appeared
            logAppearance(.viewDidAppear, appearanceAnimated)
            viewDidAppear(appearanceAnimated)
            UIWindow.statusBarAppearanceNeedsUpdate("viewDidAppear of \(String(describing: type(of: self)))")
        case .disappearing:
            appearanceState = .disappeared
            logAppearance(.viewDidDisappear, appearanceAnimated)
            viewDidDisappear(appearanceAnimated)
        default:
            return
        }
        for child in forwardedAppearanceTargets { child.endAppearanceTransition() }
        containerAppearanceDidEnd(appearanceState == .appeared, animated: appearanceAnimated)
    }

    private func logAppearance(_ kind: AppearanceCallback.Kind, _ animated: Bool) {
        if appearanceCallbacks.count >= Self.appearanceCallbackLimit {
            appearanceCallbacks.removeFirst(Self.appearanceCallbackLimit / 2)
        }
        appearanceCallbacks.append(AppearanceCallback(kind: kind, animated: animated, time: Clocks.current.now))
    }

    // MARK: Containment

    /// Adds a child view controller (its view is the caller's to add).
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this view controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Bar items (UIViewController+Bars.swift)

    /// Made on first use, titled with ``title``.
    var storedNavigationItem: UINavigationItem?
    var storedTabBarItem: UITabBarItem?
    var storedToolbarItems: [UIBarButtonItem]?

    /// What a navigation bar shows for this view controller: its title, title view and bar button items.
    open var navigationItem: UINavigationItem { makeNavigationItem() }
    /// What a tab bar shows for this view controller (made on first use with its ``title``).
    open var tabBarItem: UITabBarItem! {
        get { makeTabBarItem() }
        set { setTabBarItem(newValue) }
    }
    /// The items a navigation controller's toolbar shows while this view controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Sets ``toolbarItems`` (the change is not animated in Glide).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = toolbarItems
        toolbarItemsDidChange()
    }

    /// The nearest navigation controller above this view controller.
    open var navigationController: UINavigationController? {
        var v = parent
        while let current = v {
            if let nav = current as? UINavigationController { return nav }
            v = current.parent
        }
        return nil
    }

    /// Whether the tab bar is hidden while this view controller is on a navigation stack (UIKit's: set it before
    /// the push). A navigation controller that is a tab's shows the tab bar again once no view controller on its stack
    /// asks this.
    ///
    /// Glide differs: the tab bar is hidden or shown when the stack changes (a push or a pop begins, a cancel puts it
    /// back), not slid out with the pushed-over view.
    open var hidesBottomBarWhenPushed = false

    /// The nearest tab bar controller above this view controller.
    open var tabBarController: UITabBarController? {
        var v = parent
        while let current = v {
            if let tab = current as? UITabBarController { return tab }
            v = current.parent
        }
        return nil
    }

    /// The top of this view controller's containment chain.
    var containmentRoot: UIViewController {
        var v = self
        while let p = v.parent { v = p }
        return v
    }

    /// The window showing this view controller, if any.
    package var window: UIWindow? { isViewLoaded ? view.window : nil }

    // MARK: Transitions

    /// The coordinator of the transition this view controller (or its parent) is part of.
    open var transitionCoordinator: TransitionCoordinator? {
        if let active = activeTransition, active.phase != .completed { return active.coordinator }
        return parent?.transitionCoordinator
    }

    /// Shows `vc` the way the container above this view controller shows things: a navigation
    /// controller pushes it, a split view controller shows it in its column, otherwise this view
    /// controller presents it (UIKit's `show(_:sender:)`).
    open func show(_ vc: UIViewController, sender: Any?) {
        showViewController(vc, sender: sender)
    }

    /// Shows `vc` as the detail: a split view controller above this one shows it as its secondary,
    /// otherwise it is shown as ``show(_:sender:)`` shows it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showDetail(vc, sender: sender)
    }

    /// Presents `viewControllerToPresent` modally with its style and transitioning delegate.
    /// `completion` runs once the presentation has completed.
    open func present(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        Presenter.present(viewControllerToPresent, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the view controller this one presented, or this one if it was presented.
    /// `completion` runs once the dismissal has completed.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        Presenter.dismiss(from: self, animated: animated, completion: completion)
    }
}

/// A layout guide's length from an edge (`UILayoutSupport`, behind the deprecated `topLayoutGuide`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// The distance from the edge, in points.
    var length: CGFloat { get }
}

/// Glide's top and bottom layout guides: no bars cover the headless screen, so their length is 0.
@MainActor
final class LayoutSupport: UILayoutSupport {
    let length: CGFloat
    init(length: CGFloat) { self.length = length }
}
