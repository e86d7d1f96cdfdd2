import Foundation
import GlideCommandLine
import ArgumentParser
import GlideCatalog
import GlideExamples
import GlideUIKitCore

/// `glide demo`: a reference transition driven interactively by a scripted gesture, with its timeline.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Drive a reference transition with a scripted gesture and print its timeline.",
        discussion: """
            Presents the transition with a percent-driven interaction that follows a scripted \
            finger (out to 70 %, back to 40 %, forward to 62 %, then lift), decides at release \
            with Apple's sample rule (finish iff percent ≥ 0.5), and lets the completion run at \
            the display rate. Then dismisses it with a second gesture that is released at 30 % \
            and cancelled, and checks that everything went back where it was.
            Everything runs on a manual clock: the output is the same on every run.

            Exit status 1 when the demo's check fails (a -buggy transition: completeTransition \
            contradicting the decision, or views left behind), 2 on a usage error.
            """
    )

    @Option(name: .shortAndLong, help: "The reference transition: \(ReferenceTransition.allCases.map(\.rawValue).joined(separator: ", ")).")
    var transition = "card"

    @Option(parsing: .unconditional, help: "Display frames per second for the timeline (60 or 120).")
    var rate = 60

    @Option(parsing: .unconditional, help: "Print every Nth display frame of the timeline, 1 (all) to 1000.")
    var every = 6

    func validate() throws {
        guard ReferenceTransition(rawValue: transition) != nil else {
            throw ValidationError(unknownName("transition", transition, in: ReferenceTransition.allCases.map(\.rawValue)))
        }
        guard rate == 60 || rate == 120 else { throw ValidationError("--rate \(rate): the demo's timeline runs at 60 or 120 frames per second") }
        try OptionRange.check(every, in: 1...1000, "--every")
    }

    func run() throws {
        let reference = ReferenceTransition(rawValue: transition)!
        let problems = MainActor.assumeIsolated { DemoRun(reference: reference, rate: rate, every: every).run() }
        // The demo's own check failed: say so and exit 1, as `glide check` does.
        if !problems.isEmpty {
            for problem in problems { printError(voice.errorLine(problem)) }
            throw ExitCode(1)
        }
    }
}

/// One scripted demo run on a manual clock.
@MainActor
struct DemoRun {
    let reference: ReferenceTransition
    let rate: Int
    let every: Int

    /// A finger's progress over time: (seconds since touch-down, percent), sampled at 120 Hz.
    static func script(_ waypoints: [(Double, Double)]) -> [(Double, Double)] {
        var samples: [(Double, Double)] = []
        for (a, b) in zip(waypoints, waypoints.dropFirst()) {
            let steps = max(1, Int(((b.0 - a.0) * 120).rounded()))
            for i in 0..<steps {
                let f = Double(i) / Double(steps)
                // Smoothstep between waypoints: a finger accelerates and slows down.
                let s = f * f * (3 - 2 * f)
                samples.append((a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * s))
            }
        }
        if let last = waypoints.last { samples.append(last) }
        return samples
    }

    /// Runs the demo; returns what went wrong (empty when the transition behaved).
    func run() -> [String] {
        var problems: [String] = []
        let clock = ManualClock().makeCurrent()
        let scene = reference.makeScene(clock: clock)
        print("Glide demo: \(reference.rawValue) — \(reference.summary)")
        print("")
        let open = gesture(
            scene: scene, clock: clock, operation: .present,
            waypoints: [(0, 0), (0.35, 0.7), (0.6, 0.4), (0.8, 0.62)])
        let before = hierarchy(scene.window)
        print("")
        let close = gesture(
            scene: scene, clock: clock, operation: .dismiss,
            waypoints: [(0, 0), (0.3, 0.3)])
        let after = hierarchy(scene.window)
        print("")
        print("after present (\(open.finished ? "finished" : "cancelled")) and dismiss (\(close.finished ? "finished" : "cancelled")):")
        print("  presented: \(scene.presented.presentingViewController == nil ? "nothing" : scene.presented.name)")
        let same = before == after
        print("  view hierarchy after the cancelled dismissal identical to before it: \(same ? "yes" : "NO")")
        if !same {
            for line in Set(after).subtracting(before).sorted() { print("    + \(line)") }
            for line in Set(before).subtracting(after).sorted() { print("    - \(line)") }
            problems.append("the cancelled dismissal left the view hierarchy changed (the lines marked + and - above)")
        }
        if !open.agrees { problems.append("present: \(open.problem)") }
        if !close.agrees { problems.append("dismiss: \(close.problem)") }
        return problems
    }

    /// What one scripted gesture ended with.
    struct Outcome {
        /// True when `completeTransition(true)` was called.
        var finished: Bool
        /// True when `completeTransition`'s argument is what the release decided.
        var agrees: Bool
        /// What disagrees, when something does.
        var problem: String
    }

    /// Drives one operation with a scripted gesture; returns how it ended.
    func gesture(scene: ReferenceScene, clock: ManualClock, operation: ReferenceOperation, waypoints: [(Double, Double)]) -> Outcome {
        let interactor = UIPercentDrivenInteractiveTransition()
        let start = clock.now
        guard let context = scene.perform(operation, interactor: interactor) else {
            print("\(operation.rawValue): refused by the presenter")
            return Outcome(finished: false, agrees: false, problem: "refused by the presenter")
        }
        let tracked: UIView = scene.presented.view
        print("\(scene.operationName(operation)) (\(operation.rawValue)), duration \(formatNumber(interactor.duration)) s, \(interactor.driveMode) drive")
        print("     t (s)  phase        percent  \(tracked.name) frame (presentation)  alpha")
        var frame = 0
        let link = CADisplayLink(clock: clock, framesPerSecond: rate) { _ in
            frame += 1
            guard frame % every == 0 || context.phase == .completed else { return }
            let state = tracked.layer.presentationState()
            let phase = context.phase == .completed ? "completed" : (context.isInteractive ? "interactive" : "completing")
            print("  \(pad(formatNumber(clock.now - start), 8))  \(pad(phase, 11))  \(pad(formatNumber(context.percentComplete), 7))  \(pad(state.frame.formatted, 30))  \(formatNumber(state.opacity))")
        }
        let samples = Self.script(waypoints)
        for (t, p) in samples {
            clock.advance(to: start + t)
            interactor.update(p)
        }
        let released = interactor.percentComplete
        let finishing = released >= 0.5
        print("  release at \(formatNumber(released * 100)) %: \(finishing ? "finish" : "cancel") (threshold 0.5, Apple's sample rule)")
        if finishing { interactor.finish() } else { interactor.cancel() }
        let releaseTime = clock.now
        var waited = 0.0
        while context.phase != .completed, waited < 5 {
            clock.advance(by: 1.0 / Double(rate))
            waited += 1.0 / Double(rate)
        }
        link.invalidate()
        clock.advance(by: 0.1)
        let argument = context.events.compactMap { e -> Bool? in
            if case let .complete(value, accepted, _) = e.kind, accepted { return value }
            return nil
        }.first
        print("  completed \(formatNumber(clock.now - 0.1 - releaseTime)) s after release; completeTransition(\(argument.map(String.init) ?? "never called")); transitionWasCancelled \(context.transitionWasCancelled)")
        let problem: String
        switch argument {
        case nil: problem = "completeTransition was never called after the \(finishing ? "finish" : "cancel")"
        case true? where !finishing: problem = "completeTransition(true) after a cancel: the transition the user cancelled was committed (glide check: invariant 2)"
        case false? where finishing: problem = "completeTransition(false) after a finish: the transition the user finished was rolled back"
        default: problem = ""
        }
        if !problem.isEmpty { print("  WRONG: \(problem)") }
        return Outcome(finished: argument == true, agrees: problem.isEmpty, problem: problem)
    }

    /// Every view in the window with its superview, frame, alpha and transform, for before/after comparison.
    func hierarchy(_ window: UIWindow) -> [String] {
        window.allViewsInTree.map { v in
            "\(v.name) in \(v.superview?.name ?? "-") frame \(v.frame.formatted) alpha \(formatNumber(v.alpha))\(v.transform3D.isIdentity ? "" : " transformed")"
        }
    }


    func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
}
