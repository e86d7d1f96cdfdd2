import Foundation
import Testing
@testable import GlideUIKitCore

/// A page that logs its appearance callbacks into a shared log.
@MainActor
private final class Page: UIViewController {
    let index: Int
    let log: PageLog

    init(_ index: Int, log: PageLog) {
        self.index = index
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) { log.calls.append("\(index).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("\(index).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(index).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(index).didDisappear") }
}

/// Pages 0 to count − 1 as data source; the delegate calls and appearance callbacks, in order.
@MainActor
private final class PageLog: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var calls: [String] = []
    var asked: [String] = []
    let count: Int
    init(count: Int) { self.count = count }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let index = (viewController as! Page).index
        asked.append("before \(index)")
        return index > 0 ? Page(index - 1, log: self) : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let index = (viewController as! Page).index
        asked.append("after \(index)")
        return index < count - 1 ? Page(index + 1, log: self) : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        calls.append("willTransitionTo \(pendingViewControllers.map { ($0 as! Page).index })")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {
        calls.append("didFinishAnimating \(finished) \(previousViewControllers.map { ($0 as! Page).index }) \(completed)")
    }
}

/// UIPageViewController in a 400 × 800 window: pages turned by the scroll view's pan (touches on a manual clock),
/// by code, and in the page-curl style by its own pan and tap.
@MainActor @Suite struct PageViewControllerTests {
    private static func world(
        style: UIPageViewController.TransitionStyle = .scroll, orientation: UIPageViewController.NavigationOrientation = .horizontal,
        options: [UIPageViewController.OptionsKey: Any]? = [.interPageSpacing: 20], first: Int = 1, count: Int = 3
    ) -> (World, UIPageViewController, PageLog) {
        let log = PageLog(count: count)
        let pages = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        pages.dataSource = log
        pages.delegate = log
        pages.setViewControllers([Page(first, log: log)], direction: .forward, animated: false)
        let world = World(root: pages)
        pages.view.layoutIfNeeded()
        log.calls = []
        log.asked = []
        return (world, pages, log)
    }

    private static func shownIndex(_ pages: UIPageViewController) -> [Int] { (pages.viewControllers ?? []).map { ($0 as! Page).index } }

    private static func scrollView(_ pages: UIPageViewController) throws -> UIScrollView {
        try #require(pages.view.subviews.compactMap { $0 as? UIScrollView }.first)
    }

    @Test func theShownPageSitsInTheMiddleSlotOfAPagingScrollView() throws {
        let (world, pages, _) = Self.world()
        let scroll = try Self.scrollView(pages)
        #expect(Self.shownIndex(pages) == [1])
        #expect(pages.children.count == 1 && pages.children.first === pages.viewControllers?.first)
        #expect(pages.transitionStyle == .scroll && pages.spineLocation == .none && pages.gestureRecognizers.isEmpty)
        // The scroll view is the page plus the spacing wide; the shown page is at the middle slot, at x 0 in the window.
        #expect(scroll.frame == CGRect(x: -10, y: 0, width: 420, height: 800))
        #expect(scroll.contentOffset == CGPoint(x: 420, y: 0))
        let page = try #require(pages.viewControllers?.first)
        #expect(page.view.superview === scroll)
        #expect(page.view.convert(page.view.bounds, to: world.window) == CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    @Test func aDragPastHalfAPageTurnsItAndTellsTheDelegate() throws {
        let (world, pages, log) = Self.world()
        let scroll = try Self.scrollView(pages)
        var touches = TouchSequence()
        // Left 300 points in 1 s, lifted slowly: past half a page, so the turn completes.
        touches.drag(id: 1, from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), start: 0, duration: 1, steps: 60)
        touches.play(in: world.window, on: world.clock)
        #expect(log.asked == ["before 1", "after 1"])
        #expect(log.calls.prefix(3) == ["willTransitionTo [2]", "2.willAppear", "1.willDisappear"], "\(log.calls)")
        #expect(Self.shownIndex(pages) == [1], "the page is shown only once the content settled")
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [2])
        #expect(Array(log.calls.dropFirst(3)) == ["1.didDisappear", "2.didAppear", "didFinishAnimating true [1] true"], "\(log.calls)")
        #expect(pages.children.map { ($0 as! Page).index } == [2])
        // Re-centred on the new page, the old page's view gone.
        #expect(scroll.contentOffset == CGPoint(x: 420, y: 0))
        #expect(scroll.subviews.count == 1 && scroll.subviews.first === pages.viewControllers?.first?.view)
    }

    @Test func aShortSlowDragGoesBackAndTheTurnIsNotCompleted() throws {
        let (world, pages, log) = Self.world()
        let scroll = try Self.scrollView(pages)
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 1, steps: 60)
        touches.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [1])
        #expect(log.calls == [
            "willTransitionTo [2]", "2.willAppear", "1.willDisappear",
            "2.willDisappear", "1.willAppear", "2.didDisappear", "1.didAppear",
            "didFinishAnimating true [1] false",
        ])
        #expect(pages.children.map { ($0 as! Page).index } == [1])
        #expect(scroll.contentOffset == CGPoint(x: 420, y: 0))
    }

    @Test func aDragThatTurnsBackPastTheShownPageChangesThePendingPage() throws {
        let (world, pages, log) = Self.world()
        var touches = TouchSequence()
        // Left 100 points (toward page 2), then right 150 (past the shown page, toward page 0), lifted at rest.
        touches.drag(id: 1, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), start: 0, duration: 0.5, steps: 30, lift: false)
        touches.drag(id: 1, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 350, y: 400), start: 0.5, duration: 0.5, steps: 30, lift: false)
        touches.ended(1, at: CGPoint(x: 350, y: 400), time: 1.3)
        touches.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [1])
        #expect(log.calls == [
            "willTransitionTo [2]", "2.willAppear", "1.willDisappear",
            "2.willDisappear", "1.willAppear", "2.didDisappear", "1.didAppear",
            "willTransitionTo [0]", "0.willAppear", "1.willDisappear",
            "0.willDisappear", "1.willAppear", "0.didDisappear", "1.didAppear",
            "didFinishAnimating true [1] false",
        ], "\(log.calls)")
        #expect(pages.children.map { ($0 as! Page).index } == [1])
    }

    @Test func touchesTheSystemCancelsRollTheTurnBackHoweverFarItWent() throws {
        let (world, pages, log) = Self.world()
        let scroll = try Self.scrollView(pages)
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 380, y: 400), to: CGPoint(x: 60, y: 400), start: 0, duration: 0.5, steps: 30, lift: false)
        touches.cancelled(1, at: CGPoint(x: 60, y: 400), time: 0.6)
        touches.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [1])
        #expect(log.calls.last == "didFinishAnimating true [1] false", "\(log.calls)")
        #expect(scroll.contentOffset == CGPoint(x: 420, y: 0))
    }

    @Test func aQuickFlickTurnsThePageAfterASmallMove() throws {
        let (world, pages, log) = Self.world()
        var touches = TouchSequence()
        // Right 80 points in 0.08 s: 1000 points per second toward the page before.
        touches.drag(id: 1, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 180, y: 400), start: 0, duration: 0.08, steps: 8)
        touches.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [0])
        #expect(log.calls.last == "didFinishAnimating true [1] true")
    }

    @Test func theFirstPageBouncesAndNothingTurns() throws {
        let (world, pages, log) = Self.world(first: 0)
        let scroll = try Self.scrollView(pages)
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), start: 0, duration: 0.5, steps: 30, lift: false)
        touches.play(in: world.window, on: world.clock)
        // Rubber-banded: moved, but less than the finger.
        let moved = 420 - scroll.contentOffset.x
        #expect(moved > 0 && moved < 190, "\(moved)")
        var lift = TouchSequence()
        lift.ended(1, at: CGPoint(x: 300, y: 400), time: 0.6)
        lift.play(in: world.window, on: world.clock)
        world.advance(0.5)
        #expect(Self.shownIndex(pages) == [0])
        #expect(log.calls.isEmpty)
        #expect(scroll.contentOffset == CGPoint(x: 420, y: 0))
    }

    @Test func setViewControllersAnimatedSlidesTheNewPageInOnTheClock() throws {
        let (world, pages, log) = Self.world()
        let scroll = try Self.scrollView(pages)
        var finished: [Bool] = []
        let next = Page(7, log: log)
        pages.setViewControllers([next], direction: .reverse, animated: true) { finished.append($0) }
        #expect(next.view.superview === scroll && finished.isEmpty)
        world.advance(0.15)
        #expect(scroll.contentOffset.x > 0 && scroll.contentOffset.x < 420)
        world.advance(0.2)
        #expect(finished == [true])
        #expect(Self.shownIndex(pages) == [7])
        #expect(log.calls == ["7.willAppear", "1.willDisappear", "1.didDisappear", "7.didAppear"], "the delegate hears only gestures")
        #expect(scroll.contentOffset == CGPoint(x: 420, y: 0))

        pages.setViewControllers([Page(3, log: log)], direction: .forward, animated: false) { finished.append($0) }
        #expect(finished == [true, true] && Self.shownIndex(pages) == [3])
    }

    @Test func aTurnInterruptedByCodeEndsFirst() throws {
        let (world, pages, _) = Self.world()
        var finished: [Bool] = []
        pages.setViewControllers([Page(5, log: PageLog(count: 0))], direction: .forward, animated: true) { finished.append($0) }
        world.advance(0.1)
        pages.setViewControllers([Page(6, log: PageLog(count: 0))], direction: .forward, animated: false) { finished.append($0) }
        #expect(finished == [true, true])
        #expect(Self.shownIndex(pages) == [6])
        #expect(pages.children.count == 1)
    }

    @Test func theVerticalOrientationTurnsAlongY() throws {
        let (world, pages, log) = Self.world(orientation: .vertical, options: nil)
        let scroll = try Self.scrollView(pages)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 800))
        var touches = TouchSequence()
        touches.drag(id: 1, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), start: 0, duration: 1, steps: 60)
        touches.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [2])
        #expect(log.calls.last == "didFinishAnimating true [1] true")
    }

    @Test func thePageCurlStyleTurnsByItsOwnPanAndTap() throws {
        let (world, pages, log) = Self.world(style: .pageCurl, options: nil)
        #expect(pages.spineLocation == .min)
        #expect(pages.gestureRecognizers.count == 2)
        #expect(pages.gestureRecognizers.allSatisfy { $0.view === pages.view })
        var tap = TouchSequence()
        tap.tap(id: 1, at: CGPoint(x: 380, y: 400), time: 0)
        tap.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [2])
        #expect(log.calls.first == "willTransitionTo [2]" && log.calls.last == "didFinishAnimating true [1] true", "\(log.calls)")
        log.calls = []
        var drag = TouchSequence()
        drag.drag(id: 2, from: CGPoint(x: 100, y: 400), to: CGPoint(x: 350, y: 400), start: 1, duration: 1, steps: 60)
        drag.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(Self.shownIndex(pages) == [1])
        #expect(log.calls.last == "didFinishAnimating true [2] true", "\(log.calls)")
    }

    @Test func optionsAndTheMidSpine() {
        let mid = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: NSNumber(value: 2)])
        #expect(mid.spineLocation == .mid)
        let log = PageLog(count: 6)
        mid.dataSource = log
        mid.setViewControllers([Page(2, log: log), Page(3, log: log)], direction: .forward, animated: false)
        let world = World(root: mid)
        mid.view.layoutIfNeeded()
        #expect(mid.viewControllers?.map { $0.view.frame.width } == [200, 200])
        var tap = TouchSequence()
        tap.tap(id: 1, at: CGPoint(x: 10, y: 400), time: 0)
        tap.play(in: world.window, on: world.clock)
        world.advance(0.35)
        #expect(mid.viewControllers?.map { ($0 as! Page).index } == [0, 1])
        #expect(UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.spineLocation: 3]).spineLocation == .none)
    }
}
