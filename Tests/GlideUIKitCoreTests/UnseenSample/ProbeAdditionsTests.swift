import Foundation
import Testing
@testable import GlideUIKitCore

/// Names a probe of session 25 found missing (modern animation calls, layout direction, bar hiding, Dynamic Type
/// metrics, vibrancy styles).
@MainActor @Suite(.serialized) struct ProbeAdditionsTests {
    @Test("inheritedAnimationDuration is the running block's duration, 0 outside one or without animation")
    func inheritedDuration() {
        let world = World()
        var inside: [TimeInterval] = []
        UIView.animate(withDuration: 0.3) { inside.append(UIView.inheritedAnimationDuration) }
        UIView.animateKeyframes(withDuration: 0.7, delay: 0) { inside.append(UIView.inheritedAnimationDuration) }
        UIView.animate(withDuration: 0.3) { UIView.performWithoutAnimation { inside.append(UIView.inheritedAnimationDuration) } }
        #expect(inside == [0.3, 0.7, 0])
        #expect(UIView.inheritedAnimationDuration == 0)
        world.advance(1)
    }

    @Test("a spring of a duration and a bounce animates until it settles; a modified block's changes animate in it")
    func springDurationAndModifiedBlocks() {
        let world = World()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        world.root.view.addSubview(view)
        var finished: Bool?
        UIView.animate(springDuration: 0.4, bounce: 0.3, animations: { view.center.x = 105 }, completion: { finished = $0 })
        let settling = UISpringTimingParameters(duration: 0.4, bounce: 0.3).settlingDuration
        #expect(settling > 0.4, "a bouncing spring settles after its perceptual duration")
        world.advance(0.2)
        let midway = view.layer.presentation()?.position.x ?? 0
        #expect(midway > 5 && midway != 105, "\(midway)")
        world.advance(settling)
        #expect(finished == true && view.center.x == 105)

        UIView.animate(withDuration: 1) {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
        }
        world.advance(0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.2, "the modified change animates in the block")
        world.advance(1)
        #expect(view.alpha == 0)
    }

    @Test("a view lays out right to left only when forced; the interface runs left to right")
    func layoutDirection() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified && view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(view.insetsLayoutMarginsFromSafeArea)
    }

    @Test("hidesBarsOnTap installs UIKit's tap, which toggles the navigation bar; turned off, it is removed")
    func barsHideOnTap() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let world = World(root: navigation)
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        #expect(navigation.barHideOnSwipeGestureRecognizer.view == nil)
        var taps = TouchSequence()
        taps.tap(id: 1, at: CGPoint(x: 200, y: 400), time: world.clock.now + 0.1)
        taps.play(in: world.window, on: world.clock)
        world.advance(1)
        #expect(navigation.isNavigationBarHidden)
        navigation.hidesBarsOnTap = false
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
    }

    @Test("hidesBarsOnSwipe hides the bar on a swipe up and shows it on a swipe down")
    func barsHideOnSwipe() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let world = World(root: navigation)
        navigation.hidesBarsOnSwipe = true
        var up = TouchSequence()
        up.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), start: world.clock.now + 0.1, duration: 0.2, steps: 5)
        up.play(in: world.window, on: world.clock)
        world.advance(1)
        #expect(navigation.isNavigationBarHidden)
        var down = TouchSequence()
        down.drag(id: 1, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), start: world.clock.now + 0.1, duration: 0.2, steps: 5)
        down.play(in: world.window, on: world.clock)
        world.advance(1)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("font metrics scale by 1 at Glide's text size, capped at a maximum; vibrancy effects compare their styles")
    func metricsAndVibrancy() {
        let font = UIFont.systemFont(ofSize: 30)
        #expect(UIFontMetrics.default.scaledFont(for: font) == font)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        let blur = UIBlurEffect(style: .dark)
        #expect(UIVibrancyEffect(blurEffect: blur, style: .label) == UIVibrancyEffect(blurEffect: blur, style: .label))
        #expect(UIVibrancyEffect(blurEffect: blur, style: .label) != UIVibrancyEffect(blurEffect: blur, style: .fill))
    }
}

/// Peek and pop (3D Touch), a hover recognizer and layer filters: kept as UIKit's on an iPhone without them.
@MainActor @Suite struct PeekAndHoverTests {
    final class List: UIViewController, UIViewControllerPreviewingDelegate {
        var registration: (any UIViewControllerPreviewing)?
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
            UIViewController()
        }
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
        override func viewDidLoad() {
            super.viewDidLoad()
            registration = registerForPreviewing(with: self, sourceView: view)
        }
    }

    final class Detail: UIViewController {
        override var previewActionItems: [any UIPreviewActionItem] {
            [UIPreviewAction(title: "Like", style: .default) { _, _ in },
             UIPreviewActionGroup(title: "More", style: .default, actions: [UIPreviewAction(title: "Delete", style: .destructive) { _, _ in }])]
        }
    }

    @Test("a registration is kept until removed, without keeping its delegate; a peek's actions answer as overridden")
    func peekAndPop() throws {
        weak var released: List?
        do {
            let list = List()
            list.loadViewIfNeeded()
            let registration = try #require(list.registration)
            #expect(registration.delegate === list && registration.sourceView === list.view)
            #expect(list.registeredPreviewings.count == 1)
            list.unregisterForPreviewing(withContext: registration)
            #expect(list.registeredPreviewings.isEmpty)
            _ = list.registerForPreviewing(with: list, sourceView: list.view)
            released = list
        }
        #expect(released == nil, "the registration does not keep the view controller that registered")
        #expect(Detail().previewActionItems.map(\.title) == ["Like", "More"])
        #expect(UIViewController().previewActionItems.isEmpty)
    }

    @Test("a hover recognizer on an iPhone stays possible; layer filters are kept")
    func hoverAndFilters() {
        let world = World()
        let hover = UIHoverGestureRecognizer()
        world.root.view.addGestureRecognizer(hover)
        var taps = TouchSequence()
        taps.tap(id: 1, at: CGPoint(x: 100, y: 100), time: world.clock.now + 0.1)
        taps.play(in: world.window, on: world.clock)
        #expect(hover.state == .possible && hover.zOffset == 0)
        let layer = CALayer()
        layer.compositingFilter = "multiplyBlendMode"
        #expect(layer.compositingFilter as? String == "multiplyBlendMode" && layer.filters == nil)
        #expect(UIGestureRecognizer().requiresExclusiveTouchType)
    }
}

/// A tinted image and the collection view's kept flags.
@MainActor @Suite struct TintAndCollectionFlagsTests {
    @Test("withTintColor keeps the colour on an original image; a collection view's prefetching and dragging flags are kept")
    func tintAndFlags() {
        let image = UIImage(systemName: "star")!
        let tinted = image.withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.assignedTintColor == .red && image.assignedTintColor == nil)
        #expect(image.withTintColor(.blue, renderingMode: .alwaysTemplate).renderingMode == .alwaysTemplate)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.isPrefetchingEnabled && !collectionView.dragInteractionEnabled)
    }
}

/// Alignment rectangles as a view subclass overrides them.
@MainActor @Suite struct AlignmentRectTests {
    final class Badge: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
    }

    @Test("a view's alignment rectangle is its frame inside its alignment insets, and back")
    func alignmentRects() {
        let badge = Badge()
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let alignment = badge.alignmentRect(forFrame: frame)
        #expect(alignment == CGRect(x: 14, y: 22, width: 88, height: 42))
        #expect(badge.frame(forAlignmentRect: alignment) == frame)
        #expect(UIView().alignmentRect(forFrame: frame) == frame)
    }
}
