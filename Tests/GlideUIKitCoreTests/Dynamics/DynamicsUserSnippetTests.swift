import Foundation
import Testing
@testable import GlideUIKitCore

// UIKit Dynamics as apps write it: a drop-in menu whose item behaviour's action removes the behaviours
// once it settles, a composite behaviour subclass, and a card dragged by an attachment and flung.

/// A menu that drops in from above the screen onto a line, bounces and settles.
@MainActor
private final class DropInMenuController: UIViewController, UICollisionBehaviorDelegate {
    private var animator: UIDynamicAnimator?
    let menuView = UIView()
    var onSettled: (() -> Void)?
    private(set) var landings = 0

    func showMenu() {
        menuView.frame = CGRect(x: 20, y: -240, width: view.bounds.width - 40, height: 240)
        view.addSubview(menuView)

        let animator = UIDynamicAnimator(referenceView: view)
        let gravity = UIGravityBehavior(items: [menuView])
        gravity.magnitude = 1.5
        let collision = UICollisionBehavior(items: [menuView])
        collision.addBoundary(withIdentifier: "menuFloor" as NSString, from: CGPoint(x: 0, y: 340), to: CGPoint(x: view.bounds.width, y: 340))
        collision.collisionDelegate = self
        let itemBehavior = UIDynamicItemBehavior(items: [menuView])
        itemBehavior.elasticity = 0.35
        itemBehavior.allowsRotation = false
        itemBehavior.action = { [weak self, weak itemBehavior] in
            guard let self, let itemBehavior, let animator = self.animator else { return }
            let velocity = itemBehavior.linearVelocity(for: self.menuView)
            if abs(velocity.y) < 1, self.menuView.frame.maxY > 339 {
                animator.removeAllBehaviors()
                self.animator = nil
                self.onSettled?()
            }
        }
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(itemBehavior)
        self.animator = animator
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        if (identifier as? NSString) == "menuFloor" { landings += 1 }
    }
}

/// Gravity and the screen's edges for whatever items it is given (Stanford's CS193p "DropItBehavior").
@MainActor
private final class FallingBehavior: UIDynamicBehavior {
    let gravity = UIGravityBehavior()
    let collider: UICollisionBehavior = {
        let collider = UICollisionBehavior()
        collider.translatesReferenceBoundsIntoBoundary = true
        return collider
    }()
    let itemBehavior: UIDynamicItemBehavior = {
        let behavior = UIDynamicItemBehavior()
        behavior.allowsRotation = false
        behavior.elasticity = 0.1
        return behavior
    }()

    override init() {
        super.init()
        addChildBehavior(gravity)
        addChildBehavior(collider)
        addChildBehavior(itemBehavior)
    }

    func addItem(_ item: UIDynamicItem) {
        gravity.addItem(item)
        collider.addItem(item)
        itemBehavior.addItem(item)
    }

    func removeItem(_ item: UIDynamicItem) {
        gravity.removeItem(item)
        collider.removeItem(item)
        itemBehavior.removeItem(item)
    }
}

/// A "drop-in" presentation: the presented view falls into place from above the screen, bounces on the
/// bottom of its final frame, and the transition completes when the animator pauses.
@MainActor
private final class DropInPresentationAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    private var animator: UIDynamicAnimator?
    private var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
        let finalFrame = transitionContext.finalFrame(for: toController)
        toView.frame = finalFrame.offsetBy(dx: 0, dy: -finalFrame.height)
        container.addSubview(toView)

        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        let gravity = UIGravityBehavior(items: [toView])
        gravity.magnitude = 3
        let collision = UICollisionBehavior(items: [toView])
        collision.addBoundary(
            withIdentifier: "bottom" as NSString,
            from: CGPoint(x: finalFrame.minX, y: finalFrame.maxY), to: CGPoint(x: finalFrame.maxX, y: finalFrame.maxY))
        let bounce = UIDynamicItemBehavior(items: [toView])
        bounce.elasticity = 0.3
        bounce.allowsRotation = false
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(bounce)
        self.animator = animator
        self.transitionContext = transitionContext
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
        transitionContext = nil
        self.animator = nil
    }
}

@MainActor @Suite struct DynamicsUserSnippetTests {
    @Test func aDropInPresentationCompletesWhenTheViewSettles() {
        let world = World()
        let presented = UIViewController(name: "presented")
        presented.modalPresentationStyle = .fullScreen
        let delegate = TestDelegate(animator: DropInPresentationAnimator())
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(0.2)
        #expect(world.root.presentedViewController === presented && presented.view.frame.minY < 0)
        world.advance(4)
        #expect(abs(presented.view.frame.minY) < 1 && presented.view.frame.height == 800)
        #expect(presented.view.window === world.window && world.root.view.window == nil)
        #expect(presented.view.transform == .identity)
    }

    @Test func aDropInMenuFallsBouncesAndSettlesOnItsFloor() {
        let clock = ManualClock().makeCurrent()
        let controller = DropInMenuController()
        var settledAt: Double?
        controller.onSettled = { settledAt = clock.now }
        controller.showMenu()
        clock.advance(by: 0.1)
        #expect(controller.menuView.frame.minY > -240)
        clock.advance(by: 5)
        #expect(settledAt != nil && settledAt! < 4)
        #expect(controller.landings >= 2)  // it bounced at least once
        #expect(abs(controller.menuView.frame.maxY - 340) < 1 && controller.menuView.frame.minX == 20)
        #expect(controller.menuView.transform == .identity)
        let final = controller.menuView.frame
        clock.advance(by: 1)
        #expect(controller.menuView.frame == final)
    }

    @Test func aCompositeBehaviourDropsItemsIntoAStack() {
        let scene = DynamicsScene(width: 300, height: 600)
        let falling = FallingBehavior()
        scene.animator.addBehavior(falling)
        var blocks: [UIView] = []
        for i in 0..<3 {
            let block = scene.addView(center: CGPoint(x: 150, y: 60 + CGFloat(i) * 70), size: CGSize(width: 100, height: 50))
            falling.addItem(block)
            blocks.append(block)
        }
        scene.run(6)
        let bottoms = blocks.map(\.frame.maxY).sorted()
        #expect(abs(bottoms[0] - 500) < 2 && abs(bottoms[1] - 550) < 2 && abs(bottoms[2] - 600) < 2)
        #expect(!scene.animator.isRunning)
        falling.removeItem(blocks[2])
        #expect(scene.animator.isRunning)
        scene.run(2)
        #expect(!scene.animator.isRunning)
    }

    @Test func aCardDraggedByAnAttachmentIsFlungAndSnapsBack() {
        let scene = DynamicsScene(width: 390, height: 844)
        let card = scene.addView(center: CGPoint(x: 195, y: 422), size: CGSize(width: 300, height: 200))
        // The pan began at a point on the card: attach that point to the finger.
        let touch = CGPoint(x: 250, y: 450)
        let offset = UIOffset(horizontal: touch.x - card.center.x, vertical: touch.y - card.center.y)
        let drag = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: touch)
        scene.animator.addBehavior(drag)
        for step in 1...30 {
            drag.anchorPoint = CGPoint(x: touch.x + CGFloat(step) * 4, y: touch.y + CGFloat(step) * 2)
            scene.run(1.0 / 60)
        }
        // The grabbed point follows the finger, a few points behind (the card turns as it is dragged off-centre).
        let grabbed = CGPoint(
            x: card.center.x + offset.horizontal * card.transform.a + offset.vertical * card.transform.c,
            y: card.center.y + offset.horizontal * card.transform.b + offset.vertical * card.transform.d)
        #expect(grabbed.distance(to: drag.anchorPoint) < 3)
        #expect(card.center.x > 280)

        // Released with the finger's velocity, then snapped back to the middle.
        scene.animator.removeBehavior(drag)
        let fling = UIDynamicItemBehavior(items: [card])
        fling.addLinearVelocity(CGPoint(x: 240, y: 120), for: card)
        fling.angularResistance = 5
        scene.animator.addBehavior(fling)
        scene.run(0.1)
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 195, y: 422))
        scene.animator.addBehavior(snap)
        scene.run(3)
        #expect(card.center.distance(to: CGPoint(x: 195, y: 422)) < 0.5 && abs(card.rotationAngle) < 0.01)
        #expect(!scene.animator.isRunning && scene.recorder.paused == 1)
    }
}
