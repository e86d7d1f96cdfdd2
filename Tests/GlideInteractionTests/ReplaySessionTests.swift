import Foundation
import GlideTestSupport
import GlideCatalog
import GlideExamples
import GlideInput
import GlideTestSupport
import GlideUIKitCore
import Testing

@testable import GlideInteraction

/// Replays of real recordings through the whole pipeline into reference transitions.
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct ReplaySessionTests {
    func replay(
        _ name: String, transition: ReferenceTransition = .flip, binding: GestureBinding? = nil,
        policy: EndPolicy = .threshold(0.5), timeline: Bool = true
    ) throws -> ReplayTimeline {
        let source = try TraceReader.open(path: Repository.sharedTrace(name))
        let clock = ManualClock().makeCurrent()
        let scene = transition.makeScene(clock: clock)
        var configuration = InteractionConfiguration(policy: policy)
        if let binding {
            configuration.touchpadBinding = binding
            configuration.touchscreenBinding = binding
        }
        var options = ReplaySession.Options()
        options.recordsTimeline = timeline
        options.traceName = name
        options.transitionName = transition.rawValue
        return try ReplaySession(source: source, target: scene, clock: clock, configuration: configuration, options: options).run()
    }

    func json(_ t: ReplayTimeline) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(t)
    }

    @Test func aTwoFingerSwipeBoundToScrollDrivesTheFlipToTheEnd() throws {
        let t = try replay("synaptics-tm3276-t480-2finger-swipe-left.evemu", binding: GestureBinding(parsing: "scroll:2:left"))
        let outcome = try #require(t.summary.transitions.first)
        #expect(t.summary.transitions.count == 1)
        #expect(outcome.step == "forward")
        #expect(outcome.decision == "finish")
        #expect(outcome.completeTransitionArgument == true)
        #expect(t.summary.finalState.contains("presented"))
        // The centroid moved 1691 → 288 units: more than 40 mm on this pad, so the release is at 100 %.
        #expect(outcome.percentAtRelease == 1)
        // The timeline holds every frame, the gesture's events, the driver's actions and display frames.
        #expect(t.inputFrames.count == t.summary.frames)
        #expect(t.gestures.first?.phase == "began" && t.gestures.last?.phase == "ended")
        #expect(t.driver.first?.action == "began" && t.driver.contains { $0.action == "finish" } && t.driver.last?.action == "completed")
        #expect(t.displayFrames.count > 30)
        #expect(t.displayFrames.last?.phase == "completed")
        #expect(t.displayFrames.allSatisfy { !$0.views.isEmpty })
    }

    @Test func replayingATraceTwiceGivesByteIdenticalJSON() throws {
        for name in ["synaptics-tm3276-t480-2finger-swipe-left.evemu", "apple-bcm5974-multifinger-protoA-2010.evemu"] {
            let a = try json(replay(name, binding: GestureBinding(parsing: "scroll:2:left")))
            let b = try json(replay(name, binding: GestureBinding(parsing: "scroll:2:left")))
            #expect(a == b, "\(name): two replays differ")
            #expect(a.count > 10_000)
        }
    }

    @Test func theDefaultBindingIgnoresTwoFingerScrolls() throws {
        let t = try replay("synaptics-tm3276-t480-2finger-swipe-left.evemu", timeline: false)
        #expect(t.summary.transitions.isEmpty)
        #expect(t.summary.gestures.map(\.kind) == ["scroll"])
        #expect(t.summary.finalState == "nothing presented")
        #expect(t.inputFrames.isEmpty && t.displayFrames.isEmpty)
    }

    @Test func theTimelineCSVHasOneRowPerDisplayFrame() throws {
        let t = try replay("synaptics-tm3276-t480-2finger-swipe-left.evemu", binding: GestureBinding(parsing: "scroll:2:left"))
        let rows = t.displayFramesCSV().split(separator: "\n")
        #expect(rows.count == t.displayFrames.count + 1)
        #expect(rows[0].hasPrefix("t,percent,phase,"))
    }
}
