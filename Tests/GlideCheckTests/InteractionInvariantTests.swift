import Foundation
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore
import Testing

/// The interaction and timing invariants (3–7, 9–13, 16): each deviant breaks exactly its invariant
/// over the whole matrix, with evidence that names the call and the property; the correct animators and
/// the reference transitions break nothing.
@MainActor
struct InteractionInvariantTests {
    /// Checks `subject` over the whole matrix and expects exactly `expected` broken, each with evidence
    /// tied to `call` (a fragment of the call's description) and `property`.
    private func expectBreaks(
        _ expected: Set<Int>, _ subject: TransitionSubject, call: String, property: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (broken, report) = try brokenInvariants(subject)
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))", sourceLocation: sourceLocation)
        #expect(broken == expected, "\(subject.name) broke \(broken.sorted()): \(report.violations.prefix(4))", sourceLocation: sourceLocation)
        // The deviant's own invariant shows the evidence at `call` on `property`; the ones that state the same
        // fact from another side (documented at each test) show their own.
        let all = expected.flatMap { report.violations(of: $0).map(\.evidence) }
        #expect(
            all.contains { $0.call.contains(call) && $0.property == property },
            "no evidence at \(call) on \(property): \(all.prefix(3))", sourceLocation: sourceLocation)
        for id in expected {
            #expect(!report.violations(of: id).isEmpty, "\(id) has no evidence", sourceLocation: sourceLocation)
        }
    }

    // MARK: No false positives

    @Test func correctAnimatorsBreakNothing() throws {
        for subject in [subject("slide") { SlideAnimator() }, subject("interruptible slide") { InterruptibleSlideAnimator() }] {
            let (broken, report) = try brokenInvariants(subject)
            #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
            #expect(broken.isEmpty, "\(subject.name): \(report.violations.prefix(5))")
        }
    }

    @Test func correctReferenceTransitionsBreakNothing() throws {
        for transition in ReferenceTransition.allCases where !transition.isBuggy {
            let (broken, report) = try brokenInvariants(transition.checkSubject())
            #expect(report.errors.isEmpty, "\(transition.name): \(report.errors.prefix(3))")
            #expect(broken.isEmpty, "\(transition.name): \(report.violations.prefix(5))")
        }
    }

    /// The interruptible slide takes the interruptible path (the checks of 11 and 13 read its animator),
    /// the slide the classic one (12), and "cancel, grab again and finish" pauses and grabs it again (7, 16).
    @Test func theMatrixExercisesBothDriveModesAndPause() throws {
        let scenario = try #require(
            ScenarioMatrix.scenarios(operation: .present, style: .fullScreen).first { $0.label == "cancel, grab again and finish" })
        let interruptible = try ScenarioRunner(subject: subject("interruptible slide") { InterruptibleSlideAnimator() }).run(scenario).get()
        #expect(interruptible.interruptible)
        #expect(interruptible.calls.contains { $0.probe.driveMode == "interruptible" && $0.probe.interruptible != nil })
        #expect(interruptible.acceptedPauses.count == 1)
        #expect(interruptible.acceptedEnds.map(\.cancelled) == [true, false])
        #expect(interruptible.calls.contains { $0.call == .interactionHandlerRan(isInteractive: true) })
        #expect(interruptible.completedWith == true)

        let classic = try ScenarioRunner(subject: subject("slide") { SlideAnimator() }).run(scenario).get()
        #expect(!classic.interruptible)
        #expect(classic.calls.contains { $0.probe.driveMode == "classic" && $0.probe.isInteractive && $0.probe.containerSpeed == 0 })
        #expect(classic.acceptedPauses.isEmpty)
    }

    /// Branches no user part of the standard scene reaches (the engine guarantees them), checked on a real
    /// record with one probe changed: the context handed to the animator disagreeing about the cancel (3), a
    /// non-positive or unsanitised completion velocity (10).
    @Test func engineGuaranteedBranchesReportOnAlteredRecords() throws {
        let cancelledFlag = try #require(InvariantCatalog.invariant(named: "cancelled-flag"))
        let sanitisedSpeed = try #require(InvariantCatalog.invariant(named: "completion-speed-sanitized"))
        let runner = ScenarioRunner(subject: subject("slide") { SlideAnimator() })
        let scenarios = ScenarioMatrix.scenarios(operation: .present, style: .fullScreen)
        let cancel = try #require(scenarios.first { $0.label == "cancel at 0.5" })
        var record = try runner.run(cancel).get()
        #expect(cancelledFlag.check(record).isEmpty)
        let completion = try #require(record.acceptedCompletionIndex)
        record.calls[completion].probe.animatorContextWasCancelled = false
        let wrapped = cancelledFlag.check(record)
        #expect(wrapped.map(\.property) == ["transitionWasCancelled (the animator's context)"])
        #expect(wrapped.first?.call == "completeTransition(false)")

        let zero = try #require(scenarios.first { $0.label == "completionSpeed 0, finish" })
        var sanitised = try runner.run(zero).get()
        #expect(sanitisedSpeed.check(sanitised).isEmpty)
        let end = try #require(sanitised.acceptedEnds.first)
        sanitised.calls[end.index].probe.completionVelocity = 0
        let unsanitised = sanitisedSpeed.check(sanitised)
        #expect(unsanitised.map(\.property) == ["completionVelocity"])
        #expect(unsanitised.first?.after == "0")
    }

    // MARK: One deviant per invariant

    /// A cancel passed on to UIKit a turn later is answered late, not lost: iOS ends the transition once,
    /// late. Invariant 3 (the flag is still false when `cancel()` returns) and 27 (in "cancel twice" the
    /// second cancel comes before the first reached the context) say so as warnings, never failures.
    @Test func deferredCancelIsAWarningNotAFailure() throws {
        let (broken, report) = try brokenInvariants(subject("deferred cancel", interactor: { DeferredCancelInteractor() }) { SlideAnimator() })
        #expect(report.errors.isEmpty)
        #expect(broken.isEmpty, "\(report.violations.prefix(4))")
        #expect(report.passed)
        #expect(Set(report.warnedInvariants) == [3, 27], "\(report.warnings.prefix(4))")
        let flag = try #require(report.warnings.first { $0.invariant == 3 })
        #expect(flag.evidence.call.contains("interactor.cancel()") && flag.evidence.property == "transitionWasCancelled")
        #expect(flag.evidence.onIOS?.contains("ends the transition once") == true)
        #expect(report.text().contains("WARN  3 cancelled-flag"))
        #expect(report.text().contains("warnings, not failures: 3, 27"))
    }

    /// A cancel that never reaches UIKit is still a failure: 3, and 8 (a finish or cancel requested
    /// before start is honoured no later than start) or 27 (the terminal request unanswered), not a warning.
    @Test func aSwallowedCancelIsAFailure() throws {
        let (broken, report) = try brokenInvariants(subject("swallowed cancel", interactor: { SwallowsCancelInteractor() }) { SlideAnimator() })
        #expect(broken.contains(3) && broken.contains(27), "\(broken.sorted()) \(report.violations.prefix(4))")
        #expect(!report.passed)
    }

    @Test func cancellingANonInteractiveTransitionBreaksInvariant4() throws {
        try expectBreaks(
            [4], subject("cancels non-interactive") { CancelsNonInteractiveAnimator() },
            call: "cancelInteractiveTransition()", property: "transitionWasCancelled")
    }

    @Test func rawScrubBreaksClamping() throws {
        try expectBreaks(
            [5], subject("raw scrub", interactor: { RawScrubInteractor() }) { SlideAnimator() },
            call: "interactor.update(1.3)", property: "layer.timeOffset")
    }

    @Test func scrubbingAfterReleaseBreaksInvariant6() throws {
        try expectBreaks(
            [6], subject("scrubs after release", interactor: { ScrubsAfterReleaseInteractor() }) { SlideAnimator() },
            call: "interactor.update(0.9)", property: "layer.timeOffset")
    }

    @Test func reversingOnALateCancelBreaksOneEndPerPhase() throws {
        try expectBreaks(
            [7], subject("reverses on every cancel", interactor: { ReversesOnEveryCancelInteractor() }) { InterruptibleSlideAnimator() },
            call: "interactor.cancel()", property: "isReversed")
    }

    @Test func droppingCompletionSpeedBreaksTiming() throws {
        try expectBreaks(
            // 8 too: the completion runs the full remaining time instead of remaining / speed, so at speeds
            // above 1 it also comes after duration / speed (the bound 8 checks): one late completion, two rules.
            [8, 9], subject("ignores completion speed", interactor: { IgnoresCompletionSpeedInteractor() }) { InterruptibleSlideAnimator() },
            call: "completeTransition", property: "completion duration")
    }

    /// A completion speed ≤ 0 reaches user code only as 1 (the interactor's getter and the context both
    /// sanitise it), so the "completionSpeed 0" and "−1" scenarios are indistinguishable from
    /// "completionSpeed 1" to any animator or interactor: whatever a user part does wrong with them it
    /// also does with speed 1, which invariant 9 times. So 10 cannot break alone; it breaks with 9.
    @Test func aFullDurationCompletionBreaksTimingAndTheSanitisedSpeed() throws {
        try expectBreaks(
            // 8 too: a completion that takes the whole duration after a late release exceeds duration / speed.
            [8, 9, 10], subject("full-duration completion", interactor: { FullDurationCompletionInteractor() }) { InterruptibleSlideAnimator() },
            call: "completeTransition", property: "completion duration")
    }

    @Test func curvedScrubBreaksLinearScrubbing() throws {
        try expectBreaks(
            [11], subject("curved scrub") { CurvedScrubAnimator() }, call: "updateInteractiveTransition", property: "scrubsLinearly")
    }

    @Test func unfreezingTheContainerBreaksTheClassicLayer() throws {
        try expectBreaks(
            // Seen as soon as the interactive start, which UIKit makes at the end of the turn that presented, returned.
            [12], subject("unfreezes container") { UnfreezesContainerAnimator() }, call: "startInteractiveTransition (at the end of the turn",
            property: "layer.speed")
    }

    @Test func cancellingBeforeReversingBreaksInvariant13() throws {
        try expectBreaks(
            [13], subject("cancels before reversing", interactor: { CancelsBeforeReversingInteractor() }) { InterruptibleSlideAnimator() },
            call: "cancelInteractiveTransition()", property: "isReversed")
    }

    @Test func finishingWithoutTheContextBreaksTheHandlers() throws {
        try expectBreaks(
            // 27 too: the finish request never reaches the context, so the terminal gesture state produced no finish.
            [16, 27], subject("finishes without the context", interactor: { FinishesWithoutContextInteractor() }) { InterruptibleSlideAnimator() },
            call: "completeTransition(true)", property: "interaction-change handler runs")
    }
}
