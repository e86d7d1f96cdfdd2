import Foundation
import Testing
@testable import GlideUIKitCore


@MainActor @Suite struct ViewTests {
    final class Recording: UIView {
        var calls: [String] = []
        var layouts = 0
        override func willMove(toSuperview newSuperview: UIView?) { calls.append("willMove(toSuperview: \(newSuperview?.name ?? "nil"))") }
        override func didMoveToSuperview() { calls.append("didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { calls.append("willMove(toWindow: \(newWindow?.name ?? "nil"))") }
        override func didMoveToWindow() { calls.append("didMoveToWindow") }
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func hierarchyOperationsKeepOrderAndNotify() {
        let world = World()
        let parent = world.root.view!
        let a = UIView(frame: .zero, name: "a"), b = UIView(frame: .zero, name: "b"), c = Recording(frame: .zero, name: "c")
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 1)
        #expect(parent.subviews.map(\.name).suffix(3) == ["a", "c", "b"])
        #expect(c.superview === parent && c.window === world.window)
        #expect(c.calls == ["willMove(toSuperview: root.view)", "willMove(toWindow: UIWindow)", "didMoveToSuperview", "didMoveToWindow"])
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(\.name).suffix(3) == ["c", "b", "a"])
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(\.name).suffix(3) == ["a", "c", "b"])
        parent.bringSubviewToFront(a)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b && parent.subviews.last === a)
        c.calls = []
        c.removeFromSuperview()
        #expect(c.superview == nil && c.window == nil)
        #expect(c.calls == ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow"])
        // Moving a view to another superview removes it from the first.
        b.addSubview(a)
        #expect(!parent.subviews.contains { $0 === a } && a.superview === b && a.isDescendant(of: parent))
    }

    @Test func frameCenterBoundsAndTransform() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45) && v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        v.transform = .identity
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.center == CGPoint(x: 5, y: 5) && v.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test func convertThroughTransformsAndBoundsOrigins() {
        let world = World()
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200), name: "outer")
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50), name: "inner")
        world.window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 110, y: 110))
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: outer) == CGPoint(x: 10, y: 10))
        #expect(outer.convert(CGPoint(x: 110, y: 110), from: nil) == CGPoint(x: 10, y: 10))
        outer.bounds = CGRect(x: 10, y: 0, width: 200, height: 200)
        #expect(inner.convert(CGPoint(x: 0, y: 0), to: nil) == CGPoint(x: 100, y: 110))
        outer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let p = inner.convert(CGPoint(x: 0, y: 0), to: nil)
        // The inner view's origin is (−90, −90) from the outer centre (200, 200); rotated by 90°: (90, −90).
        #expect(p.x.isClose(to: 290, within: 1e-9) && p.y.isClose(to: 110, within: 1e-9))
        let back = inner.convert(p, from: nil)
        #expect(back.x.isClose(to: 0, within: 1e-9) && back.y.isClose(to: 0, within: 1e-9))
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 50, height: 50), to: nil).isClose(to: CGRect(x: 240, y: 110, width: 50, height: 50)))
    }

    @Test func snapshotCopiesVisibleStateAndIsDetached() {
        let world = World()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: "card")
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "label")
        card.addSubview(label)
        card.cornerRadius = 12
        card.backgroundColor = .red
        world.window.addSubview(card)
        UIView.animate(withDuration: 1, options: .curveLinear, animations: { card.alpha = 0 })
        world.advance(0.25)
        let now = card.snapshotView(afterScreenUpdates: false)!
        let after = card.snapshotView(afterScreenUpdates: true)!
        #expect(now.alpha.isClose(to: 0.75) && after.alpha == 0)
        #expect(now.cornerRadius == 12 && now.backgroundColor == .red && now.frame == card.frame)
        #expect(now.superview == nil && now.snapshotSourceName == "card" && now.name == "snapshot(card)")
        #expect(now.subviews.map(\.name) == ["label"] && now.subviews[0].frame == label.frame)
        #expect(!now.isUserInteractionEnabled)
        now.alpha = 1
        #expect(card.alpha == 0)
    }

    @Test func layoutRunsOnTheNextTurnOnceAndOnResize() {
        let world = World()
        // In the middle of the window, clear of its safe area's strips (a move that changes the safe area lays out).
        let v = Recording(frame: CGRect(x: 100, y: 300, width: 10, height: 10), name: "v")
        world.window.addSubview(v)
        world.clock.runPending()
        let base = v.layouts
        v.setNeedsLayout()
        v.setNeedsLayout()
        #expect(v.layouts == base)
        world.clock.runPending()
        #expect(v.layouts == base + 1)
        v.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        v.layoutIfNeeded()
        #expect(v.layouts == base + 2)
        v.center = CGPoint(x: 150, y: 350)
        world.clock.runPending()
        #expect(v.layouts == base + 2)
    }

    @Test func presentationControllerGetsContainerLayoutHooks() {
        final class Hooks: UIPresentationController {
            var calls: [String] = []
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let c = containerView else { return .zero }
                return CGRect(x: 0, y: c.bounds.height / 2, width: c.bounds.width, height: c.bounds.height / 2)
            }
            override func containerViewWillLayoutSubviews() {
                calls.append("will")
                presentedView?.frame = frameOfPresentedViewInContainerView
            }
            override func containerViewDidLayoutSubviews() { calls.append("did") }
        }
        let world = World()
        let presented = UIViewController(name: "sheet")
        presented.modalPresentationStyle = .custom
        var hooks: Hooks?
        let delegate = TestDelegate(animator: SlideAnimator(duration: 0.3))
        delegate.presentationControllerFactory = { p, q in
            let h = Hooks(presentedViewController: p, presenting: q)
            hooks = h
            return h
        }
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(hooks?.calls.starts(with: ["will", "did"]) == true)
        hooks?.containerView?.bounds = CGRect(x: 0, y: 0, width: 400, height: 600)
        world.clock.runPending()
        #expect(presented.view.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
    }
}
