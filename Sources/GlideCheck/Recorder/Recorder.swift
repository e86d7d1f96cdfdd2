import Foundation
import GlideUIKitCore

/// Observes one scenario: every context that is created, the calls on the transition under check,
/// the state after each call, and snapshots of the scene.
///
/// The recorder listens where the engine announces things (`TransitionContext.observeCreation`, the
/// context's `onEvent`), wraps the animator the delegate vends (``RecordingAnimator``), and is told of
/// the scenario's own calls by the runner. A view's id is the name the user's code gives it, fixed
/// when the recorder first sees the view (see ``id(of:)``), and the recorder keeps the views it has
/// named alive for the scenario, so that an id never names two views.
@MainActor
package final class Recorder {
    let clock: ManualClock
    private(set) var scene: CheckScene
    /// The most calls one transition records; an animator that loops forever is cut off here.
    static let callLimit = 20_000

    /// The context of the transition under check, once created.
    package private(set) var context: TransitionContext?
    /// The context the animator was handed in `animateTransition` (normally the engine's own).
    var animatorContext: (any UIViewControllerContextTransitioning)?
    /// The interactor driving the transition under check.
    package var interactor: UIPercentDrivenInteractiveTransition?
    package private(set) var calls: [RecordedCall] = []
    private(set) var began: Double = 0
    /// True from the request of the transition under check until the runner stops observing.
    private(set) var armed = false
    var answers: ContextAnswers?
    /// The changes the app's gesture handlers made, in order (``noteHandlerRun(of:from:drove:)``).
    var handlerWrites: [HandlerWrite] = []
    /// The recognizers whose handlers took part in a transition since the last ``resetHandlerWrites()``, and those the
    /// system cancelled whose handler ignored it: their writes are not excused as the app's own change.
    var nonBystanders: Set<ObjectIdentifier> = []
    /// The recognizers whose handlers took part in a transition since the last ``resetHandlerWrites()``.
    var transitionDrivers: Set<ObjectIdentifier> = []
    /// The views the app's gesture handlers put in the window, by recognizer and view id, in order.
    var handlerAddedViews: [(recognizer: ObjectIdentifier, view: String)] = []
    /// The distinct animators `interruptibleAnimator(using:)` returned during the transition, in order (held
    /// so that an identity is not reused while the record is made).
    private(set) var interruptibleAnimators: [AnyObject] = []

    /// The number of `animator` among the interruptible animators returned so far (1 for the first).
    func instanceNumber(of animator: any UIViewImplicitlyAnimating) -> Int {
        let object = animator as AnyObject
        if let index = interruptibleAnimators.firstIndex(where: { $0 === object }) { return index + 1 }
        interruptibleAnimators.append(object)
        return interruptibleAnimators.count
    }
    /// The animator's `transitionDuration(using:)` as first answered for the transition under check: UIKit reads it
    /// as the transition starts (the context's duration, a percent-driven interactor's `duration`), so a later other
    /// answer (GTSheet's depends on a flag its pan handler clears before cancelling) does not retime the transition.
    var duration: Double { answeredDuration ?? 0 }
    /// The first answer for the transition under check, nil until the animator answered (whether asked by UIKit or,
    /// at `animateTransition`, by the recorder).
    private(set) var answeredDuration: Double?
    /// Keeps `answer` as ``duration`` unless an answer is already kept.
    func noteDurationAnswer(_ answer: Double) {
        if answeredDuration == nil { answeredDuration = answer }
    }
    /// Views the presentation controller added, across the setup presentation and the transition.
    private(set) var presentationControllerViews: [UIView] = []
    private(set) var presenterRootView: UIView?

    private var ids: [ObjectIdentifier: String] = [:]
    private var known: [UIView] = []
    /// Every id given, so that none is given twice.
    private var usedIds: Set<String> = []
    /// Views named by their class, by class: the next is that count plus one.
    private var unnamedCounts: [String: Int] = [:]
    /// The paths by which the user's objects held views, from the latest look and earlier ones.
    private var paths: [ObjectIdentifier: (view: Weak<UIView>, path: String)] = [:]
    /// True when user code may have run since the paths were last looked for.
    private var pathsStale = true
    /// The presentation controllers and animators seen (the user's objects; held weakly, so that
    /// naming never keeps one alive longer than the app would).
    private var presentationControllers: [Weak<AnyObject>] = []
    private var animators: [Weak<AnyObject>] = []
    /// The app's transitioning delegates UIKit asked (held weakly: the app holds them, or UIKit's weak reference lets
    /// them go).
    private var transitioningDelegates: [Weak<AnyObject>] = []
    /// The names given to view controllers, each with the view controller, weakly: naming keeps none alive longer
    /// than the app would (a flow's popped screen is gone before the next push, as on iOS).
    private var viewControllerNames: [ObjectIdentifier: (name: String, object: Weak<UIViewController>)] = [:]
    /// How many view controllers of each class name were named (for "Name#2").
    private var namedCounts: [String: Int] = [:]
    private(set) var windowViewsAtCreation: Set<ObjectIdentifier> = []
    private var appearanceStart: [ObjectIdentifier: Int] = [:]
    /// The creation observation while installed.
    private var creation: TransitionObservation?
    /// The look at the screen taken as an animation of the transition reached its end (before its completion ran), with
    /// its instant; the one at the instant of the accepted `completeTransition` is the picture at the last frame.
    var pictureAtAnimationEnd: (nanoseconds: Int64, picture: PictureDraft)?
    /// The screen at the animation's last frame, and right after the transition ended (invariant 39).
    var pictureAtLastFrame: PictureDraft?
    var pictureAfterEnd: PictureDraft?
    /// True from an accepted `completeTransition` until the instant's work ran (the picture after the end).
    var awaitingPictureAfterEnd = false
    /// The copies of an image or a view that first showed away from it (invariant 40), and whether the first frame was
    /// looked at.
    var startJumps: [StartJumpDraft] = []
    var firstFramePictured = false
    /// The views that showed just before the animator set up its first frame, and the instant it did (invariant 40's
    /// fades: the animations the transition starts with are made at that instant).
    var shownBeforeFirstFrame: Set<ObjectIdentifier> = []
    var firstFrameNanoseconds: Int64?
    /// The end-of-animation observer installed before this recorder's, called after it.
    private var previousEndObserver: ((AnimationGroup) -> Void)?
    /// The unchanged-value observer installed before this recorder's, called after it.
    private var previousUnchangedObserver: ((CALayer, AnimatableProperty, AnimatableValue) -> Void)?
    private var rolesAtStart: TransitionRoles?

    /// Takes `presented` as the scene's presented view controller from now on, under the name the one it
    /// replaces had: a flow's later presentation of a new instance is the same screen to compare.
    /// Its children (a navigation controller's stack) take the names of the old one's children in the same places,
    /// where they are of the same class.
    package func adopt(presented: UIViewController, as template: NameTemplate?) {
        if let template { name(presented, as: template) }
        scene.presented = presented
    }

    /// A new pushed view controller in place of the scene's (a flow's later push), named as the old one and its
    /// children were.
    package func adopt(pushed: UIViewController, as template: NameTemplate?) {
        if let template { name(pushed, as: template) }
        scene.pushed = pushed
    }

    /// The names of a view controller and its children, kept for the one that replaces it (the old one may be gone by
    /// then, as on iOS).
    package struct NameTemplate {
        let name: String
        let className: String
        let children: [NameTemplate]
    }

    /// `vc`'s names, for ``adopt(pushed:as:)`` and ``adopt(presented:as:)``.
    package func nameTemplate(of vc: UIViewController) -> NameTemplate {
        NameTemplate(name: name(of: vc), className: vc.name, children: vc.children.map { nameTemplate(of: $0) })
    }

    /// Lets go of the scene's presented view controller (before the app makes the next: the old one goes, unless the
    /// app keeps it).
    package func releasePresented() { scene.presented = nil }
    /// Lets go of the scene's pushed view controller (see ``releasePresented()``).
    package func releasePushed() { scene.pushed = nil }

    /// Lets go of the transition under check once it completed (a flow's, between its actions): its context holds
    /// the view controllers it moved, which UIKit lets go of when it completes.
    package func releaseCompletedTransition() {
        guard let context, context.phase == .completed else { return }
        self.context = nil
        animatorContext = nil
    }

    /// Gives `new` the name in `template`, and its children the names of the template's children in the same places,
    /// where they are of the same class.
    private func name(_ new: UIViewController, as template: NameTemplate) {
        let key = ObjectIdentifier(new)
        guard viewControllerNames[key]?.object.object !== new, template.className == new.name else { return }
        viewControllerNames[key] = (template.name, Weak(new))
        appearanceStart[key] = new.appearanceCallbacks.count
        for (oldChild, newChild) in zip(template.children, new.children) { name(newChild, as: oldChild) }
    }

    package init(clock: ManualClock, scene: CheckScene) {
        self.clock = clock
        self.scene = scene
        // The scene's view controllers are named first, in the scene's order (the root before the one pushed).
        for vc in scene.viewControllers { _ = name(of: vc) }
    }

    // MARK: Hooks

    /// Starts listening for contexts (alongside any other creation observer).
    package func install() {
        guard creation == nil else { return }
        creation = TransitionContext.observeCreation { [weak self] context in self?.contextCreated(context) }
        let previous = AnimationGroup.willRunEndHandler
        previousEndObserver = previous
        AnimationGroup.willRunEndHandler = { [weak self] group in
            self?.animationWillRunCompletion()
            previous?(group)
        }
        let previousUnchanged = AnimationTransaction.unchangedValueHandler
        previousUnchangedObserver = previousUnchanged
        AnimationTransaction.unchangedValueHandler = { [weak self] layer, key, value in
            self?.animationLeftUnchanged(layer, key, value)
            previousUnchanged?(layer, key, value)
        }
    }

    /// Stops listening.
    package func uninstall() {
        guard let creation else { return }
        creation.cancel()
        self.creation = nil
        context?.onEvent = nil
        AnimationGroup.willRunEndHandler = previousEndObserver
        previousEndObserver = nil
        AnimationTransaction.unchangedValueHandler = previousUnchangedObserver
        previousUnchangedObserver = nil
    }

    /// Marks the start of the transition under check: the next context created is the one to record.
    package func arm(operation: CheckOperation) {
        armed = true
        resetHandlerWrites()
        began = clock.now
        for vc in scene.viewControllers { appearanceStart[ObjectIdentifier(vc)] = vc.appearanceCallbacks.count }
        note(.begin(operation))
    }

    /// Stops recording calls (the follow-up transition is not part of the record).
    package func disarm() {
        armed = false
        context?.onEvent = nil
    }

    private func contextCreated(_ ctx: TransitionContext) {
        pathsStale = true
        for key in [UITransitionContextViewControllerKey.from, .to] {
            if let controller = ctx.viewController(forKey: key)?.presentationController { remember(controller, in: &presentationControllers) }
        }
        windowViewsAtCreation = Set(scene.window.allViewsInTree.map(ObjectIdentifier.init))
        let underCheck = armed && context == nil
        if underCheck {
            context = ctx
            ctx.coordinator.notifyWhenInteractionChanges { [weak self] coordinator in
                self?.note(.interactionHandlerRan(isInteractive: coordinator.isInteractive))
            }
        }
        ctx.onEvent = { [weak self, weak ctx] event in
            guard let self, let ctx else { return }
            self.pathsStale = true
            if case .presentationController(.presentationTransitionWillBegin) = event.kind {
                let added = self.scene.window.allViewsInTree.filter { !self.windowViewsAtCreation.contains(ObjectIdentifier($0)) }
                self.presentationControllerViews.append(contentsOf: added.filter { view in
                    // The presented view and what it contains belong to the presented view controller.
                    !(ctx.viewController(forKey: .to)?.view.map { view.isDescendant(of: $0) } ?? false)
                        && view !== ctx.containerView
                })
            }
            if self.armed, ctx === self.context {
                if case .started = event.kind { self.noteRoles(ctx) }
                if case .complete(_, true, _) = event.kind { self.transitionEnding() }
                self.note(ObservedCall(event.kind))
            }
        }
    }

    private func noteRoles(_ ctx: TransitionContext) {
        if let tabs = scene.tabBarController {
            presenterRootView = tabs.view
        } else if scene.navigationController == nil {
            presenterRootView = scene.presented?.presentingViewController?.view
        } else {
            presenterRootView = scene.navigationController?.view
        }
        rolesAtStart = computeRoles()
    }

    // MARK: Recording

    /// Records `call` with the state now.
    package func note(_ call: ObservedCall) {
        pathsStale = true
        if awaitingPictureAfterEnd, case .clockTask = call {
            // The instant of the end has run its work (the completion's, UIKit's, a layout pass): its frame.
            awaitingPictureAfterEnd = false
            pictureAfterEnd = picture()
        }
        guard armed, calls.count < Self.callLimit else { return }
        var call = call
        // A task that started the transition is named for it: the start UIKit defers to the turn's end.
        if case .clockTask = call {
            for earlier in calls.reversed() {
                if case let .started(interactive) = earlier.call {
                    call = .turnEndStart(interactive: interactive)
                    break
                }
                if CompletionInvariants.isStableMoment(earlier.call) { break }
            }
        }
        calls.append(RecordedCall(time: clock.now - began, call: call, probe: probe()))
    }

    /// The stable id of `view`: the name the user's code gives it, fixed when the recorder first sees it.
    ///
    /// In order: the path of a stored property that holds it (``ViewPaths``: `DetailViewController.dimmingView`,
    /// `presented.view` for a view controller's root view); for a snapshot nothing holds, `snapshot(…)`
    /// with its source's id; its `accessibilityIdentifier`; else its class and a count of the views named
    /// by that class so far (`UIView#1`, `UIView#2`). A name already given gets `#2`, `#3`… Runs of one
    /// scenario see the same views in the same order, so they give the same ids.
    func id(of view: UIView) -> String {
        let key = ObjectIdentifier(view)
        if let id = ids[key] { return id }
        var id = proposedName(for: view)
        if usedIds.contains(id) {
            var n = 2
            while usedIds.contains("\(id)#\(n)") { n += 1 }
            id = "\(id)#\(n)"
        }
        usedIds.insert(id)
        ids[key] = id
        known.append(view)
        return id
    }

    /// The id of `view` if it has one already (naming nothing new).
    func knownId(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }

    private func proposedName(for view: UIView) -> String {
        if pathsStale { refreshPaths() }
        if let found = paths[ObjectIdentifier(view)], found.view.object === view { return found.path }
        if let sourceName = view.snapshotSourceName {
            let source = view.snapshotSource.flatMap { ids[ObjectIdentifier($0)] } ?? sourceName
            return "snapshot(\(source))"
        }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return identifier }
        let type = String(describing: Swift.type(of: view))
        let count = (unnamedCounts[type] ?? 0) + 1
        unnamedCounts[type] = count
        return "\(type)#\(count)"
    }

    /// Looks again for the paths by which the user's objects hold views (keeping those of earlier looks,
    /// for views no longer held).
    private func refreshPaths() {
        pathsStale = false
        for (key, found) in ViewPaths.scan(nameRoots()) { paths[key] = (Weak(found.view), found.path) }
    }

    /// The objects whose properties name views, best first: the scene's view controllers (in the scene's
    /// order, under their names), the presentation controllers, the animators, the interactor, the
    /// delegates and the gesture handlers (under their types' names).
    private func nameRoots() -> [ViewPaths.Root] {
        var roots: [ViewPaths.Root] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ object: AnyObject?, name: String? = nil) {
            guard let object, seen.insert(ObjectIdentifier(object)).inserted else { return }
            // Not `name ?? typeName(of:)`: the autoclosure would capture `object`, which the release
            // build's region checker reports as sent across isolation.
            let rootName: String
            if let name { rootName = name } else { rootName = ViewPaths.typeName(of: object) }
            roots.append(ViewPaths.Root(name: rootName, object: object))
        }
        for vc in scene.viewControllers { add(vc, name: name(of: vc)) }
        if let controller = scene.presented?.presentationController { remember(controller, in: &presentationControllers) }
        for controller in presentationControllers { add(controller.object) }
        for animator in animators { add(animator.object) }
        add(interactor)
        add(scene.transitioningDelegate)
        for delegate in transitioningDelegates { add(delegate.object) }
        add(scene.navigationDelegate)
        add(scene.tabBarDelegate)
        for handler in scene.gestureHandlers { add(handler) }
        return roots
    }

    /// Notes a transitioning delegate of the app's that UIKit asked: its properties name views, and invariant 38 looks
    /// for it once the scene is dropped.
    func noteTransitioningDelegate(_ delegate: any UIViewControllerTransitioningDelegate) {
        pathsStale = true
        remember(delegate, in: &transitioningDelegates)
    }

    /// The app's transitioning delegates UIKit asked that are still alive.
    var askedTransitioningDelegates: [AnyObject] { transitioningDelegates.compactMap(\.object) }

    /// Notes an animator the delegate vended (the user's object): its properties name views.
    func noteAnimator(_ animator: any UIViewControllerAnimatedTransitioning) {
        pathsStale = true
        remember(animator, in: &animators)
    }

    private func remember(_ object: AnyObject, in list: inout [Weak<AnyObject>]) {
        list.removeAll { $0.object == nil }
        if !list.contains(where: { $0.object === object }) { list.append(Weak(object)) }
    }

    /// The stable name of `vc` in this scene: its ``UIViewController/restorationIdentifier`` or type, and for a
    /// second or later view controller of the same name "#2", "#3"…, so that two view controllers of one class
    /// (a plain `UIViewController` root and the plain one pushed on it) are not taken for one another.
    func name(of vc: UIViewController) -> String {
        let key = ObjectIdentifier(vc)
        if let entry = viewControllerNames[key] {
            if entry.object.object === vc { return entry.name }
            // A view controller that is gone had this identity: a new one is named afresh.
            appearanceStart[key] = nil
        }
        let base = vc.name
        let sameName = namedCounts[base, default: 0]
        namedCounts[base] = sameName + 1
        let name = sameName == 0 ? base : "\(base)#\(sameName + 1)"
        viewControllerNames[key] = (name, Weak(vc))
        return name
    }

    /// The state of the transition under check now.
    package func probe() -> Probe {
        let ctx = context
        var interruptible: InterruptibleProbe?
        if let animator = ctx?.interruptibleAnimator {
            interruptible = InterruptibleProbe(
                state: "\(animator.state)", isRunning: animator.isRunning, isReversed: animator.isReversed,
                fractionComplete: animator.fractionComplete, pausesOnCompletion: animator.pausesOnCompletion,
                scrubsLinearly: animator.scrubsLinearly, duration: animator.duration,
                continuationsWithOwnTiming: animator.continuationsWithOwnTiming)
        }
        let seenCancelled: Bool?
        if let seen = animatorContext, seen !== ctx { seenCancelled = seen.transitionWasCancelled } else { seenCancelled = nil }
        let presenterView = presenterRootView
        let phase: String
        switch ctx?.phase {
        case nil: phase = "none"
        case .ready?: phase = "ready"
        case .inFlight?: phase = "inFlight"
        case .completed?: phase = "completed"
        }
        return Probe(
            phase: phase, isInteractive: ctx?.isInteractive ?? false,
            transitionWasCancelled: ctx?.transitionWasCancelled ?? false, animatorContextWasCancelled: seenCancelled,
            percentComplete: ctx?.percentComplete ?? 0,
            containerSpeed: Double(ctx?.containerView.layer.speed ?? 1), containerTimeOffset: ctx?.containerView.layer.timeOffset ?? 0,
            interruptible: interruptible,
            presenterViewSuperview: presenterView?.superview.map { id(of: $0) },
            presenterViewInWindow: presenterView?.window != nil,
            clockIdle: clock.nextDeadlineNanoseconds == nil,
            animating: isAnimating(),
            interactorPendingEnd: interactor?.pendingEnd,
            // An interactor the app keeps from one transition to the next has the last one's mode until it starts
            // driving this one: not started for this transition.
            driveMode: interactor.map { $0.context === ctx ? "\($0.driveMode)" : "notStarted" },
            completionVelocity: abs(ctx?.signedCompletionVelocity ?? 1), completionCurve: "\(ctx?.completionCurve ?? .easeInOut)",
            interactorCompletionSpeed: interactor.map { Double($0.completionSpeedInEffect) },
            touchesDown: scene.window.touchDelivery.touchesDown.count)
    }

    private func isAnimating() -> Bool {
        if scene.window.allViewsInTree.contains(where: { $0.layer.hasAnimations }) { return true }
        if let container = context?.containerView, container.window == nil {
            return container.allViewsInTree.contains { $0.layer.hasAnimations }
        }
        return false
    }

    // MARK: Snapshots

    /// The scene now: every view in the window, every other view seen so far, and the view controllers.
    package func snapshot() -> SceneSnapshot {
        pathsStale = true
        var views: [ViewSnapshot] = []
        var seen = Set<ObjectIdentifier>()
        let visible = ScreenVisibility.visibleViews(in: scene.window)
        // The content of navigation bars, toolbars and tab bars is UIKit's chrome, which it remakes as their items change
        // (a push shows a back button): not the transition's views, wherever a view is found (a bar's view the recorder
        // named during one transition would otherwise show up in the next state alone: the third bug sample's F1).
        func add(_ view: UIView, inWindow: Bool) {
            guard !view.isBarContent, seen.insert(ObjectIdentifier(view)).inserted else { return }
            var snapshot = viewSnapshot(view, inWindow: inWindow)
            snapshot.isVisible = inWindow && visible.views.contains(ObjectIdentifier(view))
            snapshot.isBackgroundVisible = inWindow && visible.backgrounds.contains(ObjectIdentifier(view))
            snapshot.isListCell = view.isListCell
            snapshot.isContainerBar = view.isContainerBar
            views.append(snapshot)
        }
        for view in scene.window.allViewsInTree { add(view, inWindow: true) }
        // UIView controllers' views outside the window (the presented view before its presentation).
        for vc in scene.viewControllers where vc.isViewLoaded {
            for view in vc.view.allViewsInTree { add(view, inWindow: view.window != nil) }
        }
        // The views named so far that are out of the window (a view a transition removed).
        var index = 0
        while index < known.count {
            let view = known[index]
            add(view, inWindow: view.window != nil)
            index += 1
        }
        let viewControllers = scene.viewControllers.map { vc in
            var snapshot = viewControllerSnapshot(vc)
            snapshot.viewVisible = vc.isViewLoaded && visible.views.contains(ObjectIdentifier(vc.view))
            return snapshot
        }
        var snapshot = SceneSnapshot(time: clock.now, views: views, viewControllers: viewControllers)
        snapshot.staleStatusBar = staleStatusBar()
        return snapshot
    }

    /// The window's status bar when it shows what its deciding view controllers no longer answer, or when they are not
    /// those UIKit asked last.
    func staleStatusBar() -> StaleStatusBar? {
        guard let stale = scene.window.staleStatusBar else { return nil }
        return StaleStatusBar(
            shown: stale.shown.description, answer: stale.answer.description, decidedBy: name(of: stale.decider),
            formerlyDecidedBy: stale.formerDecider.map { name(of: $0) },
            lastAsked: stale.lastAsked.map { "\($0.reason), \(Scenario.format($0.time)) s" })
    }

    private func viewSnapshot(_ view: UIView, inWindow: Bool) -> ViewSnapshot {
        let superview = view.superview
        let index = superview?.subviews.firstIndex { $0 === view } ?? 0
        return ViewSnapshot(
            id: id(of: view), name: view.name, superview: superview.map { id(of: $0) }, index: index, inWindow: inWindow,
            snapshotOf: view.snapshotSourceName, isAnimating: view.layer.hasAnimations,
            properties: [
                PropertyValue(name: "frame", value: CheckFormat.rect(view.frame)),
                PropertyValue(name: "transform", value: CheckFormat.transform(view.transform3D)),
                PropertyValue(name: "alpha", value: CheckFormat.number(view.alpha)),
                PropertyValue(name: "isHidden", value: "\(view.isHidden)"),
                PropertyValue(name: "cornerRadius", value: CheckFormat.number(view.cornerRadius)),
                PropertyValue(name: "backgroundColor", value: CheckFormat.color(view.backgroundColor)),
                PropertyValue(name: "masksToBounds", value: "\(view.clipsToBounds)"),
                PropertyValue(name: "isUserInteractionEnabled", value: "\(view.isUserInteractionEnabled)"),
                PropertyValue(name: "layer.speed", value: CheckFormat.number(CGFloat(view.layer.speed))),
                PropertyValue(name: "layer.timeOffset", value: CheckFormat.number(view.layer.timeOffset)),
                PropertyValue(name: "layer.beginTime", value: CheckFormat.number(view.layer.beginTime)),
            ])
    }

    private func viewControllerSnapshot(_ vc: UIViewController) -> ViewControllerSnapshot {
        let start = appearanceStart[ObjectIdentifier(vc)] ?? vc.appearanceCallbacks.count
        return ViewControllerSnapshot(
            name: name(of: vc), presentedViewController: vc.presentedViewController.map { name(of: $0) },
            presentingViewController: vc.presentingViewController.map { name(of: $0) },
            hasPresentationController: vc.presentationController != nil, parent: vc.parent.map { name(of: $0) },
            navigationStack: (vc as? UINavigationController)?.viewControllers.map { name(of: $0) },
            selectedTab: (vc as? UITabBarController)?.selectedViewController.map { name(of: $0) },
            appearance: "\(vc.appearanceState)", isBeingPresented: vc.isBeingPresented, isBeingDismissed: vc.isBeingDismissed,
            hasTransitionCoordinator: vc.transitionCoordinator != nil, viewInWindow: vc.window != nil,
            appearanceCallbacks: vc.appearanceCallbacks.dropFirst(start).map { $0.kind.rawValue })
    }

    // MARK: The record

    /// The record of the transition under check as it stands now, with `after` as its final scene.
    /// The caller adds what only it knows (the follow-up transition, the gesture releases).
    package func record(
        subject: String, scenario: Scenario, before: SceneSnapshot, after: SceneSnapshot,
        interactor: UIPercentDrivenInteractiveTransition?, requestEnd: Int?, afterRequest: Probe?
    ) -> TransitionRecord {
        let pictures = endPictures()
        var record = TransitionRecord(
            // UIKit's own animator (no animator vended) is not wrapped: its duration is the context's.
            subject: subject, scenario: scenario, duration: duration > 0 ? duration : (context?.transitionDuration ?? 0),
            initiallyInteractive: context?.initiallyInteractive ?? false, interruptible: context?.isInterruptible ?? false,
            customCompletionTiming: interactor.map { $0.timingCurve != nil } ?? calls.contains { $0.probe.isInteractive }, calls: calls, before: before, after: after,
            roles: roles(), answers: answers, completed: context?.phase == .completed, observedFor: after.time - before.time,
            endedIdle: clock.nextDeadlineNanoseconds == nil, persistentViewNames: scene.persistentViewNames.sorted(),
            loadedBeforeAnimator: loadedBeforeAnimator + loadedWithViewControllers(), followUp: nil, requestEnd: requestEnd,
            afterRequest: afterRequest, bystanderWrites: bystanderWrites, pictureAtLastFrame: pictures?.lastFrame,
            pictureAfterEnd: pictures?.afterEnd, startJumps: namedStartJumps())
        if record.animatorRetimedByTheCode { record.customCompletionTiming = true }
        record.viewsAddedByOtherHandlers = viewsAddedByOtherHandlers.sorted()
        return record
    }

    /// Ids of the views the transition's view controllers had right after their `viewDidLoad`: theirs whether or not an
    /// animator was called first (UIKit's own, unwrapped; an interactor that calls its own `animateTransition`).
    private func loadedWithViewControllers() -> [String] {
        guard let context else { return [] }
        return [UITransitionContextViewControllerKey.from, .to].flatMap { key in
            (context.viewController(forKey: key)?.viewsLoadedWithView ?? []).compactMap { $0.object.map { id(of: $0) } }
        }
    }

    /// Ids of the views in the transition's view controllers' trees when the animator was first called.
    private(set) var loadedBeforeAnimator: [String] = []
    private var capturedLoadedViews = false

    /// Remembers the view controllers' own views, once, before the animator changes anything.
    func captureLoadedViews(_ transitionContext: any UIViewControllerContextTransitioning) {
        pathsStale = true
        guard armed, !capturedLoadedViews else { return }
        capturedLoadedViews = true
        for key in [UITransitionContextViewControllerKey.from, .to] {
            guard let controller = transitionContext.viewController(forKey: key), controller.isViewLoaded else { continue }
            loadedBeforeAnimator += controller.view.allViewsInTree.map { id(of: $0) }
        }
    }

    // MARK: Roles

    /// The roles of the transition's views, by id, as they were when it started.
    func roles() -> TransitionRoles {
        pathsStale = true
        var roles = rolesAtStart ?? computeRoles()
        roles.presentationControllerViews = presentationControllerViews.map { id(of: $0) }
        return roles
    }

    private func computeRoles() -> TransitionRoles {
        let ctx = context
        let from = ctx?.viewController(forKey: .from)
        let to = ctx?.viewController(forKey: .to)
        var removesPresenter = false
        if let presented = scene.presented, let controller = presented.presentationController {
            removesPresenter = controller.shouldRemovePresentersView
        }
        return TransitionRoles(
            container: ctx.map { id(of: $0.containerView) },
            fromView: ctx?.view(forKey: .from).map { id(of: $0) }, toView: ctx?.view(forKey: .to).map { id(of: $0) },
            fromViewController: from.map { name(of: $0) }, toViewController: to.map { name(of: $0) },
            fromViewControllerView: from.flatMap { $0.isViewLoaded ? id(of: $0.view) : nil },
            toViewControllerView: to.flatMap { $0.isViewLoaded ? id(of: $0.view) : nil },
            presenterRootView: presenterRootView.map { id(of: $0) },
            presentedView: scene.presented.flatMap { $0.isViewLoaded ? id(of: $0.view) : nil },
            presentationControllerViews: presentationControllerViews.map { id(of: $0) },
            removesPresenterView: removesPresenter)
    }
}
