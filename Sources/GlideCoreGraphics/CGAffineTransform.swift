import Foundation

/// A 2D affine transform (UIKit's `CGAffineTransform`), with CoreGraphics' row-vector convention.
///
/// A point maps as `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]`, that is
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// A transform with the given matrix entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// A transform with the given matrix entries, unlabeled (`CGAffineTransform(a, b, c, d, tx, ty)`).
    @inlinable
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The all-zero matrix, as a C struct initialises (`CGAffineTransform()`; not the identity).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// The identity transform (`CGAffineTransform.identity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (x, y) (`CGAffineTransformMakeTranslation`).
    @inlinable
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale by (x, y) about the origin (`CGAffineTransformMakeScale`).
    @inlinable
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians about the origin (`CGAffineTransformMakeRotation`).
    ///
    /// Positive angles turn the x axis towards the y axis (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        let cosine = Foundation.cos(angle), sine = Foundation.sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True when this is exactly the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first and then `other` (`CGAffineTransformConcat(self, other)`).
    @inlinable
    @discardableResult
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant of the linear part, `a·d − b·c`.
    package var determinant: CGFloat { a * d - b * c }

    /// True when the linear part is invertible: its determinant is finite and not negligible
    /// relative to the lengths of its rows (`|det| > 1e-14 · ‖(a, b)‖ · ‖(c, d)‖`).
    package var isInvertible: Bool {
        let det = determinant
        let bound = (a * a + b * b).squareRoot() * (c * c + d * d).squareRoot()
        return det.isFinite && abs(det) > 1e-14 * bound
    }

    /// The inverse transform; like `CGAffineTransformInvert`, returns `self` unchanged when singular.
    @discardableResult
    public func inverted() -> CGAffineTransform {
        guard isInvertible else { return self }
        let det = determinant
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// A translation by (x, y) applied before `self` (`CGAffineTransformTranslate`).
    @inlinable
    @discardableResult
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by (x, y) applied before `self` (`CGAffineTransformScale`).
    @inlinable
    @discardableResult
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self` (`CGAffineTransformRotate`).
    @discardableResult
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var description: String {
        "[\(formatPoints(a)), \(formatPoints(b)), \(formatPoints(c)), \(formatPoints(d)), \(formatPoints(tx)), \(formatPoints(ty))]"
    }
}

extension CGPoint {
    /// The point mapped by `t` (`CGPointApplyAffineTransform`).
    @inlinable
    @discardableResult
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of `t`, without translation and without taking absolute
    /// values (`CGSizeApplyAffineTransform`).
    @inlinable
    @discardableResult
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners
    /// (`CGRectApplyAffineTransform`); the result has a non-negative size.
    @discardableResult
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let r = standardized
        let p1 = CGPoint(x: r.minX, y: r.minY).applying(t), p2 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p3 = CGPoint(x: r.minX, y: r.maxY).applying(t), p4 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let x0 = Swift.min(p1.x, p2.x, p3.x, p4.x), x1 = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let y0 = Swift.min(p1.y, p2.y, p3.y, p4.y), y1 = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
