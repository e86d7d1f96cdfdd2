import Foundation

/// One transition of ``GestureStateMachine``'s state machine: in state `from`, `event` leads to
/// state `to`, and the machine emits `output`.
public struct GestureTransition: Hashable, Sendable, CustomStringConvertible {
    /// What the machine itself emits on a transition. Gestures that end because every finger lifted,
    /// or are cancelled by a finger-count change, dropped events, a button, a thumb or
    /// ``GestureStateMachine/cancel(at:reason:)``, end before the `reset` that follows: the reset
    /// emits nothing.
    public enum Output: String, Hashable, Sendable, CaseIterable {
        /// Nothing.
        case nothing
        /// `began` for the new state's gesture kind (for a swipe decided without finger positions,
        /// more fingers than slots: once the centroid moved min_move instead).
        case began
        /// A tap: `began` and `ended`, at the lift.
        case tap
        /// `cancelled` (reason `superseded`) for the gesture in progress.
        case cancelled
        /// `cancelled` (reason `superseded`) for the gesture in progress, then `began` for the new
        /// state's kind (libinput: a hold that turns into another gesture ends cancelled).
        case cancelledThenBegan
    }

    /// The state the event arrives in.
    public let from: GestureState
    /// The event.
    public let event: GestureMachineEvent
    /// The state the machine is in afterwards.
    public let to: GestureState
    /// What the machine emits.
    public let output: Output

    /// A transition.
    init(_ from: GestureState, _ event: GestureMachineEvent, _ to: GestureState, _ output: Output = .nothing) {
        self.from = from
        self.event = event
        self.to = to
        self.output = output
    }

    /// `from --event--> to`, with the output when there is one.
    public var description: String {
        "\(from.rawValue) --\(event.rawValue)--> \(to.rawValue)" + (output == .nothing ? "" : " (\(output.rawValue))")
    }
}

extension GestureStateMachine {
    /// The motion events: each leads to the ``GestureState`` of the same name
    /// (``GestureMachineEvent/motionState``).
    static let motionEvents: [GestureMachineEvent] = [.pointerMotion, .scroll, .swipe, .pinch, .rotate, .drag, .edgeSwipe]

    /// Every transition of the state machine: the (state, event) pairs ``handle(_:at:into:)`` acts
    /// on, what it moves to and what it emits. Every other pair is impossible — the recognizer never
    /// sends that event in that state — and is reported as an ``ImpossibleGesturePair`` (libinput's
    /// `log_gesture_bug`), leaving the state as it was.
    ///
    /// The per-state handlers in `GestureStateMachine+States.swift` implement it;
    /// `GestureStateMachineTableTests` drives every (state, event) pair through them and checks
    /// each against this table, and `docs/gesture-state-machine.md` is generated from it.
    public static let transitions: [GestureTransition] = {
        var table: [GestureTransition] = [
            // No gesture: fingers found start one.
            GestureTransition(.none, .reset, .none),
            GestureTransition(.none, .fingerDetected, .unknown),
            GestureTransition(.none, .ignore, .ignored),
            GestureTransition(.none, .suspend, .suspended),
            // Undecided: the hold timer, a quick lift or motion decide.
            GestureTransition(.unknown, .reset, .none),
            GestureTransition(.unknown, .holdTimeout, .hold, .began),
            GestureTransition(.unknown, .tap, .none, .tap),
            GestureTransition(.unknown, .ignore, .ignored),
            GestureTransition(.unknown, .suspend, .suspended),
        ]
        for event in motionEvents {
            table.append(GestureTransition(.unknown, event, event.motionState ?? .unknown, .began))
        }
        // A hold: slight motion of one finger keeps it; other motion cancels it and starts the
        // motion gesture.
        table += [
            GestureTransition(.hold, .reset, .none),
            GestureTransition(.hold, .holdAndMotion, .holdAndMotion),
            GestureTransition(.hold, .suspend, .suspended),
            GestureTransition(.hold, .ignore, .ignored, .cancelled),
        ]
        for event in motionEvents {
            table.append(GestureTransition(.hold, event, event.motionState ?? .hold, .cancelledThenBegan))
        }
        // A one-finger hold whose finger moves a little: moving on cancels it.
        table += [
            GestureTransition(.holdAndMotion, .reset, .none),
            GestureTransition(.holdAndMotion, .suspend, .suspended),
            GestureTransition(.holdAndMotion, .pointerMotion, .pointerMotion, .cancelledThenBegan),
            GestureTransition(.holdAndMotion, .drag, .drag, .cancelledThenBegan),
            GestureTransition(.holdAndMotion, .edgeSwipe, .edgeSwipe, .cancelledThenBegan),
        ]
        // Decided gestures: only a reset or a suspend leaves them.
        for state in [GestureState.pointerMotion, .swipe, .pinch, .rotate, .edgeSwipe] {
            table += [GestureTransition(state, .reset, .none), GestureTransition(state, .suspend, .suspended)]
        }
        // A swipe decided for fingers beyond the slots begins only once they move (libinput's
        // SWIPE_START; its tap machine runs apart): lifted quickly before that, they tapped.
        table.append(GestureTransition(.swipe, .tap, .none, .tap))
        // Scroll and touchscreen drag may still turn out to be a pinch or a rotation (libinput's
        // scroll → pinch) within the pinch timeout.
        for state in [GestureState.scroll, .drag] {
            table += [
                GestureTransition(state, .reset, .none),
                GestureTransition(state, .suspend, .suspended),
                GestureTransition(state, .pinch, .pinch, .cancelledThenBegan),
                GestureTransition(state, .rotate, .rotate, .cancelledThenBegan),
            ]
        }
        table += [
            // Fingers that make nothing: a finger-count change (a reset) looks again.
            GestureTransition(.ignored, .reset, .none),
            GestureTransition(.ignored, .suspend, .suspended),
            // After a cancel: only every finger lifting (a reset) ends it.
            GestureTransition(.suspended, .reset, .none),
        ]
        return table
    }()

    /// The transition for `event` in `state`, nil when the pair is impossible.
    public static func transition(from state: GestureState, on event: GestureMachineEvent) -> GestureTransition? {
        transitions.first { $0.from == state && $0.event == event }
    }
}
