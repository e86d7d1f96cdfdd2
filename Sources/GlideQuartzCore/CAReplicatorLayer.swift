import Foundation
import GlideCoreGraphics

/// A layer that draws its sublayers ``instanceCount`` times (`CAReplicatorLayer`): each copy moved by
/// ``instanceTransform`` once more than the one before, tinted by ``instanceColor`` plus the colour offsets once more,
/// and ``instanceDelay`` seconds later in its animations: the dots of an activity indicator, the bars of an equaliser.
///
/// Instance k (0 for the sublayers themselves) is drawn through `instanceTransform` applied k times, about the centre
/// of the replicator's bounds, as Core Animation applies it; its colours are multiplied by `instanceColor` with k times
/// each offset added to its components (clamped to 0 … 1); its sublayers' explicit animations show as they were
/// k × `instanceDelay` seconds earlier. The copies are drawn in order, instance 0 at the back, each copy's sublayers in
/// their own order. `instanceCount`, `instanceDelay`, `instanceTransform`, `instanceColor` and the four offsets animate,
/// explicitly and implicitly (a count animates as a number, drawn with its whole part).
///
/// Glide differs: the copies are drawn only (Glide's renderer draws them; the layer tree has the sublayers once, as on
/// iOS, and hit-testing finds only instance 0, as Core Animation's does). ``preservesDepth`` is kept; Glide's renderer
/// flattens the copies into the replicator's plane either way (see ``CATransformLayer``). The delay shifts explicit
/// animations (`add(_:forKey:)`, implicit actions); a `UIView.animate` block's animation shows the same in every copy.
/// In an image a layer tree was frozen into (`render(in:)`, `drawHierarchy`), every copy shows the sublayers as they
/// were frozen.
open class CAReplicatorLayer: CALayer {
    /// How many times the sublayers are drawn, the sublayers themselves included (1 by default: no more copies).
    open var instanceCount = 1 { willSet { willChangeStandalone("instanceCount") } }
    /// Whether the copies keep their depth rather than being flattened into this layer's plane (false by default).
    open var preservesDepth = false
    /// The seconds each copy's animations lag behind the copy before it (0 by default).
    open var instanceDelay: CFTimeInterval = 0 { willSet { willChangeStandalone("instanceDelay") } }
    /// The transform from each copy to the next, about the centre of the bounds (identity by default).
    open var instanceTransform: CATransform3D = .identity { willSet { willChangeStandalone("instanceTransform") } }
    /// The colour the first copy's colours are multiplied by (opaque white by default: unchanged).
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) { willSet { willChangeStandalone("instanceColor") } }
    /// What each copy adds to the red component of the colour of the one before (0 by default).
    open var instanceRedOffset: Float = 0 { willSet { willChangeStandalone("instanceRedOffset") } }
    /// What each copy adds to the green component of the colour of the one before (0 by default).
    open var instanceGreenOffset: Float = 0 { willSet { willChangeStandalone("instanceGreenOffset") } }
    /// What each copy adds to the blue component of the colour of the one before (0 by default).
    open var instanceBlueOffset: Float = 0 { willSet { willChangeStandalone("instanceBlueOffset") } }
    /// What each copy adds to the alpha component of the colour of the one before (0 by default).
    open var instanceAlphaOffset: Float = 0 { willSet { willChangeStandalone("instanceAlphaOffset") } }

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAReplicatorLayer else { return }
        instanceCount = o.instanceCount; preservesDepth = o.preservesDepth; instanceDelay = o.instanceDelay
        instanceTransform = o.instanceTransform; instanceColor = o.instanceColor
        instanceRedOffset = o.instanceRedOffset; instanceGreenOffset = o.instanceGreenOffset
        instanceBlueOffset = o.instanceBlueOffset; instanceAlphaOffset = o.instanceAlphaOffset
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new CAReplicatorLayer made with `init()` (see ``CALayer/makeBackingLayer()``).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { CAReplicatorLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { CAReplicatorLayer(layer: self) }

    override func layerValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "instanceCount": return .scalar(Double(instanceCount))
        case "instanceDelay": return .scalar(instanceDelay)
        case "instanceTransform": return .transform(instanceTransform)
        case "instanceColor": return .color(instanceColor?.rgbaColor)
        case "instanceRedOffset": return .scalar(Double(instanceRedOffset))
        case "instanceGreenOffset": return .scalar(Double(instanceGreenOffset))
        case "instanceBlueOffset": return .scalar(Double(instanceBlueOffset))
        case "instanceAlphaOffset": return .scalar(Double(instanceAlphaOffset))
        default: return super.layerValue(forKey: key)
        }
    }

    override func setLayerValue(_ value: AnimatableValue, forKey key: String) {
        suppressingActions {
            switch (key, value) {
            case ("instanceCount", .scalar(let v)): instanceCount = Self.count(v)
            case ("instanceDelay", .scalar(let v)): instanceDelay = v
            case ("instanceTransform", .transform(let t)): instanceTransform = t
            case ("instanceColor", .color(let c)): instanceColor = c
            case ("instanceRedOffset", .scalar(let v)): instanceRedOffset = Float(v)
            case ("instanceGreenOffset", .scalar(let v)): instanceGreenOffset = Float(v)
            case ("instanceBlueOffset", .scalar(let v)): instanceBlueOffset = Float(v)
            case ("instanceAlphaOffset", .scalar(let v)): instanceAlphaOffset = Float(v)
            default: super.setLayerValue(value, forKey: key)
            }
        }
    }

    /// A count from an animated number: its whole part, 0 for anything not finite or below 0.
    static func count(_ v: Double) -> Int {
        guard v.isFinite, v > 0 else { return 0 }
        return Int(min(v, Double(Int32.max)).rounded(.down))
    }

    /// The copies as they show now: for each instance k, the transform (``instanceTransform`` k times over), the colour
    /// to multiply by (``instanceColor`` plus k times the offsets, clamped), and the delay of its animations.
    package func presentedInstances() -> [(transform: CATransform3D, color: (red: Double, green: Double, blue: Double, alpha: Double), delay: Double)] {
        func scalar(_ key: String, _ fallback: Double) -> Double {
            if case .scalar(let v)? = presentedValue(forKey: key) { return v }
            return fallback
        }
        let count = Self.count(scalar("instanceCount", Double(instanceCount)))
        guard count > 0 else { return [] }
        var step = instanceTransform
        if case .transform(let t)? = presentedValue(forKey: "instanceTransform") { step = t }
        var base = (red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)
        if case .color(let c)? = presentedValue(forKey: "instanceColor") {
            if let c { base = (Double(c.rgba.red), Double(c.rgba.green), Double(c.rgba.blue), Double(c.rgba.alpha)) }
        }
        let dr = scalar("instanceRedOffset", 0), dg = scalar("instanceGreenOffset", 0)
        let db = scalar("instanceBlueOffset", 0), da = scalar("instanceAlphaOffset", 0)
        let delay = scalar("instanceDelay", instanceDelay)
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        var transform = CATransform3D.identity
        var out: [(transform: CATransform3D, color: (red: Double, green: Double, blue: Double, alpha: Double), delay: Double)] = []
        out.reserveCapacity(count)
        for k in 0..<count {
            let n = Double(k)
            out.append((transform, (clamp(base.red + n * dr), clamp(base.green + n * dg), clamp(base.blue + n * db), clamp(base.alpha + n * da)), n * delay))
            transform = transform.concatenating(step)
        }
        return out
    }
}
