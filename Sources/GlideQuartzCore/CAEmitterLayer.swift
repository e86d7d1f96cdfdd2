import Foundation
import GlideCoreGraphics

/// A layer that emits particles (`CAEmitterLayer`): confetti, snow, sparks, each kind of particle described by a
/// ``CAEmitterCell`` in ``emitterCells``.
///
/// Glide differs from Core Animation: Glide simulates and renders no particles. The layer keeps every property as set
/// and is a layer in every other way (its frame, sublayers, animations), so code that sets up an emitter, starts and
/// stops it with ``birthRate`` and removes it when a transition ends runs as written.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]?
    /// A multiplier of every cell's birth rate (0 stops emitting).
    open var birthRate: Float = 1
    /// A multiplier of every cell's lifetime.
    open var lifetime: Float = 1
    /// Where the emitter is, in the layer's coordinates.
    open var emitterPosition: CGPoint = .zero
    /// The emitter's z position.
    open var emitterZPosition: CGFloat = 0
    /// The emitter's size, for shapes that have one.
    open var emitterSize: CGSize = .zero
    /// The emitter's depth, for the 3D shapes.
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where on the shape particles are emitted from.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// The order particles are drawn in.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles are drawn in 3D.
    open var preservesDepth = false
    /// A multiplier of every cell's velocity.
    open var velocity: Float = 1
    /// A multiplier of every cell's scale.
    open var scale: Float = 1
    /// A multiplier of every cell's spin.
    open var spin: Float = 1
    /// The seed of the particles' randomness.
    open var seed: UInt32 = 0

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CAEmitterLayer else { return }
        emitterCells = o.emitterCells; birthRate = o.birthRate; lifetime = o.lifetime
        emitterPosition = o.emitterPosition; emitterZPosition = o.emitterZPosition; emitterSize = o.emitterSize
        emitterDepth = o.emitterDepth; emitterShape = o.emitterShape; emitterMode = o.emitterMode
        renderMode = o.renderMode; preservesDepth = o.preservesDepth; velocity = o.velocity; scale = o.scale
        spin = o.spin; seed = o.seed
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new CAEmitterLayer made with `init()` (see ``CALayer/makeBackingLayer()``).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { CAEmitterLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { CAEmitterLayer(layer: self) }
}

/// One kind of particle a ``CAEmitterLayer`` emits (`CAEmitterCell`), or, inside another cell's ``emitterCells``,
/// particles each particle emits.
///
/// Glide differs from Core Animation: nothing is emitted (see ``CAEmitterLayer``); the cell keeps its properties.
open class CAEmitterCell: NSObject {
    /// The cell's name, used in key paths ("emitterCells.spark.birthRate").
    open var name: String?
    /// Whether the cell emits.
    open var isEnabled = true
    /// Particles per second.
    open var birthRate: Float = 0
    /// Seconds a particle lives, and its random range.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction of emission: latitude (from the z axis) and longitude (in the x-y plane), in radians.
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    /// The cone particles are emitted in, in radians.
    open var emissionRange: CGFloat = 0
    /// The initial speed, in points per second, and its random range.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    /// Acceleration, in points per second squared.
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// The particle's scale, its random range and its change per second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Rotation, in radians per second, and its random range.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The colour the contents are tinted with, the random range of each component and its change per second.
    open var color: CGColor?
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// What a particle shows (a `CGImage`).
    open var contents: Any?
    /// The part of ``contents`` shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The scale of ``contents``.
    open var contentsScale: CGFloat = 1
    /// The filters used to draw ``contents`` smaller and larger.
    open var minificationFilter: CALayerContentsFilter = .linear
    open var magnificationFilter: CALayerContentsFilter = .linear
    open var minificationFilterBias: Float = 0
    /// Cells each particle of this cell emits.
    open var emitterCells: [CAEmitterCell]?
    /// Extra properties, by name.
    open var style: [AnyHashable: Any]?
    /// Media timing of the cell's emission.
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    public override init() {
        super.init()
    }

    /// A cell decoded from an archive; Glide reads none, so it has the defaults.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The default value of the property `key` (Core Animation's `defaultValue(forKey:)`).
    @discardableResult
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isEnabled", "enabled": return true
        case "scale", "speed", "contentsScale": return 1
        default: return nil
        }
    }
}

/// The shape of a ``CAEmitterLayer``'s emitter.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on its shape a ``CAEmitterLayer`` emits.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order a ``CAEmitterLayer`` draws its particles in.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
