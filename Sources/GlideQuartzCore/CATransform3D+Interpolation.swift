import Foundation
import GlideCoreGraphics

/// A 3D transform split into the parts that animate independently, following the "unmatrix"
/// decomposition of CSS Transforms Level 2 (§ Decomposing a 3D matrix).
///
/// In Core Animation's row-vector convention the recomposed transform is
/// `scale · skew · rotation · translation · perspective`: a point is scaled first, then skewed,
/// rotated, translated, and finally given its homogeneous `w`.
///
/// The decomposition normalises the matrix so that `m44 == 1`; a matrix and any non-zero multiple
/// of it (the same projective transform) decompose alike.
public struct DecomposedTransform3D: Hashable, Sendable {
    public var translationX: Double
    public var translationY: Double
    public var translationZ: Double
    public var scaleX: Double
    public var scaleY: Double
    public var scaleZ: Double
    /// The shear of y along x: the rotated y axis is `y + skewXY · x` (before scaling).
    public var skewXY: Double
    /// The shear of z along x.
    public var skewXZ: Double
    /// The shear of z along y.
    public var skewYZ: Double
    /// The perspective column (`m14 m24 m34 m44` of the perspective factor).
    public var perspectiveX: Double
    public var perspectiveY: Double
    public var perspectiveZ: Double
    public var perspectiveW: Double
    /// The rotation as a unit quaternion: `(axis · sin(angle / 2), cos(angle / 2))`, in the sense of
    /// ``CATransform3D/init(rotationAngle:x:y:z:)``. Decomposition returns `quaternionW >= 0`.
    public var quaternionX: Double
    public var quaternionY: Double
    public var quaternionZ: Double
    public var quaternionW: Double

    /// A decomposition with the given parts; the defaults are those of the identity transform.
    public init(
        translationX: Double = 0, translationY: Double = 0, translationZ: Double = 0,
        scaleX: Double = 1, scaleY: Double = 1, scaleZ: Double = 1,
        skewXY: Double = 0, skewXZ: Double = 0, skewYZ: Double = 0,
        perspectiveX: Double = 0, perspectiveY: Double = 0, perspectiveZ: Double = 0, perspectiveW: Double = 1,
        quaternionX: Double = 0, quaternionY: Double = 0, quaternionZ: Double = 0, quaternionW: Double = 1
    ) {
        self.translationX = translationX
        self.translationY = translationY
        self.translationZ = translationZ
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.scaleZ = scaleZ
        self.skewXY = skewXY
        self.skewXZ = skewXZ
        self.skewYZ = skewYZ
        self.perspectiveX = perspectiveX
        self.perspectiveY = perspectiveY
        self.perspectiveZ = perspectiveZ
        self.perspectiveW = perspectiveW
        self.quaternionX = quaternionX
        self.quaternionY = quaternionY
        self.quaternionZ = quaternionZ
        self.quaternionW = quaternionW
    }

    var quaternion: SIMD4<Double> {
        get { SIMD4(quaternionX, quaternionY, quaternionZ, quaternionW) }
        set { (quaternionX, quaternionY, quaternionZ, quaternionW) = (newValue.x, newValue.y, newValue.z, newValue.w) }
    }

    /// The decomposition `fraction` of the way to `other`: linear parts lerped, the rotation slerped.
    /// Allocation-free: animations cache their two decompositions and call this once a frame.
    @discardableResult
    public func interpolated(to other: DecomposedTransform3D, fraction f: Double) -> DecomposedTransform3D {
        @inline(__always) func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        var r = DecomposedTransform3D(
            translationX: lerp(translationX, other.translationX), translationY: lerp(translationY, other.translationY),
            translationZ: lerp(translationZ, other.translationZ),
            scaleX: lerp(scaleX, other.scaleX), scaleY: lerp(scaleY, other.scaleY), scaleZ: lerp(scaleZ, other.scaleZ),
            skewXY: lerp(skewXY, other.skewXY), skewXZ: lerp(skewXZ, other.skewXZ), skewYZ: lerp(skewYZ, other.skewYZ),
            perspectiveX: lerp(perspectiveX, other.perspectiveX), perspectiveY: lerp(perspectiveY, other.perspectiveY),
            perspectiveZ: lerp(perspectiveZ, other.perspectiveZ), perspectiveW: lerp(perspectiveW, other.perspectiveW))
        r.quaternion = CATransform3D.slerp(quaternion, other.quaternion, f)
        return r
    }

    /// Every part except the quaternion, in a fixed order, for linear interpolation.
    var linearParts: [Double] {
        get {
            [translationX, translationY, translationZ, scaleX, scaleY, scaleZ, skewXY, skewXZ, skewYZ,
             perspectiveX, perspectiveY, perspectiveZ, perspectiveW]
        }
        set {
            (translationX, translationY, translationZ) = (newValue[0], newValue[1], newValue[2])
            (scaleX, scaleY, scaleZ) = (newValue[3], newValue[4], newValue[5])
            (skewXY, skewXZ, skewYZ) = (newValue[6], newValue[7], newValue[8])
            (perspectiveX, perspectiveY, perspectiveZ, perspectiveW) = (newValue[9], newValue[10], newValue[11], newValue[12])
        }
    }
}

private func dot(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> Double { (u * v).sum() }
private func length(_ u: SIMD3<Double>) -> Double { dot(u, u).squareRoot() }
private func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}

extension CATransform3D {
    /// The CSS "unmatrix" decomposition, or nil when the matrix cannot be decomposed: `m44 == 0`, or the
    /// upper-left 3 × 3 part is singular (`|det| ≤ 1e-14 · ∏ ‖rowᵢ‖`), or an entry is not finite.
    ///
    /// The rotation is extracted with Shepperd's method, which is numerically stable for every
    /// rotation angle; the sign conventions are those of the CSS algorithm.
    @discardableResult
    public func decomposed() -> DecomposedTransform3D? {
        let e = elements
        guard e[15] != 0, e.allSatisfy(\.isFinite) else { return nil }
        let n = 1 / e[15]
        var rows = [
            SIMD3(e[0], e[1], e[2]) * n,
            SIMD3(e[4], e[5], e[6]) * n,
            SIMD3(e[8], e[9], e[10]) * n,
        ]
        let translation = SIMD3(e[12], e[13], e[14]) * n
        let perspectiveColumn = SIMD3(e[3], e[7], e[11]) * n

        // The upper 3 × 3 part A must be invertible (CSS tests the determinant of the perspective matrix,
        // which for [[A, 0], [t, 1]] is det A).
        let cofactors = [cross(rows[1], rows[2]), cross(rows[2], rows[0]), cross(rows[0], rows[1])]
        let det = dot(rows[0], cofactors[0])
        let bound = length(rows[0]) * length(rows[1]) * length(rows[2])
        guard det.isFinite, abs(det) > 1e-14 * bound else { return nil }

        var result = DecomposedTransform3D()

        // Perspective: M = N · P with N = [[A, 0], [t, 1]] and P the identity with last column p,
        // so N · p = (m14, m24, m34, 1) after normalisation.
        if perspectiveColumn != .zero {
            // A⁻¹ = adj(A) / det; the columns of adj(A) are the cofactor vectors.
            let p3 = (cofactors[0] * perspectiveColumn.x + cofactors[1] * perspectiveColumn.y
                + cofactors[2] * perspectiveColumn.z) / det
            result.perspectiveX = p3.x
            result.perspectiveY = p3.y
            result.perspectiveZ = p3.z
            result.perspectiveW = 1 - dot(translation, p3)
        }

        result.translationX = translation.x
        result.translationY = translation.y
        result.translationZ = translation.z

        // Scale and skew by Gram-Schmidt on the rows: A = diag(scale) · L · Q, L unit lower-triangular.
        var scale = SIMD3<Double>(repeating: 0)
        scale.x = length(rows[0])
        rows[0] /= scale.x
        var skewXY = dot(rows[0], rows[1])
        rows[1] -= rows[0] * skewXY
        scale.y = length(rows[1])
        rows[1] /= scale.y
        skewXY /= scale.y
        var skewXZ = dot(rows[0], rows[2])
        rows[2] -= rows[0] * skewXZ
        var skewYZ = dot(rows[1], rows[2])
        rows[2] -= rows[1] * skewYZ
        scale.z = length(rows[2])
        rows[2] /= scale.z
        skewXZ /= scale.z
        skewYZ /= scale.z

        // A reflection: negate the rows and the scales so that Q is a proper rotation.
        if dot(rows[0], cross(rows[1], rows[2])) < 0 {
            scale = -scale
            rows = rows.map { -$0 }
        }
        result.scaleX = scale.x
        result.scaleY = scale.y
        result.scaleZ = scale.z
        result.skewXY = skewXY
        result.skewXZ = skewXZ
        result.skewYZ = skewYZ
        result.quaternion = Self.quaternion(rotationRows: rows)
        return result
    }

    /// The unit quaternion (w ≥ 0) of the rotation whose row-vector matrix has rows `q`,
    /// i.e. of the column-vector rotation R = qᵀ.
    private static func quaternion(rotationRows q: [SIMD3<Double>]) -> SIMD4<Double> {
        // R[i][j] = q[j][i].
        let r00 = q[0].x, r11 = q[1].y, r22 = q[2].z
        let r01 = q[1].x, r10 = q[0].y, r02 = q[2].x, r20 = q[0].z, r12 = q[2].y, r21 = q[1].z
        let trace = r00 + r11 + r22
        var result: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            result = SIMD4((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
        } else if r00 > r11, r00 > r22 {
            let s = (1 + r00 - r11 - r22).squareRoot() * 2
            result = SIMD4(s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
        } else if r11 > r22 {
            let s = (1 + r11 - r00 - r22).squareRoot() * 2
            result = SIMD4((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
        } else {
            let s = (1 + r22 - r00 - r11).squareRoot() * 2
            result = SIMD4((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
        }
        if result.w < 0 { result = -result }
        return result / (result * result).sum().squareRoot()
    }

    /// The transform described by a decomposition (CSS "recomposing to a 3D matrix").
    public init(_ d: DecomposedTransform3D) {
        var q = d.quaternion
        let norm = (q * q).sum().squareRoot()
        if norm > 0 { q /= norm } else { q = SIMD4(0, 0, 0, 1) }
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        // Rows of the row-vector rotation matrix: the columns of the column-vector matrix R(q).
        let q0 = SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w))
        let q1 = SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w))
        let q2 = SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        let a0 = q0 * d.scaleX
        let a1 = (q1 + q0 * d.skewXY) * d.scaleY
        let a2 = (q2 + q0 * d.skewXZ + q1 * d.skewYZ) * d.scaleZ
        let t = SIMD3(d.translationX, d.translationY, d.translationZ)
        let p = SIMD3(d.perspectiveX, d.perspectiveY, d.perspectiveZ)
        self.init(
            m11: a0.x, m12: a0.y, m13: a0.z, m14: dot(a0, p),
            m21: a1.x, m22: a1.y, m23: a1.z, m24: dot(a1, p),
            m31: a2.x, m32: a2.y, m33: a2.z, m34: dot(a2, p),
            m41: t.x, m42: t.y, m43: t.z, m44: dot(t, p) + d.perspectiveW)
    }

    /// The transform `fraction` of the way from `self` to `other`, interpolated as Core Animation and
    /// CSS do: both are decomposed, translation, scale, skew and perspective are interpolated linearly
    /// and the rotation by quaternion slerp, then the parts are recomposed.
    ///
    /// `fraction` may lie outside [0, 1] (a spring overshoots): the linear parts extrapolate along their
    /// line and the slerp angle extrapolates. As in the CSS algorithm, the slerp does not flip a
    /// quaternion to take the shorter arc. When either transform cannot be decomposed, the sixteen
    /// entries are interpolated linearly instead.
    @discardableResult
    public func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        guard let from = decomposed(), let to = other.decomposed() else {
            let a = elements, b = other.elements
            return CATransform3D(elements: (0..<16).map { a[$0] + (b[$0] - a[$0]) * fraction })
        }
        return CATransform3D(from.interpolated(to: to, fraction: fraction))
    }

    /// Spherical linear interpolation between unit quaternions, extrapolating outside [0, 1].
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        let difference = b - a, sum = b + a
        // The angle between a and b, accurate for every angle (unlike acos of the dot product).
        let theta = 2 * atan2((difference * difference).sum().squareRoot(), (sum * sum).sum().squareRoot())
        let result: SIMD4<Double>
        if theta < 1e-6 {
            result = a + difference * f
        } else if Double.pi - theta < 1e-9 {
            // b == −a: the same rotation; CSS keeps a.
            result = a
        } else {
            let s = sin(theta)
            result = a * (sin((1 - f) * theta) / s) + b * (sin(f * theta) / s)
        }
        return result / (result * result).sum().squareRoot()
    }
}

extension CGAffineTransform {
    /// The transform `fraction` of the way from `self` to `other`, interpolated as Core Animation does
    /// for a layer's transform: through ``CATransform3D/interpolated(to:fraction:)`` (decomposition, with
    /// the rotation slerped), keeping the x-y affine part. A rotation from 0 to π/2 is a pure rotation
    /// by π/4 halfway. `fraction` may lie outside [0, 1].
    @discardableResult
    public func interpolated(to other: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        CATransform3D(self).interpolated(to: CATransform3D(other), fraction: fraction).affineTransform
    }
}
