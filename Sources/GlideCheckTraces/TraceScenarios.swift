import Foundation
import GlideCheck
import GlideGestureRecognition
import GlideInteraction
import GlideInput
import GlideUIKitCore

/// Trace-driven scenarios: each recording is replayed through GlideInteraction's pipeline (frames,
/// recognizer, interaction driver) into the subject's scene, on a manual clock whose time is the
/// trace's, and every transition its gestures start is recorded like a matrix scenario.
///
/// A transition's scenario is the interactor calls the driver made, as steps (`update`, `wait`,
/// `completionSpeed`, `finish`, `cancel`, `systemCancel`), labelled "<file> gesture N (policy)" with the
/// trace as its origin: printable, and re-runnable through ``ScenarioRunner`` without the trace.
@MainActor
public struct TraceScenarios {
    public var subject: TransitionSubject
    /// The end policies each trace is replayed with (Apple's 0.5 threshold and UIKit's pop rule by default).
    public var policies: [EndPolicy]
    /// How long, in clock seconds after the trace's end, a transition may take to complete.
    public var settleLimit: Double

    public init(subject: TransitionSubject, policies: [EndPolicy] = [.threshold(0.5), .uikitPop], settleLimit: Double = 30) {
        self.subject = subject
        self.policies = policies
        self.settleLimit = settleLimit
    }

    /// The records of every transition the traces `paths` (files, or folders of `*.evemu`, `*.yml`,
    /// `*.yaml`) start, in every style of the subject and with every policy.
    /// Throws, naming the file, when a trace cannot be found or read.
    public func records(paths: [String]) throws(TraceCheckError) -> [TransitionRecord] {
        try run(paths: paths).records
    }

    /// ``records(paths:)``, and per trace (in the order of ``TraceFiles``) the binding the driver chose,
    /// the transitions it began, or why it began none.
    public func run(paths: [String]) throws(TraceCheckError) -> (records: [TransitionRecord], traces: [(file: String, reach: DriverReach)]) {
        var records: [TransitionRecord] = []
        var traces: [(file: String, reach: DriverReach)] = []
        for file in try TraceFiles.expand(paths) {
            let gestures: [RecognizedGesture]
            let deviceKind: DeviceKind
            do {
                let source = try TraceReader.open(path: file)
                deviceKind = source.device.kind
                gestures = try GestureStateMachine.recognize(source)
            } catch {
                throw TraceCheckError(path: file, reason: "cannot be read: \(error)")
            }
            guard let binding = TraceBindingChoice.binding(for: gestures, deviceKind: deviceKind) else {
                traces.append((file, DriverReach(binding: nil, transitions: 0, missed: Self.noBinding(gestures))))
                continue
            }
            var begun: [TransitionRecord] = []
            var ignored: [String] = []
            // No gesture is bound to a change of tab yet: traces replay into the other styles.
            for style in subject.styles where style != .tabBar {
                for policy in policies {
                    let replayed = try self.replayed(file, binding: binding, style: style, policy: policy)
                    begun += replayed.records
                    for reason in replayed.ignored where !ignored.contains(reason) { ignored.append(reason) }
                }
            }
            records += begun
            let missed: String? = if !begun.isEmpty {
                nil
            } else if !subject.styles.contains(where: { $0 != .tabBar }) {
                "no gesture is bound to a change of tab"
            } else if ignored.isEmpty {
                "its \(Self.describe(binding)) began no transition"
            } else {
                "its \(Self.describe(binding)) began no transition: " + ignored.prefix(3).joined(separator: "; ")
            }
            traces.append((file, DriverReach(binding: binding.description, transitions: begun.count, missed: missed)))
        }
        return (records, traces)
    }

    /// Why the driver binds nothing in a trace whose recognized gestures are `gestures`.
    static func noBinding(_ gestures: [RecognizedGesture]) -> String {
        let kinds = TraceBindingChoice.drivingDescription
        guard !gestures.isEmpty else { return "the trace holds no gesture (the driver drives with \(kinds))" }
        var seen: [String] = []
        for gesture in gestures {
            let text = "\(gesture.fingers)-finger \(gesture.kind.rawValue)\(gesture.direction.map { " \($0.rawValue)" } ?? "")"
            if !seen.contains(text) { seen.append(text) }
        }
        let listed = seen.prefix(4).joined(separator: ", ") + (seen.count > 4 ? ", …" : "")
        return "the trace holds only: \(listed) (the driver drives with \(kinds))"
    }

    /// "3-finger swipe left", "edge swipe right".
    static func describe(_ binding: GestureBinding) -> String {
        TraceCoverage.words(binding.description)
    }

    /// Replays one trace with `binding` and `policy` into a fresh scene in `style`.
    public func replay(_ file: String, binding: GestureBinding, style: CheckStyle, policy: EndPolicy) throws(TraceCheckError) -> [TransitionRecord] {
        try replayed(file, binding: binding, style: style, policy: policy).records
    }

    /// ``replay(_:binding:style:policy:)``, and why the driver ignored gestures it could not drive with.
    func replayed(_ file: String, binding: GestureBinding, style: CheckStyle, policy: EndPolicy) throws(TraceCheckError) -> (records: [TransitionRecord], ignored: [String]) {
        let source: any TraceEventSource
        do {
            source = try TraceReader.open(path: file)
        } catch {
            throw TraceCheckError(path: file, reason: "cannot be read: \(error)")
        }
        let clock = ManualClock()
        return try clock.withCurrent { () throws(TraceCheckError) in
            try replayed(source, file: file, binding: binding, style: style, policy: policy, on: clock)
        }
    }

    /// ``replayed(_:binding:style:policy:)`` of `source`, read from `file`, on `clock`, the ambient clock.
    private func replayed(
        _ source: any TraceEventSource, file: String, binding: GestureBinding, style: CheckStyle, policy: EndPolicy, on clock: ManualClock
    ) throws(TraceCheckError) -> (records: [TransitionRecord], ignored: [String]) {
        let name = URL(fileURLWithPath: file).lastPathComponent
        let target = TraceTarget(
            scene: subject.makeScene(clock, style), clock: clock, style: style, runner: ScenarioRunner(subject: subject)
        ) { number, operation, steps in
            Scenario(
                "\(name) gesture \(number) (\(policy.name))", operation: operation, style: style, interactive: true, steps: steps,
                origin: file)
        }
        let configuration = InteractionConfiguration(touchpadBinding: binding, touchscreenBinding: binding, policy: policy)
        let pipeline = GesturePipeline(
            device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop, target: target, configuration: configuration)
        var ignored: [String] = []
        pipeline.driver.onRecord = { record in
            if case let .ignored(_, reason) = record, !ignored.contains(reason) { ignored.append(reason) }
            target.driverDid(record)
        }

        // The trace's times are the clock's.
        let player = ReplayPlayer(source: source, clock: clock, origin: 0)
        player.add(TraceCheckObserver(pipeline: pipeline, target: target))
        do {
            try player.playEvents()
        } catch {
            throw TraceCheckError(path: file, reason: "cannot be read: \(error)")
        }
        // Timers still pending fire, then a gesture still open is cancelled (and its transition with it).
        player.fireRemainingTimers(within: 1, limit: 16)
        player.endInput()
        // Settle: until the last transition completed and the clock is idle, or the limit.
        player.runClock(for: settleLimit) {
            guard let current = target.current else { return false }
            return current.context.phase != .completed || clock.nextDeadlineNanoseconds != nil
        }
        target.finish()
        return (target.records, ignored)
    }
}

/// The pipeline and the check's recording of its transitions, as a ``ReplayPlayer`` plays a trace
/// into them: every clock task is a step of the recording.
@MainActor
private final class TraceCheckObserver: ReplayObserver {
    let pipeline: GesturePipeline
    let target: TraceTarget

    init(pipeline: GesturePipeline, target: TraceTarget) {
        self.pipeline = pipeline
        self.target = target
    }

    var nextDeadline: Double? { pipeline.nextDeadline }
    func fireTimers(at time: Double) { pipeline.advanceTimers(to: time) }
    func clockDidRunTasks() { target.clockTaskRan() }

    func play(_ event: InputEvent, completing frame: TouchFrame?) {
        if let frame { pipeline.handle(frame) }
        target.finishIfSettled()
    }

    func inputEnded(_ end: InputSourceEnd?, at time: Double) { pipeline.sourceEnded(end, at: time) }
}
