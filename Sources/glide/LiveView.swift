import Foundation
import GlideCommandLine
import GlideCatalog
import GlideExamples
import GlideGestureRecognition
import GlideInteraction
import GlideInput

/// What `glide live` shows: a bar for the percent with the gesture's state and finger count,
/// redrawn in place, and a line for each decision; or, with `--lines`, one plain line per event.
@MainActor
final class LiveView {
    let plain: Bool
    let scene: ReferenceScene
    private let bar = PercentBar()
    private var gestureText = "no gesture"

    init(plain: Bool, scene: ReferenceScene) {
        self.plain = plain
        self.scene = scene
    }

    func start(path: String, device: DeviceDescription, binding: GestureBinding, policy: EndPolicy) {
        if plain {
            emit("device \(path) \"\(device.name)\" \(device.kind.rawValue)")
        } else {
            emit("Glide live: \(device.name) (\(path), \(device.kind.rawValue)) drives \(scene.transition.rawValue).")
            emit("Binding \(binding), policy \(policy.name). \(scene.stateDescription). Ctrl-C to stop.")
            bar.status = gestureText
            bar.show(percent: 0, phase: "idle")
        }
    }

    func gesture(_ e: GestureEvent) {
        if plain {
            guard e.phase != .changed else { return }
            var line = "gesture \(e.phase.rawValue) \(e.kind.rawValue) fingers=\(e.fingerCount) t=\(String(format: "%.3f", e.time))"
            if let d = e.direction, e.isFinal { line += " direction=\(d.rawValue)" }
            if let r = e.cancelReason { line += " reason=\(r.rawValue)" }
            emit(line)
        } else {
            let state = e.phase == .changed ? "" : " \(e.phase.rawValue)"
            gestureText = "\(e.kind.rawValue)\(state) · \(e.fingerCount) finger\(e.fingerCount == 1 ? "" : "s")"
            bar.status = gestureText
        }
    }

    func frame(percent: Double, phase: String) {
        if !plain { bar.show(percent: percent, phase: phase) }
    }

    func record(_ r: DriverRecord) {
        guard plain else {
            bar.print(r)
            return
        }
        let t = String(format: "t=%.3f", r.time)
        switch r {
        case let .began(_, step, _, fingers, duration, mode):
            emit("began \(step.rawValue) \(t) fingers=\(fingers) mode=\(mode) duration=\(duration)")
        case let .update(_, p):
            emit("update \(String(format: "%.4f", p)) \(t)")
        case let .released(_, decision, release):
            emit("\(decision.finishes ? "finish" : "cancel") percent=\(String(format: "%.4f", release.percent)) velocity=\(signedRate(release.velocity)) \(t) reason=\"\(decision.policy): \(decision.reason)\"")
        case let .interrupted(_, reason):
            emit("interrupted \(t) reason=\(reason.rawValue)")
        case let .ignored(_, reason):
            emit("ignored \(t) reason=\"\(reason)\"")
        case let .completed(_, didComplete):
            emit("completed \(didComplete) \(t) state=\"\(scene.stateDescription)\"")
        }
    }

    func finish(_ end: LiveSession.End) {
        if plain {
            emit("end \(end)")
        } else {
            emit("\n\(scene.stateDescription).")
        }
    }

    private func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
