//
//  TransitionStateStore.swift
//  A view's transition state kept in associated objects, with the module-qualified names libraries write
//  (`ObjectiveC.objc_getAssociatedObject`, `UIKit.UIView`), a `Then`-style helper whose imports sit under `#if` (as
//  devxoul/Then's do), and an optional requirement asked about inside an `if` condition.
//

import Foundation
import GlideUIKit
#if !os(Linux)
  import GlideUIKit
#endif
#if canImport(GlideUIKit) || os(tvOS)
  import GlideUIKit
#endif

protocol Configurable {}

extension Configurable {
    func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try block(&copy)
        return copy
    }
}

#if canImport(GlideUIKit) || os(tvOS)
  extension UIEdgeInsets: Configurable {}
  extension UIOffset: Configurable {}
#endif

private var insetsKey: UInt8 = 0

extension GlideUIKit.UIView {
    /// Insets a transition keeps on the view it moves, for the next one.
    var transitionInsets: UIEdgeInsets {
        get { return (GlideUIKit.objc_getAssociatedObject(self, &insetsKey) as? UIEdgeInsets) ?? .zero }
        set { GlideUIKit.objc_setAssociatedObject(self, &insetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

protocol TransitionStateClosable: AnyObject {
    func closeTransitionState()
}

extension TransitionStateClosable {
    func closeTransitionState() {}
}

final class TransitionStateStore: NSObject {
    var presented: (UIViewController & TransitionStateClosable)?
    private(set) var state: GlideUIKit.UIGestureRecognizer.State = .possible

    func record(_ state: GlideUIKit.UIGestureRecognizer.State, of view: UIView) {
        self.state = state
        view.transitionInsets = view.transitionInsets.with { $0.top = 8 }
        if (presented).map({ glideMethodTable.responds($0, to: Selector(TransitionStateClosable.closeTransitionState, name: "closeTransitionState")) }) ?? false {
            presented?.closeTransitionState()
        }
    }
}

final class ClosableStateViewController: UIViewController, TransitionStateClosable {
    private(set) var closeCount = 0

    func closeTransitionState() {
        closeCount += 1
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { ClosableStateViewController() }
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
