import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideCheckTraces
import GlideExamples

/// `glide check --animator NAME`: the cancellation matrix, traces and random sequences against the 41 invariants.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Check that a transition cleans up on every path: finished, cancelled, interrupted, grabbed again.",
        discussion: """
            Runs the transition through the scenario matrix (present and dismiss, or push and pop: \
            non-interactive, not animated, interactive finish and cancel released at p = 0, 0.01, 0.1, \
            0.25, 0.49, 0.5, 0.51, 0.75, 0.99 and 1, cancel then grab again, updates, finishes and \
            cancels before the start and after the end, a gesture cancelled by the system, completion \
            speeds 0.5, 1, 2, 0 and -1), through every trace given (each gesture replayed through the \
            gesture recognizer and the interaction driver), and through seeded random sequences of \
            update, finish, cancel, pause and wait. A recorder watches every call on the context, the \
            interactor, the animator, the presentation controller and the coordinator, and snapshots \
            the view hierarchy and the view controllers before and after; \(InvariantCatalog.all.count) invariants (UIKit's \
            rules and the bugs real apps ship, B1 to B14, and layer timing put back; docs/uikit-rules.md \
            gives each one's source) are checked on every transition.

            Each failing invariant is listed once, with its evidence (the call, the time, the view, \
            the property before and after) and the smallest scenario that shows it. Flows come after: \
            several user actions in a row on one scene (present and dismiss repeated; a gesture on \
            the shown screen, then buttons; a button pressed during a drag), each state the scene comes \
            back to compared with the first time it was there (view controllers, views in the window, \
            recognizers' isEnabled); a flow that differs or leaves a transition hanging fails, shrunk. A failing random \
            sequence is shrunk to a minimal one and printed as a Swift test you can paste: it \
            imports GlideCheck, GlideCatalog (the transitions below) and GlideCatalogCheck (them as \
            check subjects), library products of Glide's package, so a test target that depends on them builds it.

            With --trace, the report says per trace what it did: the transitions it began through \
            Glide's gesture driver (which binds its first swipe, edge swipe, scroll or drag), the \
            recognizers of the transition's own handlers its touches reached (which recognizer, on \
            which view), or why it exercised nothing (no touch reached the window; its first touch \
            landed where no recognizer is; an edge pan's touch did not start at its edge). Traces of \
            which none began a transition checked nothing, whatever else ran.

            Exit status: 0 when every invariant holds and every flow comes back, 1 when any fails, 2 on a usage error or when \
            nothing would be checked (no scenario: --no-matrix with --runs 0, a folder without traces; \
            or traces of which none began a transition, named on one line).

            Transitions (--animator): \(ReferenceTransition.allCases.map(\.name).joined(separator: ", ")). \
            The -buggy forms are the same transitions as commonly written, each with one cancellation bug; \
            the -handler-buggy forms' gesture handlers forget .cancelled and .failed, which the flows \
            show (their touch scripts include the system cancelling a gesture, on either screen) and \
            traces: with --trace, every recording is also played into the transition's window, as \
            recorded and with the system cancelling the touches once a gesture began, and the \
            transition's own handlers decide (a transition they leave unanswered breaks invariant 27).

            Examples:
              glide check --animator card
              glide check --animator menu-buggy --seed 7 --runs 500
              glide check --animator flip --trace Traces/ --junit check.xml
              glide check --animator half-sheet-handler-buggy --trace MY-RECORDINGS/ --no-matrix --runs 0
              glide check --animator half-sheet-buggy --json - | jq '.invariants[] | select(.failingScenarios > 0)'
              glide check --list
              glide check --package ~/MyApp                  (checks what ~/MyApp/\(Check.manifestName) lists)

            Your own package (--package): a manifest, \(Check.manifestName) at the package's root, names \
            the module that holds your view controllers and the transitions to check, one per line; \
            each type is made with init(), or by a call of your module's own (makeViewer(), called anew \
            each time), and your delegates and gesture handlers run as in the app:
              import MyTransitions
              present DetailViewController from HomeViewController
              present SheetViewController from HomeViewController with SheetTransitioningDelegate
              push PhotoViewController onto GalleryViewController with ZoomNavigationDelegate
              push makeViewer() onto makeGallery()
              tabs MainTabBarController
            The module must be in a library product of the package (the checks are built beside it, \
            as a package of their own, in .build/glide-check; a debug build, so internal types are seen).
            """
    )

    @Option(help: ArgumentHelp("The transition to check (see the list above).", valueName: "name"))
    var animator: String?

    @Option(help: ArgumentHelp("A Swift package of your own whose transitions to check, as \(Check.manifestName) at its root lists them.", valueName: "folder"))
    var package: String?

    @Option(help: ArgumentHelp("With --package: the manifest to read instead of \(Check.manifestName).", valueName: "file"))
    var manifest: String?

    @Option(help: ArgumentHelp("With --package: the build folder of the checks (swift build's --scratch-path); the scratch package's own by default.", valueName: "folder"))
    var scratchPath: String?

    @Option(name: .customLong("trace"), help: ArgumentHelp("A trace file or a folder of traces to replay through the transition (repeatable).", valueName: "path"))
    var traces: [String] = []

    @Option(parsing: .unconditional, help: "The seed of the random sequences, 0 to 2^64 - 1 (the same seed gives the same sequences).", transform: OptionRange.seed)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How many random sequences to run, 0 (none) to 100000.")
    var runs = 100

    @Option(parsing: .unconditional, help: "Steps per random sequence, 1 to 10000.")
    var steps = 50

    @Option(name: .customLong("style"), help: ArgumentHelp(
        "A presentation style to check in (repeatable): fullScreen, currentContext, custom, overFullScreen, overCurrentContext, or all. The transition's own style by default.",
        valueName: "style"))
    var styles: [String] = []

    @Option(name: .customLong("invariant"), help: ArgumentHelp("Check only this invariant, by number or name (repeatable).", valueName: "id"))
    var only: [String] = []

    @Flag(help: "Skip the scenario matrix and the flows (traces and random sequences only).")
    var noMatrix = false

    @Flag(help: "Skip the flows (several user actions in a row on one screen, each state compared with the first time).")
    var noFlows = false

    @Flag(help: "Skip the touch scripts played into the app's own gesture recognizers (an app that traps in one stops the whole check; this checks the rest).")
    var noTouches = false

    @Option(help: ArgumentHelp("Write JUnit XML here (- for standard output).", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write the whole report as JSON here (- for standard output).", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Write an HTML report here: each failure's screens before and after, outlined, or the scenarios' final screens.", valueName: "file"))
    var html: String?

    @Flag(name: .shortAndLong, help: "List the invariants that hold too.")
    var verbose = false

    @Flag(help: "List the invariants and the transitions, then exit.")
    var list = false

    func validate() throws {
        if list { return }
        if package != nil {
            if animator != nil { throw ValidationError("--package and --animator cannot go together: one checks your package's transitions, the other Glide's own") }
            for (given, option) in [(!traces.isEmpty, "--trace"), (!styles.isEmpty, "--style"), (html != nil, "--html")] where given {
                throw ValidationError("--package does not take \(option) (the checks run as the manifest lists them)")
            }
        } else {
            for (given, option) in [(manifest != nil, "--manifest"), (scratchPath != nil, "--scratch-path")] where given {
                throw ValidationError("\(option) goes with --package")
            }
        }
        try OptionRange.check(runs, in: OptionRange.checkRuns, "--runs")
        try OptionRange.check(steps, in: OptionRange.checkSteps, "--steps")
        for id in only where InvariantCatalog.invariant(named: id) == nil {
            throw ValidationError("no invariant '\(id)'; numbers 1 to \(InvariantCatalog.all.count) or names as `glide check --list` prints them")
        }
        if [junit, json].filter({ $0 == "-" }).count > 1 { throw ValidationError("only one of --junit and --json can go to standard output") }
        if package != nil { return }
        guard let animator else { throw ValidationError("--animator or --package is required (--animator one of: \(Self.names))") }
        guard ReferenceTransition(rawValue: animator) != nil else {
            throw ValidationError(unknownName("transition", animator, in: ReferenceTransition.allCases.map(\.name)))
        }
        for style in styles where style != "all" && CheckStyle(rawValue: style) == nil {
            let names = ["fullScreen", "currentContext", "custom", "overFullScreen", "overCurrentContext", "all"]
            throw ValidationError(unknownName("style", style, in: names))
        }
        for container in ["navigation", "tabBar"] where styles.contains(container) {
            throw ValidationError("the reference transitions are modal: --style \(container) does not apply")
        }
        // A check of nothing is not a pass.
        if noMatrix, runs == 0, traces.isEmpty {
            throw ValidationError("nothing to check: --no-matrix and --runs 0 leave no scenario; drop --no-matrix, give --runs N or a --trace")
        }
        for path in traces {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let found = FileManager.default.enumerator(atPath: path)?.allObjects.contains {
                guard let name = $0 as? String else { return false }
                return [".evemu", ".yml", ".yaml"].contains { name.hasSuffix($0) }
            } ?? false
            if !found { throw ValidationError("--trace \(path): the folder holds no traces (*.evemu, *.yml, *.yaml): nothing to check") }
        }
    }

    /// The kind of build this `glide` is (the time a check takes depends on it).
    static var buildKind: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    static var names: String { ReferenceTransition.allCases.map(\.name).joined(separator: ", ") }

    func run() throws {
        if list {
            print(Self.listing)
            return
        }
        if let package { return try runPackage(package) }
        let report: CheckReport
        // On a terminal, a bar while the scenarios run; nothing when the output goes to a file or a pipe.
        let bar = ProgressBar(label: "glide check \(animator!)")
        let started = ContinuousClock.now
        do {
            report = try MainActor.assumeIsolated {
                var check = makeCheck()
                check.progress = { done, total in bar.update(done, of: total) }
                defer { bar.finish() }
                return try check.runNow()
            }
        } catch let error as TraceCheckError {
            // A trace that cannot be read is an input error (2), not a failing invariant (1).
            fail("\(error)", status: 2)
        }
        let toStdout = junit == "-" || json == "-"
        if let junit { writeOutput(Data(report.junitXML().utf8), to: junit) }
        if let json { writeOutput(try report.json() + Data("\n".utf8), to: json) }
        if let html { writeHTMLReport(report, to: html) }
        let elapsed = (ContinuousClock.now - started).components
        let text = report.text(verbose: verbose)
        if toStdout { printError(text) } else { print(text) }
        // What was explored and how long it took; when the traces checked nothing, the error line below is the one line.
        if report.tracesMissed == nil {
            printError(report.explorationLine(seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, build: Self.buildKind))
        }
        // Traces that began no transition checked nothing: like a check of no scenario, that is 2, with
        // what they missed on one line (the report above has it per trace). A failing invariant is 1.
        if let missed = report.tracesMissed { printError(voice.errorLine("nothing was checked by the traces: \(missed)")) }
        if !report.failedInvariants.isEmpty || !report.errors.isEmpty || !report.flowFailures.isEmpty { throw ExitCode(1) }
        if report.tracesMissed != nil { throw ExitCode(2) }
    }

    @MainActor
    func makeCheck() -> TransitionCheck {
        let transition = ReferenceTransition(rawValue: animator!)!
        let chosen: [CheckStyle]? = styles.isEmpty ? nil
            : styles.contains("all") ? CheckStyle.modalStyles : styles.compactMap(CheckStyle.init(rawValue:))
        let ids = only.isEmpty ? InvariantCatalog.all.map(\.id) : only.compactMap { InvariantCatalog.invariant(named: $0)?.id }
        var options = TransitionCheck.Options(matrix: !noMatrix, traces: traces, seed: seed, runs: runs, steps: steps, invariants: ids)
        // Flows are not invariants: --invariant checks only the ones named.
        options.flows = !noMatrix && !noFlows && only.isEmpty
        options.touches = !noTouches
        var check = TransitionCheck(subject: transition.checkSubject(styles: chosen), options: options)
        let styleArgument = chosen.map { "styles: [" + $0.map { ".\($0)" }.joined(separator: ", ") + "]" } ?? ""
        check.recipe = .subjectExpression("ReferenceTransition.\(String(describing: transition)).checkSubject(\(styleArgument))", imports: ["GlideCatalog", "GlideCatalogCheck"])
        return check
    }


    static var listing: String {
        var lines = ["Invariants (docs/uikit-rules.md: each rule with its source; B1 to B14 are the bugs real apps ship, listed there):"]
        for invariant in InvariantCatalog.all {
            let reports = invariant.reports.isEmpty ? "" : " [\(invariant.reports.joined(separator: ", "))]"
            lines.append(String(format: "  %2d %@: %@%@", invariant.id, invariant.name, invariant.summary, reports))
        }
        lines.append("")
        lines.append("Transitions:")
        for transition in ReferenceTransition.allCases {
            lines.append("  \(transition.name.padding(toLength: 26, withPad: " ", startingAt: 0))\(transition.bugDescription.map { "buggy: " + $0 } ?? transition.summary)")
        }
        return lines.joined(separator: "\n")
    }
}
