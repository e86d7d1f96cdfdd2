//
//  PanelDelegates.swift
//  Optional delegate methods that return a value, and callers that fall back on their own when the delegate does not
//  implement them: IcaliaLabs/Presentr's presentrShouldDismiss(keyboardShowing:) and SCENEE/FloatingPanel's layout,
//  animator and pinning offset (reduced).
//

import UIKit

@objc public protocol PresentrDelegate {
    @objc optional func presentrShouldDismiss(keyboardShowing: Bool) -> Bool
}

@objc public protocol FloatingPanelLayout {
    var anchorHeight: CGFloat { get }
}

class FloatingPanelBottomLayout: NSObject, FloatingPanelLayout {
    var anchorHeight: CGFloat { return 300 }
}

@objc public protocol FloatingPanelControllerDelegate {
    @objc(floatingPanel:layoutForTraitCollection:) optional
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout

    @objc(floatingPanel:animatorForPresentingToState:) optional
    func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: Int) -> UIViewPropertyAnimator

    @objc optional func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning trackingScrollView: UIScrollView) -> CGPoint

    @objc optional func floatingPanelDidMove(_ fpc: FloatingPanelController)
}

open class FloatingPanelController: UIViewController {
    public weak var delegate: FloatingPanelControllerDelegate?
    var layout: FloatingPanelLayout = FloatingPanelBottomLayout()
    private(set) var moves = 0

    func reloadLayout(for traitCollection: UITraitCollection) {
        if let layout = delegate?.floatingPanel?(self, layoutFor: traitCollection) {
            self.layout = layout
        }
    }

    func presentingAnimator() -> UIViewPropertyAnimator {
        return delegate?.floatingPanel?(self, animatorForPresentingTo: 1) ?? UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut)
    }

    func pinningOffset(for scrollView: UIScrollView) -> CGPoint {
        return delegate?.floatingPanel?(self, contentOffsetForPinning: scrollView) ?? CGPoint(x: 0, y: -scrollView.contentInset.top)
    }

    func move() {
        moves += 1
        delegate?.floatingPanelDidMove?(self)
    }
}

class PresentrChrome: NSObject {
    weak var presentrDelegate: PresentrDelegate?
    var keyboardIsShowing = false

    func dismissIfAllowed() -> Bool {
        let shouldDismiss = presentrDelegate?.presentrShouldDismiss?(keyboardShowing: keyboardIsShowing) ?? true
        return shouldDismiss
    }
}

/// Asks before it lets the panel go, unless the keyboard shows.
class ConfirmingViewController: UIViewController, PresentrDelegate {
    var confirmed = false

    func presentrShouldDismiss(keyboardShowing: Bool) -> Bool {
        return confirmed && !keyboardShowing
    }
}

/// Implements none of it.
class PlainViewController: UIViewController, PresentrDelegate, FloatingPanelControllerDelegate {}

class TallLayout: NSObject, FloatingPanelLayout {
    var anchorHeight: CGFloat { return 700 }
}

/// Gives the panel its own layout and pins it at the top.
class TallPanelOwner: NSObject, FloatingPanelControllerDelegate {
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) -> FloatingPanelLayout {
        return TallLayout()
    }

    func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning trackingScrollView: UIScrollView) -> CGPoint {
        return .zero
    }
}
