//
//  NavigationDelegateProxy.swift
//  Lets a transition library be the navigation controller's delegate without taking the app's place: each
//  question goes to the first of the two delegates that implements it, asked with responds(to:).
//

import GlideUIKit

protocol PushAnimationSource: AnyObject {
    var animator: UIViewControllerAnimatedTransitioning? { get }
}

class NavigationDelegateProxy: NSObject, UINavigationControllerDelegate, GlideRespondsToSelector {
    weak var primary: UINavigationControllerDelegate?
    weak var secondary: UINavigationControllerDelegate?
    public let name = "proxy"

    private var delegates: [UINavigationControllerDelegate] {
        return [primary, secondary].compactMap { $0 }
    }

    private func firstDelegate(respondingTo selector: Selector) -> UINavigationControllerDelegate? {
        return delegates.first { glideMethodTable.responds($0, to: selector) }
    }

    func responds(to aSelector: Selector!) -> Bool {
        return firstDelegate(respondingTo: aSelector) != nil
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        delegates.forEach { $0.navigationController(navigationController, didShow: viewController, animated: animated) }
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return firstDelegate(respondingTo: Selector("navigationController(_:animationControllerFor:from:to:)"))?
            .navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }
}

/// The library's side: it animates pushes.
class FadePushCoordinator: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return FadeAnimator(presenting: true)
    }

    // Written by glide port: UIKit asks the runtime whether this delegate implements the transition methods.
    var glideImplementsTransitionMethods: Bool? { true }
}

/// The app's side: it only follows what is shown.
class ShownScreenLog: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }

    // Written by glide port: UIKit asks the runtime whether this delegate implements the transition methods.
    var glideImplementsTransitionMethods: Bool? { false }
}

// Written by glide port: what responds(to:) asks the Objective-C runtime, from the module's declarations (the methods its #selectors name, by the class that declares them).
private let glideMethodTable = GlideMethodTable([
    "ClosableStateViewController": ["closeTransitionState"],
    "Countdown": ["beat(_:)"],
    "FadeHomeViewController": ["fadeAnimatorDidFinish(_:)"],
    "FadePushCoordinator": ["navigationController(_:animationControllerFor:from:to:)"],
    "NavigationDelegateProxy": ["navigationController(_:animationControllerFor:from:to:)"],
    "PullToDismissInteractor": ["settle"],
    "ScrollDelegateProxy": ["scrollViewDidScroll(_:)"],
    "SignUpFormViewController": ["keyboardWillShow(sender:)"],
    "TimeoutEdgePan": ["timedOut"],
    "WiFiFormViewController": ["keyboardWillShow(sender:)"],
    "ZoomingScrollHandler": ["viewForZooming(in:)"],
])
