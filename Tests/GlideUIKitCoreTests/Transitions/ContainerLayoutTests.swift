import Foundation
@testable import GlideUIKitCore
import Testing

/// A presentation controller that re-makes a view's constraints in containerViewWillLayoutSubviews, as DeckTransition's
/// does for its snapshot (DeckPresentationController.updateSnapshotViewAspectRatio).
@MainActor
final class RemakingConstraintsController: UIPresentationController {
    let badge = UIView(frame: .zero, name: "badge")
    var constraints: [NSLayoutConstraint] = []
    var willLayoutCount = 0
    var top: CGFloat = 40

    override func presentationTransitionWillBegin() {
        badge.translatesAutoresizingMaskIntoConstraints = false
        containerView?.addSubview(badge)
    }

    override func containerViewWillLayoutSubviews() {
        willLayoutCount += 1
        guard let container = containerView else { return }
        NSLayoutConstraint.deactivate(constraints)
        constraints = [
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: top),
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ]
        NSLayoutConstraint.activate(constraints)
    }
}

@MainActor
@Suite struct ContainerLayoutTests {
    @Test("constraints re-made in containerViewWillLayoutSubviews are applied in the same pass, which then ends")
    func remadeConstraintsApplyInOnePass() throws {
        let world = World()
        let presented = UIViewController(name: "sheet")
        presented.modalPresentationStyle = .custom
        var controller: RemakingConstraintsController?
        let delegate = TestDelegate(animator: SlideAnimator(duration: 0.3))
        delegate.presentationControllerFactory = { p, q in
            let made = RemakingConstraintsController(presentedViewController: p, presenting: q)
            controller = made
            return made
        }
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)  // returns: the passes do not feed each other at one instant
        let remaking = try #require(controller)
        #expect(remaking.badge.frame == CGRect(x: 10, y: 40, width: 50, height: 20))
        let passes = remaking.willLayoutCount
        remaking.top = 90
        remaking.containerView?.setNeedsLayout()
        world.clock.runPending()
        #expect(remaking.badge.frame == CGRect(x: 10, y: 90, width: 50, height: 20))
        // One pass, and at most the one the re-made constraints scheduled before they were applied (it finds them applied).
        #expect((passes + 1...passes + 2).contains(remaking.willLayoutCount))
    }
}
