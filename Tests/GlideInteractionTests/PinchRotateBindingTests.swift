import Foundation
import GlideCatalog
import GlideExamples
import GlideInput
import GlideTestSupport
import GlideUIKitCore
import Testing

@testable import GlideGestureRecognition
@testable import GlideInteraction

/// Pinch and rotation bindings: `pinch:2:in` drives by scale (the spread halving is 100 %),
/// `rotate:2:cw` by angle (a quarter turn is 100 %).
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct PinchRotateBindingTests {
    @Test func parsing() {
        #expect(GestureBinding(parsing: "pinch:2:in") == GestureBinding(kind: .pinch, fingerCounts: [2], forwardDirection: .in))
        #expect(GestureBinding(parsing: "pinch:2:out")?.forwardDirection == .out)
        #expect(GestureBinding(parsing: "pinch:2")?.forwardDirection == .in)
        #expect(GestureBinding(parsing: "rotate:2:cw") == GestureBinding(kind: .rotate, fingerCounts: [2], forwardDirection: .clockwise))
        #expect(GestureBinding(parsing: "rotate:2:ccw")?.description == "rotate:2:ccw")
        #expect(GestureBinding(parsing: "pinch:2:left") == nil)
        #expect(GestureBinding(parsing: "rotate:2:in") == nil)
        #expect(GestureBinding(parsing: "swipe:3:in") == nil)
        #expect(GestureBinding(parsing: "swipe:3:cw") == nil)
    }

    func replay(_ name: String, binding: String) throws -> ReplaySummary {
        let source = try TraceReader.open(path: Repository.sharedTrace(name))
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var configuration = InteractionConfiguration(policy: .threshold(0.5))
        configuration.touchpadBinding = try #require(GestureBinding(parsing: binding))
        return try ReplaySession(source: source, target: scene, clock: clock, configuration: configuration).run().summary
    }

    @Test func theT480PinchInDrivesAPinchInBindingByScale() throws {
        let summary = try replay("synaptics-tm3276-t480-2finger-pinch-in.evemu", binding: "pinch:2:in")
        let t = try #require(summary.transitions.first)
        #expect(t.gesture == "pinch")
        #expect(t.step == "forward")
        // The fingers close to less than half their spread: past 100 %, clamped.
        #expect((t.percentAtRelease ?? 0) > 0.5)
        #expect(t.completeTransitionArgument == true)
    }

    /// Pinch releases reported zero velocity: it was measured against the `ended` event, which repeats the last
    /// scale. The T480's pinch, lifted 7.5 ms after a frame in which the fingers still closed fast (the recording up
    /// to 0.40 s, then both contacts lifted), releases with the fingers' velocity, and a flick policy sees it.
    @Test func aPinchLiftedWhileTheFingersCloseReleasesWithTheirVelocity() throws {
        let text = try String(contentsOfFile: Repository.sharedTrace("synaptics-tm3276-t480-2finger-pinch-in.evemu"), encoding: .utf8)
        var lines: [String] = [], start: Double?, lift = 0.0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            lines.append(line)
            let fields = line.split { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("E: "), fields.count >= 5, let t = Double(fields[1]) else { continue }
            start = start ?? t
            if t - start! > 0.40, fields[2...4] == ["0000", "0000", "0000"] {
                lift = t + 0.0075
                break
            }
        }
        let at = String(format: "%.6f", lift)
        for event in ["0003 002f 0000", "0003 0039 -001", "0003 002f 0001", "0003 0039 -001", "0001 014a 0000", "0001 0145 0000",
                      "0001 014d 0000", "0003 0018 0000", "0000 0000 0000"] {
            lines.append("E: \(at) \(event)")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-pinch-lift-\(UInt64.random(in: 0...UInt64.max)).evemu")
        try (lines.joined(separator: "\n") + "\n").write(to: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: path) }

        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var configuration = InteractionConfiguration(policy: .adwaita)
        configuration.touchpadBinding = try #require(GestureBinding(parsing: "pinch:2:in"))
        let summary = try ReplaySession(source: try TraceReader.open(path: path.path), target: scene, clock: clock, configuration: configuration)
            .run().summary
        let t = try #require(summary.transitions.first)
        let velocity = try #require(t.velocityAtRelease)
        // The fingers were still closing at the lift: several times the transition per second (5.6 /s measured).
        #expect(velocity > 3, "\(t)")
        #expect(t.decision == "finish" && (t.reason ?? "").contains("flick"), "\(t)")

        // The whole recording: the fingers rest 50 ms before the lift (0.667 to 0.717 s), so there the velocity is zero.
        let rested = try #require(try replay("synaptics-tm3276-t480-2finger-pinch-in.evemu", binding: "pinch:2:in").transitions.first)
        #expect(rested.velocityAtRelease == 0)
    }

    @Test func aPinchInMovesAPinchOutBindingBack() throws {
        // Nothing is presented, so the backward step (fingers closing on a pinch-out binding) cannot start.
        let summary = try replay("synaptics-tm3276-t480-2finger-pinch-in.evemu", binding: "pinch:2:out")
        #expect(summary.transitions.isEmpty)
        #expect(summary.ignored.contains { $0.contains("pinch in would go back") })
    }

    @Test func percentIsTheLogarithmOfScaleAndTheAngleOverAQuarterTurn() throws {
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        for (binding, events, expected) in [
            ("pinch:2:in", [(1.0, 0.0), (0.8, 0.0), (0.5, 0.0)], 1.0),
            ("pinch:2:out", [(1.0, 0.0), (1.2, 0.0), (1.414213562, 0.0)], 0.5),
            ("rotate:2:cw", [(1.0, 0.0), (1.0, 10.0), (1.0, 45.0)], 0.5),
            ("rotate:2:ccw", [(1.0, 0.0), (1.0, -10.0), (1.0, -22.5)], 0.25),
        ] {
            var configuration = InteractionConfiguration()
            configuration.touchpadBinding = try #require(GestureBinding(parsing: binding))
            let driver = InteractionDriver(target: scene, device: SyntheticDevice.touchpad, configuration: configuration)
            let kind: GestureKind = binding.hasPrefix("pinch") ? .pinch : .rotate
            for (i, (scale, rotation)) in events.enumerated() {
                driver.handle(GestureEvent(phase: i == 0 ? .began : .changed, kind: kind, fingerCount: 2, time: Double(i) * 0.01,
                                           startTime: 0, scale: scale, rotation: rotation))
                // Each event in its own run-loop turn: the transition the first one asks for starts at its end.
                clock.runPending()
            }
            let percent = try #require(driver.context?.percentComplete, "\(binding)")
            #expect(abs(percent - expected) < 1e-6, "\(binding): \(percent)")
            driver.interrupt(at: 0.1, reason: .system)
            clock.advance(by: 2)
        }
    }
}
