import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// A helper object a view controller owns, with views of its own and a helper of its own.
@MainActor
private final class Chrome {
    let bar = UIView()
    let inner = InnerChrome()
}

@MainActor
private final class InnerChrome {
    let deep = UIView()
}

@MainActor
private class BaseScreenController: UIViewController {
    let header = UIView()
}

@MainActor
private final class ScreenController: BaseScreenController {
    lazy var footer = UIView()
    lazy var neverUsed = UIView()
    weak var weakView: UIView?
    unowned let unownedView: UIView
    let chrome = Chrome()
    var pair: (left: UIView, right: UIView) = (UIView(), UIView())
    var byName: [String: UIView] = ["b": UIView(), "a": UIView()]
    var rows: [UIView?] = [UIView(), nil, UIView()]

    init(unowned: UIView) {
        unownedView = unowned
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
private final class Holder {
    var held: UIView?
    var inner: Holder?
}

/// ``ViewPaths``: what a path looks through, and which of several paths wins.
@MainActor
struct ViewPathsTests {
    private static func paths(_ roots: [(String, AnyObject)]) -> [ObjectIdentifier: ViewPaths.Found] {
        ViewPaths.scan(roots.map { ViewPaths.Root(name: $0.0, object: $0.1) })
    }

    private static func path(of view: UIView, in found: [ObjectIdentifier: ViewPaths.Found]) -> String? {
        found[ObjectIdentifier(view)]?.path
    }

    @Test func storedPropertiesOfEveryKindNameTheirViews() {
        let kept = UIView()
        let screen = ScreenController(unowned: kept)
        screen.weakView = kept
        _ = screen.footer
        let found = Self.paths([("Screen", screen)])
        #expect(Self.path(of: screen.header, in: found) == "Screen.header", "a superclass's property")
        #expect(Self.path(of: screen.footer, in: found) == "Screen.footer", "lazy storage, once used")
        // `kept` is held weakly and unowned: the first declared wins.
        #expect(Self.path(of: kept, in: found) == "Screen.weakView")
        #expect(Self.path(of: screen.chrome.bar, in: found) == "Screen.chrome.bar", "one level into an owned object")
        #expect(Self.path(of: screen.chrome.inner.deep, in: found) == nil, "not two levels")
        #expect(Self.path(of: screen.pair.right, in: found) == "Screen.pair.right")
        #expect(Self.path(of: screen.byName["a"]!, in: found) == "Screen.byName[\"a\"]")
        #expect(Self.path(of: screen.rows[2]!, in: found) == "Screen.rows[2]")
        // Reflection runs no getter: the lazy view never used is not made, and the view is not loaded.
        #expect(!found.values.contains { $0.path == "Screen.neverUsed" })
        #expect(!screen.isViewLoaded)
        screen.loadViewIfNeeded()
        #expect(Self.path(of: screen.view, in: Self.paths([("Screen", screen)])) == "Screen.view")
        #expect(ViewPaths.component("$__lazy_storage_$_footer") == ".footer")
    }

    @Test func anUnownedReferenceNamesItsView() {
        let kept = UIView()
        let screen = ScreenController(unowned: kept)
        #expect(Self.path(of: kept, in: Self.paths([("Screen", screen)])) == "Screen.unownedView")
    }

    @Test func theShortestPathWinsThenTheEarlierRoot() {
        let view = UIView()
        let box = Holder(), first = Holder(), second = Holder(), third = Holder()
        box.held = view
        first.inner = box
        second.held = view
        third.held = view
        #expect(Self.path(of: view, in: Self.paths([("First", first)])) == "First.inner.held")
        // Two steps from the first root lose to one from the second; the second root beats the third.
        #expect(Self.path(of: view, in: Self.paths([("First", first), ("Second", second), ("Third", third)])) == "Second.held")
        #expect(Self.path(of: view, in: Self.paths([("First", first), ("Third", third), ("Second", second)])) == "Third.held")
        // A root is not looked into from another root: its views are named from it.
        #expect(Self.path(of: view, in: Self.paths([("First", first), ("Box", box)])) == "Box.held")
    }

    @Test func glidesOwnPropertiesAreNotPaths() {
        let presented = UIViewController(), presenting = UIViewController()
        let controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        presented.loadViewIfNeeded()
        // UIPresentationController's own stored properties (the presented view controller and its view) are Glide's.
        #expect(Self.paths([("Controller", controller)]).isEmpty)
        #expect(ViewPaths.isSystemType(UIView.self) && ViewPaths.isSystemType(String.self) && !ViewPaths.isSystemType(Holder.self))
    }
}
