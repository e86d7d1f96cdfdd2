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
        var single = check
        single.options.flows = false
        #expect(try single.runNow().passed)
        // run() runs the flows too, and fails on this one.
        let report = try check.runNow()
        #expect(!report.passed && report.failedInvariants.isEmpty && !report.flowFailures.isEmpty, "\(report)")
        #expect(report.text().contains("Flows ("), "\(report.text())")
        let flows = check.runFlows()
        let failure = try #require(flows.failures.first)
        #expect(failure.differences == ["a transition was still in flight at 0 % once the clock ran out of work: nothing drives it"], "\(failure)")
        #expect(failure.shrunk.actions.count <= 3, "\(failure.shrunk)")
    }

    /// The saved transform a cancelled dismissal forgets passes every single transition, and leaves the home
    /// screen scaled back after the next dismissal: a flow failure naming the home screen's view and its transform.
    @Test func stateACancelCorruptsIsCaughtByAFlow() throws {
        let check = check(.cancelCorruptsDidEnd)
        var single = check
        single.options.flows = false
        #expect(try single.runNow().passed)
        let flows = check.runFlows()
        let failure = try #require(flows.failures.first)
        #expect(failure.differences.contains { $0.contains("PatternHomeViewController.view") && $0.contains("transform [0.92") }, "\(failure)")
        #expect(!flows.failures.contains { $0.differences.contains { $0.contains("still in flight") } }, "\(flows.failures.prefix(2))")
    }

    private func navigationCheck(_ pattern: InteractionPattern?) -> TransitionCheck {
        TransitionCheck(
            navigationController: InteractionPattern.makeNavigation(pattern), pushed: PatternPhotoViewController(),
            options: .init(runs: 0))
    }

    /// The navigation app's reference form: its hand-written interactor applies an end asked for before the
    /// pop started, so the quick flick lifted in the same turn as its `.began` pops the photo.
    @Test func theNavigationReferenceFormPasses() throws {
        let report = try navigationCheck(nil).runNow()
        #expect(report.passed, "\(report.failures)")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
        #expect(report.flows.map { $0.flowCount > 5 } == true)
    }

    /// The interactor that drops a `finish()` arriving before `startInteractiveTransition(_:)`: UIKit starts
    /// the pop at the end of the turn, after the quick flick's `.ended`, so the pop hangs with every finger
    /// lifted, its recognizer's end unanswered: 27, in that script only.
    @Test func anInteractorThatDropsAnEarlyFinishIsCaughtBy27() throws {
        var check = navigationCheck(.dropsEarlyFinish)
        check.options.flows = false
        let report = try check.runNow()
        #expect(Set(report.failedInvariants) == [27], "\(report.failures)")
        #expect(report.violations(of: 27).allSatisfy { $0.scenario.touches?.name.contains("lifted in the same turn") == true }, "\(report.violations(of: 27).prefix(2))")
    }

    /// MediaViewer#109's form: the pan's `.began` pops in a job on the main queue, and the interactor drops an end
    /// that comes before its start. The lift in the same turn as the `.began` comes before the pop is asked for and
    /// is harmless; the lift in the next turn, after the main queue ran the pop and before UIKit started it, is
    /// dropped: 27, in that script only.
    @Test func aDeferredPopThatDropsAnEarlyFinishIsCaughtBy27InTheNextTurn() throws {
        var check = navigationCheck(.deferredPopDropsEarlyFinish)
        check.options.flows = false
        let report = try check.runNow()
        #expect(Set(report.failedInvariants) == [27], "\(report.failures)")
        #expect(!report.violations(of: 27).isEmpty)
        #expect(report.violations(of: 27).allSatisfy { $0.scenario.touches?.name.contains("lifted in the next turn") == true },
                "\(report.violations(of: 27).prefix(2))")
    }

    /// The reference interactor answering false to `wantsInteractiveStart`, as InstagramTransition#4's fix has it (the
    /// sixth bug sample's g01): the context is not interactive while the finger drags the photo, but the app's pan is
    /// live and ends the pop at the lift. Nothing is stuck while a finger is down (29), and every script passes.
    @Test func theReferenceFormStartingNonInteractivelyPasses() throws {
        try expectTheReferenceFormPasses(InteractionPattern.makeNavigation(nil, startsNonInteractively: true))
    }

    /// The reference interactor, with the pop deferred to the main queue the same way, applies the early end at its
    /// start: every script passes, the next turn's lift included.
    @Test func theReferenceFormWithADeferredPopPasses() throws {
        try expectTheReferenceFormPasses(InteractionPattern.makeNavigation(nil, popsOnTheMainQueue: true))
    }

    /// The photo pushed onto `navigation` (a reference form of the navigation app): every touch script passes.
    private func expectTheReferenceFormPasses(_ navigation: @autoclosure @escaping @MainActor () -> UINavigationController) throws {
        var check = TransitionCheck(navigationController: navigation(), pushed: PatternPhotoViewController(), options: .init(runs: 0))
        check.options.flows = false
        let report = try check.runNow()
        #expect(report.passed, "\(report.failures)")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
    }
}
