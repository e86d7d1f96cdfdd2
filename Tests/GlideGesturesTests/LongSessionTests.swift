import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import Testing

@testable import GlideGestures
@testable import GlideTransitions

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
}
