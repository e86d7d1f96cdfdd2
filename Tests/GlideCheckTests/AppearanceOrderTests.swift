import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// Two screens that each hide the navigation bar while they show (alpha 0 in `viewWillAppear`, 1 in
/// `viewWillDisappear`), as the twelfth sample's Q06 does. On iOS the current screen's `viewWillDisappear` comes before
/// the new one's `viewWillAppear`, in a push and a pop, so the bar stays hidden; Glide called them the other way round
/// and reported a cancelled pop that left the bar shown (23) and every flow with the bar back (the twelfth sample's G1).
@MainActor
struct AppearanceOrderTests {
    class HidesBar: UIViewController {
        var log: (String) -> Void = { _ in }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log("\(name) willAppear")
            navigationController?.navigationBar.alpha = 0
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log("\(name) willDisappear")
            navigationController?.navigationBar.alpha = 1
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log("\(name) didAppear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log("\(name) didDisappear")
        }
    }

    final class First: HidesBar {}
    final class Second: HidesBar {}
    final class Log { var entries: [String] = [] }

    /// The two screens, both writing to one log.
    private func logged() -> (First, Second, Log) {
        let log = Log(), first = First(name: "first"), second = Second(name: "second")
        first.log = { log.entries.append($0) }
        second.log = { log.entries.append($0) }
        return (first, second, log)
    }

    /// UIKit's order for a push and a pop, logged by wangling.me and vastdevblog: current will-disappear, new
    /// will-appear, current did-disappear, new did-appear.
    @Test func aPushAndAPopCallTheCurrentScreenFirst() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let (first, second, log) = logged()
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        clock.advance(by: 0.1)
        log.entries = []
        navigation.pushViewController(second, animated: true)
        clock.advance(by: 1)
        #expect(log.entries == ["first willDisappear", "second willAppear", "first didDisappear", "second didAppear"])
        log.entries = []
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(log.entries == ["second willDisappear", "first willAppear", "second didDisappear", "first didAppear"])
        #expect(navigation.navigationBar.alpha == 0, "each screen hides the bar while it shows")
    }

    /// A full-screen presentation, as remkoh.dev logged it: the presenter's will-disappear, the presented one's
    /// will-appear, then the presented one's did-appear before the presenter's did-disappear.
    @Test func aFullScreenPresentationCallsThePresenterFirstThenThePresentedOne() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let (first, second, log) = logged()
        window.rootViewController = first
        window.makeKeyAndVisible()
        clock.advance(by: 0.1)
        log.entries = []
        second.modalPresentationStyle = .fullScreen
        first.present(second, animated: true)
        clock.advance(by: 1)
        #expect(log.entries == ["first willDisappear", "second willAppear", "second didAppear", "first didDisappear"])
    }

    /// The check of that app: no invariant fails and every flow comes back as it was (the bar hidden throughout).
    @Test func screensThatHideTheBarWhileTheyShowAreClean() throws {
        let check = TransitionCheck(
            navigationController: UINavigationController(rootViewController: First(name: "first")), pushed: Second(name: "second"),
            delegate: nil, options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.failedInvariants.isEmpty, "\(report.failures.prefix(2))")
        #expect(report.flowFailures.isEmpty, "\(report.flowFailures.prefix(2))")
    }
}
