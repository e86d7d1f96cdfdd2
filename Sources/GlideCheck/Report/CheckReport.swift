import Foundation
import GlideUIKitCore
/// The outcome of one invariant over every scenario of a check.
public struct InvariantResult: Sendable, Hashable, Codable {
    public var id: Int
    public var name: String
    public var summary: String
    public var reports: [String]
    /// In how many scenarios it was broken.
    public var failingScenarios: Int
    /// The violation from the smallest scenario that shows it (fewest steps, then first in order).
    public var smallest: Violation?
    /// In how many scenarios it found something iOS would not show as a fault (a warning, not a failure).
    public var warningScenarios: Int = 0
    /// The warning from the smallest scenario that shows one.
    public var smallestWarning: Violation?

    public var passed: Bool { failingScenarios == 0 }
}

/// A random sequence that broke invariants, and the smallest sequence the shrinker found that still does.
public struct Counterexample: Sendable, Hashable, Codable {
    /// The seed of the run that found it.
    public var seed: UInt64
    /// The invariants the original sequence broke.
    public var invariants: [Int]
    public var original: Scenario
    public var shrunk: Scenario
    /// The shrunk sequence as a Swift Testing test a user can paste into their suite.
    public var swiftTest: String
}

/// Everything a check found: per invariant, per scenario, and the counterexamples of random exploration.
public struct CheckReport: Sendable, Hashable, Codable {
    /// The subject's name.
    public var subject: String
    /// How many scenarios ran (matrix, traces, handlers, random).
    public var scenarioCount: Int
    /// Scenarios per source ("matrix": 540, "traces": 12, "handlers": 8, "random": 100). "handlers"
    /// counts the transitions the subject's own gesture handlers started from the traces.
    public var scenarioCounts: [String: Int]
    /// One entry per invariant, in catalog order.
    public var invariants: [InvariantResult]
    /// Every violation, in the order found (at most ``violationLimit`` kept).
    public var violations: [Violation]
    /// How many violations there were in total.
    public var violationCount: Int
    /// Findings where Glide's rule is stricter than iOS (each says how iOS behaves): reported, never
    /// failed (at most ``violationLimit`` kept).
    public var warnings: [Violation] = []
    /// Scenarios that could not run.
    public var errors: [ScenarioError]
    /// Shrunk counterexamples from random exploration.
    public var counterexamples: [Counterexample]
    /// What each trace given to the check exercised (empty when it was given none): the transitions it
    /// began through Glide's driver, the subject's handlers it reached, or why it exercised nothing.
    public var traces: [TraceCoverage]
    /// Set when the check was given traces and none began a transition: one line naming what each
    /// missed. Such a check does not pass (``passed`` is false): the traces it was asked to check
    /// checked nothing, however many other scenarios ran.
    public var tracesMissed: String?
    /// Who drove the interactive scenarios: "as the app's delegate vends it", or "what if driven by
    /// MyInteractor" (``CheckInteraction``).
    public var interaction: String = ""
    /// Scenarios not run because they do not apply to the subject, by reason (an interactive scenario
    /// when the app vends no interaction controller outside its gestures). Not errors: the check says
    /// what it did not do.
    public var notApplicable: [NotApplicable] = []
    /// The flows run (several user actions in a row on one scene: ``FlowExploration``) and those whose
    /// scene did not come back as it was, or that left a transition hanging; nil when the check ran none
    /// (``TransitionCheck/Options/flows``). A failing flow fails the check.
    public var flows: FlowReport? = nil
    /// What Glide's UIKit logged during the check (``GlideDiagnostics``), each distinct message once with how often:
    /// what iOS would print to the console or raise (the app's to read; it never fails a check), and the places
    /// where Glide could not run the app's code as iOS would (``limits``: such a check is incomplete and does not
    /// pass).
    public var diagnostics: [Diagnostic] = []

    /// One distinct message logged during a check.
    public struct Diagnostic: Sendable, Hashable, Codable {
        public var message: String
        public var kind: GlideDiagnostics.Kind
        /// How many times it was logged (every scenario and flow counted).
        public var occurrences: Int

        /// Each distinct message of `entries` once, in the order first logged, Glide's limits first; past
        /// ``CheckReport/diagnosticLimit`` distinct messages, and for `dropped` entries not kept, one entry says how
        /// many more there were.
        static func distinct(_ entries: [GlideDiagnostics.Entry], dropped: Int) -> [Diagnostic] {
            var order: [GlideDiagnostics.Entry] = []
            var counts: [GlideDiagnostics.Entry: Int] = [:]
            for entry in entries {
                if counts[entry] == nil { order.append(entry) }
                counts[entry, default: 0] += 1
            }
            let sorted = order.filter { $0.kind == .glideLimit } + order.filter { $0.kind != .glideLimit }
            var result = sorted.prefix(CheckReport.diagnosticLimit).map { Diagnostic(message: $0.message, kind: $0.kind, occurrences: counts[$0]!) }
            let more = sorted.dropFirst(CheckReport.diagnosticLimit).reduce(dropped) { $0 + counts[$1]! }
            if more > 0 {
                result.append(Diagnostic(message: "… and \(more) more messages not kept", kind: .console, occurrences: more))
            }
            return result
        }
    }

    /// How many distinct diagnostics a report keeps (the rest are counted in one last entry).
    public static let diagnosticLimit = 100

    /// The diagnostics that are Glide's limits (an action of the app Swift on Linux cannot call): the check ran
    /// without that part of the app, so its verdict is incomplete.
    public var limits: [Diagnostic] { diagnostics.filter { $0.kind == .glideLimit } }

    /// Scenarios of one kind that were not run, and why.
    public struct NotApplicable: Sendable, Hashable, Codable {
        public var reason: String
        public var scenarios: Int
    }

    /// How many violations a report keeps in full.
    public static let violationLimit = 10_000

    /// True when every invariant held, every scenario ran, every flow came back as it was, Glide met none of
    /// its limits (``limits``), and, when traces were given, at least one began a transition (``tracesMissed`` is nil).
    public var passed: Bool {
        violationCount == 0 && errors.isEmpty && tracesMissed == nil && flowFailures.isEmpty && limits.isEmpty
    }

    /// The flows that failed (empty when none ran).
    public var flowFailures: [FlowFailure] { flows?.failures ?? [] }

    /// The numbers of the invariants that were broken, ascending.
    public var failedInvariants: [Int] { invariants.filter { !$0.passed }.map(\.id) }

    /// The numbers of the invariants with warnings, ascending.
    public var warnedInvariants: [Int] { invariants.filter { $0.warningScenarios > 0 }.map(\.id) }

    /// The result for invariant `id`.
    public func result(_ id: Int) -> InvariantResult? { invariants.first { $0.id == id } }

    /// The violations of invariant `id`.
    public func violations(of id: Int) -> [Violation] { violations.filter { $0.invariant == id } }
}

extension CheckReport: CustomStringConvertible {
    /// One line: `CheckReport(card: 290 scenarios, 41 invariants hold)` or
    /// `CheckReport(card-buggy: 290 scenarios, 2 of 41 invariants fail: 2, 25)`. Test frameworks
    /// print this (not a dump of every scenario) when an expectation on the report fails; the details
    /// are in ``failures`` and ``text(verbose:)``.
    ///
    /// When no trace given began a transition, it says so: `…, 41 invariants hold, but no trace began a transition)`;
    /// failing flows are counted: `…, 41 invariants hold; 2 of 69 flows fail)`.
    public var description: String {
        var verdict = !failedInvariants.isEmpty
            ? "\(failedInvariants.count) of \(invariants.count) invariants fail: \(failedInvariants.map(String.init).joined(separator: ", "))"
            : !errors.isEmpty
                ? "\(errors.count) scenario\(errors.count == 1 ? "" : "s") could not run"
                : "\(invariants.count) invariants hold"
        if tracesMissed != nil { verdict += ", but no trace began a transition" }
        if let flows, !flows.passed { verdict += "; \(flows.tally) fail" }
        if !limits.isEmpty { verdict += "; incomplete: \(counted(limits.count, "limit")) of Glide met" }
        let warned = warnedInvariants
        let warning = warned.isEmpty ? "" : "; warnings: \(warned.map(String.init).joined(separator: ", "))"
        return "CheckReport(\(subject): \(counted(scenarioCount, "scenario")), \(verdict)\(warning))"
    }
}
