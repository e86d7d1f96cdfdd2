import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

// Who holds the app's transitioning delegate, and when it is set: as UIKit asks, not as the check would like.

/// A delegate that vends `SlideDownAnimator` and a presentation controller that keeps the delegate alive
/// (the way SPStorkController's presentAsStork works: the delegate is a local of the method that presents).
@MainActor
final class SelfRetainingSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    static var vended = 0
    final class Controller: UIPresentationController {
        var keptDelegate: SelfRetainingSheetDelegate?
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let controller = Controller(presentedViewController: presented, presenting: presenting)
        controller.keptDelegate = self
        return controller
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Self.vended += 1
        return SlideDownAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Self.vended += 1
        return SlideDownAnimator(presenting: false)
    }
}

/// A view controller that is its own delegate's owner and refuses any other (SideMenu's menu does this, with a
/// warning for every assignment).
@MainActor
final class OwnDelegateViewController: UIViewController {
    static var assignments = 0
    private let own = SelfRetainingSheetDelegate()
    override var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { own }
        set { Self.assignments += 1 }
    }
}

@MainActor @Suite(.serialized) struct AppDelegateOwnershipTests {
    @Test func aViewControllerThatOwnsItsDelegateIsNeverAssignedOne() throws {
        OwnDelegateViewController.assignments = 0
        SelfRetainingSheetDelegate.vended = 0
        let presented = OwnDelegateViewController()
        presented.modalPresentationStyle = .custom
        var options = TransitionCheck.Options(runs: 0)
        options.flows = false
        let report = try TransitionCheck(presenting: UIViewController(), presented: presented, options: options).runNow()
        #expect(OwnDelegateViewController.assignments == 0)
        #expect(SelfRetainingSheetDelegate.vended > 0)
        #expect(report.scenarioCount > 0)
    }
}
