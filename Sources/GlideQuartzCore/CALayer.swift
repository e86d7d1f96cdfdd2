import Foundation
import GlideClock
import GlideCoreGraphics

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
        didSet { if bounds.size != oldValue.size, needsLayoutOnGeometryChange { setNeedsLayout() } }
    }
    /// Where the ``anchorPoint`` sits in the superlayer (a view's `center` when the anchor is the middle).
    open var position = CGPoint.zero { willSet { willChange(.position) } }
    /// The layer's position on the z axis (larger is nearer; sublayers are drawn in z order).
    open var zPosition: CGFloat = 0 { willSet { willChange(.zPosition) } }
    /// The point of the bounds, in unit coordinates ((0, 0) top left, (1, 1) bottom right), that
    /// ``position`` places and ``transform`` turns about. (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { willSet { willChange(.anchorPoint) } }
    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat = 0
    /// The 3D transform, applied about the anchor point.
    open var transform = CATransform3D.identity { willSet { willChange(.transform) } }
    /// The transform applied to the sublayers (about the anchor point), e.g. perspective with `m34`.
    open var sublayerTransform = CATransform3D.identity { willSet { willChange(.sublayerTransform) } }
    /// The opacity (a view's `alpha`), 0 to 1.
    open var opacity: Float = 1 { willSet { willChange(.opacity) } }
    /// The corner radius, in points.
    open var cornerRadius: CGFloat = 0 { willSet { willChange(.cornerRadius) } }
    /// Which corners ``cornerRadius`` rounds.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The background colour.
    open var backgroundColor: CGColor? { willSet { willChange(.backgroundColor) } }
    /// The border's width, in points.
    open var borderWidth: CGFloat = 0 { willSet { willChange(.borderWidth) } }
    /// The border's colour (opaque black by default).
    open var borderColor: CGColor? = CGColor.black { willSet { willChange(.borderColor) } }
    /// The shadow's opacity, 0 (no shadow, the default) to 1.
    open var shadowOpacity: Float = 0 { willSet { willChange(.shadowOpacity) } }
    /// The shadow's blur radius (3 by default).
    open var shadowRadius: CGFloat = 3 { willSet { willChange(.shadowRadius) } }
    /// The shadow's offset ((0, −3) by default).
    open var shadowOffset = CGSize(width: 0, height: -3) { willSet { willChange(.shadowOffset) } }
    /// The shadow's colour (opaque black by default).
    open var shadowColor: CGColor? = CGColor.black { willSet { willChange(.shadowColor) } }

    // MARK: Model values (not animatable)

    /// True when sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false
    /// True when the layer is hidden.
    open var isHidden = false
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
    /// The scale at which the layer rasterises when ``shouldRasterize`` is true.
    open var rasterizationScale: CGFloat = 1
    /// True when the layer renders once into a bitmap.
    open var shouldRasterize = false
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
    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: CALayer?
    private var children: [CALayer] = []
    private weak var maskOwner: CALayer?
    /// For a presentation copy, the layer it presents.
    private weak var modelLayer: CALayer?
    private var isPresentationCopy = false

    // MARK: Block animations (UIView.animate, property animators)

    /// The block animation showing for each property, indexed by ``AnimatableProperty/slot``.
    private var running: [PropertyAnimation?] = Array(repeating: nil, count: AnimatableProperty.allCases.count)
    private var runningCount = 0

    // MARK: Explicit animations

    private var attached: [AttachedAnimation] = []
    private var needsLayoutFlag = false
    private var needsDisplayFlag = false

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

    func copyModel(from o: CALayer) {
        bounds = o.bounds; position = o.position; zPosition = o.zPosition; anchorPoint = o.anchorPoint
        anchorPointZ = o.anchorPointZ; transform = o.transform; sublayerTransform = o.sublayerTransform
        opacity = o.opacity; cornerRadius = o.cornerRadius; maskedCorners = o.maskedCorners
        backgroundColor = o.backgroundColor; borderWidth = o.borderWidth; borderColor = o.borderColor
        shadowOpacity = o.shadowOpacity; shadowRadius = o.shadowRadius; shadowOffset = o.shadowOffset
        shadowColor = o.shadowColor; masksToBounds = o.masksToBounds; isHidden = o.isHidden
        isDoubleSided = o.isDoubleSided; shadowPath = o.shadowPath; contents = o.contents
        contentsGravity = o.contentsGravity; contentsScale = o.contentsScale
        rasterizationScale = o.rasterizationScale; shouldRasterize = o.shouldRasterize; isOpaque = o.isOpaque
        name = o.name; speed = o.speed; timeOffset = o.timeOffset; beginTime = o.beginTime
    }

    // MARK: Geometry

    /// The frame in the superlayer's coordinates, derived from ``position``, ``anchorPoint``,
    /// ``bounds`` and ``transform`` (the bounding box of the transformed bounds); setting it keeps the
    /// transform and sets the position and the bounds' size.
    open var frame: CGRect {
        get { LayerState.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform) }
        set {
            let r = newValue.standardized
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            bounds = CGRect(origin: bounds.origin, size: r.size)
        }
    }

    /// The matrix from this layer's coordinates to its superlayer's (including the superlayer's
    /// ``sublayerTransform``), for points in the plane z = 0.
    package func matrixToSuperlayer(_ parent: CALayer?) -> CATransform3D? {
        let ax = bounds.minX + anchorPoint.x * bounds.width, ay = bounds.minY + anchorPoint.y * bounds.height
        let sub = parent?.sublayerTransform ?? .identity
        if transform.isIdentity, sub.isIdentity { return nil }
        var m = CATransform3D(translationX: -ax, y: -ay, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3D(translationX: position.x, y: position.y, z: zPosition))
        if let parent, !sub.isIdentity {
            let b = parent.bounds
            let px = b.minX + parent.anchorPoint.x * b.width, py = b.minY + parent.anchorPoint.y * b.height
            m = m.concatenating(CATransform3D(translationX: -px, y: -py, z: 0)).concatenating(sub)
                .concatenating(CATransform3D(translationX: px, y: py, z: 0))
        }
        return m
    }

    /// The corners of the presented bounds (top left, top right, bottom right, bottom left) in the
    /// root layer's coordinates, through every ancestor's presented transform, anchor point and
    /// `sublayerTransform` (perspective included): where the layer shows on screen now.
    package func presentedQuad() -> [CGPoint] {
        let state = presentationState()
        let b = state.bounds
        var points = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        var layer = self
        var current = state
        while let parent = layer.superlayer {
            let parentState = parent.presentationState()
            let m = Self.matrix(current, parent: parentState, zPosition: current.zPosition)
            points = points.map { m.project($0) }
            layer = parent
            current = parentState
        }
        return points
    }

    /// The matrix from a layer in `state` to its parent's coordinates.
    static func matrix(_ state: LayerState, parent: LayerState?, zPosition: CGFloat) -> CATransform3D {
        let b = state.bounds
        var m = CATransform3D(translationX: -(b.minX + state.anchorPoint.x * b.width), y: -(b.minY + state.anchorPoint.y * b.height), z: 0)
            .concatenating(state.transform)
            .concatenating(CATransform3D(translationX: state.position.x, y: state.position.y, z: zPosition))
        if let parent, !parent.sublayerTransform.isIdentity {
            let pb = parent.bounds
            let px = pb.minX + parent.anchorPoint.x * pb.width, py = pb.minY + parent.anchorPoint.y * pb.height
            m = m.concatenating(CATransform3D(translationX: -px, y: -py, z: 0)).concatenating(parent.sublayerTransform)
                .concatenating(CATransform3D(translationX: px, y: py, z: 0))
        }
        return m
    }

    /// `p` in this layer's coordinates mapped to `parent`'s (the superlayer by default).
    package func pointToSuperlayer(_ p: CGPoint, parent: CALayer?) -> CGPoint {
        guard let m = matrixToSuperlayer(parent) else {
            return CGPoint(
                x: p.x - bounds.minX - anchorPoint.x * bounds.width + position.x,
                y: p.y - bounds.minY - anchorPoint.y * bounds.height + position.y)
        }
        return m.project(p)
    }

    /// `p` in `parent`'s coordinates mapped to this layer's (the inverse of the plane-to-plane map).
    package func pointFromSuperlayer(_ p: CGPoint, parent: CALayer?) -> CGPoint {
        guard let m = matrixToSuperlayer(parent) else {
            return CGPoint(
                x: p.x - position.x + bounds.minX + anchorPoint.x * bounds.width,
                y: p.y - position.y + bounds.minY + anchorPoint.y * bounds.height)
        }
        // The homography of the plane z = 0: rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
        let a = m.m11, b = m.m12, c = m.m14, d = m.m21, e = m.m22, f = m.m24, g = m.m41, h = m.m42, i = m.m44
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        guard det != 0, det.isFinite else { return p }
        let D = -(b * i - c * h), E = a * i - c * g, F = -(a * h - b * g)
        let G = b * f - c * e, H = -(a * f - c * d), I = a * e - b * d
        // Row vector [x y 1] times the inverse (adjugate / det).
        // adj(H) = [[A D G] [B E H] [C F I]] (the transposed cofactors).
        let x = p.x * A + p.y * B + C, y = p.x * D + p.y * E + F, w = p.x * G + p.y * H + I
        return CGPoint(x: x / w, y: y / w)
    }

    private var ancestors: [CALayer] {
        var chain: [CALayer] = []
        var l: CALayer? = self
        while let current = l { chain.append(current); l = current.superlayer }
        return chain
    }

    private func toRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var l = self
        while let parent = l.superlayer {
            point = l.pointToSuperlayer(point, parent: parent)
            l = parent
        }
        return point
    }

    private func fromRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        for l in ancestors.dropLast().reversed() { point = l.pointFromSuperlayer(point, parent: l.superlayer) }
        return point
    }

    /// Converts `p` from `layer`'s coordinates (the root's when nil) to this layer's.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        fromRoot(layer?.toRoot(p) ?? p)
    }

    /// Converts `p` from this layer's coordinates to `layer`'s (the root's when nil).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let root = toRoot(p)
        return layer?.fromRoot(root) ?? root
    }

    /// Converts `r` from `layer`'s coordinates: the bounding box of its converted corners.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        Self.box(Self.corners(r).map { convert($0, from: layer) })
    }

    /// Converts `r` to `layer`'s coordinates: the bounding box of its converted corners.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        Self.box(Self.corners(r).map { convert($0, to: layer) })
    }

    static func corners(_ rect: CGRect) -> [CGPoint] {
        let r = rect.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    static func box(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when `p`, in the layer's own coordinates, is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The furthest-down visible layer containing `p` (in the superlayer's coordinates), or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = pointFromSuperlayer(p, parent: superlayer)
        if masksToBounds, !bounds.contains(local) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// True when the presented ``mask`` lets `p` (in this layer's coordinates) show: always without
    /// a mask; with a shape layer, inside its presented filled path; with another layer, inside its
    /// bounds where its presented background colour is not transparent.
    package func presentedMaskAllows(_ p: CGPoint) -> Bool {
        guard let mask else { return true }
        let local = mask.pointFromSuperlayer(p, parent: nil)
        let state = mask.presentationState()
        guard !state.isHidden, state.opacity > 0 else { return false }
        if let shape = mask as? CAShapeLayer { return shape.presentedFillContains(local) }
        return state.bounds.contains(local) && (state.backgroundCGColor?.alpha ?? 0) > 0
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
    private var isCommittedToTree = false
    private var commitTask: ScheduledTask?

    private func joinedTree() {
        guard viewDelegate == nil else { return }
        isCommittedToTree = false
        commitTask?.cancel()
        let clock = Clocks.current
        commitTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.isCommittedToTree = true }
    }

    private func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    private func isDescendant(of layer: CALayer) -> Bool {
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

    private var needsLayoutOnGeometryChange: Bool { viewDelegate == nil && superlayer != nil }

    /// Marks the content as needing ``display()`` on the next turn of Glide's clock.
    open func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        Clocks.current.schedule(atNanoseconds: Clocks.current.nowNanoseconds) { [weak self] in self?.displayIfNeeded() }
    }

    /// True when a display is pending.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Runs a pending ``display()`` now.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Override to set ``contents``; Glide draws nothing itself.
    open func display() {}

    // MARK: Time

    /// This layer's local time when its superlayer's is `t`.
    private func localTime(fromParent t: Double) -> Double {
        if let driver = timeDriver { return driver.time }
        return (t - beginTime) * Double(speed) + timeOffset
    }

    /// The layer whose time this one's is relative to: the superlayer, or for a ``mask`` the layer it masks
    /// (Core Animation times a mask in its owner's tree although its `superlayer` is nil).
    private var timeParent: CALayer? { superlayer ?? maskOwner }

    /// This layer's local time at global (media) time `g`.
    package func localTime(atGlobal g: Double) -> Double {
        localTime(fromParent: timeParent?.localTime(atGlobal: g) ?? g)
    }

    /// This layer's local time now.
    package var currentLocalTime: Double { localTime(atGlobal: Clocks.current.now) }

    /// The global time at which this layer's local time is `t`; nil when frozen (speed 0) or driven.
    private func globalTime(fromLocal t: Double) -> Double? {
        guard timeDriver == nil, speed != 0 else { return nil }
        let parent = (t - timeOffset) / Double(speed) + beginTime
        guard let timeParent else { return parent }
        return timeParent.globalTime(fromLocal: parent)
    }

    /// Converts `t` from `layer`'s local time (global media time when nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let g = layer.map { $0.globalTime(fromLocal: t) ?? Clocks.current.now } ?? t
        return localTime(atGlobal: g)
    }

    /// Converts `t` from this layer's local time to `layer`'s (global media time when nil).
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let g = globalTime(fromLocal: t) ?? Clocks.current.now
        return layer?.localTime(atGlobal: g) ?? g
    }

    /// True while a percent-driven transition drives this layer's time or an ancestor's (its container's).
    private var isTimeDriven: Bool { timeDriver != nil || (timeParent?.isTimeDriven ?? false) }

    /// Ends, as finished, the explicit animations in this tree (masks included) that were added while a
    /// percent-driven transition drove its time, once that transition has released it. On iOS the container's
    /// time is then the media time again, seconds since the device booted, long past animations that began at
    /// a local time of at most the transition's duration, so they end at once whether it finished or was
    /// cancelled; Glide's clocks start at 0, so the media time may not have passed them yet.
    package func endAnimationsAddedWhileDriven() {
        for record in attached where record.addedWhileDriven && !record.stopped && record.animation.endTime.isFinite {
            record.endsAtOnce = true
            reschedule(record)
        }
        for child in children { child.endAnimationsAddedWhileDriven() }
        mask?.endAnimationsAddedWhileDriven()
    }

    /// The timing of this layer or an ancestor changed: re-time the explicit animations below.
    private func timingDidChange() {
        for a in attached { reschedule(a) }
        for child in children { child.timingDidChange() }
        mask?.timingDidChange()
    }

    // MARK: Model and presentation

    /// The model values as a ``LayerState``.
    package var modelState: LayerState {
        LayerState(
            bounds: bounds, position: position, transform: transform, opacity: Double(opacity),
            cornerRadius: cornerRadius, backgroundCGColor: backgroundColor?.rgbaColor,
            isHidden: isHidden, masksToBounds: masksToBounds, anchorPoint: anchorPoint, zPosition: zPosition,
            sublayerTransform: sublayerTransform, shadowOpacity: Double(shadowOpacity), shadowRadius: shadowRadius,
            shadowOffset: shadowOffset, shadowCGColor: shadowColor?.rgbaColor, borderWidth: borderWidth,
            borderCGColor: borderColor?.rgbaColor, isDoubleSided: isDoubleSided)
    }

    /// What the screen shows now, every animatable property at the current time (the engine's view
    /// of ``presentation()``).
    package func presentationState() -> LayerState {
        var state = modelState
        guard runningCount > 0 || !attached.isEmpty else { return state }
        for case let animation? in running {
            state.set(animation.key, animation.value(atGroupTime: animation.group.time))
        }
        if !attached.isEmpty {
            let t = currentLocalTime
            var keys = Set<String>()
            for a in attached { keys.formUnion(a.keys) }
            for key in keys {
                guard let property = AnimatableProperty(rawValue: key) else { continue }
                var value = state.value(property)
                for a in attached where a.keys.contains(key) { a.animation.apply(to: &value, key: key, parentTime: t) }
                state.set(property, value)
            }
        }
        return state
    }

    /// A copy of the layer showing what the screen shows now (Core Animation's presentation layer).
    ///
    /// The copy is detached: no superlayer, no sublayers, no animations; its ``model()`` is this
    /// layer. Glide differs for subclasses defined outside Glide: without the Objective-C runtime it
    /// cannot make an instance of an unknown subclass, so their `presentation()` is nil.
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
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A new layer of this layer's class with its model values (subclasses in Glide override it).
    func makePresentationCopy() -> CALayer { CALayer(layer: self) }

    /// The model value of an animatable key (`"position"`, `"path"` …); nil for unknown keys.
    func layerValue(forKey key: String) -> AnimatableValue? {
        if let property = AnimatableProperty(rawValue: key) { return modelValue(property) }
        return nil
    }

    /// Sets the model value of an animatable key without animation.
    func setLayerValue(_ value: AnimatableValue, forKey key: String) {
        if let property = AnimatableProperty(rawValue: key) { setModelValue(property, value) }
    }

    /// The presented value of an animatable key now: the model value, through the block
    /// animation, then through the explicit animations in the order they were added.
    package func presentedValue(forKey key: String) -> AnimatableValue? {
        let property = AnimatableProperty(rawValue: key)
        guard var value = property.map(presentationValue) ?? layerValue(forKey: key) else { return nil }
        if !attached.isEmpty {
            let t = currentLocalTime
            for a in attached where a.keys.contains(key) { a.animation.apply(to: &value, key: key, parentTime: t) }
        }
        return value
    }

    // MARK: Block animations (engine)

    /// The properties a block animation is animating now.
    package var animatingProperties: [AnimatableProperty] {
        AnimatableProperty.allCases.filter { running[$0.slot] != nil }
    }

    /// True when any animation, block or explicit, is on the layer.
    package var hasAnimations: Bool { runningCount > 0 || !attached.isEmpty }

    /// Removes the block animation of one property.
    package func removeAnimation(for key: AnimatableProperty) {
        guard let animation = running[key.slot] else { return }
        running[key.slot] = nil
        runningCount -= 1
        animation.isActive = false
        animation.group.animationWasRemoved(superseded: false)
    }

    /// The model value of `key`.
    package func modelValue(_ key: AnimatableProperty) -> AnimatableValue { modelState.value(key) }

    /// The value of `key` through the block animation only.
    package func presentationValue(_ key: AnimatableProperty) -> AnimatableValue {
        guard let animation = running[key.slot] else { return modelValue(key) }
        return animation.value(atGroupTime: animation.group.time)
    }

    /// Sets a model value without animation (the restore path of a reversed animator).
    package func setModelValue(_ key: AnimatableProperty, _ value: AnimatableValue) {
        suppressingActions {
            switch (key, value) {
            case (.bounds, .rect(let r)): bounds = r
            case (.position, .point(let p)): position = p
            case (.transform, .transform(let t)): transform = t
            case (.opacity, .scalar(let v)): opacity = Float(v)
            case (.cornerRadius, .scalar(let v)): cornerRadius = v
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.anchorPoint, .point(let p)): anchorPoint = p
            case (.zPosition, .scalar(let v)): zPosition = v
            case (.sublayerTransform, .transform(let t)): sublayerTransform = t
            case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
            case (.shadowRadius, .scalar(let v)): shadowRadius = v
            case (.shadowOffset, .size(let s)): shadowOffset = s
            case (.shadowColor, .color(let c)): shadowColor = c
            case (.borderWidth, .scalar(let v)): borderWidth = v
            case (.borderColor, .color(let c)): borderColor = c
            default: break
            }
        }
    }

    private var actionsSuppressed = false

    func suppressingActions(_ body: () -> Void) {
        let saved = actionsSuppressed
        actionsSuppressed = true
        AnimationTransaction.withoutAnimation(body)
        actionsSuppressed = saved
    }

    func add(_ animation: PropertyAnimation) {
        let slot = animation.key.slot
        if let previous = running[slot] {
            guard previous !== animation else { return }
            // A later block of the same animator keeps the value from before the first (UIKit's
            // original from-value, kept per key and layer).
            if previous.group === animation.group { animation.original = previous.original }
            previous.isActive = false
            previous.group.animationWasRemoved(superseded: true)
        } else {
            runningCount += 1
        }
        running[slot] = animation
    }

    func remove(_ animation: PropertyAnimation) {
        animation.isActive = false
        let slot = animation.key.slot
        if running[slot] === animation {
            running[slot] = nil
            runningCount -= 1
        }
    }

    /// Called before an animatable property changes: a view's layer reports the change to the open
    /// `UIView.animate` block; a standalone layer runs its action (the implicit animation).
    private func willChange(_ key: AnimatableProperty) {
        if viewDelegate != nil {
            guard let transaction = AnimationTransaction.current else { return }
            transaction.willChange(self, key, presentation: presentationValue(key))
        } else {
            willChangeStandalone(key.rawValue)
        }
    }

    /// The implicit animation of a standalone layer's property change, as Core Animation runs it
    /// (none inside `UIView.performWithoutAnimation`, which disables actions in UIKit too).
    func willChangeStandalone(_ key: String) {
        guard !actionsSuppressed, !isPresentationCopy, !AnimationTransaction.animationsDisabled, viewDelegate == nil, superlayer != nil || maskOwner != nil, isCommittedToTree,
              !CATransaction.disableActions(), let action = action(forKey: key)
        else { return }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// The action for `event`: ``actions``' entry (`NSNull` for none), else the default implicit
    /// animation for an animatable key — a `CABasicAnimation` from the presented value, with the
    /// transaction's duration (0.25 s by default) and timing function.
    open func action(forKey event: String) -> (any CAAction)? {
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return Self.defaultAction(forKey: event) ?? defaultImplicitAnimation(forKey: event)
    }

    /// The class's default action for `event` (none; ``action(forKey:)`` makes the implicit animation).
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    private func defaultImplicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard let from = presentedValue(forKey: key) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = from.anyValue
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    // MARK: Explicit animations

    /// Adds a copy of `anim` under `key` (replacing the animation with that key, which stops
    /// unfinished). A `beginTime` of 0 becomes the layer's current time. The animation changes the
    /// presentation only; the model keeps its values.
    open func add(_ anim: CAAnimation, forKey key: String?) {
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
    }

    /// The animation added under `key` (the layer's copy), if it is still on the layer.
    open func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }?.animation
    }

    /// The keys of the explicit animations on the layer, in the order they were added (nil when none).
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

    private func detach(at i: Int, finished: Bool) {
        let record = attached.remove(at: i)
        record.startTask?.cancel()
        record.stopTask?.cancel()
        let wasStopped = record.stopped
        record.stopped = true
        guard !wasStopped else { return }
        let animation = record.animation
        let clock = Clocks.current
        clock.schedule(atNanoseconds: clock.nowNanoseconds) {
            animation.delegate?.animationDidStop(animation, finished: finished)
            CATransaction.animationStopped(record)
        }
    }

    /// Re-arms the start and stop of an explicit animation for the layer's current timing.
    private func reschedule(_ record: AttachedAnimation) {
        record.startTask?.cancel()
        record.stopTask?.cancel()
        guard !record.stopped else { return }
        let clock = Clocks.current
        if record.endsAtOnce {
            record.stopTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.finish(record) }
            return
        }
        let now = currentLocalTime
        let animation = record.animation
        if !record.started {
            if now >= animation.beginTime {
                record.startTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.start(record) }
            } else if let g = globalTime(fromLocal: animation.beginTime) {
                record.startTask = clock.schedule(atNanoseconds: max(clock.nowNanoseconds, nanoseconds(g))) { [weak self] in
                    self?.start(record)
                }
            }
        }
        let end = animation.endTime
        guard end.isFinite else { return }
        if now >= end {
            record.stopTask = clock.schedule(atNanoseconds: clock.nowNanoseconds) { [weak self] in self?.finish(record) }
        } else if let g = globalTime(fromLocal: end) {
            record.stopTask = clock.schedule(atNanoseconds: max(clock.nowNanoseconds, nanoseconds(g))) { [weak self] in
                self?.finish(record)
            }
        }
    }

    private func start(_ record: AttachedAnimation) {
        guard !record.started, !record.stopped else { return }
        record.started = true
        record.animation.delegate?.animationDidStart(record.animation)
    }

    private func finish(_ record: AttachedAnimation) {
        guard !record.stopped, record.endsAtOnce || currentLocalTime >= record.animation.endTime - 1e-9 else { return }
        if !record.started { start(record) }
        record.stopped = true
        if record.animation.isRemovedOnCompletion { attached.removeAll { $0 === record } }
        record.animation.delegate?.animationDidStop(record.animation, finished: true)
        CATransaction.animationStopped(record)
    }
}

/// An explicit animation on a layer: the layer's copy and what has been reported of it.
@MainActor
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    /// The base keys it animates.
    let keys: Set<String>
    var started = false
    /// True once `animationDidStop` was sent (or is on its way).
    var stopped = false
    var startTask: ScheduledTask?
    var stopTask: ScheduledTask?
    /// True when it was added while a percent-driven transition drove the layer's time.
    var addedWhileDriven = false
    /// True once that transition released the time: it ends at once (see ``CALayer/endAnimationsAddedWhileDriven()``).
    var endsAtOnce = false

    init(key: String?, animation: CAAnimation, keys: Set<String>) {
        self.key = key
        self.animation = animation
        self.keys = keys
    }
}

/// A snapshot of a layer's animatable and visible properties.
public struct LayerState: Hashable, Sendable {
    public var bounds: CGRect
    public var position: CGPoint
    public var transform: CATransform3D
    public var opacity: Double
    public var cornerRadius: CGFloat
    /// The background colour, in red-green-blue-alpha form (the UIKit engine shows it as `backgroundColor`, a `UIColor`).
    package var backgroundCGColor: CGColor?
    public var isHidden: Bool
    public var masksToBounds: Bool
    public var anchorPoint: CGPoint
    public var zPosition: CGFloat
    public var sublayerTransform: CATransform3D
    public var shadowOpacity: Double
    public var shadowRadius: CGFloat
    public var shadowOffset: CGSize
    /// The shadow's colour (`shadowColor`), as ``backgroundCGColor``.
    package var shadowCGColor: CGColor?
    public var borderWidth: CGFloat
    /// The border's colour (`borderColor`), as ``backgroundCGColor``.
    package var borderCGColor: CGColor?
    public var isDoubleSided: Bool

    /// A state with every value given; colours in ``CGColor/rgbaColor`` form. (The public initialiser,
    /// with defaults and `UIColor`s, is the UIKit engine's.)
    package init(
        bounds: CGRect, position: CGPoint, transform: CATransform3D, opacity: Double,
        cornerRadius: CGFloat, backgroundCGColor: CGColor?, isHidden: Bool, masksToBounds: Bool,
        anchorPoint: CGPoint, zPosition: CGFloat, sublayerTransform: CATransform3D,
        shadowOpacity: Double, shadowRadius: CGFloat, shadowOffset: CGSize,
        shadowCGColor: CGColor?, borderWidth: CGFloat, borderCGColor: CGColor?, isDoubleSided: Bool
    ) {
        self.bounds = bounds; self.position = position; self.transform = transform; self.opacity = opacity
        self.cornerRadius = cornerRadius; self.backgroundCGColor = backgroundCGColor; self.isHidden = isHidden
        self.masksToBounds = masksToBounds; self.anchorPoint = anchorPoint; self.zPosition = zPosition
        self.sublayerTransform = sublayerTransform; self.shadowOpacity = shadowOpacity; self.shadowRadius = shadowRadius
        self.shadowOffset = shadowOffset; self.shadowCGColor = shadowCGColor; self.borderWidth = borderWidth
        self.borderCGColor = borderCGColor; self.isDoubleSided = isDoubleSided
    }

    /// The frame implied by position, anchor point, bounds and transform (the transformed bounds' bounding box).
    public var frame: CGRect {
        Self.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
    }

    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        let size = bounds.size
        let ax = anchorPoint.x * size.width, ay = anchorPoint.y * size.height
        if transform.isIdentity {
            return CGRect(x: position.x - ax, y: position.y - ay, width: size.width, height: size.height)
        }
        let corners = [
            CGPoint(x: -ax, y: -ay), CGPoint(x: size.width - ax, y: -ay),
            CGPoint(x: -ax, y: size.height - ay), CGPoint(x: size.width - ax, y: size.height - ay),
        ].map { transform.project($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: position.x + minX, y: position.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when the layer's back faces the viewer (its transform flips the z axis towards −z);
    /// a layer that is not double-sided is then invisible.
    public var isFacingAway: Bool {
        // The sign of the transformed normal's z: the x-y determinant of the projected basis.
        let o = transform.project(.zero), x = transform.project(CGPoint(x: 1, y: 0)), y = transform.project(CGPoint(x: 0, y: 1))
        return (x.x - o.x) * (y.y - o.y) - (x.y - o.y) * (y.x - o.x) < 0
    }

    /// True when the layer shows anything: not hidden, not transparent, not a single-sided layer seen from behind.
    public var isVisible: Bool { !isHidden && opacity > 0 && !(!isDoubleSided && isFacingAway) }

    /// The value of `key`.
    public func value(_ key: AnimatableProperty) -> AnimatableValue {
        switch key {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .transform: return .transform(transform)
        case .opacity: return .scalar(opacity)
        case .cornerRadius: return .scalar(cornerRadius)
        case .backgroundColor: return .color(backgroundCGColor)
        case .anchorPoint: return .point(anchorPoint)
        case .zPosition: return .scalar(zPosition)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .shadowOpacity: return .scalar(shadowOpacity)
        case .shadowRadius: return .scalar(shadowRadius)
        case .shadowOffset: return .size(shadowOffset)
        case .shadowColor: return .color(shadowCGColor)
        case .borderWidth: return .scalar(borderWidth)
        case .borderColor: return .color(borderCGColor)
        }
    }

    mutating func set(_ key: AnimatableProperty, _ value: AnimatableValue) {
        switch (key, value) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let p)): position = p
        case (.transform, .transform(let t)): transform = t
        case (.opacity, .scalar(let v)): opacity = v
        case (.cornerRadius, .scalar(let v)): cornerRadius = v
        case (.backgroundColor, .color(let c)): backgroundCGColor = c
        case (.anchorPoint, .point(let p)): anchorPoint = p
        case (.zPosition, .scalar(let v)): zPosition = v
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = v
        case (.shadowRadius, .scalar(let v)): shadowRadius = v
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowColor, .color(let c)): shadowCGColor = c
        case (.borderWidth, .scalar(let v)): borderWidth = v
        case (.borderColor, .color(let c)): borderCGColor = c
        default: break
        }
    }
}
