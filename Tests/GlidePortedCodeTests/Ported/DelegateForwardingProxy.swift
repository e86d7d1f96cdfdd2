//
//  DelegateForwardingProxy.swift
//  A transition library that stands in as a delegate and lets the app's delegate answer what it does not, as
//  CosmicMind/Motion's MotionTransition does: responds(to:) asks super and the app's delegate, and
//  forwardingTarget(for:) hands the message on.
//

import GlideUIKit

class ScrollDelegateProxy: NSObject, UIScrollViewDelegate, GlideRespondsToSelector {
    weak var delegate: UIScrollViewDelegate?
    private(set) var scrolls = 0

    func responds(to aSelector: Selector!) -> Bool {
        return glideMethodTable.classResponds(self, to: aSelector) || (delegate).map({ glideMethodTable.responds($0, to: aSelector) }) == true
    }

    func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let superTarget = (nil as Any?) else {
            return (delegate).map({ glideMethodTable.responds($0, to: aSelector) }) == true ? delegate : nil
        }
        return superTarget
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
        delegate?.scrollViewDidScroll(scrollView)
    }
}

/// The app's delegate: it zooms.
class ZoomingScrollHandler: NSObject, UIScrollViewDelegate {
    let content = UIView()

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return content
    }
}

/// The library asks before it zooms, as UIKit does.
func zooms(_ delegate: UIScrollViewDelegate) -> Bool {
    return glideMethodTable.responds(delegate, to: Selector("viewForZooming(in:)"))
}

/// And before it reports a scroll.
func followsScrolling(_ delegate: UIScrollViewDelegate) -> Bool {
    return glideMethodTable.responds(delegate, to: Selector(UIScrollViewDelegate.scrollViewDidScroll(_:), name: "scrollViewDidScroll(_:)"))
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
