import Foundation
import GlideCatalog
import GlideInput
import GlideTestSupport
import GlideUIKitCore
import Testing

@testable import GlideGestureRecognition
@testable import GlideInteraction

/// Issue 20, 1, for rotations: releases reported zero velocity, measured against the `ended` event, which repeats
/// the last angle. No real recording here rotates, so one is derived from the T480's two-finger pinch: its frames,
/// times, device and the midpoint of its two fingers as recorded, the fingers set 20 mm either side of that
/// midpoint and turning at a steady quarter turn per 0.8 s until they lift.
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct RotationReleaseVelocityTests {
    /// The pinch recording with its finger positions replaced by a turn at `turnsPerSecond` (positive: the angle
    /// grows in the pad's coordinates, y down).
    static func turningRecording(turnsPerSecond: Double) throws -> URL {
        let text = try String(contentsOfFile: Repository.sharedTrace("synaptics-tm3276-t480-2finger-pinch-in.evemu"), encoding: .utf8)
        var out: [String] = []
        var frame: [(time: String, type: Int, code: Int, value: Int)] = []
        var slot = 0
        var tracking: [Int: Int] = [:]
        var position: [Int: (x: Double, y: Double)] = [:]
        var start: Double?
        let radius = 400.0  // 20 mm at the pad's 20 units per mm
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix("E: ") else { out.append(line); continue }
            let fields = line.dropFirst(3).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 4, let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16), let value = Int(fields[3])
            else { out.append(line); continue }
            let time = String(fields[0])
            frame.append((time, type, code, value))
            guard type == 0, code == 0 else { continue }
            // A whole frame: the recorded events but the positions, then the turned positions, then the report.
            for event in frame.dropLast() {
                if event.type == 3 {
                    switch event.code {
                    case 0x2F: slot = event.value
                    case 0x39: tracking[slot] = event.value
                    case 0x35: position[slot, default: (0, 0)].x = Double(event.value)
                    case 0x36: position[slot, default: (0, 0)].y = Double(event.value)
                    default: break
                    }
                    if [0x35, 0x36, 0x00, 0x01].contains(event.code) { continue }
                }
                out.append("E: \(event.time) \(String(format: "%04x %04x %04d", event.type, event.code, event.value))")
            }
            let down = [0, 1].filter { (tracking[$0] ?? -1) >= 0 && position[$0] != nil }
            var placed = position
            if down.count == 2, let a = position[0], let b = position[1], let t = Double(time) {
                start = start ?? t
                let angle = 2 * Double.pi * turnsPerSecond * (t - start!)
                let middle = ((a.x + b.x) / 2, (a.y + b.y) / 2)
                placed[0] = (middle.0 + radius * cos(angle), middle.1 + radius * sin(angle))
                placed[1] = (middle.0 - radius * cos(angle), middle.1 - radius * sin(angle))
            }
            for s in down {
                let p = placed[s]!
                out.append("E: \(time) 0003 002f \(String(format: "%04d", s))")
                out.append("E: \(time) 0003 0035 \(String(format: "%04d", Int(p.x.rounded())))")
                out.append("E: \(time) 0003 0036 \(String(format: "%04d", Int(p.y.rounded())))")
            }
            if let first = down.first, let p = placed[first] {
                out.append("E: \(time) 0003 0000 \(String(format: "%04d", Int(p.x.rounded())))")
                out.append("E: \(time) 0003 0001 \(String(format: "%04d", Int(p.y.rounded())))")
            }
            out.append("E: \(time) 0003 002f \(String(format: "%04d", slot))")
            out.append("E: \(time) 0000 0000 0000")
            frame = []
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glide-turn-\(UInt64.random(in: 0...UInt64.max)).evemu")
        try out.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aRotationLiftedWhileTheFingersTurnReleasesWithTheirVelocity() throws {
        let url = try Self.turningRecording(turnsPerSecond: 0.25 / 0.8)
        defer { try? FileManager.default.removeItem(at: url) }
        let gestures = try GestureStateMachine.recognize(try TraceReader.open(path: url.path))
        #expect(gestures.contains { $0.kind == .rotate }, "\(gestures)")
        // The angle grows in the pad's coordinates (y down): clockwise as the pad is seen.
        let clock = ManualClock().makeCurrent()
        let scene = ReferenceTransition.card.makeScene(clock: clock)
        var configuration = InteractionConfiguration(policy: .adwaita)
        configuration.touchpadBinding = try #require(GestureBinding(parsing: "rotate:2:cw"))
        let summary = try ReplaySession(source: try TraceReader.open(path: url.path), target: scene, clock: clock, configuration: configuration)
            .run().summary
        let t = try #require(summary.transitions.first, "\(summary)")
        #expect(t.gesture == "rotate", "\(t)")
        // A quarter turn is 100 %: the fingers turn at 1.25 of the transition per second up to the lift.
        let velocity = try #require(t.velocityAtRelease)
        #expect(velocity > 0.6 && velocity < 2.5, "\(t)")
    }
}
