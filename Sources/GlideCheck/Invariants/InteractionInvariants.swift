import Foundation
/// Invariants about the interaction and its hand-over to the non-interactive completion: the cancelled
/// flag, clamping, updates outside the interaction, one end per interactive phase, the completion's
/// duration and speed, linear scrubbing, the classic path's frozen container layer, the interruptible
/// animator's reversal and end state, and the interaction-change handlers.
enum InteractionInvariants {
    static let all: [Invariant] = [
        cancelledFlag, nonInteractiveNeverCancelled, percentClamped, noUpdateOutsideInteraction, oneEndPerPhase,
        completionTiming, completionSpeedSanitized, scrubLinear, classicLayer, interruptibleReversal, interactionHandlers,
        staleInteractor,
    ]

    // MARK: 32: an interaction controller nobody drives

    /// 32: when no gesture began the transition (a button, the app's code), the interaction controller
    /// the app's delegate vends must start it running (`wantsInteractiveStart` false) or be driven to an
    /// end by the app; an interactor left over from a gesture, vended anyway, hangs the transition
    /// interactive at 0 % and the app with it (UIKit waits for updates that never come).
    static let staleInteractor = Invariant(
        32, "stale-interactor",
        "an interaction controller vended for a transition no gesture began starts it running or is driven to an end; otherwise the transition hangs interactive",
        reports: ["B14"]
    ) { record in
        guard !record.scenario.interactive, !record.completed,
              let vend = record.calls.first(where: {
                  if case .interactionControllerVended(_, .some, _, _) = $0.call { return true } else { return false }
              }),
              case let .interactionControllerVended(method, vended?, _, wantsInteractiveStart) = vend.call,
              let last = record.calls.last, last.probe.isInteractive
        else { return [] }
        let start = wantsInteractiveStart ? "wantsInteractiveStart true" : "wantsInteractiveStart false, yet still interactive"
        return [Evidence(
            at: vend, property: "interaction controller", before: "nil, or one that starts running", after: "\(vended) (\(start))",
            message: "\(method) vended \(vended) for a \(record.scenario.operation) no gesture began; nothing drove it, and the "
                + "transition was still interactive at \(Scenario.format(last.probe.percentComplete * 100)) % when the observation ended "
                + "(vend it only while a gesture drives it, e.g. behind a flag the handler sets in .began and clears at the end)")]
    }

    /// How far two stored numbers (percentages, layer times, fractions) may differ and still be equal.
    static let tolerance = 1e-6
    /// One display frame: the slack of completion timing.
    static let frame = 1.0 / 60

    // MARK: 3, 4: transitionWasCancelled

    /// 3: `transitionWasCancelled` is false before a cancel, true from the accepted cancel until completion
    /// (unless a later finish was accepted), already true when the interactor's `cancel()` returns while
    /// the interaction was live, and the context the animator was handed says the same.
    static let cancelledFlag = Invariant(
        3, "cancelled-flag",
        "transitionWasCancelled is false before any cancel, true from the moment cancel is called through completion unless a later finish is accepted",
        reports: ["B3", "B11"]
    ) { record in
        var evidence: [Evidence] = []
        var expected = false
        var interrupted = false
        var flagReported = false
        var animatorContextReported = false
        for (index, call) in record.calls.enumerated() {
            let probe = call.probe
            switch call.call {
            case .cancelInteractiveTransition(true): expected = true
            case .finishInteractiveTransition(true): expected = false
            default: break
            }
            // A stopped animator's completion sets the flag directly (UIKit's interrupted path): not followed here.
            if probe.interruptible?.state == "stopped" { interrupted = true }
            if !interrupted, !flagReported, probe.transitionWasCancelled != expected {
                flagReported = true
                evidence.append(Evidence(
                    at: call, property: "transitionWasCancelled", before: "\(expected)", after: "\(probe.transitionWasCancelled)",
                    message: expected
                        ? "transitionWasCancelled must stay true from the accepted cancel until completion (no finish was accepted since), but it was false"
                        : "transitionWasCancelled must be false before any accepted cancel (or after an accepted finish), but it was true"))
            }
            switch call.call {
            case .interactorCancel, .interactorSystemCancel:
                // A cancel the interactor turned into an accepted finish is invariant 27's (cancel maps to cancel).
                let finishedInstead = record.stateBefore(action: index).map { start in
                    record.calls[(start.index + 1)..<index].contains { $0.call == .finishInteractiveTransition(accepted: true) }
                } ?? false
                if let start = record.stateBefore(action: index), start.probe.isLive, !probe.transitionWasCancelled, !finishedInstead {
                    let found = Evidence(
                        at: call, property: "transitionWasCancelled", before: "true", after: "false",
                        message: "the interaction was live, so cancel() must set transitionWasCancelled synchronously, but it was still false when cancel() returned")
                    let late = record.lateAnswer(after: index, cancels: true, time: call.time)
                    evidence.append(late == nil ? found : found.warning(TransitionRecord.answeredLate))
                }
            default: break
            }
            if !animatorContextReported, !call.call.isContextEnd, let seen = probe.animatorContextWasCancelled,
               seen != probe.transitionWasCancelled {
                animatorContextReported = true
                evidence.append(Evidence(
                    at: call, property: "transitionWasCancelled (the animator's context)", before: "\(probe.transitionWasCancelled)",
                    after: "\(seen)",
                    message: "the context the animator was handed must report the transition context's transitionWasCancelled, but it reported \(seen)"))
            }
        }
        return evidence
    }

    /// 4: a transition without an interactor never reports `transitionWasCancelled`.
    static let nonInteractiveNeverCancelled = Invariant(
        4, "non-interactive-not-cancelled", "for a non-interactive transition, transitionWasCancelled is false always",
        reports: ["B3"]
    ) { record in
        guard !record.scenario.interactive,
              let call = record.calls.first(where: { $0.probe.transitionWasCancelled || $0.probe.animatorContextWasCancelled == true })
        else { return [] }
        return [Evidence(
            at: call, property: "transitionWasCancelled", before: "false", after: "true",
            message: "a transition without an interactor cannot be cancelled, but transitionWasCancelled became true")]
    }

    // MARK: 5, 6, 7: updates, finish and cancel

    /// 5: an out-of-range `update(p)` while the interaction is live clamps: percentComplete is 0 or 1, the
    /// classic container's `timeOffset` stays within [0, duration], an interruptible `fractionComplete` within [0, 1].
    static let percentClamped = Invariant(
        5, "percent-clamped", "update(p) with p < 0 yields percentComplete 0 and p > 1 yields 1 (and the scrub position stays within its range)",
        reports: ["B10"]
    ) { record in
        var evidence: [Evidence] = []
        for (index, call) in record.calls.enumerated() {
            guard case let .interactorUpdate(value) = call.call, value < 0 || value > 1,
                  let start = record.stateBefore(action: index), start.probe.isLive
            else { continue }
            let probe = call.probe
            let clamped = min(1, max(0, value))
            if abs(probe.percentComplete - clamped) > tolerance {
                evidence.append(Evidence(
                    at: call, property: "percentComplete", before: Scenario.format(clamped), after: Scenario.format(probe.percentComplete),
                    message: "update(\(Scenario.format(value))) must clamp percentComplete to \(Scenario.format(clamped)), but it is \(Scenario.format(probe.percentComplete))"))
            }
            if probe.driveMode == "classic",
               probe.containerTimeOffset < -tolerance || probe.containerTimeOffset > record.duration + tolerance {
                evidence.append(Evidence(
                    at: call, view: record.roles.container, property: "layer.timeOffset",
                    before: "0…\(Scenario.format(record.duration))", after: Scenario.format(probe.containerTimeOffset),
                    message: "update(\(Scenario.format(value))) must leave the container's timeOffset within [0, duration] (at \(Scenario.format(clamped * record.duration)) s), but it is \(Scenario.format(probe.containerTimeOffset)) s"))
            }
            if let animator = probe.interruptible, animator.fractionComplete < -tolerance || animator.fractionComplete > 1 + tolerance {
                evidence.append(Evidence(
                    at: call, property: "fractionComplete", before: "0…1", after: Scenario.format(animator.fractionComplete),
                    message: "update(\(Scenario.format(value))) must keep the animator's fractionComplete within [0, 1], but it is \(Scenario.format(animator.fractionComplete))"))
            }
        }
        return evidence
    }

    /// 6: an `update` before the transition started, or after an accepted finish or cancel (until a pause
    /// grabs it again), changes neither percentComplete nor the scrub position, and the context accepts no update then.
    static let noUpdateOutsideInteraction = Invariant(
        6, "no-update-outside-interaction",
        "update before startInteractiveTransition, or after finish or cancel, does not change percentComplete or layer time",
        reports: ["B6", "B10"]
    ) { record in
        var evidence: [Evidence] = []
        let phaseEnds = record.phaseEnds
        for (index, call) in record.calls.enumerated() {
            switch call.call {
            case let .updateInteractiveTransition(p, true):
                guard index > 0, let end = phaseEnds[index - 1] else { continue }
                evidence.append(Evidence(
                    at: call, property: "percentComplete", before: Scenario.format(end.call.probe.percentComplete), after: Scenario.format(p),
                    message: "the context accepted an update after \(end.call.call) ended the interaction (at \(Scenario.format(end.call.time)) s)"))
            case let .interactorUpdate(value):
                guard let (start, before) = record.stateBefore(action: index) else { continue }
                guard !before.isLive || phaseEnds[start] != nil else { continue }
                let when = phaseEnds[start].map { "after \($0.call.call)" } ?? (before.phase == "inFlight" ? "while the transition was not interactive" : "while the transition was \(before.phase == "completed" ? "completed" : "not started")")
                evidence += unchanged(before: before, after: call, record: record) { property in
                    "update(\(Scenario.format(value))) \(when) must change nothing, but it changed \(property)"
                }
            default:
                continue
            }
        }
        return evidence
    }

    /// 7: at most one finish or cancel is accepted per interactive phase (a pause starts a new one), and a
    /// later `finish()` or `cancel()` on the interactor changes nothing: not the cancelled flag, not the animator's direction.
    static let oneEndPerPhase = Invariant(
        7, "one-end-per-phase", "finish and cancel are mutually exclusive and each accepted at most once per transition (per interactive phase)",
        reports: ["B9"]
    ) { record in
        var evidence: [Evidence] = []
        let phaseEnds = record.phaseEnds
        for (index, call) in record.calls.enumerated() {
            switch call.call {
            case .finishInteractiveTransition(true), .cancelInteractiveTransition(true):
                guard index > 0, let end = phaseEnds[index - 1] else { continue }
                evidence.append(Evidence(
                    at: call, property: "accepted ends", before: "1", after: "2",
                    message: "\(end.call.call) already ended this interactive phase at \(Scenario.format(end.call.time)) s, but \(call.call) was accepted as well"))
            case .interactorFinish, .interactorCancel, .interactorSystemCancel:
                guard let (start, before) = record.stateBefore(action: index), let end = phaseEnds[start] else { continue }
                let after = call.probe
                var changes: [(String, String, String)] = []
                if before.transitionWasCancelled != after.transitionWasCancelled {
                    changes.append(("transitionWasCancelled", "\(before.transitionWasCancelled)", "\(after.transitionWasCancelled)"))
                }
                if let seenBefore = before.animatorContextWasCancelled, let seenAfter = after.animatorContextWasCancelled, seenBefore != seenAfter {
                    changes.append(("transitionWasCancelled (the animator's context)", "\(seenBefore)", "\(seenAfter)"))
                }
                if let was = before.interruptible, let now = after.interruptible, was.isReversed != now.isReversed {
                    changes.append(("isReversed", "\(was.isReversed)", "\(now.isReversed)"))
                }
                for (property, old, new) in changes {
                    evidence.append(Evidence(
                        at: call, property: property, before: old, after: new,
                        message: "\(end.call.call) already ended the interaction at \(Scenario.format(end.call.time)) s, so \(call.call) must change nothing, but it changed \(property)"))
                }
            default:
                continue
            }
        }
        return evidence
    }

    // MARK: 9, 10: the completion

    /// 9: from the last accepted finish (or cancel) at p, the transition completes after
    /// (1 − p) · duration / completionVelocity (or p · duration / completionVelocity), within one frame.
    static let completionTiming = Invariant(
        9, "completion-timing",
        "after finish at p the non-interactive phase lasts (1−p)·duration/completionSpeed, after cancel p·duration/completionSpeed (± one frame)",
        reports: ["B8"]
    ) { record in
        completionTimingEvidence(record, speed: \.completionVelocity, speedName: "completionSpeed").map { [$0] } ?? []
    }

    /// 10: a completion speed ≤ 0 behaves as 1: the context takes 1 (its completion velocity is always
    /// positive) and the completion lasts as long as with speed 1.
    static let completionSpeedSanitized = Invariant(
        10, "completion-speed-sanitized", "completionSpeed ≤ 0 behaves as 1.0", reports: ["B8"]
    ) { record in
        var evidence: [Evidence] = []
        for end in record.acceptedEnds {
            let velocity = end.call.probe.completionVelocity
            // The speed in effect is the interactor's at the accepted end, whoever set it last (the
            // scenario, or the app's own finish()/cancel() override before calling super).
            let speed = end.call.probe.interactorCompletionSpeed
            let sanitized = speed.map { $0 <= 0 } ?? false
            if velocity <= 0 || (sanitized && abs(velocity - 1) > tolerance) {
                evidence.append(Evidence(
                    at: end.call, property: "completionVelocity", before: "1", after: Scenario.format(velocity),
                    message: sanitized
                        ? "completionSpeed was \(Scenario.format(speed ?? 0)) at \(end.call.call), which must be taken as 1, but the context's completionVelocity is \(Scenario.format(velocity))"
                        : "the context's completionVelocity must be positive, but it is \(Scenario.format(velocity))"))
            }
        }
        // The completion after the last accepted end lasts as with speed 1 when the speed in effect then was ≤ 0.
        if let speed = record.acceptedEnds.last?.call.probe.interactorCompletionSpeed, speed <= 0,
           let late = completionTimingEvidence(record, speed: { _ in 1 }, speedName: "completionSpeed (\(Scenario.format(speed)) taken as 1)") {
            evidence.append(late)
        }
        return evidence
    }

    // MARK: 11, 12, 13: the drive

    /// 11: while interactive, each accepted in-range update p scrubs linearly: the classic container's
    /// `timeOffset` is p · duration, an interruptible animator's `fractionComplete` is p with `scrubsLinearly` on.
    static let scrubLinear = Invariant(
        11, "scrub-linear", "during scrubbing the position is linear in p (classic path, or scrubsLinearly == true)",
        reports: ["B10"]
    ) { record in
        var evidence: [Evidence] = []
        var reported: Set<String> = []
        for (index, call) in record.calls.enumerated() {
            guard case let .updateInteractiveTransition(p, true) = call.call else { continue }
            // Out-of-range updates are invariant 5's.
            if let note = record.calls[(index + 1)...].first(where: { $0.call.isActionNote }),
               case let .interactorUpdate(value) = note.call, value < 0 || value > 1 { continue }
            let probe = call.probe
            if probe.driveMode == "classic", abs(probe.containerTimeOffset - p * record.duration) > tolerance,
               reported.insert("layer.timeOffset").inserted {
                evidence.append(Evidence(
                    at: call, view: record.roles.container, property: "layer.timeOffset",
                    before: Scenario.format(p * record.duration), after: Scenario.format(probe.containerTimeOffset),
                    message: "at p = \(Scenario.format(p)) the container's timeOffset must be p · duration = \(Scenario.format(p * record.duration)) s, but it is \(Scenario.format(probe.containerTimeOffset)) s"))
            }
            guard probe.driveMode == "interruptible", let animator = probe.interruptible else { continue }
            if abs(animator.fractionComplete - p) > tolerance, reported.insert("fractionComplete").inserted {
                evidence.append(Evidence(
                    at: call, property: "fractionComplete", before: Scenario.format(p), after: Scenario.format(animator.fractionComplete),
                    message: "at p = \(Scenario.format(p)) the animator's fractionComplete must be p, but it is \(Scenario.format(animator.fractionComplete))"))
            }
            if !animator.scrubsLinearly, reported.insert("scrubsLinearly").inserted {
                evidence.append(Evidence(
                    at: call, property: "scrubsLinearly", before: "true", after: "false",
                    message: "the interactive portion must scrub linearly, but the animator's scrubsLinearly is false (the views follow its curve)"))
            }
        }
        return evidence
    }

    /// 12: on the classic path the container's layer is frozen while interactive (`speed` 0) and restored
    /// after completion (`speed` 1, `timeOffset` 0).
    static let classicLayer = Invariant(
        12, "classic-layer",
        "classic path: while interactive container.layer.speed == 0 and timeOffset == p·duration; after completion speed == 1 and timeOffset == 0",
        reports: ["B11"]
    ) { record in
        guard record.calls.contains(where: { $0.probe.driveMode == "classic" }) else { return [] }
        var evidence: [Evidence] = []
        if let call = record.calls.first(where: {
            $0.probe.driveMode == "classic" && $0.probe.isLive && !$0.call.isContextEnd && abs($0.probe.containerSpeed) > tolerance
        }) {
            evidence.append(Evidence(
                at: call, view: record.roles.container, property: "layer.speed", before: "0", after: Scenario.format(call.probe.containerSpeed),
                message: "while the interaction scrubs it, the container's layer must be frozen (speed 0), but its speed is \(Scenario.format(call.probe.containerSpeed))"))
        }
        if record.completed, let last = record.calls.last {
            let probe = last.probe
            if abs(probe.containerSpeed - 1) > tolerance {
                evidence.append(record.atEnd(
                    view: record.roles.container, property: "layer.speed", before: "1", after: Scenario.format(probe.containerSpeed),
                    "after completion the container's layer speed must be back to 1, but it is \(Scenario.format(probe.containerSpeed))"))
            }
            if abs(probe.containerTimeOffset) > tolerance {
                evidence.append(record.atEnd(
                    view: record.roles.container, property: "layer.timeOffset", before: "0", after: Scenario.format(probe.containerTimeOffset),
                    "after completion the container's layer timeOffset must be back to 0, but it is \(Scenario.format(probe.containerTimeOffset)) s"))
            }
        }
        return evidence
    }

    /// 13: on the interruptible path an accepted cancel finds the animator reversed, and once the
    /// transition completed the animator is inactive (unless it pauses on completion).
    static let interruptibleReversal = Invariant(
        13, "interruptible-reversal",
        "interruptible path: on cancel animator.isReversed == true before it continues; on completion the animator is .inactive (unless pausesOnCompletion)",
        reports: ["B11"]
    ) { record in
        var evidence: [Evidence] = []
        for end in record.acceptedEnds where end.cancelled {
            guard let animator = end.call.probe.interruptible, animator.state == "active", !animator.isReversed else { continue }
            evidence.append(Evidence(
                at: end.call, property: "isReversed", before: "true", after: "false",
                message: "the animator must be reversed when the cancel is accepted, before it continues, but isReversed was still false"))
        }
        if record.completed, let animator = record.finalProbe?.interruptible, animator.state != "inactive", !animator.pausesOnCompletion {
            evidence.append(record.atEnd(
                property: "animator.state", before: "inactive", after: animator.state,
                "after completion the interruptible animator must be inactive, but it is \(animator.state)"))
        }
        return evidence
    }

    // MARK: 16: interaction-change handlers

    /// How iOS behaves when an animation completes under the finger at `update(1)`.
    static let completedAtOne = "at update(1) the container's layer time reaches the end of an animation that lasts the transition's duration, and Core Animation ends an animation whose time reached its end, paused or not; on iOS this completion can come under the finger too (UIKit's own interactive pop keeps p at 0.999 or below), so it is the animation's timing, not a fault of this code that iOS would show differently. Glide's UIView.animate animations wait for finish() at p = 1; keep p below 1 while interactive to be safe"

    /// How iOS shows an interactive transition that completed without a finish or cancel when nobody listens.
    static let nobodyListens = "no code registered an interaction-change handler (transitionCoordinator's notifyWhenInteractionChanges) for this transition, so on iOS nothing waits for the notification it never sends; UIKit's header still asks for finishInteractiveTransition() or cancelInteractiveTransition() before completeTransition, and a handler added later (or a navigation bar, for a push or pop) would miss the end"

    /// 16: an interaction-change handler runs once when an accepted finish or cancel ends the interaction,
    /// once per accepted pause, and never otherwise.
    static let interactionHandlers = Invariant(
        16, "interaction-handlers",
        "notifyWhenInteractionChanges handlers fire once when interactive becomes non-interactive (finish or cancel) and once per pause",
        reports: ["B13"]
    ) { record in
        var evidence: [Evidence] = []
        var owed: [(call: RecordedCall, interactive: Bool)] = []
        var cause: RecordedCall?
        func settle() {
            for (call, _) in owed {
                evidence.append(Evidence(
                    at: call, property: "interaction-change handler runs", before: "1", after: "0",
                    message: "\(call.call) changed whether the transition is interactive, but the interaction-change handlers did not run"))
            }
            owed = []
        }
        for call in record.calls {
            if call.call.isActionNote { settle() }
            switch call.call {
            case .finishInteractiveTransition(true), .cancelInteractiveTransition(true):
                if call.probe.isInteractive { owed.append((call, false)) }
            case .pauseInteractiveTransition(true):
                owed.append((call, true))
            case .completeTransition(_, true, _) where call.probe.isInteractive:
                // UIKit's completion clears the handlers without calling them: a transition that
                // completes while still interactive never tells them the interaction ended.
                let found = Evidence(
                    at: call, property: "interaction-change handler runs", before: "1", after: "0",
                    message: "the transition completed while still interactive (no finish or cancel reached the context), so the interaction-change handlers never learned that the interaction ended")
                // At p = 1 a layer animation scrubbed to its end ends there (Core Animation ends an animation
                // whose local time reached its duration, paused or not), on iOS as in Glide.
                if call.probe.percentComplete >= 1 - tolerance {
                    evidence.append(found.warning(completedAtOne))
                } else if record.scenario.operation != .push, record.scenario.operation != .pop,
                          record.first({ if case .interactionHandlerRegistered = $0 { true } else { false } }) == nil {
                    // Glide's recorder listens on every transition; on iOS only the app's handlers (and, for a push
                    // or pop, the navigation bar's) would, and here none was registered.
                    evidence.append(found.warning(nobodyListens))
                } else {
                    evidence.append(found)
                }
            case let .interactionHandlerRan(isInteractive):
                if owed.isEmpty {
                    evidence.append(Evidence(
                        at: cause ?? call, property: "interaction-change handler runs", before: "0", after: "1",
                        message: "the interaction-change handlers must run only for an accepted finish, cancel or pause, but they ran (isInteractive \(isInteractive)) at \(cause.map { "\($0.call)" } ?? "no call on the context")"))
                } else {
                    let expected = owed.removeFirst()
                    if expected.interactive != isInteractive {
                        evidence.append(Evidence(
                            at: call, property: "isInteractive (seen by the handler)", before: "\(expected.interactive)", after: "\(isInteractive)",
                            message: "after \(expected.call.call) the handler must see isInteractive \(expected.interactive), but it saw \(isInteractive)"))
                    }
                }
            case .clockTask, .interactionChanged:
                break
            default:
                cause = call
            }
        }
        settle()
        return evidence
    }

    // MARK: Helpers

    /// Evidence when the completion does not arrive `(1 − p) · D / s` (finish) or `p · D / s` (cancel) after
    /// the last accepted end that ended the interaction, with `s = speed(probe at the end)`.
    static func completionTimingEvidence(_ record: TransitionRecord, speed: (Probe) -> Double, speedName: String) -> Evidence? {
        guard !record.customCompletionTiming, let completionIndex = record.acceptedCompletionIndex,
              let end = record.acceptedEnds.last(where: { $0.index < completionIndex && $0.call.probe.isInteractive }),
              !record.acceptedPauses.contains(where: { $0 > end.index && $0 < completionIndex }),
              let duration = record.completionDuration(at: end.call.probe)
        else { return nil }
        let completion = record.calls[completionIndex]
        let p = end.call.probe.percentComplete
        let s = speed(end.call.probe)
        guard s > 0 else { return nil }
        let remaining = end.cancelled ? p : 1 - p
        let expected = remaining * duration / s
        let actual = completion.time - end.call.time
        guard abs(actual - expected) > frame + 1e-9 else { return nil }
        let formula = "\(end.cancelled ? "p" : "(1 − p)") · duration / \(speedName) = \(Scenario.format(remaining)) · \(Scenario.format(duration)) / \(Scenario.format(s))"
        return Evidence(
            at: completion, property: "completion duration", before: "\(Scenario.format(expected)) s", after: "\(Scenario.format(actual)) s",
            message: "after \(end.call.call) at p = \(Scenario.format(p)) (\(Scenario.format(end.call.time)) s) the completion must follow after \(formula) = \(Scenario.format(expected)) s (± one frame), but it took \(Scenario.format(actual)) s")
    }

    /// The properties the scrub position consists of, compared before and after an action that must change nothing.
    static func unchanged(before: Probe, after call: RecordedCall, record: TransitionRecord, message: (String) -> String) -> [Evidence] {
        let after = call.probe
        var evidence: [Evidence] = []
        if abs(before.percentComplete - after.percentComplete) > tolerance {
            evidence.append(Evidence(
                at: call, property: "percentComplete", before: Scenario.format(before.percentComplete), after: Scenario.format(after.percentComplete),
                message: message("percentComplete")))
        }
        if abs(before.containerTimeOffset - after.containerTimeOffset) > tolerance {
            evidence.append(Evidence(
                at: call, view: record.roles.container, property: "layer.timeOffset",
                before: Scenario.format(before.containerTimeOffset), after: Scenario.format(after.containerTimeOffset),
                message: message("the container's layer timeOffset")))
        }
        if let was = before.interruptible, let now = after.interruptible, !was.isRunning, !now.isRunning, was.state == now.state,
           abs(was.fractionComplete - now.fractionComplete) > tolerance {
            evidence.append(Evidence(
                at: call, property: "fractionComplete", before: Scenario.format(was.fractionComplete), after: Scenario.format(now.fractionComplete),
                message: message("the animator's fractionComplete")))
        }
        return evidence
    }
}

extension Probe {
    /// True while the context is in flight and interactive: an update or an end would be accepted.
    var isLive: Bool { phase == "inFlight" && isInteractive }
}

extension ObservedCall {
    /// True for an accepted finish or cancel on the context (recorded in the middle of the interactor's call).
    var isContextEnd: Bool {
        switch self {
        case .finishInteractiveTransition(true), .cancelInteractiveTransition(true): return true
        default: return false
        }
    }
}

extension TransitionRecord {
    /// For each position, the accepted finish or cancel that ended the current interactive phase so far
    /// (nil while the phase has not ended; an accepted pause starts a new phase).
    var phaseEnds: [(index: Int, call: RecordedCall)?] {
        var current: (index: Int, call: RecordedCall)?
        return calls.enumerated().map { index, call in
            switch call.call {
            case .finishInteractiveTransition(true), .cancelInteractiveTransition(true):
                if current == nil { current = (index, call) }
            case .pauseInteractiveTransition(true):
                current = nil
            default:
                break
            }
            return current
        }
    }
}
