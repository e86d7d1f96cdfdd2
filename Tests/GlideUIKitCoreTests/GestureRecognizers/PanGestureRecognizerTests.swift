import Foundation
import Testing
@testable import GlideUIKitCore

/// The pan's hysteresis, translation, velocity, touch counts and cancelled paths.
@MainActor @Suite struct PanGestureRecognizerTests {
    /// Down at (100, 100), right 5, 4, 3 (and 3 down), then 10 more, every 10 ms, up at 50 ms.
    func hysteresisSequence() -> TouchSequence {
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 105, y: 100), time: 0.01)
        s.moved(1, to: CGPoint(x: 109, y: 100), time: 0.02)
        s.moved(1, to: CGPoint(x: 112, y: 103), time: 0.03)
        s.moved(1, to: CGPoint(x: 122, y: 103), time: 0.04)
        s.ended(1, at: CGPoint(x: 122, y: 103), time: 0.05)
        return s
    }

    @Test func beginsAtTenPointsAlongAnAxisWithTheHysteresisTakenOff() {
        let w = TouchWorld()
        let (_, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 107, y: 107), time: 0.01)  // 9.9 pt away, but 7 per axis: not yet
        s.moved(1, to: CGPoint(x: 109.9, y: 100), time: 0.02)
        w.play(s)
        #expect(rec.states.isEmpty)
        w.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 110, y: 104))], at: 0.03)
        #expect(rec.states == [.began])
        #expect(near(rec.translations[0], CGPoint(x: 0, y: 0)))
    }

    @Test func translationAndVelocityFollowUIKitsSamples() {
        let w = TouchWorld()
        let (_, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        w.play(hysteresisSequence())
        #expect(rec.states == [.began, .changed, .ended])
        // Began at 12 pt right, 3 down: 10 off each axis towards zero.
        #expect(near(rec.translations[0], CGPoint(x: 2, y: 0)))
        #expect(near(rec.translations[1], CGPoint(x: 12, y: 0)))
        #expect(near(rec.translations[2], CGPoint(x: 12, y: 0)))
        // Samples (pt/s): (500, 0), (400, 0), (300, 300), (1000, 0); velocity = 0.2 newest + 0.8 previous.
        #expect(near(rec.velocities[0], CGPoint(x: 0.2 * 300 + 0.8 * 400, y: 0.2 * 300), 1e-6))
        #expect(near(rec.velocities[1], CGPoint(x: 0.2 * 1000 + 0.8 * 300, y: 0.8 * 300), 1e-6))
        // The lift makes no sample: the release velocity is the last move's.
        #expect(near(rec.velocities[2], CGPoint(x: 440, y: 240), 1e-6))
    }

    @Test func cancelsTheViewsTouchesWhenItBegins() {
        let w = TouchWorld()
        _ = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        w.play(hysteresisSequence())
        #expect(w.view.log == ["began", "moved", "moved", "cancelled"])
    }

    @Test func withoutCancelsTouchesInViewTheViewSeesEverything() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        pan.cancelsTouchesInView = false
        w.play(hysteresisSequence())
        #expect(rec.states == [.began, .changed, .ended])
        #expect(w.view.log == ["began", "moved", "moved", "moved", "moved", "ended"])
    }

    @Test func aTouchThatNeverMovesFailsSilently() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 50, y: 50), time: 0)
        w.play(s)
        #expect(rec.states.isEmpty)
        #expect(pan.state == .possible)
        #expect(w.view.log == ["began", "ended"])
    }

    @Test func aCancelledTouchCancelsThePan() {
        let w = TouchWorld()
        let (_, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), start: 0, duration: 0.1, steps: 5, lift: false)
        s.cancelled(1, at: CGPoint(x: 200, y: 100), time: 0.12)
        w.play(s)
        #expect(rec.states == [.began, .changed, .changed, .changed, .changed, .cancelled])
    }

    @Test func theSystemCancellingEveryTouchCancelsThePan() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), start: 0, duration: 0.1, steps: 5, lift: false)
        w.play(s)
        w.window.cancelAllTouches()
        #expect(rec.states.last == .cancelled)
        #expect(pan.state == .possible)
        #expect(w.window.touchDelivery.touchesDown.isEmpty)
    }

    @Test func disablingMidGestureCancelsItAndTheNextGestureWorks() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), start: 0, duration: 0.1, steps: 2, lift: false)
        w.play(s)
        #expect(rec.states == [.began, .changed])
        pan.isEnabled = false
        #expect(rec.states == [.began, .changed, .cancelled])
        w.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 250, y: 100))], at: 0.2)
        w.window.injectTouches([InjectedTouch(id: 1, phase: .ended, location: CGPoint(x: 250, y: 100))], at: 0.3)
        #expect(rec.states == [.began, .changed, .cancelled])
        pan.isEnabled = true
        var again = TouchSequence()
        again.drag(id: 2, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 400), start: 1, duration: 0.1, steps: 2)
        w.play(again)
        #expect(rec.states == [.began, .changed, .cancelled, .began, .changed, .ended])
    }

    @Test func removingTheRecognizerMidGestureCancelsIt() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), start: 0, duration: 0.1, steps: 2, lift: false)
        w.play(s)
        w.view.removeGestureRecognizer(pan)
        #expect(rec.states == [.began, .changed, .cancelled])
        #expect(pan.view == nil && w.view.gestureRecognizers == nil)
    }

    @Test func setTranslationRebasesTheTranslation() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        rec.onAction = { gesture in
            if gesture.state == .began { (gesture as! UIPanGestureRecognizer).setTranslation(CGPoint(x: 50, y: 0), in: nil) }
        }
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 140, y: 100), start: 0, duration: 0.04, steps: 4)
        w.play(s)
        // Began at +10 (translation 0), set to 50, then +10 and +10: 60, 70.
        #expect(rec.states == [.began, .changed, .changed, .changed, .ended])
        #expect(near(pan.translation(in: nil), CGPoint(x: 80, y: 0)))
        #expect(near(rec.translations[1], CGPoint(x: 60, y: 0)))
        #expect(near(rec.translations[2], CGPoint(x: 70, y: 0)))
    }

    @Test func translationAndVelocityAreInTheGivenViewsCoordinates() {
        let w = TouchWorld()
        let scaled = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        w.view.addSubview(scaled)
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var seen: [CGPoint] = []
        rec.onAction = { _ in seen.append(pan.translation(in: scaled)); seen.append(pan.velocity(in: scaled)) }
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 300, y: 300), time: 0)
        s.moved(1, to: CGPoint(x: 330, y: 300), time: 0.01)
        s.moved(1, to: CGPoint(x: 370, y: 300), time: 0.02)
        w.play(s)
        // Window translation 20 then 60; the view is scaled ×2, so half.
        #expect(near(seen[0], CGPoint(x: 10, y: 0)))
        #expect(near(seen[2], CGPoint(x: 30, y: 0)))
        // Velocity in window points: 0.2 · 4000 + 0.8 · 3000 = 3200; in the view: 1600.
        #expect(near(seen[3], CGPoint(x: 1600, y: 0), 1e-6))
    }

    @Test func addingAFingerDoesNotMakeTheTranslationJump() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 130, y: 100), time: 0.01)
        s.began(2, at: CGPoint(x: 200, y: 200), time: 0.02)
        s.moved(1, to: CGPoint(x: 140, y: 100), time: 0.03)
        s.moved(2, to: CGPoint(x: 210, y: 200), time: 0.03)
        w.play(s)
        #expect(pan.numberOfTouches == 2)
        #expect(near(pan.location(in: nil), CGPoint(x: 175, y: 150)))
        #expect(rec.states == [.began, .changed])
        #expect(near(rec.translations[0], CGPoint(x: 20, y: 0)))
        #expect(near(rec.translations[1], CGPoint(x: 30, y: 0)))
        // Lifting one finger shifts the start too: still 30.
        w.window.injectTouches([InjectedTouch(id: 2, phase: .ended, location: CGPoint(x: 210, y: 200))], at: 0.04)
        #expect(near(pan.translation(in: nil), CGPoint(x: 30, y: 0)))
        #expect(pan.numberOfTouches == 1)
    }

    @Test func touchesBeyondTheMaximumAreIgnored() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        pan.maximumNumberOfTouches = 1
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.began(2, at: CGPoint(x: 300, y: 300), time: 0.01)
        s.moved(2, to: CGPoint(x: 350, y: 300), time: 0.02)
        w.play(s)
        #expect(pan.numberOfTouches == 1)
        #expect(rec.states.isEmpty)
        w.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 100, y: 130))], at: 0.03)
        #expect(rec.states == [.began])
        #expect(near(rec.translations[0], CGPoint(x: 0, y: 20)))
    }

    @Test func theMinimumNumberOfTouchesMustMove() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        pan.minimumNumberOfTouches = 2
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 150, y: 100), time: 0.01)
        w.play(s)
        #expect(rec.states.isEmpty)
        var two = TouchSequence()
        two.began(2, at: CGPoint(x: 150, y: 200), time: 0.02)
        two.moved(1, to: CGPoint(x: 150, y: 130), time: 0.03)
        two.moved(2, to: CGPoint(x: 150, y: 230), time: 0.03)
        two.play(in: w.window, on: w.clock)
        // The 50 pt moved with one finger count too (UIKit accumulates before the minimum is met).
        #expect(rec.states == [.began])
        #expect(near(rec.translations[0], CGPoint(x: 40, y: 20)))
    }

    @Test func theTouchKeepsItsViewAndTheEventListsTheTouches() {
        let w = TouchWorld()
        let other = TouchLogView(frame: CGRect(x: 200, y: 0, width: 200, height: 800))
        w.view.addSubview(other)
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.began(2, at: CGPoint(x: 300, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 300, y: 500), time: 0.1)
        s.ended(1, at: CGPoint(x: 300, y: 500), time: 0.2)
        w.play(s)
        #expect(w.view.log == ["began", "moved", "ended"])
        #expect(other.log == ["began"])
        let event = w.view.lastEvent!
        #expect(event.allTouches?.count == 2)
        #expect(event.touches(for: w.view)?.count == 1 && event.touches(for: other)?.count == 1)
        #expect(event.touches(for: w.window)?.count == 2)
        #expect(event.type == .touches && event.timestamp == 0)
    }
}
