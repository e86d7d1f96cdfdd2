import Foundation
import Testing
@testable import GlideUIKitCore

/// Records what a scroll view tells its delegate, in order.
@MainActor
final class PanScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// When set, the delegate moves the resting point there (as a paging or snapping app does).
    var snapTo: CGPoint?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let snapTo { targetContentOffset.pointee = snapTo }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

/// UIScrollView's own pan, driven by hand-made touches on a manual clock: the content follows the
/// finger less the pan's 10-point hysteresis, rubber-bands past the edges, decelerates after a
/// flick, and tells its delegate as UIKit's does.
@MainActor @Suite struct ScrollViewPanTests {
    /// A 400 × 400 list of 1000 points in a 400 × 800 window, at y 200.
    static func world() -> (TouchWorld, UIScrollView, PanScrollLog) {
        let world = TouchWorld()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 200, width: 400, height: 400), name: "list")
        scroll.contentSize = CGSize(width: 400, height: 1000)
        world.view.addSubview(scroll)
        let log = PanScrollLog()
        scroll.delegate = log
        return (world, scroll, log)
    }

    @Test func theScrollViewOwnsItsPan() {
        let (_, scroll, _) = Self.world()
        #expect(scroll.gestureRecognizers?.count == 1 && scroll.gestureRecognizers?.first === scroll.panGestureRecognizer)
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(scroll.clipsToBounds)
    }

    @Test func theContentFollowsTheFingerLessTheHysteresis() {
        let (world, scroll, log) = Self.world()
        var touches = TouchSequence()
        // Up 200 points in 0.5 s, held still, then lifted: no velocity, no deceleration.
        touches.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), start: 0, duration: 0.5, steps: 50, lift: false)
        touches.play(in: world.window, on: world.clock)
        // 190: the pan began after 10 points and takes the hysteresis off, as UIKit's does.
        #expect(near(scroll.contentOffset.y, 190))
        #expect(scroll.isDragging && scroll.isTracking && !scroll.isDecelerating)
        world.clock.advance(to: 1.0)
        // The finger creeps 0.05 points per 0.1 s before lifting: 0.5 points per second, a
        // resting distance of 0.25 points, under the half point that starts a deceleration.
        var lift = TouchSequence()
        lift.moved(1, to: CGPoint(x: 200, y: 299.95), time: 1.0)
        lift.moved(1, to: CGPoint(x: 200, y: 299.9), time: 1.1)
        lift.ended(1, at: CGPoint(x: 200, y: 299.9), time: 1.12)
        lift.play(in: world.window, on: world.clock)
        #expect(!scroll.isDragging && !scroll.isTracking)
        #expect(log.calls.first == "willBeginDragging")
        #expect(log.calls.contains("willEndDragging") && log.calls.contains("didEndDragging(false)"), "\(log.calls)")
        #expect(!log.calls.contains("willBeginDecelerating"))
        #expect(near(scroll.contentOffset.y, 190.1, 1e-4))
    }

    @Test func aFlickDeceleratesToTheTargetTheDelegateSaw() throws {
        let (world, scroll, log) = Self.world()
        var touches = TouchSequence()
        // Up 150 points in 0.1 s and lifted moving: 1500 points per second.
        touches.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 350), start: 0, duration: 0.1, steps: 10)
        touches.play(in: world.window, on: world.clock)
        #expect(log.calls.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"], "\(log.calls)")
        #expect(scroll.isDecelerating && !scroll.isDragging && !scroll.isTracking)
        // The content's velocity in points per millisecond, upward finger → content offset growing.
        let velocity = try #require(log.endVelocity)
        #expect(near(velocity.y, 1.5, 0.01) && velocity.x == 0)
        let target = try #require(log.proposedTarget)
        // 140 + 1500 · 0.4995 s, within the 600 points the content can scroll.
        #expect(near(target.y, min(140 + 1500 * UIScrollView.decelerationDistance(rate: 0.998), 600), 1))
        world.clock.advance(by: 5)
        #expect(!scroll.isDecelerating && log.calls.last == "didEndDecelerating")
        #expect(near(scroll.contentOffset.y, target.y))
    }

    @Test func theDelegateMovesTheRestingPoint() {
        let (world, scroll, log) = Self.world()
        log.snapTo = CGPoint(x: 0, y: 400)
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 350), start: 0, duration: 0.1, steps: 10)
        touches.play(in: world.window, on: world.clock)
        world.clock.advance(by: 5)
        #expect(near(scroll.contentOffset.y, 400))
    }

    @Test func aFingerDownStopsTheDeceleration() {
        let (world, scroll, log) = Self.world()
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 350), start: 0, duration: 0.1, steps: 10)
        touches.began(2, at: CGPoint(x: 100, y: 400), time: 0.2)
        touches.play(in: world.window, on: world.clock)
        let stopped = scroll.contentOffset.y
        #expect(!scroll.isDecelerating && scroll.isTracking && !scroll.isDragging)
        world.clock.advance(by: 1)
        #expect(scroll.contentOffset.y == stopped && !log.calls.contains("didEndDecelerating"))
        var lift = TouchSequence()
        lift.ended(2, at: CGPoint(x: 100, y: 400), time: 1.3)
        lift.play(in: world.window, on: world.clock)
        #expect(!scroll.isTracking && scroll.contentOffset.y == stopped)
    }

    /// Past the top the content follows with UIKit's rubber band, (1 − 1 / (x · 0.55 / d + 1)) · d,
    /// and settles back when released.
    @Test func pastTheTopItRubberBandsAndSettlesBack() {
        let (world, scroll, _) = Self.world()
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 350), start: 0, duration: 0.5, steps: 50, lift: false)
        touches.play(in: world.window, on: world.clock)
        let x: CGFloat = 90, d: CGFloat = 400
        #expect(near(scroll.contentOffset.y, -(1 - 1 / (x * 0.55 / d + 1)) * d, 1e-6))
        #expect(near(scroll.contentOffset.y, -44.05, 0.01))
        var lift = TouchSequence()
        lift.ended(1, at: CGPoint(x: 200, y: 350), time: 1.0)
        lift.play(in: world.window, on: world.clock)
        world.clock.advance(by: 1)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func withoutBouncesItStopsAtTheEdge() {
        let (world, scroll, _) = Self.world()
        scroll.bounces = false
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 350), start: 0, duration: 0.5, steps: 50, lift: false)
        touches.play(in: world.window, on: world.clock)
        #expect(scroll.contentOffset.y == 0 && scroll.isDragging)
    }

    /// Content no taller than the view does not scroll, unless it always bounces vertically.
    @Test(arguments: [false, true])
    func shortContentScrollsOnlyWhenItAlwaysBounces(_ alwaysBounce: Bool) {
        let (world, scroll, log) = Self.world()
        scroll.contentSize = CGSize(width: 400, height: 300)
        scroll.alwaysBounceVertical = alwaysBounce
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.5, steps: 50, lift: false)
        touches.play(in: world.window, on: world.clock)
        #expect(scroll.isDragging == alwaysBounce)
        #expect((scroll.contentOffset.y > 0) == alwaysBounce)
        #expect(log.calls.contains("willBeginDragging") == alwaysBounce)
    }

    /// A sideways drag on a list that scrolls only up and down is not the list's: the pan does not
    /// begin, and a pan behind it does.
    @Test func aSidewaysDragOnAVerticalListGoesToThePanBehindIt() {
        let (world, scroll, _) = Self.world()
        let (behind, recorder) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: world.view)
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), start: 0, duration: 0.3, steps: 30)
        touches.play(in: world.window, on: world.clock)
        #expect(scroll.contentOffset == .zero && !scroll.panGestureRecognizer.actionLog.contains(.began))
        #expect(!scroll.isTracking, "the list stops tracking once its pan failed")
        #expect(recorder.states.first == .began && recorder.states.last == .ended, "\(recorder.states)")
        _ = behind
    }

    @Test func scrollingDisabledDisablesThePanAndCancelsADrag() {
        let (world, scroll, log) = Self.world()
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.3, steps: 30, lift: false)
        touches.play(in: world.window, on: world.clock)
        #expect(scroll.isDragging)
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled && !scroll.isDragging && log.calls.contains("didEndDragging(false)"), "\(log.calls)")
        let offset = scroll.contentOffset
        var more = TouchSequence()
        more.drag(id: 2, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), start: 1, duration: 0.3, steps: 30)
        more.play(in: world.window, on: world.clock)
        #expect(scroll.contentOffset == offset)
    }

    /// The system takes the touches away mid-drag: the pan is cancelled and the drag ends without
    /// velocity, settling inside the content.
    @Test func aCancelledDragEndsWithoutVelocity() throws {
        let (world, scroll, log) = Self.world()
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 350), start: 0, duration: 0.1, steps: 10, lift: false)
        touches.play(in: world.window, on: world.clock)
        #expect(scroll.contentOffset.y < 0)
        world.window.cancelAllTouches()
        #expect(scroll.panGestureRecognizer.actionLog.last == .cancelled)
        #expect(try #require(log.endVelocity) == .zero && log.calls.contains("didEndDragging(false)"))
        #expect(!scroll.isTracking && !scroll.isDragging)
        world.clock.advance(by: 1)
        #expect(scroll.contentOffset.y == 0)
    }
}
