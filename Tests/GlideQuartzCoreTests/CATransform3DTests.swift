import Foundation
import Testing
import GlideCoreGraphics
@testable import GlideQuartzCore

/// Foundation also declares an `CGAffineTransform`; a file-local alias makes Glide's win.

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }
private func close(_ s: CATransform3D, _ t: CATransform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(s.elements, t.elements).allSatisfy { close($0, $1, tolerance) }
}
private func close(_ p: CGPoint, _ q: CGPoint, _ tolerance: Double = 1e-12) -> Bool {
    close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
}

@Suite struct Transform3DTests {
    @Test func constructors() {
        let t = CATransform3D(translationX: 1, y: 2, z: 3)
        #expect(t.m41 == 1 && t.m42 == 2 && t.m43 == 3 && t.m11 == 1 && t.m44 == 1)
        let s = CATransform3D(scaleX: 2, y: 3, z: 4)
        #expect(s.m11 == 2 && s.m22 == 3 && s.m33 == 4 && s.m41 == 0)
        #expect(CATransform3D.identity.isIdentity && !t.isIdentity)
        #expect(CATransform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func rotationAboutZMatchesAffineRotationExactly() {
        for angle in [0.3, 1.2, 2.5, -0.9] {
            let r = CATransform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
            #expect(r == CATransform3D(CGAffineTransform(rotationAngle: angle)))
            #expect(r.isAffine)
        }
    }

    @Test func rotationAboutOtherAxes() {
        // Row-vector convention: the first row is the image of the x axis.
        let y = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(close(y.m11, 0) && close(y.m12, 0) && close(y.m13, -1))
        #expect(close(y.m31, 1) && close(y.m33, 0) && y.m22 == 1)
        let x = CATransform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        #expect(close(x.m22, 0) && close(x.m23, 1) && close(x.m32, -1) && x.m11 == 1)
        // The axis is normalised.
        #expect(close(CATransform3D(rotationAngle: 0.8, x: 0, y: 5, z: 0), CATransform3D(rotationAngle: 0.8, x: 0, y: 1, z: 0)))
        // A general rotation is orthonormal and turns about its own axis.
        let g = CATransform3D(rotationAngle: 1.1, x: 1, y: 2, z: 2)
        let rows = [[g.m11, g.m12, g.m13], [g.m21, g.m22, g.m23], [g.m31, g.m32, g.m33]]
        for i in 0..<3 {
            for j in 0..<3 {
                let dotProduct = (0..<3).map { rows[i][$0] * rows[j][$0] }.reduce(0, +)
                #expect(close(dotProduct, i == j ? 1 : 0))
            }
        }
        let axis = [1.0 / 3, 2.0 / 3, 2.0 / 3]
        let image = (0..<3).map { j in (0..<3).map { axis[$0] * rows[$0][j] }.reduce(0, +) }
        #expect(zip(axis, image).allSatisfy { close($0, $1) })
    }

    @Test func concatenationOrderAndModifiers() {
        let move = CATransform3D(translationX: 1, y: 0, z: 0), scale = CATransform3D(scaleX: 2, y: 2, z: 2)
        #expect(move.concatenating(scale).project(.zero) == CGPoint(x: 2, y: 0))
        #expect(scale.concatenating(move).project(.zero) == CGPoint(x: 1, y: 0))
        // The modifiers prepend, like CATransform3DTranslate/Scale/Rotate, and agree with CoreGraphics.
        let affine = CGAffineTransform(rotationAngle: 0.4).concatenating(CGAffineTransform(translationX: 7, y: -2))
        let base = CATransform3D(affine)
        #expect(close(base.translatedBy(x: 3, y: 4, z: 0).affineTransform.elements, affine.translatedBy(x: 3, y: 4).elements))
        #expect(close(base.scaledBy(x: 2, y: 0.5, z: 1).affineTransform.elements, affine.scaledBy(x: 2, y: 0.5).elements))
        #expect(close(base.rotated(by: 0.9, x: 0, y: 0, z: 1).affineTransform.elements, affine.rotated(by: 0.9).elements))
        #expect(base.translatedBy(x: 1, y: 2, z: 3) == CATransform3D(translationX: 1, y: 2, z: 3).concatenating(base))
    }

    @Test func inversion() {
        var t = CATransform3D(rotationAngle: 0.7, x: 1, y: -1, z: 0.5)
            .scaledBy(x: 2, y: 0.5, z: 3).translatedBy(x: 10, y: -20, z: 5)
        t.m34 = -0.002
        t.m14 = 0.001
        #expect(t.isInvertible)
        #expect(close(t.concatenating(t.inverted()), .identity, 1e-12))
        #expect(close(t.inverted().concatenating(t), .identity, 1e-12))
        let singular = CATransform3D(scaleX: 1, y: 1, z: 0)
        #expect(!singular.isInvertible)
        #expect(singular.inverted() == singular)
        var projectsToLine = CATransform3D.identity
        projectsToLine.m22 = 0
        projectsToLine.m42 = 5
        #expect(projectsToLine.inverted() == projectsToLine)
    }

    @Test func affineConversions() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3D(affine)
        #expect(t.isAffine)
        #expect(t.affineTransform == affine)
        #expect(t.m12 == 2 && t.m21 == 3 && t.m42 == 6 && t.m33 == 1)
        var perspective = t
        perspective.m34 = -0.002
        #expect(!perspective.isAffine)
        #expect(perspective.affineTransform == affine)
        #expect(!CATransform3D(translationX: 0, y: 0, z: 1).isAffine)
        #expect(!CATransform3D(rotationAngle: 0.2, x: 1, y: 0, z: 0).isAffine)
    }

    @Test func projectionDividesByW() {
        var p = CATransform3D.identity
        p.m34 = -0.002
        let angle = 0.5
        let card = p.rotated(by: angle, x: 0, y: 1, z: 0)
        // [100 0 0 1]·M: x = 100·cos, w = 1 + 100·sin·0.002 (the far edge shrinks, the near one grows).
        let expected = 100 * cos(angle) / (1 + 0.2 * sin(angle))
        #expect(close(card.project(CGPoint(x: 100, y: 0)), CGPoint(x: expected, y: 0)))
        let left = card.project(CGPoint(x: -100, y: 50))
        #expect(close(left.x, -100 * cos(angle) / (1 - 0.2 * sin(angle))))
        #expect(close(left.y, 50 / (1 - 0.2 * sin(angle))))
        #expect(CATransform3D(CGAffineTransform(translationX: 3, y: 4)).project(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 5))
    }

    @Test func description() {
        #expect(CATransform3D.identity.description == "[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]")
    }
}

extension CGAffineTransform {
    fileprivate var elements: [Double] { [a, b, c, d, tx, ty] }
}

private func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-12 }
}
