import Foundation
import Testing
@testable import GlideUIKitCore

/// The target of a refresh control's `.valueChanged`, counting the calls.
@MainActor
private final class RefreshTarget {
    var refreshes = 0
    func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
    var selector: Selector { Selector(RefreshTarget.refresh(_:), name: "refresh:") }
}

@MainActor
@Suite struct RefreshControlAndScreenSnapshotTests {
    /// A 320 × 400 scroll view with 1000 points of content in a world's root view, and a refresh control whose
    /// `.valueChanged` is recorded.
    private func scene() -> (World, UIScrollView, UIRefreshControl, RefreshTarget) {
        let w = World()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentInsetAdjustmentBehavior = .never
        w.root.view.addSubview(scrollView)
        let control = UIRefreshControl()
        let recorder = RefreshTarget()
        control.addTarget(recorder, action: recorder.selector, for: .valueChanged)
        scrollView.refreshControl = control
        return (w, scrollView, control, recorder)
    }

    private func pull(in w: World, from: CGFloat, to: CGFloat) {
        var s = TouchSequence()
        s.drag(id: 1, from: CGPoint(x: 160, y: from), to: CGPoint(x: 160, y: to), start: w.clock.now + 0.1, duration: 0.5, steps: 20)
        s.play(in: w.window, on: w.clock)
        w.advance(2)
    }

    @Test("a scroll view's refresh control sits above the content; a pull far enough starts refreshing and sends .valueChanged once")
    func pullToRefresh() {
        let (w, scrollView, control, recorder) = scene()
        #expect(control.superview === scrollView && control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(!control.isRefreshing)
        pull(in: w, from: 150, to: 250)
        #expect(!control.isRefreshing && recorder.refreshes == 0, "a short pull does not refresh")
        pull(in: w, from: 150, to: 490)
        #expect(control.isRefreshing && recorder.refreshes == 1)
        #expect(scrollView.contentOffset.y == 0, "the content settles back to its top")
        pull(in: w, from: 150, to: 490)
        #expect(recorder.refreshes == 1, "no new refresh while refreshing")
        control.endRefreshing()
        #expect(!control.isRefreshing)
        pull(in: w, from: 150, to: 490)
        #expect(recorder.refreshes == 2)
    }

    @Test("beginRefreshing and endRefreshing change isRefreshing without sending .valueChanged; replacing the control removes the old one")
    func programmaticRefresh() {
        let (_, scrollView, control, recorder) = scene()
        control.beginRefreshing()
        #expect(control.isRefreshing && recorder.refreshes == 0)
        control.endRefreshing()
        #expect(!control.isRefreshing && recorder.refreshes == 0)
        let other = UIRefreshControl()
        scrollView.refreshControl = other
        #expect(control.superview == nil && other.superview === scrollView)
        scrollView.refreshControl = nil
        #expect(other.superview == nil)
    }

    @Test("a table view controller's refresh control is its table's")
    func tableViewControllerRefreshControl() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control && controller.refreshControl === control)
        #expect(control.superview === controller.tableView)
    }

    @Test("UIScreen.snapshotView(afterScreenUpdates:) is the key window's snapshot: what is on screen, or after pending changes")
    func screenSnapshot() {
        let w = World()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), name: "box")
        w.root.view.addSubview(box)
        UIView.animate(withDuration: 1) { box.frame.origin.x = 100 }
        w.advance(0.5)
        let now = UIScreen.main.snapshotView(afterScreenUpdates: false)
        let after = UIScreen.main.snapshotView(afterScreenUpdates: true)
        #expect(now.frame.size == w.window.bounds.size && now.superview == nil)
        #expect(now.snapshotSource === w.window)
        func boxCopy(_ snapshot: UIView) -> UIView? {
            var stack = [snapshot]
            while let view = stack.popLast() {
                if view.name == "box" { return view }
                stack += view.subviews
            }
            return nil
        }
        let shownX = boxCopy(now)?.frame.minX ?? -1
        #expect(shownX > 0 && shownX < 100, "on screen the box is halfway")
        #expect(boxCopy(after)?.frame.minX == 100)
    }
}
