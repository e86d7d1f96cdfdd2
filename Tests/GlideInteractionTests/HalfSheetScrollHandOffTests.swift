import Foundation
import GlideTestSupport
import Testing
@testable import GlideCatalog
@testable import GlideExamples
@testable import GlideInteraction
@testable import GlideUIKitCore

/// The half sheet's hand-off between its list and its dismissal, as real sheets do it: the sheet's
/// pan recognizes with the list's own pan; a scrolled list scrolls first, and from its top a pull
/// down dismisses — in hand-made touch sequences on a manual clock and in a real recording.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct HalfSheetScrollHandOffTests {
    /// What one run saw.
    struct Outcome {
        var contexts: [TransitionContext]
        /// The list's offset each time the sheet's handler had run (an observer target added after it).
        var offsetsAfterHandler: [CGFloat]
        var finalOffset: CGFloat
        var presented: Bool
        /// The largest percent the handler set.
        var percent: Double
    }

    @MainActor final class Observer: NSObject {
        var seen: () -> Void = {}
        func action(_ gesture: UIGestureRecognizer) { seen() }
    }

    /// A presented half sheet whose list is scrolled to `offset`, `input` played into its window.
    static func run<Failure: Error>(
        listAt offset: CGFloat, _ input: (UIWindow, ManualClock) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        let clock = ManualClock()
        return try clock.withCurrent { () throws(Failure) -> Outcome in
            let scene = HalfSheetScene(clock: clock)
            scene.scene.present(animated: false)
            clock.advance(by: 0.1)
            let list = scene.sheet.scrollView
            list.contentOffset.y = offset
            var contexts: [TransitionContext] = []
            let observation = TransitionContext.observeCreation { contexts.append($0) }
            defer { observation.cancel() }
            let observer = Observer()
            var offsets: [CGFloat] = []
            observer.seen = { offsets.append(list.contentOffset.y) }
            scene.sheet.dismissPanGestureRecognizer.addTarget(observer, action: Selector(Observer.action(_:), name: "action:"))
            try input(scene.scene.window, clock)
            clock.advance(by: 2)
            let percent = contexts.first?.events.compactMap { if case .update(let p, true) = $0.kind { p } else { nil } }.max() ?? 0
            return Outcome(
                contexts: contexts, offsetsAfterHandler: offsets, finalOffset: list.contentOffset.y, presented: scene.scene.isPresented,
                percent: percent)
        }
    }

    /// A one-finger drag by `distance` points (down when positive) in 0.5 s (50 moves), then
    /// creeping 0.1 points more over 0.2 s and lifted: a release too slow to fling the list or the sheet.
    static func drag(_ distance: CGFloat, from y: CGFloat = 450) -> (UIWindow, ManualClock) -> Void {
        { window, clock in
            var touches = TouchSequence()
            let start = clock.now, end = y + distance, creep: CGFloat = distance > 0 ? 0.05 : -0.05
            touches.drag(id: 1, from: CGPoint(x: 200, y: y), to: CGPoint(x: 200, y: end), start: start, duration: 0.5, steps: 50, lift: false)
            touches.moved(1, to: CGPoint(x: 200, y: end + creep), time: start + 0.6)
            touches.moved(1, to: CGPoint(x: 200, y: end + 2 * creep), time: start + 0.7)
            touches.ended(1, at: CGPoint(x: 200, y: end + 2 * creep), time: start + 0.72)
            touches.play(in: window, on: clock)
        }
    }

    @Test func aScrolledListScrollsAndTheSheetStays() {
        let outcome = Self.run(listAt: 200, Self.drag(150))
        #expect(outcome.contexts.isEmpty && outcome.presented)
        // 150.1 points less the pan's 10-point hysteresis (the creeping release, 0.5 points per
        // second, carries the list a quarter point further: 0.5 s · v).
        #expect(abs(outcome.finalOffset - 59.9) <= 0.26, "\(outcome.finalOffset)")
    }

    @Test func atTheTopAPullDownDismissesAndTheListStaysAtItsTop() throws {
        let outcome = Self.run(listAt: 0, Self.drag(300))
        let context = try #require(outcome.contexts.first)
        #expect(outcome.contexts.count == 1 && context.initiallyInteractive)
        // 290.1 of the sheet's 422 points: past half way, the handler finishes.
        #expect(abs(outcome.percent - 290.1 / 422) < 1e-6, "\(outcome.percent)")
        #expect(context.phase == .completed && !context.transitionWasCancelled && !outcome.presented)
        #expect(!outcome.offsetsAfterHandler.isEmpty && outcome.offsetsAfterHandler.allSatisfy { $0 == 0 }, "\(outcome.offsetsAfterHandler)")
    }

    /// One drag: the list scrolls down to its top, then the same drag pulls the sheet down.
    @Test func oneDragScrollsToTheTopThenDismisses() throws {
        let outcome = Self.run(listAt: 100, Self.drag(350))
        let context = try #require(outcome.contexts.first)
        // 350.1 points less the hysteresis, less the 100 the list scrolled first — plus up to one
        // 7-point move: the handler takes over on the move that carried the list past its top.
        #expect(outcome.percent >= 240.1 / 422 - 1e-9 && outcome.percent <= 247.1 / 422, "\(outcome.percent)")
        #expect(context.phase == .completed && !context.transitionWasCancelled && !outcome.presented)
        #expect(outcome.finalOffset == 0)
    }

    @Test func aPullUpAtTheTopScrollsTheList() {
        let outcome = Self.run(listAt: 0, Self.drag(-150, from: 800))
        #expect(outcome.contexts.isEmpty && outcome.presented)
        #expect(abs(outcome.finalOffset - 140.1) <= 0.26, "\(outcome.finalOffset)")
    }

    // MARK: A real recording: four fingers dragging down an Atmel maXTouch screen (about 345 points)

    static func atmel(_ window: UIWindow, _ clock: ManualClock) throws {
        _ = try TouchReplay(trace: URL(fileURLWithPath: Repository.sharedTrace("ts-atmel-maxtouch-4finger-drag-down.evemu"))).play(in: window)
    }

    @Test func theRecordedDragScrollsAListScrolledToItsEnd() throws {
        let outcome = try Self.run(listAt: 346, Self.atmel)
        #expect(outcome.contexts.isEmpty && outcome.presented)
        #expect(outcome.finalOffset < 5 && outcome.finalOffset >= 0, "\(outcome.finalOffset)")
    }

    @Test func theSameDragAtTheTopDismissesTheSheet() throws {
        let outcome = try Self.run(listAt: 0, Self.atmel)
        let context = try #require(outcome.contexts.first)
        #expect(outcome.percent > 0.5, "\(outcome.percent)")
        #expect(context.phase == .completed && !context.transitionWasCancelled && !outcome.presented)
        #expect(outcome.offsetsAfterHandler.allSatisfy { $0 == 0 }, "\(outcome.offsetsAfterHandler)")
    }

    @Test func theRecordedDragHandsOffMidway() throws {
        let outcome = try Self.run(listAt: 100, Self.atmel)
        let context = try #require(outcome.contexts.first)
        // The list took the first 100 points; the sheet followed less than half way and springs back.
        #expect(outcome.percent > 0.3 && outcome.percent < 0.5, "\(outcome.percent)")
        #expect(context.phase == .completed && context.transitionWasCancelled && outcome.presented)
        #expect(outcome.finalOffset == 0)
    }
}
