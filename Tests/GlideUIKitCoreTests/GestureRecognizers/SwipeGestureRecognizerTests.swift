import Foundation
import Testing
@testable import GlideUIKitCore

/// `UISwipeGestureRecognizer` recognizing from touches delivered through the window, with UIKit's rule:
/// far enough along the direction, straight enough across it, soon enough.
@MainActor @Suite struct SwipeGestureRecognizerTests {
    private func swipe(_ direction: UISwipeGestureRecognizer.Direction = .right, touches required: Int = 1,
                       _ build: (inout TouchSequence) -> Void) -> (UISwipeGestureRecognizer, ActionRecorder, TouchWorld) {
        let w = TouchWorld()
        let (recognizer, recorder) = ActionRecorder.attach(UISwipeGestureRecognizer.init(target:action:), to: w.view)
        recognizer.direction = direction
        recognizer.numberOfTouchesRequired = required
        var s = TouchSequence()
        build(&s)
        w.play(s)
        return (recognizer, recorder, w)
    }

    @Test func theDefaultsAreUIKits() {
        let recognizer = UISwipeGestureRecognizer()
        #expect(recognizer.direction == .right)
        #expect(recognizer.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1 && UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4 && UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test func aQuickSwipeRightIsRecognizedAtTheMoveThatReachesTheDistance() {
        var seen: CGPoint?
        var when: [Int] = []
        let w = TouchWorld()
        let (recognizer, recorder) = ActionRecorder.attach(UISwipeGestureRecognizer.init(target:action:), to: w.view)
        recorder.onAction = { seen = $0.location(in: nil) }
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), start: 0, duration: 0.1, steps: 5)
        // 20 pt per 20 ms: 40 pt at 0.04 s is short of 50 · (1 − 0.04 · 0.94) = 48.1; 60 pt at 0.06 s is past it.
        for (index, frame) in s.frames.enumerated() {
            w.clock.advance(to: frame.time)
            w.window.injectTouches(frame.contacts, at: frame.time)
            if !recorder.states.isEmpty, when.isEmpty { when.append(index) }
        }
        #expect(recorder.states == [.recognized])
        #expect(when == [3])  // frames: began, 20, 40, 60 ← recognized here
        #expect(seen == CGPoint(x: 100, y: 300))  // where the swipe began
        #expect(recognizer.state == .possible)
        #expect(w.view.log == ["began", "moved", "moved", "cancelled"])  // cancelsTouchesInView
    }

    @Test func eachDirectionIsRecognizedOnlyWhenAsked() {
        let moves: [(UISwipeGestureRecognizer.Direction, CGPoint)] = [
            (.left, CGPoint(x: 100, y: 300)), (.up, CGPoint(x: 200, y: 200)), (.down, CGPoint(x: 200, y: 400)),
        ]
        for (direction, end) in moves {
            let (_, asked, _) = swipe(direction) { $0.drag(id: 1, from: CGPoint(x: 200, y: 300), to: end, start: 0, duration: 0.1, steps: 4) }
            #expect(asked.states == [.recognized], "\(direction)")
            let (_, other, _) = swipe(.right) { $0.drag(id: 1, from: CGPoint(x: 200, y: 300), to: end, start: 0, duration: 0.1, steps: 4) }
            #expect(other.states.isEmpty, "\(direction) against .right")
        }
        let (_, both, _) = swipe([.left, .right]) {
            $0.drag(id: 1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 100, y: 300), start: 0, duration: 0.1, steps: 4)
        }
        #expect(both.states == [.recognized])
    }

    @Test func aDiagonalASlowDragAndAShortFlickFail() {
        let (_, diagonal, _) = swipe { $0.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 4) }
        #expect(diagonal.states.isEmpty)
        // 0.6 s to get there: past the 0.5 s a swipe may take.
        let (_, slow, _) = swipe { $0.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 125, y: 300), start: 0, duration: 0.6, steps: 12) }
        #expect(slow.states.isEmpty)
        let (_, short, _) = swipe { $0.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 130, y: 300), start: 0, duration: 0.05, steps: 2) }
        #expect(short.states.isEmpty)
    }

    @Test func aSlowSwipeNeedsLessDistanceButAStraighterLine() {
        // At 0.4 s the minimum is 50 · (1 − 0.4 · 0.94) = 31.2 pt and the sideways allowance 50 · (1 − 0.4 · 0.98) = 30.4 pt.
        let (_, slowShort, _) = swipe { s in
            s.began(1, at: CGPoint(x: 100, y: 300), time: 0)
            s.moved(1, to: CGPoint(x: 132, y: 300), time: 0.4)
            s.ended(1, at: CGPoint(x: 132, y: 300), time: 0.41)
        }
        #expect(slowShort.states == [.recognized])
        let (_, slowCrooked, _) = swipe { s in
            s.began(1, at: CGPoint(x: 100, y: 300), time: 0)
            s.moved(1, to: CGPoint(x: 200, y: 332), time: 0.4)
            s.ended(1, at: CGPoint(x: 200, y: 332), time: 0.41)
        }
        #expect(slowCrooked.states.isEmpty)
        let (_, fastCrooked, _) = swipe { s in
            s.began(1, at: CGPoint(x: 100, y: 300), time: 0)
            s.moved(1, to: CGPoint(x: 200, y: 332), time: 0.05)
            s.ended(1, at: CGPoint(x: 200, y: 332), time: 0.06)
        }
        #expect(fastCrooked.states == [.recognized])
    }

    @Test func twoFingersMustBothSwipeWhenTwoAreRequired() {
        let (_, two, _) = swipe(touches: 2) { s in
            s.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), start: 0, duration: 0.1, steps: 4)
            s.drag(id: 2, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 4)
        }
        #expect(two.states == [.recognized])
        let (_, one, _) = swipe(touches: 2) { $0.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), start: 0, duration: 0.1, steps: 4) }
        #expect(one.states.isEmpty)
        let (_, three, _) = swipe(touches: 1) { s in
            s.drag(id: 1, from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300), start: 0, duration: 0.1, steps: 4)
            s.drag(id: 2, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.1, steps: 4)
        }
        #expect(three.states.isEmpty)
    }
}
