import Foundation
import Testing
@testable import GlideUIKitCore

/// `isMovingToParent` and `isMovingFromParent` answer true inside the appearance methods of a push, a pop and a
/// change of the stack, as UIKit's: code tells a back navigation from a push on top with them
/// (`if isMovingFromParent` in `viewWillDisappear(_:)`). Glide left both false always.
@MainActor @Suite struct MovingToParentTests {
    final class Watching: UIViewController {
        var seen: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); seen.append("willAppear to \(isMovingToParent) from \(isMovingFromParent)") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); seen.append("didAppear to \(isMovingToParent) from \(isMovingFromParent)") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); seen.append("willDisappear to \(isMovingToParent) from \(isMovingFromParent)") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); seen.append("didDisappear to \(isMovingToParent) from \(isMovingFromParent)") }
    }

    @Test(arguments: [true, false])
    func aPushAndAPopSayWhoMoves(animated: Bool) {
        let root = Watching(name: "root")
        let nav = UINavigationController(rootViewController: root)
        let world = World(root: nav)
        world.advance(0)
        root.seen = []
        let detail = Watching(name: "detail")
        nav.pushViewController(detail, animated: animated)
        world.advance(1)
        #expect(detail.seen == ["willAppear to true from false", "didAppear to true from false"])
        #expect(root.seen == ["willDisappear to false from false", "didDisappear to false from false"])
        #expect(!detail.isMovingToParent)
        root.seen = []
        detail.seen = []
        nav.popViewController(animated: animated)
        world.advance(1)
        #expect(detail.seen == ["willDisappear to false from true", "didDisappear to false from true"])
        #expect(root.seen == ["willAppear to false from false", "didAppear to false from false"])
        #expect(!detail.isMovingFromParent)
    }

    /// UIKit loads a pushed screen's view before the current screen's viewWillDisappear (a push logs the new
    /// screen's viewDidLoad, then the old one's viewWillDisappear, then the new one's viewWillAppear), so a
    /// viewDidLoad that backs up shared chrome reads it before the leaving screen puts its own backup back
    /// (MediaViewer: a viewer pushed over a viewer kept the tab bar hidden on iOS and showed it in Glide; the ninth
    /// bug sample's j05). Glide loaded it in its viewWillAppear's call, after the old screen's viewWillDisappear.
    @Test func aPushedScreenLoadsItsViewBeforeTheCurrentOneDisappears() {
        final class Logging: UIViewController {
            let log: Log
            let label: String
            init(_ label: String, _ log: Log) { self.log = log; self.label = label; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() { super.viewDidLoad(); log.lines.append("\(label).viewDidLoad (parent \(parent != nil))") }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(label).willAppear") }
            override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(label).willDisappear") }
        }
        final class Log { var lines: [String] = [] }
        let log = Log()
        let nav = UINavigationController(rootViewController: Logging("root", log))
        let world = World(root: nav)
        world.advance(0)
        log.lines = []
        nav.pushViewController(Logging("detail", log), animated: true)
        #expect(log.lines == ["detail.viewDidLoad (parent true)", "root.willDisappear", "detail.willAppear"])
        world.advance(1)
    }

    @Test func aCancelledPopEndsMoving() {
        let root = Watching(name: "root")
        let nav = UINavigationController(rootViewController: root)
        let world = World(root: nav)
        let detail = Watching(name: "detail")
        nav.pushViewController(detail, animated: false)
        world.advance(0)
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = TestNavigationDelegate(interactor: interactor, duration: 0.4)
        nav.delegate = delegate
        detail.seen = []
        nav.popViewController(animated: true)
        world.advance(0)
        interactor.update(0.3)
        interactor.cancel()
        world.advance(1)
        #expect(detail.seen.first == "willDisappear to false from true", "\(detail.seen)")
        #expect(nav.topViewController === detail && !detail.isMovingFromParent)
        withExtendedLifetime(delegate) {}
    }

    @Test func aNewStackSaysWhoMoves() {
        let root = Watching(name: "root")
        let nav = UINavigationController(rootViewController: root)
        let world = World(root: nav)
        world.advance(0)
        let other = Watching(name: "other")
        nav.setViewControllers([other], animated: false)
        #expect(other.seen.first == "willAppear to true from false", "\(other.seen)")
        #expect(root.seen.contains("willDisappear to false from true"), "\(root.seen)")
        #expect(!other.isMovingToParent && !root.isMovingFromParent)
    }
}
