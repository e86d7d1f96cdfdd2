import Foundation
import Testing
@testable import GlideUIKitCore

/// `UIContentContainer`: a presented view controller's preferred size reaches its presentation controller,
/// which sizes the presented view with `size(forChildContentContainer:…)`; a child's reaches its parent;
/// size transitions are passed on as UIKit's defaults pass them.
@MainActor @Suite struct ContentContainerTests {
    /// A bottom sheet that follows its content's preferred height, as custom presentation controllers do.
    final class SheetController: UIPresentationController {
        var changes: [CGSize] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let container = containerView else { return .zero }
            let size = self.size(forChildContentContainer: presentedViewController, withParentContainerSize: container.bounds.size)
            return CGRect(x: 0, y: container.bounds.height - size.height, width: size.width, height: size.height)
        }
        override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            CGSize(width: parentSize.width, height: max(100, container.preferredContentSize.height))
        }
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            changes.append(container.preferredContentSize)
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class Presenting: NSObject, UIViewControllerTransitioningDelegate {
        var controller: SheetController?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            let sheet = SheetController(presentedViewController: presented, presenting: presenting)
            controller = sheet
            return sheet
        }
    }

    @Test func thePresentedPreferredSizeReachesThePresentationController() throws {
        let world = World()
        let sheet = UIViewController(name: "sheet")
        sheet.preferredContentSize = CGSize(width: 0, height: 300)
        let delegate = Presenting()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        world.root.present(sheet, animated: false)
        world.advance(1)
        let controller = try #require(delegate.controller)
        #expect(sheet.view.frame == CGRect(x: 0, y: 500, width: 400, height: 300))
        #expect(controller.changes.isEmpty)
        sheet.preferredContentSize = CGSize(width: 0, height: 450)
        #expect(controller.changes == [CGSize(width: 0, height: 450)])
        #expect(sheet.view.frame == CGRect(x: 0, y: 350, width: 400, height: 450))
        sheet.preferredContentSize = CGSize(width: 0, height: 450)  // no change: nobody is told
        #expect(controller.changes.count == 1)
        #expect(controller.preferredContentSize == sheet.preferredContentSize)
    }

    @Test func aChildsPreferredSizeReachesItsParent() {
        final class Parent: UIViewController {
            var told: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
                told.append(container.preferredContentSize)
            }
        }
        let parent = Parent(), child = UIViewController()
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(parent.told == [CGSize(width: 10, height: 20)])
        #expect(parent.size(forChildContentContainer: child, withParentContainerSize: CGSize(width: 5, height: 6)) == CGSize(width: 5, height: 6))
    }

    @Test func aSizeTransitionReachesTheChildrenAtTheirSizes() {
        final class Child: UIViewController {
            var sizes: [CGSize] = []
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                sizes.append(size)
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        final class Parent: UIViewController {
            override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
        }
        let world = World()
        let parent = Parent(), child = Child()
        parent.addChild(child)
        child.didMove(toParent: parent)
        // A coordinator to hand over: the one of a transition in flight.
        let presented = UIViewController()
        world.root.present(presented, animated: true)
        let coordinator = presented.transitionCoordinator!
        parent.viewWillTransition(to: CGSize(width: 800, height: 600), with: coordinator)
        #expect(child.sizes == [CGSize(width: 400, height: 600)])
        world.advance(1)
    }
}
