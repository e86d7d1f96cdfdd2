import Foundation
import GlideTransitions

/// Checks a custom transition on every path: the scenario matrix, gesture traces (through Glide's
/// gesture driver, and into the subject's own gesture handlers), and seeded random sequences,
/// against the 31 invariants of ``InvariantCatalog``.
///
/// In a test suite (Swift Testing or XCTest):
///
/// ```swift
/// let report = try await TransitionCheck(animator: MyAnimator()).run()
/// #expect(report.passed, "\(report.failures)")
/// ```
///
/// The animator expression is evaluated anew for every transition, so each scenario gets a fresh
/// animator. Everything runs on manual clocks: a check is deterministic and takes no wall time
/// beyond the computation.
@MainActor
public struct TransitionCheck {
    /// What to run besides the matrix.
    public struct Options: Sendable {
        /// Run the scenario matrix.
        public var matrix: Bool
        /// Trace files (evemu or libinput-record) or folders of them, replayed through the gesture driver
        /// and, when the subject's scene holds gesture recognizers, played into its window, where its
        /// own handlers decide (``HandlerTraceCheck``; their findings are invariant 27's). The report
        /// says per trace what it began or reached (``CheckReport/traces``); when none began a
        /// transition, the check does not pass (``CheckReport/tracesMissed`` says what they missed).
        public var traces: [String]
        /// The seed of random exploration (the same seed gives the same sequences).
        public var seed: UInt64
        /// How many random sequences to run (0 for none).
        public var runs: Int
        /// Steps per random sequence.
        public var steps: Int
        /// The invariants to check (all 31 by default).
        public var invariants: [Int]

        public init(
            matrix: Bool = true, traces: [String] = [], seed: UInt64 = 1, runs: Int = 100, steps: Int = 50,
            invariants: [Int] = InvariantCatalog.all.map(\.id)
        ) {
            self.matrix = matrix
            self.traces = traces
            self.seed = seed
            self.runs = runs
            self.steps = steps
            self.invariants = invariants
        }
    }

    /// The transition under check.
    public var subject: TransitionSubject
    public var options: Options
    /// How a printed counterexample test builds this check again: as the user's file built it
    /// (read back from the call site), or a description of what to write when that file cannot be read.
    public var recipe: CheckRecipe
    /// Called after each matrix scenario and each random sequence with (done, total): `glide check`
    /// draws its progress bar from it. Trace replays are not counted.
    public var progress: ((_ done: Int, _ total: Int) -> Void)?

    /// A check of `subject`.
    public init(subject: TransitionSubject, options: Options = Options()) {
        self.subject = subject
        self.options = options
        self.recipe = .subject(named: subject.name)
    }

    /// A check of an animator in Glide's standard scene, in every modal style and in a navigation controller.
    ///
    /// - Parameters:
    ///   - animator: evaluated for every transition (present, dismiss, push, pop).
    ///   - name: the name in reports (the animator's type name by default).
    ///   - styles: the styles to check.
    ///   - presentationController: the presentation controller for `.custom`.
    ///   - interactor: the interactor for interactive scenarios (an app's subclass of `UIPercentDrivenInteractiveTransition`).
    ///   - options: what to run besides the matrix.
    public init(
        animator: @autoclosure @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning,
        name: String? = nil, styles: [CheckStyle] = CheckStyle.standardSceneStyles,
        presentationController: (@MainActor (_ presented: UIViewController, _ presenting: UIViewController?) -> UIPresentationController)? = nil,
        interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let typeName = String(describing: type(of: animator()))
        self.init(
            subject: .animator(
                named: name ?? typeName, styles: styles, animator: animator, presentationController: presentationController,
                interactor: interactor),
            options: options)
        recipe = Self.recipe(
            site: CallSite(file: file, line: line, column: column), subject: name ?? typeName,
            fallback: .standardScene(animator: typeName, presentationController: presentationController != nil, interactor: interactor()))
    }

    /// The invariants this check evaluates.
    public var invariants: [Invariant] { InvariantCatalog.all.filter { options.invariants.contains($0.id) } }

    /// Runs everything the options ask for and returns the report.
    /// Throws when a trace cannot be read (the error names the file and line).
    public func run() async throws -> CheckReport {
        try runNow()
    }

    /// ``run()`` without suspending, for callers already on the main actor.
    public func runNow() throws -> CheckReport {
        var collector = ReportCollector(subject: subject.name, invariants: invariants)
        let runner = ScenarioRunner(subject: subject)
        let matrix = options.matrix ? ScenarioMatrix.scenarios(styles: subject.styles) : []
        let total = matrix.count + max(0, options.runs)
        var done = 0
        for scenario in matrix {
            collector.add(runner.run(scenario), source: "matrix")
            done += 1
            progress?(done, total)
        }
        if !options.traces.isEmpty {
            let driven = try TraceScenarios(subject: subject).run(paths: options.traces)
            for record in driven.records { collector.add(.success(record), source: "traces") }
            var handlers: [String: HandlerReach] = [:]
            if options.invariants.contains(27) {
                // The subject's own handlers: each transition they start is one scenario.
                let outcome = try HandlerTraceCheck.check(subject: subject, paths: options.traces)
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
        explore(runner: runner, into: &collector)
        return collector.report
    }

    /// The violations of one scenario (empty when it passes), or why it could not run.
    public func violations(of scenario: Scenario) -> Result<[Violation], ScenarioError> {
        ScenarioRunner(subject: subject).run(scenario).map { evaluate($0) }
    }

    /// The violations `record` shows.
    public func evaluate(_ record: TransitionRecord) -> [Violation] {
        Self.evaluate(record, invariants: invariants)
    }

    /// The violations `record` shows of `invariants`.
    nonisolated public static func evaluate(_ record: TransitionRecord, invariants: [Invariant]) -> [Violation] {
        invariants.flatMap { invariant in
            invariant.check(record).map { Violation(invariant: invariant.id, name: invariant.name, scenario: record.scenario, evidence: $0) }
        }
    }
}

/// Gathers scenario outcomes into a report.
struct ReportCollector {
    let subject: String
    let invariants: [Invariant]
    private(set) var counts: [String: Int] = [:]
    private(set) var violations: [Violation] = []
    private(set) var violationCount = 0
    private(set) var errors: [ScenarioError] = []
    private(set) var failing: [Int: Set<Scenario>] = [:]
    private(set) var smallest: [Int: Violation] = [:]
    private(set) var warnings: [Violation] = []
    private(set) var warned: [Int: Set<Scenario>] = [:]
    private(set) var smallestWarning: [Int: Violation] = [:]
    var counterexamples: [Counterexample] = []
    /// What each trace given exercised.
    var traces: [TraceCoverage] = []

    init(subject: String, invariants: [Invariant]) {
        self.subject = subject
        self.invariants = invariants
    }

    /// Adds one scenario's outcome.
    mutating func add(_ outcome: Result<TransitionRecord, ScenarioError>, source: String) {
        counts[source, default: 0] += 1
        switch outcome {
        case let .failure(error):
            errors.append(error)
        case let .success(record):
            add(TransitionCheck.evaluate(record, invariants: invariants))
        }
    }

    /// Counts `count` scenarios run elsewhere (their violations are added with ``add(_:)``).
    mutating func add(scenarios count: Int, source: String) {
        guard count > 0 else { return }
        counts[source, default: 0] += count
    }

    /// Adds violations found elsewhere (warnings apart: they never fail).
    mutating func add(_ found: [Violation]) {
        for violation in found {
            if violation.isWarning {
                if warnings.count < CheckReport.violationLimit { warnings.append(violation) }
                warned[violation.invariant, default: []].insert(violation.scenario)
                if let current = smallestWarning[violation.invariant], current.scenario.size <= violation.scenario.size { continue }
                smallestWarning[violation.invariant] = violation
                continue
            }
            violationCount += 1
            if violations.count < CheckReport.violationLimit { violations.append(violation) }
            failing[violation.invariant, default: []].insert(violation.scenario)
            if let current = smallest[violation.invariant], current.scenario.size <= violation.scenario.size { continue }
            smallest[violation.invariant] = violation
        }
    }

    var report: CheckReport {
        CheckReport(
            subject: subject, scenarioCount: counts.values.reduce(0, +), scenarioCounts: counts,
            invariants: invariants.map { invariant in
                InvariantResult(
                    id: invariant.id, name: invariant.name, summary: invariant.summary, reports: invariant.reports,
                    failingScenarios: failing[invariant.id]?.count ?? 0, smallest: smallest[invariant.id],
                    warningScenarios: warned[invariant.id]?.count ?? 0, smallestWarning: smallestWarning[invariant.id])
            },
            violations: violations, violationCount: violationCount, warnings: warnings, errors: errors, counterexamples: counterexamples,
            traces: traces, tracesMissed: TraceCoverage.nothingExercised(traces, subject: subject))
    }
}
