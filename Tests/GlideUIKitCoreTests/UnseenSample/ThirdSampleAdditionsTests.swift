import Foundation
import Testing
@testable import GlideUIKitCore

/// The names the third unseen sample's transitions used that Glide lacked: a sheet's `isModalInPresentation`, a
/// presentation controller's traits and adaptive style, the storyboard's creator factories, a layer's affine
/// transform, `CATransition` and the particle emitter.
@MainActor @Suite struct ThirdSampleAdditionsTests {
    final class Sheet: UIPresentationController {
        override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
    }

    final class Adapting: UIAdaptivePresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
    }

    @Test("a presentation controller answers its adaptive style (its delegate's, .none without one) and its environment's traits")
    func presentationControllerTraitsAndAdaptiveStyle() {
        let world = World()
        let presented = UIViewController(name: "sheet")
        let plain = UIPresentationController(presentedViewController: presented, presenting: world.root)
        #expect(plain.adaptivePresentationStyle == .none)
        let delegate = Adapting()
        plain.delegate = delegate
        #expect(plain.adaptivePresentationStyle == .overFullScreen)
        #expect(Sheet(presentedViewController: presented, presenting: world.root).adaptivePresentationStyle == .none)
        #expect(plain.traitCollection == world.root.traitCollection)
        let override = UITraitCollection()
        plain.overrideTraitCollection = override
        #expect(plain.traitCollection === override)
    }

    @Test("isModalInPresentation is kept (and isModalInPopover with it) and does not stop dismiss(animated:)")
    func modalInPresentation() {
        let world = World()
        let presented = UIViewController(name: "sheet")
        presented.isModalInPresentation = true
        #expect(presented.isModalInPresentation)
        world.root.present(presented, animated: true)
        world.advance(1)
        presented.dismiss(animated: true)
        world.advance(1)
        #expect(world.root.presentedViewController == nil)
    }

    final class Detail: UIViewController {
        var item = ""
        init?(coder: NSCoder, item: String) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    }

    @Test("instantiateViewController(identifier:creator:) makes the scene with the app's initializer, else as registered")
    func storyboardCreator() {
        UIStoryboard.register("ThirdSample", identifier: "detail", isInitial: true) { Detail(coder: NSCoder())! }
        let storyboard = UIStoryboard(name: "ThirdSample", bundle: nil)
        let made: Detail = storyboard.instantiateViewController(identifier: "detail") { coder in Detail(coder: coder, item: "photo 3") }
        #expect(made.item == "photo 3")
        #expect(made.storyboard === storyboard)
        let plain: Detail = storyboard.instantiateViewController(identifier: "detail")
        #expect(plain.item == "")
        let declined: Detail? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(declined?.item == "", "a creator that returns nil leaves the making to the storyboard")
    }

    @Test("a layer's affine transform reads and writes its 3D transform")
    func layerAffineTransform() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.5))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.5))
        #expect(CATransform3DIsAffine(layer.transform))
    }

    final class Stops: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    @Test("a CATransition runs on its layer for its duration under kCATransition, its delegate told at the start and the end")
    func transitionAnimation() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        world.root.view.addSubview(view)
        let stops = Stops()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.4
        transition.delegate = stops
        view.layer.add(transition, forKey: kCATransition)
        #expect((view.layer.animation(forKey: kCATransition) as? CATransition)?.type == .push)
        world.advance(0.2)
        #expect(stops.events == ["start"])
        world.advance(0.3)
        #expect(stops.events == ["start", "stop true"])
        #expect(view.layer.animation(forKey: kCATransition) == nil)
    }

    final class Sparkle: CAEmitterCell {
        required init?(coder: NSCoder) { fatalError() }
        override init() {
            super.init()
            birthRate = 500
        }
    }

    @Test("an emitter layer keeps its cells and settings, in its presentation layer too")
    func emitterLayer() {
        let emitter = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.name = "spark"
        cell.birthRate = 40
        cell.emissionRange = .pi
        emitter.emitterCells = [cell]
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 50, y: 0)
        emitter.birthRate = 0
        let copy = CAEmitterLayer(layer: emitter)
        #expect(copy.emitterCells?.first === cell && copy.emitterShape == .line && copy.birthRate == 0)
        #expect(copy.emitterPosition == CGPoint(x: 50, y: 0))
        #expect(Sparkle().birthRate == 500, "a subclass overrides init(), as Core Animation's cells allow")
    }
}

/// A view controller that lays its views out in `viewDidLayoutSubviews`, as ImageViewer's pages and many presented
/// screens do: UIKit calls the hooks around each layout pass of the root view.
@MainActor @Suite struct ViewControllerLayoutHookTests {
    final class Page: UIViewController {
        let image = UIView()
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(image)
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            calls.append("will \(view.bounds.width)")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            calls.append("did")
            image.frame = view.bounds.insetBy(dx: 10, dy: 10)
        }
    }

    @Test("the root view's layout pass calls viewWillLayoutSubviews, then lays out, then viewDidLayoutSubviews")
    func hooksRunAroundTheLayoutPass() {
        let page = Page()
        let world = World(root: page)
        world.window.layoutIfNeeded()
        #expect(page.calls == ["will 400.0", "did"])
        #expect(page.image.frame == CGRect(x: 10, y: 10, width: 380, height: 780))
        page.view.setNeedsLayout()
        page.view.layoutIfNeeded()
        #expect(page.calls.count == 4)
        page.image.setNeedsLayout()
        page.image.layoutIfNeeded()
        #expect(page.calls.count == 4, "a subview's own pass is not the root view's")
        #expect(page.viewIfLoaded === page.view && Page().viewIfLoaded == nil)
    }
}

@MainActor @Suite struct GlideImplementedTests {
    final class Plain: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
    }
    final class Interruptible: NSObject, UIViewControllerAnimatedTransitioning {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
        func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating { animator }
    }

    @Test("glideImplemented is nil for an animator without interruptibleAnimator(using:), the animator otherwise")
    func nilWhereNotImplemented() {
        let world = World()
        let context = TransitionContext(containerView: world.root.view, animated: true, style: .custom, clock: world.clock,
                                        animator: Plain(), interactor: nil)
        #expect(Plain().interruptibleAnimator(using: context).glideImplemented == nil)
        let interruptible = Interruptible()
        #expect(interruptible.interruptibleAnimator(using: context).glideImplemented === interruptible.animator)
    }
}

/// What the discovery sweep of public transition code found missing: a container's child transition, traits, VoiceOver
/// posts, an animator without a reference view.
@MainActor @Suite struct DiscoveredNamesTests {
    typealias Log = AppearanceLog

    @Test("a container swaps two children: the new view in, the old out after the animation, appearance around it")
    func childTransition() {
        let world = World()
        let first = Log(), second = Log()
        world.root.addChild(first)
        world.root.view.addSubview(first.view)
        first.didMove(toParent: world.root)
        first.beginAppearanceTransition(true, animated: false)
        first.endAppearanceTransition()
        world.root.addChild(second)
        first.log.removeAll()
        var finished: Bool?
        world.root.transition(from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve], animations: {
            second.view.alpha = 1
        }) { finished = $0 }
        #expect(second.view.superview === world.root.view && first.view.superview === world.root.view)
        world.advance(0.5)
        #expect(finished == true)
        #expect(first.view.superview == nil)
        #expect(first.log == ["willDisappear", "didDisappear"], "\(first.log)")
        #expect(second.log == ["willAppear", "didAppear"], "\(second.log)")
        let stranger = UIViewController()
        GlideDiagnostics.clear()
        world.root.transition(from: second, to: stranger, duration: 0.3, animations: nil)
        #expect(GlideDiagnostics.messages.count == 1, "not a child: logged, as UIKit raises")
    }

    @Test("traits: containment, colour appearance, text size and layout direction")
    func traits() {
        let scene = UITraitCollection.current
        #expect(scene.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(!scene.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(scene.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(scene.preferredContentSizeCategory == .large && scene.layoutDirection == .leftToRight)
        #expect(UIContentSizeCategory.accessibilityLarge > .extraExtraExtraLarge && UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
    }

    @Test("VoiceOver posts are recorded; an animator may have no reference view")
    func accessibilityAndDynamics() {
        UIAccessibility.post(notification: .screenChanged, argument: "Detail")
        #expect(UIAccessibility.posted.last?.notification == .screenChanged)
        #expect(UIDynamicAnimator().referenceView == nil)
        #expect(!UIViewController().accessibilityPerformEscape())
    }
}
