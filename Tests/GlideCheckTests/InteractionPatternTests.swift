import Foundation
import GlideCatalog
import GlideCheck
import GlideUIKitCore
import Testing

/// The catalog's interaction patterns: the reference form passes the checks and every flow; each buggy
/// form is caught by exactly what is meant for it, and nothing else.
@MainActor
struct InteractionPatternTests {
    private func check(_ pattern: InteractionPattern?) -> TransitionCheck {
        TransitionCheck(presentation: { InteractionPattern.makePresentation(pattern) }, options: .init(runs: 0))
    }

    @Test func theReferenceFormPassesTheChecksAndEveryFlow() throws {
        let check = check(nil)
        let report = try check.runNow()
        #expect(report.passed, "\(report.failures)")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
        let flows = check.runFlows()
        #expect(flows.flowCount > 10)
        #expect(flows.passed, "\(flows.failures.prefix(2))")
    }

    /// Duplicated appearance calls: 26 (unbalanced on the cancel path) and nothing else.
    @Test func duplicatedAppearanceCallsAreCaughtBy26() throws {
        let report = try check(.duplicatedAppearance).runNow()
        #expect(Set(report.failedInvariants) == [26], "\(report.failures)")
        #expect(report.violations(of: 26).allSatisfy { $0.evidence.property == "PatternHomeViewController appearance" }, "\(report.violations(of: 26).prefix(2))")
    }

    /// The stale interactor passes every single transition, and hangs the close button's dismissal after a
    /// system-cancelled pull-down: a flow failure, shrunk to those two actions.
    @Test func aStaleInteractorIsCaughtByAFlow() throws {
        let check = check(.staleInteractor)
        #expect(try check.runNow().passed)
        let flows = check.runFlows()
        let failure = try #require(flows.failures.first)
        #expect(failure.differences == ["a transition was still in flight at 0 % once the clock ran out of work: nothing drives it"], "\(failure)")
        #expect(failure.shrunk.actions.count <= 3, "\(failure.shrunk)")
    }

    /// The saved transform a cancelled dismissal forgets passes every single transition, and leaves the home
    /// screen scaled back after the next dismissal: a flow failure naming the home screen's view and its transform.
    @Test func stateACancelCorruptsIsCaughtByAFlow() throws {
        let check = check(.cancelCorruptsDidEnd)
        #expect(try check.runNow().passed)
        let flows = check.runFlows()
        let failure = try #require(flows.failures.first)
        #expect(failure.differences.contains { $0.contains("PatternHomeViewController.view") && $0.contains("transform [0.92") }, "\(failure)")
        #expect(!flows.failures.contains { $0.differences.contains { $0.contains("still in flight") } }, "\(flows.failures.prefix(2))")
    }
}
