import Foundation
import Testing
import GlideCoreGraphics
@testable import GlideQuartzCore
import GlideClock

/// Foundation also declares an `CGAffineTransform`; a file-local alias makes Glide's win.

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-12) -> Bool { abs(a - b) <= tolerance }
private func close(_ s: CATransform3D, _ t: CATransform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(s.elements, t.elements).allSatisfy { close($0, $1, tolerance) }
}
private func close(_ s: CGAffineTransform, _ t: CGAffineTransform, _ tolerance: Double = 1e-12) -> Bool {
    close(s.a, t.a, tolerance) && close(s.b, t.b, tolerance) && close(s.c, t.c, tolerance)
        && close(s.d, t.d, tolerance) && close(s.tx, t.tx, tolerance) && close(s.ty, t.ty, tolerance)
}

/// A perspective card rotated about y, the usual flip-transition transform (CA idiom: set m34, then rotate).
private func card(_ angle: Double) -> CATransform3D {
    var p = CATransform3D.identity
    p.m34 = -0.002
    return p.rotated(by: angle, x: 0, y: 1, z: 0)
}

@Suite struct TransformInterpolationTests {
    @Test func perspectiveRotationHalfwayIsHalfTheAngle() {
        #expect(close(card(0).interpolated(to: card(2.0), fraction: 0.5), card(1.0)))
        #expect(close(card(0).interpolated(to: card(2.0), fraction: 0.25), card(0.5)))
        #expect(close(card(-0.4).interpolated(to: card(1.2), fraction: 0.75), card(0.8)))
        // A full flip: halfway is the card edge-on, turned the positive way.
        let edgeOn = card(0).interpolated(to: card(.pi), fraction: 0.5)
        #expect(close(edgeOn, card(.pi / 2)))
        #expect(!close(edgeOn, card(-.pi / 2), 1e-3))
    }

    @Test func decompositionParts() throws {
        let t = CATransform3D(scaleX: 2, y: 3, z: 4)
            .concatenating(CATransform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
            .concatenating(CATransform3D(translationX: 10, y: 20, z: 30))
        let d = try #require(t.decomposed())
        #expect(close(d.scaleX, 2) && close(d.scaleY, 3) && close(d.scaleZ, 4))
        #expect(close(d.translationX, 10) && close(d.translationY, 20) && close(d.translationZ, 30))
        #expect(close(d.skewXY, 0) && close(d.skewXZ, 0) && close(d.skewYZ, 0))
        #expect(d.perspectiveX == 0 && d.perspectiveY == 0 && d.perspectiveZ == 0 && d.perspectiveW == 1)
        #expect(close(d.quaternionX, 0) && close(d.quaternionY, 0))
        #expect(close(d.quaternionZ, sin(0.25)) && close(d.quaternionW, cos(0.25)))
        let perspective = try #require(card(0.7).decomposed())
        #expect(close(perspective.perspectiveZ, -0.002) && close(perspective.perspectiveW, 1))
        #expect(close(perspective.quaternionY, sin(0.35)))
        // A shear shows up as skew.
        let sheared = try #require(CATransform3D(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)).decomposed())
        #expect(close(sheared.skewXY, 0.5) && close(sheared.scaleX, 1) && close(sheared.scaleY, 1))
    }

    @Test func scaleAndTranslationInterpolateLinearly() {
        let from = CATransform3D.identity
        let to = CATransform3D(scaleX: 2, y: 3, z: 1).concatenating(CATransform3D(translationX: 100, y: 50, z: -10))
        func expected(_ f: Double) -> CATransform3D {
            CATransform3D(scaleX: 1 + f, y: 1 + 2 * f, z: 1)
                .concatenating(CATransform3D(translationX: 100 * f, y: 50 * f, z: -10 * f))
        }
        for f in [0.0, 0.3, 0.5, 1.0, 1.5, -0.25] {
            #expect(close(from.interpolated(to: to, fraction: f), expected(f)))
        }
    }

    @Test func identityStaysIdentity() {
        for f in [0.0, 0.5, 1.0, 1.7, -0.3] {
            #expect(CATransform3D.identity.interpolated(to: .identity, fraction: f) == .identity)
            #expect(CGAffineTransform.identity.interpolated(to: .identity, fraction: f) == .identity)
        }
    }

    @Test func rotationExtrapolates() {
        let from = CATransform3D.identity, to = CATransform3D(rotationAngle: .pi / 3, x: 0, y: 0, z: 1)
        #expect(close(from.interpolated(to: to, fraction: 1.5), CATransform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)))
        #expect(close(from.interpolated(to: to, fraction: -0.5), CATransform3D(rotationAngle: -.pi / 6, x: 0, y: 0, z: 1)))
        // A tiny rotation takes the small-angle path and is still proportional.
        let tiny = CATransform3D(rotationAngle: 1e-8, x: 1, y: 0, z: 0)
        #expect(close(from.interpolated(to: tiny, fraction: 0.5), CATransform3D(rotationAngle: 5e-9, x: 1, y: 0, z: 0), 1e-15))
    }

    @Test func recompositionRoundTripsRandomTransforms() throws {
        var rng = SplitMix64(seed: 20_240_611)
        var checked = 0
        for _ in 0..<300 {
            var e = (0..<16).map { _ in Double.random(in: -2...2, using: &rng) }
            for i in [3, 7, 11] { e[i] = Double.random(in: -0.01...0.01, using: &rng) }  // perspective column
            for i in [12, 13, 14] { e[i] = Double.random(in: -200...200, using: &rng) }  // translation
            e[15] = 1
            let t = CATransform3D(elements: e)
            let d = try #require(t.decomposed(), "a random matrix is generically decomposable: \(t)")
            #expect(close(CATransform3D(d), t, 1e-9), "\(t)")
            #expect(close(t.interpolated(to: .identity, fraction: 0), t, 1e-9))
            #expect(close(CATransform3D.identity.interpolated(to: t, fraction: 1), t, 1e-9))
            checked += 1
        }
        #expect(checked == 300)
    }

    @Test func decompositionNormalisesByM44() throws {
        var t = card(0.6).concatenating(CATransform3D(translationX: 5, y: 6, z: 7))
        t.m14 = 0.003
        let scaled = CATransform3D(elements: t.elements.map { $0 * -2.5 })
        let recomposed = CATransform3D(try #require(scaled.decomposed()))
        #expect(close(recomposed, t, 1e-12))
        // The same projective transform: the projections agree.
        let p = CGPoint(x: 40, y: -30)
        #expect(close(scaled.project(p).x, t.project(p).x) && close(scaled.project(p).y, t.project(p).y))
    }

    @Test func singularMatricesFallBackToLinearInterpolation() {
        let flat = CATransform3D(scaleX: 0, y: 1, z: 1)
        #expect(flat.decomposed() == nil)
        var noW = CATransform3D.identity
        noW.m44 = 0
        #expect(noW.decomposed() == nil)
        let half = flat.interpolated(to: .identity, fraction: 0.5)
        #expect(half == CATransform3D(scaleX: 0.5, y: 1, z: 1))
        let mixed = CATransform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).interpolated(to: flat, fraction: 0.5)
        #expect(close(mixed.m11, 0) && close(mixed.m12, 0.5) && close(mixed.m21, -0.5) && close(mixed.m22, 0.5))
    }

    @Test func affineRotationStaysARotation() {
        let half = CGAffineTransform.identity.interpolated(to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
        #expect(close(half, CGAffineTransform(rotationAngle: .pi / 4)))
        #expect(close(half.a * half.d - half.b * half.c, 1))
        let moved = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0))
        let mid = CGAffineTransform.identity.interpolated(to: moved, fraction: 0.5)
        #expect(close(mid, CGAffineTransform(rotationAngle: .pi / 4).concatenating(CGAffineTransform(translationX: 50, y: 0))))
        let grow = CGAffineTransform(scaleX: 1, y: 1).interpolated(to: CGAffineTransform(scaleX: 2, y: 3), fraction: 1.2)
        #expect(close(grow, CGAffineTransform(scaleX: 2.2, y: 3.4)))
    }
}
