import Foundation
import GlideObjectiveC

extension UINavigationController {
    /// Makes UIKit's edge-swipe pop recognizer: a left-edge ``UIScreenEdgePanGestureRecognizer``
    /// whose states drive ``interactivePopGesture`` (UIKit's `_UINavigationInteractiveTransition`).
    func makeInteractivePopGestureRecognizer() -> UIGestureRecognizer {
        InteractivePopGestureRecognizer(navigationController: self)
    }
}

/// The navigation controller's edge-swipe pop (UIKit's `_UINavigationInteractiveTransition` target
/// on a `UIScreenEdgePanGestureRecognizer`). Progress is the horizontal translation since the
/// recognizer began over the width. It begins only with more than one view controller on
/// the stack and no transition in flight, and receives no touches while the navigation controller's delegate vends
/// its own transitions, nor while the bar does not show the way back (hidden, a hidden back button, a custom left item)
/// (its own delegate says so; an app may replace the delegate, as in UIKit); `.began` starts the
/// interactive pop with UIKit's own animator (the delegate's is not asked), `.changed` feeds the horizontal
/// translation, `.ended` applies UIKit's release rule, `.cancelled` cancels.
@preconcurrency @MainActor
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// The target and default delegate; held here because recognizers hold neither strongly.
    private let driver: Driver

    init(navigationController: UINavigationController) {
        driver = Driver(navigationController: navigationController)
        super.init(target: nil, action: nil)
        edges = .left
        name = "interactivePopGestureRecognizer"
        addTarget(driver, action: Driver.handleNavigationTransition)
        delegate = driver
    }

    /// UIKit's `_UINavigationInteractiveTransition`: the target and delegate of the swipe. Apps reach it by name, as
    /// the Objective-C runtime lets them: `delegate.responds(to: Selector(("handleNavigationTransition:")))`, then a
    /// full-screen pan with that target and action (QuickBirdEng/XCoordinator, the seventh bug sample's h07), so it
    /// answers `responds(to:)` and lists its action by name.
    @MainActor
    final class Driver: UIGestureRecognizerDelegate, GlideRespondsToSelector, GlideNamedMethods {
        unowned let navigationController: UINavigationController

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        static let handleNavigationTransition = Selector(Driver.handle(_:), name: "handleNavigationTransition:")

        var glideMethodsByName: [String: Selector] { ["handleNavigationTransition:": Self.handleNavigationTransition] }

        func responds(to aSelector: Selector!) -> Bool {
            guard let name = aSelector?.name else { return false }
            return ["handleNavigationTransition:", "gestureRecognizerShouldBegin:", "gestureRecognizer:shouldReceiveTouch:",
                    "respondsToSelector:"].contains(name)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            navigationController.viewControllers.count > 1 && !navigationController.isTransitioning
        }

        /// UIKit's `_gestureRecognizer:shouldReceiveEvent:` of its own delegate: no touches while the navigation
        /// controller's delegate vends its own transitions, unless the app tied the swipe to a recognizer of its own
        /// with a failure requirement (either way), which UIKit takes as the app wiring the swipe deliberately. An app
        /// that replaces this delegate replaces the rule too, as in UIKit.
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            // A touch away from the edge cannot begin the swipe: the delegate is asked only for one that could (the
            // probe calls the app's delegate methods, as UIKit's next pop would).
            guard let window = touch.window,
                  touch.location(in: window).x - window.bounds.minX <= UIScreenEdgePanGestureRecognizer.edgeRegionSize else { return true }
            guard barShowsTheWayBack else { return false }
            return navigationController.usesBuiltinInteractionController || hasFailureRelations(gestureRecognizer)
        }

        /// UIKit's `_shouldInteractivePopGestureBeEnabled`: the swipe goes back only where the bar shows the way back. No
        /// touches reach it while the navigation bar is hidden, or the top item hides its back button, or sets left bar
        /// button items without `leftItemsSupplementBackButton` (a custom back button): the "swipe back stops working"
        /// that apps fix by replacing this delegate (the ninth unseen sample's M06: a custom left item on every pushed
        /// screen).
        private var barShowsTheWayBack: Bool {
            if navigationController.isNavigationBarHidden { return false }
            guard let item = navigationController.topViewController?.navigationItem else { return true }
            if item.hidesBackButton { return false }
            return item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton
        }

        private func hasFailureRelations(_ recognizer: UIGestureRecognizer) -> Bool {
            if !recognizer.requiredToFail.isEmpty { return true }
            let root = navigationController.view.window ?? navigationController.view
            return root?.allViewsInTree.contains { view in
                (view.gestureRecognizers ?? []).contains { other in other !== recognizer && other.requiredToFail.contains { $0 === recognizer } }
            } ?? false
        }

        /// The swipe's states drive the pop: its own edge pan's, or an app's pan given this action by name (a
        /// full-screen back swipe).
        func handle(_ gesture: UIPanGestureRecognizer) {
            let pop = navigationController.interactivePopGesture
            let now = gesture.clock.now
            switch gesture.state {
            case .began:
                // Progress counts from where the pop began, so the first sample does not carry the
                // movement that recognized the swipe.
                gesture.setTranslation(.zero, in: gesture.view)
                if !pop.began(at: now), navigationController.viewControllers.count <= 1 {
                    navigationController.backSwipeBeganOnTheRoot()
                }
            case .changed:
                pop.changed(translationX: gesture.translation(in: gesture.view).x, at: now)
            case .ended:
                pop.ended(at: now)
            case .cancelled:
                pop.cancelled()
            default:
                break
            }
        }
    }
}
