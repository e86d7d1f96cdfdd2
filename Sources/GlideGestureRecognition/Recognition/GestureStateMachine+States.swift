import Foundation
/// The state machine: one function per state, each handling every named event
/// (libinput's `tp_gesture_handle_event_on_state_*`). ``GestureStateMachine/transitions`` is the
/// table they implement; an event a state has no transition for is reported as an
/// ``ImpossibleGesturePair`` (libinput's `log_gesture_bug`) and changes nothing.
extension GestureStateMachine {
    /// Applies `event` in the current state.
    func handle(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch state {
        case .none: onNone(event, at: t, into: &events)
        case .unknown: onUnknown(event, at: t, into: &events)
        case .hold: onHold(event, at: t, into: &events)
        case .holdAndMotion: onHoldAndMotion(event, at: t, into: &events)
        case .swipe where event == .tap:
            // A swipe of fingers beyond the slots that never began (it waits for movement): a tap.
            emitTap(at: t, into: &events)
            abandonGesture(to: .none)
        case .pointerMotion, .swipe, .pinch, .rotate, .edgeSwipe: onMoving(event, at: t, into: &events)
        case .scroll, .drag: onReclassifiable(event, at: t, into: &events)
        case .ignored: onIgnored(event, at: t, into: &events)
        case .suspended: onSuspended(event, at: t, into: &events)
        }
    }

    /// No gesture: fingers found start one.
    private func onNone(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            forgetGesture()
        case .fingerDetected:
            armHoldTimer(at: t)
            enter(.unknown)
        case .ignore:
            enter(.ignored)
        case .suspend:
            enter(.suspended)
        case .holdTimeout, .holdAndMotion, .pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag, .edgeSwipe, .tap:
            // Without detected fingers no timer runs, nothing is measured and no tap qualifies.
            reportImpossible(event, at: t)
        }
    }

    /// Undecided: motion, the hold timer or a quick lift decide.
    private func onUnknown(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .holdTimeout:
            enter(.hold)
            activeKind = .hold
            emitBegan(at: t, into: &events)
        case .tap:
            emitTap(at: t, into: &events)
            abandonGesture(to: .none)
        case .ignore:
            holdDeadline = nil
            enter(.ignored)
        case .suspend:
            abandonGesture(to: .suspended)
        case .pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag, .edgeSwipe:
            if let next = event.motionState { enterMotion(next, at: t, into: &events) }
        case .fingerDetected, .holdAndMotion:
            // Fingers are detected in `none` only; hold-and-motion is measured in `hold` only.
            reportImpossible(event, at: t)
        }
    }

    /// A hold: slight motion of one finger keeps it, real motion cancels it and starts the motion
    /// gesture (libinput: a hold that turns into another gesture ends cancelled).
    private func onHold(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .holdAndMotion:
            enter(.holdAndMotion)
        case .suspend:
            abandonGesture(to: .suspended)
        case .ignore:
            finishGesture(.cancelled, reason: .superseded, at: t, into: &events)
            enter(.ignored)
        case .pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag, .edgeSwipe:
            if let next = event.motionState {
                finishGesture(.cancelled, reason: .superseded, at: t, into: &events)
                enterMotion(next, at: t, into: &events)
            }
        case .fingerDetected, .holdTimeout, .tap:
            // The hold timer fires in `unknown` only, and a started hold is no tap.
            reportImpossible(event, at: t)
        }
    }

    /// A one-finger hold whose finger moves a little; moving on cancels it.
    private func onHoldAndMotion(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .suspend:
            abandonGesture(to: .suspended)
        case .pointerMotion, .drag, .edgeSwipe:
            finishGesture(.cancelled, reason: .superseded, at: t, into: &events)
            if let next = event.motionState { enterMotion(next, at: t, into: &events) }
        case .fingerDetected, .holdTimeout, .holdAndMotion, .scroll, .swipe, .pinch, .rotate, .tap, .ignore:
            // One finger, started: only one-finger motion is measured, and the finger count cannot
            // change without a reset first.
            reportImpossible(event, at: t)
        }
    }

    /// Pointer motion, swipe, pinch, rotate, edge swipe: only a reset or a suspend leaves them.
    private func onMoving(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .suspend:
            abandonGesture(to: .suspended)
        case .fingerDetected, .holdTimeout, .holdAndMotion, .pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag,
            .edgeSwipe, .tap, .ignore:
            // A decided gesture is not measured again.
            reportImpossible(event, at: t)
        }
    }

    /// Scroll and touchscreen drag: within the pinch window they may turn out to be a pinch or a
    /// rotation (libinput's scroll → pinch); the first gesture is then cancelled.
    private func onReclassifiable(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .suspend:
            abandonGesture(to: .suspended)
        case .pinch, .rotate:
            finishGesture(.cancelled, reason: .superseded, at: t, into: &events)
            if let next = event.motionState { enterMotion(next, at: t, into: &events) }
        case .fingerDetected, .holdTimeout, .holdAndMotion, .pointerMotion, .scroll, .swipe, .drag, .edgeSwipe, .tap,
            .ignore:
            // Only the pinch test runs here.
            reportImpossible(event, at: t)
        }
    }

    /// Fingers that make nothing: a finger-count change (a reset) looks again.
    private func onIgnored(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .suspend:
            enter(.suspended)
        case .fingerDetected, .holdTimeout, .holdAndMotion, .pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag,
            .edgeSwipe, .tap, .ignore:
            // Ignored fingers are not measured, timed or tapped.
            reportImpossible(event, at: t)
        }
    }

    /// After a cancel: only every finger lifting (a reset) ends it.
    private func onSuspended(_ event: GestureMachineEvent, at t: Double, into events: inout [GestureEvent]) {
        switch event {
        case .reset:
            abandonGesture(to: .none)
        case .fingerDetected, .holdTimeout, .holdAndMotion, .pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag,
            .edgeSwipe, .tap, .ignore, .suspend:
            // Nothing is recognized while suspended, and every suspend follows a reset.
            reportImpossible(event, at: t)
        }
    }

    /// Enters a motion state; the gesture begins now, or (more fingers than slots) once the
    /// centroid moved.
    private func enterMotion(_ next: GestureState, at t: Double, into events: inout [GestureEvent]) {
        holdDeadline = nil
        enter(next)
        activeKind = next.kind
        if next != .edgeSwipe { edge = nil }
        if !beginsOnMovement { emitBegan(at: t, into: &events) }
    }

    func armHoldTimer(at t: Double) {
        holdDeadline = nil
        guard holdAllowed, fingerCount <= maximumFingers else { return }
        holdDeadline = t + Self.holdTimeoutSeconds(fingers: fingerCount, quickHold: configuration.quickHold)
    }
}
