import Foundation
/// Invariants about the app's own interaction logic (33–37): the patterns public transition libraries
/// fixed, read from what the app's interactor, handlers and animator did (issue 18, part 4).
enum AppInteractionInvariants {
    static let all: [Invariant] = [noFinishOnCancel, appearanceMatchesScreen, interactorWithoutTransition, sameInterruptibleAnimator, noInteractionAfterTouches]

    // MARK: 33: the cancel path copied from the finish path

    /// 33: a transition that ends cancelled is never told `finishInteractiveTransition()` after its cancel.
    /// Glide's context ignores a second end in a phase (invariant 7 reports an accepted one); UIKit's acts on
    /// any context still in flight and clears `transitionWasCancelled` (DEC-CTX), so on iOS the completion
    /// commits the transition the user cancelled after its animations ran back.
    static let noFinishOnCancel = Invariant(
        33, "no-finish-on-cancel",
        "a transition that ends cancelled is never sent finishInteractiveTransition() after its cancel (the cancel path copied from the finish path)",
        reports: ["B3"]
    ) { record in
        guard record.completed, record.wasCancelled, let completion = record.acceptedCompletionIndex else { return [] }
        // The last interactive phase: after the last accepted pause (a grab starts a new one).
        let phaseStart = record.acceptedPauses.last ?? -1
        guard let cancel = record.acceptedEnds.last(where: { $0.cancelled && $0.index > phaseStart && $0.index < completion }) else { return [] }
        return record.calls[(cancel.index + 1)..<completion].compactMap { call in
            guard case .finishInteractiveTransition = call.call else { return nil }
            return Evidence(
                at: call, property: "transitionWasCancelled", before: "true", after: "false on iOS",
                message: "finishInteractiveTransition() was called after \(cancel.call.call) at \(Scenario.format(cancel.call.time)) s, "
                    + "in a transition that ends cancelled: on iOS a finish on a context still in flight clears transitionWasCancelled, so "
                    + "completeTransition(!transitionWasCancelled) commits the transition the user cancelled after its animations ran back "
                    + "(call cancelInteractiveTransition() alone on the cancel path)")
        }
    }

    // MARK: 34: appearance callbacks that match what is on screen

    /// 34: once the transition completed, no view controller that received appearance callbacks during it
    /// is left `viewDidDisappear` while its view shows on screen, or `viewDidAppear` while its view is out of
    /// the window. Invariant 26 checks that the callbacks form one of UIKit's sequences; this one checks
    /// that where they end matches the screen (UIKit never sends `viewDidDisappear` to a view controller it
    /// leaves on screen: an `.overFullScreen` or custom presentation that keeps the presenter's view
    /// sends the presenter none).
    static let appearanceMatchesScreen = Invariant(
        34, "appearance-matches-screen",
        "appearance callbacks match the outcome: no viewDidDisappear for a view controller still on screen, no viewDidAppear for one whose view is gone",
    ) { record in
        guard record.completedWith != nil else { return [] }
        var evidence: [Evidence] = []
        for vc in record.after.viewControllers where !vc.appearanceCallbacks.isEmpty {
            let sequence = "[" + vc.appearanceCallbacks.joined(separator: ", ") + "]"
            if vc.appearance == "disappeared", vc.viewVisible, !isLeftoverView(of: vc.name, record) {
                evidence.append(record.atCompletion(
                    property: "\(vc.name) appearance", before: "appeared (its view shows)", after: "disappeared after \(sequence)",
                    "\(vc.name) received viewDidDisappear but its view still shows on screen after the \(record.scenario.operation)"))
            } else if vc.appearance == "appeared", !vc.viewInWindow {
                evidence.append(record.atCompletion(
                    property: "\(vc.name) appearance", before: "disappeared (its view is out of the window)", after: "appeared after \(sequence)",
                    "\(vc.name) received viewDidAppear but its view is not in the window after the \(record.scenario.operation)"))
            }
        }
        return evidence
    }

    /// True when `name` is a view controller of the transition whose view UIKit takes off the screen at the
    /// end (a pushed-over or popped view controller, a full-screen presenter, a dismissed one): if its view
    /// still shows, the animator left it there (17–22 report the view), and its callbacks say what UIKit did.
    /// A presenter whose view UIKit keeps (`shouldRemovePresentersView` false) is not: UIKit sends it no
    /// appearance callbacks at all.
    static func isLeftoverView(of name: String, _ record: TransitionRecord) -> Bool {
        let roles = record.roles
        guard name == roles.fromViewController || name == roles.toViewController else { return false }
        switch record.scenario.operation {
        case .present, .dismiss:
            let presenter = record.scenario.operation == .present ? roles.fromViewController : roles.toViewController
            return !(name == presenter && !roles.removesPresenterView)
        default:
            return true
        }
    }

    // MARK: 35: the interactor driven with no transition

    /// Where an interactor call made by the app's code came from: the touch-script step whose handlers
    /// ran it, and the recognizer whose handler it was when that recognizer ended there.
    static func callSite(of index: Int, in record: TransitionRecord) -> String {
        var frame = 0
        for call in record.calls[..<index] { if case .touchFrame = call.call { frame += 1 } }
        for call in record.calls[(index + 1)...] {
            switch call.call {
            case let .gestureEnded(recognizer, state):
                return "in the handler of \(recognizer) at .\(state), touch frame \(frame + 1)"
            case let .touchFrame(touches):
                return "in a gesture handler run by touch frame \(frame + 1) (\(touches))"
            case .touchesCancelledBySystem:
                return "in a gesture handler run when the system cancelled the touches"
            case .clockTask:
                return "in work the clock ran (a timer or an animation's completion) after touch frame \(frame)"
            default:
                continue
            }
        }
        return "after the touches (touch frame \(frame))"
    }

    /// How iOS treats an interactor call with no transition in flight.
    static let ignoredOnIOS = "UIPercentDrivenInteractiveTransition acts only on a transition in flight (DEC-PDIT: update needs state 1, finish and cancel state 1 or 4), so nothing moves; the handler is driving a transition that is over (a flag or a reference kept past the end), which the next transition inherits"

    /// 35: the app's gesture handlers send `update`, `finish` or `cancel` to the interactor only while its
    /// transition is in flight; one sent after the transition completed (or before any began) is reported
    /// with where it was sent from (the touch-script step and the recognizer whose handler ran it).
    /// Reported as a warning: iOS ignores it and nothing shows by itself.
    static let interactorWithoutTransition = Invariant(
        35, "interactor-without-transition",
        "the app's handlers send update/finish/cancel to the interactor only while its transition is in flight (reported with the step and the handler that sent it)",
    ) { record in
        guard record.scenario.touches != nil else { return [] }
        var evidence: [Evidence] = []
        for (index, call) in record.calls.enumerated() {
            let name: String
            switch call.call {
            case let .interactorUpdate(p): name = "update(\(Scenario.format(p)))"
            case .interactorFinish: name = "finish()"
            case .interactorCancel: name = "cancel()"
            default: continue
            }
            guard let (_, before) = record.stateBefore(action: index), before.phase == "completed" else { continue }
            evidence.append(Evidence(
                at: call, property: "transition", before: "in flight", after: "completed",
                message: "the interactor was sent \(name) \(callSite(of: index, in: record)), after its transition completed"
            ).warning(ignoredOnIOS))
        }
        // One report per handler and call: a drag that goes on after the end sends many updates.
        var seen = Set<String>()
        return evidence.filter { seen.insert($0.message.replacingOccurrences(of: #"update\([^)]*\)"#, with: "update", options: .regularExpression)
            .replacingOccurrences(of: #"touch frame \d+( \([^)]*\))?"#, with: "", options: .regularExpression)).inserted }
    }

    // MARK: 36: one interruptible animator per transition

    /// 36: `interruptibleAnimator(using:)` returns the same animator for the life of the transition (the
    /// header and DOC: "You must return the same animator object for the duration of the transition").
    /// UIKit's interactor asks once; the recorder asks once more at once, as the app's own
    /// `animateTransition` or a coordinator's client does. A new animator per call runs a second copy of
    /// the transition's animations wherever it is started, and both completions call `completeTransition`.
    static let sameInterruptibleAnimator = Invariant(
        36, "same-interruptible-animator",
        "interruptibleAnimator(using:) returns the same animator for the life of the transition",
    ) { record in
        guard let other = record.calls.first(where: {
            if case let .interruptibleAnimator(_, instance) = $0.call { return instance > 1 } else { return false }
        }), case let .interruptibleAnimator(_, instance) = other.call else { return [] }
        return [Evidence(
            at: other, property: "interruptible animator", before: "animator #1", after: "animator #\(instance)",
            message: "interruptibleAnimator(using:) returned a new animator when asked again during the transition; it must return the "
                + "same one for the transition's life (keep it in a property, and clear it in animationEnded(_:)): a second animator "
                + "started by the app's own animateTransition runs the animations twice and calls completeTransition twice")]
    }

    // MARK: 37: nothing left interactive once the touches are over

    /// 37: once every touch of a touch scenario has lifted (or the system cancelled them), the transition
    /// the touches began is not left in flight and interactive: no finger drives it, so on iOS it hangs
    /// where it is and the app with it. Where the gesture's end reached a live interaction without an
    /// answer, invariant 27 reports it; this one reports what it cannot see: an interaction that no
    /// continuous gesture's end was ever asked to settle (a tap, a discrete recognizer or the app's own code
    /// began it interactive, or the gesture ended before the interaction was live).
    static let noInteractionAfterTouches = Invariant(
        37, "no-interaction-after-touches",
        "once every touch has lifted or been cancelled, the transition the touches began is not left in flight and interactive",
        reports: ["B6", "B14"]
    ) { record in
        guard let script = record.scenario.touches, script.liftsEveryTouch || script.systemCancel != nil,
              !record.completed, let last = record.calls.last, last.probe.phase == "inFlight", last.probe.isInteractive,
              GestureInvariants.terminalGestureEnds.check(record).allSatisfy(\.isWarning)
        else { return [] }
        let ended = record.calls.lazy.compactMap { call -> String? in
            if case let .gestureEnded(recognizer, state) = call.call { return "\(recognizer) .\(state)" } else { return nil }
        }.first
        return [record.atEnd(
            property: "isInteractive", before: "false once no finger drives it", after: "true",
            "every touch was over (\(ended ?? "no continuous gesture had begun")), yet the transition was still interactive at "
                + "\(Scenario.format(last.probe.percentComplete * 100)) % when the observation ended: nothing will finish or cancel it")]
    }
}

extension TouchScript {
    /// True when every finger that touched down lifts within the script.
    public var liftsEveryTouch: Bool {
        var down = Set<Int>()
        for frame in frames {
            for contact in frame.contacts {
                switch contact.phase {
                case .began: down.insert(contact.id)
                case .ended: down.remove(contact.id)
                case .moved: break
                }
            }
        }
        return down.isEmpty
    }
}
