import Foundation
import Testing
@testable import GlideUIKitCore

/// Hit-testing, the responder chain, exclusion, simultaneity, failure requirements, delegate vetoes
/// and subclassing.
@MainActor @Suite struct ArbitrationAndDeliveryTests {
    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var simultaneous = false
        var receives = true
        var requiresFailureOf: UIGestureRecognizer?
        var askedToBegin = 0

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            askedToBegin += 1
            return shouldBegin
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer === requiresFailureOf
        }
    }

    func drag(_ id: Int = 1, from: CGPoint = CGPoint(x: 100, y: 100), dx: CGFloat = 60, start: Double = 0) -> TouchSequence {
        var s = TouchSequence()
        s.drag(id: id, from: from, to: CGPoint(x: from.x + dx, y: from.y), start: start, duration: 0.06, steps: 6)
        return s
    }

    // MARK: Hit-testing

    @Test func hitTestingSkipsHiddenTransparentAndNonInteractiveViewsAndTriesFrontFirst() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        let hidden = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let faint = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        let inert = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        let inertChild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        for v in [back, front, hidden, faint, inert] { root.addSubview(v) }
        inert.addSubview(inertChild)
        back.addSubview(overhang)  // sticks out of back's bounds
        hidden.isHidden = true
        faint.alpha = 0.009
        inert.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)  // front wins over back's overhang
        #expect(root.hitTest(CGPoint(x: 220, y: 220), with: nil) === root)  // outside back: its overhang is not hit
        #expect(root.hitTest(CGPoint(x: 50, y: 350), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 350), with: nil) === root)
        faint.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 150, y: 350), with: nil) === faint)
        #expect(root.hitTest(CGPoint(x: 210, y: 310), with: nil) === root)  // the inert view's child too
        #expect(root.hitTest(CGPoint(x: 500, y: 50), with: nil) == nil)
    }

    @Test func hitTestingConvertsThroughTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)  // covers 50…250
        root.addSubview(scaled)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 40, y: 60), with: nil) === root)
    }

    @Test func touchMethodsTheViewDoesNotOverridePassUpTheResponderChain() {
        let w = TouchWorld()
        let next = LoggingResponder()
        final class Plain: UIView {
            weak var forward: UIResponder?
            override var next: UIResponder? { forward }
        }
        let plain = Plain(frame: w.window.bounds)
        plain.forward = next
        w.view.addSubview(plain)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 10, y: 10), time: 0)
        w.play(s)
        #expect(next.log == ["began", "ended"])
    }

    // MARK: Exclusion and simultaneity

    @Test func theInnerPanWinsAndTheOuterOneFails() {
        let w = TouchWorld()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.view.addSubview(inner)
        let (_, outer) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let (_, innerLog) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: inner)
        w.play(drag())
        #expect(innerLog.states.first == .began && innerLog.states.last == .ended)
        #expect(outer.states.isEmpty)
    }

    @Test func aDelegateAllowingSimultaneityLetsBothPan() {
        let w = TouchWorld()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.view.addSubview(inner)
        let (outerPan, outer) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let (_, innerLog) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: inner)
        let delegate = Delegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        w.play(drag())
        #expect(innerLog.states == [.began] + Array(repeating: .changed, count: 5) + [.ended])
        #expect(outer.states == innerLog.states)
    }

    /// The unseen Dismissable file's delegate as `glide port` writes it: its `private func
    /// gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` renamed, since on iOS it is not the witness of the
    /// optional requirement and UIKit never calls it. Marked `@objc`, it answered the selector and was called; the
    /// port makes it public, the witness. The first must not make the pans simultaneous, the second must.
    final class PortedPrivateNonWitness: NSObject, UIGestureRecognizerDelegate {
        private(set) var calls = 0
        private func notCalledByUIKit_gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            calls += 1
            return true
        }
    }
    final class PortedObjCPrivateWitness: NSObject, UIGestureRecognizerDelegate {
        public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }

    @Test func aPortedPrivateNonWitnessIsNotAskedAndAnObjCOneIs() {
        for allows in [false, true] {
            let w = TouchWorld()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            w.view.addSubview(inner)
            let (outerPan, outer) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
            let (_, innerLog) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: inner)
            let nonWitness = PortedPrivateNonWitness(), witness = PortedObjCPrivateWitness()
            outerPan.delegate = allows ? witness : nonWitness
            w.play(drag())
            #expect(innerLog.states.first == .began && innerLog.states.last == .ended)
            #expect(outer.states == (allows ? innerLog.states : []))
            #expect(nonWitness.calls == 0)
        }
    }

    @Test func canPreventAndCanBePreventedAreHonoured() {
        final class Polite: UIPanGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let w = TouchWorld()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        w.view.addSubview(inner)
        let (_, outer) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let (_, innerLog) = ActionRecorder.attach(Polite.init(target:action:), to: inner)
        w.play(drag())
        #expect(innerLog.states.first == .began && outer.states.first == .began)
    }

    @Test func aDelegateVetoFailsTheRecognizerAndTheViewKeepsItsTouches() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let delegate = Delegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        w.play(drag())
        #expect(rec.states.isEmpty)
        #expect(delegate.askedToBegin == 1)
        #expect(w.view.log == ["began"] + Array(repeating: "moved", count: 6) + ["ended"])
    }

    @Test func aDelegateRefusingTheTouchHidesItFromTheRecognizer() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let delegate = Delegate()
        delegate.receives = false
        pan.delegate = delegate
        w.play(drag())
        #expect(rec.states.isEmpty && pan.numberOfTouches == 0)
    }

    // MARK: Failure requirements

    @Test func aPanThatRequiresALongPressToFailBeginsWhenItFailsWithAZeroTranslation() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let (press, presses) = ActionRecorder.attach(UILongPressGestureRecognizer.init(target:action:), to: w.view)
        press.allowableMovement = 15
        let delegate = Delegate()
        delegate.requiresFailureOf = press
        pan.delegate = delegate
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 112, y: 100), time: 0.01)  // the pan would begin; the press is still possible
        w.play(s)
        #expect(rec.states.isEmpty && pan.state == .possible)
        w.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 120, y: 100))], at: 0.02)
        // 20 > 15: the press failed, the pan began, its translation reset to zero.
        #expect(presses.states.isEmpty)
        #expect(rec.states == [.began])
        #expect(near(rec.translations[0], .zero))
        w.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 130, y: 100))], at: 0.03)
        #expect(near(rec.translations[1], CGPoint(x: 10, y: 0)))
    }

    @Test func aRecognizerWaitingForAnotherFailsWhenTheOtherRecognizes() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        let (press, presses) = ActionRecorder.attach(UILongPressGestureRecognizer.init(target:action:), to: w.view)
        pan.require(toFail: press)
        press.allowableMovement = 50
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 130, y: 100), time: 0.1)
        w.play(s)
        w.clock.advance(to: 0.6)
        #expect(presses.states == [.began])
        #expect(rec.states.isEmpty)
        w.window.injectTouches([InjectedTouch(id: 1, phase: .moved, location: CGPoint(x: 200, y: 100))], at: 0.7)
        #expect(rec.states.isEmpty && presses.states == [.began, .changed])
    }

    // MARK: Subclassing and target-action

    @Test func aSubclassSetsItsStateAndIllegalTransitionsAreIgnored() {
        /// Recognized at the first touch; tries an illegal transition first.
        final class Instant: UIGestureRecognizer {
            var seen: [State] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .changed  // possible → changed: illegal
                seen.append(state)
                state = .began
                seen.append(state)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                state = .ended
                state = .changed  // ended → changed: illegal
                seen.append(state)
            }
            override func reset() {
                super.reset()
                seen.append(.possible)
            }
        }
        let w = TouchWorld()
        let (instant, rec) = ActionRecorder.attach(Instant.init(target:action:), to: w.view)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 10, y: 10), time: 0)
        w.play(s)
        #expect(instant.seen == [.possible, .began, .ended, .possible])
        #expect(rec.states == [.began, .ended])
        #expect(instant.actionLog == [.began, .ended])
    }

    @Test func targetsAreCalledInOrderAndCanBeRemoved() {
        let w = TouchWorld()
        let first = ActionRecorder(), second = ActionRecorder()
        let tap = UITapGestureRecognizer(target: first, action: first.selector)
        tap.addTarget(second, action: second.selector)
        tap.addTarget(second, action: second.selector)  // a pair is kept once
        w.view.addGestureRecognizer(tap)
        var order: [String] = []
        first.onAction = { _ in order.append("first") }
        second.onAction = { _ in order.append("second") }
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 10, y: 10), time: 0)
        w.play(s)
        #expect(order == ["first", "second"])
        tap.removeTarget(first, action: nil)
        var again = TouchSequence()
        again.tap(id: 2, at: CGPoint(x: 300, y: 600), time: 1)
        again.play(in: w.window, on: w.clock)
        #expect(order == ["first", "second", "second"])
        #expect(w.view.gestureRecognizers?.count == 1 && tap.view === w.view)
    }

    @Test func locationOfTouchesAndNumberOfTouches() {
        let w = TouchWorld()
        let (pan, rec) = ActionRecorder.attach(UIPanGestureRecognizer.init(target:action:), to: w.view)
        var locations: [CGPoint] = []
        rec.onAction = { g in
            locations = (0..<g.numberOfTouches).map { g.location(ofTouch: $0, in: w.view) }
            locations.append(UIGestureRecognizer.centroid(of: locations))
        }
        pan.name = "two"
        var s = TouchSequence()
        s.began(1, at: CGPoint(x: 100, y: 100), time: 0)
        s.began(2, at: CGPoint(x: 200, y: 100), time: 0)
        s.moved(1, to: CGPoint(x: 100, y: 130), time: 0.01)
        s.moved(2, to: CGPoint(x: 200, y: 130), time: 0.01)
        w.play(s)
        #expect(locations == [CGPoint(x: 100, y: 130), CGPoint(x: 200, y: 130), CGPoint(x: 150, y: 130)])
        #expect(pan.description.contains("two"))
    }
}
