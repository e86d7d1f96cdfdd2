import GlideCheck
import GlideExamples
import GlideTransitions
import Testing

@MainActor
struct ReferenceTransitionCheckTests {
    @Test func probe() throws {
        let ids = [1, 2] + Array(17...26)
        var subjects = ReferenceTransition.allCases.map { $0.checkSubject() }
        subjects += [subject("slide") { SlideAnimator() }, subject("interruptible") { InterruptibleSlideAnimator() }]
        for s in subjects {
            let (broken, report) = try brokenInvariants(s, options: .init(runs: 0, invariants: ids))
            print("###", s.name, broken.sorted(), report.errors.count)
            for id in broken.sorted() {
                for v in report.violations(of: id).prefix(4) { print("  ", v) }
            }
        }
    }
}
