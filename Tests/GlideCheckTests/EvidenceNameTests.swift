import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// Evidence names views as the user's code does: by the stored property that holds them, a view
/// controller's root view as `.view`, and the class with a count only where nothing names the view.
@MainActor
struct EvidenceNameTests {
    static func check(runs: Int = 0, invariants: [Int] = InvariantCatalog.all.map(\.id)) -> TransitionCheck {
        TransitionCheck(
            presenting: NamingHomeViewController(), presented: NamingDetailViewController(),
            transitioningDelegate: HalfModalTransitioningDelegate(), styles: [.custom],
            interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(seed: 3, runs: runs, invariants: invariants))
    }

    /// The dimming view a cancelled presentation leaves behind is named by the presentation controller's
    /// property (a warning: UIKit takes it out of the window with the container).
    @Test func leftDimmingViewIsNamedByItsProperty() throws {
        let report = try Self.check(invariants: [17]).runNow()
        let smallest = try #require(report.result(17)?.smallestWarning, "\(report.text())")
        #expect(smallest.evidence.view == "HalfModalPresentationController.dimmingView", "\(smallest)")
        #expect(report.text().contains("view:     HalfModalPresentationController.dimmingView"), "\(report.text())")
    }

    /// A property of the user's view controller names its view in evidence; the view controller's own view is `.view`.
    @Test func viewControllerPropertiesNameTheirViews() throws {
        let scenario = Scenario("cancel", operation: .dismiss, style: .custom, interactive: true, steps: [.update(0.5), .cancel])
        let violations = try Self.check().violations(of: scenario).get()
        let alpha = try #require(violations.first { $0.invariant == 23 && $0.evidence.property == "alpha" }, "\(violations)")
        #expect(alpha.evidence.view == "NamingDetailViewController.cardView", "\(alpha)")
        let record = try ScenarioRunner(subject: Self.check().subject).run(scenario).get()
        #expect(record.roles.presentedView == "NamingDetailViewController.view")
        #expect(record.roles.presenterRootView == "NamingHomeViewController.view")
    }

    /// Every view left in the container, by the name it gets: arrays and dictionaries by index and key,
    /// the identifier where the code gave one, a snapshot after its source, the class and a count otherwise.
    @Test func viewsNoPropertyHoldsFallBack() throws {
        let scenario = Scenario("cancel", operation: .dismiss, style: .custom, interactive: true, steps: [.update(0.5), .cancel])
        let record = try ScenarioRunner(subject: Self.check().subject).run(scenario).get()
        let container = try #require(record.roles.container)
        #expect(record.after.subviews(of: container) == [
            "HalfModalPresentationController.dimmingView", "NamingDetailViewController.view",
            "HalfModalAnimator.shadows[0]", "HalfModalAnimator.shadows[1]",
            "HalfModalAnimator.badges[\"new\"]", "HalfModalAnimator.badges[\"count\"]",
            "UIView#1", "UIView#2", "halfModal.badge", "snapshot(NamingDetailViewController.view)",
        ])
        // The snapshot's copy of the card says what it copies; names stay the views' own.
        #expect(record.after.subviews(of: "snapshot(NamingDetailViewController.view)") == ["snapshot(NamingDetailViewController.cardView)"])
        #expect(record.after.view("UIView#1")?.name == "UIView")
        #expect(record.after.view("snapshot(NamingDetailViewController.view)")?.snapshotOf == "NamingDetailViewController.view")
        // Ids are unique within the scenario.
        let ids = record.after.views.map(\.id)
        #expect(Set(ids).count == ids.count, "\(ids)")
    }

    /// The same check twice prints the same report, byte for byte, views named alike.
    @Test func twoRunsPrintIdenticalReports() throws {
        let first = try Self.check(runs: 20).runNow().text()
        let second = try Self.check(runs: 20).runNow().text()
        for name in ["HalfModalPresentationController.dimmingView", "NamingDetailViewController.cardView", "HalfModalAnimator.shadows[0]"] {
            #expect(first.contains("view:     \(name)\n"), "\(first)")
        }
        #expect(first == second)
    }
}
