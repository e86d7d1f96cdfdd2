import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// Touch exploration plays a swipe into a `UISwipeGestureRecognizer` the app installs (the twelfth sample's P04 starts
/// its presentation with one): one swipe per direction the recognizer takes, with the fingers it requires.
@MainActor @Suite struct SwipeScriptTests {
    @MainActor final class Counter: NSObject {
        var count = 0
        func swiped() { count += 1 }
    }

    @Test("a swipe recognizer gets a swipe in each of its directions, and recognizes it")
    func swipesAreRecognized() throws {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let left = Counter(), up = Counter()
        let leftSwipe = UISwipeGestureRecognizer(target: left, action: Selector(Counter.swiped, name: "swiped"))
        leftSwipe.direction = .left
        leftSwipe.numberOfTouchesRequired = 2
        root.view.addGestureRecognizer(leftSwipe)
        let upSwipe = UISwipeGestureRecognizer(target: up, action: Selector(Counter.swiped, name: "swiped"))
        upSwipe.direction = .up
        root.view.addGestureRecognizer(upSwipe)
        let scripts = TouchExploration.scripts(in: window).filter { $0.name.contains("swipe") }
        #expect(scripts.map(\.name) == ["a swipe left with 2 fingers", "a swipe up with 1 finger"], "\(scripts.map(\.name))")
        for script in scripts {
            for frame in script.injected(from: clock.now) {
                clock.advance(to: frame.time)
                window.injectTouches(frame.contacts, at: frame.time)
            }
            clock.advance(to: clock.now + 1)
        }
        #expect(left.count == 1 && up.count == 1, "left \(left.count), up \(up.count)")
    }
}
