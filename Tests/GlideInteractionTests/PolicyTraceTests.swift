import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import GlideUIKitCore
import Testing
import GlideTestSupport

@testable import GlideInteraction

/// Each end policy on the synthesized recordings in Traces/, through the whole pipeline
/// (reader, frames, recognizer, driver, the card transition): both sides of each boundary, a flick,
/// a reversal, and the interrupted gestures that must always cancel.
@MainActor
@Suite struct PolicyTraceTests {
    struct Outcome {
        var transition: ReplaySummary.TransitionOutcome
        var timeline: ReplayTimeline
    }

    func replay(_ file: String, _ policy: EndPolicy, transition: ReferenceTransition = .card) throws -> Outcome {
        let source = try TraceReader.open(path: Repository.glideTrace(file))
        let clock = ManualClock().makeCurrent()
        let scene = transition.makeScene(clock: clock)
        var options = ReplaySession.Options()
        options.recordsTimeline = true
        let timeline = try ReplaySession(
            source: source, target: scene, clock: clock, configuration: InteractionConfiguration(policy: policy), options: options
        ).run()
        let outcome = try #require(timeline.summary.transitions.first, "\(file): no transition")
        #expect(timeline.summary.transitions.count == 1)
        // Whatever the decision, the transition completed with completeTransition(!cancelled) and left a
        // consistent state.
        #expect(outcome.completeTransitionArgument == (outcome.decision == "finish"))
        #expect(timeline.summary.finalState == (outcome.decision == "finish" ? scene.stateDescription : "nothing presented"))
        return Outcome(transition: outcome, timeline: timeline)
    }

    nonisolated static let boundaries: [(file: String, threshold: Bool, uikitPop: Bool, adwaita: Bool)] = [
        // Slow, just below half. UIKit's rule finishes: its threshold on a 390-point window is 0.481, and
        // the fingers rest at 49 % (their noise is below the resting speed, so it no longer moves the
        // projection; see uikitPopOnNoiseFreeFingers for the rule's boundary itself).
        ("touchpad-3f-swipe-left-release-49.evemu", false, true, false),
        ("touchpad-3f-swipe-left-release-51.evemu", true, true, true),  // slow, just above half
        ("touchpad-3f-flick-left-20.evemu", false, true, true),  // a flick: velocity beats position
        ("touchpad-3f-flick-left-25.evemu", false, true, true),
        ("touchpad-3f-reversal-70-back-to-40.evemu", false, false, false),  // out to 70 %, back fast to 40 %
        ("touchscreen-edge-right-swipe-left-51.evemu", true, true, true),
    ]

    @Test(arguments: boundaries)
    func policiesDecideAsTheirRulesSay(file: String, threshold: Bool, uikitPop: Bool, adwaita: Bool) throws {
        for (policy, finishes) in [(EndPolicy.threshold(0.5), threshold), (.uikitPop, uikitPop), (.adwaita, adwaita)] {
            let o = try replay(file, policy)
            #expect(o.transition.decision == (finishes ? "finish" : "cancel"), "\(file) with \(policy): \(o.transition.reason ?? "")")
        }
    }

    @Test func theReasonsCarryTheNumbers() throws {
        let slow = try replay("touchpad-3f-swipe-left-release-49.evemu", .threshold(0.5)).transition
        #expect(abs((slow.percentAtRelease ?? 0) - 0.49) < 0.01)
        #expect(abs(slow.velocityAtRelease ?? 1) < 0.1, "a slow release rests before lifting")
        #expect(slow.reason?.hasPrefix("threshold: percent 0.49") == true)
        let flick = try replay("touchpad-3f-flick-left-20.evemu", .adwaita).transition
        #expect((flick.velocityAtRelease ?? 0) > 5, "a 20 % flick in 60 ms lifts at over 5 /s")
        #expect(flick.reason?.contains("flick forward") == true)
        let edge = try replay("touchscreen-edge-right-swipe-left-49.evemu", .uikitPop).transition
        #expect(edge.reason?.contains("min(187.5/W, 0.5) = 0.481") == true)
        let edgeThreshold = try replay("touchscreen-edge-right-swipe-left-49.evemu", .threshold(0.5)).transition
        #expect(edgeThreshold.decision == "cancel")
    }

    @Test(arguments: [
        ("touchpad-3f-swipe-left-add-finger.evemu", "fingerCountChanged"),
        ("touchpad-3f-swipe-left-syn-dropped.evemu", "eventsDropped"),
        ("touchpad-3f-swipe-left-vanish.evemu", "system"),
    ])
    func interruptedGesturesAlwaysCancel(file: String, reason: String) throws {
        for policy in EndPolicy.all {
            let o = try replay(file, policy)
            #expect(o.transition.decision == "cancel")
            #expect(o.transition.reason == "gesture interrupted: \(reason)", "\(file) with \(policy)")
            #expect(o.timeline.driver.contains { $0.action == "interrupted" })
        }
    }

    /// UIKit's threshold on a 390-point-wide window is 187.5/390 = 0.481, not 0.5: with fingers that
    /// come to rest without sensor noise, 47 % cancels and 49 % finishes.
    @Test(arguments: [(47, false), (49, true)])
    func uikitPopOnNoiseFreeFingers(percent: Int, finishes: Bool) throws {
        let script = try GestureScript("down 3; move left \(percent)% 500ms; pause 100ms; lift")
        let synthesizer = try GestureSynthesizer(device: SyntheticDevice.touchpad, options: .init(seed: 2, noiseMillimetres: 0))
        let source = try synthesizer.source(for: script)
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        let timeline = try ReplaySession(source: source, target: scene, clock: clock, configuration: InteractionConfiguration(policy: .uikitPop)).run()
        let outcome = try #require(timeline.summary.transitions.first)
        #expect(outcome.decision == (finishes ? "finish" : "cancel"), "\(outcome.reason ?? "")")
        #expect(outcome.reason?.contains("a 0/s²") == true, "resting fingers leave no acceleration: \(outcome.reason ?? "")")
        #expect(scene.isPresented == finishes)
    }

    @Test func aReplayIsByteForByteRepeatable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for file in ["touchpad-3f-swipe-left-70-back-20.evemu", "touchpad-3f-reversal-70-back-to-40.evemu"] {
            let a = try encoder.encode(replay(file, .uikitPop, transition: .flip).timeline)
            let b = try encoder.encode(replay(file, .uikitPop, transition: .flip).timeline)
            #expect(a == b)
        }
    }
}
