import Foundation
/// Invariants about `completeTransition` and what follows it: once, with the right argument, in time,
/// then `animationEnded`, in UIKit's order; no transition left stuck; the context's answers.
enum CompletionInvariants {
    static let all: [Invariant] = [completeOnce, completeArgument, completeInTime, animationEndedOnce, completionOrder, noStuck, contextAnswers]

    /// 1: `completeTransition` is called exactly once per transition.
    static let completeOnce = Invariant(
        1, "complete-once", "completeTransition is called exactly once per transition; later calls are no-ops and reported",
        reports: ["B8", "B9"]
    ) { record in
        let completions = record.calls.filter { if case .completeTransition = $0.call { return true } else { return false } }
        if completions.isEmpty {
            if record.heldByGesture { return [] }
            return [record.atEnd(
                property: "completeTransition calls", before: "1", after: "0",
                "completeTransition was never called: the transition is still \(record.calls.last?.probe.phase ?? "none")")]
        }
        return completions.dropFirst().map { call in
            Evidence(
                at: call, property: "completeTransition calls", before: "1", after: "\(completions.count)",
                message: "completeTransition was called again after the transition completed (UIKit ignores it)")
        }
    }

    /// 2: the argument of `completeTransition` equals `!transitionWasCancelled` at the moment of the call.
    static let completeArgument = Invariant(
        2, "complete-argument", "the completeTransition argument equals !transitionWasCancelled at the moment of the call",
        reports: ["B3"]
    ) { record in
        guard let call = record.acceptedCompletion, case let .completeTransition(argument, _, wasCancelled) = call.call,
              argument == wasCancelled
        else { return [] }
        let found = Evidence(
            at: call, property: "transitionWasCancelled", before: "\(wasCancelled)", after: "completeTransition(\(argument))",
            message: wasCancelled
                ? "completeTransition(true) after the transition was cancelled: UIKit commits the transition the user cancelled"
                : "completeTransition(false) although the transition was not cancelled: UIKit rolls back a transition that finished")
        if record.cancelFollowsFalseCompletion { return [found.warning(cancelledTooLate)] }
        if record.rolledBackWithViewsBack { return [found.warning(putBackByTheCode)] }
        if record.rolledBackUnasked { return [found.warning(rolledBackLeavingViews)] }
        return [found]
    }

    /// How iOS treats `completeTransition(false)` after the code dragged every view back itself.
    static let putBackByTheCode = "nothing asked this dismissal to finish and every view was back as it was when the code completed with false: UIKit takes the outcome from completeTransition's argument and rolls the transition back, so the screen and the view-controller state agree and nothing shows; the transition was never cancelled, though (transitionWasCancelled is false, which the coordinator's users read): call cancelInteractiveTransition() before completing"

    /// How iOS treats `completeTransition(false)` that nothing asked to finish, with views left changed.
    static let rolledBackLeavingViews = "nothing asked this transition to finish when the code completed it with false: UIKit takes the outcome from completeTransition's argument and rolls the transition back, so the view-controller state is as before (the views the code did not put back are reported apart, by invariants 18 and 23); the transition was never cancelled, though (transitionWasCancelled is false, which the coordinator's users read): call cancelInteractiveTransition() before completing"

    /// How iOS treats `completeTransition(false)` followed at once by the cancel it meant.
    static let cancelledTooLate = "the code cancelled the transition right after completing it with false: UIKit takes the outcome from completeTransition's argument and rolls the transition back, which is what the cancel meant, so nothing shows; call cancelInteractiveTransition() first, so that transitionWasCancelled is true when the completion and the coordinator's users read it"

    /// The slack of the time bounds: two display frames.
    static let timeSlack = 2.0 / 60

    /// 8: the transition completes within `duration / completionSpeed` (plus two frames) after the last
    /// accepted finish or cancel, within `duration` after a non-interactive start; it never stays incomplete.
    static let completeInTime = Invariant(
        8, "complete-in-time",
        "completeTransition is called within duration/completionSpeed + ε after the accepted finish or cancel (duration + ε after a non-interactive start)",
        reports: ["B8", "B6"]
    ) { record in
        let lastEnd = record.acceptedEnds.last
        let start = record.first { if case .started = $0 { return true } else { return false } }
        // The deadline, what it is counted from, and the duration it allows at speed 1.
        var deadline: (time: Double, from: RecordedCall, speed: Double, duration: Double)?
        if let end = lastEnd {
            // The probe at the accepted call shows the speed the context took (sanitized, positive).
            let speed = max(end.call.probe.completionVelocity, 1e-9)
            if let duration = record.completionDuration(at: end.call.probe) {
                deadline = (end.call.time + duration / speed + timeSlack, end.call, speed, duration)
            }
            // An end that arrives while the transition runs non-interactively (started running, never grabbed)
            // does not restart the completion already under way: its own deadline still holds.
            let wasInteractive = end.index > 0 ? record.calls[end.index - 1].probe.isInteractive : true
            if !wasInteractive, let start, case .started(interactive: _) = start.call.call,
               let current = deadline, start.call.time + record.duration + timeSlack > current.time {
                deadline = (start.call.time + record.duration + timeSlack, start.call, 1, record.duration)
            }
        } else if let start, case .started(interactive: false) = start.call.call {
            deadline = (start.call.time + record.duration + timeSlack, start.call, 1, record.duration)
        }
        guard let completion = record.acceptedCompletion else {
            if record.heldByGesture { return [] }
            let pending = deadline.map { " (due by \(Scenario.format($0.time)) s)" } ?? ""
            return [record.atEnd(
                property: "completed", before: "true", after: "false",
                "the transition never completed\(pending); it was still \(record.lastCall?.probe.phase ?? "none") when the observation ended")]
        }
        // A timing curve of the app's own (a spring) sets its own duration: only completion is required then.
        guard let deadline, !record.customCompletionTiming, completion.time > deadline.time else { return [] }
        let allowed = deadline.duration / deadline.speed
        let found = Evidence(
            at: completion, property: "seconds after \(deadline.from.call)",
            before: "≤ \(Scenario.format(allowed + timeSlack))", after: Scenario.format(completion.time - deadline.from.time),
            message: "completeTransition came \(Scenario.format(completion.time - deadline.time)) s late: expected within duration "
                + "\(Scenario.format(deadline.duration)) s / completionSpeed \(Scenario.format(deadline.speed)) of \(deadline.from.call)")
        // Run without an interaction, the transition is the animator's: UIKit completes it when the animator
        // says so, and uses the reported duration only for alongside animations.
        if case .started(interactive: false) = deadline.from.call { return [found.warning(outlastsDuration)] }
        return [found]
    }

    /// How iOS treats a non-interactive transition whose animation outlasts `transitionDuration(using:)`.
    static let outlastsDuration = "a transition run without an interaction ends when the animator calls completeTransition; UIKit uses transitionDuration(using:) only to time alongside animations and a percent-driven interaction, so an animation longer than the duration it reports ends later with nothing wrong on screen (alongside animations finish first)"

    /// True when the animator under check was asked to animate (UIKit calls `animationEnded` only then).
    static func animatorRan(_ record: TransitionRecord) -> Bool {
        record.calls.contains {
            switch $0.call {
            case .animateTransition, .interruptibleAnimator(vended: true, _): return true
            default: return false
            }
        }
    }

    /// The animator's `animationEnded` calls (through the recording proxy), with their positions.
    static func animationEndedCalls(_ record: TransitionRecord) -> [(index: Int, call: RecordedCall, value: Bool)] {
        record.indexedCalls.compactMap { index, call in
            if case let .animationEnded(value) = call.call { return (index, call, value) }
            return nil
        }
    }

    /// 14: `animationEnded(b)` reaches the animator exactly once, after the accepted `completeTransition(b)`,
    /// with the same b; never when the animator never ran (a non-animated, non-custom transition).
    static let animationEndedOnce = Invariant(
        14, "animation-ended-once", "animationEnded(b) is called exactly once, after completeTransition(b), with the same b"
    ) { record in
        let ended = animationEndedCalls(record)
        // An animator UIKit never asked to animate (a non-animated transition, or an interactor that never
        // called it) owes no animationEnded; one it hears comes from completeTransition, whose last step
        // calls it whether the animator ran or not, and is judged as any other.
        if !animatorRan(record), ended.isEmpty { return [] }
        guard let completionIndex = record.acceptedCompletionIndex, let argument = record.completedWith else {
            return ended.map { entry in
                Evidence(
                    at: entry.call, property: "completeTransition", before: "accepted", after: "never",
                    message: "animationEnded(\(entry.value)) was called although completeTransition was never accepted")
            }
        }
        guard !ended.isEmpty else {
            return [record.atEnd(
                property: "animationEnded calls", before: "1", after: "0",
                "animationEnded(\(argument)) never reached the animator after completeTransition(\(argument))")]
        }
        var evidence: [Evidence] = []
        for (position, entry) in ended.enumerated() {
            if entry.index < completionIndex {
                evidence.append(Evidence(
                    at: entry.call, property: "order", before: "after completeTransition(\(argument))", after: "before it",
                    message: "animationEnded(\(entry.value)) was called before the transition completed"))
            } else if position > 0 {
                evidence.append(Evidence(
                    at: entry.call, property: "animationEnded calls", before: "1", after: "\(ended.count)",
                    message: "animationEnded(\(entry.value)) was called again: the animator hears the end of the transition twice"))
            }
            if entry.value != argument {
                evidence.append(Evidence(
                    at: entry.call, property: "animationEnded argument", before: "\(argument)", after: "\(entry.value)",
                    message: "animationEnded(\(entry.value)) does not match completeTransition(\(argument))"))
            }
        }
        return evidence
    }

    /// 15: inside completion, UIKit's hierarchy work comes first, then the coordinator's completion
    /// blocks, then `animationEnded`.
    static let completionOrder = Invariant(
        15, "completion-order",
        "inside completion: UIKit's hierarchy work, then coordinator completion blocks, then animationEnded"
    ) { record in
        guard let completionIndex = record.acceptedCompletionIndex, let completion = record.acceptedCompletion else { return [] }
        func firstAfter(_ predicate: (ObservedCall) -> Bool) -> Int? {
            record.calls.indices.first { $0 > completionIndex && predicate(record.calls[$0].call) }
        }
        let hierarchy = firstAfter { if case .hierarchyUpdated = $0 { return true } else { return false } }
        let coordinator = firstAfter { if case .coordinatorCompletionsRan = $0 { return true } else { return false } }
        var evidence: [Evidence] = []
        if hierarchy == nil {
            evidence.append(Evidence(
                at: completion, property: "hierarchy updated", before: "yes", after: "no",
                message: "the view-controller and hierarchy work never ran after \(completion.call)"))
        }
        if coordinator == nil {
            evidence.append(Evidence(
                at: completion, property: "coordinator completions", before: "ran", after: "never ran",
                message: "the coordinator's completion blocks never ran after \(completion.call)"))
        }
        if let hierarchy, let coordinator, coordinator < hierarchy {
            evidence.append(Evidence(
                at: record.calls[coordinator], property: "order", before: "after the hierarchy work", after: "before it",
                message: "the coordinator's completion blocks ran before UIKit updated the hierarchy"))
        }
        for entry in animationEndedCalls(record) where entry.index > completionIndex {
            if let hierarchy, entry.index < hierarchy {
                evidence.append(Evidence(
                    at: entry.call, property: "order", before: "after the hierarchy work", after: "before it",
                    message: "animationEnded(\(entry.value)) ran before UIKit updated the view-controller hierarchy"))
            } else if let coordinator, entry.index < coordinator {
                evidence.append(Evidence(
                    at: entry.call, property: "order", before: "after the coordinator completions", after: "before them",
                    message: "animationEnded(\(entry.value)) ran before the coordinator's completion blocks had all run"))
            }
        }
        return evidence
    }

    /// True for the calls noted at a stable moment (after a scheduled task or a step of the gesture
    /// handler returned), not from inside a call in progress.
    static func isStableMoment(_ call: ObservedCall) -> Bool {
        switch call {
        case .clockTask, .turnEndStart, .interactorUpdate, .interactorFinish, .interactorCancel, .interactorPause, .interactorSystemCancel,
             .interactorCompletionSpeed, .gestureReleased, .gestureInterrupted, .touchFrame, .touchesCancelledBySystem, .gestureEnded:
            return true
        default:
            return false
        }
    }

    /// True when `probe` shows a transition in flight that nothing drives: nothing scheduled on the clock,
    /// no interaction, no pending end, no finger down and no animation that moves (frozen animations under a
    /// container whose layer speed is 0, or a paused interruptible animator, drive nothing). A finger still down
    /// counts as a driver: the app's gesture handler may end the transition at the lift even when the context is not
    /// interactive (an interactor that answers false to `wantsInteractiveStart` and moves the views itself, as
    /// InstagramTransition#4's fix has it); once every finger is up, a transition nothing drives is stuck.
    static func isStuck(_ probe: Probe) -> Bool {
        let moving = probe.animating && probe.containerSpeed != 0 && (probe.interruptible?.isRunning ?? true)
        return probe.phase == "inFlight" && probe.clockIdle && !moving && !probe.isInteractive && probe.interactorPendingEnd == nil
            && probe.touchesDown == 0
    }

    /// 29: no transition stays in flight with no driver: nothing scheduled on the clock, nothing animating,
    /// no interaction and no pending finish or cancel ("stuck at x %").
    static let noStuck = Invariant(
        29, "no-stuck",
        "no transition remains in flight with no driver (display link, animator, interaction, a finger down) and no pending finish or cancel",
        reports: ["B6", "B8"]
    ) { record in
        func describe(_ probe: Probe) -> String {
            "in flight at \(Scenario.format(probe.percentComplete * 100)) % with nothing scheduled, nothing animating, no interaction, no finger down and no pending end"
        }
        if let stuck = record.calls.first(where: { isStableMoment($0.call) && isStuck($0.probe) }) {
            return [Evidence(
                at: stuck, property: "driver", before: "clock, animation, interaction or pending end", after: "none",
                message: "the transition is stuck: \(describe(stuck.probe))")]
        }
        if !record.completed, record.endedIdle, let last = record.lastCall, isStuck(last.probe) {
            return [record.atEnd(
                property: "driver", before: "clock, animation, interaction or pending end", after: "none",
                "the transition is stuck at the end of the observation: \(describe(last.probe))")]
        }
        return []
    }

    /// `CGRect.zero` as the checker prints it.
    static let zeroRect = "(0, 0, 0, 0)"

    /// 30: the context the animator was handed answers like UIKit's: nil for unknown keys, `.zero` frames
    /// for a view controller outside the transition, and `finalFrame(from) == .zero` iff the from view is
    /// removed at the end.
    static let contextAnswers = Invariant(
        30, "context-answers",
        "view(forKey:) is nil for unknown keys; frames of other view controllers are .zero; finalFrame(from) == .zero iff the from view is removed"
    ) { record in
        guard let answers = record.answers else { return [] }
        let call = record.first { if case .animateTransition = $0 { return true } else { return false } }?.call
            ?? record.first { if case .interruptibleAnimator = $0 { return true } else { return false } }?.call
        func evidence(_ property: String, _ expected: String, _ found: String, _ message: String) -> Evidence {
            if let call { return Evidence(at: call, property: property, before: expected, after: found, message: message) }
            return record.atEnd(property: property, before: expected, after: found, message)
        }
        var found: [Evidence] = []
        if !answers.unknownViewKeyIsNil {
            found.append(evidence("view(forKey: unknown)", "nil", "a view", "view(forKey:) returned a view for a key other than .from and .to"))
        }
        if !answers.unknownViewControllerKeyIsNil {
            found.append(evidence(
                "viewController(forKey: unknown)", "nil", "a view controller",
                "viewController(forKey:) returned a view controller for a key other than .from and .to"))
        }
        if let frame = answers.bystanderInitialFrame, frame != zeroRect {
            found.append(evidence(
                "initialFrame(for: bystander)", zeroRect, frame, "initialFrame(for:) of a view controller outside the transition is not .zero"))
        }
        if let frame = answers.bystanderFinalFrame, frame != zeroRect {
            found.append(evidence(
                "finalFrame(for: bystander)", zeroRect, frame, "finalFrame(for:) of a view controller outside the transition is not .zero"))
        }
        // Removal is known only for a transition that completed as asked (a cancelled one keeps its from view).
        if record.completed, !record.wasCancelled, answers.fromFinalFrame != "nil",
           let fromView = record.roles.fromViewControllerView ?? record.roles.fromView {
            // What UIKit removes at the end (not what an animator did on its own, which 21 and 22 judge):
            // a completed presentation removes the presenter's view only when the style says so; a
            // dismissal, a push and a pop always remove the from view.
            let removed = record.scenario.operation == .present ? record.roles.removesPresenterView : true
            let zero = answers.fromFinalFrame == zeroRect
            if zero != removed {
                found.append(evidence(
                    "finalFrame(for: from)", removed ? zeroRect : "the from view's frame", answers.fromFinalFrame,
                    removed
                        ? "finalFrame(for: from) is not .zero although the from view \(fromView) is removed at the end"
                        : "finalFrame(for: from) is .zero although the from view \(fromView) stays in the window"))
            }
        }
        return found
    }
}
