import Foundation
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore
import Testing

/// One deviant per hierarchy or view-controller invariant (17–26), each a mistake app developers make.
enum HierarchyDeviant: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case noCancelCleanupPresentationController
    case keepsToViewOnCancel
    case noDismissalCleanupPresentationController
    case borrowsPresenterView
    case removesPresenterView
    case leavesSnapshot
    case fadesFromView
    case disablesInteraction
    case finishedFlag
    case presenterAppearance

    var testDescription: String { rawValue }

    /// The invariants the deviant breaks over the whole matrix.
    var expected: Set<Int> {
        switch self {
        // The dimming view goes out of the window with the container: a warning (see `warned`), no failure.
        case .noCancelCleanupPresentationController, .noDismissalCleanupPresentationController: return []
        case .keepsToViewOnCancel: return [18]
        case .borrowsPresenterView: return [20]
        // Dismissals are set up by the animated presentation, as in an app: the presenter's view it removed
        // is still gone once the dismissal ends, so the next presentation cannot begin (UIKit refuses to
        // present from a view controller whose view is not in a window): 24, the removal seen a transition later.
        case .removesPresenterView: return [21, 24]
        case .leavesSnapshot: return [22]
        case .fadesFromView: return [23]
        case .disablesInteraction: return [24]
        // UIKit's view-controller work follows the completeTransition argument, so a view-controller state
        // other than the one asked for (25) comes from an argument other than !transitionWasCancelled (2):
        // the same fact seen from the call and from its result. No deviant breaks 25 alone.
        case .finishedFlag: return [2, 25]
        case .presenterAppearance: return [26]
        }
    }

    /// The invariants the deviant draws warnings from (and no failure): what iOS would not show.
    var warned: Set<Int> {
        switch self {
        case .noCancelCleanupPresentationController: return [17]
        case .noDismissalCleanupPresentationController: return [19]
        default: return []
        }
    }

    @MainActor
    var subject: TransitionSubject {
        switch self {
        case .noCancelCleanupPresentationController:
            return GlideCheckTests.subject(rawValue, presentationController: { NoCancelCleanupPresentationController(presentedViewController: $0, presenting: $1) }) {
                SlideAnimator()
            }
        case .noDismissalCleanupPresentationController:
            return GlideCheckTests.subject(rawValue, presentationController: { NoDismissalCleanupPresentationController(presentedViewController: $0, presenting: $1) }) {
                SlideAnimator()
            }
        case .keepsToViewOnCancel: return GlideCheckTests.subject(rawValue) { KeepsToViewOnCancelAnimator() }
        case .borrowsPresenterView: return GlideCheckTests.subject(rawValue) { BorrowsPresenterViewAnimator() }
        case .removesPresenterView: return GlideCheckTests.subject(rawValue) { RemovesPresenterViewAnimator() }
        case .leavesSnapshot: return GlideCheckTests.subject(rawValue) { LeavesSnapshotAnimator() }
        case .fadesFromView: return GlideCheckTests.subject(rawValue) { FadesFromViewAnimator() }
        case .disablesInteraction: return GlideCheckTests.subject(rawValue) { DisablesInteractionAnimator() }
        case .finishedFlag: return GlideCheckTests.subject(rawValue) { FinishedFlagAnimator() }
        case .presenterAppearance: return GlideCheckTests.subject(rawValue) { PresenterAppearanceAnimator() }
        }
    }
}

/// The failed invariants of `report` with their smallest violation, for failure messages.
func describe(_ report: CheckReport) -> String {
    report.invariants.filter { !$0.passed }.map { result in
        "\(result.id) \(result.name): \(result.failingScenarios) scenarios; smallest: \(result.smallest.map(String.init(describing:)) ?? "-")"
    }.joined(separator: "\n")
}

@MainActor
struct HierarchyInvariantTests {
    @Test(arguments: HierarchyDeviant.allCases)
    func deviantBreaksExactlyItsInvariant(_ deviant: HierarchyDeviant) throws {
        let (broken, report) = try brokenInvariants(deviant.subject)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(broken == deviant.expected, "\(deviant): expected \(deviant.expected.sorted()), got \(broken.sorted())\n\(describe(report))")
        if !deviant.warned.isEmpty {
            #expect(Set(report.warnedInvariants).isSuperset(of: deviant.warned), "\(deviant): warnings \(report.warnedInvariants)")
            for id in deviant.warned {
                #expect(report.warnings.first { $0.invariant == id }?.evidence.onIOS?.contains("out of the window") == true)
            }
        }
    }

    @Test func correctTransitionsBreakNothing() throws {
        var subjects = [
            subject("slide") { SlideAnimator() },
            subject("interruptible") { InterruptibleSlideAnimator() },
            subject("slide with dimming", presentationController: { DimmingPresentationController(presentedViewController: $0, presenting: $1) }) {
                SlideAnimator()
            },
        ]
        subjects += ReferenceTransition.allCases.filter { !$0.isBuggy }.map { $0.checkSubject() }
        for subject in subjects {
            let (broken, report) = try brokenInvariants(subject)
            #expect(report.errors.isEmpty, "\(subject.name): \(report.errors)")
            #expect(broken.isEmpty, "\(subject.name) breaks \(broken.sorted())\n\(describe(report))")
        }
    }

    /// The evidence names the view, the property and its values before and after.
    @Test func evidenceIsSpecific() throws {
        let report = try TransitionCheck(subject: HierarchyDeviant.fadesFromView.subject, options: .init(runs: 0, invariants: [23])).runNow()
        let smallest = try #require(report.result(23)?.smallest)
        // The root views of the standard scene's view controllers, named by the view controllers' names.
        #expect(smallest.evidence.view == "presenter.view" || smallest.evidence.view == "list.view", "\(smallest)")
        #expect(smallest.evidence.property == "alpha")
        #expect(smallest.evidence.before == "1")
        #expect(smallest.evidence.after == "0.5")
        #expect(smallest.evidence.call == "completeTransition(false)")
        #expect(smallest.scenario.label.hasPrefix("cancel"))
    }

    /// A presenter's view borrowed into the container and put back before the transition's turn ends,
    /// on both paths, leaves no black screen on iOS: a warning of 20, not a failure.
    @Test func aPresenterViewBorrowedAndPutBackIsAWarning() throws {
        let (broken, report) = try brokenInvariants(subject("borrows and returns") { BorrowsPresenterViewAnimator(returnsOnCancel: true) })
        #expect(!broken.contains(20), "\(report.violations(of: 20).prefix(2))")
        #expect(report.warnedInvariants.contains(20))
        #expect(report.warnings.first { $0.invariant == 20 }?.evidence.onIOS?.contains("no black screen") == true)
    }
}
