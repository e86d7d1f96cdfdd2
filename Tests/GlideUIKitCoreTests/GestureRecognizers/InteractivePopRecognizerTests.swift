import Foundation
import Testing
@testable import GlideUIKitCore

/// The navigation controller's `interactivePopGestureRecognizer` drives its interactive pop.
@MainActor @Suite struct InteractivePopRecognizerTests {
    @Test func aLeftEdgeSwipePopsAndAPullBackCancels() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        let recognizer = nav.interactivePopGestureRecognizer
        #expect(recognizer is UIScreenEdgePanGestureRecognizer)
        #expect(recognizer?.view === nav.view)
        #expect((recognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)

        // Out to a third of the width and back: UIKit's release rule cancels.
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 140, y: 400), start: 0, duration: 0.2, steps: 12, lift: false)
        s.drag(id: 1, from: CGPoint(x: 140, y: 400), to: CGPoint(x: 60, y: 400), start: 0.2, duration: 0.2, steps: 8)
        s.play(in: world.window, on: world.clock)
        #expect(nav.interactivePopGesture.lastDecision?.pops == false)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])

        // A flick pops.
        var flick = TouchSequence()
        flick.drag(id: 2, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 120, y: 400), start: 2, duration: 0.08, steps: 5)
        flick.play(in: world.window, on: world.clock)
        #expect(nav.interactivePopGesture.lastDecision?.pops == true)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first"])
    }

    @Test func withOnlyTheRootItDoesNotBeginAndATouchAwayFromTheEdgeIsNotAPop() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        let log = ActionRecorder()
        nav.interactivePopGestureRecognizer?.addTarget(log, action: log.selector)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 5)
        s.play(in: world.window, on: world.clock)
        #expect(log.states.isEmpty)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        var middle = TouchSequence()
        middle.drag(id: 2, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), start: 1, duration: 0.1, steps: 5)
        middle.play(in: world.window, on: world.clock)
        #expect(log.states.isEmpty)
        world.advance(1)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
    }
}

/// A delegate that makes the built-in pop wait for its own edge pan, as ZoomTransitioning does.
@MainActor @Suite struct PopWaitsForAnotherEdgePanTests {
    final class ZoomLike: UIGestureRecognizerDelegate {
        weak var pop: UIGestureRecognizer?
        var began = 0
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === pop
        }
        func handle(_ gesture: UIScreenEdgePanGestureRecognizer) {
            if gesture.state == .began { began += 1 }
        }
    }

    @Test func theOtherEdgePanWinsAndThePopFails() {
        let nav = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: nav)
        nav.pushViewController(UIViewController(name: "second"), animated: false)
        let zoom = ZoomLike()
        zoom.pop = nav.interactivePopGestureRecognizer
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.delegate = zoom
        edge.addTarget(zoom, action: Selector(ZoomLike.handle(_:), name: "handle:"))
        nav.view.addGestureRecognizer(edge)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 120, y: 400), start: 0, duration: 0.08, steps: 5)
        s.play(in: world.window, on: world.clock)
        world.advance(1)
        #expect(zoom.began == 1)
        #expect(nav.interactivePopGesture.lastDecision == nil)
        #expect(nav.viewControllers.map(\.name) == ["first", "second"])
    }
}
