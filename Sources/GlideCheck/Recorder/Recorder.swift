import Foundation
import GlideTransitions

/// Observes one scenario: every context that is created, the calls on the transition under check,
/// the state after each call, and snapshots of the scene.
///
/// The recorder listens where the engine announces things (`TransitionContext.didCreate`, the
/// context's `onEvent`), wraps the animator the delegate vends (``RecordingAnimator``), and is told of
/// the scenario's own calls by the runner. Views get stable ids in the order the recorder first sees
/// them, and it keeps them alive for the scenario, so that an id never names two views.
@MainActor
final class Recorder {
    let clock: ManualClock
    let scene: CheckScene
    /// The most calls one transition records; an animator that loops forever is cut off here.
    static let callLimit = 20_000

    /// The context of the transition under check, once created.
    private(set) var context: TransitionContext?
    /// The context the animator was handed in `animateTransition` (normally the engine's own).
    var animatorContext: (any UIViewControllerContextTransitioning)?
    /// The interactor driving the transition under check.
    var interactor: UIPercentDrivenInteractiveTransition?
    private(set) var calls: [RecordedCall] = []
    private(set) var began: Double = 0
    /// True from the request of the transition under check until the runner stops observing.
    private(set) var armed = false
    var answers: ContextAnswers?
    var duration: Double = 0
    /// Views the presentation controller added, across the setup presentation and the transition.
    private(set) var presentationControllerViews: [UIView] = []
    private(set) var presenterRootView: UIView?

    private var ids: [ObjectIdentifier: String] = [:]
    private var known: [UIView] = []
    private var viewControllerNames: [ObjectIdentifier: String] = [:]
    private var namedViewControllers: [UIViewController] = []
    private var windowViewsAtCreation: Set<ObjectIdentifier> = []
    private var appearanceStart: [ObjectIdentifier: Int] = [:]
    private var previousDidCreate: ((TransitionContext) -> Void)?
    private var installed = false
    private var rolesAtStart: TransitionRoles?

    init(clock: ManualClock, scene: CheckScene) {
        self.clock = clock
        self.scene = scene
        // The scene's view controllers are named first, in the scene's order (the root before the one pushed).
        for vc in scene.viewControllers { _ = name(of: vc) }
    }

    // MARK: Hooks

    /// Starts listening for contexts (chaining any listener already installed).
    func install() {
        guard !installed else { return }
        installed = true
        previousDidCreate = TransitionContext.didCreate
        TransitionContext.didCreate = { [weak self] context in
            self?.contextCreated(context)
            self?.previousDidCreate?(context)
        }
    }

    /// Stops listening and restores the previous listener.
    func uninstall() {
        guard installed else { return }
        installed = false
        TransitionContext.didCreate = previousDidCreate
        previousDidCreate = nil
        context?.onEvent = nil
    }

    /// Marks the start of the transition under check: the next context created is the one to record.
    func arm(operation: CheckOperation) {
        armed = true
        began = clock.now
        for vc in scene.viewControllers { appearanceStart[ObjectIdentifier(vc)] = vc.appearanceCallbacks.count }
        note(.begin(operation))
    }

    /// Stops recording calls (the follow-up transition is not part of the record).
    func disarm() {
        armed = false
        context?.onEvent = nil
    }

    private func contextCreated(_ ctx: TransitionContext) {
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
    func note(_ call: ObservedCall) {
        guard armed, calls.count < Self.callLimit else { return }
        calls.append(RecordedCall(time: clock.now - began, call: call, probe: probe()))
    }

    /// The stable id of `view`.
    func id(of view: UIView) -> String {
        let key = ObjectIdentifier(view)
        if let id = ids[key] { return id }
        let id = "\(view.name)#\(known.count)"
        ids[key] = id
        known.append(view)
        return id
    }

    /// The stable name of `vc` in this scene: its ``UIViewController/restorationIdentifier`` or type, and for a
    /// second or later view controller of the same name "#2", "#3"…, so that two view controllers of one class
    /// (a plain `UIViewController` root and the plain one pushed on it) are not taken for one another.
    func name(of vc: UIViewController) -> String {
        let key = ObjectIdentifier(vc)
        if let name = viewControllerNames[key] { return name }
        let base = vc.name
        let sameName = namedViewControllers.filter { $0.name == base }.count
        let name = sameName == 0 ? base : "\(base)#\(sameName + 1)"
        viewControllerNames[key] = name
        namedViewControllers.append(vc)
        return name
    }

    /// The state of the transition under check now.
    func probe() -> Probe {
        let ctx = context
        var interruptible: InterruptibleProbe?
        if let animator = ctx?.interruptibleAnimator {
            interruptible = InterruptibleProbe(
                state: "\(animator.state)", isRunning: animator.isRunning, isReversed: animator.isReversed,
                fractionComplete: animator.fractionComplete, pausesOnCompletion: animator.pausesOnCompletion,
                scrubsLinearly: animator.scrubsLinearly)
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
            driveMode: interactor.map { "\($0.driveMode)" },
            completionVelocity: abs(ctx?.signedCompletionVelocity ?? 1), completionCurve: "\(ctx?.completionCurve ?? .easeInOut)",
            interactorCompletionSpeed: interactor.map { Double($0.completionSpeedInEffect) })
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
    func snapshot() -> SceneSnapshot {
        var views: [ViewSnapshot] = []
        var seen = Set<ObjectIdentifier>()
        let visible = ScreenVisibility.visibleViews(in: scene.window)
        func add(_ view: UIView, inWindow: Bool) {
            guard seen.insert(ObjectIdentifier(view)).inserted else { return }
            var snapshot = viewSnapshot(view, inWindow: inWindow)
            snapshot.isVisible = inWindow && visible.contains(ObjectIdentifier(view))
            views.append(snapshot)
        }
        for view in scene.window.allViewsInTree { add(view, inWindow: true) }
        // UIView controllers' views outside the window (the presented view before its presentation).
        for vc in scene.viewControllers where vc.isViewLoaded {
            for view in vc.view.allViewsInTree { add(view, inWindow: view.window != nil) }
        }
        var index = 0
        while index < known.count {
            let view = known[index]
            add(view, inWindow: view.window != nil)
            index += 1
        }
        return SceneSnapshot(time: clock.now, views: views, viewControllers: scene.viewControllers.map(viewControllerSnapshot))
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
    func record(
        subject: String, scenario: Scenario, before: SceneSnapshot, after: SceneSnapshot,
        interactor: UIPercentDrivenInteractiveTransition?, requestEnd: Int?, afterRequest: Probe?
    ) -> TransitionRecord {
        TransitionRecord(
            // UIKit's own animator (no animator vended) is not wrapped: its duration is the context's.
            subject: subject, scenario: scenario, duration: duration > 0 ? duration : (context?.transitionDuration ?? 0),
            initiallyInteractive: context?.initiallyInteractive ?? false, interruptible: context?.isInterruptible ?? false,
            customCompletionTiming: interactor?.timingCurve != nil, calls: calls, before: before, after: after,
            roles: roles(), answers: answers, completed: context?.phase == .completed, observedFor: after.time - before.time,
            endedIdle: clock.nextDeadlineNanoseconds == nil, persistentViewNames: scene.persistentViewNames.sorted(),
            loadedBeforeAnimator: loadedBeforeAnimator, followUp: nil, requestEnd: requestEnd, afterRequest: afterRequest)
    }

    /// Ids of the views in the transition's view controllers' trees when the animator was first called.
    private(set) var loadedBeforeAnimator: [String] = []
    private var capturedLoadedViews = false

    /// Remembers the view controllers' own views, once, before the animator changes anything.
    func captureLoadedViews(_ transitionContext: any UIViewControllerContextTransitioning) {
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
