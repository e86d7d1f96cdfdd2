//
//  TransitionStateStore.swift
//  A view's transition state kept in associated objects, with the module-qualified names libraries write
//  (`ObjectiveC.objc_getAssociatedObject`, `UIKit.UIView`), a `Then`-style helper whose imports sit under `#if` (as
//  devxoul/Then's do), and an optional requirement asked about inside an `if` condition.
//

import Foundation
#if !os(Linux)
  import CoreGraphics
#endif
#if os(iOS) || os(tvOS)
  import UIKit.UIGeometry
#endif

protocol Configurable {}

extension Configurable {
    func with(_ block: (inout Self) throws -> Void) rethrows -> Self {
        var copy = self
        try block(&copy)
        return copy
    }
}

#if os(iOS) || os(tvOS)
  extension UIEdgeInsets: Configurable {}
  extension UIOffset: Configurable {}
#endif

private var insetsKey: UInt8 = 0

extension UIKit.UIView {
    /// Insets a transition keeps on the view it moves, for the next one.
    var transitionInsets: UIEdgeInsets {
        get { return (ObjectiveC.objc_getAssociatedObject(self, &insetsKey) as? UIEdgeInsets) ?? .zero }
        set { ObjectiveC.objc_setAssociatedObject(self, &insetsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

@objc protocol TransitionStateClosable: class {
    @objc optional func closeTransitionState()
}

final class TransitionStateStore: NSObject {
    var presented: (UIViewController & TransitionStateClosable)?
    private(set) var state: UIKit.UIGestureRecognizer.State = .possible

    func record(_ state: UIKit.UIGestureRecognizer.State, of view: UIView) {
        self.state = state
        view.transitionInsets = view.transitionInsets.with { $0.top = 8 }
        if presented?.responds(to: #selector(TransitionStateClosable.closeTransitionState)) ?? false {
            presented?.closeTransitionState?()
        }
    }
}

final class ClosableStateViewController: UIViewController, TransitionStateClosable {
    private(set) var closeCount = 0

    func closeTransitionState() {
        closeCount += 1
    }
}
