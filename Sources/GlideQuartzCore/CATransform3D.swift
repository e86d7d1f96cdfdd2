import Foundation
import GlideCoreGraphics

/// A 4 × 4 homogeneous transform (Core Animation's `CATransform3D`), with its row-vector convention.
///
/// A point maps as `[x y z 1] · M`: `m41 m42 m43` translate, and `m14 m24 m34` feed the homogeneous
/// coordinate `w`, so `t.m34 = -1 / d` adds perspective seen from distance `d` (e.g. `t.m34 = -0.002`).
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// A transform with the given entries, row by row.
    @inlinable
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The all-zero matrix, as the C struct initialises (`CATransform3D()`; not the identity).
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The identity transform (`CATransform3DIdentity`).
    public static let identity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// A translation by (x, y, z) (`CATransform3DMakeTranslation`).
    @inlinable
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    /// A scale by (x, y, z) about the origin (`CATransform3DMakeScale`).
    @inlinable
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin (`CATransform3DMakeRotation`).
    ///
    /// The axis is normalised; a zero-length axis gives the identity. About (0, 0, 1) this is the
    /// same rotation as ``CGAffineTransform/init(rotationAngle:)``.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return }
        let x = x / length, y = y / length, z = z / length
        let c = Foundation.cos(angle), s = Foundation.sin(angle), t = 1 - c
        // The diagonal is written as axis² + (1 − axis²)·cos, equal to cos + axis²·(1 − cos), so that a
        // rotation about a coordinate axis keeps exact 1s and exact cosines.
        m11 = x * x + (1 - x * x) * c; m12 = t * x * y + z * s; m13 = t * x * z - y * s
        m21 = t * x * y - z * s; m22 = y * y + (1 - y * y) * c; m23 = t * y * z + x * s
        m31 = t * x * z + y * s; m32 = t * y * z - x * s; m33 = z * z + (1 - z * z) * c
    }

    /// The 3D transform equivalent to a 2D affine transform (`CATransform3DMakeAffineTransform`).
    @inlinable
    public init(_ affine: CGAffineTransform) {
        self = .identity
        m11 = affine.a; m12 = affine.b
        m21 = affine.c; m22 = affine.d
        m41 = affine.tx; m42 = affine.ty
    }

    /// The sixteen entries, row by row.
    var elements: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
    }

    /// A transform from sixteen entries, row by row.
    init(elements d: [Double]) {
        let e = d.map { CGFloat($0) }
        precondition(e.count == 16, "a 4 × 4 transform has 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// True when this is exactly the identity transform (`CATransform3DIsIdentity`).
    @inlinable
    public var isIdentity: Bool {
        // Field by field, the diagonal first: asked for every layer on every conversion, and most are the identity.
        m11 == 1 && m22 == 1 && m33 == 1 && m44 == 1
            && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m34 == 0 && m41 == 0 && m42 == 0 && m43 == 0
    }

    /// True when the transform is exactly a 2D affine transform in the x-y plane (`CATransform3DIsAffine`):
    /// no z or perspective terms, `m33 == 1` and `m44 == 1`.
    @inlinable
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The x-y affine part, ignoring every z and perspective term (`CATransform3DGetAffineTransform`).
    @inlinable
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// The transform that applies `self` first and then `other` (`CATransform3DConcat(self, other)`).
    @inlinable
    @discardableResult
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        // Row i of self times column j of other, summed left to right as the array form did (the same
        // results to the bit), without allocating.
        let b = other
        return CATransform3D(
            m11: m11 * b.m11 + m12 * b.m21 + m13 * b.m31 + m14 * b.m41,
            m12: m11 * b.m12 + m12 * b.m22 + m13 * b.m32 + m14 * b.m42,
            m13: m11 * b.m13 + m12 * b.m23 + m13 * b.m33 + m14 * b.m43,
            m14: m11 * b.m14 + m12 * b.m24 + m13 * b.m34 + m14 * b.m44,
            m21: m21 * b.m11 + m22 * b.m21 + m23 * b.m31 + m24 * b.m41,
            m22: m21 * b.m12 + m22 * b.m22 + m23 * b.m32 + m24 * b.m42,
            m23: m21 * b.m13 + m22 * b.m23 + m23 * b.m33 + m24 * b.m43,
            m24: m21 * b.m14 + m22 * b.m24 + m23 * b.m34 + m24 * b.m44,
            m31: m31 * b.m11 + m32 * b.m21 + m33 * b.m31 + m34 * b.m41,
            m32: m31 * b.m12 + m32 * b.m22 + m33 * b.m32 + m34 * b.m42,
            m33: m31 * b.m13 + m32 * b.m23 + m33 * b.m33 + m34 * b.m43,
            m34: m31 * b.m14 + m32 * b.m24 + m33 * b.m34 + m34 * b.m44,
            m41: m41 * b.m11 + m42 * b.m21 + m43 * b.m31 + m44 * b.m41,
            m42: m41 * b.m12 + m42 * b.m22 + m43 * b.m32 + m44 * b.m42,
            m43: m41 * b.m13 + m42 * b.m23 + m43 * b.m33 + m44 * b.m43,
            m44: m41 * b.m14 + m42 * b.m24 + m43 * b.m34 + m44 * b.m44)
    }

    /// A translation by (x, y, z) applied before `self` (`CATransform3DTranslate`).
    @inlinable
    @discardableResult
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        CATransform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale by (x, y, z) applied before `self` (`CATransform3DScale`).
    @inlinable
    @discardableResult
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        CATransform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation by `angle` radians about (x, y, z) applied before `self` (`CATransform3DRotate`).
    @discardableResult
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
        CATransform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The adjugate (transposed cofactor matrix) and the determinant.
    private var adjugateAndDeterminant: (adjugate: [Double], determinant: Double) {
        let m = elements
        // 2 × 2 minors of the top two rows and of the bottom two rows.
        let s0 = m[0] * m[5] - m[4] * m[1], s1 = m[0] * m[6] - m[4] * m[2]
        let s2 = m[0] * m[7] - m[4] * m[3], s3 = m[1] * m[6] - m[5] * m[2]
        let s4 = m[1] * m[7] - m[5] * m[3], s5 = m[2] * m[7] - m[6] * m[3]
        let c5 = m[10] * m[15] - m[14] * m[11], c4 = m[9] * m[15] - m[13] * m[11]
        let c3 = m[9] * m[14] - m[13] * m[10], c2 = m[8] * m[15] - m[12] * m[11]
        let c1 = m[8] * m[14] - m[12] * m[10], c0 = m[8] * m[13] - m[12] * m[9]
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        let adj: [Double] = [
            m[5] * c5 - m[6] * c4 + m[7] * c3,
            -m[1] * c5 + m[2] * c4 - m[3] * c3,
            m[13] * s5 - m[14] * s4 + m[15] * s3,
            -m[9] * s5 + m[10] * s4 - m[11] * s3,
            -m[4] * c5 + m[6] * c2 - m[7] * c1,
            m[0] * c5 - m[2] * c2 + m[3] * c1,
            -m[12] * s5 + m[14] * s2 - m[15] * s1,
            m[8] * s5 - m[10] * s2 + m[11] * s1,
            m[4] * c4 - m[5] * c2 + m[7] * c0,
            -m[0] * c4 + m[1] * c2 - m[3] * c0,
            m[12] * s4 - m[13] * s2 + m[15] * s0,
            -m[8] * s4 + m[9] * s2 - m[11] * s0,
            -m[4] * c3 + m[5] * c1 - m[6] * c0,
            m[0] * c3 - m[1] * c1 + m[2] * c0,
            -m[12] * s3 + m[13] * s1 - m[14] * s0,
            m[8] * s3 - m[9] * s1 + m[10] * s0,
        ]
        return (adj, det)
    }

    /// The determinant of the 4 × 4 matrix.
    var determinant: Double { adjugateAndDeterminant.determinant }

    /// True when the matrix can be inverted: its determinant is finite and not negligible relative
    /// to Hadamard's bound, `|det| > 1e-14 · ∏ ‖rowᵢ‖`.
    public var isInvertible: Bool {
        Self.isRegular(determinant: determinant, elements: elements)
    }

    private static func isRegular(determinant det: Double, elements m: [Double]) -> Bool {
        var bound = 1.0
        for i in 0..<4 {
            bound *= (m[i * 4] * m[i * 4] + m[i * 4 + 1] * m[i * 4 + 1] + m[i * 4 + 2] * m[i * 4 + 2] + m[i * 4 + 3] * m[i * 4 + 3]).squareRoot()
        }
        return det.isFinite && abs(det) > 1e-14 * bound
    }

    /// The inverse transform; like `CATransform3DInvert`, returns `self` unchanged when the matrix is
    /// singular (see ``isInvertible``).
    @discardableResult
    public func inverted() -> CATransform3D {
        let (adj, det) = adjugateAndDeterminant
        guard Self.isRegular(determinant: det, elements: elements) else { return self }
        return CATransform3D(elements: adj.map { $0 / det })
    }

    /// The point (x, y, 0) mapped by the transform, after the homogeneous divide by `w`.
    ///
    /// Points that map to `w = 0` (at infinity) give infinite or NaN coordinates.
    @inlinable
    @discardableResult
    public func project(_ p: CGPoint) -> CGPoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return CGPoint(x: x / w, y: y / w)
    }

    /// The point (x, y, z) mapped by the transform, after the homogeneous divide by `w`.
    package func project3D(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let px = x * m11 + y * m21 + z * m31 + m41
        let py = x * m12 + y * m22 + z * m32 + m42
        let pz = x * m13 + y * m23 + z * m33 + m43
        let w = x * m14 + y * m24 + z * m34 + m44
        return (px / w, py / w, pz / w)
    }

    public var description: String {
        let rows = [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
        return "[" + rows.map { $0.map(formatPoints).joined(separator: " ") }.joined(separator: "; ") + "]"
    }
}
