import Foundation
import GlideCheck

extension TransitionCheck.Options {
    /// Options that also replay `traces`: trace files (evemu or libinput-record) or folders of them,
    /// replayed through the gesture driver and, when the subject's scene holds gesture recognizers,
    /// played into its window, where its own handlers decide (``HandlerTraceCheck``; their findings are
    /// invariant 27's). The report says per trace what it began or reached (``CheckReport/traces``);
    /// when none began a transition, the check does not pass (``CheckReport/tracesMissed`` says what they missed).
    public init(
        matrix: Bool = true, traces: [String], seed: UInt64 = 1, runs: Int = 100, steps: Int = 50,
        invariants: [Int] = InvariantCatalog.all.map(\.id)
    ) {
        self.init(matrix: matrix, seed: seed, runs: runs, steps: steps, invariants: invariants)
        self.traces = traces
    }

    /// The trace files (or folders of them) the check replays; see ``init(matrix:traces:seed:runs:steps:invariants:)``.
    public var traces: [String] {
        get { sources.lazy.compactMap { $0 as? TraceFileSource }.first?.paths ?? [] }
        set {
            sources.removeAll { $0 is TraceFileSource }
            if !newValue.isEmpty { sources.append(TraceFileSource(paths: newValue)) }
        }
    }
}

/// The trace files of a check: driven through Glide's gesture driver (``TraceScenarios``) and played
/// into the subject's own handlers (``HandlerTraceCheck``, when invariant 27 is checked).
struct TraceFileSource: CheckScenarioSource {
    var paths: [String]

    @MainActor
    func run(_ check: TransitionCheck, into collector: inout ReportCollector) throws {
        let driven = try TraceScenarios(subject: check.subject).run(paths: paths)
        for record in driven.records { collector.add(.success(record), source: "traces") }
        var handlers: [String: HandlerReach] = [:]
        if check.options.invariants.contains(27) {
            // The subject's own handlers: each transition they start is one scenario.
            let outcome = try HandlerTraceCheck.check(subject: check.subject, paths: paths)
            collector.add(scenarios: outcome.transitions, source: "handlers")
            collector.add(outcome.violations)
            for (file, reach) in outcome.traces { handlers[file] = reach }
        }
        collector.traces = driven.traces.map { file, reach in
            TraceCoverage(
                trace: file, driver: reach,
                handlers: handlers[file] ?? HandlerReach(
                    recognizers: [], transitions: 0,
                    missed: "not played: only invariant 27 reads the handlers, and this check leaves it out", played: false))
        }
    }
}
