import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import Testing

@testable import GlideInteraction
@testable import GlideUIKitCore

/// What a long live session needs: nothing a completed transition used stays alive, and the logs
/// kept for inspection are bounded. (`glide bench soak` measures the same over ten million frames.)
@MainActor
@Suite struct LongSessionTests {
    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject?) { self.object = object }
    }

    @Test(arguments: [ReferenceTransition.card, .flip, .menu, .halfSheet])
    func completedTransitionsAreFreed(transition: ReferenceTransition) {
        let clock = ManualClock().makeCurrent()
        let scene = transition.makeScene(clock: clock)
        var kept: [Weak] = []
        for _ in 0..<10 {
            for operation in [ReferenceOperation.present, .dismiss] {
                let interactor = UIPercentDrivenInteractiveTransition()
                guard let context = scene.perform(operation, interactor: interactor) else {
                    Issue.record("\(transition) \(operation) refused")
                    return
                }
                kept += [Weak(context), Weak(interactor), Weak(context.tracker), Weak(context.coordinator)]
                for k in 1...10 {
                    clock.advance(by: 1.0 / 120)
                    interactor.update(Double(k) / 15)
                }
                interactor.finish()
                clock.advance(by: 2)
                #expect(context.phase == .completed)
            }
        }
        #expect(!scene.isPresented)
        let alive = kept.filter { $0.object != nil }.count
        #expect(alive == 0, "\(alive) of \(kept.count) contexts, interactors, trackers and coordinators outlived their transitions")
    }

    @Test func inspectionLogsAreBounded() {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        for _ in 0..<1100 {
            scene.present(animated: false)
            scene.dismiss(animated: false)
        }
        clock.advance(by: 1)
        #expect(scene.presented.appearanceCallbacks.count <= UIViewController.appearanceCallbackLimit)
        #expect(scene.presented.appearanceCallbacks.count >= UIViewController.appearanceCallbackLimit / 2)
        #expect((scene.delegate as? CardTransitioningDelegate)?.vendedAnimators.count ?? 0 <= vendedAnimatorLimit)
    }

    /// The live session's window mode (`glide bench soak --handlers`): the card's own pan handler
    /// starts and cancels transition after transition. The session keeps its last transitions (at
    /// most 64) and the recognizer the last of its action log; nothing else a drag used stays
    /// alive, and once the session is gone neither do those. (The context used to hold the closure
    /// the session hooked into it, which held the context: every transition's whole graph stayed.)
    @Test func windowModeFreesTheHandlersTransitionsAndTouches() throws {
        // (Objects are compared with those seen, held weakly, not by ObjectIdentifier: a freed object's
        // address, and so its ObjectIdentifier, is soon reused.)
        @MainActor final class TouchWatcher: NSObject {
            var touches: [Weak] = []
            func action(_ gesture: UIPanGestureRecognizer) {
                for touch in gesture.trackedTouches where !touches.contains(where: { $0.object === touch }) {
                    touches.append(Weak(touch))
                }
            }
        }
        let clock = ManualClock().makeCurrent()
        let card = CardScene(clock: clock)
        let watcher = TouchWatcher()
        let pan = card.list.expandPanGestureRecognizer
        pan.addTarget(watcher, action: Selector(TouchWatcher.action(_:), name: "action:"))
        let script = "down 1 at 50% 60%; move up 10% 300ms; lift; pause 1.5s"
        let events = try GestureSynthesizer(device: SyntheticDevice.touchscreen).events(for: GestureScript(script, name: "drag"))
        let cycles = 200
        let framesPerCycle = events.filter(\.isSynReport).count
        var kept: [Weak] = []
        var transitions = 0
        var session: LiveSession? = LiveSession(
            source: RepeatingEventSource(
                device: SyntheticDevice.touchscreen, events: events,
                periodSeconds: Double(events.last!.timestampMicroseconds) / 1e6 + 1.5,
                frameLimit: cycles * framesPerCycle, clock: clock),
            window: card.scene.window, clock: clock)
        session!.onHandlerTransitionEvent = { context, _ in
            guard !kept.contains(where: { $0.object === context }) else { return }
            transitions += 1
            kept += [Weak(context), Weak(context.interactor.map { $0 as AnyObject }), Weak(context.coordinator)]
        }
        #expect(try session!.run() == .finished)
        #expect(transitions >= cycles - 1, "\(transitions) transitions in \(cycles) drags")
        #expect(!card.scene.isPresented)
        #expect(session!.handlerTransitions.count <= 64)
        let contextsAlive = kept.filter { $0.object is TransitionContext }.count
        #expect(contextsAlive <= 64, "\(contextsAlive) of \(transitions) contexts alive during the session")
        #expect(pan.actionLog.count <= UIGestureRecognizer.actionLogLimit)
        #expect(pan.actionLog.count >= UIGestureRecognizer.actionLogLimit / 2, "the log did not reach its limit: the test drags too little")
        session = nil
        let alive = kept.filter { $0.object != nil }.count
        #expect(alive == 0, "\(alive) of \(kept.count) contexts, interactors and coordinators outlived the session")
        #expect(watcher.touches.count >= cycles)
        let touchesAlive = watcher.touches.filter { $0.object != nil }.count
        #expect(touchesAlive == 0, "\(touchesAlive) of \(watcher.touches.count) touches outlived their drags")
    }
}
