import Foundation
/// Hierarchy invariants (17–24, 31, 39, 40): where the transition's views are once it completed, what it left
/// behind, what it put back, and whether the scene is usable afterwards.
///
/// "Cancelled" and "completed" here are the path UIKit took: the argument of the accepted
/// `completeTransition`, which UIKit's hierarchy work follows. A transition completed with the wrong
/// argument is invariant 2's (the argument) and 25's (the view-controller state the user did not ask
/// for); the hierarchy invariants judge whether the path taken was cleaned up.
enum HierarchyInvariants {
    static let all: [Invariant] = [
        cancelledPresentation, cancelledDismissal, completedDismissal, presenterNotMoved, presenterNotRemoved, noTransientViews,
        cancelRestoresProperties, sceneUsableAfterwards, layerTimingRestored, endsWithoutJump, startsWithoutJump,
    ]

    /// 17: after a cancelled presentation (or push), the view it showed is out of the window, the
    /// presentation controller's views are removed, and the presenter's view is where it was.
    static let cancelledPresentation = Invariant(
        17, "cancelled-presentation-cleanup",
        "cancelled presentation or push: the presented view is not in the window, the presentation controller's views are removed, the presenter's view is where it was",
        reports: ["B4"]
    ) { record in
        guard record.scenario.operation.isForward, record.rolledBack else { return [] }
        var evidence: [Evidence] = []
        for id in unique([record.roles.toView, record.roles.toViewControllerView]) {
            guard let after = record.after.view(id), after.inWindow, record.before.view(id)?.inWindow != true else { continue }
            let found = record.atCompletion(
                view: id, property: "placement", before: record.before.placement(of: id), after: record.after.placement(of: id),
                "the view the cancelled \(record.scenario.operation) showed is still in the window: it should have left with the cancel")
            evidence.append(after.isVisible ? found : found.warning(unseen))
        }
        evidence += attachedPresentationControllerViews(record).map { id, superview in
            let found = record.atCompletion(
                view: id, property: "superview", before: "nil", after: superview,
                "the presentation controller did not remove the view it added in presentationTransitionWillBegin when the presentation was cancelled (presentationTransitionDidEnd(false))")
            return record.after.view(id)?.inWindow == true ? found : found.warning(leftWithTheContainer)
        }
        if let id = record.roles.presenterRootView, let before = record.before.view(id) {
            let after = record.after.view(id)
            if after?.inWindow != before.inWindow || after?.superview != before.superview {
                evidence.append(record.atCompletion(
                    view: id, property: "placement", before: record.before.placement(of: id), after: record.after.placement(of: id),
                    "the presenter's view is not back where it was after the cancelled \(record.scenario.operation)"))
            }
        }
        return evidence
    }

    /// 18: after a cancelled dismissal (or pop), the presented view is in place with its original frame,
    /// transform and alpha, a to-view the animator added is removed, and the presentation
    /// controller's views are kept.
    static let cancelledDismissal = Invariant(
        18, "cancelled-dismissal-keeps-presented",
        "cancelled dismissal or pop: the presented view stays in place with its frame, transform and alpha; the to-view is removed; the presentation controller's views are kept",
        reports: ["B2", "B5"]
    ) { record in
        guard !record.scenario.operation.isForward, record.rolledBack else { return [] }
        var evidence: [Evidence] = []
        for id in unique([record.roles.fromView, record.roles.fromViewControllerView]) {
            guard let before = record.before.view(id), before.inWindow else { continue }
            guard let after = record.after.view(id), after.inWindow, after.superview == before.superview else {
                evidence.append(record.atCompletion(
                    view: id, property: "placement", before: record.before.placement(of: id), after: record.after.placement(of: id),
                    "the view the cancelled \(record.scenario.operation) should have kept on screen is not where it was"))
                continue
            }
            for property in ["frame", "transform", "alpha"] where before.value(property) != after.value(property) {
                // The app's other recognizer changed it meanwhile (a sheet's resize pan): the app's change, not the cancel's.
                if record.setByABystander(after, property) { continue }
                let found = record.atCompletion(
                    view: id, property: property, before: before.value(property), after: after.value(property),
                    "the view the cancelled \(record.scenario.operation) keeps on screen did not get its \(property) back")
                evidence.append(before.isVisible || after.isVisible ? found : found.warning(unseen))
            }
        }
        if let id = record.roles.toView, let after = record.after.view(id), after.inWindow, record.before.view(id)?.inWindow != true {
            let found = record.atCompletion(
                view: id, property: "placement", before: record.before.placement(of: id), after: record.after.placement(of: id),
                "the to-view is still in the window after the cancelled \(record.scenario.operation): UIKit does not remove it, the animator must")
            evidence.append(after.isVisible ? found : found.warning(
                "UIKit leaves the to-view where the animator put it (Apple's sample removes it); here nothing of it shows (transparent, hidden, off screen or covered), so the screen looks right, but it stays in the window until the next transition"))
        }
        // One piece of evidence per view gone with its subtree: its root (a snapshot's copied subviews go with it).
        let moved = record.roles.presentationControllerViews.filter { id in
            guard let before = record.before.view(id), before.inWindow else { return false }
            let after = record.after.view(id)
            return after?.inWindow != true || after?.superview != before.superview
        }
        for id in moved {
            guard let before = record.before.view(id), !moved.contains(before.superview ?? "") else { continue }
            let found = record.atCompletion(
                view: id, property: "placement", before: record.before.placement(of: id), after: record.after.placement(of: id),
                "the presentation controller's view is gone after the cancelled dismissal: custom views go only in dismissalTransitionDidEnd(true)")
            let newer = record.after.views.first { replaces($0, before, in: record) }
            evidence.append(newer.map { found.warning(replacedBy($0)) } ?? found)
        }
        return evidence
    }

    /// 19: after a completed dismissal (or pop), the presented view is out of the window and the
    /// presentation controller's views are removed.
    static let completedDismissal = Invariant(
        19, "completed-dismissal-cleanup",
        "completed dismissal or pop: the presented view is gone from the window and the presentation controller's views are removed",
        reports: ["B4"]
    ) { record in
        guard !record.scenario.operation.isForward, record.committed else { return [] }
        var evidence: [Evidence] = []
        for id in unique([record.roles.fromView, record.roles.fromViewControllerView]) {
            guard let after = record.after.view(id), after.inWindow else { continue }
            let found = record.atCompletion(
                view: id, property: "placement", before: record.before.placement(of: id), after: record.after.placement(of: id),
                "the dismissed view is still in the window after the \(record.scenario.operation) completed")
            evidence.append(after.isVisible ? found : found.warning(unseen))
        }
        evidence += attachedPresentationControllerViews(record).map { id, superview in
            let found = record.atCompletion(
                view: id, property: "superview", before: "nil", after: superview,
                "the presentation controller did not remove its view when the dismissal completed (dismissalTransitionDidEnd(true))")
            return record.after.view(id)?.inWindow == true ? found : found.warning(leftWithTheContainer)
        }
        return evidence
    }

    /// 20: where the presenter's view is not removed (non-full-screen styles, navigation), it is never
    /// moved into another superview, such as the transient container (B1, the black screen).
    static let presenterNotMoved = Invariant(
        20, "presenter-superview-kept",
        "non-full-screen styles: the presenter's root view keeps its original superview for the whole transition and afterwards",
        reports: ["B1"]
    ) { record in
        // The black screen comes when UIKit tears the container down at completion: a transition that never
        // completed (invariant 29's) has not torn it down, and what it borrowed is still on screen.
        guard record.completed, !record.roles.removesPresenterView, let id = record.roles.presenterRootView,
              let original = record.before.view(id)?.superview
        else { return [] }
        // A dismissal that takes the view out of the container its presentation borrowed it into (SideMenu's slide-out)
        // puts it back: that the container UIKit now tears down does not take it is invariant 21's to judge.
        if record.scenario.operation == .dismiss, original == record.roles.container { return [] }
        // A removal (no superview) is invariant 21's.
        if let call = record.callsFromStart.first(where: { $0.probe.presenterViewSuperview.map { $0 != original } ?? false }) {
            let found = Evidence(
                at: call, view: id, property: "superview", before: original, after: call.probe.presenterViewSuperview,
                message: "the presenter's view was moved out of its superview during the transition: UIKit leaves it in place for this style, and a container torn down with it leaves a black screen")
            let after = record.after.view(id)
            // Put back by the time the transition's turn ended: the container went without it.
            if after?.superview == original, after?.inWindow == record.before.view(id)?.inWindow {
                return [found.warning(borrowedAndReturned)]
            }
            // Kept in the container of a completed presentation, on screen: every dismissal must put it back, which the
            // dismissals' scenarios check (21: still in the window after each).
            if record.scenario.operation == .present, record.committed, after?.superview == record.roles.container, after?.inWindow == true {
                return [found.warning(borrowedWhileShown)]
            }
            return [found]
        }
        if let after = record.after.view(id)?.superview, after != original {
            return [record.atCompletion(
                view: id, property: "superview", before: original, after: after,
                "the presenter's view is in another superview after the transition: UIKit leaves it in place for this style")]
        }
        return []
    }

    /// 21: where `shouldRemovePresentersView` is false, the presenter's view is never removed (during a
    /// presentation, which UIKit completes without removing it, or any other transition).
    static let presenterNotRemoved = Invariant(
        21, "presenter-view-not-removed",
        "shouldRemovePresentersView == false: the presenter's view is never removed, on a completed presentation or any other path (as drawn: at the end of each instant)",
        reports: ["B1"]
    ) { record in
        guard !record.roles.removesPresenterView, let id = record.roles.presenterRootView, let before = record.before.view(id),
              before.inWindow
        else { return [] }
        // Out of the window in its original superview, or in none; a move elsewhere is invariant 20's.
        func removed(superview: String?, inWindow: Bool) -> Bool { !inWindow && (superview == nil || superview == before.superview) }
        // Judged where the screen shows it: out and back within one instant (SideMenu puts the presenter's view back
        // in viewDidDisappear after a dismissal without animation, at the instant UIKit took the container away) never shows.
        if let call = record.callsShownFromStart.first(where: { removed(superview: $0.probe.presenterViewSuperview, inWindow: $0.probe.presenterViewInWindow) }) {
            return [Evidence(
                at: call, view: id, property: "in window", before: "true", after: "false",
                message: "the presenter's view was removed from the window during the transition although shouldRemovePresentersView is false")]
        }
        if let after = record.after.view(id), removed(superview: after.superview, inWindow: after.inWindow) {
            return [record.atCompletion(
                view: id, property: "in window", before: "true", after: "false",
                "the presenter's view is not in the window after the transition although shouldRemovePresentersView is false")]
        }
        return []
    }

    /// 22: once the transition completed, no view it created (snapshot, wrapper, dimming view) is left
    /// in the window, except those the outcome keeps: the container and the presentation controller's
    /// views of a presentation that is shown, and views the subject declares persistent.
    static let noTransientViews = Invariant(
        22, "no-transient-views",
        "after completion no view added during the transition (snapshot, wrapper, dimming view) remains in the window unless declared persistent",
        reports: ["B4"]
    ) { record in
        guard record.completed else { return [] }
        var kept = Set(unique([record.roles.toViewControllerView, record.roles.fromViewControllerView, record.roles.presentedView]))
        if record.hierarchyShows, !record.scenario.style.isContainment {
            kept.formUnion(unique([record.roles.container, record.roles.toView]))
            kept.formUnion(record.roles.presentationControllerViews)
        }
        let persistent = Set(record.persistentViewNames)
        let loaded = Set(record.loadedBeforeAnimator)
        // A view a handler of another of the app's recognizers put in the window, where that recognizer took no part
        // in the transition, is the app's (a page bar's pan that paged the viewer during its pop: the ninth bug
        // sample's j04), as 18 and 23 leave out such a handler's writes.
        let addedByTheApp = Set(record.viewsAddedByOtherHandlers)
        let transient = record.after.views.filter { view in
            view.inWindow && record.before.view(view.id) == nil && !loaded.contains(view.id) && !kept.contains(view.id)
                && !persistent.contains(view.name) && !addedByTheApp.contains(view.id)
        }
        let transientIds = Set(transient.map(\.id))
        // One piece of evidence per left-over subtree: its root.
        let visibleIds = Set(transient.filter(\.isVisible).map(\.id))
        func shows(_ id: String) -> Bool {
            visibleIds.contains(id) || transient.contains { $0.superview == id && shows($0.id) }
        }
        // A cell a table or collection view dequeued as it scrolled is the list's, not the transition's.
        // A container's own bar is the app's to show (a toolbar a pushed screen asks for).
        return transient.filter { view in view.superview.map { !transientIds.contains($0) } ?? true }
            .filter { !$0.isListCell && !$0.isContainerBar }.map { view in
            let what = view.snapshotOf.map { "a snapshot of \($0)" } ?? "a view"
            let found = record.atCompletion(
                view: view.id, property: "superview", before: "nil", after: view.superview ?? "nil",
                "\(what) added during the transition is still in the window after it completed: remove it, or declare it persistent")
            guard shows(view.id) else { return found.warning(unseen) }
            if let earlier = replaced(by: view, in: record) { return found.warning(standsInFor(earlier)) }
            // Kept on purpose for the way back: the dismissal or pop that follows takes it away.
            if record.committed, record.scenario.operation.isForward, let followUp = record.followUp, followUp.completed,
               !followUp.operation.isForward,
               !followUp.viewsInWindow.contains(view.id) {
                return found.warning(keptForTheWayBack)
            }
            return found
        }
    }

    /// The view of the window before the transition that `view` took the place of: the same superview and frame, the
    /// same kind (a snapshot of the same view, or the same type), and no longer in the window. A display link that takes
    /// a new snapshot of the screen below every frame and removes the last (GTSheet's manager) leaves such a view after
    /// any transition, the cancelled one included.
    static func replaced(by view: ViewSnapshot, in record: TransitionRecord) -> ViewSnapshot? {
        record.before.views.first { replaces(view, $0, in: record) }
    }

    /// True when `newer` (in the window after the transition, not before) took the place of `earlier` (in the window
    /// before, not after): the same superview and frame, and the same kind.
    static func replaces(_ newer: ViewSnapshot, _ earlier: ViewSnapshot, in record: TransitionRecord) -> Bool {
        newer.inWindow && earlier.inWindow && earlier.id != newer.id && earlier.superview == newer.superview
            && record.before.view(newer.id)?.inWindow != true && record.after.view(earlier.id)?.inWindow != true
            && earlier.value("frame") == newer.value("frame")
            && (earlier.snapshotOf ?? earlier.name) == (newer.snapshotOf ?? newer.name)
    }

    /// What a view and the one it replaced share, as ``replaces(_:_:in:)`` compares them.
    static func sameKind(_ view: ViewSnapshot) -> String {
        "the same superview and frame, " + (view.snapshotOf.map { "a snapshot of \($0) too" } ?? "the same type")
    }

    /// How iOS shows a presentation controller's view that a newer one like it replaced.
    static func replacedBy(_ newer: ViewSnapshot) -> String {
        "\(newer.id) stands where the view stood (\(sameKind(newer))): the presentation controller replaced it, and the screen shows what it showed before"
    }

    /// How iOS shows a view that took the place of one like it.
    static func standsInFor(_ earlier: ViewSnapshot) -> String {
        "the view stands where \(earlier.id) stood before the transition (\(sameKind(earlier))), which is no longer in the window: the screen shows what it showed before (code that takes a new snapshot every frame and removes the last does this), not a leftover iOS would show"
    }

    /// How iOS treats a presenter's view an animator borrows into the container and puts back.
    static let borrowedWhileShown = "the view stays in the transition's container while the presented view controller is shown, drawn there (a side menu that slides the screen aside does this on purpose); UIKit tears that container down at the dismissal, so every dismissal must put the view back first, which the dismissal scenarios check (invariant 21: the presenter's view still in the window after each)"

    static let borrowedAndReturned = "the view was back in its own superview when the transition ended, so the container UIKit tears down did not take it: no black screen on iOS (while borrowed it is drawn in the container, and UIKit's layout of the presenter does not reach it)"

    /// How iOS shows a leftover that nothing of shows on screen.
    static let unseen = "nothing of this view shows on screen before or after (transparent, hidden, off screen, clipped or covered by an opaque view), so iOS shows no fault; the state stays and shows if the view is revealed later"

    /// How iOS shows a view a presentation or push leaves, which the way back removes.
    static let keptForTheWayBack = "the view stays on screen while the presented or pushed view controller is shown and the dismissal or pop that follows removes it: that is the transition's design (a snapshot standing in for the screen below), not a leftover iOS would show; declare it persistent to say so"

    /// How iOS treats a presentation controller's view left in a container that left the window.
    static let leftWithTheContainer = "UIKit takes the transition's container out of the window when a presentation is cancelled or a dismissal completes, and the view goes with it, so nothing shows; the presentation controller still holds the view, and it returns if the controller presents again"

    /// The properties invariant 23 compares (interaction is invariant 24's).
    static let restoredProperties = ["frame", "transform", "alpha", "isHidden", "cornerRadius", "backgroundColor", "masksToBounds"]

    /// 23: after a cancel, every view that was in the window before and still is has every property it
    /// had before the transition.
    static let cancelRestoresProperties = Invariant(
        23, "cancel-restores-properties",
        "after a cancel every view in the window before and after has its pre-transition frame, transform, alpha, isHidden, cornerRadius, …",
        reports: ["B5"]
    ) { record in
        guard record.rolledBack else { return [] }
        var evidence: [Evidence] = []
        for (before, after, property) in record.propertiesNotPutBack {
            let found = record.atCompletion(
                view: before.id, property: property, before: before.value(property), after: after.value(property),
                "the cancelled transition did not put \(property) back")
            evidence.append(TransitionRecord.shows(property, before, after) ? found : found.warning(unseen))
        }
        return evidence
    }

    /// 24: once completed, every view that took touches before takes them again, and the next
    /// transition can begin and complete.
    static let sceneUsableAfterwards = Invariant(
        24, "interaction-restored",
        "after completion user interaction is enabled again on every view that had it, and a new transition can begin and complete",
        reports: ["B11"]
    ) { record in
        guard record.completed else { return [] }
        var evidence: [Evidence] = []
        // Under a presented view controller, the presenter's side is the app's to make ignore touches until the
        // dismissal (a side menu makes the screen beside it inert, SideMenuPresentationController.swift:106, and
        // enables it again in dismissalTransitionDidEnd): judged when it is shown again, below.
        let behind = record.scenario.operation == .present && record.committed ? record.roles.fromViewControllerView : nil
        for before in record.before.views where before.value("isUserInteractionEnabled") == "true" {
            guard let after = record.after.view(before.id), after.value("isUserInteractionEnabled") == "false" else { continue }
            if let behind, record.after.isView(before.id, inside: behind) { continue }
            evidence.append(record.atCompletion(
                view: before.id, property: "isUserInteractionEnabled", before: "true", after: "false",
                "user interaction was disabled for the transition and never enabled again"))
        }
        // Shown again by a completed dismissal or pop, a view controller's view takes touches (a root view left
        // ignoring them is a frozen screen, whoever disabled it and when).
        if !record.scenario.operation.isForward, record.committed, let root = record.roles.toViewControllerView,
           let after = record.after.view(root), after.inWindow, after.value("isUserInteractionEnabled") == "false",
           !evidence.contains(where: { $0.view == root }) {
            evidence.append(record.atCompletion(
                view: root, property: "isUserInteractionEnabled", before: "true", after: "false",
                "the view controller shown again ignores touches: its view's isUserInteractionEnabled is still false after the \(record.scenario.operation)"))
        }
        if let followUp = record.followUp, !(followUp.began && followUp.completed) {
            evidence.append(record.atEnd(
                property: "next \(followUp.operation)", before: "begins and completes",
                after: followUp.began ? "began, did not complete" : "did not begin",
                followUp.refusal.map { "the \(followUp.operation) after this transition could not begin: UIKit refused it (\"\($0)\")" }
                    ?? "the \(followUp.operation) after this transition \(followUp.began ? "did not complete" : "could not begin"): transitioning state is stuck"))
        }
        return evidence
    }

    /// The layer timing properties invariant 31 compares, with the values of a layer nobody changed.
    static let layerTimingProperties: [(name: String, untouched: String)] = [
        ("layer.speed", "1"), ("layer.timeOffset", "0"), ("layer.beginTime", "0"),
    ]

    /// 31: once the transition ended, the container's layer and the from and to views' layers have
    /// the `speed`, `timeOffset` and `beginTime` they had before it (a container made for the
    /// transition: an untouched layer's 1, 0 and 0). UIKit's classic drive puts back only what it set
    /// itself; code that drives a transition by pausing a layer, or reverses it with `speed = -1`,
    /// must put the layer back, or every later animation in that tree is frozen or runs backwards.
    static let layerTimingRestored = Invariant(
        31, "layer-timing-restored",
        "after the transition the container's and the from/to views' layers have the speed, timeOffset and beginTime they had before"
    ) { record in
        guard record.completed else { return [] }
        var evidence: [Evidence] = []
        let views = unique([record.roles.container, record.roles.fromView, record.roles.toView,
                            record.roles.fromViewControllerView, record.roles.toViewControllerView])
        for id in views {
            // A layer out of the window shows nothing; its timing matters only if it comes back, and
            // then it is judged by the transition that brings it.
            guard let after = record.after.view(id), after.inWindow else { continue }
            let before = record.before.view(id)
            for (property, untouched) in layerTimingProperties {
                let expected = before?.value(property) ?? untouched
                guard let value = after.value(property), value != expected else { continue }
                evidence.append(record.atCompletion(
                    view: id, property: property, before: expected, after: value,
                    "the transition left \(property) changed: \(id == record.roles.container ? "the container's" : "this view's") layer and everything in it run on a different clock from now on (a paused or reversed layer must be put back by the code that changed it)"))
            }
        }
        return evidence
    }

    /// The presentation controller's views still attached to a superview that is not one of them.
    private static func attachedPresentationControllerViews(_ record: TransitionRecord) -> [(String, String)] {
        let own = Set(record.roles.presentationControllerViews)
        return record.roles.presentationControllerViews.compactMap { id in
            guard let superview = record.after.view(id)?.superview, !own.contains(superview) else { return nil }
            return (id, superview)
        }
    }

    /// The ids given, without nils and repeats, in order.
    static func unique(_ ids: [String?]) -> [String] {
        var seen = Set<String>()
        return ids.compactMap { $0 }.filter { seen.insert($0).inserted }
    }

    /// How far, in points, a settled view's edge may move between the animation's last frame and the next one without
    /// a jump anyone sees (rounding, a half-point layout difference).
    static let jumpDistance: Double = 2
    /// How far the farthest edge of `a` is from the same edge of `b`, in points: how far a picture moved or grew.
    static func edgeDistance(_ a: CGRect, _ b: CGRect) -> CGFloat {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }
    /// How much a settled view's alpha down the chain may change between those frames without a flash anyone sees.
    static let jumpAlpha: Double = 0.1
    /// How much, in points, a settled view's drawn corner radius may change between those frames.
    static let jumpCornerRadius: Double = 2

    /// 39: a view of the transition that shows, settled, at its animation's last frame and right after the transition
    /// ended is where it was, as opaque as it was and as rounded as it was: a change made without animation in the
    /// completion (a frame, transform or alpha reset there, a corner radius put back) is a jump the user sees. A plain
    /// view that draws nothing itself is not judged by its frame (SPStorkController swaps the scaled snapshot in its
    /// full-screen container for the container scaled by constraints: the container's frame changes, what shows does
    /// not); its subviews are judged for themselves.
    static let endsWithoutJump = Invariant(
        39, "no-jump-at-end",
        "a view that shows at the transition's last frame and right after it ended keeps its place, alpha and corner radius: nothing jumps when the completion runs",
        reports: ["B4"]
    ) { record in
        guard record.completed, let last = record.pictureAtLastFrame, let after = record.pictureAfterEnd else { return [] }
        struct Jump { let view: String; let superview: String?; let property: String; let before: String; let after: String }
        var jumps: [Jump] = []
        for shown in last.views {
            guard let now = after.view(shown.id) else { continue }
            if edgeDistance(now.rect, shown.rect) > jumpDistance, !(shown.drawsNothing && now.drawsNothing) {
                jumps.append(Jump(view: shown.id, superview: shown.superview, property: "frame in the window",
                                  before: shown.frameText, after: now.frameText))
            } else if abs(now.alpha - shown.alpha) > jumpAlpha {
                jumps.append(Jump(view: shown.id, superview: shown.superview, property: "alpha",
                                  before: CheckFormat.number(CGFloat(shown.alpha)), after: CheckFormat.number(CGFloat(now.alpha))))
            } else if abs(now.cornerRadius - shown.cornerRadius) > jumpCornerRadius {
                jumps.append(Jump(view: shown.id, superview: shown.superview, property: "cornerRadius",
                                  before: CheckFormat.number(CGFloat(shown.cornerRadius)), after: CheckFormat.number(CGFloat(now.cornerRadius))))
            }
        }
        // A subview that moved or faded with its superview is the superview's jump.
        let jumped = Set(jumps.map(\.view))
        return jumps.filter { jump in
            guard let superview = jump.superview, jumped.contains(superview) else { return true }
            return jump.property == "cornerRadius"
        }.map { jump in
            record.atCompletion(
                view: jump.view, property: jump.property, before: jump.before, after: jump.after,
                "the view jumped when the transition ended: its \(jump.property) at the animation's last frame (\(Scenario.format(last.time)) s) was \(jump.before), right after the end \(jump.after), changed without animation by the completion or what it triggered")
        }
    }

    /// 40: a copy the animator flies (an image view it made, showing an image equal to one on screen, or a snapshot of a
    /// view on screen) first shows where what it copies showed just before the transition began: a copy set up elsewhere
    /// (a zoom's image starting from the scroll view's frame while the image was scrolled or dragged) makes the picture
    /// jump as it starts. A view the transition's animations fade in that already shows at the alpha they fade it to
    /// (a dimming view set to full before its alongside fade, PanModal#77) appears at once: a jump of its alpha.
    static let startsWithoutJump = Invariant(
        40, "no-jump-at-start",
        "an image or a snapshot the animator shows at its first frame is where the image or view it copies showed just before, and a view it fades in does not already show at the alpha it fades to: nothing jumps when the transition starts",
        reports: ["B4"]
    ) { record in
        let start = record.first { if case .animateTransition = $0 { return true } else if case .interruptibleAnimator = $0 { return true } else { return false } }
        return record.startJumps.map { jump in
            let message = jump.what == "fade"
                ? "\(jump.view) appeared at once when the transition started: the transition's animations fade it in to the alpha it already had (\(jump.after)), so nothing fades; it did not show just before"
                : "the \(jump.what) jumped when the transition started: \(jump.source) showed it at \(jump.before) just before the animator ran, its copy \(jump.view) shows it at \(jump.after) in the animation's first frame"
            guard let start else { return record.atEnd(view: jump.view, property: "first frame", before: jump.before, after: jump.after, message) }
            return Evidence(at: start.call, view: jump.view, property: "first frame", before: jump.before, after: jump.after, message: message)
        }
    }
}
