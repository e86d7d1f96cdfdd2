import Foundation
import GlideCheck
import MyTransitions
import XCTest

/// The same check from XCTest.
final class CrossDissolveAnimatorXCTests: XCTestCase {
    @MainActor
    func testCleansUpOnEveryPath() async throws {
        let report = try await TransitionCheck(animator: CrossDissolveAnimator()).run()
        XCTAssertTrue(report.passed, report.text())
        XCTAssertEqual(report.failedInvariants, [])
    }
}
