import Foundation
import Testing
@testable import GlideUIKitCore

/// Names session 25's sweep found missing: window notifications, background tasks, the app delegate's open-URL
/// method, the Settings URL, text-size notifications and the flow layout's automatic size.
@MainActor @Suite(.serialized) struct ApplicationAdditionsTests {
    /// Posts of `names` with their objects while `body` runs.
    func posts(of names: [Notification.Name], during body: () -> Void) -> [(Notification.Name, AnyObject?)] {
        final class Seen: @unchecked Sendable { var posts: [(Notification.Name, AnyObject?)] = [] }
        let seen = Seen()
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                seen.posts.append((note.name, note.object as AnyObject?))
            }
        }
        body()
        tokens.forEach(NotificationCenter.default.removeObserver)
        return seen.posts
    }

    @Test("making a window key posts the old key window's resign, then the new one's become; hiding posts hidden")
    func windowNotifications() {
        let clock = ManualClock()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        first.makeKeyAndVisible()
        let names = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification,
                     UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification]
        let seen = posts(of: names) {
            second.makeKey()
            second.makeKey()  // already key: nothing
            second.isHidden = true
            second.isHidden = true  // no change: nothing
            second.isHidden = false
        }
        #expect(seen.map(\.0) == [UIWindow.didResignKeyNotification, UIWindow.didBecomeKeyNotification,
                                  UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification])
        #expect(seen[0].1 === first && seen[1].1 === second && seen[2].1 === second)
        #expect(second.isKeyWindow && !first.isKeyWindow)
    }

    @Test("background tasks get distinct valid identifiers and end once")
    func backgroundTasks() {
        let app = UIApplication.shared
        var expired = false
        let one = app.beginBackgroundTask { expired = true }
        let two = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(one != .invalid && two != .invalid && one != two)
        #expect(app.runningBackgroundTasks.isSuperset(of: [one, two]))
        app.endBackgroundTask(one)
        app.endBackgroundTask(one)
        app.endBackgroundTask(.invalid)
        #expect(!app.runningBackgroundTasks.contains(one) && app.runningBackgroundTasks.contains(two))
        app.endBackgroundTask(two)
        #expect(!expired)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
    }

    final class LinkDelegate: NSObject, UIApplicationDelegate {
        var opened: [URL] = []
        func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
            opened.append(url)
            return options[.sourceApplication] as? String == "com.example"
        }
    }

    final class PlainDelegate: NSObject, UIApplicationDelegate {}

    @Test("an app delegate's open-URL method is its own; one without it opens nothing")
    func openURLDelegate() throws {
        let url = try #require(URL(string: UIApplication.openSettingsURLString))
        let links = LinkDelegate()
        #expect(links.application(.shared, open: url, options: [.sourceApplication: "com.example"]))
        #expect(links.opened == [url])
        #expect(!PlainDelegate().application(.shared, open: url, options: [:]))
    }

    @Test("the text-size notification and the flow layout's automatic size are UIKit's")
    func constants() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        #expect(layout.estimatedItemSize.width == .greatestFiniteMagnitude)
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
    }
}
