import GlideCheck
import GlideUIKit
import Testing
@testable import MyTransitions

@MainActor
struct CrossDissolveTests {
    /// The whole matrix (finish and cancel at every point, interruptions, completion speeds, updates
    /// out of order) and 200 random sequences, with the app's own view controllers and delegate.
    @Test func cleansUpOnEveryPath() async throws {
        let report = try await TransitionCheck(
            presenting: HomeViewController(), presented: DetailViewController(),
            options: .init(seed: 42, runs: 200)
        ).run()
        #expect(report.passed, "\(report.failures)")
    }
}
