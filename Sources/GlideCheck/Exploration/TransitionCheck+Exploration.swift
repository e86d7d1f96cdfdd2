import Foundation
extension TransitionCheck {
    /// Runs ``Options/runs`` random scenarios of ``Options/seed`` (source "random"). Each failing one (a warning
    /// alone is not a failure) is shrunk to the smallest scenario that still breaks at least one of the same invariants; the
    /// report gets the shrunk scenario's violations and, once per distinct set of broken invariants, a
    /// ``Counterexample`` with the test that shows it.
    func explore(runner: ScenarioRunner, into collector: inout ReportCollector, done: Int, total: Int) {
        guard !subject.styles.isEmpty else { return }
        let exploration = RandomExploration(seed: options.seed, steps: options.steps, styles: subject.styles)
        let printer = SwiftTestPrinter(recipe: recipe)
        for run in 0..<max(0, options.runs) {
            defer { progress?(done + run + 1, total) }
            let scenario = exploration.scenario(run: run)
            let outcome = runner.run(scenario)
            guard case let .success(record) = outcome else {
                collector.add(outcome, source: "random")
                continue
            }
            // A warning is not a failure (iOS would not show it as one): no counterexample is shrunk or printed for it.
            let broken = Set(evaluate(record).filter { !$0.isWarning }.map(\.invariant))
            guard !broken.isEmpty else {
                collector.add(outcome, source: "random")
                continue
            }
            let watched = invariants.filter { broken.contains($0.id) }
            let shrunk = Shrinker().shrink(scenario) { candidate in
                guard case let .success(record) = runner.run(candidate) else { return false }
                return !Self.evaluate(record, invariants: watched).filter { !$0.isWarning }.isEmpty
            }
            collector.add(runner.run(shrunk), source: "random")
            let ids = broken.sorted()
            guard !collector.counterexamples.contains(where: { $0.invariants == ids }) else { continue }
            collector.counterexamples.append(Counterexample(
                seed: options.seed, invariants: ids, original: scenario, shrunk: shrunk,
                swiftTest: printer.test(for: shrunk, invariants: ids, originalSize: scenario.size)))
        }
    }

    /// Runs the touch scripts of ``TouchExploration`` (source "touches"). A failing script is shrunk to
    /// the fewest frames that still break one of the same invariants; the report gets, once per distinct
    /// set of broken invariants, a ``Counterexample`` whose test replays the shrunk script.
    func exploreTouches(runner: ScenarioRunner, into collector: inout ReportCollector) {
        let printer = SwiftTestPrinter(recipe: recipe)
        for style in subject.styles {
            for scenario in TouchExploration.scenarios(for: subject, style: style) {
                let outcome = runner.run(scenario)
                collector.add(outcome, source: "touches")
                guard case let .success(record) = outcome else { continue }
                let broken = Set(evaluate(record).filter { !$0.isWarning }.map(\.invariant))
                let ids = broken.sorted()
                guard !broken.isEmpty, !collector.counterexamples.contains(where: { $0.invariants == ids }) else { continue }
                let watched = invariants.filter { broken.contains($0.id) }
                let shrunk = Shrinker().shrink(scenario) { candidate in
                    guard case let .success(record) = runner.run(candidate) else { return false }
                    return !Self.evaluate(record, invariants: watched).filter { !$0.isWarning }.isEmpty
                }
                collector.counterexamples.append(Counterexample(
                    seed: options.seed, invariants: ids, original: scenario, shrunk: shrunk,
                    swiftTest: printer.test(for: shrunk, invariants: ids, originalSize: scenario.size)))
            }
        }
    }
}
