import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore

/// Measures `glide check`: the whole check of one screen (matrix, touch scripts, flows), recorded and checked.
struct CheckBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the whole check of a transition's screen and report its time and scenarios per second.",
        discussion: """
            Each round runs what `glide check --runs 0` runs: every scenario of the matrix (recorder, \
            snapshots, the follow-up transition) with all 41 invariants evaluated on every record, the touch \
            scripts played into the screen's own recognizers, and every flow. `--no-flows` leaves the flows \
            out. The target: one screen explored whole (all recognizers, all flows) in under 2 s in a release \
            build.
            """
    )

    @Option(help: ArgumentHelp("The transition (all for every reference transition, one after the other).", valueName: "name"))
    var animator = "card"

    @Option(help: ArgumentHelp("The styles: the transition's own, or all five modal styles.", valueName: "own|all"))
    var styles = "own"

    @Option(parsing: .unconditional, help: "How many rounds, 1 to 1000 (the report gives the fastest and the median).")
    var rounds = 5

    @Flag(help: "Leave the flows out (the matrix and touch scripts only).")
    var noFlows = false

    @Flag(help: "Print one JSON object per transition instead of text.")
    var json = false

    func validate() throws {
        guard animator == "all" || ReferenceTransition(rawValue: animator) != nil else {
            throw ValidationError(unknownName("transition", animator, in: ReferenceTransition.allCases.map(\.rawValue) + ["all"]))
        }
        guard styles == "own" || styles == "all" else { throw ValidationError("--styles is own or all") }
        try OptionRange.check(rounds, in: 1...1000, "--rounds")
    }

    func run() throws {
        let transitions = animator == "all" ? ReferenceTransition.allCases : [ReferenceTransition(rawValue: animator)!]
        try MainActor.assumeIsolated {
            for transition in transitions { try measure(transition) }
        }
    }

    @MainActor
    private func measure(_ transition: ReferenceTransition) throws {
        let subject = transition.checkSubject(styles: styles == "all" ? CheckStyle.modalStyles : nil)
        var options = TransitionCheck.Options(runs: 0)
        options.flows = !noFlows
        let check = TransitionCheck(subject: subject, options: options)
        var seconds: [Double] = []
        var report: CheckReport?
        for _ in 0..<rounds {
            let start = MonotonicClock.nanosecondsNow()
            report = try check.runNow()
            seconds.append(Double(MonotonicClock.nanosecondsNow() - start) / 1e9)
        }
        seconds.sort()
        let best = seconds[0]
        let median = seconds[seconds.count / 2]
        let scenarios = report?.scenarioCount ?? 0
        let flows = report?.flows?.flowCount ?? 0
        let sources = (report?.scenarioCounts ?? [:]).sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        let evaluations = scenarios * check.invariants.count
        if json {
            let fields = [
                "\"transition\": \"\(transition.name)\"", "\"scenarios\": \(scenarios)", "\"flows\": \(flows)", "\"invariants\": \(check.invariants.count)",
                "\"bestSeconds\": \(best)", "\"medianSeconds\": \(median)", "\"scenariosPerSecond\": \(Double(scenarios) / median)",
                "\"violations\": \(report?.violationCount ?? 0)", "\"failingFlows\": \(report?.flowFailures.count ?? 0)",
            ]
            print("{" + fields.joined(separator: ", ") + "}")
            return
        }
        print("\(transition.name): \(scenarios) scenarios (\(sources)) × \(check.invariants.count) invariants, \(counted(flows, "flow")), \(counted(rounds, "round"))")
        print(String(format: "  whole check: best %.1f ms, median %.1f ms (target < 2000 ms)", best * 1000, median * 1000))
        print(String(format: "  %.0f scenarios/s, %.0f invariant evaluations/s, %.2f ms per scenario",
                     Double(scenarios) / median, Double(evaluations) / median, median * 1000 / Double(max(1, scenarios))))
        print("  violations found: \(report?.violationCount ?? 0); failing flows: \(report?.flowFailures.count ?? 0) of \(flows)")
    }
}
