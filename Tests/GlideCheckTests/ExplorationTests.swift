import GlideCheck
import GlideExamples
import GlideTransitions
import Testing

@MainActor
struct ExplorationTests {
    @Test func probe() throws {
        let report = try TransitionCheck(
            subject: ReferenceTransition.menuBuggy.checkSubject(), options: .init(matrix: false, seed: 1, runs: 20)).runNow()
        for c in report.counterexamples { print(c.invariants, c.original.size, c.shrunk.swiftLiteral); print(c.swiftTest) }
        print(report.scenarioCounts, report.failedInvariants)
    }
}
