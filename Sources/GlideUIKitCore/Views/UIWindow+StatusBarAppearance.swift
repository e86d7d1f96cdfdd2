import Foundation
import GlideClock

// The status bar, as UIKit decides it with view-controller-based status bar appearance (the Info.plist key
// `UIViewControllerBasedStatusBarAppearance`, on unless an app turns it off): the key window's root view controller
// decides, or the last view controller presented over it that takes the status bar (a full-screen presentation, or one
// whose `modalPresentationCapturesStatusBarAppearance` is true), or the child it names in `childForStatusBarStyle` and
// `childForStatusBarHidden`, down the chain. UIKit reads their answers only when it asks: when a view controller
// appears, when a transition begins and ends, when the key window changes, and when the app calls
// `setNeedsStatusBarAppearanceUpdate()`, which its documentation asks for "if the view controller's status bar
// attributes, such as hidden/unhidden status or style, change". What it showed last stays until then: an app that
// changes what those properties answer and does not call it keeps the old status bar (the tenth bug sample's k05:
// RZEdgeSlideViewController#1, a drawer whose `childViewControllerForStatusBarStyle` changes with the shown side).

/// What a status bar shows: hidden or not, and its style.
package struct StatusBarAppearance: Equatable, Sendable, CustomStringConvertible {
    package var isHidden: Bool
    package var style: UIStatusBarStyle

    package init(isHidden: Bool, style: UIStatusBarStyle) {
        self.isHidden = isHidden
        self.style = style
    }

    /// "hidden, style .lightContent".
    package var description: String {
        let style = switch self.style {
        case .default: "default"
        case .lightContent: "lightContent"
        case .darkContent: "darkContent"
        }
        return (isHidden ? "hidden" : "shown") + ", style ." + style
    }
}

/// A window's status bar: what it shows, and when UIKit last asked what it should show.
package struct StatusBarState {
    /// What the deciding view controllers answered when UIKit last asked; nil before it asked.
    package var shown: StatusBarAppearance?
    /// Why UIKit last asked ("viewDidAppear of MenuViewController"), and when, in seconds of the clock.
    package var lastAsked: (reason: String, time: Double)?
    /// The view controllers UIKit asked last: the style's decider and the hidden state's.
    package weak var askedStyleDecider: UIViewController?
    package weak var askedHiddenDecider: UIViewController?
}

/// A status bar that does not show what the view controllers deciding it answer now, or whose deciders changed since
/// UIKit last asked (``UIWindow/staleStatusBar``).
@MainActor
package struct StatusBarStaleness {
    /// What it shows.
    package var shown: StatusBarAppearance
    /// What the deciding view controllers answer now.
    package var answer: StatusBarAppearance
    /// Who decides now.
    package var deciders: StatusBarDeciders
    /// The decider UIKit asked last, where another decides now (the style's if it changed, else the hidden state's).
    package var formerDecider: UIViewController?
    /// The view controller a finding names: the hidden state's decider where that answer changed, else the style's where
    /// its answer changed, else the one that replaced ``formerDecider``.
    package var decider: UIViewController
    /// Why UIKit last asked, and when.
    package var lastAsked: (reason: String, time: Double)?

    /// True when the status bar still shows what the new deciders answer: the documented call is missing, but nothing
    /// shows it until they answer otherwise.
    package var isLatent: Bool { shown == answer }
}

/// The view controllers that decide a window's status bar: its style's and its hidden state's.
@MainActor
package struct StatusBarDeciders {
    package var style: UIViewController
    package var hidden: UIViewController

    /// What they answer now.
    package var answer: StatusBarAppearance {
        StatusBarAppearance(isHidden: hidden.prefersStatusBarHidden, style: style.preferredStatusBarStyle)
    }
}

extension UIWindow {
    /// Chains longer than this (a `childForStatusBarStyle` that names its own parent) stop being followed.
    private static let statusBarChainLimit = 64

    /// The view controllers whose answers decide the status bar while this window is key; nil without a root.
    package var statusBarDeciders: StatusBarDeciders? {
        guard let root = rootViewController else { return nil }
        var decider = root, current = root, steps = 0
        while let presented = current.presentedViewController, presented !== current, steps < Self.statusBarChainLimit {
            if presented.modalPresentationStyle.modeled == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            current = presented
            steps += 1
        }
        func follow(_ child: (UIViewController) -> UIViewController?) -> UIViewController {
            var controller = decider, steps = 0
            while let next = child(controller), next !== controller, steps < Self.statusBarChainLimit {
                controller = next
                steps += 1
            }
            return controller
        }
        return StatusBarDeciders(style: follow(\.childForStatusBarStyle), hidden: follow(\.childForStatusBarHidden))
    }

    /// UIKit asks the deciding view controllers again, for `reason`, and the status bar shows their answer: only while
    /// this window is key and view controllers decide the status bar (``UIApplication/viewControllerBasedStatusBarAppearance``).
    package func updateStatusBarAppearance(_ reason: @autoclosure () -> String) {
        guard isKeyWindow, UIApplication.shared.viewControllerBasedStatusBarAppearance, let deciders = statusBarDeciders else { return }
        let answer = deciders.answer
        statusBar.shown = answer
        statusBar.lastAsked = (reason(), clock.now)
        statusBar.askedStyleDecider = deciders.style
        statusBar.askedHiddenDecider = deciders.hidden
        UIApplication.shared.showStatusBar(answer)
    }

    /// The status bar when it shows what the deciding view controllers no longer answer, or when the view controllers
    /// that decide it are not those UIKit asked last (a container's `childForStatusBarStyle` now names another child):
    /// UIKit was not asked since. Nil when it is current, when UIKit never asked, when the window is not key and when
    /// view controllers do not decide the status bar (``UIApplication/viewControllerBasedStatusBarAppearance``).
    package var staleStatusBar: StatusBarStaleness? {
        guard isKeyWindow, UIApplication.shared.viewControllerBasedStatusBarAppearance, let shown = statusBar.shown, let deciders = statusBarDeciders else { return nil }
        let answer = deciders.answer
        let styleDeciderChanged = statusBar.askedStyleDecider !== deciders.style
        let hiddenDeciderChanged = statusBar.askedHiddenDecider !== deciders.hidden
        guard answer != shown || styleDeciderChanged || hiddenDeciderChanged else { return nil }
        let former = styleDeciderChanged ? statusBar.askedStyleDecider : hiddenDeciderChanged ? statusBar.askedHiddenDecider : nil
        let decider = shown.isHidden != answer.isHidden ? deciders.hidden
            : shown.style != answer.style ? deciders.style
            : former.map { $0 === statusBar.askedHiddenDecider ? deciders.hidden : deciders.style } ?? deciders.style
        return StatusBarStaleness(
            shown: shown, answer: answer, deciders: deciders, formerDecider: former, decider: decider, lastAsked: statusBar.lastAsked)
    }

    /// UIKit asks the key window's deciding view controllers again, for `reason`.
    package static func statusBarAppearanceNeedsUpdate(_ reason: @autoclosure () -> String) {
        for window in WindowRegistry.windows where window.isKeyWindow { window.updateStatusBarAppearance(reason()) }
    }
}
