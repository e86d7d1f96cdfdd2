import Foundation
import GlideCatalog
import GlideExamples
import GlideGestures
import GlideInput

/// The text summary `glide replay` prints.
enum ReplayReport {
    static func text(_ t: ReplayTimeline, scene: ReferenceTransition) -> String {
        let s = t.summary
        var lines = [
            "\(t.trace == "-" ? "<stdin>" : t.trace.escapingNonPrintable): \(t.device.name.escapingNonPrintable) (\(t.device.kind), \(fmt(t.device.widthMillimetres)) × \(fmt(t.device.heightMillimetres)) mm)",
            "  \(s.events) events, \(s.frames) frames, \(fmt(s.durationSeconds)) s; binding \(t.binding), distance \(fmt(t.distanceMillimetres)) mm, policy \(t.policy)",
        ]
        if s.gestures.isEmpty {
            lines.append("  gestures: none recognized")
        } else {
            lines.append("  gestures:")
            for g in s.gestures {
                lines.append("    \(fmt(g.start))–\(fmt(g.end)) s  \(g.kind), \(g.fingers) finger\(g.fingers == 1 ? "" : "s")\(g.direction.map { ", \($0)" } ?? "")\(g.cancelled ? " (cancelled)" : "")")
            }
        }
        if s.transitions.isEmpty {
            lines.append("  transitions: none (no \(t.binding) gesture drove one)")
        }
        for (i, o) in s.transitions.enumerated() {
            let operation = o.step == "forward" ? ReferenceOperation.present : .dismiss
            lines.append("  transition \(i + 1): \(scene.operationName(operation)) (\(operation.rawValue)), \(o.driveMode) drive, duration \(fmt(o.duration)) s")
            lines.append("    gesture:      \(o.gesture) with \(o.fingers) finger\(o.fingers == 1 ? "" : "s"), began at \(fmt(o.began)) s")
            if let p = o.percentAtRelease, let released = o.released {
                let v = o.velocityAtRelease.map { String(format: ", %+.2f /s", $0) } ?? ""
                lines.append("    release:      \(String(format: "%.1f", p * 100)) % at \(fmt(released)) s\(v)")
            }
            if let decision = o.decision {
                lines.append("    decision:     \(decision), \(o.reason ?? "")")
            }
            if let c = o.completionSeconds {
                lines.append("    completion:   \(fmt(c)) s after release\(o.completionSpeed.map { " (completion speed \(fmt($0)))" } ?? "")")
            }
            lines.append("    completeTransition(\(o.completeTransitionArgument.map(String.init) ?? "never called")); then \(o.stateAfter ?? "still in flight")")
        }
        for line in s.ignored { lines.append("  ignored: \(line)") }
        lines.append("  final state: \(s.finalState)")
        return lines.joined(separator: "\n")
    }

    static func fmt(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
