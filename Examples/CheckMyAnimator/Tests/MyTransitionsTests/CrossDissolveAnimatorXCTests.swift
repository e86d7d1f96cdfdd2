import GlideCheck
import GlideUIKit
import XCTest
@testable import MyTransitions

final class CrossDissolveXCTests: XCTestCase {
    @MainActor
    func testCleansUpOnEveryPath() async throws {
        let report = try await TransitionCheck(
            presenting: HomeViewController(), presented: DetailViewController(),
            styles: [.fullScreen, .overFullScreen]
        ).run()
        XCTAssertEqual(report.failedInvariants, [], report.failures)
    }
}
