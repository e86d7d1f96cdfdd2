import Foundation
extension CheckReport {
    /// Only what failed, for a test's failure message: each failing invariant with its evidence and
    /// smallest scenario, scenarios that could not run, and traces that began no transition
    /// (``tracesMissed``); empty when the check passed.
    ///
    /// ```swift
    /// #expect(report.passed, "\(report.failures)")
    /// ```
    public var failures: String {
        guard !passed else { return "" }
        var lines = invariantLines(verbose: false)
        while lines.last == "" { lines.removeLast() }
        let counted = counterexamples.isEmpty ? "" : " (\(counterexamples.count) counterexample\(counterexamples.count == 1 ? "" : "s") as Swift tests: report.text())"
        if failedInvariants.isEmpty && errors.isEmpty && flowFailures.isEmpty && limits.isEmpty, let tracesMissed {
            return "\(subject): nothing checked by the traces: \(tracesMissed)"
        }
        var head = "\(subject): \(failedInvariants.count) of \(invariants.count) invariants fail\(counted)"
        if let flows, !flows.passed { head += "; \(flows.tally) fail" }
        lines.insert(head, at: 0)
        lines.insert(contentsOf: limitLines(), at: 1)
        lines += flowLines()
        if let tracesMissed { lines.append("nothing checked by the traces: \(tracesMissed)") }
        return lines.joined(separator: "\n")
    }

    /// The lines of each failing invariant (and each passing one when `verbose`), then warnings, then errors.
    func invariantLines(verbose: Bool) -> [String] {
        var lines: [String] = []
        for result in invariants {
            let reports = result.reports.isEmpty ? "" : " (\(result.reports.joined(separator: ", ")))"
            if result.passed {
                if verbose { lines.append("ok    \(result.id) \(result.name)\(reports)") }
                continue
            }
            lines.append("FAIL  \(result.id) \(result.name)\(reports): \(result.summary)")
            let plural = result.failingScenarios == 1 ? "scenario" : "scenarios"
            lines.append("      broken in \(result.failingScenarios) \(plural); the smallest:")
            if let violation = result.smallest {
                lines.append("      scenario: \(violation.scenario)")
                if let origin = violation.scenario.origin { lines.append("      from:     \(origin)") }
                lines.append("      call:     \(violation.evidence.call) at \(Scenario.format(violation.evidence.time)) s")
                if let view = violation.evidence.view { lines.append("      view:     \(view)") }
                if let property = violation.evidence.property {
                    lines.append("      \(property): \(violation.evidence.before ?? "-") → \(violation.evidence.after ?? "-")")
                }
                lines.append("      \(violation.evidence.message)")
            }
            lines.append("")
        }
        for result in invariants where result.warningScenarios > 0 {
            let plural = result.warningScenarios == 1 ? "scenario" : "scenarios"
            lines.append("WARN  \(result.id) \(result.name): in \(result.warningScenarios) \(plural), something Glide's rule flags and iOS would not show as a fault; the smallest:")
            if let warning = result.smallestWarning {
                lines.append("      scenario: \(warning.scenario)")
                lines.append("      call:     \(warning.evidence.call) at \(Scenario.format(warning.evidence.time)) s")
                if let view = warning.evidence.view { lines.append("      view:     \(view)") }
                if let property = warning.evidence.property {
                    lines.append("      \(property): \(warning.evidence.before ?? "-") → \(warning.evidence.after ?? "-")")
                }
                lines.append("      \(warning.evidence.message)")
                if let onIOS = warning.evidence.onIOS { lines.append("      on iOS: \(onIOS)") }
            }
            lines.append("")
        }
        // Errors of one reason are one line: the count and the first scenario (161 tab switches with no transition are
        // one finding, not 161).
        var reasons: [String] = []
        var byReason: [String: [ScenarioError]] = [:]
        for error in errors {
            if byReason[error.reason] == nil { reasons.append(error.reason) }
            byReason[error.reason, default: []].append(error)
        }
        for reason in reasons {
            let group = byReason[reason]!
            if group.count == 1 {
                lines.append("ERROR \(group[0].scenario): \(reason)")
            } else {
                lines.append("ERROR in \(group.count) scenarios (the first: \(group[0].scenario)): \(reason)")
            }
        }
        if !errors.isEmpty { lines.append("") }
        return lines
    }

    /// The limits of Glide the check met (it ran without that part of the app): the verdict is incomplete.
    func limitLines() -> [String] {
        guard !limits.isEmpty else { return [] }
        var lines = ["INCOMPLETE: Glide could not run part of the app as iOS would (Glide's limit, not a finding):"]
        for limit in limits {
            lines.append("      \(limit.message) (\(Self.times(limit.occurrences)))")
        }
        lines.append("")
        return lines
    }

    /// What iOS would print to the console or raise during the check, each message's first line once.
    func consoleLines() -> [String] {
        let console = diagnostics.filter { $0.kind == .console }
        guard !console.isEmpty else { return [] }
        var lines = ["Console (what UIKit would print or raise on iOS during these scenarios; not a failure):"]
        for message in console {
            let text = message.message.split(separator: "\n", omittingEmptySubsequences: false)
            let more = text.count > 1 ? " (+\(text.count - 1) lines)" : ""
            lines.append("  \(text.first ?? "")\(more) (\(Self.times(message.occurrences)))")
        }
        lines.append("")
        return lines
    }

    static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

    /// Each failing flow: its name as explored, then its smallest form (or, for a finding an earlier flow showed
    /// already, that flow's smallest form), the action after which the scene differed, and what differed.
    func flowLines() -> [String] {
        guard let flows, !flows.passed else { return [] }
        var lines = ["Flows (\(flows.tally) fail: the scene did not come back as it was, or a transition hung):"]
        for failure in flows.failures {
            lines.append("FAIL  flow \"\(failure.flow.name)\" (\(failure.flow.style))")
            if failure.shrunk.name != failure.flow.name {
                // The same finding as an earlier flow's, shown in that flow's smallest form.
                lines.append("      the same finding as, smallest: \(failure.shrunk)")
            } else if failure.shrunk != failure.flow {
                lines.append("      shrunk to: \(failure.shrunk)")
            } else {
                lines.append("      steps: \(failure.shrunk)")
            }
            lines.append("      after step \(failure.step):")
            lines += failure.differences.prefix(12).map { "        \($0)" }
            if failure.differences.count > 12 { lines.append("        … (\(failure.differences.count - 12) more)") }
        }
        lines.append("")
        return lines
    }

    /// The report for people: each failing invariant once, with its evidence and the smallest scenario
    /// that shows it, then what each trace began or reached (or why nothing), then the counterexamples
    /// of random exploration as Swift tests, then a summary line.
    public func text(verbose: Bool = false) -> String {
        var lines: [String] = []
        let sources = scenarioCounts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        lines.append("glide check \(subject): \(counted(scenarioCount, "scenario")) (\(sources)), \(counted(invariants.count, "invariant"))")
        if !interaction.isEmpty { lines.append("interactive scenarios: \(interaction)") }
        for skipped in notApplicable {
            lines.append("not run: \(counted(skipped.scenarios, "scenario")): \(skipped.reason)")
        }
        lines.append("")
        lines += limitLines()
        lines += invariantLines(verbose: verbose)
        lines += flowLines()
        if !traces.isEmpty {
            let exercised = traces.filter(\.exercised).count
            lines.append("Traces (\(exercised) of \(traces.count) began a transition):")
            for trace in traces { lines.append("  \(trace.name): \(trace.summary)") }
            lines.append("")
        }
        for example in counterexamples {
            lines.append(
                "Counterexample (\(example.original.origin ?? "random"), \(example.original.size) steps shrunk to "
                    + "\(example.shrunk.size)), breaks \(example.invariants.map(String.init).joined(separator: ", ")):")
            lines.append(example.swiftTest)
            lines.append("")
        }
        lines += consoleLines()
        let failed = failedInvariants
        let warned = warnedInvariants
        let warning = warned.isEmpty ? "" : " (warnings, not failures: \(warned.map(String.init).joined(separator: ", ")))"
        if failed.isEmpty && errors.isEmpty && limits.isEmpty, let tracesMissed {
            let others = scenarioCount == 0 ? "no scenario ran" : "\(invariants.count) invariants hold in the \(scenarioCount) other \(scenarioCount == 1 ? "scenario" : "scenarios")"
            lines.append("Nothing checked by the traces (\(others)\(warning)): \(tracesMissed).")
        } else if failed.isEmpty && errors.isEmpty && flowFailures.isEmpty && limits.isEmpty {
            let flowed = flows.map { "; \(counted($0.flowCount, "flow")) \($0.flowCount == 1 ? "came back as it was" : "came back as they were")" } ?? ""
            lines.append("All \(invariants.count) invariants hold in \(counted(scenarioCount, "scenario"))\(flowed)\(warning).")
        } else {
            var summary = "\(invariants.count - failed.count) of \(invariants.count) invariants hold"
            if !failed.isEmpty { summary += "; \(failed.count) fail: \(failed.map(String.init).joined(separator: ", "))" }
            if !errors.isEmpty { summary += "; \(counted(errors.count, "scenario")) could not run" }
            if let flows, !flows.passed { summary += "; \(flows.tally) fail" }
            if tracesMissed != nil { summary += "; no trace began a transition" }
            if !limits.isEmpty { summary += "; incomplete: \(counted(limits.count, "limit")) of Glide met" }
            lines.append(summary + warning + ".")
        }
        return lines.joined(separator: "\n")
    }
}
