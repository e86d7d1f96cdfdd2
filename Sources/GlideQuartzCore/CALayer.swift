import Foundation
import GlideClock
import GlideCoreGraphics
import GlideObjectiveC

/// A duration or time in seconds (`CFTimeInterval`), as Core Animation spells it.
public typealias CFTimeInterval = Double

/// Which corners a layer rounds (`CACornerMask`).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// A layer of visible state, as Core Animation keeps it (`CALayer`): model values, the animations
/// on them, and a tree of sublayers.
///
/// The model values are what the program set (they jump to an animation's target at once); the
/// ``presentation()`` is what the screen shows now, computed from the running animations: the
/// block animations of `UIView.animate` and property animators, then the explicit animations added
/// with ``add(_:forKey:)``, in order, on Glide's clock seen through the layer tree's
/// ``beginTime``, ``speed`` and ``timeOffset``.
///
/// Isolation: Core Animation's SDK leaves `CALayer` unisolated; Glide's layer is
/// `@preconcurrency @MainActor`, because it reads the ambient clock, the animation transactions and
/// the view tree, which all live on the main actor. Transition code touches layers from view
/// controllers, views and animators, which are main-actor types, so it compiles unchanged in
/// Swift 6 mode; `@preconcurrency` keeps Swift 5 code free of isolation diagnostics.
///
/// Glide's differences: a view's backing layer's sublayers follow the view hierarchy (a subview's
/// layer sits just above the previous subview's layer, or just below the next one's, so standalone
/// sublayers keep their place among the subviews' layers); standalone layers animate
/// implicitly only while in a layer tree (a superlayer, or as a mask), from the turn of Glide's
/// clock after they joined it (Core Animation's next transaction); nothing is drawn, so `contents`,
/// `contentsGravity`, `contentsScale`, `rasterizationScale` and `shouldRasterize` are carried to the
/// presentation and snapshots but render nothing.
/// What the view a layer backs does for it: UIKit's view is its layer's delegate, and a view's
/// layout is the view's (a view's layer asks its view to lay out, and lays out by `layoutSubviews`).
/// Core Animation's public `CALayerDelegate` has no such calls, so Glide's is the engine's own.
@MainActor
package protocol CALayerViewDelegate: AnyObject {
    /// True when the view's layout is pending.
    var needsLayout: Bool { get }
    /// Marks the view as needing layout.
    func setNeedsLayout()
    /// Lays the view out now if it needs it.
    func layoutIfNeeded()
    /// The view's own layout.
    func layoutSubviews()
}

@preconcurrency @MainActor
open class CALayer: NSObject {
    // MARK: Model values (animatable)

    /// The bounds, in the layer's own coordinates.
    open var bounds = CGRect.zero {
        willSet { willChange(.bounds) }
        didSet {
            if bounds.size != oldValue.size, needsLayoutOnGeometryChange { setNeedsLayout() }
            didChange(.bounds)
        }
    }
    /// Where the ``anchorPoint`` sits in the superlayer (a view's `center` when the anchor is the middle).
    open var position = CGPoint.zero { willSet { willChange(.position) } didSet { didChange(.position) } }
    /// The layer's position on the z axis (larger is nearer; sublayers are drawn in z order).
    open var zPosition: CGFloat = 0 { willSet { willChange(.zPosition) } didSet { didChange(.zPosition) } }
    /// The point of the bounds, in unit coordinates ((0, 0) top left, (1, 1) bottom right), that
    /// ``position`` places and ``transform`` turns about. (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { willSet { willChange(.anchorPoint) } didSet { didChange(.anchorPoint) } }
    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat = 0
    /// The 3D transform, applied about the anchor point.
    open var transform = CATransform3D.identity { willSet { willChange(.transform) } didSet { didChange(.transform) } }
    /// The transform applied to the sublayers (about the anchor point), e.g. perspective with `m34`.
    open var sublayerTransform = CATransform3D.identity { willSet { willChange(.sublayerTransform) } didSet { didChange(.sublayerTransform) } }
    /// The opacity (a view's `alpha`), 0 to 1.
    open var opacity: Float = 1 { willSet { willChange(.opacity) } didSet { didChange(.opacity) } }
    /// The corner radius, in points.
    open var cornerRadius: CGFloat = 0 { willSet { willChange(.cornerRadius) } didSet { didChange(.cornerRadius) } }
    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (kept: Glide draws circular corners for both, see `UIBezierPath`).
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether the sublayers' geometry is flipped vertically: y grows upwards from the bottom of the
    /// bounds, in conversions, hit-testing and where the sublayers show (not in their frames' values).
    open var isGeometryFlipped = false
    /// The background colour.
    open var backgroundColor: CGColor? { willSet { willChange(.backgroundColor) } didSet { didChange(.backgroundColor) } }
    /// The border's width, in points.
    open var borderWidth: CGFloat = 0 { willSet { willChange(.borderWidth) } didSet { didChange(.borderWidth) } }
    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? = CGColor.black { willSet { willChange(.borderColor) } didSet { didChange(.borderColor) } }
    /// The shadow's opacity, 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float = 0 { willSet { willChange(.shadowOpacity) } didSet { didChange(.shadowOpacity) } }
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3 { willSet { willChange(.shadowRadius) } didSet { didChange(.shadowRadius) } }
    /// The shadow's offset ((0, −3) by default).
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { willChange(.shadowOffset) } didSet { didChange(.shadowOffset) } }
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor.black { willSet { willChange(.shadowColor) } didSet { didChange(.shadowColor) } }

    // MARK: Model values (not animatable)

    /// True when sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false
    /// True when the layer is hidden.
    open var isHidden = false { willSet { willChangeValue(forKey: "hidden") } didSet { didChangeValue(forKey: "hidden") } }
    /// When false, the layer is invisible while its back faces the viewer (see ``LayerState/isFacingAway``).
    open var isDoubleSided = true
    /// The shape of the shadow (nil: the layer's own shape).
    open var shadowPath: CGPath?
    /// A layer whose opacity masks this one (its own superlayer is nil; it is not in ``sublayers``).
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
            mask?.joinedTree()
            // A mask's time is the masked layer's (a percent-driven transition freezes and scrubs it too).
            oldValue?.timingDidChange()
            mask?.timingDidChange()
        }
    }
    /// The layer's content (an image); carried, never drawn.
    open var contents: Any?
    /// How ``contents`` fills the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The scale of ``contents`` (pixels per point).
    open var contentsScale: CGFloat = 1
    /// The part of ``contents`` shown, in the unit square (all of it by default). Glide differs: kept and copied, not
    /// animated by itself (an explicit animation of `contentsRect` runs as one of a custom key), and never drawn.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The part of ``contents`` that stretches, in the unit square; kept, never drawn.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Whether the layer's opacity applies to it and its sublayers as one group (true, as on iOS); kept, never drawn.
    open var allowsGroupOpacity = true
    /// Whether the layer's edges are antialiased when transformed; kept, never drawn.
    open var allowsEdgeAntialiasing = false
    /// The filters used to draw ``contents`` smaller and larger than its pixels; kept, never used (Glide draws no pixels).
    open var minificationFilter: CALayerContentsFilter = .linear
    open var magnificationFilter: CALayerContentsFilter = .linear
    /// The detail bias of the minification filter; kept.
    open var minificationFilterBias: Float = 0
    /// The scale at which the layer rasterises when ``shouldRasterize`` is true.
    open var rasterizationScale: CGFloat = 1
    /// True when the layer renders once into a bitmap.
    open var shouldRasterize = false
    /// A Core Image filter (or filter name) that blends the layer with what is behind it (kept; Glide's renderer
    /// composites normally).
    open var compositingFilter: Any?
    /// Core Image filters applied to the layer's content (kept; not applied by Glide's renderer, which has no Core
    /// Image filters on layers).
    open var filters: [Any]?
    /// Core Image filters applied to what is behind the layer (kept; not applied).
    open var backgroundFilters: [Any]?
    /// True when the layer is opaque (a drawing hint).
    open var isOpaque = false
    /// A name for the layer (Glide's reports use it for standalone layers).
    open var name: String?
    /// Actions for keys, consulted before the default implicit animation (`NSNull()` disables one).
    open var actions: [String: any CAAction]?
    /// True when bounds changes call ``setNeedsDisplay()``.
    open var needsDisplayOnBoundsChange = false

    // MARK: Timing

    /// The rate of the layer's local time relative to its superlayer's (Core Animation's `speed`); 0 freezes it.
    ///
    /// Explicit animations follow it: local time = (parent time − ``beginTime``) · speed + ``timeOffset``.
    /// A classic percent-driven transition sets the container's speed to 0 and its time offset to
    /// p · duration while interactive, as UIKit does, which scrubs explicit animations inside it;
    /// while it completes, Glide drives the container's local time from the transition's progress
    /// (with UIKit's completion curve), and when it ends the container's time is the media time
    /// again, so explicit animations added inside it while it was driven have ended (`finished == true`)
    /// whether the transition finished or was cancelled (see ``endAnimationsAddedWhileDriven()``).
    open var speed: Float = 1 { didSet { if speed != oldValue { timingDidChange() } } }
    /// The offset of the layer's local time, in seconds (Core Animation's `timeOffset`).
    open var timeOffset: CFTimeInterval = 0 { didSet { if timeOffset != oldValue { timingDidChange() } } }
    /// When the layer's local time begins, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0 { didSet { if beginTime != oldValue { timingDidChange() } } }

    /// A percent-driven transition's tracker that drives this layer's local time while it completes.
    package var timeDriver: (any AnimationTimeDriver)? { didSet { timingDidChange() } }

    // MARK: Tree

    /// The view this layer backs (its delegate, in UIKit's terms); the UIKit engine's `view` reads it as a `UIView`.
    package weak var viewDelegate: (any CALayerViewDelegate)?
    /// The delegate set by the app, when it is not a view's layer.
    private weak var appDelegate: (any CALayerDelegate)?
    /// The layer's delegate: for a view's layer, the view (as in UIKit); otherwise the object the app set.
    ///
    /// Glide differs: the delegate is kept and read back, and a view's layer answers its view, but Core Animation's
    /// calls to a delegate of the app's (`display(_:)`, `draw(_:in:)`, `layoutSublayers(of:)`, `action(for:forKey:)`)
    /// are not made.
    open weak var delegate: (any CALayerDelegate)? {
        get { appDelegate ?? viewDelegate as? any CALayerDelegate }
        set { appDelegate = newValue }
    }
    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: CALayer?
    var children: [CALayer] = []
    weak var maskOwner: CALayer?
    /// For a presentation copy, the layer it presents.
    weak var modelLayer: CALayer?
    var isPresentationCopy = false

    // MARK: Block animations (UIView.animate, property animators)

    /// The block animation showing for each property, indexed by ``AnimatableProperty/slot``.
    var running: [PropertyAnimation?] = Array(repeating: nil, count: AnimatableProperty.allCases.count)
    var runningCount = 0

    // MARK: Explicit animations

    var attached: [AttachedAnimation] = []
    var needsLayoutFlag = false
    var needsDisplayFlag = false

    /// The values of keys that are no property of the class (Core Animation keeps any key set on a layer, and
    /// `@NSManaged` properties live here), boxed as key-value coding boxes them (see `CALayer+KeyValueCoding.swift`).
    var customValues: [String: Any] = [:]

    /// A layer with default values.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s model values (what Core Animation uses to make presentation layers).
    /// Sublayers, the mask's tree and animations are not copied.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyModel(from: other) }
    }

    /// Glide has no archives: a layer with default values.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A new layer of this class made with `init()`: what UIKit makes a view's layer with, from the view class's
    /// `layerClass`.
    ///
    /// Glide differs: UIKit calls `init()` on the class value through the Objective-C runtime, which Swift on Linux
    /// cannot do (the initializer is not `required`); each of Glide's layer classes overrides this, and a subclass
    /// outside Glide overrides it to return `Subclass()` (`glide port` writes it). A view whose `layerClass` does not
    /// override it stops with a message naming the class, rather than being backed by a layer of another class.
    @discardableResult
    open class func makeBackingLayer() -> CALayer { CALayer() }

    func copyModel(from o: CALayer) {
        bounds = o.bounds; position = o.position; zPosition = o.zPosition; anchorPoint = o.anchorPoint
        anchorPointZ = o.anchorPointZ; transform = o.transform; sublayerTransform = o.sublayerTransform
        opacity = o.opacity; cornerRadius = o.cornerRadius; maskedCorners = o.maskedCorners
        cornerCurve = o.cornerCurve; isGeometryFlipped = o.isGeometryFlipped
        backgroundColor = o.backgroundColor; borderWidth = o.borderWidth; borderColor = o.borderColor
        shadowOpacity = o.shadowOpacity; shadowRadius = o.shadowRadius; shadowOffset = o.shadowOffset
        shadowColor = o.shadowColor; masksToBounds = o.masksToBounds; isHidden = o.isHidden
        isDoubleSided = o.isDoubleSided; shadowPath = o.shadowPath; contents = o.contents
        contentsGravity = o.contentsGravity; contentsScale = o.contentsScale
        contentsRect = o.contentsRect; contentsCenter = o.contentsCenter
        allowsGroupOpacity = o.allowsGroupOpacity; allowsEdgeAntialiasing = o.allowsEdgeAntialiasing
        minificationFilter = o.minificationFilter; magnificationFilter = o.magnificationFilter
        minificationFilterBias = o.minificationFilterBias
        rasterizationScale = o.rasterizationScale; shouldRasterize = o.shouldRasterize; isOpaque = o.isOpaque
        name = o.name; speed = o.speed; timeOffset = o.timeOffset; beginTime = o.beginTime
        customValues = o.customValues
    }

    // MARK: Geometry

    /// The frame in the superlayer's coordinates, derived from ``position``, ``anchorPoint``,
    /// ``bounds`` and ``transform`` (the bounding box of the transformed bounds); setting it keeps the
    /// transform and sets the position and the bounds' size so that the frame reads back as set (a layer
    /// scaled by ½ gets bounds twice the frame's size), as Core Animation does. **Glide differs** for a 3D transform
    /// (not affine), whose mapping Apple does not document: the frame is placed as if the layer were untransformed.
    open var frame: CGRect {
        get { LayerState.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            changingValue(forKey: "frame") {
                let g = LayerState.geometry(settingFrame: newValue, anchorPoint: anchorPoint, transform: transform)
                position = g.position
                bounds = CGRect(origin: bounds.origin, size: g.size)
            }
        }
    }

    /// Converts `p` from `layer`'s coordinates (the root's when nil) to this layer's.
    @discardableResult
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        fromRoot(layer?.toRoot(p) ?? p)
    }

    /// Converts `p` from this layer's coordinates to `layer`'s (the root's when nil).
    @discardableResult
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = toRoot(p)
        return layer?.fromRoot(root) ?? root
    }

    /// Converts `r` from `layer`'s coordinates: the bounding box of its converted corners.
    @discardableResult
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        Self.box(Self.corners(r).map { convert($0, from: layer) })
    }

    /// Converts `r` to `layer`'s coordinates: the bounding box of its converted corners.
    @discardableResult
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        Self.box(Self.corners(r).map { convert($0, to: layer) })
    }

    /// True when `p`, in the layer's own coordinates, is inside the bounds.
    @discardableResult
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The furthest-down visible layer containing `p` (in the superlayer's coordinates), or nil.
    @discardableResult
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = pointFromSuperlayer(p, parent: superlayer)
        if masksToBounds, !bounds.contains(local) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    // MARK: Sublayers

    /// The sublayers, back to front (nil when there are none).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil; child.timingDidChange() }
            children = []
            for child in newValue ?? [] { addSublayer(child) }
        }
    }

    /// Adds `layer` on top of the sublayers (removing it from its superlayer first).
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count - (layer.superlayer === self ? 1 : 0)))
    }

    /// Inserts `layer` at `idx` in the sublayers (clamped).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        precondition(layer !== self && !isDescendant(of: layer), "a layer cannot contain itself")
        layer.detachFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
        layer.joinedTree()
        layer.timingDidChange()
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.detachFromSuperlayer()
        let i = children.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.detachFromSuperlayer()
        let i = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(i))
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let i = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(i))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard superlayer != nil else { return }
        detachFromSuperlayer()
        timingDidChange()
    }

    /// Set when the layer joins a layer tree; the implicit animations of a layer start with the
    /// transaction after the one that added it (Core Animation does not animate a new layer's
    /// first values): here, from the next turn of Glide's clock.
    var isCommittedToTree = false
    var commitTask: ScheduledTask?

    func joinedTree() {
        guard viewDelegate == nil else { return }
        isCommittedToTree = false
        commitTask?.cancel()
        let clock = Clocks.current
        commitTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.isCommittedToTree = true }
    }

    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    func isDescendant(of layer: CALayer) -> Bool {
        var l: CALayer? = self
        while let current = l {
            if current === layer { return true }
            l = current.superlayer
        }
        return false
    }

    /// Places a subview's layer after the view hierarchy changed: just above the layer of the
    /// subview before it; for the first subview, just below the next subview's layer, or on top
    /// when it is the only one (so `addSubview` puts the view above standalone sublayers).
    /// `previous` and `next` are the layers of the subviews before and after it (nil at the ends).
    package func placeSubviewLayer(_ layer: CALayer, previous: CALayer?, next: CALayer?) {
        layer.detachFromSuperlayer()
        if let previousLayer = previous, let previous = children.firstIndex(where: { $0 === previousLayer }) {
            children.insert(layer, at: previous + 1)
        } else if let nextLayer = next, let next = children.firstIndex(where: { $0 === nextLayer }) {
            children.insert(layer, at: next)
        } else {
            children.append(layer)
        }
        layer.superlayer = self
        layer.timingDidChange()
    }

    // MARK: Layout and display

    /// Marks the layer as needing ``layoutSublayers()``; a view's layer asks its view
    /// (`setNeedsLayout`); a standalone layer lays out on the next turn of Glide's clock.
    open func setNeedsLayout() {
        if let viewDelegate { viewDelegate.setNeedsLayout(); return }
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        Clocks.current.schedule(atNanoseconds: Clocks.current.nowNanoseconds) { [weak self] in self?.layoutIfNeeded() }
    }

    /// True when a layout is pending.
    @discardableResult
    open func needsLayout() -> Bool { viewDelegate?.needsLayout ?? needsLayoutFlag }

    /// Runs a pending layout now, then the sublayers'.
    open func layoutIfNeeded() {
        if let viewDelegate { viewDelegate.layoutIfNeeded(); return }
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for child in children where child.viewDelegate == nil { child.layoutIfNeeded() }
    }

    /// Override to position sublayers; a view's layer lays out its view (`layoutSubviews`).
    open func layoutSublayers() {
        viewDelegate?.layoutSubviews()
    }

    var needsLayoutOnGeometryChange: Bool { viewDelegate == nil && superlayer != nil }

    /// Marks the content as needing ``display()`` on the next turn of Glide's clock.
    open func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        Clocks.current.schedule(atNanoseconds: Clocks.current.nowNanoseconds) { [weak self] in self?.displayIfNeeded() }
    }

    /// True when a display is pending.
    @discardableResult
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs a pending ``display()`` now.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Sets ``contents`` to what ``draw(in:)`` draws in a context of the bounds' size at ``contentsScale``, as Core
    /// Animation's does; override it to set ``contents`` yourself.
    ///
    /// Glide differs: a drawing of nothing leaves ``contents`` as it was (Core Animation would replace them with the
    /// empty backing store), so that layers that draw nothing keep what they were given; and what is drawn is a
    /// record of the drawing (see `CGImage`), not pixels.
    open func display() {
        let size = bounds.size, scale = contentsScale > 0 ? contentsScale : 1
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0, size.width.isFinite, size.height.isFinite else { return }
        let base = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let context = CGContext(width: width, height: height, baseTransform: base, isOpaque: isOpaque)
        draw(in: context)
        guard !context.displayList.items.isEmpty else { return }
        contents = context.makeImage()
    }

    /// Draws the layer's content into `ctx` (in the layer's coordinates, origin at the bounds' top left); called by
    /// ``display()``. Draws nothing by default: a layer with custom drawing overrides it, reading its own (for a
    /// presentation layer, the animated) values.
    open func draw(in ctx: CGContext) {}

    /// Whether a change of `key` redisplays the layer: then setting it marks the layer as needing display, and while
    /// an animation of it runs, the presentation layer is displayed once a frame (``display()``), so that drawing
    /// reads the animated value. False by default; a layer with custom animatable properties overrides it.
    ///
    /// Glide differs: the frames are Glide's, 60 a second on its clock whatever the display, and only explicit
    /// animations (an action's or `add(_:forKey:)`'s) redisplay; a subclass outside Glide is displayed through its
    /// ``makePresentationLayer()``.
    @discardableResult
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value `value(forKey:)` gives for a key never set (nil by default: zero for a number, as Core Animation reads it).
    @discardableResult
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Called when a key path this layer observes changes (key-value observing); override it to observe.
    ///
    /// Glide differs: it does nothing by default, where `NSObject`'s raises an exception for a notification no
    /// subclass handled (see ``NSKeyValueObserving``).
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                       context: UnsafeMutableRawPointer?) {}

    // MARK: Time

    /// Converts `t` from `layer`'s local time (global media time when nil) to this layer's.
    @discardableResult
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let g = layer.map { $0.globalTime(fromLocal: t) ?? Clocks.current.now } ?? t
        return localTime(atGlobal: g)
    }

    /// Converts `t` from this layer's local time to `layer`'s (global media time when nil).
    @discardableResult
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let g = globalTime(fromLocal: t) ?? Clocks.current.now
        return layer?.localTime(atGlobal: g) ?? g
    }

    // MARK: Model and presentation

    /// A copy of the layer showing what the screen shows now (Core Animation's presentation layer).
    ///
    /// The copy is detached: no superlayer, no sublayers, no animations; its ``model()`` is this
    /// layer. Glide differs for subclasses defined outside Glide: without the Objective-C runtime it
    /// cannot make an instance of an unknown subclass through `init(layer:)`, so their `presentation()`
    /// is nil unless the subclass overrides ``makePresentationLayer()`` (`glide port` writes that override
    /// for a subclass that declares `init(layer:)` or `@NSManaged` properties).
    @discardableResult
    open func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = makePresentationCopy()
        copy.isPresentationCopy = true
        copy.modelLayer = self
        var keys = Set(animatingProperties.map(\.rawValue))
        for a in attached { keys.formUnion(a.keys) }
        for key in keys {
            if let value = presentedValue(forKey: key) { copy.setLayerValue(value, forKey: key) }
        }
        copy.mask = mask?.presentation()
        return copy as? Self
    }

    /// The model layer: `self`, or for a presentation copy the layer it presents.
    @discardableResult
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A new layer of this layer's class with its model values.
    func makePresentationCopy() -> CALayer {
        CALayer.copyingForPresentation += 1
        defer { CALayer.copyingForPresentation -= 1 }
        return makePresentationLayer()
    }

    /// A new layer of this layer's own class made with `init(layer: self)`: what Core Animation makes presentation
    /// layers with.
    ///
    /// Glide differs: Core Animation calls `init(layer:)` on the layer's class through the Objective-C runtime,
    /// which Swift on Linux cannot do from a class value; a subclass outside Glide overrides this method to return
    /// `Subclass(layer: self)` (`glide port` writes it), else its ``presentation()`` is nil.
    @discardableResult
    open func makePresentationLayer() -> CALayer { CALayer(layer: self) }

    /// The model value of an animatable key (`"position"`, `"path"` …, or a custom key holding a number, point,
    /// size, rectangle, transform or colour); nil for unknown keys.
    func layerValue(forKey key: String) -> AnimatableValue? {
        if let property = AnimatableProperty(rawValue: key) { return modelValue(property) }
        return customLayerValue(forKey: key)
    }

    /// Sets the model value of an animatable key without animation.
    func setLayerValue(_ value: AnimatableValue, forKey key: String) {
        if let property = AnimatableProperty(rawValue: key) { setModelValue(property, value) } else { setCustomLayerValue(value, forKey: key) }
    }

    // MARK: Block animations (engine)

    var actionsSuppressed = false

    /// The action for `event`: ``actions``' entry (`NSNull` for none), else the default implicit
    /// animation for an animatable key — a `CABasicAnimation` from the presented value, with the
    /// transaction's duration (0.25 s by default) and timing function.
    @discardableResult
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = actions?[event] { return action is NSNull ? nil : action }
        // A custom key (an `@NSManaged` property) has no implicit animation: the subclass's action(forKey:) gives one.
        return Self.defaultAction(forKey: event) ?? (isCustomKey(event) ? nil : defaultImplicitAnimation(forKey: event))
    }

    /// The class's default action for `event` (none; ``action(forKey:)`` makes the implicit animation).
    @discardableResult
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    // MARK: Explicit animations

    /// Adds a copy of `anim` under `key` (replacing the animation with that key, which stops
    /// unfinished). A `beginTime` of 0 becomes the layer's current time. The animation changes the
    /// presentation only; the model keeps its values.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        // A library that exchanged this method with its own (method_exchangeImplementations) gets the call instead.
        if let replacement = MethodSwizzling.replacement(for: self, of: "add(_:forKey:)") {
            replacement.perform(on: self, sender: anim, event: key)
            return
        }
        let copy = anim.copy() as! CAAnimation
        let now = currentLocalTime
        if copy.beginTime == 0 { copy.beginTime = now }
        if let key, let i = attached.firstIndex(where: { $0.key == key }) {
            detach(at: i, finished: false)
        }
        let record = AttachedAnimation(key: key, animation: copy, keys: copy.animatedKeys)
        record.addedWhileDriven = isTimeDriven
        attached.append(record)
        CATransaction.register(record)
        reschedule(record)
        displayWhileAnimating(record)
    }

    /// The animation added under `key` (the layer's copy), if it is still on the layer.
    @discardableResult
    open func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }?.animation
    }

    /// The keys of the explicit animations on the layer, in the order they were added (nil when none).
    @discardableResult
    open func animationKeys() -> [String]? {
        let keys = attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation with `key`; its delegate is told `finished == false` unless it had already finished.
    open func removeAnimation(forKey key: String) {
        guard let i = attached.firstIndex(where: { $0.key == key }) else { return }
        detach(at: i, finished: false)
    }

    /// Removes every animation, explicit and block: the presentation jumps to the model values;
    /// unfinished animations report `finished == false`.
    open func removeAllAnimations() {
        while !attached.isEmpty { detach(at: 0, finished: false) }
        let all = running.compactMap { $0 }
        running = Array(repeating: nil, count: running.count)
        runningCount = 0
        for animation in all {
            animation.isActive = false
            animation.group.animationWasRemoved(superseded: false)
        }
    }

}

/// How a layer's contents fill its bounds (`CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How a layer's contents are filtered when drawn at another size (`CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
