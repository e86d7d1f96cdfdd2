import Foundation

/// A (state, event) pair that ``GestureStateMachine``'s state machine has no transition for (it is
/// not in ``GestureStateMachine/transitions``): the recognizer sent itself an event its own rules
/// never send in that state. That is a bug in the recognizer, whatever the input was — libinput's
/// `log_gesture_bug` ("invalid gesture event … in state …"). The machine stays in its state and
/// emits nothing, as libinput does.
public struct ImpossibleGesturePair: Hashable, Sendable, CustomStringConvertible {
    /// The state the event arrived in.
    public let state: GestureState
    /// The event.
    public let event: GestureMachineEvent
    /// When it first happened, in seconds on the frames' clock.
    public let firstTime: Double
    /// How many times it happened.
    public internal(set) var occurrences: Int

    /// `gesture bug: event X in state Y`, with the names the enums use.
    public var description: String { Self.message(event: event, state: state) }

    /// The report's text for `event` in `state`.
    static func message(event: GestureMachineEvent, state: GestureState) -> String {
        "gesture bug: event \(event.rawValue) in state \(state.rawValue)"
    }
}

extension GestureStateMachine {
    /// Records that `event` arrived in the current state, which has no transition for it, and leaves
    /// the state as it was. Every time, the pair is counted in ``impossiblePairs``; the first time,
    /// debug builds also write `glide: gesture bug: event X in state Y` to ``impossiblePairLog``
    /// (standard error). libinput logs a gesture bug and carries on; so does Glide, so that fuzzing
    /// and replays never stop on one.
    func reportImpossible(_ event: GestureMachineEvent, at t: Double) {
        if let i = impossiblePairs.firstIndex(where: { $0.state == state && $0.event == event }) {
            impossiblePairs[i].occurrences += 1
            return
        }
        impossiblePairs.append(ImpossibleGesturePair(state: state, event: event, firstTime: t, occurrences: 1))
        #if DEBUG
            impossiblePairLog("glide: " + ImpossibleGesturePair.message(event: event, state: state))
        #endif
    }
}
