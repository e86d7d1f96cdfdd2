import Foundation
import GlideGestureRecognition
import GlideInput
import GlideUIKitCore

/// Turns recognized gestures into a percent-driven interactive transition on a ``TransitionTarget``.
///
/// A bound gesture (``GestureBinding``) that moves along the binding's axis starts the step its
/// direction names, if the target can take it; percent = signed translation along the axis /
/// distance (``InteractionConfiguration/touchpadDistanceMillimetres`` on touchpads, the surface's
/// extent on touchscreens). When every finger lifts, the ``EndPolicy`` decides finish or cancel and
/// the release velocity is handed to the completion (completion speed for classic animators, a
/// spring's initial velocity for interruptible ones). A cancelled gesture always cancels.
@MainActor
public final class InteractionDriver {
    /// Where the driver is.
    public enum State: Hashable, Sendable {
        /// No bound gesture in progress.
        case idle
        /// A bound gesture that cannot drive; its events are ignored until it ends.
        case ignoring
        /// A transition follows the fingers.
        case driving
    }

    /// The target transitions run on.
    public let target: any TransitionTarget
    /// The device the gestures come from.
    public let device: DeviceDescription
    /// Binding, distance and policy.
    public let configuration: InteractionConfiguration
    /// The binding in use for this device.
    public let binding: GestureBinding
    /// Where the driver is.
    public private(set) var state: State = .idle
    /// The interactor of the transition in progress (or the last one).
    public private(set) var interactor: UIPercentDrivenInteractiveTransition?
    /// The context of the transition in progress (or the last one).
    public private(set) var context: TransitionContext?
    /// The step in progress (or the last one).
    public private(set) var step: TransitionStep?
    /// The last decision at release.
    public private(set) var lastDecision: EndDecision?
    /// Called with every record, in order.
    public var onRecord: ((DriverRecord) -> Void)?
    /// Transitions started so far.
    public private(set) var transitionCount = 0

    private var axis = SurfaceVector.zero
    private var distance = 1.0
    private var samples = PanGestureSamples()
    private var lastVelocity = 0.0

    /// A driver of `target` for gestures from `device`.
    public init(target: any TransitionTarget, device: DeviceDescription, configuration: InteractionConfiguration = InteractionConfiguration()) {
        self.target = target
        self.device = device
        self.configuration = configuration
        self.binding = device.kind == .touchscreen ? configuration.touchscreenBinding : configuration.touchpadBinding
    }

    /// The finger travel for 0 → 100 % along `direction`, in millimetres.
    public func distanceMillimetres(along direction: GestureDirection) -> Double {
        guard device.kind == .touchscreen else { return configuration.touchpadDistanceMillimetres }
        let size = device.sizeMillimetres
        return direction.isVertical ? size.height : size.width
    }

    /// Feeds one gesture event.
    public func handle(_ event: GestureEvent) {
        switch event.phase {
        case .began, .changed:
            switch state {
            case .idle: begin(event)
            case .driving: update(event)
            case .ignoring: break
            }
        case .ended:
            if state == .driving { release(event) }
            if state != .driving { state = .idle }
        case .cancelled:
            if state == .driving { interrupt(at: event.time, reason: event.cancelReason ?? .system) }
            state = .idle
        }
    }

    /// Cancels a transition the fingers are driving (the device went away, the program is stopping).
    public func interrupt(at time: Double, reason: GestureCancelReason) {
        guard state == .driving, let interactor else {
            state = .idle
            return
        }
        state = .idle
        record(.interrupted(time: time, reason: reason))
        interactor.cancel()
    }

    private func begin(_ event: GestureEvent) {
        guard binding.matches(event) else { return }
        let moved: GestureDirection?
        if event.kind == .edgeSwipe, let edge = event.edge {
            moved = edge.inwardDirection
        } else if binding.kind == .pinch {
            moved = event.scale < 1 ? .in : event.scale > 1 ? .out : nil
        } else if binding.kind == .rotate {
            moved = event.rotation > 0 ? .clockwise : event.rotation < 0 ? .counterclockwise : nil
        } else {
            moved = GestureDirection(translation: event.translation)
        }
        guard let direction = moved else { return }  // no movement yet: decide on the next event
        guard let step = binding.step(for: direction) else {
            state = .ignoring
            record(.ignored(time: event.time, reason: "\(event.kind.rawValue) moved \(direction.rawValue), across the binding's axis"))
            return
        }
        guard target.canBegin(step) else {
            state = .ignoring
            record(.ignored(time: event.time, reason: "\(event.kind.rawValue) \(direction.rawValue) would go \(step.rawValue), which the target cannot do now (\(target.stateDescription))"))
            return
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.remembersEndBeforeStart = true
        guard let context = target.beginTransition(step, interactor: interactor) else {
            state = .ignoring
            record(.ignored(time: event.time, reason: "the target refused to go \(step.rawValue)"))
            return
        }
        self.interactor = interactor
        self.context = context
        self.step = step
        axis = binding.progressAxis(for: step)
        distance = distanceMillimetres(along: binding.forwardDirection)
        samples = PanGestureSamples(restingVelocity: PanGestureSamples.restingVelocity(distanceMillimetres: distance))
        lastVelocity = 0
        lastProgress = nil
        progressTracker.clear()
        state = .driving
        transitionCount += 1
        let previous = context.onEvent
        context.onEvent = { [weak self] e in
            previous?(e)
            // After the presenter's hierarchy work, so the target's state is the final one.
            if case let .hierarchyUpdated(value) = e.kind {
                self?.record(.completed(time: e.time, didComplete: value))
            }
        }
        let began = { [weak interactor] in
            DriverRecord.began(time: event.time, step: step, gesture: event.kind, fingers: event.fingerCount,
                               duration: interactor.map { Double($0.duration) } ?? 0, driveMode: "\(interactor?.driveMode ?? .notStarted)")
        }
        if context.phase == .ready {
            // UIKit starts an interactive transition at the end of the turn that asked for it: the drive mode and
            // duration are known then, and what the driver records meanwhile follows the `.began` record.
            pendingBegan = began
            _ = context.clock.schedule(atNanoseconds: context.clock.nowNanoseconds) { [weak self] in self?.flushBegan() }
        } else {
            record(began())
        }
        update(event)
    }

    private func percent(of event: GestureEvent) -> Double {
        switch binding.kind {
        case .pinch:
            // By scale: log2 of the spread's change, positive when it moves the step's way.
            let octaves = log(max(event.scale, 1e-9)) / log(GestureBinding.pinchOctave)
            let forwardIn = binding.forwardDirection == .in
            return (step == .forward) == forwardIn ? -octaves : octaves
        case .rotate:
            let turned = event.rotation / GestureBinding.rotationDegrees
            let forwardClockwise = binding.forwardDirection == .clockwise
            return (step == .forward) == forwardClockwise ? turned : -turned
        default:
            return (event.translation.x * axis.x + event.translation.y * axis.y) / distance
        }
    }

    /// The progress of the previous event that moved the transition (pinches and rotations).
    private var lastProgress: (time: Double, percent: Double)?
    /// Pinch and rotation progress over time, fitted as the recognizer fits finger positions (percent
    /// stands where millimetres stand there): a pinch's velocity is its progress's, per second.
    private var progressTracker = VelocityTracker()

    /// The gesture recognizer's velocity along the transition's axis, in percent per second; for
    /// pinches and rotations, the slope of the recent progress (``VelocityTracker``'s fit). An event that
    /// repeats the last progress (the `ended` event repeats the last scale and angle) adds no sample: the
    /// velocity at the lift is the fingers' last motion, or zero when they rested over 40 ms before it.
    private func velocity(of event: GestureEvent) -> Double {
        switch binding.kind {
        case .pinch, .rotate:
            let p = percent(of: event)
            if let last = lastProgress, p == last.percent, event.time >= last.time {
                return progressTracker.velocity(at: event.time).x
            }
            progressTracker.add(SurfaceVector(x: p, y: 0), at: event.time)
            lastProgress = (event.time, p)
            return progressTracker.velocity(at: event.time).x
        default:
            return (event.velocity.x * axis.x + event.velocity.y * axis.y) / distance
        }
    }

    private func update(_ event: GestureEvent) {
        guard let interactor else { return }
        let p = min(1, max(0, percent(of: event)))
        lastVelocity = velocity(of: event)
        samples.rest(until: event.time)
        samples.add(progress: p, velocity: lastVelocity, at: event.time)
        interactor.update(p)
        record(.update(time: event.time, percent: p))
    }

    private func release(_ event: GestureEvent) {
        guard let interactor else { return }
        // Until the lift, the fingers rested where the last movement left them.
        samples.rest(until: event.time)
        // The final event carries the last position and the velocity at lift-off.
        if event.translation != .zero || event.velocity != .zero {
            let p = min(1, max(0, percent(of: event)))
            lastVelocity = velocity(of: event)
            if abs(p - interactor.percentComplete) > 1e-12 {
                interactor.update(p)
                record(.update(time: event.time, percent: p))
            }
            samples.add(progress: p, velocity: lastVelocity, at: event.time)
        }
        let release = ReleaseState(
            percent: interactor.percentComplete, velocity: lastVelocity, samples: samples, duration: interactor.duration,
            containerExtent: binding.forwardDirection.isVertical ? target.containerSize.height : target.containerSize.width,
            deviceKind: device.kind, isVertical: binding.forwardDirection.isVertical)
        let decision = configuration.policy.decide(release)
        lastDecision = decision
        state = .idle
        record(.released(time: event.time, decision: decision, release: release))
        interactor.completionSpeed = decision.completionSpeed
        if interactor.driveMode == .interruptible {
            let v = CGVector(dx: decision.springInitialVelocity, dy: decision.springInitialVelocity)
            if case .adwaita = configuration.policy {
                // libadwaita's NavigationView spring: damping ratio 1, mass 1, stiffness 1000.
                interactor.timingCurve = UISpringTimingParameters(mass: 1, stiffness: 1000, damping: 2 * 1000.0.squareRoot(), initialVelocity: v)
            } else {
                interactor.timingCurve = UISpringTimingParameters(dampingRatio: 1, initialVelocity: v)
            }
        }
        if decision.finishes { interactor.finish() } else { interactor.cancel() }
    }

    private func record(_ r: DriverRecord) {
        if pendingBegan != nil { return heldRecords.append(r) }
        onRecord?(r)
    }

    /// The `.began` record of a transition whose start is still to come at the end of the turn, and the records made
    /// until then.
    private var pendingBegan: (() -> DriverRecord)?
    private var heldRecords: [DriverRecord] = []

    private func flushBegan() {
        guard let began = pendingBegan else { return }
        pendingBegan = nil
        let held = heldRecords
        heldRecords = []
        onRecord?(began())
        for r in held { onRecord?(r) }
    }
}
