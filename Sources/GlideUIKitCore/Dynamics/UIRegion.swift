import Foundation

/// An area in which a field acts (UIKit's `UIRegion`): a circle or a rectangle centred on the field's
/// position, the infinite region, or their inverses, unions, differences and intersections.
@preconcurrency @MainActor
public class UIRegion: NSObject, NSCopying {
    indirect enum Shape: Sendable {
        case infinite
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ p: DynamicsVector) -> Bool {
            switch self {
            case .infinite: true
            case .circle(let r): p.lengthSquared <= r * r
            case let .rectangle(w, h): abs(p.x) <= w / 2 && abs(p.y) <= h / 2
            case .inverse(let s): !s.contains(p)
            case let .union(a, b): a.contains(p) || b.contains(p)
            case let .difference(a, b): a.contains(p) && !b.contains(p)
            case let .intersection(a, b): a.contains(p) && b.contains(p)
            }
        }
    }

    let shape: Shape

    required init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The region that contains every point.
    public class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` points about the field's position.
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius: Double(radius)))
    }

    /// A rectangle of `size` centred on the field's position.
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(width: Double(size.width), height: Double(size.height)))
    }

    /// Every point this region does not contain.
    @discardableResult
    public func inverse() -> Self { Self(shape: .inverse(shape)) }

    /// The points in this region or in `region`.
    @discardableResult
    public func union(with region: UIRegion) -> Self { Self(shape: .union(shape, region.shape)) }

    /// The points in this region and not in `region`.
    @discardableResult
    public func difference(from region: UIRegion) -> Self { Self(shape: .difference(shape, region.shape)) }

    /// The points in both this region and `region`.
    @discardableResult
    public func intersection(with region: UIRegion) -> Self { Self(shape: .intersection(shape, region.shape)) }

    /// Whether `point`, relative to the field's position, is in the region.
    @discardableResult
    public func contains(_ point: CGPoint) -> Bool { shape.contains(DynamicsVector(point)) }

    /// The region itself: regions are immutable.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }
}
