import Foundation
import GlideCheck
import GlideInteraction
import GlideUIKitCore

extension HandlerTraceCheck {
    /// Where a run of a subject's scene starts.
    public enum Start: String, Sendable, Hashable, CaseIterable {
        /// The scene as the subject builds it: the presenter's (or the navigation controller's) handlers present or push.
        case initial = "from the start"
        /// With the presented view controller presented (or pushed) first, without animation: its
        /// handlers dismiss or pop.
        case presented = "presented first"
    }

    /// A check of the handlers in `subject`'s scene in `style`, started as `start` says.
    public init(subject: TransitionSubject, style: CheckStyle, start: Start) {
        self.init { clock in
            let scene = subject.makeScene(clock, style)
            if start == .presented {
                if let presenter = scene.presenter, let presented = scene.presented {
                    presenter.present(presented, animated: false)
                } else if let navigation = scene.navigationController, let pushed = scene.pushed {
                    navigation.pushViewController(pushed, animated: false)
                }
                clock.advance(by: 0)
            }
            return (scene.window, scene)
        }
    }

    /// True when `subject`'s scene in `style`, started as `start` says, holds a gesture recognizer
    /// (the app's own, or UIKit's, such as a scroll view's pan): only then can a recording reach
    /// its handlers.
    public static func hasRecognizers(_ subject: TransitionSubject, style: CheckStyle, start: Start) -> Bool {
        let clock = ManualClock()
        return clock.withCurrent {
            let (window, keepAlive) = HandlerTraceCheck(subject: subject, style: style, start: start).makeScene(clock)
            defer { withExtendedLifetime(keepAlive) {} }
            return !recognizers(in: window).isEmpty
        }
    }

    /// What playing recordings into a subject's handlers found, as a check reports it.
    public struct SubjectOutcome: Sendable {
        /// Every run: each trace, in each style and start with recognizers, as recorded and with the system cancelling.
        public var runs: [Run]
        /// How many transitions the handlers started over all runs: the scenarios this part checked.
        public var transitions: Int
        /// The findings as invariant 27's violations.
        public var violations: [Violation]
        /// Per trace (in the order of ``TraceFiles``), the recognizers its touches reached over every
        /// run, the transitions their handlers started, or why none was reached.
        public var traces: [(file: String, reach: HandlerReach)]
    }

    /// Plays every trace in `paths` into `subject`'s scene in each of its styles, from the start and
    /// presented first (where the scene holds recognizers), as recorded and with the system
    /// cancelling; the handlers' unanswered terminal states become violations of invariant 27.
    /// Throws, naming the file, when a trace cannot be read.
    public static func check(subject: TransitionSubject, paths: [String]) throws(TraceCheckError) -> SubjectOutcome {
        var outcome = SubjectOutcome(runs: [], transitions: 0, violations: [], traces: [])
        let files = try TraceFiles.expand(paths)
        var byFile: [String: [(start: Start, run: Run)]] = [:]
        for style in subject.styles {
            for start in Start.allCases where hasRecognizers(subject, style: style, start: start) {
                let check = HandlerTraceCheck(subject: subject, style: style, start: start)
                for file in files {
                    let name = URL(fileURLWithPath: file).lastPathComponent
                    for mode in [Mode.recorded, .systemCancel] {
                        let run: Run
                        do {
                            run = try check.check(TouchReplay(trace: URL(fileURLWithPath: file)), name: name, mode: mode)
                        } catch {
                            throw TraceCheckError(path: file, reason: "cannot be read: \(error)")
                        }
                        outcome.runs.append(run)
                        byFile[file, default: []].append((start, run))
                        outcome.transitions += run.transitions
                        outcome.violations += run.findings.map { violation($0, file: file, style: style, start: start) }
                    }
                }
            }
        }
        outcome.traces = files.map { file in
            (file, reach(of: byFile[file] ?? [], subject: subject.name))
        }
        return outcome
    }

    /// One trace's runs in `subject`'s window, as a check reports them: every recognizer reached, the
    /// transitions started, and (when none was reached) each start's reasons, once each.
    static func reach(of runs: [(start: Start, run: Run)], subject: String) -> HandlerReach {
        guard !runs.isEmpty else {
            return HandlerReach(
                recognizers: [], transitions: 0,
                missed: "not played: \(subject)'s scene holds no gesture recognizer, so no handler of its can be reached", played: false)
        }
        var recognizers: [String] = []
        for name in runs.flatMap(\.run.reach.recognizers) where !recognizers.contains(name) { recognizers.append(name) }
        let transitions = runs.map(\.run.transitions).reduce(0, +)
        guard recognizers.isEmpty else { return HandlerReach(recognizers: recognizers, transitions: transitions, missed: nil) }
        var reasons: [(start: Start, reasons: [String])] = []
        for (start, run) in runs {
            guard let reason = run.reach.missed else { continue }
            if let index = reasons.firstIndex(where: { $0.start == start }) {
                if !reasons[index].reasons.contains(reason) { reasons[index].reasons.append(reason) }
            } else {
                reasons.append((start, [reason]))
            }
        }
        let distinct = Set(reasons.map(\.reasons))
        let missed = distinct.count == 1
            ? reasons[0].reasons.joined(separator: " / ")
            : reasons.map { "\($0.start.rawValue): " + $0.reasons.joined(separator: " / ") }.joined(separator: "; ")
        return HandlerReach(recognizers: [], transitions: transitions, missed: missed)
    }

    /// A finding as a violation of invariant 27: the scenario is the transition as the handler left
    /// it (its last percent, and the finish it made instead of a cancel), from the trace; the evidence
    /// names the recognizer, the state it was told, the trace's time, the recognizer's view, and the
    /// transition's state before and after.
    static func violation(_ finding: Finding, file: String, style: CheckStyle, start: Start) -> Violation {
        let operation = finding.operation ?? (start == .presented ? style.operations.last! : style.operations.first!)
        var steps: [Step] = [.update(finding.percent)]
        if finding.transitionState.contains("finished instead") { steps.append(.finish) }
        let scenario = Scenario(
            "\(finding.trace) (handlers, \(finding.mode.rawValue), \(start.rawValue))", operation: operation, style: style,
            interactive: true, steps: steps, origin: file)
        let percent = String(format: "%.1f", finding.percent * 100)
        let evidence = Evidence(
            call: "\(finding.recognizer) .\(finding.state) (\(finding.trace), \(finding.mode.rawValue))", time: finding.time,
            view: finding.view, property: "transition", before: "interactive at \(percent) %",
            after: finding.transitionState.contains("finished instead") ? "finished" : "still interactive",
            message: "the gesture handler was told .\(finding.state) \(Scenario.format(finding.time)) s into the trace and did not "
                + "answer with cancel(): \(finding.transitionState)")
        return Violation(invariant: finding.invariant, name: finding.name, scenario: scenario, evidence: evidence)
    }
}
