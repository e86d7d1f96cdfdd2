import Foundation

/// A 2D affine transform (UIKit's `CGAffineTransform`), with CoreGraphics' row-vector convention.
///
/// A point maps as `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`, that is
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// A transform with the given matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform (`CGAffineTransform.identity`).
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y) (`CGAffineTransformMakeTranslation`).
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by (x, y) about the origin (`CGAffineTransformMakeScale`).
    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`).
    ///
    /// Positive angles turn the x axis towards the y axis (clockwise on screen, where y points down).
    public init(rotationAngle angle: Double) {
        let cosine = Foundation.cos(angle), sine = Foundation.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `other` (`CGAffineTransformConcat(self, other)`).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant of the linear part, `a·d − b·c`.
    var determinant: Double { a * d - b * c }

    /// True when the linear part is invertible: its determinant is finite and not negligible
    /// relative to the lengths of its rows (`|det| > 1e-14 · ‖(a, b)‖ · ‖(c, d)‖`).
    var isInvertible: Bool {
        let det = determinant
        let bound = (a * a + b * b).squareRoot() * (c * c + d * d).squareRoot()
        return det.isFinite && abs(det) > 1e-14 * bound
    }

    /// The inverse transform; like `CGAffineTransformInvert`, returns `self` unchanged when singular.
    public func inverted() -> AffineTransform {
        guard isInvertible else { return self }
        let det = determinant
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return AffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A translation by (x, y) applied before `self` (`CGAffineTransformTranslate`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (x, y) applied before `self` (`CGAffineTransformScale`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self` (`CGAffineTransformRotate`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var description: String {
        "[\(formatPoints(a)), \(formatPoints(b)), \(formatPoints(c)), \(formatPoints(d)), \(formatPoints(tx)), \(formatPoints(ty))]"
    }
}

extension Point {
    /// The point mapped by `t` (`CGPointApplyAffineTransform`).
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped by the linear part of `t`, without translation and without taking absolute
    /// values (`CGSizeApplyAffineTransform`).
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The smallest axis-aligned rectangle containing the four transformed corners
    /// (`CGRectApplyAffineTransform`); the result has a non-negative size.
    public func applying(_ t: AffineTransform) -> Rect {
        let r = standardized
        let p1 = Point(x: r.minX, y: r.minY).applying(t), p2 = Point(x: r.maxX, y: r.minY).applying(t)
        let p3 = Point(x: r.minX, y: r.maxY).applying(t), p4 = Point(x: r.maxX, y: r.maxY).applying(t)
        let x0 = Swift.min(p1.x, p2.x, p3.x, p4.x), x1 = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let y0 = Swift.min(p1.y, p2.y, p3.y, p4.y), y1 = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
