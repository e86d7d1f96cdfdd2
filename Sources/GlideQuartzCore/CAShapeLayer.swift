import Foundation
import GlideCoreGraphics

/// A layer that shows a path, filled and stroked (`CAShapeLayer`); often a view's `mask`.
///
/// Nothing is rasterised: the presented path, colours and stroke range are what Glide keeps, and
/// as a mask the presented path decides which points of the masked layer show
/// (``CALayer/presentedMaskAllows(_:)``). `path`, `fillColor`, `strokeColor`, `strokeStart`,
/// `strokeEnd`, `lineWidth`, `miterLimit` and `lineDashPhase` animate, explicitly and implicitly.
open class CAShapeLayer: CALayer {
    /// The shape.
    open var path: CGPath? { willSet { willChangeStandalone("path") } }
    /// The fill colour (opaque black by default; nil fills nothing).
    open var fillColor: CGColor? = CGColor.black { willSet { willChangeStandalone("fillColor") } }
    /// The fill rule.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour (nil by default: no stroke).
    open var strokeColor: CGColor? { willSet { willChangeStandalone("strokeColor") } }
    /// Where the stroke starts along the path, 0 … 1.
    open var strokeStart: CGFloat = 0 { willSet { willChangeStandalone("strokeStart") } }
    /// Where the stroke ends along the path, 0 … 1.
    open var strokeEnd: CGFloat = 1 { willSet { willChangeStandalone("strokeEnd") } }
    /// The stroke's width.
    open var lineWidth: CGFloat = 1 { willSet { willChangeStandalone("lineWidth") } }
    /// The miter limit.
    open var miterLimit: CGFloat = 10 { willSet { willChangeStandalone("miterLimit") } }
    /// The line cap.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// The line join.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// The dash phase.
    open var lineDashPhase: CGFloat = 0 { willSet { willChangeStandalone("lineDashPhase") } }
    /// The dash pattern (nil: solid).
    open var lineDashPattern: [NSNumber]?

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAShapeLayer else { return }
        path = o.path; fillColor = o.fillColor; fillRule = o.fillRule; strokeColor = o.strokeColor
        strokeStart = o.strokeStart; strokeEnd = o.strokeEnd; lineWidth = o.lineWidth; miterLimit = o.miterLimit
        lineCap = o.lineCap; lineJoin = o.lineJoin; lineDashPhase = o.lineDashPhase; lineDashPattern = o.lineDashPattern
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makePresentationCopy() -> CALayer { CAShapeLayer(layer: self) }

    override func layerValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": return .path(path?.elementValues)
        case "fillColor": return .color(fillColor?.rgbaColor)
        case "strokeColor": return .color(strokeColor?.rgbaColor)
        case "strokeStart": return .scalar(strokeStart)
        case "strokeEnd": return .scalar(strokeEnd)
        case "lineWidth": return .scalar(lineWidth)
        case "miterLimit": return .scalar(miterLimit)
        case "lineDashPhase": return .scalar(lineDashPhase)
        default: return super.layerValue(forKey: key)
        }
    }

    override func setLayerValue(_ value: AnimatableValue, forKey key: String) {
        suppressingActions {
            switch (key, value) {
            case ("path", .path(let e)): path = e.map { CGPath(elements: $0) }
            case ("fillColor", .color(let c)): fillColor = c
            case ("strokeColor", .color(let c)): strokeColor = c
            case ("strokeStart", .scalar(let v)): strokeStart = v
            case ("strokeEnd", .scalar(let v)): strokeEnd = v
            case ("lineWidth", .scalar(let v)): lineWidth = v
            case ("miterLimit", .scalar(let v)): miterLimit = v
            case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
            default: super.setLayerValue(value, forKey: key)
            }
        }
    }

    /// True when the presented path, filled with the fill rule, contains `p` (layer coordinates).
    package func presentedFillContains(_ p: CGPoint) -> Bool {
        guard case .path(let elements?)? = presentedValue(forKey: "path") else { return false }
        return CGPath(elements: elements).contains(p, using: fillRule == .evenOdd ? .evenOdd : .winding)
    }
}

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

    override func makePresentationCopy() -> CALayer { CAGradientLayer(layer: self) }

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
