//
//  DelegateForwardingProxy.swift
//  A transition library that stands in as a delegate and lets the app's delegate answer what it does not, as
//  CosmicMind/Motion's MotionTransition does: responds(to:) asks super and the app's delegate, and
//  forwardingTarget(for:) hands the message on.
//

import UIKit

class ScrollDelegateProxy: NSObject, UIScrollViewDelegate {
    weak var delegate: UIScrollViewDelegate?
    private(set) var scrolls = 0

    override func responds(to aSelector: Selector!) -> Bool {
        return super.responds(to: aSelector) || delegate?.responds(to: aSelector) == true
    }

    override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard let superTarget = super.forwardingTarget(for: aSelector) else {
            return delegate?.responds(to: aSelector) == true ? delegate : nil
        }
        return superTarget
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
        delegate?.scrollViewDidScroll?(scrollView)
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
    return delegate.responds(to: #selector(UIScrollViewDelegate.viewForZooming(in:)))
}

/// And before it reports a scroll.
func followsScrolling(_ delegate: UIScrollViewDelegate) -> Bool {
    return delegate.responds(to: #selector(UIScrollViewDelegate.scrollViewDidScroll(_:)))
}
