import Foundation

// UIViewController's side of `UIContentContainer`: who is told when its preferred content size changes,
// and how a size transition reaches its children (the overridable methods are in the class's body).
extension UIViewController: UIContentContainer {
    /// Tells the container that shows this view controller that its preferred content size changed: the
    /// presentation controller while it is presented, else its parent, as UIKit does.
    func preferredContentSizeDidChangeNotify() {
        if let presentation = presentationController, presentingViewController != nil {
            presentation.preferredContentSizeDidChange(forChildContentContainer: self)
        } else {
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// UIKit's default `viewWillTransition(to:with:)`: each child whose size changes is told, at the size
    /// ``size(forChildContentContainer:withParentContainerSize:)`` gives it, and so is the presentation
    /// controller of the view controller this one presents.
    func forwardViewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if !child.isViewLoaded || child.view.bounds.size != childSize {
                child.viewWillTransition(to: childSize, with: coordinator)
            }
        }
        if let presented = presentedViewController, presented.presentingViewController === self,
           let presentation = presented.presentationController {
            presentation.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// UIKit's default `willTransition(to:with:)`: passed to the children and to what this one presents.
    func forwardWillTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        if let presented = presentedViewController, presented.presentingViewController === self,
           let presentation = presented.presentationController {
            presentation.willTransition(to: newCollection, with: coordinator)
        }
    }
}
