import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A tab's screen whose own pan presents a sheet (victorchee/CustomTransition's modal tab: its edge pan performs a modal
/// segue on `.began`, the twenty-first sample's U01): in a check of the tab bar controller, that presentation is not a
/// tab switch, and the touches that began it are not a scenario of the tab check.
@MainActor @Suite struct TabScreenPresentsTests {
    /// Vends nothing, as U01's delegate, whose methods keep their Swift 2 names: UIKit's own animation runs.
    final class VendsNothing: NSObject, UIViewControllerTransitioningDelegate {}

    final class PullsASheet: UIViewController {
        let sheetDelegate = VendsNothing()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PullsASheet.pulled(_:), name: "pulled:")))
        }
        func pulled(_ pan: UIPanGestureRecognizer) {
            guard pan.state == .began, presentedViewController == nil else { return }
            let sheet = UIViewController()
            sheet.view.backgroundColor = .gray
            sheet.transitioningDelegate = sheetDelegate
            present(sheet, animated: true)
        }
    }

    final class Tabs: UITabBarController, UITabBarControllerDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
        }
        func tabBarController(
            _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            let animation = SideBySideTabAnimation()
            animation.fromLeft = (viewControllers?.firstIndex(of: fromVC) ?? 0) > (viewControllers?.firstIndex(of: toVC) ?? 0)
            return animation
        }
    }

    /// The two tabs, made again for each scenario (the check's argument is an autoclosure).
    static func tabs() -> Tabs {
        let tabs = Tabs()
        let second = UIViewController()
        second.view.backgroundColor = .lightGray
        tabs.viewControllers = [PullsASheet(), second]
        return tabs
    }

    @Test("a presentation a tab's own pan begins is no tab switch of the tab check")
    func aTabsPresentationIsNotATabSwitch() throws {
        let report = try TransitionCheck(tabBarController: Self.tabs(), name: "Tabs", options: .init(matrix: false, runs: 0)).runNow()
        #expect(report.notApplicable.contains { $0.reason.contains("a transition other than") }, "\(report.notApplicable)")
        #expect(report.failedInvariants.isEmpty, "\(report.failures.prefix(2))")
    }
}
