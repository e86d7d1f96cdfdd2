import Foundation
import Testing
@testable import GlideUIKitCore

/// A popped view controller is released once nothing else keeps it: the navigation controller keeps no completed
/// transition (whose context holds the view controllers it moved), as UIKit keeps none.
@MainActor @Suite struct PoppedViewControllerReleaseTests {
    @Test("push and pop, animated or not, or setViewControllers: the popped one is gone", arguments: [0, 1, 2, 3])
    func poppedIsReleased(variant: Int) {
        // Not the tests' World: it keeps every context of its clock.
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let nav = UINavigationController(rootViewController: UIViewController())
        if variant >= 1 {
            window.rootViewController = nav
            window.makeKeyAndVisible()
        }
        weak var weakDetail: UIViewController?
        do {
            let detail = UIViewController()
            weakDetail = detail
            if variant == 3 { nav.viewControllers = [nav.viewControllers[0], detail] } else { nav.pushViewController(detail, animated: variant == 2) }
        }
        clock.advance(by: 2)
        #expect(weakDetail != nil)
        if variant == 3 { nav.viewControllers = [nav.viewControllers[0]] } else { _ = nav.popViewController(animated: variant == 2) }
        clock.advance(by: 2)
        #expect(weakDetail == nil, "variant \(variant)")
        #expect(!nav.isTransitioning)
        withExtendedLifetime(window) {}
    }
}
