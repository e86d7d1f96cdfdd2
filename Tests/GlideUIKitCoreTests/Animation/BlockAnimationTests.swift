import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor @Suite struct BlockAnimationTests {
    @Test func modelJumpsAndPresentationInterpolatesAlongTheCurve() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(view)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }) { finished.append($0) }
        #expect(view.alpha == 0)
        #expect(view.layer.presentationState().opacity == 1)
        world.advance(0.25)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.75))
        world.advance(0.75)
        #expect(finished == [true])
        #expect(!view.layer.hasAnimations)
        #expect(view.layer.presentationState().opacity == 0)
    }

    @Test func easeInOutFollowsUIKitsControlPoints() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 2, animations: { view.center = CGPoint(x: 150, y: 50) })
        world.advance(0.5)
        let expected = 50 + 100 * UICubicTimingParameters(animationCurve: .easeInOut).progress(atTimeFraction: 0.25)
        #expect(view.layer.presentationState().position.x.isClose(to: expected))
        #expect(view.layer.presentationState().position.x < 50 + 25)
    }

    @Test func delayHoldsTheStartValueAndCompletionComesAfterDelayPlusDuration() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var doneAt: Double?
        UIView.animate(withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0.5 }) { _ in doneAt = world.clock.now }
        world.advance(0.2)
        #expect(view.layer.presentationState().opacity == 1)
        world.advance(0.3)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.75))
        world.advance(1)
        #expect(doneAt == 0.75)
    }

    @Test func frameAnimatesBoundsAndPositionAndTransformsInterpolateByDecomposition() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, options: .curveLinear, animations: {
            view.frame = CGRect(x: 100, y: 100, width: 200, height: 300)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        #expect(Set(view.layer.animatingProperties) == [.bounds, .position, .transform])
        world.advance(0.5)
        let state = view.layer.presentationState()
        #expect(state.bounds.size.width.isClose(to: 150) && state.bounds.size.height.isClose(to: 200))
        #expect(state.position.x.isClose(to: 125) && state.position.y.isClose(to: 150))
        let quarter = CATransform3D(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(state.transform.m11 - quarter.m11) < 1e-9 && abs(state.transform.m12 - quarter.m12) < 1e-9)
    }

    @Test func springSettlesAtItsDurationAndOvershootsOnTheWay() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: {
            view.center = CGPoint(x: 105, y: 5)
        }) { _ in finished = true }
        var maxX = 0.0
        for _ in 0..<60 {
            world.advance(1.0 / 60)
            maxX = max(maxX, view.layer.presentationState().position.x)
        }
        #expect(maxX > 106)
        #expect(finished)
        #expect(view.layer.presentationState().position.x == 105)
    }

    @Test func keyframesRunInTheirWindowsInOrder() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 3, options: .curveLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) { view.alpha = 0 }
        })
        #expect(view.alpha == 0)
        world.advance(0.5)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.75))
        world.advance(1)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.5))
        world.advance(1)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.25))
        world.advance(1)
        #expect(!view.layer.hasAnimations && view.layer.presentationState().opacity == 0)
    }

    @Test func removingAnimationsReportsUnfinishedOnTheNextTurn() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished.append($0) }
        world.advance(0.3)
        view.layer.removeAllAnimations()
        #expect(finished.isEmpty)
        #expect(view.layer.presentationState().opacity == 0)
        world.advance(0)
        world.clock.runPending()
        #expect(finished == [false])
        world.advance(2)
        #expect(finished == [false])
    }

    @Test func aNewAnimationStartsFromThePresentationValue() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var first: [Bool] = []
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }) { first.append($0) }
        world.advance(0.5)
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(view.layer.presentationState().opacity.isClose(to: 0.5))
        world.advance(0.5)
        #expect(view.layer.presentationState().opacity.isClose(to: 0.75))
        #expect(first == [true])
    }

    @Test func noChangeCompletesOnTheNextTurnAndWithoutAnimationDoesNotAnimate() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { finished.append($0) }
        world.clock.runPending()
        #expect(finished == [true])
        UIView.animate(withDuration: 1, animations: { UIView.performWithoutAnimation { view.alpha = 0.2 } })
        #expect(!view.layer.hasAnimations)
    }
}
