import Foundation
import GlideCheck
import GlideCheckTraces
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore
import Testing

/// The acceptance: each buggy reference transition fails with exactly the invariants its bug
/// breaks (among 1, 2 and 17–26), only on the operations whose cancel path has the bug, and each
/// correct one passes.
@MainActor
struct ReferenceTransitionCheckTests {
    static let checked = [1, 2] + Array(17...26)

    /// The invariants each form breaks, and why.
    static func expected(_ transition: ReferenceTransition) -> Set<Int> {
        switch transition {
        case .card, .flip, .menu, .halfSheet: return []
        // completeTransition(finished) after a cancel passes true (2), and UIKit commits the expansion or
        // collapse the user cancelled (25). The views follow the committed path, which UIKit cleans up.
        case .cardBuggy: return [2, 25]
        // No cancel branch in the dismissal: the snapshot stays in the container, flat again over the
        // presented view (22). The presenter's view it inserted stays too, under the snapshot, where
        // nothing of it shows (18 as a warning). The argument is right, so the view controllers are right.
        case .flipBuggy: return [22]
        // completeTransition(true) always: the argument after a cancel (2) and the committed slide-in or
        // slide-out the user cancelled (25).
        case .menuBuggy: return [2, 25]
        // The dimming view and close button leave in dismissalTransitionWillBegin: gone after a cancelled
        // dismissal (18). A completed dismissal ends without them, as it should.
        case .halfSheetBuggy: return [18]
        // The animators are correct: the handlers' bug needs the handlers, which only traces drive
        // (HandlerTraceCheckTests); the matrix drives the interactor itself.
        case .cardHandlerBuggy, .menuHandlerBuggy, .halfSheetHandlerBuggy: return []
        }
    }

    /// The correct transitions hold every invariant in every modal style, not only the one they are
    /// written for. The flip, written for full screen, finds no from-view where the presenter's view
    /// stays and completes inside animateTransition: the interaction ends there, as in UIKit, with no
    /// interaction-change handler run and no frozen container (the engine's side; see InteractiveRuleTests).
    @Test(arguments: [ReferenceTransition.card, .flip, .menu, .halfSheet])
    func correctTransitionsHoldInEveryModalStyle(_ transition: ReferenceTransition) throws {
        let (broken, report) = try brokenInvariants(transition.checkSubject(styles: CheckStyle.modalStyles), options: .init(runs: 0))
        #expect(report.scenarioCount == 450 && report.errors.isEmpty)
        #expect(broken.isEmpty, "\(transition.name): \(report.violations.prefix(3).map(\.description))")
    }

    @Test(arguments: ReferenceTransition.allCases)
    func failsWithExactlyItsBugsInvariants(_ transition: ReferenceTransition) throws {
        let (broken, report) = try brokenInvariants(transition.checkSubject(), options: .init(runs: 0))
        let expected = Self.expected(transition)
        let evidence = report.violations.map(\.description).joined(separator: "\n")
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(broken == expected, "\(transition.name): expected \(expected.sorted()), got \(broken.sorted())\n\(evidence)")
        let operations = Set(transition.buggyOperations.map(\.rawValue))
        let outside = report.violations.filter { !operations.contains($0.scenario.operation.rawValue) }
        #expect(outside.isEmpty, "\(transition.name) fails outside its buggy operations:\n\(outside.map(\.description).joined(separator: "\n"))")
    }
}
