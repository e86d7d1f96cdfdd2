import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// Replays a trace through the ``GesturePipeline`` into a transition target on a manual clock: the
/// embedded world of Glide, in swift-nio's sense. A ``ReplayPlayer`` plays the trace.
///
/// The trace's timestamps are the clock: before each frame the clock advances to the frame's time,
/// firing the display link (and every animation step) in between, and the recognizer's timers fire
/// at their deadlines. Nothing reads the wall clock, so two replays of a trace are identical.
///
/// Idle time is skipped: while no transition is in flight (and the frame showing where the last one
/// left things has been taken) the display link is paused, so no display frame is computed for it,
/// and a recording with hours (or a century) between two gestures replays as fast as one without.
/// Likewise an interactive transition waiting for input is frozen: after the first
/// ``frozenDisplaySeconds`` of a pause its (identical) frames are skipped until the next input.
@MainActor
public final class ReplaySession {
    /// How a replay runs.
    public struct Options: Sendable {
        /// Display frames per second between input frames.
        public var displayRate = 120
        /// Record the whole timeline (frames, gestures, driver actions, display frames) for JSON/CSV.
        public var recordsTimeline = false
        /// How long to let a transition finish after the trace ends, in seconds at most.
        public var settleSeconds = 10.0
        /// The trace's name for reports.
        public var traceName = ""
        /// The transition's name for reports.
        public var transitionName = ""
        /// Creates default options.
        public init() {}
    }

    /// The pipeline the events go through.
    public let pipeline: GesturePipeline
    /// The manual clock the replay runs on.
    public let clock: ManualClock
    /// The options.
    public let options: Options
    /// Called before the clock moves to `time` (seconds of trace time): `glide replay --speed realtime`
    /// sleeps here to pace the output.
    public var pace: ((Double) -> Void)?
    /// Called at every display frame while a transition is in flight, with the timeline's record of it.
    public var onDisplayFrame: ((ReplayTimeline.DisplayFrame) -> Void)?
    /// Called with every driver record as it happens.
    public var onRecord: ((DriverRecord) -> Void)?

    private let source: any InputEventSource
    private let target: any TransitionTarget
    private var timeline: ReplayTimeline
    private var outcomes: [ReplaySummary.TransitionOutcome] = []
    private var spans: [ReplaySummary.GestureSpan] = []
    private var clickRecognizer: ClickRecognizer
    private var clicks: [ReplaySummary.ClickSpan] = []
    private var openSpan: (kind: GestureKind, fingers: Int, start: Double, began: Double, startDirection: GestureDirection?, last: GestureEvent)?
    private var ignored: [String] = []
    private var link: CADisplayLink?

    /// A replay of `source` into `target` on `clock` (whose time should start at the trace's 0).
    public init(
        source: any InputEventSource, target: any TransitionTarget, clock: ManualClock,
        configuration: InteractionConfiguration = InteractionConfiguration(),
        gestures: GestureConfiguration = GestureConfiguration(), options: Options = Options()
    ) {
        self.source = source
        self.target = target
        self.clock = clock
        self.options = options
        pipeline = GesturePipeline(
            device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop, target: target,
            configuration: configuration, gestures: gestures)
        clickRecognizer = ClickRecognizer(device: source.device)
        let size = source.device.sizeMillimetres
        let driver = pipeline.driver
        timeline = ReplayTimeline(
            trace: options.traceName,
            device: .init(name: source.device.name, kind: source.device.kind.rawValue,
                          widthMillimetres: rounded(size.width), heightMillimetres: rounded(size.height)),
            transition: options.transitionName, policy: configuration.policy.name, binding: driver.binding.description,
            distanceMillimetres: rounded(driver.distanceMillimetres(along: driver.binding.forwardDirection)),
            displayRate: options.displayRate,
            summary: ReplaySummary(events: 0, frames: 0, durationSeconds: 0, gestures: [], transitions: [], ignored: [], finalState: ""))
    }

    /// Runs the whole trace and lets the last transition complete; returns the timeline (whose
    /// frame, gesture and display lists are empty unless ``Options/recordsTimeline`` is set).
    public func run() throws -> ReplayTimeline {
        let records = options.recordsTimeline
        pipeline.onGesture = { [unowned self] e in self.gesture(e) }
        if records { pipeline.onFrame = { [unowned self] f in self.frame(f) } }
        pipeline.driver.onRecord = { [unowned self] r in self.driverRecord(r) }
        // Display frames only when someone takes them, and only while something animates.
        let link = options.recordsTimeline || onDisplayFrame != nil
            ? CADisplayLink(clock: clock, framesPerSecond: options.displayRate) { [unowned self] link in self.displayFrame(link) }
            : nil
        self.link = link
        defer { link?.invalidate() }
        wake()

        // The trace's times are the clock's. The recording ends at its last event: a gesture still
        // open is cancelled there, and timers that would fire later (a hold's timeout) do not,
        // exactly as `glide info` (GestureCollector) sees the same recording: one recognizer, one answer.
        let player = ReplayPlayer(source: source, clock: clock, origin: 0)
        player.add(PipelineObserver(session: self))
        try player.play()
        let lastTime = player.lastSyncTime
        // Let the completion run.
        let step = 1.0 / Double(options.displayRate)
        player.stepClock(by: step, for: options.settleSeconds) { pipeline.transitionInFlight }
        clock.advance(by: step)
        closeSpan(at: lastTime, cancelled: true, ifOpen: true)
        if let click = clickRecognizer.finish(at: lastTime) { clicks.append(.init(click)) }
        timeline.summary = ReplaySummary(
            events: player.eventCount, frames: player.frameCount, durationSeconds: rounded(lastTime, 1e6), gestures: spans,
            transitions: outcomes, ignored: ignored, finalState: target.stateDescription, clicks: clicks)
        return timeline
    }

    /// The pipeline and its driver as a ``ReplayPlayer`` plays into them, with the session's pacing,
    /// clicks and display link.
    private final class PipelineObserver: ReplayObserver {
        unowned let session: ReplaySession
        init(session: ReplaySession) { self.session = session }

        var nextDeadline: Double? { session.pipeline.nextDeadline }

        func fireTimers(at time: Double) {
            session.pipeline.advanceTimers(to: time)
            session.wake()
        }

        func clockWillAdvance(to time: Double) { session.clockWillAdvance(to: time) }

        func play(_ event: InputEvent, completing frame: TouchFrame?) {
            if let frame {
                session.pipeline.handle(frame)
                if let click = session.clickRecognizer.process(frame) { session.clicks.append(.init(click)) }
            }
            session.wake()
        }

        func inputEnded(_ end: InputSourceEnd?, at time: Double) {
            session.pipeline.sourceEnded(end, at: time)
            session.wake()
        }
    }

    /// How long display frames go on while an interactive transition waits for input: its views are
    /// frozen at the last percent (nothing animates), so frames after the first second of a pause
    /// would all be the same and are not computed.
    public static let frozenDisplaySeconds = 1.0

    /// Paces the output, and skips the frozen frames of an interactive transition waiting for input:
    /// after the first ``frozenDisplaySeconds`` of a pause the display link waits for the next input.
    private func clockWillAdvance(to t: Double) {
        pace?(t)
        let frozen = pipeline.transitionInFlight && pipeline.driver.context?.isInteractive == true
        if let link, !link.isPaused, frozen, t - clock.now > Self.frozenDisplaySeconds {
            clock.advance(to: clock.now + Self.frozenDisplaySeconds)
            link.isPaused = true
        }
    }

    // MARK: - Recording

    private func frame(_ f: TouchFrame) {
        timeline.inputFrames.append(ReplayTimeline.InputFrame(
            t: rounded(f.timestamp, 1e6), fingers: f.fingerCount,
            contacts: f.contacts.map { .init(id: $0.id, x: rounded($0.xMillimetres), y: rounded($0.yMillimetres), palm: $0.isPalm ? true : nil) },
            followsDrop: f.followsDrop ? true : nil))
    }

    private func gesture(_ e: GestureEvent) {
        if options.recordsTimeline {
            timeline.gestures.append(ReplayTimeline.Gesture(
                t: rounded(e.time, 1e6), phase: e.phase.rawValue, kind: e.kind.rawValue, fingers: e.fingerCount,
                dx: rounded(e.translation.x), dy: rounded(e.translation.y), vx: rounded(e.velocity.x), vy: rounded(e.velocity.y),
                scale: rounded(e.scale), rotation: rounded(e.rotation), cancelReason: e.cancelReason?.rawValue))
        }
        switch e.phase {
        case .began:
            closeSpan(at: e.time, cancelled: true, ifOpen: true)
            openSpan = (e.kind, e.fingerCount, e.startTime, e.time, e.direction, e)
        case .changed:
            openSpan?.last = e
            if openSpan?.startDirection == nil { openSpan?.startDirection = e.direction }
        case .ended, .cancelled:
            openSpan?.last = e
            closeSpan(at: e.time, cancelled: e.phase == .cancelled, ifOpen: false)
        }
    }

    private func closeSpan(at time: Double, cancelled: Bool, ifOpen: Bool) {
        guard let span = openSpan else { return }
        openSpan = nil
        spans.append(ReplaySummary.GestureSpan(
            kind: span.kind.rawValue, fingers: span.fingers, direction: span.last.direction?.rawValue,
            startDirection: (span.startDirection ?? span.last.direction)?.rawValue,
            start: rounded(span.start, 1e6), began: rounded(span.began, 1e6), end: rounded(time, 1e6), cancelled: cancelled))
    }

    private func driverRecord(_ r: DriverRecord) {
        onRecord?(r)
        let t = rounded(r.time, 1e6)
        switch r {
        case let .began(_, step, gesture, fingers, duration, driveMode):
            outcomes.append(ReplaySummary.TransitionOutcome(
                step: step.rawValue, gesture: gesture.rawValue, fingers: fingers, driveMode: driveMode, duration: duration, began: t))
            record(.init(t: t, action: "began", step: step.rawValue, reason: "\(gesture.rawValue) with \(fingers) fingers, \(driveMode) drive, duration \(duration) s"))
        case let .update(_, p):
            if options.recordsTimeline { record(.init(t: t, action: "update", percent: rounded(p, 1e6))) }
        case let .released(_, decision, release):
            if var last = outcomes.popLast() {
                last.released = t
                last.percentAtRelease = rounded(release.percent, 1e6)
                last.velocityAtRelease = rounded(release.velocity)
                last.decision = decision.finishes ? "finish" : "cancel"
                last.reason = "\(decision.policy): \(decision.reason)"
                last.completionSpeed = rounded(decision.completionSpeed)
                outcomes.append(last)
            }
            record(.init(t: t, action: decision.finishes ? "finish" : "cancel", percent: rounded(release.percent, 1e6),
                         velocity: rounded(release.velocity), reason: "\(decision.policy): \(decision.reason)",
                         completionSpeed: rounded(decision.completionSpeed), springInitialVelocity: rounded(decision.springInitialVelocity)))
        case let .interrupted(_, reason):
            if var last = outcomes.popLast() {
                last.released = t
                last.percentAtRelease = rounded(Double(pipeline.driver.interactor?.percentComplete ?? 0), 1e6)
                last.decision = "cancel"
                last.reason = "gesture interrupted: \(reason.rawValue)"
                outcomes.append(last)
            }
            record(.init(t: t, action: "interrupted", reason: reason.rawValue))
        case let .ignored(_, reason):
            ignored.append("\(t) s: \(reason)")
            record(.init(t: t, action: "ignored", reason: reason))
        case let .completed(time, didComplete):
            if var last = outcomes.popLast() {
                last.completeTransitionArgument = didComplete
                last.completionSeconds = last.released.map { rounded(time - $0, 1e6) }
                last.stateAfter = target.stateDescription
                outcomes.append(last)
            }
            record(.init(t: t, action: "completed", didComplete: didComplete))
        }
    }

    private func record(_ action: ReplayTimeline.DriverAction) {
        if options.recordsTimeline { timeline.driver.append(action) }
    }

    /// Resumes display frames once a transition is in flight (the link was paused while idle).
    private func wake() {
        if let link, link.isPaused, pipeline.transitionInFlight { link.isPaused = false }
    }

    private func displayFrame(_ link: CADisplayLink) {
        guard let (percent, phase) = pipeline.displayFrame() else {
            // Nothing animates: no frames until a transition begins (``wake()``).
            link.isPaused = true
            return
        }
        let views = target.observedViews.map(ReplayTimeline.ViewState.init(presentationOf:))
        let frame = ReplayTimeline.DisplayFrame(t: rounded(clock.now, 1e6), percent: rounded(percent, 1e6), phase: phase, views: views)
        onDisplayFrame?(frame)
        if options.recordsTimeline { timeline.displayFrames.append(frame) }
    }
}

extension ReplayTimeline.ViewState {
    /// `view`'s presented frame, alpha and transform now (its layer's presentation values), rounded
    /// as a timeline stores them.
    @MainActor
    public init(presentationOf view: UIView) {
        let state = view.layer.presentationState()
        let f = state.frame
        let m = state.transform
        name = view.name
        x = rounded(f.origin.x)
        y = rounded(f.origin.y)
        width = rounded(f.size.width)
        height = rounded(f.size.height)
        alpha = rounded(state.opacity)
        transform = m.isIdentity ? nil : [
            m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
        ].map { rounded($0, 1e6) }
    }
}
