import Foundation
import Testing
@testable import GlideGestureRecognition

@Suite struct VelocityTrackerTests {
    static func close(_ a: SurfaceVector, _ b: SurfaceVector, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func constantVelocityIsExact() {
        var tracker = VelocityTracker()
        for i in 0...12 {
            let t = 5.0 + Double(i) * 0.008
            tracker.add(SurfaceVector(x: 3 + 250 * (t - 5), y: 10 - 40 * (t - 5)), at: t)
        }
        let v = tracker.velocity(at: 5.096)
        #expect(Self.close(v, SurfaceVector(x: 250, y: -40)), "\(v)")
    }

    @Test func constantAccelerationIsExactAtTheNewestSample() {
        // x = 1 + 100 t + 1000 t², y = -300 t² : v = (100 + 2000 t, -600 t) at the newest sample.
        var tracker = VelocityTracker()
        var last = 0.0
        for i in 0...10 {
            let t = Double(i) * 0.007
            tracker.add(SurfaceVector(x: 1 + 100 * t + 1000 * t * t, y: -300 * t * t), at: t)
            last = t
        }
        let v = tracker.velocity(at: last)
        #expect(Self.close(v, SurfaceVector(x: 100 + 2000 * last, y: -600 * last)), "\(v)")
    }

    @Test func oneSampleIsZeroTwoAreTheirSlope() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == .zero)
        tracker.add(SurfaceVector(x: 4, y: 4), at: 1.0)
        #expect(tracker.velocity(at: 1.0) == .zero)
        tracker.add(SurfaceVector(x: 5, y: 2), at: 1.01)
        #expect(Self.close(tracker.velocity(at: 1.01), SurfaceVector(x: 100, y: -200)))
        #expect(tracker.sampleCount == 2)
    }

    @Test func onlyTheLast100MillisecondsAreFitted() {
        // 500 mm/s until 0.15 s, then -100 mm/s: at 0.3 s the horizon holds only the second part.
        var tracker = VelocityTracker()
        func x(_ t: Double) -> Double { t <= 0.15 ? 500 * t : 75 - 100 * (t - 0.15) }
        for i in 0...30 {
            let t = Double(i) * 0.01
            tracker.add(SurfaceVector(x: x(t), y: 0), at: t)
        }
        #expect(Self.close(tracker.velocity(at: 0.3), SurfaceVector(x: -100, y: 0)))
        // At 0.24 s the horizon (0.14 ... 0.24) still reaches the first part: not -100.
        var earlier = VelocityTracker()
        for i in 0...24 {
            let t = Double(i) * 0.01
            earlier.add(SurfaceVector(x: x(t), y: 0), at: t)
        }
        #expect(abs(earlier.velocity(at: 0.24).x + 100) > 1)
    }

    @Test func atMostTwentySamplesAreFitted() {
        // Samples every 2 ms: the newest 20 span 38 ms, all at 80 mm/s; older ones (still within
        // the horizon) move at 400 mm/s.
        var tracker = VelocityTracker()
        let knee = 0.1 - 19 * 0.002
        func y(_ t: Double) -> Double { t <= knee ? 400 * t : 400 * knee + 80 * (t - knee) }
        for i in 0...50 {
            let t = Double(i) * 0.002
            tracker.add(SurfaceVector(x: 0, y: y(t)), at: t)
        }
        #expect(tracker.sampleCount == VelocityTracker.maximumSamples)
        #expect(Self.close(tracker.velocity(at: 0.1), SurfaceVector(x: 0, y: 80)))
    }

    @Test func pauseRule() {
        var tracker = VelocityTracker()
        for i in 0...5 { tracker.add(SurfaceVector(x: Double(i), y: 0), at: Double(i) * 0.01) }
        // Asked within 40 ms of the last sample: the velocity; later: the fingers paused.
        #expect(Self.close(tracker.velocity(at: 0.05 + 0.039), SurfaceVector(x: 100, y: 0)))
        #expect(tracker.velocity(at: 0.05 + 0.041) == .zero)
        // A gap over 40 ms between samples starts a new history: only the two newest count.
        tracker.add(SurfaceVector(x: 10, y: 0), at: 0.05 + 0.045)
        #expect(tracker.sampleCount == 1)
        #expect(tracker.velocity(at: 0.095) == .zero)
        tracker.add(SurfaceVector(x: 10, y: 3), at: 0.105)
        #expect(Self.close(tracker.velocity(at: 0.105), SurfaceVector(x: 0, y: 300)))
    }

    @Test func sameTimeReplacesEarlierTimeRestarts() {
        var tracker = VelocityTracker()
        tracker.add(SurfaceVector(x: 0, y: 0), at: 1.0)
        tracker.add(SurfaceVector(x: 1, y: 0), at: 1.01)
        tracker.add(SurfaceVector(x: 2, y: 0), at: 1.01)
        #expect(tracker.sampleCount == 2)
        #expect(Self.close(tracker.velocity(at: 1.01), SurfaceVector(x: 200, y: 0)))
        tracker.add(SurfaceVector(x: 5, y: 5), at: 0.5)
        #expect(tracker.sampleCount == 1)
        tracker.clear()
        #expect(tracker.sampleCount == 0)
        #expect(tracker.velocity(at: 0.5) == .zero)
    }

    @Test func noiseAveragesOut() {
        // 200 mm/s with ±0.05 mm sensor jitter every 8 ms (a deterministic generator): the fit is
        // within 10 % and beats the last two samples' finite difference.
        var seed: UInt64 = 0x2545F4914F6CDD1D
        func jitter() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return (Double(seed >> 11) / Double(1 << 53) - 0.5) * 0.1
        }
        var worstFit = 0.0, worstDifference = 0.0
        for _ in 0..<50 {
            var tracker = VelocityTracker()
            var previous: (t: Double, x: Double)?
            var difference = 0.0
            for i in 0...12 {
                let t = Double(i) * 0.008
                let x = 200 * t + jitter()
                tracker.add(SurfaceVector(x: x, y: jitter()), at: t)
                if let p = previous { difference = (x - p.x) / (t - p.t) }
                previous = (t, x)
            }
            let v = tracker.velocity(at: 0.096)
            worstFit = max(worstFit, abs(v.x - 200))
            worstDifference = max(worstDifference, abs(difference - 200))
        }
        #expect(worstFit < 20, "worst fitted error \(worstFit) mm/s")
        #expect(worstFit < worstDifference)
    }
}
