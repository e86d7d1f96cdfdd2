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

    /// A new CAShapeLayer made with `init()` (see ``CALayer/makeBackingLayer()``).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { CAShapeLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { CAShapeLayer(layer: self) }

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

/// The rule a shape layer fills with (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line cap (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's line join (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
