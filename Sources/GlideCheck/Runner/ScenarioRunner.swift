import Foundation
import GlideObjectiveC
import GlideUIKitCore

/// Why a scenario could not be run at all (its setup failed, or the transition never started).
public struct ScenarioError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public var scenario: Scenario
    public var reason: String
    /// True when the scenario does not apply to this subject (an interactive scenario of an
    /// ``CheckInteraction/asVended`` check whose app vends nothing Glide can drive): counted in
    /// ``CheckReport/notApplicable``, not an error.
    public var notApplicable = false
    public var description: String { "\(scenario): \(reason)" }
}

/// Runs scenarios against a subject, each on a fresh scene and a fresh manual clock, and returns what
/// the recorder saw.
///
/// Time moves only when a scenario says so: an `update` is followed by one display frame, `wait`
/// advances the clock, and once the steps are done the clock runs until the transition completed and
/// nothing is scheduled (or ``settleLimit`` seconds passed). The recorder probes the state after every
/// scheduled task, so "for the whole transition" means at every instant something changed.
@MainActor
public struct ScenarioRunner {
    public var subject: TransitionSubject
    /// The display frame, in seconds: an update takes one.
    public var frameInterval: Double
    /// How long, in clock seconds after the last step, the runner waits for the transition to complete.
    public var settleLimit: Double
    /// Called with the scene's window just before the operation is asked for (`true`) and once it has
    /// settled (`false`): GlideReports draws the screens of a check's HTML report here.
    public var onScreen: (@MainActor (_ before: Bool, _ window: UIWindow) -> Void)?
    /// Called as ``onScreen`` is, with `id`, which gives a view's id as the scenario's evidence names it
    /// (``Evidence/view``), or nil for a view the checker has not named: GlideReports outlines the
    /// evidence's view by it.
    public var onNamedScreen: (@MainActor (_ before: Bool, _ window: UIWindow, _ id: @escaping @MainActor @Sendable (UIView) -> String?) -> Void)?
    /// The longest completion the runner waits for, in clock seconds.
    static let longestCompletion = 3600.0
    /// How long the runner waits after a scenario's ``Scenario/prelude`` before taking the scene's state, in clock
    /// seconds: long enough for what the touches started (an app's zoom or chrome animation, usually 0.2–0.4 s) to end.
    static let preludeSettle = 1.0
    /// Whether an interactive scenario drives an interaction controller the app vended for a transition no gesture
    /// began, although the app's own code does not drive it (on iOS it waits for a gesture: 32). False for what the
    /// check explores; true for a scenario the user names (``TransitionCheck/violations(of:)``): it runs as asked.
    public var drivesUndrivenVendedInteractor = false

    public init(subject: TransitionSubject, frameInterval: Double = 1.0 / 60, settleLimit: Double = 30) {
        self.subject = subject
        self.frameInterval = frameInterval
        self.settleLimit = settleLimit
    }

    /// Runs `scenario` and returns its record, or why it could not run.
    public func run(_ scenario: Scenario) -> Result<TransitionRecord, ScenarioError> {
        GlideCrashNote.activity("\(subject.name)'s scenario \(scenario)")
        let objects = SceneObjects()
        let result = runOnce(scenario, noting: objects)
        // Invariant 38: what of the dropped scene is still alive. Judged only after a scenario whose clock ended idle
        // (an animation still due would hold its closures) and that left no transition in flight for the check to
        // end, and only for what the same scenario's scene, made and dropped again, did not use itself.
        guard case .success(var record) = result, record.endedIdle, objects.isJudged, objects.anyAlive else { return result }
        let again = SceneObjects()
        guard case .success(let second) = runOnce(scenario, noting: again), second.endedIdle, again.isJudged else { return result }
        record.leaked = objects.leaked(notUsedBy: again)
        return .success(record)
    }

    /// One run of `scenario` on a fresh scene and clock, both dropped when it returns; `objects` notes what they held.
    private func runOnce(_ scenario: Scenario, noting objects: SceneObjects) -> Result<TransitionRecord, ScenarioError> {
        let result = {
            let clock = ManualClock()
            defer { UIViewPropertyAnimator.letGo(runningOn: clock) }
            return clock.withCurrent { run(scenario, on: clock, noting: objects) }
        }()
        // The scene and its clock are gone: what the runtime's side tables kept for their objects goes with them, as on
        // iOS (in each object's deinit).
        RuntimeSideTables.releaseWhatDeallocatedObjectsHeld()
        return result
    }

    /// Lets the transitions a check began and no longer follows end, as they would with nobody touching the screen,
    /// before their scene is dropped: one left in flight on a clock nobody runs again would leave what the app keeps
    /// outside the scene (a shared transition object, as Hero's `Hero.shared`) mid-transition for the rest of the
    /// check, which no user can do. An interactive transition waiting on a percent-driven interactor is cancelled
    /// through it (as a gesture the system cancels would); then the clock runs until every one has completed (up to
    /// ``settleLimit``).
    package func windDown(_ contexts: [TransitionContext], clock: ManualClock) {
        guard contexts.contains(where: { $0.phase == .inFlight }) else { return }
        for context in contexts where context.phase == .inFlight && context.isInteractive {
            (context.interactor as? UIPercentDrivenInteractiveTransition)?.cancel()
        }
        let limit = clock.now + settleLimit
        while contexts.contains(where: { $0.phase == .inFlight }), let next = clock.nextDeadline, next <= limit {
            clock.advance(to: next)
        }
        // The work the last completion scheduled at that instant (a completion block's main-queue job).
        clock.advance(by: 0)
    }

    /// The delegates the recorder interposes in a scene, and what they vend.
    package struct InterposedDelegates {
        package let vending: InteractionVending
        let modal: RecordingTransitioningDelegate
        let navigation: RecordingNavigationDelegate
        let tabBar: RecordingTabBarDelegate
    }

    /// A fresh scene of the subject in `style` on `clock` (the ambient clock), with a recorder installed (the
    /// caller uninstalls it) and the recording delegates interposed (vending what the app's delegates vend),
    /// laid out and idle.
    package func prepareScene(style: CheckStyle, clock: ManualClock) -> (CheckScene, Recorder, InterposedDelegates) {
        let scene = subject.makeScene(clock, style)
        let recorder = Recorder(clock: clock, scene: scene)
        recorder.install()
        let vending = InteractionVending(recorder: recorder)
        vending.mode = .asVended
        let delegates = InterposedDelegates(
            vending: vending,
            modal: RecordingTransitioningDelegate(base: scene.transitioningDelegate, recorder: recorder, vending: vending),
            navigation: RecordingNavigationDelegate(base: scene.navigationDelegate, recorder: recorder, vending: vending),
            tabBar: RecordingTabBarDelegate(base: scene.tabBarDelegate, recorder: recorder, vending: vending))
        scene.presented?.interposedTransitioningDelegate = delegates.modal
        scene.navigationController?.interposedDelegate = delegates.navigation
        scene.tabBarController?.interposedDelegate = delegates.tabBar
        scene.window.layoutIfNeeded()
        clock.runUntilIdle(limit: 1)
        return (scene, recorder, delegates)
    }

    /// A fresh scene as ``prepareScene(style:clock:)`` makes it, with the second view controller shown when
    /// `shown` (by the style's forward operation, as ``prepareScene(style:clock:showing:)`` shows it); nil when
    /// that did not complete.
    package func prepareScene(style: CheckStyle, clock: ManualClock, shown: Bool) -> (CheckScene, Recorder, InterposedDelegates)? {
        prepareScene(style: style, clock: clock, showing: shown ? style.operations[0] : nil)
    }

    /// A fresh scene with `operation` (a forward one: present, push, select) done and settled, the state a
    /// backward operation starts from; nil when it did not complete.
    ///
    /// It is done as the app does it, animated: the app's own action when it has one, its delegate's
    /// animator, no interaction controller, the clock run until idle. A presentation animator can leave views
    /// the dismissal relies on (a dimming backdrop it installs and keeps), and on iOS a dismissal always
    /// follows the presentation the app made. When that animated operation does not complete (a broken
    /// forward animator, which the forward scenarios report), a fresh scene is set up without animation.
    package func prepareScene(style: CheckStyle, clock: ManualClock, showing operation: CheckOperation?) -> (CheckScene, Recorder, InterposedDelegates)? {
        guard let operation else { return prepareScene(style: style, clock: clock) }
        for animated in [true, false] {
            let prepared = prepareScene(style: style, clock: clock)
            let (scene, recorder, delegates) = prepared
            delegates.vending.mode = .replaced(nil)
            var contexts: [TransitionContext] = []
            let observation = TransitionContext.observeCreation { contexts.append($0) }
            perform(operation, scene: scene, animated: animated, asTheAppDoes: animated)
            observation.cancel()
            clock.runUntilIdle(limit: settleLimit)
            let settled = contexts.allSatisfy { $0.phase == .completed && !$0.transitionWasCancelled }
            if isShown(scene) && settled {
                scene.window.layoutIfNeeded()
                return prepared
            }
            recorder.uninstall()
        }
        return nil
    }

    /// ``run(_:)`` on `clock`, the ambient clock.
    private func run(_ scenario: Scenario, on clock: ManualClock, noting objects: SceneObjects) -> Result<TransitionRecord, ScenarioError> {
        func fail(_ reason: String) -> Result<TransitionRecord, ScenarioError> {
            .failure(ScenarioError(scenario: scenario, reason: reason))
        }
        // Whatever the outcome (a record, a scenario that does not apply once the operation began), no transition the
        // scenario began is left in flight when its scene is dropped (declared first: it runs after the recorder left).
        // Held weakly: a context holds its animator, which may be the app's local transitioning delegate, gone on iOS
        // once its transition ended (the fifth sample's F08); one still in flight is held by the engine.
        var begun: [Weak<TransitionContext>] = []
        // Invariant 38 notes the scene and the transitions of the scenario itself, from the set-up on (a discarded
        // first set-up, whose forward animator did not complete, is not the scenario's).
        let observation = TransitionContext.observeCreation {
            begun.append(Weak($0))
            if objects.isNoting { objects.note($0) }
        }
        // The scene lives until the transitions are wound down: Swift may release a local after its last use, and an
        // app's completion that runs then may need its window and navigation controller (MediaViewer's push).
        var keptScene: CheckScene?
        defer {
            observation.cancel()
            let contexts = begun.compactMap(\.object)
            // One the check must end is not the app's to let go of: invariant 38 does not judge the scenario.
            if contexts.contains(where: { $0.phase == .inFlight }) { objects.isJudged = false }
            withExtendedLifetime(keptScene) { windDown(contexts, clock: clock) }
        }

        // Setup: the state the operation starts from (a backward operation's: the forward one done, animated
        // as the app does it).
        guard let prepared = prepareScene(
            style: scenario.style, clock: clock, showing: scenario.operation.isForward ? nil : scenario.operation.inverse)
        else {
            return fail("setup: the \(scenario.operation.inverse) before the \(scenario.operation) did not complete")
        }
        var scene = prepared.0
        let (recorder, delegates) = (prepared.1, prepared.2)
        keptScene = scene
        defer {
            recorder.uninstall()
            objects.noteScreen(of: scene.window)
            for delegate in recorder.askedTransitioningDelegates { objects.note(delegate, as: "the transitioning delegate") }
        }
        objects.note(scene)
        objects.isNoting = true
        let vending = delegates.vending
        vending.mode = .replaced(nil)
        // The presented or pushed view controller's view loads during the operation, as in UIKit (its
        // viewDidLoad may rely on presentingViewController or navigationController being set).

        // The interactor, and what the gesture did before the transition started.
        var interactor: UIPercentDrivenInteractiveTransition?
        var vendedUndrivable: String?
        // Calls the app's own code made on the interactor it vended for a transition no gesture began.
        var appDroveVended = false
        var runnerCalling = false
        switch subject.interaction {
        case _ where scenario.touches != nil:
            // The app's own handlers start and drive the transition: follow what they ask of the
            // interactor its delegate vends.
            vending.mode = .asVended
            vending.onVend = { vended in
                guard let percent = vended as? UIPercentDrivenInteractiveTransition else { return }
                interactor = percent
                recorder.interactor = percent
                percent.callObserver = { [weak recorder] call in
                    switch call {
                    case let .update(p): recorder?.note(.interactorUpdate(Double(p)))
                    case .finish: recorder?.note(.interactorFinish)
                    case .cancel: recorder?.note(.interactorCancel)
                    case .pause: recorder?.note(.interactorPause)
                    }
                }
            }
        case .whatIf:
            if scenario.interactive {
                let made = subject.makeInteractor()
                made.remembersEndBeforeStart = true
                made.wantsInteractiveStart = scenario.wantsInteractiveStart
                interactor = made
                recorder.interactor = made
            }
            vending.mode = .replaced(interactor)
        case .asVended:
            if scenario.interactive && !scenario.wantsInteractiveStart {
                return .failure(ScenarioError(
                    scenario: scenario, reason: "the app's own interactor sets its wantsInteractiveStart", notApplicable: true))
            }
            if scenario.touches == nil, scenario.beforeStart.contains(where: \.isTerminal) {
                // UIKit drops a finish or cancel sent to its interactor before the transition started; whether the app's
                // handler can send one then is what touch exploration's quick flicks find out, through the handler.
                return .failure(ScenarioError(
                    scenario: scenario, reason: "an end before start is the app's gesture handler's to send", notApplicable: true))
            }
            vending.mode = .asVended
            if scenario.interactive {
                // The gesture's calls before the transition started reach the vended interactor inside
                // UIKit's request, before startInteractiveTransition(_:), as a quick flick's `.ended` does.
                vending.onVend = { [self] vended in
                    guard let percent = vended as? UIPercentDrivenInteractiveTransition else {
                        vendedUndrivable = String(describing: type(of: vended))
                        return
                    }
                    interactor = percent
                    recorder.interactor = percent
                    percent.callObserver = { _ in if !runnerCalling { appDroveVended = true } }
                    runnerCalling = true
                    for step in scenario.beforeStart { apply(step, interactor: percent, recorder: recorder, clock: clock, advancing: false) }
                    runnerCalling = false
                }
            }
        }

        if let prelude = scenario.prelude {
            // The user's touches before the gesture under check, unrecorded (the recorder is not armed yet), then time
            // for what they started (a zoom's animation) to settle.
            var begun: [TransitionContext] = []
            let observation = TransitionContext.observeCreation { begun.append($0) }
            play(prelude, in: scene, recorder: recorder, clock: clock)
            advance(by: Self.preludeSettle, clock: clock, recorder: recorder)
            observation.cancel()
            if !begun.isEmpty {
                windDown(begun, clock: clock)
                return .failure(ScenarioError(scenario: scenario, reason: "the touches played first began a transition", notApplicable: true))
            }
        }
        let before = recorder.snapshot()
        onScreen?(true, scene.window)
        onNamedScreen?(true, scene.window) { [recorder] view in recorder.knownId(of: view) }
        recorder.arm(operation: scenario.operation)
        if let interactor, case .whatIf = subject.interaction {
            for step in scenario.beforeStart { apply(step, interactor: interactor, recorder: recorder, clock: clock) }
        }
        let stackBefore = scene.navigationController?.viewControllers ?? []
        if let script = scenario.touches {
            // A screen of the presented one's class that the app's own handler makes and presents from the presenter
            // is the subject's from then on: recorded as the subject's is (its delegate asked through the recording
            // one), under its name (see adoptsAppsPresentation).
            if scenario.operation == .present, let subjectPresented = scene.presented, let presenter = scene.presenter {
                let presentedClass = type(of: subjectPresented)
                Presenter.willPresent = { [weak subjectPresented, weak presenter, weak recorder] next, source in
                    guard let subjectPresented, let presenter, let recorder, next !== subjectPresented,
                          type(of: next) == presentedClass, next.interposedTransitioningDelegate == nil,
                          Self.presents(from: source, as: presenter) else { return }
                    next.interposedTransitioningDelegate = delegates.modal
                    recorder.adopt(presented: next, as: recorder.nameTemplate(of: subjectPresented))
                }
            }
            play(script, in: scene, recorder: recorder, clock: clock)
            Presenter.willPresent = nil
        } else {
            perform(scenario.operation, scene: scene, animated: scenario.animated, asTheAppDoes: true)
        }
        let requestEnd = recorder.calls.count
        let afterRequest = recorder.probe()
        // The rest of the request's run-loop turn: an interactive push or pop starts here (UIKit's deferred
        // navigation transition), before the first step.
        advance(by: 0, clock: clock, recorder: recorder)
        // A touch script's gesture may be decided after its last frame (a single tap that waits for a double tap to
        // fail, 0.35 s after the lift on iOS), and a handler, like the app's code for a button, may ask for the
        // transition after an animation of its own: time goes on, as it does for the user, until one starts.
        waitForDelayedStart(clock: clock, recorder: recorder)
        vending.mode = .replaced(nil)
        vending.onVend = nil
        guard let context = recorder.context else {
            if scenario.touches != nil {
                return .failure(ScenarioError(scenario: scenario, reason: "the touches began no transition", notApplicable: true))
            }
            if let navigation = scene.navigationController, navigation.viewControllers.map(ObjectIdentifier.init) != stackBefore.map(ObjectIdentifier.init) {
                return fail("the \(scenario.operation) started no transition: the app's code changed the navigation stack without one (setViewControllers(_:animated: false) or the like)")
            }
            if [.selectTab, .selectBack].contains(scenario.operation), let tabs = scene.tabBarController {
                return fail(tabs.delegate == nil
                    ? "the tab bar controller has no delegate, so UIKit switched tabs at once, with no transition: there is nothing here to check (a transition needs the delegate's tabBarController(_:animationControllerForTransitionFrom:to:))"
                    : "the \(scenario.operation) did not start a transition: the tab bar controller's delegate vended no animator (UIKit switched tabs at once), or UIKit's rules refused the switch")
            }
            return fail("the \(scenario.operation) did not start a transition (UIKit's rules refused it, or the app's code asked for none)")
        }
        defer { interactor?.callObserver = nil }
        if scenario.touches != nil, !isSubjectsTransition(context, scenario.operation, scene: scene, stackBefore: stackBefore),
           !adoptsAppsPush(context, scenario.operation, scene: &scene, recorder: recorder, stackBefore: stackBefore),
           !adoptsAppsPresentation(context, scenario.operation, scene: &scene, recorder: recorder, delegates: delegates) {
            return .failure(ScenarioError(
                scenario: scenario, reason: "the touches began a transition other than the \(scenario.operation) under check", notApplicable: true))
        }
        if scenario.interactive, scenario.touches == nil, interactor == nil {
            let method = recorder.calls.lazy.compactMap { call -> String? in
                if case let .interactionControllerVended(method, _, _, _) = call.call { return method } else { return nil }
            }.first
            let reason = vendedUndrivable.map { "the app vended \($0), which only its own gesture handlers can drive (not a UIPercentDrivenInteractiveTransition)" }
                ?? "the app's delegate vended no interaction controller (\(method ?? "UIKit did not ask: no animator was vended")) for a \(scenario.operation) no gesture began: its gesture handlers start interactive ones (the touch scenarios play them)"
            return .failure(ScenarioError(scenario: scenario, reason: reason, notApplicable: true))
        }
        if case .asVended = subject.interaction, scenario.interactive, scenario.touches == nil, interactor != nil, !appDroveVended,
           !drivesUndrivenVendedInteractor {
            // On iOS only a gesture would move it: nothing does when a button asks, and the transition waits (32, in the
            // scenario without steps). Driving it here would check a path the app never takes (I05 of the seventh sample).
            return .failure(ScenarioError(
                scenario: scenario,
                reason: "the app vended an interaction controller for a \(scenario.operation) no gesture began and its code did not drive it: the matrix does not drive it in the app's place (on iOS only a gesture would; 32 reports a transition left waiting)",
                notApplicable: true))
        }
        if let interactor {
            runnerCalling = true
            for step in scenario.steps { apply(step, interactor: interactor, recorder: recorder, clock: clock) }
            runnerCalling = false
        }
        // Settle: until completed and idle, or the limit. A slow completion the app asked for (a small
        // completionSpeed: p · duration / speed can be a minute) is waited for, up to an hour of clock time.
        let remaining = context.signedCompletionVelocity < 0 ? context.percentComplete : 1 - context.percentComplete
        let due = remaining * context.transitionDuration / max(abs(context.signedCompletionVelocity), 1e-9)
        let limit = clock.now + max(settleLimit, min(Self.longestCompletion, 1.5 * due + 1))
        while context.phase != .completed || clock.nextDeadline != nil {
            guard let next = clock.nextDeadline, next <= limit else { break }
            clock.advance(to: next)
            recorder.note(.clockTask)
        }
        let after = recorder.snapshot()
        onScreen?(false, scene.window)
        onNamedScreen?(false, scene.window) { [recorder] view in recorder.knownId(of: view) }
        var record = recorder.record(
            subject: subject.name, scenario: scenario, before: before, after: after, interactor: interactor,
            requestEnd: requestEnd, afterRequest: afterRequest)
        recorder.disarm()
        if !subject.appInvariants.isEmpty {
            let outcome = AppScenarioOutcome(
                scene: scene, scenario: scenario, completed: record.completed, cancelled: record.completed && context.transitionWasCancelled)
            record.appFindings = subject.appInvariants.compactMap { invariant in
                invariant.check(outcome).map { TransitionRecord.AppFinding(id: invariant.id, message: $0) }
            }
        }

        // Follow-up: can the next transition begin? (Not a pop from a stack the app left with its root alone, as a
        // segue that replaces the stack does: there is nothing to pop.)
        let nothingToPop = scene.navigationController.map { $0.viewControllers.count < 2 } == true
            && nextOperation(scene, style: scenario.style) == .pop
        if record.completed, !nothingToPop {
            let nextOperation = self.nextOperation(scene, style: scenario.style)
            var began = false
            let observation = TransitionContext.observeCreation { _ in began = true }
            let shownBefore = isShown(scene)
            let mark = Presenter.warningCount
            perform(nextOperation, scene: scene, animated: false)
            observation.cancel()
            clock.runUntilIdle(limit: settleLimit)
            let completed = began && isShown(scene) != shownBefore
            record.followUp = TransitionRecord.FollowUp(
                operation: nextOperation, began: began, completed: completed,
                viewsInWindow: completed ? scene.window.allViewsInTree.map { recorder.id(of: $0) } : [],
                refusal: began ? nil : Presenter.warnings(since: mark).first)
            // The follow-up of a dismissal or pop shows the same view controller again; the user of the scenario is
            // left without it. Taken back out (without animation) before the screen is noted, so that what keeps it
            // alive then is its own cycle, not the screen the check put it back on (the fifth bug sample's f04: a
            // dismissed viewer whose animator keeps its context), while a screen the app keeps alive by a root cycle
            // no longer keeps it (the corpus's SlideMenu: its menu goes once dismissed).
            if completed, scenario.operation == .dismiss || scenario.operation == .pop {
                perform(scenario.operation, scene: scene, animated: false)
                clock.runUntilIdle(limit: settleLimit)
            }
        }
        return .success(record)
    }

    /// True when `context` is the scene's own `operation` (its presented or pushed view controller
    /// coming or going): the transition a touch scenario must begin to be a scenario of the subject.
    /// `stackBefore` is the navigation stack before the touches: a pop goes back to a view controller
    /// below the pushed one, a push comes from the top one (a push from the pushed view controller to a
    /// third is another transition).
    private func isSubjectsTransition(
        _ context: TransitionContext, _ operation: CheckOperation, scene: CheckScene, stackBefore: [UIViewController]
    ) -> Bool {
        let to = context.viewController(forKey: .to), from = context.viewController(forKey: .from)
        switch operation {
        case .present: return to != nil && to === scene.presented
        case .dismiss:
            // A presentation the presented screen makes (a card tapped open) has the same from-view controller.
            return from != nil && from === scene.presented && !(to != nil && to?.presentingViewController === from)
        case .push: return to != nil && to === scene.pushed && from === stackBefore.last
        case .pop:
            guard let to, from != nil, from === scene.pushed, let pushedIndex = stackBefore.firstIndex(where: { $0 === from }) else { return false }
            return stackBefore[..<pushedIndex].contains { $0 === to }
        case .selectTab, .selectBack:
            // A switch between two of the tab bar controller's tabs; a tab's screen that presents (a pull on a tab whose
            // handler performs a modal segue) begins another transition.
            guard let tabs = scene.tabBarController?.viewControllers, let to, let from, to !== from else { return false }
            return tabs.contains { $0 === to } && tabs.contains { $0 === from }
        }
    }

    /// A push the app's own gesture handler began with a new view controller of the class under check, from the top of
    /// the stack (a pull on the first screen that makes and pushes a new second one: the tenth sample's Q03): it is the
    /// push under check, with the new view controller taking the subject's place and name. True when it was adopted.
    private func adoptsAppsPush(
        _ context: TransitionContext, _ operation: CheckOperation, scene: inout CheckScene, recorder: Recorder,
        stackBefore: [UIViewController]
    ) -> Bool {
        guard operation == .push, let to = context.viewController(forKey: .to), let old = scene.pushed, to !== old,
              type(of: to) == type(of: old), context.viewController(forKey: .from) === stackBefore.last,
              !stackBefore.contains(where: { $0 === to || $0 === old }) else { return false }
        recorder.adopt(pushed: to, as: recorder.nameTemplate(of: old))
        scene.pushed = to
        return true
    }

    /// A presentation the app's own gesture handler began with a new view controller of the presented one's class, from
    /// the scene's presenter (a pull on a list that makes and presents a new detail screen): the presentation under
    /// check, with the new view controller taking the subject's place and name. The recorder took it as the app
    /// presented it (its delegate then asked through the recording one); the scene takes it here. True when it was
    /// adopted.
    private func adoptsAppsPresentation(
        _ context: TransitionContext, _ operation: CheckOperation, scene: inout CheckScene, recorder: Recorder,
        delegates: InterposedDelegates
    ) -> Bool {
        guard operation == .present, let to = context.viewController(forKey: .to), let old = scene.presented, to !== old,
              type(of: to) == type(of: old), to.interposedTransitioningDelegate === delegates.modal,
              recorder.scene.presented === to else { return false }
        scene.presented = to
        return true
    }

    /// True when `present` called on `source` presents from `presenter`: the presenter itself, the container it is in
    /// (UIKit presents from the container that defines the context), or a child view controller inside it (a card
    /// screen embedded in the list presents; UIKit walks up from the child to the same full-screen ancestor).
    private static func presents(from source: UIViewController, as presenter: UIViewController) -> Bool {
        let ancestors = { (start: UIViewController) in sequence(first: start, next: { $0.parent }) }
        return ancestors(presenter).contains { $0 === source } || ancestors(source).contains { $0 === presenter }
    }

    /// The operation that can come next in `scene`: back (dismiss, pop) when the second view controller
    /// is shown, forward (present, push) otherwise.
    package func nextOperation(_ scene: CheckScene, style: CheckStyle) -> CheckOperation {
        let operations = style.operations
        return isShown(scene) ? operations[1] : operations[0]
    }

    /// True when the second view controller is shown: presented, or pushed.
    package func isShown(_ scene: CheckScene) -> Bool {
        if let tabs = scene.tabBarController { return tabs.selectedIndex == 1 }
        if let navigation = scene.navigationController, let pushed = scene.pushed {
            return navigation.viewControllers.contains { $0 === pushed }
        }
        return scene.presented?.presentingViewController != nil
    }

    /// Plays `script` into the scene's window from now on, running what is due on the clock between
    /// frames, and notes each frame once the app's recognizers and handlers have run.
    package func play(_ script: TouchScript, in scene: CheckScene, recorder: Recorder, clock: ManualClock) {
        let watcher = GestureWatcher(recorder: recorder)
        let recognizers = watcher.watch(scene.window)
        defer { for recognizer in recognizers { recognizer.removeTarget(watcher, action: nil) } }
        let origin = clock.now
        let injected = script.injected(from: origin)
        var cancelled = false
        var lastFrameTime: Double?
        func cancelIfDue(before time: Double) {
            guard !cancelled, let at = script.systemCancel, origin + at <= time else { return }
            advance(by: origin + at - clock.now, clock: clock, recorder: recorder)
            scene.window.cancelAllTouches(at: clock.now)
            recorder.note(.touchesCancelledBySystem)
            cancelled = true
        }
        for (frame, scripted) in zip(injected, script.frames) {
            cancelIfDue(before: frame.time)
            // Frames at the same instant are one run-loop turn: nothing scheduled runs between them (a deferred
            // transition start, a layout pass), as UIKit handles the events queued in one turn together; unless the
            // frame comes in the next turn.
            if frame.time != lastFrameTime {
                advance(by: frame.time - clock.now, clock: clock, recorder: recorder)
            } else if scripted.nextTurn {
                // The next turn at the same instant: the main queue's jobs run (a handler's `Task`), and what they ask
                // for at the end of the turn waits for this frame's events.
                for _ in 0..<clock.runTurn() { recorder.note(.clockTask) }
            }
            lastFrameTime = frame.time
            // Touches the system cancelled stay cancelled: their later frames reach nobody.
            if cancelled { continue }
            scene.window.injectTouches(frame.contacts, at: frame.time)
            let described = scripted.contacts.map { "\($0.id) \($0.phase.rawValue) (\(Scenario.format($0.x)), \(Scenario.format($0.y)))" }
            recorder.note(.touchFrame(described.joined(separator: ", ")))
        }
        cancelIfDue(before: .infinity)
    }

    /// Starts `operation` in `scene`: with the app's own code for it (``TransitionSubject/actions``) when
    /// `asTheAppDoes` and `animated`, otherwise as Glide does (`present(_:animated:)` and kin).
    package func perform(_ operation: CheckOperation, scene: CheckScene, animated: Bool, asTheAppDoes: Bool = false) {
        if asTheAppDoes, animated, let action = subject.actions[operation] {
            action(scene)
            return
        }
        switch operation {
        case .present:
            if let presenter = scene.presenter, let presented = scene.presented { presenter.present(presented, animated: animated) }
        case .dismiss:
            scene.presented?.dismiss(animated: animated)
        case .push:
            if let pushed = scene.pushed { scene.navigationController?.pushViewController(pushed, animated: animated) }
        case .pop:
            scene.navigationController?.popViewController(animated: animated)
        case .selectTab, .selectBack:
            // UIKit's change of tab has no `animated:`: the delegate's animator runs whenever it vends one. A user changes
            // tabs by the bar, where UIKit asks the delegate's `tabBarController(_:shouldSelect:)` first (never for a
            // selection in code); an app whose bar does not show changes them by its own control, in code.
            guard let tabs = scene.tabBarController else { return }
            let index = operation == .selectTab ? 1 : 0
            if asTheAppDoes, animated, Self.tabBarShows(tabs, in: scene.window), tabs.tabBar.tapItem(at: index) { return }
            tabs.selectedIndex = index
        }
    }

    /// Whether `tabs`' bar shows its items in `window`, for a user to tap.
    package static func tabBarShows(_ tabs: UITabBarController, in window: UIWindow) -> Bool {
        guard tabs.tabBar.window === window else { return false }
        let shown = ScreenVisibility.visibleViews(in: window).views
        return tabs.tabBar.itemButtonViews.contains { shown.contains(ObjectIdentifier($0)) }
    }

    /// Takes `step` on `interactor`; `advancing` false takes no clock time (the steps a gesture took in
    /// the same turn as the request, before the transition started).
    private func apply(
        _ step: Step, interactor: UIPercentDrivenInteractiveTransition, recorder: Recorder, clock: ManualClock, advancing: Bool = true
    ) {
        switch step {
        case let .update(p):
            interactor.update(p)
            recorder.note(.interactorUpdate(p))
            if advancing { advance(by: frameInterval, clock: clock, recorder: recorder) }
        case .finish:
            interactor.finish()
            recorder.note(.interactorFinish)
        case .cancel:
            interactor.cancel()
            recorder.note(.interactorCancel)
        case .systemCancel:
            interactor.cancel()
            recorder.note(.interactorSystemCancel)
        case .pause:
            interactor.pause()
            recorder.note(.interactorPause)
        case let .completionSpeed(s):
            interactor.completionSpeed = s
            recorder.note(.interactorCompletionSpeed(s))
        case let .wait(seconds):
            if advancing { advance(by: seconds, clock: clock, recorder: recorder) }
        }
    }

    /// The longest time, in clock seconds, between the app's request (or a touch script's last frame) and the start of
    /// its transition: an app whose `dismiss(animated:)` (or the action that presents) runs an animation of its own
    /// first and asks UIKit for the transition in its completion; a single tap recognized once a double tap failed.
    static let longestDelayedStart = 2.0

    /// Runs the clock's work, while no transition has started, until one starts or ``longestDelayedStart`` seconds
    /// have passed: the app asked for the transition after an animation of its own (on iOS the request then comes
    /// from that animation's completion, and the transition starts there).
    private func waitForDelayedStart(clock: ManualClock, recorder: Recorder) {
        let end = clock.nowNanoseconds + nanoseconds(Self.longestDelayedStart)
        while recorder.context == nil, let next = clock.nextDeadlineNanoseconds, next <= end {
            clock.advance(toNanoseconds: next)
            recorder.note(.clockTask)
        }
    }

    /// Advances `seconds`, running each scheduled task in turn and probing after it.
    private func advance(by seconds: Double, clock: ManualClock, recorder: Recorder) {
        let end = clock.nowNanoseconds + nanoseconds(max(0, seconds))
        while let next = clock.nextDeadlineNanoseconds, next <= end {
            clock.advance(toNanoseconds: next)
            recorder.note(.clockTask)
        }
        clock.advance(toNanoseconds: end)
    }
}

/// Notes when a continuous gesture recognizer that began ends, once the app's handlers for it have run (it is told
/// after every target, also one the app adds while the gesture runs): what invariant 27 reads in a touch scenario.
@MainActor
final class GestureWatcher {
    weak var recorder: Recorder?
    private var begun: Set<ObjectIdentifier> = []

    init(recorder: Recorder) {
        self.recorder = recorder
    }

    /// Watches every recognizer in `window` with an app handler, and returns every recognizer it added a target to.
    /// A scroll view's own pan with no target but the scroll view has no app handler whose end is judged; what its
    /// scrolling changes through the app's scroll-view delegate (a page bar that pages a viewer and adds its page) is
    /// still told apart from the transitions' changes.
    func watch(_ window: UIWindow) -> [UIGestureRecognizer] {
        let all = GestureRecognizers.all(in: window)
        // What each recognizer's handlers change is told apart only where another recognizer could be a bystander.
        let attributes = all.count > 1
        var watched: [UIGestureRecognizer] = []
        for recognizer in all {
            let ownPan = GestureRecognizers.isOwnPanOnly(recognizer)
            if ownPan, !attributes { continue }
            if attributes {
                recognizer.addLeadingTarget(self, action: Selector(GestureWatcher.beforeHandlers(_:), name: "beforeHandlers:"))
            }
            recognizer.addTrailingTarget(self, action: ownPan
                ? Selector(GestureWatcher.afterScrolling(_:), name: "afterScrolling:") : Selector(GestureWatcher.action(_:), name: "action:"))
            watched.append(recognizer)
        }
        return watched
    }

    /// The views' values and the transitions' activity before a recognizer's handlers run.
    private var valuesBeforeHandlers: [ObjectIdentifier: (values: [ObjectIdentifier: (view: UIView, values: Recorder.HandlerViewValues)], activity: UInt64)] = [:]

    func beforeHandlers(_ recognizer: UIGestureRecognizer) {
        guard let recorder else { return }
        valuesBeforeHandlers[ObjectIdentifier(recognizer)] = (recorder.handlerViewValues(), TransitionContext.activityCount)
    }

    private func noteHandlerRun(of recognizer: UIGestureRecognizer) {
        if let recorder, let start = valuesBeforeHandlers.removeValue(forKey: ObjectIdentifier(recognizer)) {
            recorder.noteHandlerRun(of: recognizer, from: start.values, drove: TransitionContext.activityCount != start.activity)
        }
    }

    /// After a scroll view's own pan moved it: what the app's scroll-view delegate changed meanwhile.
    func afterScrolling(_ recognizer: UIGestureRecognizer) {
        noteHandlerRun(of: recognizer)
    }

    func action(_ recognizer: UIGestureRecognizer) {
        noteHandlerRun(of: recognizer)
        switch recognizer.state {
        case .began:
            begun.insert(ObjectIdentifier(recognizer))
        case .ended, .cancelled, .failed:
            guard begun.remove(ObjectIdentifier(recognizer)) != nil else { return }
            let state = recognizer.state == .ended ? "ended" : recognizer.state == .cancelled ? "cancelled" : "failed"
            let view = recognizer.view.map { " on \(recorder?.id(of: $0) ?? String(describing: type(of: $0)))" } ?? ""
            recorder?.note(.gestureEnded(recognizer: "\(type(of: recognizer))\(view)", state: state))
        default:
            break
        }
    }
}
