import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore

/// Measures `glide check`: the whole scenario matrix for one transition, recorded and checked.
struct CheckBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run the whole check matrix for a transition and report scenarios per second.",
        discussion: """
            Each round runs every scenario of the matrix (recorder, snapshots, the follow-up transition) \
            and evaluates all 37 invariants on every record, exactly as `glide check --runs 0` does. \
            The target: the whole matrix for one transition in under one second in a release build.
            """
    )

    @Option(help: ArgumentHelp("The transition (all for every reference transition, one after the other).", valueName: "name"))
    var animator = "card"

    @Option(help: ArgumentHelp("The styles: the transition's own, or all five modal styles.", valueName: "own|all"))
    var styles = "own"

    @Option(parsing: .unconditional, help: "How many rounds, 1 to 1000 (the report gives the fastest and the median).")
    var rounds = 5

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
        let check = TransitionCheck(subject: subject, options: .init(runs: 0))
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
        let evaluations = scenarios * check.invariants.count
        if json {
            let fields = [
                "\"transition\": \"\(transition.name)\"", "\"scenarios\": \(scenarios)", "\"invariants\": \(check.invariants.count)",
                "\"bestSeconds\": \(best)", "\"medianSeconds\": \(median)", "\"scenariosPerSecond\": \(Double(scenarios) / median)",
                "\"violations\": \(report?.violationCount ?? 0)",
            ]
            print("{" + fields.joined(separator: ", ") + "}")
            return
        }
        print("\(transition.name): \(scenarios) scenarios × \(check.invariants.count) invariants, \(rounds) rounds")
        print(String(format: "  whole matrix: best %.1f ms, median %.1f ms (target < 1000 ms)", best * 1000, median * 1000))
        print(String(format: "  %.0f scenarios/s, %.0f invariant evaluations/s, %.2f ms per scenario",
                     Double(scenarios) / median, Double(evaluations) / median, median * 1000 / Double(max(1, scenarios))))
        print("  violations found: \(report?.violationCount ?? 0)")
    }
}
