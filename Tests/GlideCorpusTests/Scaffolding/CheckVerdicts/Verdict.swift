// What CorpusChecks and SeedChecks print: one JSON line per transition checked, what failed, with the
// first evidence of each.
import Foundation
import GlideCheck

struct Verdict: Encodable {
    var transition: String
    var scenarios: Int
    var failed: [Int]
    /// Invariants with warnings only: what Glide's rule flags and iOS would not show as a fault.
    var warned: [Int]
    var errors: Int
    var evidence: [String: String]
    /// True when a flow found that the app stopped responding (a back swipe its delegate let begin on the root).
    var stoppedResponding: Bool
}

/// Runs `check` and prints its verdict as one JSON line (or the error that stopped it). The program's arguments
/// choose: none runs every transition, names run only those, `--except` and names run all but those (a transition
/// whose code traps is run alone, so that the others' verdicts are printed).
@MainActor
public func verdict(_ name: String, _ check: @autoclosure () -> TransitionCheck) {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--except" {
        if arguments.dropFirst().contains(name) { return }
    } else if !arguments.isEmpty, !arguments.contains(name) {
        return
    }
    do {
        let report = try check().runNow()
        var evidence: [String: String] = [:]
        for id in report.failedInvariants {
            if let first = report.violations.first(where: { $0.invariant == id }) { evidence["\(id)"] = "\(first)" }
        }
        for id in report.warnedInvariants where evidence["\(id)"] == nil {
            if let first = report.warnings.first(where: { $0.invariant == id }) { evidence["\(id)"] = "\(first)" }
        }
        let verdict = Verdict(
            transition: name, scenarios: report.scenarioCount, failed: report.failedInvariants.sorted(),
            warned: report.warnedInvariants.filter { !report.failedInvariants.contains($0) }, errors: report.errors.count, evidence: evidence,
            stoppedResponding: report.flows?.failures.contains { $0.differences.contains { $0.hasPrefix("the app stopped responding") } } ?? false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(verdict), as: UTF8.self))
    } catch {
        print(#"{"transition": "\#(name)", "error": "\#(error)"}"#)
    }
}
