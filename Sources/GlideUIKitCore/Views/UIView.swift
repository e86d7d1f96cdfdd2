import Foundation
import GlideCoreGraphics
import GlideQuartzCore

/// A rectangular area of the headless screen, with UIKit's `UIView` geometry, hierarchy and animation.
///
/// Geometry is UIKit's: `frame` is derived from `center`, `bounds` and `transform`; the transform
/// applies about the centre. Setting an animatable property inside `UIView.animate` changes the
/// model value at once and animates the presentation (see ``CALayer``).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer that holds this view's visible state: an instance of the class's ``layerClass``.
    public let layer: CALayer
    /// The class of the layer a view of this class is backed by: `CALayer` by default; a subclass overrides it to be
    /// backed by a shape, gradient, player or its own layer.
    ///
    /// Glide differs: the layer is made with the class's `makeBackingLayer()` (see `CALayer`), which `glide port`
    /// writes for a layer class of the ported module; a layer class without it stops the program with its name.
    open class var layerClass: AnyClass { CALayer.self }
    /// An identifier for tests and reports; Glide names views by it (their type's name when nil).
    open var accessibilityIdentifier: String?
    /// What VoiceOver speaks for the view (UIKit's `accessibilityLabel`). Glide differs: UIKit declares the
    /// accessibility attributes on `NSObject`; Glide has them on views, which are what transitions label.
    open var accessibilityLabel: String?
    /// What VoiceOver speaks after the label, the result of acting on the view.
    open var accessibilityHint: String?
    /// The view's value as VoiceOver speaks it (a slider's percentage).
    open var accessibilityValue: String?
    /// Whether VoiceOver treats the view as one element (false for a plain view, as in UIKit).
    open var isAccessibilityElement = false
    /// VoiceOver's swipe up on an adjustable element (a rating control raises its value). Glide has no VoiceOver and
    /// never calls it; as the other accessibility members, Glide declares it on views (UIKit's is on `NSObject`).
    open func accessibilityIncrement() {}
    /// VoiceOver's swipe down on an adjustable element. Glide never calls it.
    open func accessibilityDecrement() {}
    /// Called by Interface Builder to draw a designable view in the editor; Glide never calls it.
    open func prepareForInterfaceBuilder() {}
    /// What the view is and does, for VoiceOver (none for a plain view).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether Smart Invert leaves the view's colours alone (photos, video); kept and read back, nothing is inverted.
    open var accessibilityIgnoresInvertColors = false
    /// The identifier state restoration saves the view under (`UIStateRestoring`); kept and read back, Glide restores
    /// no state. Code also uses it to find a view it added again.
    open var restorationIdentifier: String?
    /// The point of the bounds that ``center`` names and transforms turn about, in unit coordinates (iOS 16's
    /// `UIView.anchorPoint`, the layer's): changing it keeps the center and moves the frame.
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// An integer that identifies the view (see ``viewWithTag(_:)``).
    open var tag = 0
    /// Whether the view receives touches.
    open var isUserInteractionEnabled = true
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// For a snapshot, the name of the view it copies; nil otherwise.
    package internal(set) var snapshotSourceName: String?
    /// For a snapshot, the view it copies, while that view lives (GlideCheck names the snapshot after it).
    package internal(set) weak var snapshotSource: UIView?
    /// The gesture recognizers attached (see ``gestureRecognizers``).
    package var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// True when ``layoutSubviews()`` should run at the next layout pass.
    package private(set) var needsLayout = false
    /// The corner configuration set (``cornerConfiguration``), resolved again at each size change and layout.
    var storedCornerConfiguration: UICornerConfiguration?
    /// Auto Layout's state for this view (installed constraints, solver variables, flags; see
    /// `Layout/AutoLayout/`), made when the view first meets a constraint. Stored here rather than
    /// in a side table so that it lives and dies with the view.
    package var autoLayoutState: AutoLayoutViewState?

    /// The name Glide's reports use: the ``accessibilityIdentifier``, or the view's type.
    package var name: String {
        get { accessibilityIdentifier ?? String(describing: type(of: self)) }
        set { accessibilityIdentifier = newValue }
    }

    /// A view with `frame`.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.viewDelegate = self
        AnimationTransaction.withoutAnimation {
            layer.bounds = CGRect(origin: .zero, size: frame.size)
            layer.position = frame.center
        }
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// A new instance of the class this is called on, made with `init()`: what `glide port` writes for `T()` where
    /// `T: UIView` is a type parameter (`T.glideMakeWithInit() as! T`).
    ///
    /// Glide differs: the Objective-C runtime is not there to send `init` to any class. Glide's own classes answer from a
    /// table; a class `glide port` ports overrides this to call its own `init()`. Any other class traps, naming itself,
    /// as iOS traps when the runtime makes a Swift class with an initializer the class does not have.
    @discardableResult
    open class func glideMakeWithInit() -> UIView { glideMakeFromTable(self) }

    /// A view decoded from an archive. Glide has no nibs or storyboards: this makes a view with a zero frame.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.viewDelegate = self
    }

    /// A view with `frame` named `name` in Glide's reports (sets ``accessibilityIdentifier``).
    package convenience init(frame: CGRect, name: String?) {
        self.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// "<name frame=(x, y, width, height)>".
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(name) frame=\(frame.formatted)>" }
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates; with a non-identity transform, the bounding box of the
    /// transformed bounds (UIKit calls the value undefined then). Setting it keeps the transform and sets
    /// centre and bounds size so that the frame reads back as set, as Core Animation's layer does: a view
    /// scaled by ½ gets bounds twice the frame's size, and a translation is taken out of the centre. **Glide differs**
    /// for a 3D layer transform (not affine), whose mapping Apple does not document: the frame is placed as if untransformed.
    open var frame: CGRect {
        get { layer.frame }
        set {
            changingValue(forKey: "frame") {
                let g = LayerState.geometry(
                    settingFrame: newValue, anchorPoint: layer.anchorPoint, transform: layer.transform)
                center = g.position
                bounds = CGRect(origin: bounds.origin, size: g.size)
            }
        }
    }

    /// The frame as if the view had no transform: its bounds' size placed by its centre and anchor point.
    package final var frameIgnoringTransform: CGRect {
        LayerState.frame(bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint, transform: .identity)
    }

    /// Places the view by centre and bounds size: its centre at the middle of `rect`, whatever its anchor point, and
    /// its bounds the size of `rect`, its transform left to act on them. How UIKit applies Auto Layout's solved frames
    /// ("the transform property does not affect Auto Layout") and a collection view's layout attributes (their `center`
    /// and `size`): a view whose anchor point is moved there moves with it, which apps compensate (a cell's `apply(_:)`
    /// that sets `layer.anchorPoint` and adds `(anchorPoint.y - 0.5) * bounds.height` to `center.y`).
    package final func setCenterAndBoundsSize(from rect: CGRect) {
        let middle = CGPoint(x: rect.midX, y: rect.midY)
        if center != middle { center = middle }
        if bounds.size != rect.size { bounds = CGRect(origin: bounds.origin, size: rect.size) }
    }

    /// The bounds rectangle, in the view's own coordinates.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            willChangeValue(forKey: "bounds")
            defer { didChangeValue(forKey: "bounds") }
            let oldSize = layer.bounds.size, oldOrigin = layer.bounds.origin
            let sizeChanged = newValue.size != oldSize
            layer.bounds = newValue
            if sizeChanged {
                if autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
                setNeedsLayout()
                autoLayoutGeometryDidChange()
                applyCornerConfiguration()
            }
            if newValue.origin != oldOrigin { boundsOriginDidChange() }
        }
    }

    /// The centre in the superview's coordinates.
    open var center: CGPoint {
        get { layer.position }
        set {
            willChangeValue(forKey: "center")
            defer { didChangeValue(forKey: "center") }
            let moved = newValue != layer.position
            layer.position = newValue
            if moved { autoLayoutGeometryDidChange() }
        }
    }

    /// The 2D transform (the affine part of the layer's 3D transform).
    open var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { changingValue(forKey: "transform") { layer.transform = CATransform3D(newValue) } }
    }

    /// The 3D transform (`transform3D`, the same storage as `layer.transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The outline a dynamic animator collides the view with (`UIDynamicItem`): the bounds rectangle;
    /// override it (`.ellipse`, `.path`) as in UIKit. Declared here so that subclasses can override it.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// For `.path` collision bounds: a convex, counter-clockwise polygon whose (0, 0) is the view's
    /// centre (by default, the bounds).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// The opacity, 0 to 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { changingValue(forKey: "alpha") { layer.opacity = Float(newValue) } }
    }

    /// True when the view is hidden (a stack view's arranged subview then takes no room).
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            changingValue(forKey: "hidden") { layer.isHidden = newValue }
            if changed, let stack = superview as? UIStackView { stack.arrangedSubviewHiddenDidChange(self) }
            // A bar that shows or hides changes its container's children's safe area: the next layout pass tells them.
            if changed, coversSafeArea { superview?.setNeedsLayout() }
        }
    }

    /// The corner radius (`layer.cornerRadius`); UIKit has no such view property, so it is the engine's only.
    package var cornerRadius: CGFloat {
        get { layer.cornerRadius }
        set { layer.cornerRadius = newValue }
    }

    /// True when subviews are clipped to the bounds (`clipsToBounds`, `layer.masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The background colour.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set {
            layer.backgroundColor = newValue?.cgColor
            appearancePropertyDidSet(\UIView.backgroundColor)
        }
    }

    /// What the screen shows for this view now (the presentation layer's frame).
    package var presentationFrame: CGRect { layer.presentationState().frame }

    // MARK: UIKit view properties (stored or overridable; the rest is in UIView+UIKit.swift)

    /// How the content (an image view's image) is laid out when the bounds change size.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// How this view resizes when its superview's bounds size changes (see ``autoresizesSubviews``).
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether a change of this view's bounds size resizes its subviews by their ``autoresizingMask`` (default true).
    open var autoresizesSubviews = true
    /// Whether the view is fully opaque (a drawing hint; default true, as in UIKit).
    open var isOpaque = true
    /// Whether this view handles touches exclusively (stored; Glide's touches come with gesture recognizers).
    open var isExclusiveTouch = false
    /// Whether this view receives more than one touch (stored; default false).
    open var isMultipleTouchEnabled = false
    /// The margins for laying out content (default 8 on each edge, as in UIKit).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// Whether the view's margins grow to its superview's (kept; Glide's margins are the view's own).
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins add the safe area's insets (kept, true by default as in UIKit; Glide's margins are the view's
    /// own).
    open var insetsLayoutMarginsFromSafeArea = true
    /// How the view's content flips for right-to-left languages (``effectiveUserInterfaceLayoutDirection``).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// Called when ``layoutMargins`` change.
    open func layoutMarginsDidChange() { setNeedsLayout() }
    /// Called when ``safeAreaInsets`` change.
    open func safeAreaInsetsDidChange() {}
    private var ownTintColor: UIColor?
    /// The tint: this view's own, else the superview's, else the system blue (UIKit's default tint).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            notifyTintColorDidChange()
            appearancePropertyDidSet(\UIView.tintColor)
        }
    }
    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for sub in subviews where sub.ownTintColor == nil { sub.notifyTintColorDidChange() }
    }
    /// Called when the effective ``tintColor`` changes.
    open func tintColorDidChange() {}
    /// The size that fits `size` best; the current bounds size by default, as in UIKit.
    @discardableResult
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// How far the view's content (its alignment rectangle) lies inside its frame (none by default). Glide differs:
    /// Auto Layout aligns frames, not alignment rectangles.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of a view with `frame`: the frame inside ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame of a view whose alignment rectangle is `alignmentRect`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: fitted)
    }
    /// The deepest visible, interactive descendant (or this view) containing `point`, in this view's
    /// coordinates, as UIKit hit-tests: hidden views, views with alpha below 0.01, views with user
    /// interaction disabled and views an animation that takes no touches animates (a block animation without
    /// `.allowUserInteraction`) are skipped with their subtrees; subviews are tried front to back.
    @discardableResult
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, !layer.isInNonInteractiveAnimation,
              self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
    /// Whether `point` (in this view's coordinates) is inside the view: inside its bounds.
    @discardableResult
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// True when ``setNeedsDisplay()`` asked for a redraw that has not happened (Glide draws nothing).
    package internal(set) var needsDisplay = false
    /// Draws the view's content; Glide renders no pixels, so this is only called if you call it.
    open func draw(_ rect: CGRect) {}

    // The layer's delegate (`CALayerDelegate`): a view is its layer's delegate, and subclasses override these as on
    // iOS. Glide differs: its layers do not call them (a view lays out through `layoutSubviews()`, draws through
    // `draw(_:)`, and animates through Glide's block animations), so an override is kept but not reached.
    /// The action for `event` on the view's layer (nil: none).
    @discardableResult
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
    /// Lays out the layer's sublayers (UIKit's calls ``layoutSubviews()``).
    open func layoutSublayers(of layer: CALayer) {}
    /// Draws the layer's contents into `ctx`.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Draws the layer's contents itself.
    open func display(_ layer: CALayer) {}
    /// The layer is about to draw.
    open func layerWillDraw(_ layer: CALayer) {}
    /// Marks the whole view as needing display.
    open func setNeedsDisplay() { needsDisplay = true }
    /// Marks `rect` of the view as needing display (Glide records the whole view).
    open func setNeedsDisplay(_ rect: CGRect) { needsDisplay = true }
    /// The insets of the unobscured area, as UIKit computes them: the scene's for a window (the status bar's 47 points,
    /// the home indicator's 34); for a view, the part of it its superview's safe area leaves out; for a view
    /// controller's view, also the bars its container shows over it (a navigation bar, a toolbar, a tab bar) and the
    /// controller's `additionalSafeAreaInsets` (see `UIView+SafeArea.swift`).
    ///
    /// **Glide differs:** the value is computed when read, from model frames without transforms; UIKit's is the one its
    /// last layout pass set. Changes are told in Glide's layout pass, as in UIKit's.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// The safe area last told to ``safeAreaInsetsDidChange()``.
    package var publishedSafeAreaInsets = UIEdgeInsets.zero
    /// True for the bars a container lays over its children's safe area (navigation bar, toolbar, tab bar).
    package var coversSafeArea: Bool { false }
    /// Glide's own views that follow their safe area (a scroll view's adjusted content inset) override this.
    package func safeAreaInsetsDidChangeInternally() {}
    /// The environment's traits (Glide's scene: see ``UITraitCollection/current``).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits change (Glide's never do after launch).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The view controller whose root view this is, if any.
    package internal(set) weak var owningViewController: UIViewController?
    /// What this view stands for when it is an appearance proxy (``UIAppearance``); nil for every other view.
    var appearanceTarget: UIAppearanceRules.Target?
    /// The appearance properties this view set itself, which no proxy's rule overrides.
    var appearanceSetByObject: Set<AnyHashable> = []
    /// The next responder, as UIKit's: the view controller whose root view this is, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }

    /// Called after the view was made from an archive (Glide: a registered cell, see `CellArchive`).
    open func awakeFromNib() {}

    /// Asked when a gesture recognizer attached to this view is about to begin (to leave `.possible`), after its
    /// delegate's `gestureRecognizerShouldBegin(_:)` agreed: false makes the recognizer fail. True by default; a
    /// subclass overrides it to keep some gestures from beginning (UIKit's sliders, Hero's debug view).
    @discardableResult
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Swaps the subviews at `index1` and `index2`.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    /// Called after the bounds origin changed (a scroll view reports the scroll to its delegate).
    package func boundsOriginDidChange() {}

    /// A point in the superview's coordinates converted to this view's, through the model transform.
    package func pointFromSuperview(_ p: CGPoint) -> CGPoint { fromSuperview(p) }

    // MARK: Hierarchy

    /// The window this view is in, if any.
    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its current superview first.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        let oldWindow = view.window
        let newWindow = window
        let oldRoot = AutoLayoutEngine.rootView(of: view)
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            placeLayer(of: view)
            return
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        placeLayer(of: view)
        AutoLayoutEngine.viewDidMove(view, fromRoot: oldRoot)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow() }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling` (or on top if `sibling` is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && indexOf(view)! < i ? i - 1 : i)
    }

    /// Inserts `view` just below `sibling` (or at the bottom if `sibling` is not a subview).
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: view.superview === self && indexOf(view)! < i ? i - 1 : i)
    }

    /// Moves `view` to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (and so from its window).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        let oldRoot = AutoLayoutEngine.rootView(of: self)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { notifyWillMove(toWindow: nil) }
        detachFromSuperview()
        AutoLayoutEngine.viewDidMove(self, fromRoot: oldRoot)
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    /// True when the view is `view` or inside it.
    @discardableResult
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// Every view in this view's tree, depth first, this view first.
    package var allViewsInTree: [UIView] {
        var result: [UIView] = [self]
        for sub in subviews { result.append(contentsOf: sub.allViewsInTree) }
        return result
    }

    /// The first view in this tree named `name`.
    package func view(named name: String) -> UIView? {
        allViewsInTree.first { $0.name == name }
    }

    private func indexOf(_ view: UIView) -> Int? { subviews.firstIndex { $0 === view } }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    private func notifyWillMove(toWindow window: UIWindow?) {
        owningViewController?.viewWillMove(toWindow: window, from: self.window)
        willMove(toWindow: window)
        for sub in subviews { sub.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow() {
        if window != nil { applyAppearance() }
        didMoveToWindow()
        if window != nil { owningViewController?.viewDidEnterWindowWhileAppearing() }
        owningViewController?.viewDidMoveWindow()
        for sub in subviews { sub.notifyDidMoveToWindow() }
    }

    // MARK: Hooks (override points, as in UIKit)

    /// Called before the view moves to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window (nil when leaving one).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    /// Marks the view as needing layout at the next layout pass.
    open func setNeedsLayout() {
        guard !needsLayout else { return }
        needsLayout = true
        window?.scheduleLayoutPass()
    }

    /// Lays out this view now if it needs it, then its subviews, top down.
    ///
    /// With Auto Layout in the hierarchy it first runs the update-constraints phase and the solver,
    /// and lays out from the highest superview in an unbroken chain of superviews needing layout
    /// (as UIKit does); each view laid out gets its constrained subviews' solved frames just before
    /// its ``layoutSubviews()``. Inside an animation block those frames animate.
    open func layoutIfNeeded() {
        AutoLayoutEngine.rootView(of: self).publishSafeAreaChanges()
        AutoLayoutEngine.prepareLayout(from: self).layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            // UIKit's order for a view controller's root view: the controller's will-layout hook, the view's own
            // layout, the did-layout hook.
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            AutoLayoutEngine.applySolvedFrames(toSubviewsOf: self)
            applyCornerConfiguration()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for sub in subviews { sub.layoutSubtreeIfNeeded() }
    }

    /// Override to position subviews; called by the layout pass.
    open func layoutSubviews() {}

    /// Override to update constraints (call `super` last); called in the layout pass's
    /// update-constraints phase, subviews before superviews: once before the first layout of a
    /// constraint-based view, then after each ``setNeedsUpdateConstraints()``.
    open func updateConstraints() {}

    /// Override to return true when the class builds its constraints in ``updateConstraints()``:
    /// its views are constraint-based from the moment they enter a hierarchy.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The size the view's content needs (``noIntrinsicMetric`` along an axis without one): Auto Layout
    /// keeps a constrained view near it with content hugging and compression resistance. None for a
    /// plain view; widgets (labels, image views) override it.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    private func autoLayoutGeometryDidChange() {
        guard let item = autoLayoutState?.item else { return }
        item.engine?.geometryDidChange(of: item)
    }

    // MARK: Coordinates

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil), using model values.
    @discardableResult
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    @discardableResult
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.convertToRoot(point) ?? point
        return convertFromRoot(inRoot)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its converted corners.
    @discardableResult
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { convert($0, to: view) }
        return boundingBox(corners)
    }

    /// Converts `rect` from `view`'s coordinates to this view's.
    @discardableResult
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { convert($0, from: view) }
        return boundingBox(corners)
    }

    /// From bounds coordinates to the superview's (anchor point, transform and the superview's
    /// `sublayerTransform` included, as the layers say).
    private func toSuperview(_ p: CGPoint) -> CGPoint {
        layer.pointToSuperlayer(p, parent: superview?.layer)
    }

    private func fromSuperview(_ p: CGPoint) -> CGPoint {
        layer.pointFromSuperlayer(p, parent: superview?.layer)
    }

    private func convertToRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var v = self
        while let parent = v.superview {
            point = v.toSuperview(point)
            v = parent
        }
        return point
    }

    private func convertFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var v = self
        while let parent = v.superview {
            chain.append(v)
            v = parent
        }
        var point = p
        for view in chain.reversed() { point = view.fromSuperview(point) }
        return point
    }

    private func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Snapshots

    /// A new view carrying a copy of this view's visible state and its subtree's.
    ///
    /// With `afterScreenUpdates` false the copy shows what is on screen now (presentation values);
    /// with true it shows the state after pending changes (model values), as UIKit renders it then.
    /// The snapshot is not in any hierarchy; its ``snapshotSourceName`` names the source.
    @discardableResult
    open func snapshotView(afterScreenUpdates: Bool) -> UIView? {
        let copy = copyVisibleState(afterScreenUpdates: afterScreenUpdates)
        copy.name = "snapshot(\(name))"
        copy.snapshotSourceName = name
        copy.snapshotSource = self
        return copy
    }

    private func copyVisibleState(afterScreenUpdates: Bool) -> UIView {
        let state = afterScreenUpdates ? layer.modelState : layer.presentationState()
        let copy = UIView(frame: .zero, name: name)
        AnimationTransaction.withoutAnimation {
            copy.layer.bounds = state.bounds
            copy.layer.position = state.position
            copy.layer.transform = state.transform
            copy.layer.opacity = Float(state.opacity)
            copy.layer.cornerRadius = state.cornerRadius
            copy.layer.backgroundColor = state.backgroundColor?.cgColor
            copy.layer.anchorPoint = state.anchorPoint
            copy.layer.zPosition = state.zPosition
            copy.layer.sublayerTransform = state.sublayerTransform
            copy.layer.shadowOpacity = Float(state.shadowOpacity)
            copy.layer.shadowRadius = state.shadowRadius
            copy.layer.shadowOffset = state.shadowOffset
            copy.layer.shadowColor = state.shadowColor?.cgColor
            copy.layer.borderWidth = state.borderWidth
            copy.layer.borderColor = state.borderColor?.cgColor
            copy.layer.isDoubleSided = state.isDoubleSided
        }
        copy.layer.isHidden = state.isHidden
        copy.layer.masksToBounds = state.masksToBounds
        copy.isUserInteractionEnabled = false
        for sub in subviews {
            let subCopy = sub.copyVisibleState(afterScreenUpdates: afterScreenUpdates)
            subCopy.snapshotSourceName = sub.name
            subCopy.snapshotSource = sub
            copy.subviews.append(subCopy)
            subCopy.superview = copy
            copy.layer.addSublayer(subCopy.layer)
        }
        return copy
    }
}


