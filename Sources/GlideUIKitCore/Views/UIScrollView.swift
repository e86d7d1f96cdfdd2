import Foundation
import GlideClock
import GlideObjectiveC
import GlideQuartzCore

/// What a scroll view tells its delegate (UIKit's `UIScrollViewDelegate`). Every method has a default
/// implementation that does nothing, as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    @discardableResult
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    @discardableResult
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    @discardableResult
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    @discardableResult
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A view that scrolls its content (UIKit's `UIScrollView`).
///
/// As in UIKit, ``contentOffset`` is the bounds origin: setting either moves the content and tells
/// the delegate (`scrollViewDidScroll`). `setContentOffset(_:animated: true)` moves it on Glide's
/// clock over 0.3 s with an ease-in-out curve, one step per 120 Hz display frame, calling
/// `scrollViewDidScroll` at each and `scrollViewDidEndScrollingAnimation` at the end.
/// Fingers drive it through its own ``panGestureRecognizer``, added to itself as UIKit's is: the
/// content follows the finger (rubber-banding past the edges when ``bounces``), the delegate hears
/// `scrollViewWillBeginDragging`, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)` and the deceleration; a flick decelerates on
/// Glide's clock as UIKit's does (``decelerationRate`` per millisecond), a drag released past an
/// edge settles back inside the content, animated. Another recognizer can work with it as in UIKit
/// (a sheet's pan with `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` it, dismissing
/// once the content is at its top).
/// With ``isPagingEnabled`` a release comes to rest on a page (a multiple of the bounds' size), the next one after a
/// flick, decelerating on the clock with `scrollViewDidEndDecelerating` at rest, as UIKit's.
/// A zoom scales the delegate's view for zooming (``zoomScale``, ``pinchGestureRecognizer``). ``isDirectionalLockEnabled``
/// is stored only (Glide's difference: a diagonal drag is not locked to an axis)
/// and ``delaysContentTouches`` (touches reach the content at once; the pan cancels them when the
/// drag begins, as with ``canCancelContentTouches``).
///
/// Glide's difference in spelling: `UITableView` and `UICollectionView` keep this `delegate` property
/// (typed `UIScrollViewDelegate?`); assign their delegates to it as in UIKit.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset (UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// The indicator style (UIKit's `UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    /// How the keyboard is dismissed by a drag (UIKit's `UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive
    }

    /// The rate of deceleration (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate, told of scrolling (held weakly, as in UIKit).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        willSet { willChangeValue(forKey: "contentSize") }
        didSet {
            didChangeValue(forKey: "contentSize")
            if contentSize != oldValue { adjustedContentInsetMayHaveChanged(followingSafeArea: true) }
        }
    }
    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { willChangeValue(forKey: "contentInset") }
        didSet {
            didChangeValue(forKey: "contentInset")
            if contentInset != oldValue { adjustedContentInsetMayHaveChanged(followingSafeArea: false) }
        }
    }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged(followingSafeArea: true) } }
    }
    /// ``contentInset`` plus the part of the safe area that ``contentInsetAdjustmentBehavior`` adds, as UIKit's:
    /// `.always` every edge; `.scrollableAxes` the edges of an axis the content scrolls along (larger than the bounds,
    /// or bouncing always; a table view always scrolls vertically); `.automatic` the same, and the top and bottom also
    /// for a scroll view of a view controller in a navigation controller that `automaticallyAdjustsScrollViewInsets`;
    /// `.never` none.
    open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaAdjustment }

    /// The safe area's part of ``adjustedContentInset``.
    private var safeAreaAdjustment: UIEdgeInsets {
        let behavior = contentInsetAdjustmentBehavior
        if behavior == .never { return .zero }
        let safe = safeAreaInsets
        if behavior == .always || safe == .zero { return safe }
        let vertical = alwaysBounceVertical || contentSize.height > bounds.height || self is UITableView
            || (behavior == .automatic && adjustsForNavigationBars)
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// Whether the view controller this scroll view belongs to is in a navigation controller and adjusts its scroll
    /// views' insets (`.automatic`'s compatibility rule).
    private var adjustsForNavigationBars: Bool {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController {
                return controller.automaticallyAdjustsScrollViewInsets && controller.navigationController != nil
            }
            view = current.superview
        }
        return false
    }

    /// The adjusted content inset last told to the delegate.
    private var toldAdjustedContentInset = UIEdgeInsets.zero

    /// Tells the delegate when ``adjustedContentInset`` changed. When the safe area's part changed (the scroll view
    /// entered a window, a bar came or went, the content became scrollable), content resting at the top (or left) edge
    /// stays there, as UIKit's does: a table view under a navigation bar starts at −91 points.
    private func adjustedContentInsetMayHaveChanged(followingSafeArea: Bool) {
        let new = adjustedContentInset, old = toldAdjustedContentInset
        guard new != old else { return }
        toldAdjustedContentInset = new
        if followingSafeArea, !isTracking, !isDecelerating, scrollAnimation.isEmpty {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { moveContent(to: offset) }
        }
        adjustedContentInsetDidChange()
    }

    override package func safeAreaInsetsDidChangeInternally() {
        adjustedContentInsetMayHaveChanged(followingSafeArea: true)
    }

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { adjustedContentInsetMayHaveChanged(followingSafeArea: true) } }
    }
    /// Whether fingers scroll the content; false disables ``panGestureRecognizer`` (cancelling a
    /// drag in progress), as in UIKit.
    open var isScrollEnabled = true {
        didSet { scrollPanRecognizer.isEnabled = isScrollEnabled }
    }
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether a release comes to rest on a page, a multiple of the bounds' size (see the class' notes).
    open var isPagingEnabled = false
    /// True for a page view controller's scroll view, whose owner settles the pages after a release itself.
    package var settlesPagesItself = false
    open var isDirectionalLockEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    /// How far the vertical scroll indicator is inset from the edges of the scroll view.
    ///
    /// **Glide differs:** Glide draws no scroll indicators; the value is stored and read back.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal scroll indicator is inset from the edges of the scroll view.
    ///
    /// **Glide differs:** Glide draws no scroll indicators; the value is stored and read back.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (deprecated in iOS 13): setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``; reading it gives the vertical one, as UIKit does.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Shows the scroll indicators briefly.
    ///
    /// **Glide differs:** Glide draws no scroll indicators, so this shows nothing.
    open func flashScrollIndicators() {}
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var decelerationRate: DecelerationRate = .normal
    open var minimumZoomScale: CGFloat = 1 { didSet { updatePinchGestureRecognizer() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { updatePinchGestureRecognizer() } }
    open var bouncesZoom = true
    /// The zoom scale, clamped to the minimum and maximum as UIKit does. As in UIKit, when the delegate gives a view
    /// for zooming (``UIScrollViewDelegate/viewForZooming(in:)``), setting it scales that view (its transform becomes
    /// the scale, its frame's origin the content's), makes the content size the scaled view's, and keeps the point
    /// of the content at the middle of the bounds there (clamped to the offsets the content can rest at).
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set {
            let old = storedZoomScale
            storedZoomScale = Swift.min(Swift.max(newValue, minimumZoomScale), maximumZoomScale)
            // The same scale again changes nothing (an app that resets the scale on each layout keeps its own placing).
            guard storedZoomScale != old, let view = delegate?.viewForZooming(in: self), view.superview === self else { return }
            applyZoom(to: view, from: old)
        }
    }

    /// Scales `view` to ``zoomScale`` and the content with it, from the scale `old`.
    private func applyZoom(to view: UIView, from old: CGFloat) {
        let scale = storedZoomScale
        let middle = CGPoint(x: bounds.midX / Swift.max(old, .ulpOfOne), y: bounds.midY / Swift.max(old, .ulpOfOne))
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        // UIKit lays the scroll view out at each step of a zoom, even one that leaves the offset where it was.
        setNeedsLayout()
        let range = offsetRange
        moveContent(to: CGPoint(
            x: Swift.min(Swift.max(middle.x * scale - bounds.width / 2, range.min.x), range.max.x),
            y: Swift.min(Swift.max(middle.y * scale - bounds.height / 2, range.min.y), range.max.y)))
    }
    private var storedZoomScale: CGFloat = 1

    /// The refresh control above the content, which a pull past the top starts (see ``UIRefreshControl``); setting it adds
    /// it as a subview (and removes the one it replaces).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                refreshControl.placeAbove(self)
            }
        }
    }

    /// Whether a finger is down on the content.
    open private(set) var isTracking = false
    /// Whether the content is being dragged.
    open private(set) var isDragging = false
    /// Whether the content is moving on after a flick.
    open private(set) var isDecelerating = false
    open private(set) var isZooming = false
    open private(set) var isZoomBouncing = false

    private var scrollAnimation: [ScheduledTask] = []
    private var dragStartOffset: CGPoint = .zero
    private let scrollPanRecognizer = UIScrollViewPanGestureRecognizer(target: nil, action: nil)

    private var zoomPinch: UIPinchGestureRecognizer?
    private var pinchStartScale: CGFloat = 1

    /// The pinch that zooms the content, attached while zooming is possible (``maximumZoomScale`` above
    /// ``minimumZoomScale``), else nil, as UIKit's. Two fingers pinching scale ``zoomScale`` from where it was when they
    /// began, for the view the delegate gives for zooming; the delegate hears `scrollViewWillBeginZooming(_:with:)`,
    /// `scrollViewDidZoom(_:)` and `scrollViewDidEndZooming(_:with:atScale:)`.
    ///
    /// **Glide differs:** the scale stays between the minimum and maximum (no rubber-band past them with
    /// ``bouncesZoom``), and the zoom keeps the content at the middle of the bounds, not the point between the fingers.
    public var pinchGestureRecognizer: UIPinchGestureRecognizer? { zoomPinch }

    private func updatePinchGestureRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, zoomPinch == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: Selector(UIScrollView.handleZoomPinch(_:), name: "handlePinch:"))
            zoomPinch = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = zoomPinch {
            removeGestureRecognizer(pinch)
            zoomPinch = nil
        }
    }

    /// The scroll view's pinch changed state: the zoom follows it.
    func handleZoomPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            pinchStartScale = zoomScale
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            setZoomScale(pinchStartScale * pinch.scale, animated: false)
        case .ended, .cancelled, .failed:
            guard isZooming else { return }
            isZooming = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        default:
            break
        }
    }

    /// The pan that scrolls the content (UIKit's `panGestureRecognizer`): the scroll view's own,
    /// attached to it. Give it delegates' relations as in UIKit (`require(toFail:)`, another
    /// recognizer's `shouldRecognizeSimultaneouslyWith`); its target is the scroll view.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPanRecognizer }

    /// A scroll view with `frame`, its ``panGestureRecognizer`` attached, clipping to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachPanGestureRecognizer()
    }

    /// A scroll view decoded from an archive (Glide has no nibs: a zero frame), its pan attached.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachPanGestureRecognizer()
    }

    /// Attaches the pan; a scroll view clips its content to its bounds, as UIKit's does by default.
    private func attachPanGestureRecognizer() {
        clipsToBounds = true
        scrollPanRecognizer.addTarget(self, action: Selector(UIScrollView.handleScrollPan(_:), name: "handlePan:"))
        addGestureRecognizer(scrollPanRecognizer)
    }

    /// The scroll view's pan changed state: the drag follows it. A cancelled or failed pan ends
    /// the drag without velocity (the content settles inside its edges).
    func handleScrollPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            applyDrag(.began)
            applyDrag(.changed(translation: pan.translation(in: self)))
        case .changed:
            applyDrag(.changed(translation: pan.translation(in: self)))
        case .ended:
            applyDrag(.ended(velocity: pan.velocity(in: self)))
        case .cancelled, .failed:
            applyDrag(.ended(velocity: .zero))
        default:
            break
        }
    }

    /// Whether the content scrolls sideways: it is wider than the bounds (with the insets), or
    /// ``alwaysBounceHorizontal``.
    package var scrollsHorizontally: Bool {
        let range = offsetRange
        return isScrollEnabled && (range.max.x > range.min.x || alwaysBounceHorizontal)
    }

    /// Whether the content scrolls up and down: it is taller than the bounds (with the insets), or
    /// ``alwaysBounceVertical``.
    package var scrollsVertically: Bool {
        let range = offsetRange
        return isScrollEnabled && (range.max.y > range.min.y || alwaysBounceVertical)
    }

    /// A finger came down on the content: tracking; a deceleration or scrolling animation stops
    /// where it is (UIKit stops a flicked list under the finger).
    func fingerTouchedDown() {
        guard isScrollEnabled else { return }
        if !scrollAnimation.isEmpty { cancelScrollAnimation() }
        isTracking = true
    }

    /// The last finger lifted (after the drag ended, if one began).
    func lastFingerLifted() {
        if !isDragging { isTracking = false }
    }

    /// The point of the content at the view's top-left: the bounds origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            cancelScrollAnimation()
            moveContent(to: newValue)
        }
    }

    /// Sets the zoom scale (see ``zoomScale``); `animated` is ignored: the scale is applied at once.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
        delegate?.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect`, in the coordinates of the view ``UIScrollViewDelegate/viewForZooming(in:)`` returns,
    /// fills the bounds: the zoom scale becomes the largest at which the whole rectangle fits (clamped to
    /// ``minimumZoomScale`` and ``maximumZoomScale``), and the content offset centres the rectangle, scaled, within
    /// the offsets the content can rest at. The delegate hears `scrollViewDidZoom(_:)` (and, animated,
    /// `scrollViewDidEndScrollingAnimation(_:)` when the offset's animation ends).
    ///
    /// **Glide differs:** without a view for zooming the scale is only stored, and the offset is clamped to the content
    /// as it is.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0 || rect.height > 0 else { return }
        let fitX = rect.width > 0 ? bounds.width / rect.width : .infinity
        let fitY = rect.height > 0 ? bounds.height / rect.height : .infinity
        setZoomScale(Swift.min(fitX, fitY), animated: animated)
        let scale = zoomScale
        let range = offsetRange
        let target = CGPoint(
            x: Swift.min(Swift.max(rect.midX * scale - bounds.width / 2, range.min.x), range.max.x),
            y: Swift.min(Swift.max(rect.midY * scale - bounds.height / 2, range.min.y), range.max.y))
        setContentOffset(target, animated: animated)
    }

    // MARK: Layout guides

    /// The layout guide of the content area: its origin is the content's (the scroll view's coordinates, where its
    /// subviews are placed), its size is the content's. Views constrained to it are placed in the content, and
    /// scroll with it. When constraints other than its own mention it, each layout pass of the scroll view sets
    /// ``contentSize`` to the guide's solved size, as UIKit does.
    ///
    /// **Glide differs:** the guide's origin is held to the scroll view's by two constraints of its own (UIKit keeps
    /// it there without constraints), so a scroll view that does not translate its autoresizing mask into
    /// constraints is laid out by Auto Layout once the guide is used (in UIKit it is also mentioned by the
    /// constraints that place it).
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentLayoutGuide { return guide }
        let guide = addedLayoutGuide("UIScrollView-contentLayoutGuide")
        storedContentLayoutGuide = guide
        NSLayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: leftAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
        ])
        return guide
    }

    /// The layout guide of the scroll view's frame, untransformed: in the scroll view's coordinates its origin is the
    /// content offset and its size the bounds', so views constrained to it stay where they are on screen while the
    /// content scrolls (each change of the offset asks for a layout pass, which places them again).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameLayoutGuide { return guide }
        let guide = addedLayoutGuide("UIScrollView-frameLayoutGuide")
        storedFrameLayoutGuide = guide
        let origin = bounds.origin
        let left = guide.leftAnchor.constraint(equalTo: leftAnchor, constant: origin.x)
        let top = guide.topAnchor.constraint(equalTo: topAnchor, constant: origin.y)
        frameGuideOrigin = (left, top)
        NSLayoutConstraint.activate([
            left, top, guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor),
        ])
        return guide
    }

    /// A layout guide named `identifier`, added to the scroll view.
    private func addedLayoutGuide(_ identifier: String) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = identifier
        addLayoutGuide(guide)
        return guide
    }

    private var storedContentLayoutGuide: UILayoutGuide?
    private var storedFrameLayoutGuide: UILayoutGuide?
    /// The frame guide's origin constraints, whose constants follow the content offset.
    private var frameGuideOrigin: (left: NSLayoutConstraint, top: NSLayoutConstraint)?

    /// Lays out the subviews, then takes ``contentSize`` from ``contentLayoutGuide`` when constraints other than the
    /// guide's own two mention it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let guide = storedContentLayoutGuide, guide.layoutItem.mentions > 2 else { return }
        let size = guide.layoutFrame.size
        guard size.width.isFinite, size.height.isFinite, size != contentSize else { return }
        contentSize = CGSize(width: Swift.max(0, size.width), height: Swift.max(0, size.height))
    }

    /// The offsets the content can rest at: from −adjusted inset to content size + inset − bounds.
    package var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minPoint = CGPoint(x: -inset.left, y: -inset.top)
        let maxPoint = CGPoint(
            x: Swift.max(minPoint.x, contentSize.width + inset.right - bounds.width),
            y: Swift.max(minPoint.y, contentSize.height + inset.bottom - bounds.height))
        return (minPoint, maxPoint)
    }

    /// Sets the content offset, at once or animated on Glide's clock (see the type's documentation).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        cancelScrollAnimation()
        let start = self.contentOffset
        guard start != contentOffset else { return }
        let clock = Clocks.current
        let begin = clock.nowNanoseconds
        let duration = 0.3
        let frames = Int((duration * 120).rounded())
        let curve = TimingFunction(UIView.AnimationCurve.easeInOut)
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            let task = clock.schedule(atNanoseconds: begin + nanoseconds(duration * fraction)) { [weak self] in
                guard let self else { return }
                let p = CGFloat(curve.progress(atFraction: fraction, duration: duration))
                self.moveContent(to: CGPoint(x: start.x + (contentOffset.x - start.x) * p, y: start.y + (contentOffset.y - start.y) * p))
                if frame == frames {
                    self.scrollAnimation = []
                    self.delegate?.scrollViewDidEndScrollingAnimation(self)
                }
            }
            scrollAnimation.append(task)
        }
    }

    /// Scrolls so that `rect` (in content coordinates) is visible, moving as little as possible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let b = bounds
        var offset = b.origin
        if rect.maxX > b.maxX { offset.x = rect.maxX - b.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > b.maxY { offset.y = rect.maxY - b.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let range = offsetRange
        offset.x = Swift.min(Swift.max(offset.x, range.min.x), range.max.x)
        offset.y = Swift.min(Swift.max(offset.y, range.min.y), range.max.y)
        setContentOffset(offset, animated: animated)
    }

    /// The phases of a drag Glide's gesture input applies (see ``applyDrag(_:)``).
    package enum Drag {
        /// A finger came down and started moving.
        case began
        /// The finger moved `translation` points from where it came down.
        case changed(translation: CGPoint)
        /// The finger lifted, moving at `velocity` points per second.
        case ended(velocity: CGPoint)
    }

    /// Applies a finger drag as UIKit's pan does (``panGestureRecognizer`` calls it): the content
    /// follows the finger on scrollable axes; beyond the content it follows with UIKit's rubber-band
    /// resistance, b = (1 − 1 / (x · c / d + 1)) · d for x points past the edge, d the view's size
    /// along the axis and c = ``rubberBandConstant``, when ``bounces``, else stops at the edge. A
    /// release settles back inside the content, animated.
    package func applyDrag(_ drag: Drag) {
        switch drag {
        case .began:
            // A drag in progress still ends when scrolling is turned off (its pan is cancelled).
            guard isScrollEnabled else { return }
            cancelScrollAnimation()
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
        case .changed(let translation):
            guard isDragging else { return }
            let range = offsetRange
            let canX = alwaysBounceHorizontal || range.max.x > range.min.x
            let canY = alwaysBounceVertical || range.max.y > range.min.y
            let x = canX ? rubberBand(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, dimension: bounds.width) : contentOffset.x
            let y = canY ? rubberBand(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, dimension: bounds.height) : contentOffset.y
            moveContent(to: CGPoint(x: x, y: y))
        case .ended(let velocity):
            guard isDragging else { return }
            let range = offsetRange
            let inside = CGPoint(
                x: Swift.min(Swift.max(contentOffset.x, range.min.x), range.max.x),
                y: Swift.min(Swift.max(contentOffset.y, range.min.y), range.max.y))
            // The content moves against the finger, on the axes that scroll; released past an edge,
            // it settles back instead of decelerating.
            let overscrolled = inside != contentOffset
            let contentVelocity = overscrolled ? CGPoint.zero : CGPoint(
                x: range.max.x > range.min.x || alwaysBounceHorizontal ? -velocity.x : 0,
                y: range.max.y > range.min.y || alwaysBounceVertical ? -velocity.y : 0)
            let start = contentOffset
            let distance = Self.decelerationDistance(rate: decelerationRate.rawValue)
            var target = overscrolled ? inside : CGPoint(
                x: Swift.min(Swift.max(start.x + contentVelocity.x * distance, range.min.x), range.max.x),
                y: Swift.min(Swift.max(start.y + contentVelocity.y * distance, range.min.y), range.max.y))
            if isPagingEnabled, !settlesPagesItself, !overscrolled { target = pagedTarget(velocity: contentVelocity, range: range) }
            target = targetContentOffset(forProposed: target, velocity: contentVelocity)
            // UIKit reports the scroll view's velocity (the content's, in points per millisecond).
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: contentVelocity.x / 1000, y: contentVelocity.y / 1000), targetContentOffset: &target)
            isDragging = false
            isTracking = false
            let decelerates = !overscrolled && hypot(target.x - start.x, target.y - start.y) >= Self.decelerationRestDistance
            delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
            if decelerates {
                decelerate(from: start, to: target)
            } else if target != contentOffset {
                setContentOffset(target, animated: true)
            }
        }
    }

    /// A release at least this fast (points per second of the content) turns a paging scroll view to the next page in
    /// its direction; a slower one settles on the page the content is mostly on. (Glide's: UIKit's threshold is not
    /// documented.)
    package static let pagingFlickVelocity: CGFloat = 300

    /// Where a paging scroll view comes to rest after a release: on a multiple of its bounds' size along each axis that
    /// scrolls, the page the content is mostly on, or after a flick the next one in its direction, at most one page from
    /// the page the drag began on, as UIKit's paging moves one page per swipe.
    private func pagedTarget(velocity: CGPoint, range: (min: CGPoint, max: CGPoint)) -> CGPoint {
        func axis(_ offset: CGFloat, began: CGFloat, velocity v: CGFloat, page: CGFloat, min lo: CGFloat, max hi: CGFloat) -> CGFloat {
            guard page > 0, hi > lo else { return offset }
            let position = offset / page
            let startPage = (began / page).rounded()
            var target = abs(v) >= Self.pagingFlickVelocity ? (v > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1) : position.rounded()
            target = Swift.min(Swift.max(target, startPage - 1), startPage + 1)
            return Swift.min(Swift.max(target * page, lo), hi)
        }
        return CGPoint(
            x: axis(contentOffset.x, began: dragStartOffset.x, velocity: velocity.x, page: bounds.width, min: range.min.x, max: range.max.x),
            y: axis(contentOffset.y, began: dragStartOffset.y, velocity: velocity.y, page: bounds.height, min: range.min.y, max: range.max.y))
    }

    /// How far the content travels after a release per point per second of velocity, at `rate`:
    /// UIKit multiplies the velocity by the deceleration rate every millisecond, so a velocity v
    /// carries the content v · (−1 / (1000 · ln rate)) points (≈ 0.4995 s · v at `.normal`; WWDC 2018
    /// "Designing Fluid Interfaces" projects it as v / 1000 · rate / (1 − rate)).
    package static func decelerationDistance(rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return -1 / (1000 * log(rate))
    }

    /// The content is at rest once less than this many points are left to travel.
    package static let decelerationRestDistance: CGFloat = 0.5
    /// Deceleration moves the content once per display frame, at this rate (frames per second).
    package static let decelerationFrameRate = 120.0

    /// Decelerates from `start` to `target` on Glide's clock, as UIKit does after a flick: the
    /// velocity falls by ``decelerationRate`` each millisecond, the content covering
    /// (target − start) · (1 − rate^ms) by then. Glide's difference: a fling that would carry the
    /// content past an edge stops at the edge (UIKit overshoots and springs back). Calls
    /// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` at every frame and
    /// `scrollViewDidEndDecelerating` at rest; a new drag stops it without the latter, as in UIKit.
    private func decelerate(from start: CGPoint, to target: CGPoint) {
        cancelScrollAnimation()
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let deceleration = Deceleration(
            start: start, target: target, begin: Clocks.current.nowNanoseconds, rate: Double(decelerationRate.rawValue),
            travel: Double(hypot(target.x - start.x, target.y - start.y)))
        scheduleDecelerationFrame(1, of: deceleration)
    }

    private struct Deceleration {
        let start: CGPoint, target: CGPoint, begin: Int64, rate: Double, travel: Double
    }

    private func scheduleDecelerationFrame(_ frame: Int, of d: Deceleration) {
        let elapsed = Double(frame) / Self.decelerationFrameRate
        let task = Clocks.current.schedule(atNanoseconds: d.begin + nanoseconds(elapsed)) { [weak self] in
            guard let self else { return }
            let remaining = pow(d.rate, elapsed * 1000)
            if remaining * d.travel < Double(Self.decelerationRestDistance) {
                self.scrollAnimation = []
                self.isDecelerating = false
                self.moveContent(to: d.target)
                self.delegate?.scrollViewDidEndDecelerating(self)
                return
            }
            let f = CGFloat(1 - remaining)
            self.moveContent(to: CGPoint(x: d.start.x + (d.target.x - d.start.x) * f, y: d.start.y + (d.target.y - d.start.y) * f))
            self.scheduleDecelerationFrame(frame + 1, of: d)
        }
        scrollAnimation = [task]
    }

    /// UIScrollView's rubber-band constant: Grant Paul's (@chpwn) description of Apple's
    /// algorithm, b = (1 − 1 / (x · 0.55 / d + 1)) · d ("Analysis of Apple's rubber band
    /// scrolling", squareb.wordpress.com, 2013; gist.github.com/originell/6961057): a 100-point
    /// pull on a 960-point view moves the content 52 points.
    package static let rubberBandConstant: CGFloat = 0.55

    private func rubberBand(_ offset: CGFloat, min lower: CGFloat, max upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if offset >= lower && offset <= upper { return offset }
        guard bounces, dimension > 0 else { return Swift.min(Swift.max(offset, lower), upper) }
        let edge = offset < lower ? lower : upper
        let excess = abs(offset - edge)
        let resisted = (1 - 1 / (excess * Self.rubberBandConstant / dimension + 1)) * dimension
        return offset < lower ? edge - resisted : edge + resisted
    }

    /// Every change of the offset comes here (setter, drag, deceleration, animation): its key-value observers are told
    /// at each, as UIKit's `setContentOffset` tells them. An offset set to the value it has changes nothing and tells no
    /// one: an observer that halts scrolling by setting the offset from inside its observation (PanModal's
    /// `haltScrolling`, on every drag inside a sheet's table) hears its own set once, not forever, as on iOS, where that
    /// library runs (Apple documents neither way; PanModal's stack overflows on iOS, #157 and #197, come from an offset
    /// that keeps changing).
    private func moveContent(to offset: CGPoint) {
        guard offset != bounds.origin else { return }
        changingValue(forKey: "contentOffset") { bounds = CGRect(origin: offset, size: bounds.size) }
    }

    private func cancelScrollAnimation() {
        scrollAnimation.forEach { $0.cancel() }
        scrollAnimation = []
        isDecelerating = false
    }

    private func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Called when the bounds origin moved: tells the delegate, as UIKit does for every offset change, and asks for a
    /// layout pass, as UIKit's scroll view does on every scroll (a subclass that centres its zoomed image in
    /// `layoutSubviews`, Apple's PhotoScroller sample, relies on it).
    override package func boundsOriginDidChange() {
        if let (left, top) = frameGuideOrigin, left.constant != bounds.origin.x || top.constant != bounds.origin.y {
            left.constant = bounds.origin.x
            top.constant = bounds.origin.y
        }
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
        refreshControl?.scrollViewDidScroll(self)
        scrollViewDidScrollInternally()
    }

    /// Subclasses in Glide (table and collection views) lay out newly visible cells here.
    func scrollViewDidScrollInternally() {}

    /// Where content released at `velocity` (points per second) comes to rest, given where it would (`proposed`); a
    /// collection view asks its layout, before the delegate's `scrollViewWillEndDragging`, as UIKit's does.
    func targetContentOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }
}
