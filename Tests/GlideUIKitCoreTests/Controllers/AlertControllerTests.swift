import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
@Suite struct AlertControllerTests {
    private func alert(style: UIAlertController.Style = .alert, log: Box? = nil) -> (UIAlertController, UIAlertAction, UIAlertAction) {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: style)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in log?.entries.append("handler \(action.title ?? "")") }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in log?.entries.append("cancel") }
        alert.addAction(delete)
        alert.addAction(cancel)
        return (alert, delete, cancel)
    }

    @Test("an alert keeps what was configured; it is a .custom presentation, and an action sheet has no popover on the compact screen")
    func keepsConfiguration() {
        let (alert, delete, cancel) = alert()
        #expect(alert.title == "Delete?" && alert.message == "This cannot be undone." && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"] && alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(delete.isEnabled && cancel.style == .cancel)
        #expect(alert.modalPresentationStyle == .custom && UIAlertController().modalPresentationStyle == .custom)
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
        var configured: [UITextField] = []
        #expect(alert.textFields?.isEmpty == true)
        alert.addTextField { field in
            field.placeholder = "Name"
            configured.append(field)
        }
        #expect(configured.count == 1 && alert.textFields?.first === configured.first && alert.textFields?.first?.placeholder == "Name")
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(sheet.preferredStyle == .actionSheet && sheet.popoverPresentationController == nil)
        #expect(UIAlertController.Style.alert.rawValue == 1 && UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test("presenting an alert fades it in over the presenter, whose view stays in the window and does not disappear")
    func presentationKeepsThePresenter() throws {
        let w = World()
        let root = w.root
        let (alert, _, _) = alert()
        var completed = false
        root.present(alert, animated: true) { completed = true }
        #expect(root.presentedViewController === alert && alert.presentingViewController === root)
        w.advance(0.15)
        #expect(root.view.window === w.window && alert.view.window === w.window)
        let opacity = alert.view.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0 && opacity < 1 && alert.view.alpha == 1 && !completed)
        w.advance(1)
        #expect(completed && !alert.isBeingPresented && alert.view.alpha == 1)
        #expect(root.view.window === w.window && alert.view.frame == w.window.bounds)
        let controller = try #require(alert.presentationController)
        #expect(controller.presentationStyle == .custom && !controller.shouldRemovePresentersView)
        // The alert is above the presenter's view.
        let container = try #require(alert.view.superview)
        let windowViews = w.window.subviews
        #expect(windowViews.firstIndex { $0 === container }! > windowViews.firstIndex { $0 === root.view }!)
    }

    @Test("without animation, the alert is presented and dismissed at once")
    func withoutAnimation() {
        let w = World()
        let (alert, _, _) = alert()
        var presented = false
        w.root.present(alert, animated: false) { presented = true }
        w.advance(0)
        #expect(presented && alert.view.window === w.window && w.root.view.window === w.window)
        var dismissed = false
        alert.dismiss(animated: false) { dismissed = true }
        w.advance(0)
        #expect(dismissed && alert.view.window == nil && w.root.presentedViewController == nil && w.root.view.window === w.window)
    }

    @Test("tapping an action dismisses the alert, then calls the handler once the dismissal completed (the app may present again there)")
    func tapDismissesThenCallsTheHandler() {
        let w = World()
        let root = w.root
        let log = Box()
        let (alert, delete, _) = alert(log: log)
        root.present(alert, animated: true)
        w.advance(1)
        let warnings = Presenter.warnings.count
        alert.glideTap(delete)
        #expect(alert.isBeingDismissed && log.entries.isEmpty)
        w.advance(0.1)
        #expect(log.entries.isEmpty && alert.view.window === w.window)
        w.advance(1)
        #expect(log.entries == ["handler Delete"])
        #expect(root.presentedViewController == nil && alert.presentingViewController == nil && alert.view.window == nil)
        #expect(root.view.window === w.window)

        // A handler that presents: the alert is gone by then, so the presentation goes ahead.
        let next = UIViewController(name: "next")
        let second = UIAlertController(title: "Again", message: nil, preferredStyle: .actionSheet)
        second.addAction(UIAlertAction(title: "Go", style: .default) { _ in
            log.entries.append("go: \(root.presentedViewController == nil ? "free" : "busy")")
            root.present(next, animated: false)
        })
        root.present(second, animated: true)
        w.advance(1)
        second.glideTap(actionTitled: "Go")
        w.advance(1)
        #expect(log.entries.last == "go: free" && root.presentedViewController === next)
        #expect(Presenter.warnings.count == warnings)
    }

    @Test("misuse UIKit raises for is logged and ignored: a second cancel action, a text field on an action sheet, a foreign preferred action")
    func misuseIsLogged() {
        let (alert, _, cancel) = alert()
        let before = GlideDiagnostics.messages.count
        alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel))
        #expect(alert.actions.count == 2 && alert.actions.last === cancel)
        #expect(GlideDiagnostics.messages.count == before + 1)
        #expect(GlideDiagnostics.messages.last?.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel") == true)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields?.isEmpty == true && GlideDiagnostics.messages.count == before + 2)

        alert.preferredAction = UIAlertAction(title: "Stranger", style: .default)
        #expect(alert.preferredAction == nil && GlideDiagnostics.messages.count == before + 3)
    }

    @Test("a disabled action, or an alert not on screen, cannot be tapped: logged, nothing dismissed, no handler")
    func untappable() {
        let w = World()
        let log = Box()
        let (alert, delete, cancel) = alert(log: log)
        let before = GlideDiagnostics.messages.count
        alert.glideTap(cancel)  // not presented yet
        #expect(GlideDiagnostics.messages.count == before + 1)
        w.root.present(alert, animated: true)
        w.advance(1)
        delete.isEnabled = false
        alert.glideTap(delete)
        w.advance(1)
        #expect(GlideDiagnostics.messages.count == before + 2)
        #expect(log.entries.isEmpty && w.root.presentedViewController === alert)
        alert.glideTap(cancel)
        w.advance(1)
        #expect(log.entries == ["cancel"] && w.root.presentedViewController == nil)
    }
}

/// A reference the handlers append to.
@MainActor
private final class Box {
    var entries: [String] = []
}

/// UIKit's own animators (the transitioning delegate vends none) honour the context's `isAnimated`: a `.custom`
/// presentation made with `animated: false` is handed to the animator, which then changes everything at once.
@MainActor @Suite struct BuiltInAnimatorTests {
    @Test("a .custom presentation and dismissal without animation, with UIKit's own cross-dissolve or cover-vertical, are made at once")
    func notAnimatedAtOnce() {
        for style in [UIModalTransitionStyle.crossDissolve, .coverVertical] {
            let world = World()
            let presented = UIViewController(name: "sheet")
            presented.modalPresentationStyle = .custom
            presented.modalTransitionStyle = style
            var presentedDone = false, dismissedDone = false
            world.root.present(presented, animated: false) { presentedDone = true }
            world.advance(0)
            #expect(presentedDone, "\(style)")
            #expect(presented.view.window != nil && presented.view.alpha == 1 && presented.view.frame == world.window.bounds, "\(style)")
            presented.dismiss(animated: false) { dismissedDone = true }
            world.advance(0)
            #expect(dismissedDone && presented.presentingViewController == nil, "\(style)")
        }
    }
}

/// A transitioning delegate that records what UIKit asks it, and vends a slide.
@MainActor
private final class AskedDelegate: UIViewControllerTransitioningDelegate {
    var asked: [String] = []
    let animator = SlideAnimator(duration: 0.3)
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("animator for presented")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("animator for dismissed")
        return animator
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        asked.append("interactor for presentation")
        return nil
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        asked.append("interactor for dismissal")
        return nil
    }
}

/// UIKit asks the transitioning delegate for an animator only for a transition it animates, or for `.custom`, which it
/// always hands to an animator (Hero prepares when asked and was left prepared by `animated: false`).
@MainActor @Suite struct NotAnimatedDelegateTests {
    @Test("a full-screen presentation and dismissal without animation ask the delegate nothing")
    func fullScreenNotAnimatedAsksNothing() {
        let world = World()
        let delegate = AskedDelegate()
        let presented = UIViewController(name: "detail")
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: false)
        world.advance(0)
        presented.dismiss(animated: false)
        world.advance(0)
        #expect(delegate.asked.isEmpty, "\(delegate.asked)")
        #expect(delegate.animator.ended.isEmpty)
        world.root.present(presented, animated: true)
        world.advance(1)
        #expect(delegate.asked == ["animator for presented", "interactor for presentation"])
    }

    @Test("a .custom presentation without animation asks for the animator and hands it the transition, not an interactor")
    func customNotAnimatedAsksTheAnimator() {
        let world = World()
        let delegate = AskedDelegate()
        let presented = UIViewController(name: "detail")
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        world.root.present(presented, animated: false)
        world.advance(1)
        presented.dismiss(animated: false)
        world.advance(1)
        #expect(delegate.asked == ["animator for presented", "animator for dismissed"])
        #expect(delegate.animator.ended == [true, true])
    }
}

/// A navigation delegate that records what UIKit asks it.
@MainActor
private final class AskedNavigationDelegate: UINavigationControllerDelegate {
    var asked: [String] = []
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append(operation == .push ? "animator for push" : "animator for pop")
        return nil
    }
}

/// UIKit asks a navigation delegate for an animator only for an animated push or pop.
@MainActor @Suite struct NotAnimatedNavigationDelegateTests {
    @Test("a push and a pop without animation ask the delegate nothing; animated ones ask it")
    func notAnimatedAsksNothing() {
        let navigation = UINavigationController(rootViewController: UIViewController(name: "first"))
        let world = World(root: navigation)
        let delegate = AskedNavigationDelegate()
        navigation.delegate = delegate
        navigation.pushViewController(UIViewController(name: "second"), animated: false)
        navigation.popViewController(animated: false)
        world.advance(0.1)
        #expect(delegate.asked.isEmpty, "\(delegate.asked)")
        navigation.pushViewController(UIViewController(name: "third"), animated: true)
        world.advance(1)
        navigation.popViewController(animated: true)
        world.advance(1)
        #expect(delegate.asked == ["animator for push", "animator for pop"])
        #expect(navigation.viewControllers.map(\.name) == ["first"])
    }
}
