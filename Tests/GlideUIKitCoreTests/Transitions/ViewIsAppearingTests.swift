import Foundation
import Testing
@testable import GlideUIKitCore

/// `viewIsAppearing(_:)` (iOS 17): once per appearance, after `viewWillAppear(_:)`, when the view is in the window,
/// before `viewDidAppear(_:)`; MediaViewer sets its bars up there.
@MainActor @Suite struct ViewIsAppearingTests {
    final class Watching: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("will \(view.window != nil)") }
        override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); seen.append("is \(view.window != nil)") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("did") }
    }

    @Test(arguments: [true, false])
    func aPushCallsItOnceWhenTheViewIsInTheWindow(animated: Bool) {
        let root = Watching(name: "root")
        let nav = UINavigationController(rootViewController: root)
        let world = World(root: nav)
        world.advance(0)
        #expect(root.seen == ["will false", "is true", "did"] || root.seen == ["will true", "is true", "did"], "\(root.seen)")
        let detail = Watching(name: "detail")
        nav.pushViewController(detail, animated: animated)
        world.advance(1)
        #expect(detail.seen == ["will false", "is true", "did"], "\(detail.seen)")
        root.seen = []
        nav.popViewController(animated: animated)
        world.advance(1)
        #expect(root.seen == ["will false", "is true", "did"], "\(root.seen)")
    }

    @Test func aViewsAnchorPointIsItsLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.anchorPoint == .zero && view.center == CGPoint(x: 50, y: 25))
    }

    @Test func anAnimatorsAsyncCompletionReturnsWhereItEnded() async {
        let world = World()
        let view = UIView(frame: .zero)
        world.root.view.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        let ended = Task { await animator.addCompletion() }
        await Task.yield()
        world.advance(0.5)
        #expect(await ended.value == .end)
    }
}
