import Foundation
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore
import Testing

@MainActor
struct SmokeTests {
    @Test func correctAnimatorsRunEveryScenario() throws {
        let subjects = [subject("slide") { SlideAnimator() }, subject("interruptible") { InterruptibleSlideAnimator() }]
        for subject in subjects {
            let name = subject.name
            let (broken, report) = try brokenInvariants(subject)
            #expect(report.errors.isEmpty, "\(String(describing: report.errors))")
            #expect(broken.isEmpty, "\(name): \(report.violations.prefix(5))")
            print(name, report.scenarioCount, "scenarios")
        }
    }

    @Test func alwaysTrueBreaksTheArgument() throws {
        let (broken, _) = try brokenInvariants(ReferenceTransition.menuBuggy.checkSubject())
        #expect(broken.contains(2))
    }
}
