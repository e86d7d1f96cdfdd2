import Foundation
import GlideCoreGraphics

/// A layer that shows a colour gradient (`CAGradientLayer`). `colors`, `locations`, `startPoint`
/// and `endPoint` animate; ``presentedColor(at:)`` evaluates the presented axial gradient.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), in order.
    open var colors: [Any]? { willSet { willChangeStandalone("colors") } }
    /// Where each colour sits along the gradient, 0 … 1 (nil: evenly).
    open var locations: [NSNumber]? { willSet { willChangeStandalone("locations") } }
    /// The gradient's start in unit coordinates ((0.5, 0) by default).
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { willChangeStandalone("startPoint") } }
    /// The gradient's end in unit coordinates ((0.5, 1) by default).
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { willChangeStandalone("endPoint") } }
    /// The gradient's geometry.
    open var type: CAGradientLayerType = .axial

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAGradientLayer else { return }
        colors = o.colors; locations = o.locations; startPoint = o.startPoint; endPoint = o.endPoint; type = o.type
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new CAGradientLayer made with `init()` (see ``CALayer/makeBackingLayer()``).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { CAGradientLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { CAGradientLayer(layer: self) }

    override func layerValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors":
            return .array((colors ?? []).compactMap { AnimatableValue.color(nil).coerce($0) })
        case "locations": return .array((locations ?? []).map { .scalar($0.doubleValue) })
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.layerValue(forKey: key)
        }
    }

    override func setLayerValue(_ value: AnimatableValue, forKey key: String) {
        suppressingActions {
            switch (key, value) {
            case ("colors", .array(let a)): colors = a.compactMap { $0.anyValue }
            case ("locations", .array(let a)):
                locations = a.compactMap { if case .scalar(let v) = $0 { return NSNumber(value: v) } else { return nil } }
            case ("startPoint", .point(let p)): startPoint = p
            case ("endPoint", .point(let p)): endPoint = p
            default: super.setLayerValue(value, forKey: key)
            }
        }
    }

    /// The presented colour at `unitPoint` (unit coordinates of the bounds) of an axial gradient:
    /// the point is projected on start → end and the colours are interpolated between locations.
    package func presentedColor(at unitPoint: CGPoint) -> CGColor? {
        guard case .array(let values)? = presentedValue(forKey: "colors") else { return nil }
        let cs = values.compactMap { v -> CGColor? in if case .color(let c) = v { return c } else { return nil } }
        guard let first = cs.first else { return nil }
        if cs.count == 1 { return first }
        var locs: [Double] = cs.indices.map { Double($0) / Double(cs.count - 1) }
        if case .array(let l)? = presentedValue(forKey: "locations"), l.count == cs.count {
            locs = l.map { if case .scalar(let v) = $0 { return v } else { return 0 } }
        }
        guard case .point(let s)? = presentedValue(forKey: "startPoint"), case .point(let e)? = presentedValue(forKey: "endPoint") else { return nil }
        let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
        let t = len2 > 0 ? ((unitPoint.x - s.x) * dx + (unitPoint.y - s.y) * dy) / len2 : 0
        if t <= locs[0] { return cs[0] }
        for i in 1..<cs.count where t <= locs[i] {
            let span = locs[i] - locs[i - 1]
            return cs[i - 1].interpolated(to: cs[i], fraction: span > 0 ? (t - locs[i - 1]) / span : 1)
        }
        return cs[cs.count - 1]
    }
}

/// A gradient layer's geometry (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
