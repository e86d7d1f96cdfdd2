import Foundation
import GlideCommandLine
import GlideInteraction

/// The terminal view of a driven transition: a bar for the percent, redrawn in place on a terminal,
/// and a line for each thing the driver did.
final class PercentBar {
    /// Characters in the bar.
    static let width = 40
    private let isTerminal = isatty(STDOUT_FILENO) == 1
    private var barShown = false
    /// Extra text after the bar (gesture state, fingers).
    var status = ""

    /// The bar for `percent`: `[██████░░░░…]  42.0 %`.
    static func bar(_ percent: Double) -> String {
        let p = min(1, max(0, percent))
        let filled = Int((p * Double(width)).rounded())
        return "[" + String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled) + "] "
            + String(format: "%5.1f %%", p * 100)
    }

    /// Redraws the bar for a display frame (on a terminal only).
    func show(_ frame: ReplayTimeline.DisplayFrame) { show(percent: frame.percent, phase: frame.phase) }

    /// Redraws the bar (on a terminal only).
    func show(percent: Double, phase: String) {
        guard isTerminal else { return }
        let line = "\r\(Self.bar(percent))  \(phase.padding(toLength: 11, withPad: " ", startingAt: 0)) \(status)"
        FileHandle.standardOutput.write(Data((line + "\u{1B}[K").utf8))
        barShown = true
    }

    /// Prints a line for a driver record (began, finish or cancel with the reason, completed), above the bar.
    func print(_ record: DriverRecord) {
        guard let text = Self.describe(record) else { return }
        let prefix = barShown ? "\r\u{1B}[K" : ""
        barShown = false
        FileHandle.standardOutput.write(Data((prefix + text + "\n").utf8))
    }

    /// One line for a driver record; nil for updates.
    static func describe(_ record: DriverRecord) -> String? {
        let t = String(format: "%9.3f s  ", record.time)
        switch record {
        case let .began(_, step, gesture, fingers, duration, mode):
            return t + "began      \(step.rawValue) with a \(fingers)-finger \(gesture.rawValue), \(mode) drive, duration \(duration) s"
        case .update:
            return nil
        case let .released(_, decision, release):
            return t + "\(decision.finishes ? "finish" : "cancel")     at \(String(format: "%.1f", release.percent * 100)) %, "
                + "\(signedRate(release.velocity))/s: \(decision.policy): \(decision.reason)"
        case let .interrupted(_, reason):
            return t + "cancel     gesture interrupted (\(reason.rawValue))"
        case let .ignored(_, reason):
            return t + "ignored    \(reason)"
        case let .completed(_, didComplete):
            return t + "completed  completeTransition(\(didComplete))"
        }
    }
}
