import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A root screen with a custom back button elsewhere in the app keeps the back swipe working by taking over its delegate,
/// as many apps do; `refusesOnTheRoot` is the fix signalapp/Signal-iOS#3540 made ("Don't start interactive pop gesture
/// for root VC").
@MainActor
final class SwipeKeepingRootViewController: UIViewController, UIGestureRecognizerDelegate {
    let refusesOnTheRoot: Bool

    init(refusesOnTheRoot: Bool) {
        self.refusesOnTheRoot = refusesOnTheRoot
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard refusesOnTheRoot else { return true }
        return (navigationController?.viewControllers.count ?? 0) > 1
    }
}

@MainActor
@Suite struct BackSwipeOnTheRootCheckTests {
    private func report(refusesOnTheRoot: Bool) throws -> CheckReport {
        // The navigation controller's expression is evaluated anew for every scenario and flow.
        try TransitionCheck(
            navigationController: UINavigationController(rootViewController: SwipeKeepingRootViewController(refusesOnTheRoot: refusesOnTheRoot)),
            pushed: UIViewController(), delegate: SlidePushDelegate(),
            options: .init(matrix: false, runs: 0)).runNow()
    }

    @Test("a back swipe the app lets begin on the root is reported as the app no longer responding; the fixed delegate passes")
    func aSwipeOnTheRootIsCaught() throws {
        let before = try report(refusesOnTheRoot: false)
        let frozen = before.flows?.failures.filter { $0.differences.contains { $0.hasPrefix("the app stopped responding") } } ?? []
        #expect(!frozen.isEmpty, "\(before.flows?.failures.prefix(2).map { "\($0.flow.name): \($0.differences)" } ?? [])")
        #expect(frozen.allSatisfy { $0.flow.name.hasPrefix("on the first screen, ") }, "\(frozen.map { "\($0.flow)" })")
        let after = try report(refusesOnTheRoot: true)
        #expect(after.flows?.failures.isEmpty == true, "\(after.flows?.failures.prefix(2).map { "\($0.flow.name): \($0.differences)" } ?? [])")
    }
}
