import Foundation
import Testing
@testable import GlideUIKitCore

/// Every recognizer has an event's movement before another one's beginning asks a delegate about it (the eighth sample's
/// K08: a drawer whose pan, around a full-size list, turns the list's scrolling off when the finger pulls down).
@MainActor @Suite struct MovementBeforeArbitrationTests {
    final class DrawerDelegate: UIGestureRecognizerDelegate {
        weak var list: UIScrollView?
        var velocities: [CGPoint] = []
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
            let velocity = (gestureRecognizer as? UIPanGestureRecognizer)?.velocity(in: list) ?? .zero
            velocities.append(velocity)
            if let list, list.contentOffset.y <= 0, velocity.y > 0 { list.isScrollEnabled = false }
            return false
        }
    }

    @Test("a pan asked, as another recognizer begins, reads the finger's velocity of that event; the drawer then drags")
    func aCompetitorReadsThisEventsVelocity() {
        let world = World()
        let drawer = UIView(frame: world.window.bounds)
        world.root.view.addSubview(drawer)
        let list = UIScrollView(frame: drawer.bounds)
        list.contentSize = CGSize(width: drawer.bounds.width, height: 3 * drawer.bounds.height)
        drawer.addSubview(list)
        let delegate = DrawerDelegate()
        delegate.list = list
        let pan = UIPanGestureRecognizer()
        pan.delegate = delegate
        drawer.addGestureRecognizer(pan)
        var began = 0
        let target = ActionCounter { if pan.state == .began { began += 1 } }
        pan.addTarget(target, action: target.selector)
        // A finger pulls down from the middle, 12 points a frame.
        world.window.injectTouches([InjectedTouch(id: 1, phase: .began, location: CGPoint(x: 200, y: 300))], at: 0)
        for frame in 1...10 {
            world.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 200, y: 300 + 12 * CGFloat(frame)))],
                                       at: Double(frame) / 60)
        }
        world.window.injectTouches([InjectedTouch(id: 1, phase: .ended, location: CGPoint(x: 200, y: 420))], at: 11.0 / 60)
        let first = delegate.velocities.first
        #expect(first.map { $0.y > 0 } == true, "asked with \(delegate.velocities)")
        #expect(began == 1, "the list's scrolling was turned off and the drawer's pan dragged")
        withExtendedLifetime((delegate, target)) {}
    }
}

/// A target that runs a closure.
@MainActor final class ActionCounter {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
    func fire(_ sender: Any) { body() }
    var selector: Selector { Selector(ActionCounter.fire(_:), name: "fire:") }
}
