import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// Sets its own completion speed when the gesture ends, as many apps do in their interactor subclass.
@MainActor
final class OwnSpeedInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        completionSpeed = 0.8
        super.cancel()
    }

    override func finish() {
        completionSpeed = 1.5
        super.finish()
    }
}

/// Sets a speed of 0 in its cancel override: UIKit reads it as 1, and so must the check.
@MainActor
final class ZeroSpeedOnCancelInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        completionSpeed = 0
        super.cancel()
    }
}

/// Answers its own speed from a getter and ignores sets (HalfModalPresentationController's interactor):
/// at p = 1 it answers 0, which UIKit reads as 1.
@MainActor
final class RemainingSpeedInteractor: UIPercentDrivenInteractiveTransition {
    override var completionSpeed: CGFloat {
        get { 1.0 - percentComplete }
        set {}
    }
}

@MainActor
@Suite struct InteractorOverrideTests {
    /// The getter's answer is the speed: the completion after a finish at p lasts (1 − p)·D/(1 − p) = D,
    /// and at p = 1 the answer 0 is read as 1 (no division by zero, no hang).
    @Test func aGetterOverrideIsTheSpeedInEffect() throws {
        let (broken, report) = try brokenInvariants(subject("remaining speed", styles: [.fullScreen], interactor: { RemainingSpeedInteractor() }) { SlideAnimator() })
        #expect(broken.isEmpty, "\(report.violations.prefix(3))")
        #expect(report.errors.isEmpty)
    }

    /// The matrix sets completionSpeed 0 and −1 before the end; the override then sets its own speed,
    /// which is the one in effect: invariants 9 and 10 must judge by it.
    @Test func anOverrideThatSetsItsOwnSpeedIsRespected() throws {
        let (broken, report) = try brokenInvariants(subject("own speed", styles: [.fullScreen], interactor: { OwnSpeedInteractor() }) { SlideAnimator() })
        #expect(broken.isEmpty, "\(report.violations.prefix(3))")
        #expect(report.scenarioCount > 0)
    }

    /// A speed of 0 set inside the override is still "≤ 0 reads as 1": checked, and passing with the engine.
    @Test func aZeroSpeedSetInsideTheOverrideIsTakenAsOne() throws {
        let (broken, report) = try brokenInvariants(subject("zero in cancel", styles: [.fullScreen], interactor: { ZeroSpeedOnCancelInteractor() }) { SlideAnimator() })
        #expect(broken.isEmpty, "\(report.violations.prefix(3))")
    }
}
