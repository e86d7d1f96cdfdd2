import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCatalog
import GlideExamples
import GlideGestureRecognition
import GlideInteraction
import GlideEvdev
import GlideInput
import GlideUIKitCore

/// `glide live [DEVICE] --transition NAME`: a physical touchpad or touchscreen drives a reference transition.
struct Live: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "live",  // spelled out: deriving it from the type's name costs a runtime type scan at every start
        abstract: "Drive a reference transition from a touchpad or touchscreen, in real time.",
        discussion: """
            Swipe with three fingers on a touchpad (left presents, right dismisses) or from a \
            screen edge on a touchscreen (right edge presents, left edge dismisses), transition \
            after transition, until Ctrl-C. The terminal shows the percent as a bar, the gesture \
            and its finger count, and the decision when the fingers lift. --binding, --distance \
            and --policy work as in 'glide replay'.

            DEVICE is an event node (/dev/input/event5); without it Glide takes the first \
            touchpad, or else the first touchscreen, that 'glide devices' lists. Reading input \
            devices needs the 'input' group, not root:

              sudo usermod -aG input $USER      # then log out and in again

            --lines prints one plain line per event instead of the live view, for scripts:
              device /dev/input/event5 "SynPS/2 Synaptics TouchPad" touchpad
              gesture began swipe fingers=3 t=12.304
              began forward t=12.304 fingers=3 mode=classic duration=0.5
              update 0.1234 t=12.312
              finish percent=0.6120 velocity=+1.52 t=12.801 reason="threshold: percent 0.612 ≥ threshold 0.5"
              completed true t=12.951 state="card presented"
            --stats prints, at exit, the time from libevdev handing over a SYN_REPORT to the \
            percent being applied (p50, p99, max).

            To try it without a touchpad, play a recording into a virtual device in another terminal:
              glide play Traces/touchpad-3f-swipe-left-70-back-20.evemu
            or let Glide play a gesture script (as 'glide synth' reads it) or a recording as if \
            a device sent it, in real time:
              glide live --synth 'down 3; move left 70% 600ms; lift'
              glide live --trace Traces/touchpad-3f-swipe-left-70-back-20.evemu

            THE LIVE PAGE
            --serve also shows the transition on a web page, beside the terminal view: the \
            screen as the user would see it, the fingers on the touch surface, the percent and \
            the decisions, pushed over a WebSocket as they happen. The page is served on \
            127.0.0.1 only (this machine); --host serves it on another address, with a \
            warning: anyone who can reach that address can watch. With --synth or --trace the \
            gesture plays when the first page connects:
              glide live --serve --synth 'down 3; move left 70% 600ms; lift'
              # then open http://127.0.0.1:8017/ in a browser
            --stats adds the time from each frame to the page's acknowledgement arriving back.
            """
    )

    @Argument(help: ArgumentHelp("The event node; the first touchpad or touchscreen when omitted.", valueName: "device"))
    var device: String?

    @OptionGroup var interaction: InteractionOptions

    @Flag(help: "Print one plain line per event instead of the live view.")
    var lines = false

    @Flag(help: "Print latency figures at exit.")
    var stats = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Exit after this many completed transitions (1 to 1000000).", valueName: "n"))
    var count: Int?

    @Flag(help: "Grab the device so that nothing else (the desktop) sees its events meanwhile.")
    var grab = false

    @Option(parsing: .unconditional, help: "Display frames per second (1 to 480).")
    var rate = 60

    @Flag(help: "Play the input into the scene's window: its own gesture handlers decide (see 'glide replay --help'); --synth then plays on the synthetic touchscreen.")
    var handlers = false

    @Option(help: ArgumentHelp("Play this gesture script ('glide synth' explains the language; @FILE reads a file) on a synthetic touchpad in real time, instead of reading a device.", valueName: "script"))
    var synth: String?

    @Option(help: ArgumentHelp("Play this recording (evemu or libinput record) in real time, instead of reading a device.", valueName: "trace"))
    var trace: String?

    @Flag(help: "Also show the transition on a live web page (see THE LIVE PAGE).")
    var serve = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The live page's port, 0 (any free port) to 65535.", valueName: "n"))
    var port: UInt16 = 8017

    @Option(help: ArgumentHelp("Serve the live page on this address instead of 127.0.0.1 (0.0.0.0: every interface); warns, since anyone who can reach it can watch.", valueName: "address"))
    var host: String?

    func validate() throws {
        try DisplayRate.validate(rate)
        if let count { try OptionRange.check(count, in: 1...1_000_000, "--count") }
        if [device != nil, synth != nil, trace != nil].filter({ $0 }).count > 1 {
            throw ValidationError("Give one of DEVICE, --synth and --trace.")
        }
        if !serve && host != nil { throw ValidationError("--host needs --serve.") }
        try interaction.refuseFixedRule(with: handlers)
        if let host, !Self.isAddress(host) {
            throw ValidationError("--host \(host.escapingNonPrintable): expected a numeric IPv4 or IPv6 address of this machine, such as 0.0.0.0 (every interface) or 192.168.1.20")
        }
        #if !GLIDE_LIVE_PAGE
        if serve { throw ValidationError("this glide was built without the live page (GLIDE_NO_LIVE_PAGE was set when it was built).") }
        #endif
    }

    /// Whether `host` is a numeric IPv4 or IPv6 address (`inet_pton`): names are not resolved.
    static func isAddress(_ host: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    }

    func run() throws {
        if handlers { return runWithHandlers() }
        let configuration = interaction.configuration
        let reference = interaction.reference
        let outcome: (end: LiveSession.End, statistics: String, path: String, kind: DeviceKind)? = MainActor.assumeIsolated {
            let (source, path, paced) = openSource()
            if let problem = interaction.bindingProblem(for: source.device.kind) { voice.usageError(problem) }
            StopSignal.install()
            let page = makeCompanion(title: "glide live — \(reference.rawValue)")
            defer { page?.stop() }
            let clock = MonotonicClock().makeCurrent()
            let scene = reference.makeScene(clock: clock)
            let session = LiveSession(source: source, target: scene, clock: clock, configuration: configuration, displayRate: rate)
            session.shouldStop = { StopSignal.requested }
            let view = LiveView(plain: lines, scene: scene)
            if let page, !page.attach(scene: scene, device: source.device, paced: paced) { return nil }
            view.start(path: path, device: source.device, binding: session.pipeline.driver.binding, policy: configuration.policy)
            session.pipeline.onGesture = { view.gesture($0); page?.gesture($0) }
            if let page { session.pipeline.onFrame = { page.touch($0) } }
            session.onDisplayFrame = { view.frame(percent: $0, phase: $1); page?.display(percent: $0, phase: $1, at: clock.nowNanoseconds) }
            do {
                let end = try session.run(transitionLimit: count) { view.record($0); page?.record($0) }
                view.finish(end)
                var figures = Self.statistics(session)
                if let more = page?.finish(scene: scene) { figures += "\n" + more }
                return (end, figures, path, source.device.kind)
            } catch {
                fail("\(error)")
            }
        }
        guard let outcome else { return }
        if stats { printError(outcome.statistics) }
        if outcome.end == .deviceRemoved {
            printError(voice.errorLine("\(outcome.path) went away\(outcome.kind == .other ? "" : "; a transition in flight was cancelled")."))
            throw ExitCode(1)
        }
    }

    /// The live page when `--serve` was given (and the build has it), else nil: the terminal view alone.
    @MainActor func makeCompanion(title: String) -> (any LiveCompanion)? {
        #if GLIDE_LIVE_PAGE
        if serve { return LivePageCompanion(server: startServer(title: title), title: title) }
        #endif
        return nil
    }

    /// `--handlers`: the touches go into the scene's window; its gesture handlers decide (a
    /// `--synth` script is then played on the synthetic touchscreen: a touchpad's three-finger
    /// swipe is iPadOS's own gesture and never reaches an app).
    func runWithHandlers() {
        let reference = interaction.reference
        let outcome: (end: LiveSession.End, statistics: String, path: String)? = MainActor.assumeIsolated {
            let (source, path, paced) = openSource()
            StopSignal.install()
            let page = makeCompanion(title: "glide live — \(reference.rawValue), its own handlers")
            defer { page?.stop() }
            let clock = MonotonicClock().makeCurrent()
            let scene = reference.makeScene(clock: clock)
            let session = LiveSession(source: source, window: scene.window, clock: clock, displayRate: rate)
            session.shouldStop = { StopSignal.requested }
            if let page, !page.attach(scene: scene, device: source.device, paced: paced) { return nil }
            emit("device \(path) \"\(source.device.name)\" \(source.device.kind.rawValue); handlers: \(SceneHandlerReplay.handlers(of: reference.example))")
            session.onHandlerTransitionEvent = { context, event in
                if let line = SceneHandlerReplay.line(for: event, of: context, scene: scene) {
                    emit(line)
                    if !line.hasPrefix("update ") { page?.note(line) }
                }
            }
            if let page {
                session.pipeline.onFrame = { page.touch($0) }
                session.onDisplayFrame = { page.display(percent: $0, phase: $1, at: clock.nowNanoseconds) }
            }
            do {
                let end = try session.run(transitionLimit: count)
                var figures = Self.statistics(session)
                if let more = page?.finish(scene: scene) { figures += "\n" + more }
                return (end, figures, path)
            } catch {
                fail("\(error)")
            }
        }
        guard let outcome else { return }
        if stats { printError(outcome.statistics) }
        if outcome.end == .deviceRemoved {
            printError(voice.errorLine("\(outcome.path) went away; touches down were cancelled."))
            Foundation.exit(1)
        }
    }

    /// A line on standard output at once (a script reading it waits for it; stdio would hold it back).
    private func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The events' source: a device, or a script or recording paced on the monotonic clock.
    func openSource() -> (source: any LiveInputSource, path: String, paced: PacedEventSource?) {
        if let synth {
            let text: String, name: String
            if synth.hasPrefix("@") {
                name = String(synth.dropFirst())
                guard let data = FileManager.default.contents(atPath: name) else {
                    fail("cannot read the script \(name): \(String(cString: strerror(errno)))")
                }
                text = String(decoding: data, as: UTF8.self)
            } else {
                (text, name) = (synth, "<script>")
            }
            let explain = { (error: GestureScriptError) -> Never in
                fail(Synth.explain(error, in: text))
            }
            let script: GestureScript
            do { script = try GestureScript(text, name: name) } catch { explain(error) }
            let device = SyntheticDevice.preset(named: handlers ? "touchscreen" : "touchpad")!
            let synthesizer: GestureSynthesizer
            do { synthesizer = try GestureSynthesizer(device: device) } catch { fail("\(error)") }
            let events: [InputEvent]
            do { events = try synthesizer.events(for: script) } catch { explain(error) }
            let vanishes = script.steps.last.map { if case .vanish = $0.action { return true } else { return false } } ?? false
            let paced = PacedEventSource(device: device, events: events, endsWithRemoval: vanishes)
            return (paced, "synthesized \(handlers ? "touchscreen" : "touchpad")", paced)
        }
        if let trace {
            do {
                let reader = try TraceReader.open(path: trace)
                var events: [InputEvent] = []
                while let e = try reader.nextEvent() { events.append(e) }
                let paced = PacedEventSource(device: reader.device, events: events, endsWithRemoval: reader.end == .deviceRemoved)
                return (paced, trace, paced)
            } catch {
                fail("\(error)")
            }
        }
        let path = device ?? Self.pickDevice()
        do {
            return (try EvdevDevice(path: path, grab: grab), path, nil)
        } catch {
            fail("\(error)")
        }
    }

    /// The first touchpad, else the first touchscreen; a clear sentence when there is none.
    static func pickDevice() -> String {
        let result = DeviceDiscovery.scan()
        let touch = result.touchDevices
        if let pad = touch.first(where: { $0.kind == .touchpad }) ?? touch.first, let node = pad.node { return node }
        let why = Devices.explanation(result, shownCount: 0, all: false)
            ?? "No touchpad or touchscreen found."
        fail(why + "\nTo drive a transition without one, replay a recording: glide replay Traces/touchpad-3f-swipe-left-70-back-20.evemu")
    }

    /// Latency figures for `--stats`.
    @MainActor
    static func statistics(_ session: LiveSession) -> String {
        func us(_ ns: Int64?) -> String { ns.map { String(format: "%.1f µs", Double($0) / 1000) } ?? "–" }
        let a = session.applyLatency, k = session.kernelLatency
        return """
            glide live: \(session.eventCount) events, \(session.frameCount) frames, \(a.count) frames moved a transition
              SYN_REPORT handed over → percent applied:  p50 \(us(a.percentile(0.5)))  p99 \(us(a.percentile(0.99)))  max \(us(a.maximum))
              kernel timestamp → percent applied:         p50 \(us(k.percentile(0.5)))  p99 \(us(k.percentile(0.99)))  max \(us(k.maximum))
            """
    }
}

/// What runs beside the terminal view during `glide live` (the live page, in builds that have it):
/// it sees what the view sees, and may hold the session back until it has an audience.
@MainActor
protocol LiveCompanion: AnyObject {
    /// Called once the scene exists, before the session runs; false when the user stopped it while
    /// it waited (a played gesture waits for a page to connect and draw).
    func attach(scene: ReferenceScene, device: DeviceDescription, paced: PacedEventSource?) -> Bool
    func gesture(_ event: GestureEvent)
    func touch(_ frame: TouchFrame)
    func display(percent: Double, phase: String, at nanoseconds: Int64)
    func record(_ record: DriverRecord)
    /// A line for the page's log (what a gesture handler did).
    func note(_ text: String)
    /// The session ended: its last word to the page, and the page's figures for `--stats`.
    func finish(scene: ReferenceScene) -> String
    func stop()
}
