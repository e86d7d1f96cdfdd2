import Foundation
/// Queries the invariants share over a record.
extension TransitionRecord {
    /// The calls with their positions, for ordering questions.
    public var indexedCalls: [(index: Int, call: RecordedCall)] { calls.enumerated().map { ($0.offset, $0.element) } }

    /// The accepted finish and cancel calls on the context, in order: position, call, and whether it was a cancel.
    public var acceptedEnds: [(index: Int, call: RecordedCall, cancelled: Bool)] {
        indexedCalls.compactMap { index, call in
            switch call.call {
            case .finishInteractiveTransition(true): return (index, call, false)
            case .cancelInteractiveTransition(true): return (index, call, true)
            default: return nil
            }
        }
    }

    /// How long after a request to end the interaction an accepted end of the same kind still counts as
    /// its answer, given late (an interactor that calls `super.finish()`/`super.cancel()` on a later turn
    /// of the run loop, or after a few milliseconds): iOS ends such a transition once, late. In seconds.
    public static let lateAnswerLimit = 0.1

    /// The first accepted end of the given kind after position `index`, if it came within
    /// ``lateAnswerLimit`` of `time` (a request answered late).
    public func lateAnswer(after index: Int, cancels: Bool, time: Double) -> (index: Int, call: RecordedCall, cancelled: Bool)? {
        guard let next = nextAcceptedEnd(after: index, cancels: cancels), next.call.time - time <= Self.lateAnswerLimit else { return nil }
        return next
    }

    /// The first accepted end after position `index`, when it is of the given kind.
    private func nextAcceptedEnd(after index: Int, cancels: Bool) -> (index: Int, call: RecordedCall, cancelled: Bool)? {
        guard let next = acceptedEnds.first(where: { $0.index > index }), next.cancelled == cancels else { return nil }
        return next
    }

    /// The first accepted end after position `index`, when it is of the given kind and comes before position `limit` (a
    /// later request of another gesture) or the end of the record: a request the interactor answered itself, later.
    public func eventualAnswer(after index: Int, cancels: Bool, before limit: Int?) -> (index: Int, call: RecordedCall, cancelled: Bool)? {
        guard let next = nextAcceptedEnd(after: index, cancels: cancels), next.index < (limit ?? calls.count) else { return nil }
        return next
    }

    /// The accepted `completeTransition(_:)` after position `index`, when it completes as the request asked (true for a
    /// finish, false for a cancel), no accepted finish or cancel came before it, and it comes before position `limit`:
    /// an interactor of the app's own that animated the rest and completed the transition without telling the context
    /// it finished or cancelled (the fifth bug sample's f04, SimpleImageViewer's dismissal interactor).
    /// `either`: a request that may be answered either way (a pan's `.ended`), whatever the completion says.
    public func completedWithoutAnEnd(after index: Int, cancels: Bool, either: Bool = false, before limit: Int?) -> (index: Int, call: RecordedCall)? {
        // A transition accepts one completion.
        guard let at = acceptedCompletionIndex, at > index, at < (limit ?? calls.count),
              case let .completeTransition(didComplete, _, _) = calls[at].call, either || didComplete != cancels,
              !acceptedEnds.contains(where: { $0.index > index && $0.index < at })
        else { return nil }
        return (at, calls[at])
    }

    /// How iOS treats a transition the interactor completed itself, with no finish or cancel on the context.
    public static func completedByTheInteractor(seconds: Double) -> String {
        "the interactor animates the rest itself and calls completeTransition(_:) \(Scenario.format(seconds)) s later without finishInteractiveTransition()/cancelInteractiveTransition() on the context; iOS ends the transition then, and nothing hangs meanwhile (only the interaction-change handlers never hear of it: invariant 16)"
    }

    /// How iOS treats a finish or cancel the interactor gives UIKit only when its own animation of the rest ended.
    public static func answeredAfterItsOwnAnimation(seconds: Double) -> String {
        "the interactor animates the rest itself and tells UIKit \(Scenario.format(seconds)) s later (finishInteractiveTransition()/cancelInteractiveTransition() on the context when its animation ends); iOS ends the transition once, then, and nothing hangs meanwhile"
    }

    /// How iOS treats a finish or cancel that the interactor passes on late.
    public static let answeredLate = "the interactor passes the request on to UIKit later (super.finish()/super.cancel() on a later turn of the run loop); iOS ends the transition once, that much later, and only code that reads transitionWasCancelled right after the call sees the difference"

    /// The accepted pauses on the context, by position.
    public var acceptedPauses: [Int] {
        indexedCalls.compactMap { index, call in
            if case .pauseInteractiveTransition(true) = call.call { return index }
            return nil
        }
    }

    /// Position of the accepted `completeTransition`, if any.
    public var acceptedCompletionIndex: Int? {
        calls.firstIndex { if case .completeTransition(_, true, _) = $0.call { return true } else { return false } }
    }

    /// True when the code continued the interruptible animator with timing parameters of its own after the last
    /// accepted finish or cancel and before the completion (GTSheet's `cancel()` override: `super.cancel()`, then
    /// `continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.7), durationFactor: 0.25)`).
    /// The screen then shows the code's own curve over the code's own time, as the app meant.
    package var animatorRetimedByTheCode: Bool {
        guard let completion = acceptedCompletionIndex,
              let end = acceptedEnds.last(where: { $0.index < completion }),
              let before = end.call.probe.interruptible?.continuationsWithOwnTiming
        else { return false }
        return calls[(end.index + 1)...completion].contains { ($0.probe.interruptible?.continuationsWithOwnTiming ?? before) > before }
    }

    /// The seconds a percent-driven finish or cancel at `probe` runs out at speed 1 (the `duration` of "(1 − p) ·
    /// duration / completionSpeed"): for an interruptible transition the animator's own `duration`, since UIKit reverses
    /// or continues that animator and its remaining time is counted in it (an animator made over 2.5 × the
    /// `transitionDuration(using:)` it reports runs 2.5 times as long on iOS too); else the transition's duration. Nil
    /// when the record does not say the animator's duration.
    package func completionDuration(at probe: Probe) -> Double? {
        guard interruptible, let animator = probe.interruptible else { return duration }
        return animator.duration
    }

    /// True when `completeTransition(false)` was accepted although nothing had cancelled the transition, and
    /// the same instant the code cancelled it (`cancel()` or `cancelInteractiveTransition()` right after):
    /// the order is wrong, but UIKit takes the outcome from the argument and rolls back, which is what the
    /// cancel meant.
    package var cancelFollowsFalseCompletion: Bool {
        guard let index = acceptedCompletionIndex, case .completeTransition(false, _, false) = calls[index].call else { return false }
        let time = calls[index].time
        return calls[(index + 1)...].prefix { $0.time <= time + 1e-9 }.contains { call in
            switch call.call {
            case .interactorCancel, .cancelInteractiveTransition: return true
            default: return false
            }
        }
    }

    /// True when, in a transition that began interactively and that nothing asked to finish (no finish of the
    /// interactor or the context, no release the app's handler took as a finish), `completeTransition(false)`
    /// was accepted although nothing had cancelled the transition: a cancel in all but the flag. UIKit takes
    /// the outcome from the argument and rolls back, so the view-controller state is as before; whether the
    /// code also put every view back is ``rolledBackWithViewsBack``'s question, and a view left changed is
    /// 18's and 23's finding, not the outcome's.
    package var rolledBackUnasked: Bool {
        guard first({ if case .started(interactive: true) = $0 { true } else { false } }) != nil,
              let index = acceptedCompletionIndex, case .completeTransition(false, _, false) = calls[index].call else { return false }
        return !calls[..<index].contains { call in
            switch call.call {
            case .interactorFinish, .finishInteractiveTransition(accepted: true), .gestureReleased(finishes: true, _, _): return true
            default: return false
            }
        }
    }

    /// ``rolledBackUnasked``, and every view that shows before or after shows as it was (frame, transform,
    /// alpha, isHidden, …): the code dragged the views back itself. (A presentation or push rolled back this
    /// way takes its new view out of the window; the views that were there are as they were.)
    package var rolledBackWithViewsBack: Bool {
        rolledBackUnasked && !propertiesNotPutBack.contains { Self.shows($0.property, $0.before, $0.after) }
    }

    /// Whether a change of `property` between two snapshots of a view shows on screen: the view shows in either,
    /// and for its background colour, the background itself (an opaque subview covering all of it hides it).
    static func shows(_ property: String, _ before: ViewSnapshot, _ after: ViewSnapshot) -> Bool {
        property == "backgroundColor" ? before.isBackgroundVisible || after.isBackgroundVisible : before.isVisible || after.isVisible
    }

    /// Each property of ``HierarchyInvariants/restoredProperties`` that differs between the view before the
    /// transition and after it, for every view in the window both times (a list cell's frame is the list's), unless
    /// its value after is the one a handler of a recognizer that took no part in the transition gave it
    /// (``TransitionRecord/bystanderWrites``: the app resized its sheet with another pan meanwhile).
    package var propertiesNotPutBack: [(before: ViewSnapshot, after: ViewSnapshot, property: String)] {
        var changes: [(before: ViewSnapshot, after: ViewSnapshot, property: String)] = []
        for before in before.views where before.inWindow {
            guard let after = after.view(before.id), after.inWindow else { continue }
            for property in HierarchyInvariants.restoredProperties where before.value(property) != after.value(property) {
                // A list places its cells as it scrolls: a cell's frame is the list's.
                if property == "frame", before.isListCell, after.isListCell { continue }
                // UIKit draws alpha clamped to 0…1: 1 and 1.4 look the same.
                if property == "alpha", Self.shownAlpha(before.value(property)) == Self.shownAlpha(after.value(property)) { continue }
                if setByABystander(after, property) { continue }
                changes.append((before, after, property))
            }
        }
        return changes
    }

    /// Whether `view`'s `property` has the value a handler of a recognizer that took no part in the transition last
    /// gave it (``TransitionRecord/bystanderWrites``): the app's own change, which no cancel puts back.
    func setByABystander(_ view: ViewSnapshot, _ property: String) -> Bool {
        guard let written = bystanderWrites[view.id]?[property] else { return false }
        return written == view.value(property)
    }

    /// An alpha as UIKit draws it, clamped to 0…1 (nil when `text` is not a number).
    static func shownAlpha(_ text: String?) -> Double? {
        guard let text, let value = Double(text) else { return nil }
        let low: Double = value < 0 ? 0 : value
        return low > 1 ? 1 : low
    }

    /// The first call matching `predicate`, with its position.
    public func first(_ predicate: (ObservedCall) -> Bool) -> (index: Int, call: RecordedCall)? {
        guard let index = calls.firstIndex(where: { predicate($0.call) }) else { return nil }
        return (index, calls[index])
    }

    /// The last call recorded (the end of the observation), for evidence of something that never happened.
    public var lastCall: RecordedCall? { calls.last }

    /// Evidence at the end of the observation.
    public func atEnd(view: String? = nil, property: String? = nil, before: String? = nil, after: String? = nil, _ message: String) -> Evidence {
        Evidence(
            call: "end of observation", time: observedFor, view: view, property: property, before: before, after: after,
            message: message)
    }

    /// True when the outcome the user asked for shows the second view controller (a completed present or
    /// push, or a cancelled dismiss or pop).
    public var endsShown: Bool { scenario.operation.isForward != wasCancelled }
}

extension TransitionRecord {
    /// True when the accepted `completeTransition` was passed false: the path UIKit's hierarchy and
    /// appearance work took, whatever the user asked for (invariant 2 compares the two).
    public var rolledBack: Bool { completedWith == false }

    /// True when the accepted `completeTransition` was passed true.
    public var committed: Bool { completedWith == true }

    /// True when the hierarchy UIKit built shows the second view controller: a committed present or
    /// push, or a rolled-back dismiss or pop.
    public var hierarchyShows: Bool { scenario.operation.isForward == committed }

    /// The calls from the start of the transition (`startInteractiveTransition` or `animateTransition`)
    /// on: from there the probes know the transition's views.
    public var callsFromStart: ArraySlice<RecordedCall> {
        guard let start = calls.firstIndex(where: { if case .started = $0.call { return true } else { return false } }) else {
            return []
        }
        return calls[start...]
    }

    /// The calls from the start whose state was on screen: the last of each instant the clock then left. UIKit
    /// draws what a run-loop turn leaves, so a view taken out and put back within one instant never shows; the
    /// last instant's state is ``after``'s, once everything at that instant has run.
    public var callsShownFromStart: [RecordedCall] {
        let calls = Array(callsFromStart)
        return calls.indices.dropLast().filter { calls[$0 + 1].time > calls[$0].time + 1e-9 }.map { calls[$0] }
    }

    /// Evidence about the state once the transition completed: tied to the accepted `completeTransition`
    /// (the end of the observation when none was accepted).
    public func atCompletion(
        view: String? = nil, property: String? = nil, before: String? = nil, after: String? = nil, _ message: String
    ) -> Evidence {
        guard let call = acceptedCompletion else {
            return atEnd(view: view, property: property, before: before, after: after, message)
        }
        return Evidence(at: call, view: view, property: property, before: before, after: after, message: message)
    }
}

extension SceneSnapshot {
    /// Where view `id` is: "in window, superview X" or "out of the window (superview X)", or "-" when the snapshot does not know it.
    public func placement(of id: String) -> String {
        guard let view = view(id) else { return "-" }
        let superview = view.superview ?? "nil"
        return view.inWindow ? "in window, superview \(superview)" : "out of the window, superview \(superview)"
    }
}

extension ObservedCall {
    /// True for the calls noted once an action returned: the request, a scenario step on the interactor, a
    /// gesture decision, a clock task. Everything recorded between two of them happened inside the later action.
    public var isActionNote: Bool {
        switch self {
        case .begin, .interactorUpdate, .interactorFinish, .interactorCancel, .interactorPause, .interactorSystemCancel,
             .interactorCompletionSpeed, .gestureReleased, .gestureInterrupted, .clockTask, .touchFrame, .touchesCancelledBySystem, .gestureEnded:
            return true
        default:
            return false
        }
    }
}

extension TransitionRecord {
    /// The position of the last action note before `index`: its probe is the state just before the action
    /// that `index` belongs to began (nil when nothing was noted before).
    public func actionStart(before index: Int) -> Int? {
        calls[..<min(index, calls.count)].lastIndex { $0.call.isActionNote }
    }

    /// The state just before the action noted at `index` began, and the position of the last call before
    /// that action: the last action note before it, or the end of the request when that came later.
    /// When the action itself started the transition before the call at `index` (one touch frame whose handler
    /// begins the dismissal at `.began` and falls through to `update` at `.changed`, as SideMenu's does: UIKit
    /// recognizes the pan at the first move, so both come in one frame), the state at that start instead.
    public func stateBefore(action index: Int) -> (index: Int, probe: Probe)? {
        let note = actionStart(before: index)
        let state: (index: Int, probe: Probe)?
        if let end = requestEnd, let probe = afterRequest, end > 0, end <= index, note.map({ $0 < end }) ?? true {
            state = (end - 1, probe)
        } else {
            state = note.map { ($0, calls[$0].probe) }
        }
        guard let state, state.index + 1 < index,
              let started = calls[(state.index + 1)..<index].lastIndex(where: { if case .started = $0.call { true } else { false } })
        else { return state }
        return (started, calls[started].probe)
    }

    /// The state at the end of the observation (the probe of the last call).
    public var finalProbe: Probe? { calls.last?.probe }
}

extension TransitionRecord {
    /// True when the observation ended with the transition in flight and still interactive: the gesture
    /// holds it (the scenario's steps ended without a finish or cancel), so no completion is due yet.
    public var heldByGesture: Bool {
        guard !completed, let last = calls.last?.probe else { return false }
        return last.phase == "inFlight" && last.isInteractive
    }
}
