import Foundation
import Testing
@testable import GlideCoreGraphics

/// Foundation also declares an `CGAffineTransform`; a file-local alias makes Glide's win.

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }
private func close(_ p: CGPoint, _ q: CGPoint, _ tolerance: Double = 1e-12) -> Bool {
    close(p.x, q.x, tolerance) && close(p.y, q.y, tolerance)
}
private func close(_ s: CGAffineTransform, _ t: CGAffineTransform, _ tolerance: Double = 1e-12) -> Bool {
    close(s.a, t.a, tolerance) && close(s.b, t.b, tolerance) && close(s.c, t.c, tolerance)
        && close(s.d, t.d, tolerance) && close(s.tx, t.tx, tolerance) && close(s.ty, t.ty, tolerance)
}

@Suite struct AffineTransformTests {
    @Test func constructorsMapPoints() {
        let p = CGPoint(x: 3, y: 4)
        #expect(p.applying(.identity) == p)
        #expect(p.applying(CGAffineTransform(translationX: 10, y: -2)) == CGPoint(x: 13, y: 2))
        #expect(p.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGPoint(x: 6, y: -4))
        // CoreGraphics: a positive angle turns +x towards +y.
        #expect(close(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 0, y: 1).applying(CGAffineTransform(rotationAngle: .pi / 2)), CGPoint(x: -1, y: 0)))
        let r = CGAffineTransform(rotationAngle: 0.3)
        #expect(r.a == cos(0.3) && r.b == sin(0.3) && r.c == -sin(0.3) && r.d == cos(0.3))
    }

    @Test func identityFlag() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
        #expect(!CGAffineTransform(translationX: 0, y: 1e-9).isIdentity)
        #expect(!CGAffineTransform(scaleX: -1, y: 1).isIdentity)
    }

    @Test func concatenationAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2), move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: -1, b: 0.5, c: 2, d: 1, tx: -3, ty: 7)
        #expect(close(p.applying(t1.concatenating(t2)), p.applying(t1).applying(t2)))
    }

    @Test func modifiersArePrepended() {
        // CGAffineTransformTranslate/Scale/Rotate apply the new operation before the existing transform.
        let scaled = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(scaled) == CGPoint(x: 20, y: 0))
        let moved = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(moved), CGPoint(x: 10, y: 1)))
        let base = CGAffineTransform(rotationAngle: 0.4)
        #expect(base.scaledBy(x: 3, y: 0.5) == CGAffineTransform(scaleX: 3, y: 0.5).concatenating(base))
    }

    @Test func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: -3).translatedBy(x: 5, y: 8)
        #expect(close(t.concatenating(t.inverted()), .identity))
        #expect(close(t.inverted().concatenating(t), .identity))
        let p = CGPoint(x: -7, y: 11)
        #expect(close(p.applying(t).applying(t.inverted()), p, 1e-11))
        // Singular: returned unchanged, like CGAffineTransformInvert.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(singular.inverted() == singular)
        let flat = CGAffineTransform(scaleX: 0, y: 5)
        #expect(flat.inverted() == flat)
    }

    @Test func sizeIgnoresTranslationAndKeepsSign() {
        let t = CGAffineTransform(scaleX: 2, y: -3).concatenating(CGAffineTransform(translationX: 100, y: 100))
        #expect(CGSize(width: 10, height: 4).applying(t) == CGSize(width: 20, height: -12))
    }

    @Test func rectGetsBoundingBox() {
        let r = CGRect(x: 0, y: 0, width: 20, height: 10)
        let rotated = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(rotated.origin, CGPoint(x: -10, y: 0)))
        #expect(close(rotated.size.width, 10) && close(rotated.size.height, 20))
        let flipped = r.applying(CGAffineTransform(scaleX: -2, y: 1).concatenating(CGAffineTransform(translationX: 5, y: 5)))
        #expect(flipped == CGRect(x: -35, y: 5, width: 40, height: 10))
        // 45°: the box grows to (w + h)/√2 on each side.
        let diamond = r.applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(close(diamond.size.width, 30 / 2.0.squareRoot()) && close(diamond.size.height, 30 / 2.0.squareRoot()))
    }

    @Test func description() {
        #expect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 2.5, ty: -3).description == "[1, 0, 0, 1, 2.5, -3]")
    }
}
