import Foundation
import GlideCoreGraphics

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

    package static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
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

    /// The position and bounds size that make ``frame(bounds:position:anchorPoint:transform:)`` read back `frame`
    /// (Core Animation's setter). The size is the frame's size mapped through the inverse of the transform's
    /// x-y part, so a scaled, flipped or quarter-turned layer reads back exactly what was set; the position then
    /// puts the transformed bounds' centre on the frame's centre, translation included. A rotation by another
    /// angle gives the box of the box (Apple: "do not set the frame if the transform applies a rotation that is
    /// not a multiple of 90 degrees"); a transform with no inverse (a zero scale) keeps the frame's size.
    /// **Glide differs** for a transform that is not affine (3D, perspective), whose mapping Apple does not document:
    /// the frame is placed as if the layer were untransformed.
    package static func geometry(
        settingFrame frame: CGRect, anchorPoint: CGPoint, transform: CATransform3D
    ) -> (position: CGPoint, size: CGSize) {
        let r = frame.standardized
        // A 3D transform (a flip's rotation about y, a perspective) is left out: the frame is placed as if untransformed.
        if transform.isIdentity || !transform.isAffine {
            return (CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height), r.size)
        }
        // Row vectors, as Core Animation's: x' = x·m11 + y·m21, y' = x·m12 + y·m22.
        let a = transform.m11, b = transform.m12, c = transform.m21, d = transform.m22
        let det = a * d - b * c
        var size = r.size
        if det.isFinite, abs(det) > 1e-12 {
            let i11 = d / det, i12 = -b / det, i21 = -c / det, i22 = a / det
            size = CGSize(
                width: abs(i11) * r.width + abs(i21) * r.height,
                height: abs(i12) * r.width + abs(i22) * r.height)
        }
        let atZero = Self.frame(
            bounds: CGRect(origin: .zero, size: size), position: .zero, anchorPoint: anchorPoint, transform: transform)
        return (CGPoint(x: r.midX - atZero.midX, y: r.midY - atZero.midY), size)
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
    @discardableResult
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
