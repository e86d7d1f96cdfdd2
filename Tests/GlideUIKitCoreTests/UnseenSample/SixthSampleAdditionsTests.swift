import Foundation
import Testing
@testable import GlideUIKitCore

/// Follows a tab bar controller's selection by key-value observing, as SwipeableTabBarController installs its swipe.
@MainActor
private final class SelectionObserver: NSObject, @preconcurrency NSKeyValueObserving {
    var seen: [String] = []
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        let new = change?[.newKey]
        seen.append("\(keyPath ?? "?")=\((new as? UIViewController)?.name ?? (new as? NSNumber).map { "\($0)" } ?? "nil")")
    }
}

/// A presentation controller that names its own style, as charcoal-ios's bottom sheet does.
@MainActor
private final class OverFullScreenController: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .overFullScreen }
}

/// An action declared for a subclass of the recognizer that calls it (SwipeableTabBarController's `SwipeInteractor`).
@MainActor
private final class EdgeHandler {
    var states: [UIGestureRecognizer.State] = []
    func handle(_ edge: UIScreenEdgePanGestureRecognizer) { states.append(edge.state) }
}

/// What the sixth sample of unseen code and the bug benchmark's second sample (docs/unseen-code.md,
/// docs/bug-benchmark.md) found missing or different: a tab bar controller's tabs nil until set and its selection
/// observable (c07, c11), an overridable presentation style (c05), an action that declares a narrower sender (c07),
/// a view's restoration identifier (H04) and Smart Invert flag (G08).
@MainActor @Suite struct SixthSampleAdditionsTests {
    @Test("a tab bar controller's viewControllers is nil until tabs are set, and after nil is set")
    func tabsAreNilUntilSet() {
        let tabs = UITabBarController()
        #expect(tabs.viewControllers == nil)
        _ = tabs.view
        #expect(tabs.viewControllers == nil, "loading the view sets no tabs")
        tabs.viewControllers = [UIViewController(name: "a")]
        #expect(tabs.viewControllers?.map(\.name) == ["a"])
        tabs.viewControllers = []
        #expect(tabs.viewControllers?.isEmpty == true)
        tabs.setViewControllers(nil, animated: false)
        #expect(tabs.viewControllers == nil)
    }

    @Test("observers of selectedViewController and selectedIndex hear each change of the selection, by index or by controller")
    func selectionIsObservable() {
        let tabs = UITabBarController()
        let a = UIViewController(name: "a"), b = UIViewController(name: "b"), c = UIViewController(name: "c")
        tabs.viewControllers = [a, b, c]
        let world = World(root: tabs)
        let observer = SelectionObserver()
        tabs.addObserver(observer, forKeyPath: "selectedViewController", options: .new, context: nil)
        tabs.addObserver(observer, forKeyPath: "selectedIndex", options: .new, context: nil)
        tabs.selectedIndex = 1
        tabs.selectedViewController = c
        tabs.selectedIndex = 2
        #expect(observer.seen == ["selectedViewController=b", "selectedIndex=1", "selectedViewController=c", "selectedIndex=2",
                                  "selectedViewController=c", "selectedIndex=2"], "the same value is told too, as automatic KVO tells it")
        #expect((tabs.value(forKey: "selectedViewController") as? UIViewController) === c)
        tabs.setValue(0, forKey: "selectedIndex")
        #expect(tabs.selectedViewController === a)
        tabs.removeObserver(observer, forKeyPath: "selectedViewController")
        tabs.removeObserver(observer, forKeyPath: "selectedIndex")
        withExtendedLifetime(world) {}
    }

    @Test("a presentation controller's presentationStyle can be overridden; the presentation keeps the style it was given")
    func presentationStyleIsOverridable() {
        let presented = UIViewController(name: "sheet")
        let controller = OverFullScreenController(presentedViewController: presented, presenting: nil)
        #expect(controller.presentationStyle == .overFullScreen)
        #expect(controller.assignedPresentationStyle == .custom)
        #expect(!controller.shouldRemovePresentersView)
    }

    @Test("an action declared for a subclass of its sender's class is called with the sender, as the runtime calls it")
    func narrowerSenderIsPassed() {
        let handler = EdgeHandler()
        let selector = Selector(EdgeHandler.handle(_:), name: "handle:")
        let pan = UIPanGestureRecognizer()
        #expect(selector.perform(on: handler, sender: pan))
        #expect(handler.states == [.possible])
        #expect(!selector.perform(on: handler, sender: UIView()), "a sender of an unrelated type calls nothing")
        #expect(handler.states.count == 1)
    }

    @Test("views keep a restoration identifier and the Smart Invert flag")
    func restorationAndInvert() {
        let container = UIView()
        let dimming = UIView()
        dimming.restorationIdentifier = "dimming"
        dimming.accessibilityIgnoresInvertColors = true
        container.addSubview(dimming)
        #expect(container.subviews.first { $0.restorationIdentifier == "dimming" } === dimming)
        #expect(dimming.accessibilityIgnoresInvertColors)
        #expect(!UIView().accessibilityIgnoresInvertColors)
    }
}

/// UIPageControl, which SwiftPhotoGallery shows under its pages (the bug benchmark's c10).
@MainActor @Suite struct PageControlTests {
    @MainActor final class Target {
        var pages: [Int] = []
        func changed(_ control: UIPageControl) { pages.append(control.currentPage) }
    }

    @Test("the current page stays within the pages; the size is the dots'; a tap on a half moves one page")
    func pageControl() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        #expect(control.size(forNumberOfPages: 3).width > control.size(forNumberOfPages: 2).width)
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 2))
        control.hidesForSinglePage = true
        control.pageIndicatorTintColor = .gray
        control.currentPageIndicatorTintColor = .white
        #expect(!control.isHidden)

        let world = World()
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 26)
        world.root.view.addSubview(control)
        let target = Target()
        control.addTarget(target, action: Selector(Target.changed(_:), name: "changed:"), for: .valueChanged)
        control.currentPage = 1
        for (x, time) in [(20.0, 0.0), (20.0, 0.5), (180.0, 1.0)] {
            var touches = TouchSequence()
            touches.tap(id: 1, at: world.root.view.convert(CGPoint(x: x, y: 13), from: control), time: time)
            touches.play(in: world.window, on: world.clock)
        }
        #expect(target.pages == [0, 1], "the second tap on the left half is on the first page already")
    }
}
