import Foundation
import Testing
@testable import GlideUIKitCore

/// `NotificationCenter.addObserver(_:selector:name:object:)`: the selector `glide port` writes is called
/// when the notification is posted, and `removeObserver` stops it.
@MainActor @Suite struct NotificationObserverTests {
    final class Observer: NSObject {
        var seen: [String] = []
        var bridged: [String] = []
        var plain = 0
        func changed(_ notification: Notification) { seen.append(notification.name.rawValue) }
        func changedObjC(_ notification: NSNotification) { bridged.append(notification.name.rawValue) }
        func poke() { plain += 1 }
    }

    private let name = Notification.Name("GlideTestNotification")
    private let other = Notification.Name("GlideOtherNotification")

    @Test func theMethodIsCalledWithTheNotification() {
        let center = NotificationCenter()
        let observer = Observer()
        center.addObserver(observer, selector: Selector(Observer.changed(_:), name: "changed(_:)"), name: name, object: nil)
        center.addObserver(observer, selector: Selector(Observer.changedObjC(_:), name: "changedObjC(_:)"), name: name, object: nil)
        center.addObserver(observer, selector: Selector(Observer.poke, name: "poke"), name: other, object: nil)
        center.post(name: name, object: nil)
        center.post(name: other, object: nil)
        center.post(name: name, object: self as AnyObject)
        #expect(observer.seen == ["GlideTestNotification", "GlideTestNotification"])
        #expect(observer.bridged == ["GlideTestNotification", "GlideTestNotification"])
        #expect(observer.plain == 1)
    }

    @Test func anObjectLimitsWhichPostsArrive() {
        let center = NotificationCenter()
        let observer = Observer()
        let sender = NSObject(), stranger = NSObject()
        center.addObserver(observer, selector: Selector(Observer.changed(_:), name: "changed(_:)"), name: name, object: sender)
        center.post(name: name, object: stranger)
        center.post(name: name, object: sender)
        #expect(observer.seen.count == 1)
    }

    @Test func removeObserverStopsTheCallsByNameOrAll() {
        let center = NotificationCenter()
        let observer = Observer()
        center.addObserver(observer, selector: Selector(Observer.changed(_:), name: "changed(_:)"), name: name, object: nil)
        center.addObserver(observer, selector: Selector(Observer.poke, name: "poke"), name: other, object: nil)
        center.removeObserver(observer, name: other, object: nil)
        center.post(name: name, object: nil)
        center.post(name: other, object: nil)
        #expect(observer.seen.count == 1 && observer.plain == 0)
        center.removeObserver(observer)
        center.post(name: name, object: nil)
        #expect(observer.seen.count == 1)
        // Foundation's block observers are still removed by their token.
        var blockCalls = 0
        let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in MainActor.assumeIsolated { blockCalls += 1 } }
        center.post(name: name, object: nil)
        center.removeObserver(token)
        center.post(name: name, object: nil)
        #expect(blockCalls == 1)
    }

    @Test func aDeallocatedObserverIsNotCalled() {
        let center = NotificationCenter()
        var observer: Observer? = Observer()
        weak let gone = observer
        center.addObserver(observer!, selector: Selector(Observer.poke, name: "poke"), name: name, object: nil)
        observer = nil
        #expect(gone == nil)  // the center does not keep it alive
        center.post(name: name, object: nil)
    }

    @Test func uikitsNotificationsArePostedWhenUIKitPostsThem() throws {
        let app = UIApplication.shared
        defer { app.viewControllerBasedStatusBarAppearance = true }
        // A shown status bar to start from, whatever the screen of a test run before preferred.
        app.isStatusBarHidden = false
        let observer = Observer()
        NotificationCenter.default.addObserver(observer, selector: Selector(Observer.changed(_:), name: "changed(_:)"),
                                               name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
        NotificationCenter.default.addObserver(observer, selector: Selector(Observer.poke, name: "poke"),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(observer) }
        var frames: [CGRect] = []
        let token = NotificationCenter.default.addObserver(forName: UIApplication.willChangeStatusBarFrameNotification, object: nil, queue: nil) { note in
            let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { frames.append(frame ?? .null) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        app.isStatusBarHidden = true
        app.isStatusBarHidden = true  // no change: nothing posted
        #expect(app.statusBarFrame == .zero)
        app.setStatusBarHidden(false, with: .fade)
        #expect(observer.seen == ["UIApplicationDidChangeStatusBarFrameNotification", "UIApplicationDidChangeStatusBarFrameNotification"])
        #expect(frames == [.zero, app.statusBarFrame])
        #expect(!UIAccessibility.isReduceMotionEnabled)
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setReduceMotionEnabled(true)
        #expect(UIAccessibility.isReduceMotionEnabled && observer.plain == 1)
        UIAccessibility.setReduceMotionEnabled(false)
        #expect(observer.plain == 2)
    }
}
