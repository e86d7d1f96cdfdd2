import Foundation
import GlideObjectiveC

// Key-value coding on presentation controllers. `presentedView` never changes once the presented view controller's
// view is loaded, so observing `presentedView.frame` (or `\.presentedView?.frame`) follows the presented view's frame.

extension UIPresentationController: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        MainActor.assumeIsolated {
            switch keyPath {
            case "presentedView": return .value(presentedView)
            case "presentedViewController": return .value(presentedViewController)
            case "presentingViewController": return .value(presentingViewController)
            case "containerView": return .value(containerView)
            case "frameOfPresentedViewInContainerView": return .value(NSValue(rect: frameOfPresentedViewInContainerView))
            case "shouldRemovePresentersView": return .value(NSNumber(value: shouldRemovePresentersView))
            default: return .undefined
            }
        }
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool { false }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? {
        nonisolated(unsafe) let keyPath = keyPath
        return MainActor.assumeIsolated {
            guard let controller = root as? any PresentationControllerKeyPathRoot.Type else { return nil }
            return presentationControllerKeyPaths(controller)[keyPath]
        }
    }

    /// `presentedView` holds the same view for the controller's life, so a path through it is observable; the frame
    /// the controller computes is not.
    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool {
        !["frameOfPresentedViewInContainerView", "shouldRemovePresentersView", "containerView"].contains(key)
    }
}

protocol PresentationControllerKeyPathRoot: UIPresentationController {}
extension UIPresentationController: PresentationControllerKeyPathRoot {}

@MainActor
func presentationControllerKeyPaths<R: PresentationControllerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [
        \R.presentedView: "presentedView", \R.presentedView?.frame: "presentedView.frame",
        \R.presentedView?.bounds: "presentedView.bounds", \R.presentedView?.center: "presentedView.center",
        \R.presentedViewController.preferredContentSize: "presentedViewController.preferredContentSize",
    ]
}
