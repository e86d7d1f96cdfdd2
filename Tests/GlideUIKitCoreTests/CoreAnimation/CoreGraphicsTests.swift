import Foundation
import Testing
@testable import GlideUIKitCore

/// CGAffineTransform, CATransform3D's C functions, CGPath, CGColor and NSValue against hand-computed values.
@MainActor @Suite struct CoreGraphicsTests {
    @Test func affineInitializersAndOperations() {
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform().isIdentity)
        // Translate then scale: (1, 1) → (11, 21) → (22, 63).
        let t = CGAffineTransform(translationX: 10, y: 20).concatenating(CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 63))
        // translatedBy applies the translation first: scale(2, 3) after translate(10, 20), the same matrix.
        #expect(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20) == t)
        #expect(CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3) == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let q = CGPoint(x: 1, y: 0).applying(r)
        #expect(q.x.isClose(to: 0, within: 1e-15) && q.y.isClose(to: 1))
        let rt = CGAffineTransform.identity.rotated(by: .pi / 2)
        #expect(rt == r)
        let inv = t.inverted()
        let back = CGPoint(x: 22, y: 63).applying(inv)
        #expect(back.x.isClose(to: 1) && back.y.isClose(to: 1))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1), "singular: unchanged")
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 2)) == CGSize(width: -2, height: 6))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(r).isClose(to: CGRect(x: -20, y: 0, width: 20, height: 10)))
    }

    @Test func transform3DFunctions() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let zero = CATransform3D()
        #expect(zero.m11 == 0 && zero.m44 == 0 && !CATransform3DIsIdentity(zero))
        let tr = CATransform3DMakeTranslation(1, 2, 3)
        #expect(tr.m41 == 1 && tr.m42 == 2 && tr.m43 == 3 && tr.m11 == 1)
        let sc = CATransform3DMakeScale(2, 3, 4)
        #expect(sc.m11 == 2 && sc.m22 == 3 && sc.m33 == 4)
        // Rotation of π/2 about z: x axis → y axis, as CGAffineTransform(rotationAngle:).
        let rz = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(rz.m12.isClose(to: 1) && rz.m21.isClose(to: -1) && rz.m11.isClose(to: 0, within: 1e-15))
        #expect(CATransform3DGetAffineTransform(rz) == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity, "a zero axis gives the identity")
        // Translate(t, …) applies the translation before t: scale(2) then… (1, 0) → (1 + 1, 0) · 2 = (4, 0).
        let ts = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 1, 0, 0)
        #expect(ts.project(CGPoint(x: 1, y: 0)) == CGPoint(x: 4, y: 0))
        let st = CATransform3DScale(CATransform3DMakeTranslation(1, 0, 0), 2, 2, 2)
        #expect(st.project(CGPoint(x: 1, y: 0)) == CGPoint(x: 3, y: 0))
        #expect(CATransform3DConcat(CATransform3DMakeTranslation(1, 0, 0), CATransform3DMakeScale(2, 2, 2)) == ts)
        let rot = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
        #expect(CATransform3DEqualToTransform(rot, rz))
        let inv = CATransform3DInvert(CATransform3DConcat(sc, tr))
        let p = CATransform3DConcat(CATransform3DConcat(sc, tr), inv)
        #expect(p.m11.isClose(to: 1) && p.m22.isClose(to: 1) && p.m41.isClose(to: 0) && p.m42.isClose(to: 0))
        #expect(CATransform3DInvert(zero) == zero, "singular: unchanged")
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let made = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(made) && CATransform3DGetAffineTransform(made) == affine)
        var persp = CATransform3DIdentity
        persp.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(persp))
    }

    @Test func pathGeometry() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 110, y: 10))
        path.addQuadCurve(to: CGPoint(x: 110, y: 110), control: CGPoint(x: 150, y: 60))
        path.addCurve(to: CGPoint(x: 10, y: 110), control1: CGPoint(x: 80, y: 130), control2: CGPoint(x: 40, y: 130))
        path.closeSubpath()
        #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 10, y: 10))
        // Control points count in boundingBox, not in boundingBoxOfPath.
        #expect(path.boundingBox == CGRect(x: 10, y: 10, width: 140, height: 120))
        let tight = path.boundingBoxOfPath
        #expect(tight.maxX.isClose(to: 130, within: 1e-9)) // quad peak: 0.25·110 + 0.5·150 + 0.25·110
        #expect(tight.maxY.isClose(to: 125, within: 1e-9)) // cubic peak at t = 1/2: (110 + 3·130 + 3·130 + 110) / 8
        #expect(path.contains(CGPoint(x: 60, y: 60)) && !path.contains(CGPoint(x: 5, y: 60)))
        let copy = path.copy()!
        #expect(copy == path)
        path.addLine(to: CGPoint(x: 0, y: 0))
        #expect(copy != path, "the copy does not follow later changes")

        // Two nested squares: even-odd leaves a hole, winding (same direction) does not.
        let rings = CGMutablePath()
        rings.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 50), using: .evenOdd))

        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
        #expect(ellipse.boundingBox.isClose(to: CGRect(x: 0, y: 0, width: 200, height: 100)))
        #expect(ellipse.contains(CGPoint(x: 100, y: 50)) && !ellipse.contains(CGPoint(x: 5, y: 5)))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 10, y: 50)))
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: &shift)
        #expect(moved.boundingBox == CGRect(x: 10, y: 0, width: 10, height: 10))

        // A half circle from angle 0 to π, counter-clockwise in Core Graphics' terms (clockwise: false),
        // passes through (0, 10) below the centre on a y-down screen.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(arc.boundingBoxOfPath.minY.isClose(to: 0, within: 1e-9) && arc.boundingBoxOfPath.maxY.isClose(to: 10, within: 1e-3))
        #expect(arc.currentPoint.x.isClose(to: -10, within: 1e-9))
    }

    @Test func colorsAndValues() {
        let c = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor
        #expect(c.components == [1, 0.5, 0, 0.25] && c.alpha == 0.25 && c.numberOfComponents == 4)
        #expect(UIColor(cgColor: c) == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(white: 0.5))
        #expect(c.copy(alpha: 1)?.alpha == 1)
        let t = CATransform3DMakeRotation(0.3, 0, 1, 0)
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let a = CGAffineTransform(scaleX: 2, y: 3)
        #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
    }
}
