import Foundation
import GlideUIKitCore

/// Checks a custom transition on every path: the scenario matrix, seeded random sequences and, with
/// GlideCheckTraces, gesture traces (through Glide's gesture driver, and into the subject's own handlers),
/// against the 41 invariants of ``InvariantCatalog``.
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
        /// The seed of random exploration (the same seed gives the same sequences).
        public var seed: UInt64
        /// How many random sequences to run (0 for none).
        public var runs: Int
        /// Steps per random sequence.
        public var steps: Int
        /// The invariants to check (every invariant of ``InvariantCatalog`` by default).
        public var invariants: [Int]
        /// Play touch scripts into the app's own gesture recognizers (``TouchExploration``), when the
        /// check drives what the app vends (``CheckInteraction/asVended``).
        public var touches: Bool = true
        /// Run flows (``FlowExploration``): several user actions in a row on one scene (present and dismiss
        /// repeated, a gesture then a button, a button during a drag), each state the scene comes back to
        /// compared with the first time it was there. A flow that fails fails the check (``CheckReport/flows``).
        public var flows: Bool = true
        /// Scenarios from the package's other checking modules, run after the matrix: GlideCheckTraces'
        /// trace files (its `Options(traces:)` and `traces` put them here).
        package var sources: [any CheckScenarioSource] = []

        public init(
            matrix: Bool = true, seed: UInt64 = 1, runs: Int = 100, steps: Int = 50,
            invariants: [Int] = InvariantCatalog.all.map(\.id)
        ) {
            self.matrix = matrix
            self.seed = seed
            self.runs = runs
            self.steps = steps
            self.invariants = invariants
        }
    }

    /// The transition under check.
    public var subject: TransitionSubject
    public var options: Options
    /// How a printed counterexample test builds this check again: a description of what to write, or,
    /// after GlideCheckSource's `printingAsWritten()`, the construction as the user's file wrote it.
    public var recipe: CheckRecipe
    /// Where the user's code built this check (nil for ``init(subject:options:)``), for `printingAsWritten()`.
    public var callSite: CallSite?
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
        recipe = .standardScene(animator: typeName, presentationController: presentationController != nil, interactor: interactor())
        callSite = CallSite(file: file, line: line, column: column)
    }

    /// The invariants this check evaluates: the catalog's the options name, then the app's own.
    public var invariants: [Invariant] {
        InvariantCatalog.all.filter { options.invariants.contains($0.id) } + subject.appInvariants.map { app in
            let id = app.id
            return Invariant(id, app.name, "the app's own invariant, checked on the scene after each scenario") { record in
                record.appFindings.filter { $0.id == id }.map { record.atEnd(property: app.name, $0.message) }
            }
        }
    }

    /// This check with an invariant of the app's own, evaluated on the scene after each scenario (not
    /// on trace replays): `check` returns a failure message, or nil when the invariant holds. Reports
    /// number the app's invariants from 101, in the order they were added.
    ///
    /// ```swift
    /// let check = TransitionCheck(navigationController: nav, pushed: detail)
    ///     .invariant("completion only when pushed") { outcome in
    ///         let ran = (outcome.scene.pushed as! DetailViewController).didFinishPush
    ///         return ran == (outcome.completed && !outcome.cancelled) ? nil : "didFinishPush is \(ran)"
    ///     }
    /// ```
    public func invariant(_ name: String, _ check: @escaping @MainActor (AppScenarioOutcome) -> String?) -> TransitionCheck {
        var copy = self
        copy.subject.appInvariants.append(AppInvariant(id: 101 + subject.appInvariants.count, name: name, check: check))
        return copy
    }

    /// Runs everything the options ask for and returns the report.
    /// Throws when a trace cannot be read (the error names the file and line).
    public func run() async throws -> CheckReport {
        try runNow()
    }

    /// ``run()`` without suspending, for callers already on the main actor.
    public func runNow() throws -> CheckReport {
        GlideCrashNote.install()
        GlideCrashNote.activity("the check of \(subject.name)")
        let (report, logged, dropped) = try GlideDiagnostics.collecting { try runCollectingDiagnostics() }
        var result = report
        result.diagnostics = CheckReport.Diagnostic.distinct(logged, dropped: dropped)
        return result
    }

    /// ``runNow()`` but for what ``GlideDiagnostics`` gets meanwhile.
    private func runCollectingDiagnostics() throws -> CheckReport {
        var collector = ReportCollector(subject: subject.name, invariants: invariants)
        collector.interaction = subject.interaction.description
        let runner = ScenarioRunner(subject: subject)
        let matrix = options.matrix ? ScenarioMatrix.scenarios(styles: subject.styles) : []
        let flows = options.flows ? self.flows : []
        let total = matrix.count + flows.count + max(0, options.runs)
        var done = 0
        for scenario in matrix {
            collector.add(runner.run(scenario), source: "matrix")
            done += 1
            progress?(done, total)
        }
        if options.touches, case .asVended = subject.interaction {
            exploreTouches(runner: runner, into: &collector)
        }
        if options.flows {
            let before = done
            collector.flows = runFlows(flows) { ran in progress?(before + ran, total) }
            done += flows.count
        }
        for source in options.sources {
            try source.run(self, into: &collector)
        }
        explore(runner: runner, into: &collector, done: done, total: total)
        return collector.report
    }

    /// The violations of one scenario (empty when it passes), or why it could not run.
    public func violations(of scenario: Scenario) -> Result<[Violation], ScenarioError> {
        var runner = ScenarioRunner(subject: subject)
        runner.drivesUndrivenVendedInteractor = true
        return runner.run(scenario).map { evaluate($0) }
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

/// Scenarios a check runs besides the matrix and random exploration, supplied by another checking
/// module of the package through ``TransitionCheck/Options`` (GlideCheckTraces' trace files): the
/// core checker never imports the modules that make them.
package protocol CheckScenarioSource: Sendable {
    /// Runs this source's scenarios for `check` and adds their outcomes to `collector`.
    @MainActor func run(_ check: TransitionCheck, into collector: inout ReportCollector) throws
}

/// Gathers scenario outcomes into a report.
package struct ReportCollector {
    package let subject: String
    package let invariants: [Invariant]
    private(set) var counts: [String: Int] = [:]
    private(set) var violations: [Violation] = []
    private(set) var violationCount = 0
    private(set) var errors: [ScenarioError] = []
    private(set) var failing: [Int: Set<Scenario>] = [:]
    private(set) var smallest: [Int: Violation] = [:]
    private(set) var warnings: [Violation] = []
    private(set) var warned: [Int: Set<Scenario>] = [:]
    private(set) var smallestWarning: [Int: Violation] = [:]
    package var counterexamples: [Counterexample] = []
    /// What each trace given exercised.
    package var traces: [TraceCoverage] = []
    /// Who drove the interactive scenarios (``CheckInteraction/description``).
    package var interaction = ""
    /// Scenarios not run because they do not apply to the subject, by reason.
    private(set) var notApplicable: [String: Int] = [:]
    /// The flows run, and those that failed (nil when none were asked for).
    package var flows: FlowReport?

    package init(subject: String, invariants: [Invariant]) {
        self.subject = subject
        self.invariants = invariants
    }

    /// Adds one scenario's outcome.
    package mutating func add(_ outcome: Result<TransitionRecord, ScenarioError>, source: String) {
        if case let .failure(error) = outcome, error.notApplicable {
            notApplicable[error.reason, default: 0] += 1
            return
        }
        counts[source, default: 0] += 1
        switch outcome {
        case let .failure(error):
            errors.append(error)
        case let .success(record):
            add(TransitionCheck.evaluate(record, invariants: invariants))
        }
    }

    /// Counts `count` scenarios run elsewhere (their violations are added with ``add(_:)``).
    package mutating func add(scenarios count: Int, source: String) {
        guard count > 0 else { return }
        counts[source, default: 0] += count
    }

    /// Adds violations found elsewhere (warnings apart: they never fail).
    package mutating func add(_ found: [Violation]) {
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

    package var report: CheckReport {
        CheckReport(
            subject: subject, scenarioCount: counts.values.reduce(0, +), scenarioCounts: counts,
            invariants: invariants.map { invariant in
                InvariantResult(
                    id: invariant.id, name: invariant.name, summary: invariant.summary, reports: invariant.reports,
                    failingScenarios: failing[invariant.id]?.count ?? 0, smallest: smallest[invariant.id],
                    warningScenarios: warned[invariant.id]?.count ?? 0, smallestWarning: smallestWarning[invariant.id])
            },
            violations: violations, violationCount: violationCount, warnings: warnings, errors: errors, counterexamples: counterexamples,
            traces: traces, tracesMissed: TraceCoverage.nothingExercised(traces, subject: subject),
            interaction: interaction,
            notApplicable: notApplicable.sorted { $0.key < $1.key }.map { CheckReport.NotApplicable(reason: $0.key, scenarios: $0.value) },
            flows: flows)
    }
}
