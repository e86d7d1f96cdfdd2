import Foundation

/// A one-line progress bar for long work (`glide check --runs 1500`, `glide bench soak`), drawn on a
/// terminal and silent otherwise: output piped to a file or another program gets no bar, no
/// carriage returns, nothing but the results.
///
/// swift-argument-parser draws no progress, so Glide draws its own: `label [#####-----]  45 % 675/1500`,
/// redrawn at most every ``redrawSeconds`` on the clock given (so tests drive it without sleeping),
/// and erased by ``finish()`` so the results print on a clean line.
public final class ProgressBar {
    /// The least time between two redraws, in seconds.
    public static let redrawSeconds = 0.1
    /// The bar's width in characters.
    public static let barWidth = 30

    /// What is being done ("check card", "soak").
    public let label: String
    /// True when the bar is drawn (the output is a terminal).
    public let isEnabled: Bool
    private let write: (String) -> Void
    private let now: () -> Double
    private var lastDraw = -Double.infinity
    private var drawn = false

    /// A bar drawn through `write` when `isTerminal`, timed by `now` (seconds).
    public init(label: String, isTerminal: Bool, now: @escaping () -> Double, write: @escaping (String) -> Void) {
        self.label = label
        isEnabled = isTerminal
        self.now = now
        self.write = write
    }

    /// A bar on standard error, drawn only when standard error is a terminal (and `TERM` is not `dumb`).
    public convenience init(label: String) {
        let terminal = isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        self.init(label: label, isTerminal: terminal, now: {
            var t = timespec()
            clock_gettime(CLOCK_MONOTONIC, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
        }, write: { text in
            _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        })
    }

    /// Reports `done` of `total`; redraws when the last drawing is older than ``redrawSeconds``
    /// (and always at the end).
    public func update(_ done: Int, of total: Int, note: String = "") {
        guard isEnabled, total > 0 else { return }
        let t = now()
        guard done >= total || t - lastDraw >= Self.redrawSeconds else { return }
        lastDraw = t
        write("\r\u{1B}[K" + Self.line(label: label, done: done, total: total, note: note))
        drawn = true
    }

    /// Erases the bar (nothing when none was drawn).
    public func finish() {
        guard drawn else { return }
        write("\r\u{1B}[K")
        drawn = false
    }

    /// The bar's text for `done` of `total`: `label [#####---------]  33 % 500/1500 note`.
    public static func line(label: String, done: Int, total: Int, note: String = "") -> String {
        let fraction = total > 0 ? min(1, max(0, Double(done) / Double(total))) : 0
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled)
        let percent = String(Int((fraction * 100).rounded(.down)))
        return "\(label) [\(bar)] \(String(repeating: " ", count: max(0, 3 - percent.count)))\(percent) % \(done)/\(total)\(note.isEmpty ? "" : " " + note)"
    }
}
