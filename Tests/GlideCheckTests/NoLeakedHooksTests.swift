import Foundation
import GlideCatalog
import GlideCatalogCheck
import GlideCheck
import GlideExamples
import GlideInteraction
import GlideUIKitCore
import Testing

/// A check or a replay leaves the ambient clock and the creation observers as it found them, so that
/// nothing it installed reaches the next one.
@MainActor @Suite struct NoLeakedHooksTests {
    /// The hooks a check could leave behind.
    struct Hooks: Equatable {
        var clock: ObjectIdentifier
        var observers: Int

        @MainActor static var now: Hooks {
            Hooks(clock: ObjectIdentifier(Clocks.current), observers: TransitionContext.creationObserverCount)
        }
    }

    @Test func checksAndAReplayOneAfterAnotherLeaveTheHooksAsTheyFoundThem() throws {
        let mine = ManualClock()
        try mine.withCurrent {
            var seen = 0
            let observation = TransitionContext.observeCreation { _ in seen += 1 }
            defer { observation.cancel() }
            let before = Hooks.now
            #expect(before.clock == ObjectIdentifier(mine))

            let halfModal = try TransitionCheck(
                presenting: NamingHomeViewController(), presented: NamingDetailViewController(),
                transitioningDelegate: HalfModalTransitioningDelegate(), styles: [.custom], options: .init(runs: 0)
            ).runNow()
            #expect(halfModal.scenarioCount > 0)
            #expect(Hooks.now == before)
            let afterFirst = seen
            // The checks' recorders observe alongside this observer; they do not displace it.
            #expect(afterFirst > 0)

            let flip = try TransitionCheck(subject: ReferenceTransition.flip.checkSubject(), options: .init(runs: 0)).runNow()
            #expect(flip.scenarioCount > 0)
            #expect(Hooks.now == before)
            #expect(seen > afterFirst)

            let replay = try SceneHandlerReplay.run(
                TouchReplay(script: "down 1 at left; move right 70% 400ms; lift"), transition: .menu)
            #expect(replay.transitions.count == 1, "\(replay.transitions)")
            #expect(Hooks.now == before)
        }
    }
}
