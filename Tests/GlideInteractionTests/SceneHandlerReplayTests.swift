import Foundation
import GlideTestSupport
import Testing
@testable import GlideCatalog
@testable import GlideExamples
@testable import GlideInteraction
@testable import GlideInput
@testable import GlideUIKitCore

/// The reference transitions' own gesture handlers, driven by real recordings played into their
/// scenes' windows: the handler starts, drives and decides each transition.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct SceneHandlerReplayTests {
    func replay(_ trace: String, into scene: ReferenceScene) async throws -> TouchReplay.Result {
        try await TouchReplay(trace: URL(fileURLWithPath: Repository.sharedTrace(trace))).run(in: scene.window)
    }

    /// Every transition the scene ran, with how it ended.
    final class Contexts {
        var all: [TransitionContext] = []
        var observation: TransitionObservation?
    }

    func watch() -> Contexts {
        let contexts = Contexts()
        contexts.observation = TransitionContext.observeCreation { [weak contexts] in contexts?.all.append($0) }
        return contexts
    }

    @Test func t480SwipeUpDrivesTheCardsExpansionThroughItsPanHandler() async throws {
        let clock = ManualClock()
        let card = CardScene(clock: clock)
        let contexts = watch()
        defer { contexts.observation?.cancel() }
        let recorder = HandlerLog()
        card.list.expandPanGestureRecognizer.addTarget(recorder, action: recorder.action)
        _ = try await replay("synaptics-tm3276-t480-2finger-swipe-up.evemu", into: card.scene)
        let context = try #require(contexts.all.first, "the pan handler presented the card")
        #expect(context.phase == .completed)
        #expect(recorder.states.last == .ended)
        // The handler's rule: past half of 400 points, or flicked up faster than 1000 pt/s.
        let travelled = -(recorder.translations.last?.y ?? 0)
        let expanded = card.scene.isPresented
        if travelled / CardInteractionController.expandDistance > 0.5 { #expect(expanded) }
        #expect(context.transitionWasCancelled == !expanded)
    }

    @Test func t480PinchInClosesThePresentedCardThroughItsPinchHandler() async throws {
        let clock = ManualClock()
        let card = CardScene(clock: clock)
        card.scene.present(animated: false)
        clock.advance(by: 0.1)
        #expect(card.scene.isPresented)
        let contexts = watch()
        defer { contexts.observation?.cancel() }
        let recorder = HandlerLog()
        card.detail.closePinchGestureRecognizer.addTarget(recorder, action: recorder.action)
        _ = try await replay("synaptics-tm3276-t480-2finger-pinch-in.evemu", into: card.scene)
        #expect(recorder.states.first == .began)
        let scale = try #require(recorder.scales.last)
        #expect(scale < 1)
        let context = try #require(contexts.all.first, "the pinch handler dismissed the card")
        #expect(context.phase == .completed)
        let progress = (1 - scale) / (1 - CardInteractionController.closedScale)
        if progress > 0.5 { #expect(!card.scene.isPresented) }
        #expect(context.transitionWasCancelled == card.scene.isPresented)
    }

    @Test func touchscreenDragDownDismissesTheHalfSheetThroughItsPanHandler() async throws {
        let clock = ManualClock()
        let sheet = HalfSheetScene(clock: clock)
        sheet.scene.present(animated: false)
        clock.advance(by: 0.1)
        let contexts = watch()
        defer { contexts.observation?.cancel() }
        let recorder = HandlerLog()
        sheet.sheet.dismissPanGestureRecognizer.addTarget(recorder, action: recorder.action)
        // Four fingers dragging down the Atmel screen, over the sheet's half.
        _ = try await replay("ts-atmel-maxtouch-4finger-drag-down.evemu", into: sheet.scene)
        #expect(recorder.states.first == .began)
        #expect(recorder.states.last == .ended)
        let context = try #require(contexts.all.first)
        #expect(context.phase == .completed)
        #expect(context.transitionWasCancelled == sheet.scene.isPresented)
    }

    @Test func aLeftEdgeDragOpensTheMenuThroughItsEdgePanHandlerAndAShortOneCancels() async throws {
        for (script, opens) in [("down 1 at left; move right 70% 400ms; lift", true),
                                ("down 1 at left; move right 25% 400ms; pause 200ms; lift", false)] {
            let clock = ManualClock()
            let menu = MenuScene(clock: clock)
            let contexts = watch()
            _ = try await TouchReplay(script: script).run(in: menu.scene.window)
            contexts.observation?.cancel()
            let context = try #require(contexts.all.first, "\(script)")
            #expect(context.phase == .completed)
            #expect(menu.scene.isPresented == opens, "\(script)")
            #expect(context.transitionWasCancelled == !opens)
        }
    }

    @Test func aRecordingCutOffMidGestureCancelsThroughTheHandler() async throws {
        let clock = ManualClock()
        let menu = MenuScene(clock: clock)
        let contexts = watch()
        defer { contexts.observation?.cancel() }
        _ = try await TouchReplay(script: "down 1 at left; move right 80% 400ms; vanish").run(in: menu.scene.window)
        let context = try #require(contexts.all.first)
        #expect(context.phase == .completed)
        #expect(context.transitionWasCancelled, "the system cancelled the touch: the handler cancels")
        #expect(!menu.scene.isPresented)
    }
}
