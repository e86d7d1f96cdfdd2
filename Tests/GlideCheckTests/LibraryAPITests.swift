import Foundation
import GlideCheck
import GlideTestSupport
import GlideUIKitCore
import Testing
import XCTest

/// The library API as a user's test suite calls it, from Swift Testing and from XCTest.
@MainActor
struct LibraryAPITests {
    @Test func aCorrectAnimatorPassesFromSwiftTesting() async throws {
        let report = try await TransitionCheck(animator: SlideAnimator(), options: .init(runs: 20)).run()
        #expect(report.passed, "\(report.text())")
        #expect(report.subject == "SlideAnimator", "the animator's type names the report")
        #expect(report.scenarioCounts["matrix"] == ScenarioMatrix.scenarios(styles: CheckStyle.standardSceneStyles).count)
    }

    @Test func aBuggyAnimatorFailsWithTheInvariantNamed() async throws {
        let report = try await TransitionCheck(animator: AlwaysTrueSlideAnimator(), options: .init(runs: 0)).run()
        #expect(!report.passed)
        #expect(report.failedInvariants.contains(2), "\(report.text())")
        let smallest = try #require(report.result(2)?.smallest)
        #expect(smallest.scenario.steps.contains(.cancel) || smallest.scenario.steps.contains(.systemCancel)
            || smallest.scenario.beforeStart.contains(.cancel), "a cancel shows it: \(smallest.scenario)")
    }

    @Test func oneScenarioCanBeCheckedOnItsOwn() throws {
        let check = TransitionCheck(animator: AlwaysTrueSlideAnimator())
        let scenario = Scenario("cancel at 0.5", operation: .present, style: .fullScreen, interactive: true, steps: [.update(0.5), .cancel])
        let violations = try check.violations(of: scenario).get()
        #expect(violations.contains { $0.invariant == 2 })
        let finishing = Scenario("finish at 0.5", operation: .present, style: .fullScreen, interactive: true, steps: [.update(0.5), .finish])
        #expect(try check.violations(of: finishing).get().isEmpty)
    }
}

/// Completes with true even after a cancel (reference B3): the mistake the API tests look for.
@MainActor
final class AlwaysTrueSlideAnimator: SlideAnimator {
    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let (change, _) = prepare(ctx)
        run(ctx, change) { _ in ctx.completeTransition(true) }
    }
}

final class LibraryAPIXCTests: XCTestCase {
    @MainActor
    func testACorrectAnimatorPassesFromXCTest() async throws {
        let report = try await TransitionCheck(animator: SlideAnimator(), options: .init(runs: 0)).run()
        XCTAssertTrue(report.passed, report.text())
        XCTAssertEqual(report.failedInvariants, [])
    }

    @MainActor
    func testABuggyAnimatorFailsFromXCTest() async throws {
        let report = try await TransitionCheck(animator: AlwaysTrueSlideAnimator(), options: .init(runs: 0)).run()
        XCTAssertFalse(report.passed)
        XCTAssertTrue(report.failedInvariants.contains(2), report.text())
    }
}
