import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import GlideTestSupport
import GlideUIKitCore
import Testing

@testable import GlideInteraction

/// UIKit's pop rule on the gesture recognizer's velocity (issue 13: "uikitPop decides from noise"),
/// and completions that a slow release never slows, on Glide's recordings and the real ones: both
/// sides of each.
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct UIKitPopTraceTests {
    func replay(_ path: String, _ policy: EndPolicy, binding: String? = nil) throws -> ReplaySummary.TransitionOutcome {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var configuration = InteractionConfiguration(policy: policy)
        if let binding {
            configuration.touchpadBinding = try #require(GestureBinding(parsing: binding))
            configuration.touchscreenBinding = configuration.touchpadBinding
        }
        let timeline = try ReplaySession(source: try TraceReader.open(path: path), target: scene, clock: clock, configuration: configuration).run()
        return try #require(timeline.summary.transitions.first, "\(path): no transition")
    }

    /// Out to 70 %, back to 20 %, braking to a stop: UIKit's formula with the raw samples'
    /// acceleration (19.8 /s²) projected 9.8 and finished. The finger stops at 20 %: cancels.
    @Test func aSwipeBroughtBackTo20PercentCancels() throws {
        let o = try replay(Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu"), .uikitPop)
        #expect(o.decision == "cancel", "\(o.reason ?? "")")
        #expect(o.reason?.contains("projected 0.19") == true, "\(o.reason ?? "")")
    }

    /// The other side: the same hand stopping at 51 % and at 70 % finishes.
    @Test func aSwipeStoppingPastTheThresholdFinishes() throws {
        let o = try replay(Repository.glideTrace("touchpad-3f-swipe-left-release-51.evemu"), .uikitPop)
        #expect(o.decision == "finish" && o.reason?.contains("at rest") == true, "\(o.reason ?? "")")
        let reversal = try replay(Repository.glideTrace("touchpad-3f-reversal-70-back-to-40.evemu"), .uikitPop)
        #expect(reversal.decision == "cancel", "a fast move back cancels: \(reversal.reason ?? "")")
    }

    /// The real T480 two-finger swipe, lifted past 100 % while the fingers recoil at 10 mm/s with a
    /// −26 /s² settle: cancelled before; finishes, at every distance that puts the lift past 70 %.
    @Test(arguments: [40.0, 50.0, 60.0])
    func theRealT480SwipeFinishes(distance: Double) throws {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var configuration = InteractionConfiguration(touchpadDistanceMillimetres: distance, policy: .uikitPop)
        configuration.touchpadBinding = try #require(GestureBinding(parsing: "scroll:2:left"))
        let source = try TraceReader.open(path: Repository.sharedTrace("synaptics-tm3276-t480-2finger-swipe-left.evemu"))
        let timeline = try ReplaySession(source: source, target: scene, clock: clock, configuration: configuration).run()
        let o = try #require(timeline.summary.transitions.first)
        #expect(o.decision == "finish", "\(o.reason ?? "")")
    }

    /// The other side on a real recording: the Acer's short scroll, lifted at 15 % while braking, cancels.
    @Test func aRealShortScrollBrakingAt15PercentCancels() throws {
        let o = try replay(Repository.sharedTrace("synaptics-ite-acer-sw5-012-2finger-scroll.yaml"), .uikitPop, binding: "scroll:2:up")
        #expect(o.decision == "cancel", "\(o.reason ?? "")")
        #expect(o.reason?.contains("slowing to rest") == true, "\(o.reason ?? "")")
    }

    /// A 20 % cancel took the whole second (completion speed max(remaining, D·|v|) = 0.199): now UIKit's
    /// default p·D, 0.199 s; a fast finger still makes a completion faster than the default.
    @Test func slowReleasesCompleteAtTheDefaultPaceFastOnesFaster() throws {
        let slow = try replay(Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu"), .threshold(0.5))
        #expect(slow.decision == "cancel")
        #expect(slow.completionSpeed == 1)
        let p = try #require(slow.percentAtRelease)
        let seconds = try #require(slow.completionSeconds)
        #expect(abs(seconds - p * 1.0) < 1.0 / 120 + 1e-6, "p·D = \(p) s, took \(seconds) s")
        let flick = try replay(Repository.glideTrace("touchpad-3f-flick-left-20.evemu"), .adwaita)
        let remaining = 1 - (flick.percentAtRelease ?? 0)
        #expect((flick.completionSpeed ?? 0) > 1)
        // The card's D is 1 s: faster than the default (1 − p)·D.
        #expect((flick.completionSeconds ?? 1) < remaining / 2, "\(flick.completionSeconds ?? -1) s")
    }
}
