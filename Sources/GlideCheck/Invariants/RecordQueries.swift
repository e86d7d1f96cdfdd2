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
