import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import GlideUIKitCore
import Testing

@testable import GlideInteraction

/// Each end policy on both sides of its boundary, on hand-made releases and through the driver.
@MainActor
@Suite struct EndPolicyTests {
    func release(_ p: Double, _ v: Double, kind: DeviceKind = .touchpad, samples: PanGestureSamples = PanGestureSamples()) -> ReleaseState {
        ReleaseState(percent: p, velocity: v, samples: samples, duration: 0.5, containerExtent: 390, deviceKind: kind)
    }

    @Test func thresholdFinishesAtOrAboveItsValue() {
        #expect(!EndPolicy.threshold(0.5).decide(release(0.49, 0)).finishes)
        #expect(EndPolicy.threshold(0.5).decide(release(0.5, 0)).finishes)
        #expect(EndPolicy.threshold(0.5).decide(release(0.51, 0)).finishes)
        // A fast flick does not matter to Apple's sample rule.
        #expect(!EndPolicy.threshold(0.5).decide(release(0.2, 5)).finishes)
        #expect(EndPolicy.threshold(0.3).decide(release(0.31, -5)).finishes)
        #expect(EndPolicy.threshold(0.5).decide(release(0.51, 0)).reason == "percent 0.51 ≥ threshold 0.5")
    }

    /// Samples of a finger at constant percent velocity `v` reaching `p` at t = 1, as the gesture
    /// recognizer reports them (its velocity with each position), optionally accelerating at `a`.
    func samples(reaching p: Double, velocity v: Double, acceleration a: Double = 0, count: Int = 12) -> PanGestureSamples {
        var tracker = PanGestureSamples()
        for i in 0..<count {
            let age = Double(count - 1 - i) / 60
            tracker.add(progress: p - v * age + 0.5 * a * age * age, velocity: v - a * age, at: 1 - age)
        }
        return tracker
    }

    @Test func uikitPopProjectsAgainstMinOf187Point5OverWidth() {
        // W = 390 → threshold 187.5/390 = 0.4808; D = 0.5 s.
        let threshold = 187.5 / 390
        let still = EndPolicy.uikitPop.decide(release(0.47, 0, samples: samples(reaching: 0.47, velocity: 0)))
        #expect(!still.finishes)
        let over = EndPolicy.uikitPop.decide(release(0.49, 0, samples: samples(reaching: 0.49, velocity: 0)))
        #expect(over.finishes)
        #expect(over.reason.contains(EndPolicy.format(threshold)))
        // A fast flick at 20 %: 0.2 + 2·0.5 = 1.2 > 0.48.
        #expect(EndPolicy.uikitPop.decide(release(0.2, 2, samples: samples(reaching: 0.2, velocity: 2))).finishes)
        // A reversal at 70 % moving back at 1.5/s: 0.7 − 0.75 < 0.48.
        #expect(!EndPolicy.uikitPop.decide(release(0.7, -1.5, samples: samples(reaching: 0.7, velocity: -1.5))).finishes)
        // With fewer than 3 samples, only the velocity's sign counts.
        #expect(EndPolicy.uikitPop.decide(release(0.1, 0.3, samples: samples(reaching: 0.1, velocity: 0.3, count: 2))).finishes)
        // The hand-off: completion speed max(1, D·v toward the end) = 0.5 · 2.
        let flick = EndPolicy.uikitPop.decide(release(0.2, 2, samples: samples(reaching: 0.2, velocity: 2)))
        #expect(abs(flick.completionSpeed - 1.0) < 1e-6)
        let faster = EndPolicy.uikitPop.decide(release(0.2, 4, samples: samples(reaching: 0.2, velocity: 4)))
        #expect(abs(faster.completionSpeed - 2.0) < 1e-6)
    }

    /// A finger slowing down comes to rest; the projection follows it there instead of carrying the
    /// transition back past where it stops (UIKit's p + ½·a·D² + v·D with a against v). Both sides.
    @Test func uikitPopProjectsASlowingFingerToWhereItStops() {
        // Moving back at 0.5 /s, braking at 5 /s²: it stops 0.1 s later, 2.5 % further back.
        let braking = samples(reaching: 0.3, velocity: -0.5, acceleration: 5)
        #expect(abs(braking.velocity - (-0.5 - 5.0 / 60)) < 1e-9 && abs(braking.acceleration - 5) < 1e-6)
        let stop = braking.projection(from: 0.3, duration: 1)
        #expect(abs(stop.seconds - abs(braking.velocity / braking.acceleration)) < 1e-12)
        #expect(stop.value < 0.3 && stop.value > 0.25)
        #expect(!EndPolicy.uikitPop.decide(release(0.3, -0.5, samples: braking)).finishes)
        // UIKit's formula would have projected 0.3 − 0.5 + 2.5 = 2.3 and finished.
        // Moving forward at 0.5 /s and braking: stops short of the threshold from 0.4, past it from 0.47.
        #expect(!EndPolicy.uikitPop.decide(release(0.4, 0.5, samples: samples(reaching: 0.4, velocity: 0.5, acceleration: -5))).finishes)
        #expect(EndPolicy.uikitPop.decide(release(0.47, 0.5, samples: samples(reaching: 0.47, velocity: 0.5, acceleration: -5))).finishes)
        // Speeding up: the velocity handed over, p + v·D; nothing accelerates the transition after the lift.
        let speeding = samples(reaching: 0.3, velocity: 0.5, acceleration: 2)
        let ahead = speeding.projection(from: 0.3, duration: 0.5)
        #expect(abs(ahead.value - (0.3 + speeding.velocity * 0.5)) < 1e-12 && ahead.seconds == 0.5)
        // Recoiling at 100 % (a touchpad's fingers settle back before the lift): finishes.
        #expect(EndPolicy.uikitPop.decide(release(1, -0.25, samples: samples(reaching: 1, velocity: -0.25, acceleration: -25))).finishes)
        // Speeding up backwards from 70 %: cancels.
        #expect(!EndPolicy.uikitPop.decide(release(0.7, -1, samples: samples(reaching: 0.7, velocity: -1, acceleration: -5))).finishes)
        // At rest: where it is, whatever acceleration the last samples left.
        var resting = samples(reaching: 0.45, velocity: 0.3, acceleration: -4)
        resting.rest(until: 2)
        #expect(resting.velocity == 0 && resting.acceleration == 0)
        #expect(resting.projection(from: 0.45, duration: 1).value == 0.45)
    }

    /// A year-long pause costs one step: the rest is not sampled every 10 ms (that hung a replay).
    @Test func restingForYearsIsConstantTime() {
        var s = samples(reaching: 0.3, velocity: 1)
        let count = s.sampleCount
        s.rest(until: 1e10)
        s.add(progress: 0.31, velocity: 0.1, at: 1e10)
        #expect(s.sampleCount == count + 1)
        #expect(s.velocity == 0.05)
    }

    /// The finger's velocity only makes a completion faster: max(1, D·v toward the chosen end).
    @Test(arguments: [
        // (finishes, p, v, expected speed): slow releases and releases moving the other way complete at the
        // default pace; a finger moving toward the end faster than that is kept up with.
        (false, 0.2, 0.18, 1.0),  // the demo's 20 % cancel, moving slightly forward: p·D = 0.2 s, not 1 s
        (false, 0.2, -0.5, 1.0),  // moving back at 0.5 /s: 0.5 < 1/D
        (false, 0.2, -4.0, 4.0),  // moving back fast: 0.2 left at 4 /s takes 0.05 s
        (true, 0.6, 0.3, 1.0),
        (true, 0.6, 2.5, 2.5),
        (true, 0.6, -2.5, 1.0),  // finishing against the finger: the default pace
    ])
    func completionSpeedNeverSlowsACompletion(finishes: Bool, p: Double, v: Double, expected: Double) {
        let duration = 1.0
        let speed = EndPolicy.handOff(finishes: finishes, percent: p, velocity: v, duration: duration).completionSpeed
        #expect(abs(speed - expected) < 1e-12)
        let remaining = finishes ? 1 - p : p
        // The completion lasts remaining · D / speed: never more than UIKit's default remaining · D.
        #expect(remaining * duration / speed <= remaining * duration + 1e-12)
    }

    @Test func adwaitaGoesToTheNearerEndBelowItsVelocityThreshold() {
        // Touchpad: 0.6 units/ms with 400 units per step = 1.5 /s.
        #expect(!EndPolicy.adwaita.decide(release(0.49, 1.4)).finishes)
        #expect(EndPolicy.adwaita.decide(release(0.51, -1.4)).finishes)
        #expect(!EndPolicy.adwaita.decide(release(0.5, 0)).finishes)  // a tie goes to the first snap point
        // Touch: 0.3 pt/ms over a 390 pt container = 0.769 /s.
        #expect(!EndPolicy.adwaita.decide(release(0.49, 0.75, kind: .touchscreen)).finishes)
        #expect(EndPolicy.adwaita.decide(release(0.2, 0.8, kind: .touchscreen)).finishes)
    }

    @Test func adwaitaFlicksAlwaysMoveOneStepInTheirDirection() {
        // Just above the threshold at 10 %: finishes, although the projection alone falls short of 0.5.
        let r = release(0.1, 1.55)
        #expect(EndPolicy.adwaitaVelocity(r) > EndPolicy.adwaitaVelocityThresholdTouchpad)
        #expect(EndPolicy.adwaitaProjection(percent: 0.1, velocity: EndPolicy.adwaitaVelocity(r), touchpad: true) < 0.5)
        #expect(EndPolicy.adwaita.decide(r).finishes)
        // A reversal at 90 % moving back fast: cancels.
        #expect(!EndPolicy.adwaita.decide(release(0.9, -1.6)).finishes)
        // libadwaita's projection: |v| ≤ 2 → |v|·slope with slope = 0.997/0.003/1000; above, the parabola.
        let slope = 0.997 / 0.003 / 1000
        #expect(abs(EndPolicy.adwaitaProjection(percent: 0, velocity: 1, touchpad: true) - slope) < 1e-12)
        let c = slope / 2 / 0.35
        let x = 3 - 2 + c
        let parabola = 0.35 * x * x - 0.35 * c * c + slope * 2
        #expect(abs(EndPolicy.adwaitaProjection(percent: 0, velocity: 3, touchpad: true) - min(1, parabola)) < 1e-12)
    }

    /// The four boundary cases of the issue through the whole driver and the card transition, per policy:
    /// a slow release at 49 % and at 51 %, a fast flick at 20 %, and a reversal.
    @Test(arguments: [
        (EndPolicy.threshold(0.5), [false, true, false, false]),
        (EndPolicy.uikitPop, [true, true, true, false]),
        (EndPolicy.adwaita, [false, true, true, false]),
    ])
    func boundaryCasesThroughTheDriver(policy: EndPolicy, expected: [Bool]) {
        let cases: [[(Double, Double)]] = [
            [(0, 0), (0.6, 0.45), (1.6, 0.49)],  // slow release at 49 % (0.04 /s at the end)
            [(0, 0), (0.6, 0.45), (1.6, 0.51)],  // slow release at 51 %
            [(0, 0), (0.08, 0.2)],  // fast flick: 20 % in 80 ms (2.5 /s)
            [(0, 0), (0.4, 0.7), (0.6, 0.4)],  // reversal: out to 70 %, back to 40 % at 1.5 /s
        ]
        for (path, finishes) in zip(cases, expected) {
            let clock = ManualClock().makeCurrent()
            let scene = ReferenceTransition.card.makeScene(clock: clock)
            let driver = InteractionDriver(target: scene, device: testTouchpad(), configuration: InteractionConfiguration(policy: policy))
            drive(driver, swipeEvents(path), clock: clock)
            #expect(driver.lastDecision?.finishes == finishes, "\(policy) on \(path): \(driver.lastDecision?.reason ?? "no decision")")
            #expect(scene.isPresented == finishes)
            #expect(driver.interactor?.context?.phase == .completed)
        }
    }
}
