//
//  PanelDelegates.swift
//  Optional delegate methods that return a value, and callers that fall back on their own when the delegate does not
//  implement them: IcaliaLabs/Presentr's presentrShouldDismiss(keyboardShowing:) and SCENEE/FloatingPanel's layout,
//  animator and pinning offset (reduced).
//

import GlideUIKit

public protocol PresentrDelegate: AnyObject {
    func presentrShouldDismiss(keyboardShowing: Bool) throws -> Bool
}

public extension PresentrDelegate {
    func presentrShouldDismiss(keyboardShowing: Bool) throws -> Bool { throw OptionalRequirementNotImplemented("presentrShouldDismiss(keyboardShowing:)", of: "PresentrDelegate", by: self) }
}

public protocol FloatingPanelLayout: AnyObject {
    var anchorHeight: CGFloat { get }
}

class FloatingPanelBottomLayout: NSObject, FloatingPanelLayout {
    var anchorHeight: CGFloat { return 300 }
}

public protocol FloatingPanelControllerDelegate: AnyObject {
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) throws -> FloatingPanelLayout

    func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: Int) throws -> UIViewPropertyAnimator

    func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning trackingScrollView: UIScrollView) throws -> CGPoint

    func floatingPanelDidMove(_ fpc: FloatingPanelController)
}

public extension FloatingPanelControllerDelegate {
    func floatingPanel(_ fpc: FloatingPanelController, layoutFor newCollection: UITraitCollection) throws -> FloatingPanelLayout { throw OptionalRequirementNotImplemented("floatingPanel(_:layoutFor:)", of: "FloatingPanelControllerDelegate", by: self) }
    func floatingPanel(_ fpc: FloatingPanelController, animatorForPresentingTo state: Int) throws -> UIViewPropertyAnimator { throw OptionalRequirementNotImplemented("floatingPanel(_:animatorForPresentingTo:)", of: "FloatingPanelControllerDelegate", by: self) }
    func floatingPanel(_ fpc: FloatingPanelController, contentOffsetForPinning trackingScrollView: UIScrollView) throws -> CGPoint { throw OptionalRequirementNotImplemented("floatingPanel(_:contentOffsetForPinning:)", of: "FloatingPanelControllerDelegate", by: self) }
    func floatingPanelDidMove(_ fpc: FloatingPanelController) {}
}

open class FloatingPanelController: UIViewController {
    public weak var delegate: FloatingPanelControllerDelegate?
    var layout: FloatingPanelLayout = FloatingPanelBottomLayout()
    private(set) var moves = 0

    func reloadLayout(for traitCollection: UITraitCollection) {
        if let layout = (try? delegate?.floatingPanel(self, layoutFor: traitCollection)) {
            self.layout = layout
        }
    }

    func presentingAnimator() -> UIViewPropertyAnimator {
        return (try? delegate?.floatingPanel(self, animatorForPresentingTo: 1)) ?? UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut)
    }

    func pinningOffset(for scrollView: UIScrollView) -> CGPoint {
        return (try? delegate?.floatingPanel(self, contentOffsetForPinning: scrollView)) ?? CGPoint(x: 0, y: -scrollView.contentInset.top)
    }

    func move() {
        moves += 1
        delegate?.floatingPanelDidMove(self)
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    open override class func glideMakeWithInit() -> UIViewController { FloatingPanelController() }
}

class PresentrChrome: NSObject {
    weak var presentrDelegate: PresentrDelegate?
    var keyboardIsShowing = false

    func dismissIfAllowed() -> Bool {
        let shouldDismiss = (try? presentrDelegate?.presentrShouldDismiss(keyboardShowing: keyboardIsShowing)) ?? true
        return shouldDismiss
    }
}

/// Asks before it lets the panel go, unless the keyboard shows.
class ConfirmingViewController: UIViewController, PresentrDelegate {
    var confirmed = false

    func presentrShouldDismiss(keyboardShowing: Bool) -> Bool {
        return confirmed && !keyboardShowing
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { ConfirmingViewController() }
}

/// Implements none of it.
class PlainViewController: UIViewController, PresentrDelegate, FloatingPanelControllerDelegate {
    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { PlainViewController() }
}

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
