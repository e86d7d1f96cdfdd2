import Foundation
import Testing
@testable import GlideUIKitCore

/// A pan handler written as apps write it drives a percent-driven presentation.
@MainActor @Suite struct PanDrivenTransitionTests {
    /// Swipe left on the root view to present; the handler decides at the lift by velocity.
    @MainActor
    final class SwipeToPresent {
        let presenter: UIViewController
        let presented = UIViewController(name: "presented")
        let delegate = TestDelegate(animator: SlideAnimator(duration: 0.5))
        var interactor: UIPercentDrivenInteractiveTransition?
        var percents: [CGFloat] = []
        var decisions: [String] = []

        init(presenter: UIViewController) {
            self.presenter = presenter
            presented.transitioningDelegate = delegate
            let pan = UIPanGestureRecognizer(target: self, action: Selector(SwipeToPresent.handlePan(_:), name: "handlePan:"))
            presenter.view.addGestureRecognizer(pan)
        }

        func handlePan(_ gesture: UIPanGestureRecognizer) {
            let width = gesture.view!.bounds.width
            let translation = gesture.translation(in: gesture.view)
            switch gesture.state {
            case .began:
                let interactor = UIPercentDrivenInteractiveTransition()
                self.interactor = interactor
                delegate.interactor = interactor
                presenter.present(presented, animated: true)
            case .changed:
                let percent = -translation.x / width
                percents.append(percent)
                interactor?.update(percent)
            case .ended:
                if gesture.velocity(in: gesture.view).x < 0 {
                    decisions.append("finish")
                    interactor?.finish()
                } else {
                    decisions.append("cancel")
                    interactor?.cancel()
                }
                interactor = nil
            case .cancelled:
                decisions.append("cancelled")
                interactor?.cancel()
                interactor = nil
            default:
                break
            }
        }
    }

    @Test func aLeftSwipePresentsAndTheReleaseVelocityFinishes() {
        let world = World()
        let scene = SwipeToPresent(presenter: world.root)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 350, y: 400), to: CGPoint(x: 150, y: 400), start: 0, duration: 0.2, steps: 10)
        s.play(in: world.window, on: world.clock)
        // Began at −20 (translation −10 after the hysteresis); nine changes to −190: 190 / 400.
        #expect(scene.percents.count == 9)
        #expect(near(scene.percents.first!, 30 / 400) && near(scene.percents.last!, 190 / 400))
        #expect(scene.decisions == ["finish"])
        world.advance(1)
        #expect(world.root.presentedViewController === scene.presented)
        #expect(scene.presented.view.window === world.window)
    }

    @Test func swipingBackBeforeTheLiftCancels() {
        let world = World()
        let scene = SwipeToPresent(presenter: world.root)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), start: 0, duration: 0.2, steps: 10, lift: false)
        s.drag(id: 1, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), start: 0.2, duration: 0.1, steps: 5)
        s.play(in: world.window, on: world.clock)
        #expect(scene.decisions == ["cancel"])
        world.advance(1)
        #expect(world.root.presentedViewController == nil)
        #expect(scene.presented.view.window == nil)
        #expect(world.window.subviews.map(\.name) == [world.root.view.name])
    }

    @Test func aTouchTheSystemCancelsCancelsTheTransition() {
        let world = World()
        let scene = SwipeToPresent(presenter: world.root)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 350, y: 400), to: CGPoint(x: 150, y: 400), start: 0, duration: 0.2, steps: 10, lift: false)
        s.play(in: world.window, on: world.clock)
        world.window.cancelAllTouches()
        #expect(scene.decisions == ["cancelled"])
        world.advance(1)
        #expect(world.root.presentedViewController == nil)
        #expect(scene.presented.view.window == nil)
    }
}
