import Foundation
import GlideCheck
import MyTransitions
import Testing

@MainActor
struct CrossDissolveAnimatorTests {
    /// The whole matrix (every presentation style, navigation, finish and cancel at every point,
    /// interruptions) and 200 random sequences: every invariant must hold.
    @Test func cleansUpOnEveryPath() async throws {
        let report = try await TransitionCheck(
            animator: CrossDissolveAnimator(), options: .init(seed: 42, runs: 200)
        ).run()
        #expect(report.passed, "\(report.text())")
    }
}
