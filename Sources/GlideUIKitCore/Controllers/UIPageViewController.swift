import Foundation
import GlideClock
import GlideObjectiveC

/// A container that shows one page of view controllers at a time and turns pages by the user's
/// gestures or by code (UIKit's `UIPageViewController`).
///
/// The scroll style keeps the pages in a paging scroll view, a subview of ``view`` (UIKit's queuing
/// scroll view): the page shown sits in the middle of three page-wide slots (each page plus the
/// `.interPageSpacing` option), the data source is asked for the pages before and after it when a
/// drag begins, the delegate hears `pageViewController(_:willTransitionTo:)` once the drag moves toward
/// one, and on release the content settles, on Glide's clock, on that page (dragged past half a page,
/// or flicked toward it) or back (then `transitionCompleted` is false); the scroll view is then
/// re-centred on the page shown. The pages' appearance callbacks follow the turn: the pending page's
/// `viewWillAppear` when it starts to show, then `viewDidAppear` and the old page's `viewDidDisappear`
/// when a turn completes, or the reverse when it is cancelled. A side without a page bounces.
/// ``setViewControllers(_:direction:animated:completion:)`` replaces the page, sliding the new one in
/// from `direction` when animated.
///
/// Glide differs: the page-curl style is drawn as the scroll style's slide (Glide draws no curl); its
/// ``gestureRecognizers`` (a pan and a tap, on ``view``) drive that slide, a tap in the leading or
/// trailing fifth turning the page, and no `isDoubleSided` back pages are shown. A `.mid` spine shows
/// its two view controllers side by side and turns both at once. A release settles with a 0.3 s
/// ease-out from where the finger left the content (UIKit's is a spring); the scroll view's delegate,
/// if the app set one, hears `scrollViewDidEndDragging(_:willDecelerate: false)` and no deceleration.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn (UIKit's `UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0, scroll
    }

    /// The axis pages turn along (UIKit's `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical
    }

    /// Where the spine of a page-curl book is (UIKit's `UIPageViewController.SpineLocation`).
    public enum SpineLocation: Int, Sendable {
        case none = 0, min, mid, max
    }

    /// Which way a page turn goes (UIKit's `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        case forward = 0, reverse
    }

    /// The options of ``init(transitionStyle:navigationOrientation:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location (a ``SpineLocation``'s raw value, as an `NSNumber` or `Int`): page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages in points (scroll style).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The data source, asked for the pages around the one shown (held weakly, as in UIKit).
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// The delegate, told of page turns by gestures (held weakly, as in UIKit).
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// How pages turn.
    open private(set) var transitionStyle: TransitionStyle
    /// The axis pages turn along.
    open private(set) var navigationOrientation: NavigationOrientation
    /// Where the spine is: `.none` for the scroll style, `.min` by default for the page-curl style.
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have content on both sides (page-curl style; stored, see the type's documentation).
    open var isDoubleSided = false
    /// The space between pages in the scroll style.
    let interPageSpacing: CGFloat

    /// The view controllers shown: one page, two with a `.mid` spine.
    open var viewControllers: [UIViewController]? { shown.isEmpty ? nil : shown }

    /// The recognizers that turn pages in the page-curl style (a pan and a tap, installed on ``view``);
    /// empty in the scroll style, whose scroll view's own pan turns them, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [curlPan, curlTap] : []
    }

    var shown: [UIViewController] = []
    lazy var pagingScrollView = PageQueuingScrollView(owner: self)
    lazy var curlPan = UIPanGestureRecognizer(target: self, action: Selector(UIPageViewController.handleCurlPan(_:), name: "_handlePanGesture:"))
    lazy var curlTap = UITapGestureRecognizer(target: self, action: Selector(UIPageViewController.handleCurlTap(_:), name: "_handleTapGesture:"))
    /// The turn in progress, by a gesture or by code.
    var turn: PageTurn?

    /// A page view controller of `style`, turning along `navigationOrientation`, with `options`
    /// (``OptionsKey``: spine location, inter-page spacing).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation]).flatMap(Self.intValue).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : (spine == nil || spine == SpineLocation.none ? .min : spine!)
        interPageSpacing = style == .scroll ? CGFloat((options?[.interPageSpacing]).flatMap(Self.doubleValue) ?? 0) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller decoded from an archive: the storyboard's default, scroll style, horizontal.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func intValue(_ value: Any) -> Int? {
        (value as? Int) ?? (value as? NSNumber)?.intValue ?? (value as? SpineLocation)?.rawValue
    }

    private static func doubleValue(_ value: Any) -> Double? {
        (value as? Double) ?? (value as? CGFloat).map(Double.init) ?? (value as? Int).map(Double.init) ?? (value as? NSNumber)?.doubleValue
    }

    /// The view: the pages' scroll view fills it (widened by the inter-page spacing, as UIKit's).
    open override func loadView() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
        root.onLayout = { [weak self] _ in self?.layoutPages() }
        view = root
        root.addSubview(pagingScrollView)
        if transitionStyle == .pageCurl {
            pagingScrollView.isScrollEnabled = false
            root.addGestureRecognizer(curlPan)
            root.addGestureRecognizer(curlTap)
        }
        installShownPages()
        layoutPages()
    }

    /// Only the page shown hears the page view controller's own appearance, as in UIKit.
    override var appearanceForwardingTargets: [UIViewController] { shown }
    /// Its children's views come and go through its own transitions, which send their appearance callbacks.
    override var forwardsAppearanceOnWindowChange: Bool { false }

    /// Shows `viewControllers` (one; two with a `.mid` spine): at once, or sliding in from `direction`
    /// over 0.3 s on Glide's clock when `animated` and the view is loaded. `completion` gets true once
    /// the new page is shown (false when another turn took its place first). The delegate is not told:
    /// in UIKit it hears only turns the user's gestures make.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let incoming = viewControllers ?? []
        interruptTurn()
        guard isViewLoaded, animated, !shown.isEmpty, !incoming.isEmpty, incoming.map(ObjectIdentifier.init) != shown.map(ObjectIdentifier.init)
        else {
            replaceShown(with: incoming)
            completion?(true)
            return
        }
        let side: PageTurn.Side = direction == .forward ? .after : .before
        var turn = PageTurn(byGesture: false)
        switch side {
        case .after: turn.after = incoming
        case .before: turn.before = incoming
        }
        turn.completion = completion
        self.turn = turn
        placeNeighbors()
        becomePending(side)
        settle(toward: side, from: pagingScrollView.contentOffset)
    }

    // MARK: Pages in place

    /// Puts the shown pages in the middle slot as children, when the view is loaded.
    private func installShownPages() {
        for child in shown { addPage(child) }
    }

    private func addPage(_ child: UIViewController) {
        if child.parent !== self { addChild(child) }
        if child.view.superview !== pagingScrollView { pagingScrollView.addSubview(child.view) }
        child.didMove(toParent: self)
    }

    private func removePage(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    /// Replaces the shown pages at once, with appearance callbacks when the page view controller is on screen.
    private func replaceShown(with incoming: [UIViewController]) {
        let onScreen = appearanceState == .appeared
        let outgoing = shown.filter { old in !incoming.contains { $0 === old } }
        let arriving = incoming.filter { new in !shown.contains { $0 === new } }
        if onScreen {
            for old in outgoing { old.beginAppearanceTransition(false, animated: false) }
            for new in arriving { new.beginAppearanceTransition(true, animated: false) }
        }
        shown = incoming
        if isViewLoaded {
            for old in outgoing { removePage(old) }
            for new in arriving { addPage(new) }
            layoutPages()
        }
        if onScreen {
            for old in outgoing { old.endAppearanceTransition() }
            for new in arriving { new.endAppearanceTransition() }
        }
    }

    /// The length of one slot along the axis: the page plus the inter-page spacing.
    var slotLength: CGFloat { along(view.bounds.size) + interPageSpacing }

    func along(_ size: CGSize) -> CGFloat { navigationOrientation == .horizontal ? size.width : size.height }
    func along(_ point: CGPoint) -> CGFloat { navigationOrientation == .horizontal ? point.x : point.y }
    func offset(_ value: CGFloat) -> CGPoint { navigationOrientation == .horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value) }

    /// Lays out the scroll view (the view's bounds, widened by the spacing along the axis, content three
    /// slots long) and the pages in their slots: before, shown, after. Sides without a page are out of
    /// the scroll range (negative insets), so the content bounces there.
    func layoutPages() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let slot = slotLength
        let scroll = pagingScrollView
        let horizontal = navigationOrientation == .horizontal
        scroll.frame = horizontal
            ? CGRect(x: -interPageSpacing / 2, y: 0, width: slot, height: bounds.height)
            : CGRect(x: 0, y: -interPageSpacing / 2, width: bounds.width, height: slot)
        scroll.contentSize = horizontal ? CGSize(width: slot * 3, height: bounds.height) : CGSize(width: bounds.width, height: slot * 3)
        let before = turn?.before ?? []
        let after = turn?.after ?? []
        let closed = -slot
        scroll.contentInset = horizontal
            ? UIEdgeInsets(top: 0, left: before.isEmpty ? closed : 0, bottom: 0, right: after.isEmpty ? closed : 0)
            : UIEdgeInsets(top: before.isEmpty ? closed : 0, left: 0, bottom: after.isEmpty ? closed : 0, right: 0)
        for (index, page) in [before, shown, after].enumerated() {
            let count = CGFloat(Swift.max(page.count, 1))
            for (i, child) in page.enumerated() {
                let start = CGFloat(index) * slot + interPageSpacing / 2
                let length = along(bounds.size) / count
                child.view.frame = horizontal
                    ? CGRect(x: start + CGFloat(i) * length, y: 0, width: length, height: bounds.height)
                    : CGRect(x: 0, y: start + CGFloat(i) * length, width: bounds.width, height: length)
            }
        }
        if turn == nil, scroll.contentOffset != offset(slot) {
            scroll.contentOffset = offset(slot)
        }
    }
}
