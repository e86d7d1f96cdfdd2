import Foundation
import Testing
@testable import GlideUIKitCore

@Suite struct SpringTimingParametersTests {
    @Test func defaultSpring() {
        let s = UISpringTimingParameters()
        #expect(s.mass == 3 && s.stiffness == 1000 && s.damping == 500)
        #expect(abs(s.dampingRatio - 4.56) < 0.01)
        #expect(s.implicitDuration && s.initialVelocity == .zero)
        let curve = s.curve(forDuration: 0.25)
        #expect(curve == SpringCurve(mass: 3, stiffness: 1000, damping: 500))
        #expect(curve == s.curve(forDuration: 2))
        #expect(s.settlingDuration > 0 && s.settlingDuration == curve.settlingDuration())
    }

    @Test func dampingRatioSpringsTakeTheAnimatorsDuration() {
        let s = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 1.5, dy: -2))
        #expect(!s.implicitDuration && s.mass == 1 && s.dampingRatio == 0.7)
        #expect(s.settlingDuration == 0)
        let curve = s.curve(forDuration: 0.5)
        let solved = SpringSolver.parameters(dampingRatio: 0.7, duration: 0.5, initialVelocity: 1.5)
        #expect(curve == SpringCurve(stiffness: solved.stiffness, damping: solved.damping, initialVelocity: 1.5))
        #expect(abs(curve.dampingRatio - 0.7) < 1e-12)
        // A shorter animator needs a stiffer spring.
        #expect(s.curve(forDuration: 0.25).stiffness > curve.stiffness)
    }

    @Test func physicalSprings() {
        let s = UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 0.5, dy: 0))
        #expect(s.implicitDuration)
        #expect(abs(s.dampingRatio - 20 / (2 * 600.0.squareRoot())) < 1e-15)
        #expect(s.curve(forDuration: 9) == SpringCurve(mass: 2, stiffness: 300, damping: 20, initialVelocity: 0.5))
    }

    @Test func durationAndBounce() {
        let calm = UISpringTimingParameters(duration: 0.5)
        #expect(calm.dampingRatio == 1 && calm.mass == 1 && calm.implicitDuration)
        #expect(abs(calm.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(calm.damping - 4 * Double.pi / 0.5) < 1e-12)
        let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.dampingRatio - 0.7) < 1e-15)
        #expect(abs(bouncy.curve(forDuration: 1).dampingRatio - 0.7) < 1e-12)
        let sluggish = UISpringTimingParameters(duration: 0.5, bounce: -0.5)
        #expect(sluggish.dampingRatio == 2)
        #expect(abs(sluggish.curve(forDuration: 1).dampingRatio - 2) < 1e-12)
        // The response is the undamped period: ω = 2π / duration.
        #expect(abs(bouncy.curve(forDuration: 1).naturalFrequency - 4 * Double.pi) < 1e-12)
    }

    @Test func settlingUsesTheSlowerAxis() {
        let still = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10)
        let pushedY = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 20))
        let pushedX = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 20, dy: 0))
        #expect(pushedY.settlingDuration > still.settlingDuration)
        #expect(pushedY.settlingDuration == pushedX.settlingDuration)
        #expect(pushedY.settlingDuration == SpringCurve(stiffness: 100, damping: 10, initialVelocity: 20).settlingDuration())
    }

    @Test func providerConformance() {
        let s = UISpringTimingParameters(dampingRatio: 1)
        let provider: any UITimingCurveProvider = s
        #expect(provider.timingCurveType == .spring)
        #expect(provider.springTimingParameters === s && provider.cubicTimingParameters == nil)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
