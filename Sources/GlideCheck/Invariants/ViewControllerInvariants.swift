import Foundation
/// UIView-controller invariants (25–26, 41): the presentation chain and navigation stack the user asked
/// for, balanced appearance callbacks, and a status bar that shows what the view controllers deciding it answer.
enum ViewControllerInvariants {
    static let all: [Invariant] = [state, appearanceBalanced, statusBarCurrent]

    /// 41: once the scene is at rest, the status bar shows what the view controllers that decide it answer
    /// (`prefersStatusBarHidden`, `preferredStatusBarStyle`, through `childForStatusBarHidden`/`…Style`). UIKit reads
    /// them when a view controller appears, when a transition begins or ends, and when the app calls
    /// `setNeedsStatusBarAppearanceUpdate()`, which its documentation asks for whenever those answers change; an app
    /// that changes them and does not call it (a container whose `childForStatusBarStyle` follows the child it slid in,
    /// a screen that hides the bar on a tap) keeps showing the old status bar. A status bar already out of date before
    /// the transition, the same way, is not the transition's. Not judged when the app sets the status bar through
    /// `UIApplication` (view-controller-based appearance turned off in its Info.plist).
    static let statusBarCurrent = Invariant(
        41, "status-bar-current",
        "at rest the status bar shows what the view controllers that decide it answer: a change of prefersStatusBarHidden, preferredStatusBarStyle or childForStatusBar… is followed by setNeedsStatusBarAppearanceUpdate()",
        reports: ["B16"]
    ) { record in
        guard record.completed, let stale = record.after.staleStatusBar, stale != record.before.staleStatusBar else { return [] }
        let found = record.atEnd(property: "status bar", before: stale.shown, after: stale.answer, stale.summary)
        // The deciders changed and answer as before: the documented call is missing, nothing shows yet.
        return [stale.isLatent ? found.warning("the status bar looks right in this scene, as the view controllers answer alike; it stays wrong on iOS once they answer differently") : found]
    }

    /// 25: after a cancel the presentation chain and navigation stack are as before; after a finish
    /// they reflect the operation. "Cancel" is what the user asked for (`transitionWasCancelled`),
    /// whatever argument the animator passed to `completeTransition`.
    static let state = Invariant(
        25, "view-controller-state",
        "after a cancel presentedViewController, presentingViewController and the navigation stack equal their pre-transition values; after a finish they reflect the operation",
        reports: ["B3", "B12"]
    ) { record in
        guard record.completed else { return [] }
        // A completion with false that the code's own cancel follows at once, or that ends an interactive
        // transition nothing asked to finish, meant a cancel (invariant 2 warns): UIKit rolled back, so the
        // state is judged as after a cancel (views left changed are 18's and 23's).
        if record.wasCancelled || record.cancelFollowsFalseCompletion || record.rolledBackUnasked {
            var evidence: [Evidence] = []
            for before in record.before.viewControllers {
                guard let after = record.after.viewController(before.name) else { continue }
                let was = before.state, now = after.state
                for key in was.keys.sorted() where was[key] != now[key] {
                    evidence.append(record.atCompletion(
                        property: "\(before.name).\(key)", before: was[key], after: now[key],
                        "the \(record.scenario.operation) was cancelled but the view-controller state changed as if it had completed"))
                }
            }
            return evidence
        }
        return expectedAfterFinish(record).compactMap { name, key, expected in
            let actual = record.after.viewController(name)?.state[key]
            guard actual != expected else { return nil }
            return record.atCompletion(
                property: "\(name).\(key)", before: expected, after: actual ?? "-",
                "the \(record.scenario.operation) finished but the view-controller state does not show it")
        }
    }

    /// What a finished operation leaves: (view controller, state key, value).
    private static func expectedAfterFinish(_ record: TransitionRecord) -> [(String, String, String)] {
        guard let from = record.roles.fromViewController, let to = record.roles.toViewController else { return [] }
        switch record.scenario.operation {
        case .present:
            return [(from, "presentedViewController", to), (to, "presentingViewController", from)]
        case .dismiss:
            return [(to, "presentedViewController", "nil"), (from, "presentingViewController", "nil")]
        case .push, .pop:
            guard let navigation = record.before.viewControllers.first(where: { $0.navigationStack != nil }),
                  let stack = navigation.navigationStack
            else { return [] }
            // The app's own code may set the whole stack with the push or pop (`setViewControllers(_:animated: true)`, a
            // segue that replaces the root): then what the operation must show is its view controller on top, the one
            // it left gone.
            let after = record.after.viewController(navigation.name)?.navigationStack
            if let after, after.last == to, !after.contains(from), after != stack { return [] }
            let expected = record.scenario.operation == .push ? stack + [to] : Array(stack.dropLast())
            return [(navigation.name, "navigation stack", "[" + expected.joined(separator: ", ") + "]")]
        case .selectTab, .selectBack:
            guard let tabs = record.before.viewControllers.first(where: { $0.selectedTab != nil }) else { return [] }
            return [(tabs.name, "selected tab", to)]
        }
    }

    /// The appearance sequences UIKit sends for a transition that completed (true) or was cancelled (false).
    static func balancedSequences(completed: Bool) -> [[String]] {
        completed
            ? [[], ["viewWillAppear", "viewDidAppear"], ["viewWillDisappear", "viewDidDisappear"]]
            : [[], ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"], ["viewWillDisappear", "viewWillAppear", "viewDidAppear"]]
    }

    /// 26: every view controller's appearance callbacks during the transition form one of UIKit's
    /// sequences for the path taken; on a cancel nothing changes appearance in the end.
    static let appearanceBalanced = Invariant(
        26, "appearance-balanced",
        "appearance callbacks are balanced: will/did pairs on completion; on cancel will-disappear then will/did-appear (and the reverse), with no net change",
        reports: ["B12"]
    ) { record in
        guard let completed = record.completedWith else { return [] }
        let allowed = balancedSequences(completed: completed)
        var evidence: [Evidence] = []
        for after in record.after.viewControllers {
            let before = record.before.viewController(after.name)
            let unbalanced = !allowed.contains(after.appearanceCallbacks)
            let changedOnCancel = !completed && before.map { $0.appearance != after.appearance } == true
            guard unbalanced || changedOnCancel else { continue }
            evidence.append(record.atCompletion(
                property: "\(after.name) appearance", before: before?.appearance ?? "-",
                after: "\(after.appearance) after [" + after.appearanceCallbacks.joined(separator: ", ") + "]",
                unbalanced
                    ? "the appearance callbacks are not one of UIKit's balanced sequences for a \(completed ? "completed" : "cancelled") \(record.scenario.operation)"
                    : "the cancelled \(record.scenario.operation) changed the view controller's appearance"))
        }
        return evidence
    }
}
