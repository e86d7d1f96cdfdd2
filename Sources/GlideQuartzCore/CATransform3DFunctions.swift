import Foundation
import GlideCoreGraphics

// Core Animation's C functions on `CATransform3D`, with their names and argument order.
// "Concat(a, b)" applies a first, then b; "Translate/Scale/Rotate(t, …)" apply the new operation
// before t (t' = op · t), as in Core Animation.

/// The identity transform.
public let CATransform3DIdentity = CATransform3D.identity

/// True when `t` is exactly the identity.
@discardableResult
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// True when `a` and `b` are equal entry by entry.
@discardableResult
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by (tx, ty, tz).
@discardableResult
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz).
@discardableResult
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the vector (x, y, z); a zero vector gives the identity.
@discardableResult
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` preceded by a translation by (tx, ty, tz).
@discardableResult
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// `t` preceded by a scale by (sx, sy, sz).
@discardableResult
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// `t` preceded by a rotation by `angle` radians about (x, y, z).
@discardableResult
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `a` then `b` (the matrix product a · b).
@discardableResult
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// The inverse of `t`, or `t` unchanged when it has none.
@discardableResult
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }

/// The 3D transform that acts as the affine transform `m` in the x-y plane.
@discardableResult
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { CATransform3D(m) }

/// True when `t` acts in the x-y plane only, as an affine transform.
@discardableResult
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t` (its x-y entries), whether or not `t` is affine.
@discardableResult
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }
