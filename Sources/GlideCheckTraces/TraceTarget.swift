import Foundation
import GlideCheck
import GlideInteraction
import GlideUIKitCore

/// The subject's scene as a gesture target that records every transition the gestures start.
///
/// Each bound gesture toggles the scene: the first starts the forward transition (present, push), the
/// next the back one (dismiss, pop), whatever direction it moves in, so that every gesture of a
/// recording drives a transition. Each transition gets its own ``Recorder``; the record is finished once
/// the transition completed and the clock is idle, when the next transition begins, or at the end.
@MainActor
final class TraceTarget: TransitionTarget {
    /// A transition being recorded: its recorder, context, the scene before it, and the gesture's steps.
    final class Recording {
        let recorder: Recorder
        let context: TransitionContext
        let interactor: UIPercentDrivenInteractiveTransition
        let operation: CheckOperation
        let before: SceneSnapshot
        let number: Int
        var steps: [Step] = []
        var lastStepTime: Double
        var lastStepWasUpdate = false
        var releases: [GestureRelease] = []
        /// The calls recorded when the request returned, and the state then (what invariant 6 reads).
        var requestEnd = 0
        var afterRequest: Probe?

        init(
            recorder: Recorder, context: TransitionContext, interactor: UIPercentDrivenInteractiveTransition,
            operation: CheckOperation, before: SceneSnapshot, number: Int, time: Double
        ) {
            self.recorder = recorder
            self.context = context
            self.interactor = interactor
            self.operation = operation
            self.before = before
            self.number = number
            self.lastStepTime = time
        }
    }

    let scene: CheckScene
    let clock: ManualClock
    let style: CheckStyle
    let runner: ScenarioRunner
    /// Builds a finished transition's scenario from its number, operation and steps.
    let makeScenario: (_ number: Int, _ operation: CheckOperation, _ steps: [Step]) -> Scenario
    private let modalDelegate: RecordingTransitioningDelegate
    private let navigationDelegate: RecordingNavigationDelegate
    /// Glide's driver decides every transition here: the delegates get its interactor, as in a
    /// ``CheckInteraction/whatIf(interactor:)`` check.
    private let vending: InteractionVending
    private(set) var current: Recording?
    /// The records of the finished transitions, in order.
    private(set) var records: [TransitionRecord] = []
    private var count = 0

    init(
        scene: CheckScene, clock: ManualClock, style: CheckStyle, runner: ScenarioRunner,
        makeScenario: @escaping (_ number: Int, _ operation: CheckOperation, _ steps: [Step]) -> Scenario
    ) {
        self.scene = scene
        self.clock = clock
        self.style = style
        self.runner = runner
        self.makeScenario = makeScenario
        let idle = Recorder(clock: clock, scene: scene)
        vending = InteractionVending(recorder: idle)
        modalDelegate = RecordingTransitioningDelegate(base: scene.transitioningDelegate, recorder: idle, vending: vending)
        navigationDelegate = RecordingNavigationDelegate(base: scene.navigationDelegate, recorder: idle, vending: vending)
        scene.presented?.interposedTransitioningDelegate = modalDelegate
        scene.navigationController?.interposedDelegate = navigationDelegate
        scene.window.layoutIfNeeded()
        clock.runUntilIdle(limit: 1)
    }

    var containerSize: CGSize { scene.window.bounds.size }

    func canBegin(_ step: TransitionStep) -> Bool {
        if let current, current.context.phase != .completed { return false }
        if let presented = scene.presented, presented.isBeingPresented || presented.isBeingDismissed { return false }
        return !(scene.navigationController?.isTransitioning ?? false)
    }

    func beginTransition(_ step: TransitionStep, interactor: UIPercentDrivenInteractiveTransition) -> TransitionContext? {
        finish()
        let operation = runner.nextOperation(scene, style: style)
        scene.presented?.loadViewIfNeeded()
        scene.pushed?.loadViewIfNeeded()
        let recorder = Recorder(clock: clock, scene: scene)
        recorder.install()
        modalDelegate.recorder = recorder
        navigationDelegate.recorder = recorder
        vending.recorder = recorder
        recorder.interactor = interactor
        vending.mode = .replaced(interactor)
        let before = recorder.snapshot()
        recorder.arm(operation: operation)
        runner.perform(operation, scene: scene, animated: true)
        vending.mode = .replaced(nil)
        guard let context = recorder.context else {
            recorder.disarm()
            recorder.uninstall()
            return nil
        }
        count += 1
        current = Recording(
            recorder: recorder, context: context, interactor: interactor, operation: operation, before: before, number: count,
            time: clock.now)
        current?.requestEnd = recorder.calls.count
        current?.afterRequest = recorder.probe()
        return context
    }

    var stateDescription: String { runner.isShown(scene) ? "shown" : "not shown" }

    // MARK: What the driver did

    /// Notes what the gesture driver did to the transition being recorded, and the step it stands for.
    func driverDid(_ record: DriverRecord) {
        guard let current else { return }
        switch record {
        case let .update(time, p):
            current.recorder.note(.interactorUpdate(p))
            addStep(.update(p), at: time, to: current)
        case let .released(time, decision, release):
            current.recorder.note(.gestureReleased(
                finishes: decision.finishes, completionSpeed: decision.completionSpeed, velocity: release.velocity))
            if case .gestureReleased? = current.recorder.calls.last?.call {
                current.releases.append(GestureRelease(
                    callIndex: current.recorder.calls.count - 1, policy: decision.policy, percent: release.percent,
                    sampleVelocity: release.samples.velocity, sampleAcceleration: release.samples.acceleration,
                    sampleCount: release.samples.sampleCount, duration: release.duration, extent: release.containerExtent,
                    vertical: release.isVertical, finishes: decision.finishes, completionSpeed: decision.completionSpeed,
                    restingVelocity: release.samples.restingVelocity, releaseVelocity: release.velocity))
            }
            addStep(.completionSpeed(decision.completionSpeed), at: time, to: current)
            current.steps.append(decision.finishes ? .finish : .cancel)
        case let .interrupted(time, reason):
            current.recorder.note(.gestureInterrupted(reason: reason.rawValue))
            addStep(.systemCancel, at: time, to: current)
        case .began, .ignored, .completed:
            break
        }
    }

    /// Adds `step` at `time`, after a wait for the time since the previous step (an update takes a frame).
    private func addStep(_ step: Step, at time: Double, to recording: Recording) {
        let elapsed = time - recording.lastStepTime - (recording.lastStepWasUpdate ? runner.frameInterval : 0)
        if elapsed > 1e-6 { recording.steps.append(.wait((elapsed * 1e6).rounded() / 1e6)) }
        recording.steps.append(step)
        recording.lastStepTime = time
        if case .update = step { recording.lastStepWasUpdate = true } else { recording.lastStepWasUpdate = false }
    }

    // MARK: Clock

    /// Notes a scheduled task that ran, and finishes the record once the transition completed and the clock is idle.
    func clockTaskRan() {
        current?.recorder.note(.clockTask)
        finishIfSettled()
    }

    /// Finishes the record when the transition completed and nothing is scheduled.
    func finishIfSettled() {
        guard let current, current.context.phase == .completed, clock.nextDeadlineNanoseconds == nil else { return }
        finish()
    }

    /// Finishes the record of the transition being recorded, as it stands now.
    func finish() {
        guard let recording = current else { return }
        current = nil
        let recorder = recording.recorder
        var record = recorder.record(
            subject: runner.subject.name, scenario: makeScenario(recording.number, recording.operation, recording.steps),
            before: recording.before, after: recorder.snapshot(), interactor: recording.interactor,
            requestEnd: recording.requestEnd, afterRequest: recording.afterRequest)
        record.gestureReleases = recording.releases
        recorder.disarm()
        recorder.uninstall()
        records.append(record)
    }
}
