import Foundation
import GlideCommandLine
import GlideCatalog
import GlideExamples
import GlideInteraction
import GlideInput

/// The text summary `glide replay` prints.
enum ReplayReport {
    /// Whether a binding measures its percent by finger travel: a pinch goes by scale and a rotation by angle,
    /// so the distance is not theirs to show (issue 20, 13).
    static func usesDistance(_ binding: String) -> Bool {
        !binding.hasPrefix("pinch:") && !binding.hasPrefix("rotate:")
    }

    static func text(_ t: ReplayTimeline, scene: ReferenceTransition, startedPresented: Bool = false) -> String {
        let s = t.summary
        var lines = [
            "\(t.trace == "-" ? "<stdin>" : t.trace.escapingNonPrintable): \(t.device.name.escapingNonPrintable) (\(t.device.kind), \(formatNumber(t.device.widthMillimetres)) × \(formatNumber(t.device.heightMillimetres)) mm)",
            "  \(s.events) events, \(s.frames) frames, \(formatNumber(s.durationSeconds)) s; binding \(t.binding)\(usesDistance(t.binding) ? ", distance \(formatNumber(t.distanceMillimetres)) mm" : ""), policy \(t.policy)",
        ]
        if startedPresented { lines.append("  start: \(scene.name)'s destination presented") }
        if s.gestures.isEmpty {
            lines.append("  gestures: none recognized")
        } else {
            lines.append("  gestures:")
            for g in s.gestures {
                let direction = (g.startDirection ?? g.direction).map { ", \($0)" } ?? ""
                let ended = g.direction.flatMap { $0 == (g.startDirection ?? g.direction) ? nil : " (ended \($0))" } ?? ""
                lines.append("    \(formatNumber(g.began ?? g.start))–\(formatNumber(g.end)) s  \(g.kind), \(g.fingers) finger\(g.fingers == 1 ? "" : "s")\(direction)\(ended)\(g.cancelled ? " (cancelled)" : "")")
            }
        }
        for c in s.clicks {
            lines.append("  click: \(formatNumber(c.start))–\(formatNumber(c.end)) s, \(c.fingers) finger\(c.fingers == 1 ? "" : "s"): \(c.button == "none" ? "no button (clickfinger maps 4 or more fingers to none)" : "\(c.button) button\(c.clickpad ? " (clickfinger)" : "")")")
        }
        if s.transitions.isEmpty {
            lines.append("  transitions: none (no \(t.binding) gesture drove one)")
        }
        for (i, o) in s.transitions.enumerated() {
            let operation = o.step == "forward" ? ReferenceOperation.present : .dismiss
            lines.append("  transition \(i + 1): \(scene.operationName(operation)) (\(operation.rawValue)), \(o.driveMode) drive, duration \(formatNumber(o.duration)) s")
            lines.append("    gesture:      \(o.gesture) with \(o.fingers) finger\(o.fingers == 1 ? "" : "s"), began at \(formatNumber(o.began)) s")
            if let p = o.percentAtRelease, let released = o.released {
                let v = o.velocityAtRelease.map { ", \(signedRate($0)) /s" } ?? ""
                lines.append("    release:      \(String(format: "%.1f", p * 100)) % at \(formatNumber(released)) s\(v)")
            }
            if let decision = o.decision {
                lines.append("    decision:     \(decision), \(o.reason ?? "")")
            }
            if let c = o.completionSeconds {
                lines.append("    completion:   \(formatNumber(c)) s after release\(o.completionSpeed.map { " (completion speed \(formatNumber($0)))" } ?? "")")
            }
            lines.append("    completeTransition(\(o.completeTransitionArgument.map(String.init) ?? "never called")); then \(o.stateAfter ?? "still in flight")")
            if let problem = contradiction(o) { lines.append("    WRONG:        \(problem)") }
        }
        for line in s.ignored { lines.append("  ignored: \(line)") }
        lines.append("  final state: \(s.finalState)")
        return lines.joined(separator: "\n")
    }

    /// What is wrong with a transition's outcome, or nil: `completeTransition` called with the
    /// opposite of the decision (a cancel committed, or a finish rolled back: invariants 2 and 3 of
    /// `glide check`), or never called once the completion was due.
    static func contradiction(_ o: ReplaySummary.TransitionOutcome) -> String? {
        guard let decision = o.decision else { return nil }
        guard let argument = o.completeTransitionArgument else {
            return "completeTransition was never called after the \(decision): the transition never ended (run glide check for details)"
        }
        if decision == "cancel", argument {
            return "completeTransition(true) after a cancel: the transition the user cancelled was committed (glide check: invariant 2)"
        }
        if decision == "finish", !argument {
            return "completeTransition(false) after a finish: the transition the user finished was rolled back"
        }
        return nil
    }

    /// Every outcome's contradiction, as `transition N: WHAT`.
    static func contradictions(_ t: ReplayTimeline) -> [String] {
        t.summary.transitions.enumerated().compactMap { i, o in contradiction(o).map { "transition \(i + 1): \($0)" } }
    }

}
