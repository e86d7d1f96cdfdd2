import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCatalog
import GlideExamples
import GlideInteraction
import GlideInput
import GlideReports
import GlideUIKitCore

/// `glide replay TRACE --transition NAME`: a recorded gesture drives a reference transition.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Drive a reference transition with a recorded gesture, on a manual clock.",
        discussion: """
            The trace goes through the same path as a live device: frames, gesture recognition, \
            the interaction driver and a percent-driven interactive transition. The trace's own \
            timestamps are the clock, with display frames stepped in between, so every replay of \
            a trace gives the same result (and, with --json, the same bytes).

            Which gesture drives: on a touchpad a horizontal three-finger swipe (fingers moving \
            left present, right dismiss); on a touchscreen an edge swipe (from the right edge \
            presents, from the left edge dismisses). Change it with --binding KIND:FINGERS:FORWARD, \
            e.g. `--binding swipe:4:up` or `--binding scroll:2:left`.

            Percent = translation along the axis / distance: --distance millimetres on a touchpad \
            (40 by default), the screen's width on a touchscreen.

            End policies (--policy), decided when the fingers lift:
              threshold       finish iff percent ≥ 0.5 (Apple's sample); threshold(0.3) for another value
              uikitPop        UIKit's pop, on the recognizer's velocity: finish iff p (+ v·D, or + v·t/2 for a slowing finger) > min(187.5/W, 0.5)
              adwaita         GNOME: slow releases go to the nearer end, flicks one step their way
            A gesture interrupted (a finger added or lifted, lost events, the device gone) always \
            cancels.

            --handlers plays the trace into the scene's window instead, where the scene's own \
            gesture handlers decide, as in an app: a touchscreen maps onto the window, a touchpad \
            acts as an iPad trackpad (one finger moves the pointer, click-and-drag pans, two-finger \
            scrolls reach pans that allow scrolling, pinches reach pinch recognizers). The card \
            expands with a pan over its list and closes with a pinch (--start presented to start with \
            it open), the menu opens with a pan from the left edge, the half sheet closes with a \
            pan down. --binding and --policy are the fixed-rule driver's, for animators without \
            a handler (the flip).

            --start presented begins with the transition's destination on screen, so a recorded \
            back gesture dismisses it.

            Exit status: 0; 1 when the input cannot be read or a transition's completeTransition \
            contradicts its decision (marked WRONG); 2 on a usage error.

            Examples:
              glide replay Traces/touchpad-3f-swipe-left-70-back-20.evemu --transition card
              glide replay MY-RECORDING.evemu --transition card --handlers   (a recording of your own: glide record)
              glide replay Traces/touchpad-3f-flick-left-20.evemu --transition flip --policy uikitPop
              glide replay TRACE --transition menu --json timeline.json --csv frames.csv
              glide replay TRACE --transition card --speed realtime
            """
    )

    @Argument(help: ArgumentHelp("An evemu or libinput-record trace, or - for standard input.", valueName: "trace"))
    var trace: String

    @OptionGroup var interaction: InteractionOptions

    @Option(help: "realtime paces the output to the trace's timing; max runs as fast as it can.")
    var speed: ReplaySpeed = .max

    @Option(help: ArgumentHelp("Write the whole timeline as JSON (- for standard output).", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Write the display frames as CSV: t, percent, phase, then each view's frame and alpha.", valueName: "file"))
    var csv: String?

    @Option(parsing: .unconditional, help: "Display frames per second (1 to 480).")
    var rate = 120

    @Option(help: ArgumentHelp(
        "What is on screen when the replay starts: nothing (the transition's source) or presented (its destination, so a recorded dismissal drives a dismissal).",
        valueName: "state"))
    var start: ReplayStart = .nothing

    @Option(help: ArgumentHelp("Write a self-contained HTML report: the screen, the fingers and the percent, with a scrubber.", valueName: "file"))
    var html: String?

    @Flag(help: "Play the trace into the scene's window: its own gesture handlers decide (no binding or policy).")
    var handlers = false

    func validate() throws {
        try DisplayRate.validate(rate)
        try interaction.refuseFixedRule(with: handlers)
        if handlers, json != nil || csv != nil {
            throw ValidationError("--json and --csv write the fixed-rule driver's timeline; with --handlers, --html draws what the handlers did.")
        }
    }

    func run() throws {
        if handlers {
            let reference = interaction.reference
            let replay = TouchReplay(path: trace)
            let text: String = MainActor.assumeIsolated { runWithHandlers(replay, reference) }
            print(text)
            return
        }
        let configuration = interaction.configuration
        let reference = interaction.reference
        let source: any TraceEventSource
        do {
            source = try TraceReader.open(path: trace)
        } catch {
            fail("\(error)")
        }
        if let problem = interaction.bindingProblem(for: source.device.kind) { voice.usageError(problem) }
        let timeline: ReplayTimeline = MainActor.assumeIsolated {
            let clock = ManualClock().makeCurrent()
            let scene = reference.makeScene(clock: clock)
            if start == .presented {
                // The destination on screen, as a finished presentation leaves it (not animated, so
                // at time 0): the recording's back gesture then dismisses it.
                scene.present(animated: false)
                guard scene.isPresented else { fail("\(reference.rawValue): the presenter refused to present \(scene.presented.name)") }
            }
            var options = ReplaySession.Options()
            options.displayRate = rate
            options.recordsTimeline = json != nil || csv != nil || html != nil
            options.traceName = trace
            options.transitionName = reference.rawValue
            let session = ReplaySession(source: source, target: scene, clock: clock, configuration: configuration, options: options)
            if speed == .realtime {
                let pacer = RealtimePacer()
                session.pace = { pacer.wait(until: $0) }
                let bar = PercentBar()
                session.onRecord = { record in bar.print(record) }
                session.onDisplayFrame = { frame in bar.show(frame) }
            }
            let screens = html.map { _ in ReplayScreenRecorder(session: session, root: scene.window) }
            do {
                let timeline = try session.run()
                if let html, let screens { writeHTMLReport(screens, timeline, reference, to: html) }
                return timeline
            } catch {
                fail("\(error)")
            }
        }
        var report = ReplayReport.text(timeline, scene: reference, startedPresented: start == .presented)
        if reference.example != .flip, !timeline.summary.transitions.isEmpty {
            // The scene has gesture handlers of its own; say that they did not decide.
            report += "\n  decided by the fixed rule (binding \(timeline.binding), policy \(timeline.policy)), not by \(reference.example.rawValue)'s own "
                + "gesture handlers: --handlers plays the trace into the window, where they decide"
        }
        // With the timeline on standard output, the summary goes to standard error.
        if json == "-" || csv == "-" { printError(report) } else { print(report) }
        if let json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            writeOutput(try encoder.encode(timeline) + Data("\n".utf8), to: json)
        }
        if let csv { writeOutput(Data(timeline.displayFramesCSV().utf8), to: csv) }
        // A transition that completed against its decision is a failed check, not a result.
        let wrong = ReplayReport.contradictions(timeline)
        if !wrong.isEmpty {
            for line in wrong { printError(voice.errorLine(line)) }
            throw ExitCode(1)
        }
    }

}

/// What is on screen when a replay starts.
enum ReplayStart: String, ExpressibleByArgument, CaseIterable {
    /// Nothing presented: the transition's source (forward gestures present).
    case nothing
    /// The transition's destination presented (or pushed): back gestures dismiss.
    case presented
}

/// How fast a replay runs.
enum ReplaySpeed: String, ExpressibleByArgument, CaseIterable {
    /// At the trace's own pace.
    case realtime
    /// As fast as possible.
    case max
}
