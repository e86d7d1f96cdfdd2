import ArgumentParser
import Foundation
import GlideCatalog
import GlideExamples
import GlideGestures
import GlideInput
import GlideTransitions

/// `glide live [DEVICE] --transition NAME`: a physical touchpad or touchscreen drives a reference transition.
struct Live: ParsableCommand {
    static let configuration = CommandConfiguration(
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
            """
    )

    @Argument(help: ArgumentHelp("The event node; the first touchpad or touchscreen when omitted.", valueName: "device"))
    var device: String?

    @OptionGroup var interaction: InteractionOptions

    @Flag(help: "Print one plain line per event instead of the live view.")
    var lines = false

    @Flag(help: "Print latency figures at exit.")
    var stats = false

    @Option(help: ArgumentHelp("Exit after this many completed transitions.", valueName: "n"))
    var count: Int?

    @Flag(help: "Grab the device so that nothing else (the desktop) sees its events meanwhile.")
    var grab = false

    @Flag(help: "Play the device into the scene's window: its own gesture handlers decide (see 'glide replay --help').")
    var handlers = false

    @Option(help: "Display frames per second.")
    var rate = 60

    func validate() throws {
        try DisplayRate.validate(rate)
    }

    func run() throws {
        if handlers { return runWithHandlers() }
        let configuration = interaction.configuration
        let path = device ?? Self.pickDevice()
        let source: EvdevDevice
        do {
            source = try EvdevDevice(path: path, grab: grab)
        } catch {
            fail("\(error)")
        }
        if let problem = interaction.bindingProblem(for: source.device.kind) { CommandVoice.usageError(problem) }
        StopSignal.install()
        let reference = interaction.reference
        let kind = source.device.kind
        let (end, statistics): (LiveSession.End, String) = MainActor.assumeIsolated {
            let clock = MonotonicClock()
            Clocks.current = clock
            let scene = reference.makeScene(clock: clock)
            let session = LiveSession(source: source, target: scene, clock: clock, configuration: configuration, displayRate: rate)
            session.shouldStop = { StopSignal.requested }
            let view = LiveView(plain: lines, scene: scene)
            view.start(path: path, device: source.device, binding: session.pipeline.driver.binding, policy: configuration.policy)
            session.pipeline.onGesture = { view.gesture($0) }
            session.onDisplayFrame = { view.frame(percent: $0, phase: $1) }
            do {
                let end = try session.run(transitionLimit: count) { view.record($0) }
                view.finish(end)
                return (end, Self.statistics(session))
            } catch {
                fail("\(error)")
            }
        }
        if stats { printError(statistics) }
        if end == .deviceRemoved {
            printError(CommandVoice.errorLine("\(path) went away\(kind == .other ? "" : "; a transition in flight was cancelled")."))
            throw ExitCode(1)
        }
    }

    /// `--handlers`: the device's touches go into the scene's window; its gesture handlers decide.
    func runWithHandlers() {
        let path = device ?? Self.pickDevice()
        let source: EvdevDevice
        do {
            source = try EvdevDevice(path: path, grab: grab)
        } catch {
            fail("glide live: \(error)")
        }
        StopSignal.install()
        let reference = interaction.reference
        let (end, statistics): (LiveSession.End, String) = MainActor.assumeIsolated {
            let clock = MonotonicClock()
            Clocks.current = clock
            let scene = reference.makeScene(clock: clock)
            let session = LiveSession(source: source, window: scene.window, clock: clock, displayRate: rate)
            session.shouldStop = { StopSignal.requested }
            print("device \(path) \"\(source.device.name)\" \(source.device.kind.rawValue); handlers: \(SceneHandlerReplay.handlers(of: reference.example))")
            session.onHandlerTransitionEvent = { context, event in
                if let line = SceneHandlerReplay.line(for: event, of: context, scene: scene) { print(line) }
            }
            do {
                let end = try session.run(transitionLimit: count)
                return (end, Self.statistics(session))
            } catch {
                fail("glide live: \(error)")
            }
        }
        if stats { printError(statistics) }
        if end == .deviceRemoved {
            printError("glide live: \(path) went away; touches down were cancelled.")
            Foundation.exit(1)
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
