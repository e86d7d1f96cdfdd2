import Foundation
import GlideUIKitCore

/// What one run of a ``Flow`` saw: the scene's state before the first action and after each one.
public struct FlowOutcome: Sendable, Hashable {
    public var flow: Flow
    /// `states[0]` before the first action, `states[i]` after action `i`.
    public var states: [FlowState]
    /// For an action whose touches the system cancelled (``FlowState/abandonedGesture``), by its 1-based index: the
    /// state the same touches left when lifted where the cancel came instead (``TouchScript/liftedWhereCancelled()``),
    /// when that began no transition. A difference they leave too is the app's doing after any such drag, not the
    /// cancel's (a page indicator the app fades once a scroll comes to rest).
    public var liftedStates: [Int: FlowState]

    public init(flow: Flow, states: [FlowState], liftedStates: [Int: FlowState] = [:]) {
        self.flow = flow
        self.states = states
        self.liftedStates = liftedStates
    }

    /// The first action (1-based) after which the scene hung in a transition, or was not as it should be after
    /// the transitions the action began, with what differed.
    ///
    /// What a state is compared with depends on how the action got there:
    /// - it began no transition (a scroll, a sheet dragged to another height, a tap that did nothing): the screen
    ///   is the user's to change, and nothing is compared, unless the system cancelled the app's own gesture
    ///   (a call comes in: UIKit's `.cancelled`), which abandons it: then the state before the action, as a
    ///   handler that ends a drag on `.ended` only leaves the screen where the finger was (reference B7); a
    ///   difference the same touches also leave when lifted where the cancel came (``liftedStates``) does not count;
    /// - its transitions ended where they began (cancelled, or refused): the state before the action, as a cancel
    ///   puts everything back;
    /// - they changed what is shown (a presentation or dismissal that completed): the first state that arrived
    ///   there the same way (the scene as it starts, for "not shown"), so what the user changed on the way does
    ///   not count, and what a cancel or an earlier transition left behind does; a state that is as the screen was
    ///   just before it was last left passes too (the user scrolled a list, then pushed and popped: iOS keeps the
    ///   scroll).
    ///
    /// What an action that began no transition changed stays the user's change in every later comparison: a view that
    /// is now as that action left it is no difference (a side menu its container's own pan opened, or a bar a swipe hid,
    /// on the pushed screen stays open or hidden after the pop, as on iOS: the tenth bug sample's k05). Of an abandoned
    /// gesture's changes, those the same touches also leave when lifted count so.
    public var failure: (step: Int, differences: [String])? {
        for (index, state) in states.enumerated() {
            if let why = state.unresponsive { return (index, [why]) }
            // A status bar left showing what its view controllers no longer answer, which the state before did not show.
            if index > 0, !state.inFlight, let stale = state.staleStatusBar, !stale.isLatent, stale != states[index - 1].staleStatusBar {
                return (index, [stale.summary])
            }
            if state.inFlight {
                let hang = "a transition was still in flight at \(Scenario.format(state.percentInFlight)) % once the clock ran out of work: nothing drives it"
                return (index, [hang])
            }
            guard index > 0, state.transitionsBegun > 0 || state.abandonedGesture else { continue }
            let previous = states[index - 1]
            let referenceIndex: Int?
            if previous.showsSameScreen(as: state) {
                referenceIndex = index - 1
            } else {
                referenceIndex = states.indices.prefix(index).first { i in
                    states[i].showsSameScreen(as: state) && !states[i].inFlight
                        && (i == 0 || (states[i].transitionsBegun > 0 && !states[i - 1].showsSameScreen(as: states[i])))
                }
                // A screen the user changed before leaving it (a list scrolled, then a push and a pop) comes back as
                // they left it, on iOS as here: the state just before it was left counts as well as its first arrival.
                let lastBeforeLeaving = states.indices.prefix(index - 1).last { i in
                    states[i].showsSameScreen(as: state) && !states[i].inFlight && !states[i + 1].showsSameScreen(as: state)
                }
                if let lastBeforeLeaving,
                   excludingUserChanges(state.differences(from: states[lastBeforeLeaving]), after: lastBeforeLeaving, before: index).isEmpty {
                    continue
                }
            }
            guard let referenceIndex else { continue }
            let reference = states[referenceIndex]
            var differences = excludingUserChanges(state.differences(from: reference), after: referenceIndex, before: index)
            // What another recognizer's handler changed while the action's transitions ran is the app's (a sheet resized
            // by its own pan), and a list's cells are the list's; where the action began no transition, the gesture's own
            // changes are what is judged, but for the list's cells (its own pan scrolled it). What nothing of shows, before or now, is no change the user finds, whatever
            // the action began (a side menu's background left scaled under the opaque screen by a system-cancelled pan:
            // the ninth bug sample's j03).
            if state.transitionsBegun > 0 {
                differences = state.excludingTheAppsOwnChanges(differences, reference: reference)
            } else if state.abandonedGesture {
                differences = state.excludingListCells(differences, reference: reference)
            }
            differences = state.excludingUnseenViews(differences, reference: reference)
            if state.abandonedGesture, let alsoLifted = liftedDifferences(at: index, from: reference) {
                differences.removeAll { alsoLifted.contains($0) }
            }
            if !differences.isEmpty { return (index, differences) }
        }
        return nil
    }

    /// `differences` without the views that are as an action after `start` and before `end` that began no transition
    /// left them: by place, the line that action's state had, or the view's absence where the action took it away (of
    /// an abandoned gesture, only what the same touches lifted also changed). The last such action for a place counts.
    func excludingUserChanges(_ differences: [String], after start: Int, before end: Int) -> [String] {
        // By place: the view's line after the user's last change of it, or nil where that change took it away.
        var userLines: [String: String?] = [:]
        for step in (start + 1)..<max(start + 1, end) where states[step].transitionsBegun == 0 {
            var changes = states[step].differences(from: states[step - 1])
            if states[step].abandonedGesture {
                guard let alsoLifted = liftedDifferences(at: step, from: states[step - 1]) else { continue }
                changes.removeAll { !alsoLifted.contains($0) }
            }
            let views = changes.compactMap(FlowViewLine.difference)
            let nowLines = Dictionary(views.filter(\.isNow).map { ($0.view.place, $0.body) }) { _, last in last }
            for gone in views where !gone.isNow && nowLines[gone.view.place] == nil { userLines[gone.view.place] = .some(nil) }
            for (place, line) in nowLines { userLines[place] = .some(line) }
        }
        guard !userLines.isEmpty else { return differences }
        let views = differences.compactMap(FlowViewLine.difference)
        let nowByPlace = Dictionary(views.filter(\.isNow).map { ($0.view.place, $0.body) }) { _, last in last }
        return differences.filter { line in
            // A place whose view is now as the user left it (there, with that line; or not there, where they took it away).
            guard let place = FlowViewLine.difference(line)?.view.place, let userLine = userLines[place] else { return true }
            return userLine != nowByPlace[place]
        }
    }

    /// What the touches of the abandoned gesture at `step`, lifted where the system cancelled them, changed from
    /// `reference` (``liftedStates``), where they left the same screen; nil otherwise.
    private func liftedDifferences(at step: Int, from reference: FlowState) -> Set<String>? {
        guard let lifted = liftedStates[step], lifted.showsSameScreen(as: states[step]) else { return nil }
        return Set(lifted.differences(from: reference))
    }
}

/// Runs flows against a subject: one scene, one manual clock, every action run to its end.
@MainActor
public struct FlowRunner {
    public var subject: TransitionSubject
    /// How long, in clock seconds, each action may take to settle.
    public var settleLimit: Double

    public init(subject: TransitionSubject, settleLimit: Double = 30) {
        self.subject = subject
        self.settleLimit = settleLimit
    }

    /// Runs `flow` on a fresh scene and clock; where it fails at or after touches the system cancelled, runs it again
    /// up to each such action with the touches lifted there instead (``FlowOutcome/liftedStates``).
    public func run(_ flow: Flow) -> FlowOutcome {
        GlideCrashNote.activity("\(subject.name)'s flow \(flow)")
        var outcome = runOnce(flow)
        var asked: Set<Int> = []
        while let found = outcome.failure {
            // (A failure before the first action, an unresponsive or hanging first screen, has no gesture before it.)
            let pending = outcome.states.indices.prefix(found.step + 1).filter { step in
                step > 0 && outcome.states[step].abandonedGesture && !asked.contains(step)
            }
            guard !pending.isEmpty else { break }
            for step in pending {
                asked.insert(step)
                guard case let .touches(script) = flow.actions[step - 1], let lifted = script.liftedWhereCancelled() else { continue }
                var counterpart = flow
                counterpart.actions = Array(flow.actions.prefix(step - 1)) + [.touches(lifted)]
                guard let end = runOnce(counterpart).states.last, end.transitionsBegun == 0, !end.inFlight else { continue }
                outcome.liftedStates[step] = end
            }
        }
        return outcome
    }

    private func runOnce(_ flow: Flow) -> FlowOutcome {
        let clock = ManualClock()
        return clock.withCurrent { run(flow, on: clock) }
    }

    private func run(_ flow: Flow, on clock: ManualClock) -> FlowOutcome {
        let runner = ScenarioRunner(subject: subject, settleLimit: settleLimit)
        var (scene, recorder, delegates) = runner.prepareScene(style: flow.style, clock: clock)
        defer { recorder.uninstall() }
        // The flow's transitions, held weakly (what a context holds, its animator, must go when the app lets it go).
        var contexts: [Weak<TransitionContext>] = []
        let observation = TransitionContext.observeCreation { contexts.append(Weak($0)) }
        defer {
            observation.cancel()
            // The scene lives until then: an app's completion that runs may need its window.
            withExtendedLifetime(scene) { runner.windDown(contexts.compactMap(\.object), clock: clock) }
        }
        func state() -> FlowState { Self.state(of: scene, runner: runner, recorder: recorder, transition: contexts.last?.object) }
        // The first screen as the user sees it before tapping: without what making the presented view controller added.
        var states = [Self.state(of: scene, runner: runner, recorder: recorder, transition: nil, only: scene.recognizersBeforePresented)]
        // Whether a presentation was begun already in this flow, by a button or by the app's own gesture.
        var presentedBefore = false
        // Whether a push was asked for already in this flow.
        var pushedBefore = false
        var keptDelegates: [AnyObject] = []
        for action in flow.actions {
            let begunBefore = contexts.count
            recorder.resetHandlerWrites()
            let applies = runner.nextOperation(scene, style: flow.style)
            let operation = action.operation(next: applies)
            // A button the screen does not show cannot be pressed (a shrunk flow that dismisses before anything was
            // presented would call the app's close action on a screen never loaded: the seventh sample's I04): the
            // flow ends here, judged on what it did so far.
            // A tab bar's tabs can all be tapped, whatever the touches before the tap selected.
            let tappedAfterTouches: Bool
            if case .buttonAfterTouches = action { tappedAfterTouches = true } else { tappedAfterTouches = false }
            if let operation, operation != applies, !tappedAfterTouches { break }
            let presents = operation == .present
            if presents, presentedBefore, let delegate = renewPresented(&scene, style: flow.style, recorder: recorder, delegates: delegates) {
                keptDelegates.append(delegate)
            }
            if operation == .push, pushedBefore, let delegate = renewPushed(&scene, recorder: recorder, delegates: delegates) {
                keptDelegates.append(delegate)
            }
            if operation == .push { pushedBefore = true }
            switch action {
            case let .button(operation):
                runner.perform(operation, scene: scene, animated: true, asTheAppDoes: true)
            case .next:
                // What applies now, found before the action (and before a renewed presented view controller).
                if let operation { runner.perform(operation, scene: scene, animated: true, asTheAppDoes: true) }
            case let .touches(script):
                runner.play(script, in: scene, recorder: recorder, clock: clock)
            case let .buttonDuringTouches(script, frames, operation):
                let (first, rest) = script.split(after: frames)
                runner.play(first, in: scene, recorder: recorder, clock: clock)
                // The button is on its screen: one the gesture's transition has made invisible (faded out, moved away)
                // cannot be tapped (the seventh sample's I05: a close button pressed on a screen at alpha 0), nor one
                // the held gesture's recognizer covers (the eighth sample's K09).
                if Self.buttonScreenShows(operation, in: scene), !Self.buttonScreenHeldByGesture(operation, in: scene) {
                    runner.perform(operation, scene: scene, animated: true, asTheAppDoes: true)
                }
                runner.play(rest, in: scene, recorder: recorder, clock: clock)
            case let .touchesDuringButton(operation, script, after):
                runner.perform(operation, scene: scene, animated: true, asTheAppDoes: true)
                clock.advance(by: after)
                runner.play(script, in: scene, recorder: recorder, clock: clock)
            case let .buttonAfterTouches(script, after, operation):
                runner.play(script, in: scene, recorder: recorder, clock: clock)
                clock.advance(by: after)
                if Self.buttonScreenShows(operation, in: scene), !Self.buttonScreenHeldByGesture(operation, in: scene) {
                    runner.perform(operation, scene: scene, animated: true, asTheAppDoes: true)
                }
            }
            clock.runUntilIdle(limit: settleLimit)
            var after = state()
            after.transitionsBegun = contexts.count - begunBefore
            for (view, properties) in recorder.bystanderWrites {
                after.bystanderWrites[Self.normalized(view), default: [:]].merge(properties) { _, new in new }
            }
            if case let .touches(script) = action, script.systemCancel != nil, !script.playsAScrollViewsOwnPan {
                after.abandonedGesture = true
            }
            if presents || (!(states.last?.shown ?? true) && after.transitionsBegun > 0) { presentedBefore = true }
            states.append(after)
        }
        withExtendedLifetime((delegates, keptDelegates)) {}
        return FlowOutcome(flow: flow, states: states)
    }

    /// Before a later presentation: the subject's new presented view controller (``TransitionSubject/makePresented``)
    /// in place of the scene's, when nothing is presented, with its own transitioning delegate or the scene's, and
    /// the check's recording delegate interposed. The check lets go of the old one first, as iOS has by then unless
    /// the app keeps it. Returns a delegate of its own, which the flow must hold (UIKit's `transitioningDelegate` is
    /// weak).
    private func renewPresented(_ scene: inout CheckScene, style: CheckStyle, recorder: Recorder, delegates: ScenarioRunner.InterposedDelegates) -> AnyObject? {
        guard let make = subject.makePresented,
              let (template, previous) = Self.release(\.presented, of: &scene, recorder: recorder, if: { $0.presentingViewController == nil })
        else { return nil }
        let next = make(scene, style)
        guard next !== previous.object else {
            scene.presented = next
            recorder.adopt(presented: next, as: nil)
            return nil
        }
        // The app's own delegate is read only where the check must give it its shared one (else when UIKit asks).
        var own: AnyObject?
        if let shared = scene.transitioningDelegate {
            own = next.transitioningDelegate
            if own == nil { next.transitioningDelegate = shared }
        }
        next.interposedTransitioningDelegate = delegates.modal
        scene.presented = next
        recorder.adopt(presented: next, as: template)
        return own
    }

    /// Before a later push: the subject's new pushed view controller (``TransitionSubject/makePushed``) in place of the
    /// scene's, when the old one is off the stack, with the navigation delegate made for it. The check lets go of the
    /// old one first: on iOS a popped screen is gone by the next push unless the app keeps it, and a navigation
    /// delegate it owned with it (the tenth sample's P04). Returns that delegate, which the flow must hold (UIKit's
    /// `delegate` is weak).
    private func renewPushed(_ scene: inout CheckScene, recorder: Recorder, delegates: ScenarioRunner.InterposedDelegates) -> AnyObject? {
        guard let make = subject.makePushed, let navigation = scene.navigationController,
              let (template, previous) = Self.release(\.pushed, of: &scene, recorder: recorder, if: { old in
                  !navigation.viewControllers.contains { $0 === old }
              })
        else { return nil }
        let (next, delegate) = make(scene)
        guard next !== previous.object else {
            scene.pushed = next
            recorder.adopt(pushed: next, as: nil)
            return nil
        }
        if let delegate {
            scene.navigationDelegate = delegate
            delegates.navigation.base = delegate
        }
        scene.pushed = next
        recorder.adopt(pushed: next, as: template)
        return delegate
    }

    /// The scene's view controller at `keyPath`, when `condition` holds for it, let go of by the scene and the recorder:
    /// its names (for the one that replaces it) and a weak reference to it. The strong reference ends with this call.
    private static func release(
        _ keyPath: WritableKeyPath<CheckScene, UIViewController?>, of scene: inout CheckScene, recorder: Recorder,
        if condition: (UIViewController) -> Bool
    ) -> (Recorder.NameTemplate, Weak<UIViewController>)? {
        guard let old = scene[keyPath: keyPath], condition(old) else { return nil }
        let template = recorder.nameTemplate(of: old)
        scene[keyPath: keyPath] = nil
        if keyPath == \CheckScene.pushed { recorder.releasePushed() } else { recorder.releasePresented() }
        recorder.releaseCompletedTransition()
        return (template, Weak(old))
    }

    /// The scene at rest: its view controllers, the views in its window, its recognizers, and the transition
    /// last begun if it is still in flight.
    /// The scene's state; with `only`, the recognizers compared are those among them.
    static func state(
        of scene: CheckScene, runner: ScenarioRunner, recorder: Recorder, transition: TransitionContext?, only: Set<ObjectIdentifier>? = nil
    ) -> FlowState {
        let snapshot = recorder.snapshot()
        var viewControllers: [String: String] = [:]
        for vc in snapshot.viewControllers {
            for (key, value) in vc.state where value != "-" { viewControllers["\(vc.name).\(key)"] = value }
        }
        let views = viewLines(snapshot)
        var recognizers: [String: Bool] = [:]
        for recognizer in GestureRecognizers.all(in: scene.window) {
            // Only a recognizer a finger can reach: one on a view left under an opaque screen (the tenth sample's P07:
            // the presenter's view a cancelled dismissal left under the presented one) takes no touch and shows nothing.
            guard let view = recognizer.view, !view.isBarContent, isReachable(view, in: scene.window),
                  only?.contains(ObjectIdentifier(recognizer)) ?? true
            else { continue }
            recognizers["\(type(of: recognizer)) on \(normalized(recorder.id(of: view)))"] = recognizer.isEnabled
        }
        if let navigation = scene.navigationController, let pop = navigation.interactivePopGestureRecognizer {
            recognizers["interactivePopGestureRecognizer"] = pop.isEnabled
        }
        let inFlight = transition?.phase == .inFlight
        var state = FlowState(
            shown: runner.isShown(scene), viewControllers: viewControllers, views: views, recognizers: recognizers,
            inFlight: inFlight, percentInFlight: inFlight ? (transition?.percentComplete ?? 0) * 100 : 0)
        state.screen = screen(of: scene.window)
        state.listCells = listCellKeys(snapshot)
        // By the view's place as its line names it (id in superview): a covered button is not seen because another
        // button shows on the screen above it (the ninth sample's M01).
        let key = lineKey(snapshot)
        state.seenViews = Set(snapshot.views.filter { $0.inWindow && $0.isVisible }.map { "\(key($0.id)) in \($0.superview.map(key) ?? "nil")" })
        state.unresponsive = unresponsiveReason(in: scene.window)
        state.staleStatusBar = snapshot.staleStatusBar
        return state
    }

    /// Whether a touch can reach `view` in `window`: some point of a 5 × 5 grid over its part of the window hit-tests
    /// to it or a view inside it.
    static func isReachable(_ view: UIView, in window: UIWindow) -> Bool {
        let frame = view.convert(view.bounds, to: window).intersection(window.bounds)
        guard !frame.isNull, frame.width > 0, frame.height > 0 else { return false }
        return GestureRecognizers.grid(over: frame, size: 5).contains { window.hitTest($0, with: nil)?.isDescendant(of: view) ?? false }
    }

    /// Why the app in `window` no longer responds, if it does not: a navigation controller whose back swipe began on its
    /// root waits for a pop that never comes (``UINavigationController/isWaitingForRootSwipePop``).
    static func unresponsiveReason(in window: UIWindow) -> String? {
        let waiting = window.viewControllersInTree.lazy.compactMap { $0 as? UINavigationController }.first { $0.isWaitingForRootSwipePop }
        return waiting.map { navigation in
            "the app stopped responding: the back swipe (interactivePopGestureRecognizer) began on "
                + "\(String(describing: type(of: navigation)))'s root view controller, which UIKit's own delegate for it "
                + "refuses and the app's let through; UIKit's navigation controller then waits for a pop that never comes "
                + "(signalapp/Signal-iOS#3540: refuse it in gestureRecognizerShouldBegin(_:) while viewControllers.count is 1)"
        }
    }

    /// What `window` shows, by view controller type: each container with what it shows, then each presented view
    /// controller in turn (see ``FlowState/screen``).
    static func screen(of window: UIWindow) -> [String] {
        func describe(_ controller: UIViewController) -> String {
            let name = String(describing: type(of: controller))
            if let navigation = controller as? UINavigationController {
                return name + "[" + navigation.viewControllers.map(describe).joined(separator: ", ") + "]"
            }
            if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                return name + "[\(tabs.selectedIndex): " + describe(selected) + "]"
            }
            return name
        }
        var lines: [String] = []
        var current = window.rootViewController
        while let controller = current {
            lines.append(describe(controller))
            current = controller.presentedViewController
        }
        return lines
    }

    /// The views in the window as a flow compares them: id (without its "#n" count) in superview, frame, transform,
    /// alpha as drawn, `isHidden`, sorted.
    static func viewLines(_ snapshot: SceneSnapshot) -> [String] {
        let key = lineKey(snapshot)
        return snapshot.views.filter(\.inWindow).map { view -> String in
            let properties = ["frame", "transform", "alpha", "isHidden"].map { name in
                "\(name) \((name == "alpha" ? view.value(name).map(drawnAlpha) : view.value(name)) ?? "-")"
            }.joined(separator: ", ")
            return "\(key(view.id)) in \(view.superview.map(key) ?? "nil"): \(properties)"
        }.sorted()
    }

    /// How a view's line names a view by its id: without its "#n" count; UIKit's transition container is made anew for
    /// each transition, and the app's code may hold it in a property (an animator's `containerView`) or not, so it is
    /// named by its type and the same place compares equal.
    static func lineKey(_ snapshot: SceneSnapshot) -> (String) -> String {
        let containers = Set(snapshot.views.filter { $0.name == "UITransitionView" }.map(\.id))
        return { id in containers.contains(id) ? "UITransitionView" : normalized(id) }
    }

    /// Whether some part of the screen that shows `operation`'s button shows now: the presented or pushed view
    /// controller's view for a dismissal or pop, the presenter's or the top of the stack's for a presentation or push
    /// (a tab bar's items always show).
    static func buttonScreenShows(_ operation: CheckOperation, in scene: CheckScene) -> Bool {
        if operation == .selectTab || operation == .selectBack { return true }
        guard let screen = buttonScreen(operation, in: scene) else { return false }
        let shown = ScreenVisibility.visibleViews(in: scene.window).views
        return screen.view.allViewsInTree.contains { shown.contains(ObjectIdentifier($0)) }
    }

    /// Whether a recognizer the finger holds (began or changed) covers the whole screen of `operation`'s button: on its
    /// view or an ancestor, with `cancelsTouchesInView` and room for another touch. A second finger on any button there
    /// becomes one of that gesture's touches, and the button gets no touch-up (the eighth sample's K09: a card's pan on
    /// its navigation controller's view, the Cancel button in that controller's bar).
    /// A tab's button is its item in the tab bar, when the bar shows (a pan on the tab bar controller's view holds it).
    static func buttonScreenHeldByGesture(_ operation: CheckOperation, in scene: CheckScene) -> Bool {
        let buttonView: UIView
        if operation == .selectTab || operation == .selectBack {
            guard let tabs = scene.tabBarController, ScenarioRunner.tabBarShows(tabs, in: scene.window) else { return false }
            buttonView = tabs.tabBar
        } else {
            guard let screen = buttonScreen(operation, in: scene) else { return false }
            buttonView = screen.view
        }
        return GestureRecognizers.all(in: scene.window).contains { recognizer in
            guard recognizer.isEnabled, recognizer.cancelsTouchesInView, recognizer.state == .began || recognizer.state == .changed,
                  let view = recognizer.view, buttonView.isDescendant(of: view) else { return false }
            let room = (recognizer as? UIPanGestureRecognizer)?.maximumNumberOfTouches ?? 1
            return recognizer.numberOfTouches < room
        }
    }

    /// The view controller whose screen holds `operation`'s button (nil when it has none, or its view is not loaded).
    private static func buttonScreen(_ operation: CheckOperation, in scene: CheckScene) -> UIViewController? {
        let screen: UIViewController?
        switch operation {
        case .dismiss: screen = scene.presented
        case .pop: screen = scene.pushed
        case .present: screen = scene.presenter
        case .push: screen = scene.navigationController?.topViewController
        case .selectTab, .selectBack: return nil
        }
        guard let screen, screen.isViewLoaded else { return nil }
        return screen
    }

    /// The ids, as ``viewLines(_:)`` writes them, of the table and collection view cells in the window and the views
    /// inside them.
    static func listCellKeys(_ snapshot: SceneSnapshot) -> Set<String> {
        let byId = Dictionary(snapshot.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func inACell(_ view: ViewSnapshot) -> Bool {
            var current: ViewSnapshot? = view
            var steps = 0
            while let each = current, steps < 64 {
                if each.isListCell { return true }
                current = each.superview.flatMap { byId[$0] }
                steps += 1
            }
            return false
        }
        return Set(snapshot.views.filter { $0.inWindow && inACell($0) }.map { normalized($0.id) })
    }

    /// An alpha as it draws: one above 1 draws as 1 (an app that writes `alpha + 0.4` shows the same screen).
    static func drawnAlpha(_ value: String) -> String {
        guard let alpha = Double(value), alpha > 1 else { return value }
        return CheckFormat.number(1)
    }

    /// A view's id without its "#n" count.
    static func normalized(_ id: String) -> String {
        guard let hash = id.lastIndex(of: "#"), id[id.index(after: hash)...].allSatisfy(\.isNumber), hash != id.startIndex else { return id }
        return String(id[..<hash])
    }

    /// The smallest flow found that still fails (fewer actions, then fewer touch frames), within `maxRuns` runs.
    public func shrink(_ flow: Flow, maxRuns: Int = 60) -> Flow {
        var current = flow
        var runs = 0
        func fails(_ candidate: Flow) -> Bool {
            runs += 1
            return run(candidate).failure != nil
        }
        var changed = true
        while changed, runs < maxRuns {
            changed = false
            for index in current.actions.indices.reversed() where current.actions.count > 1 && runs < maxRuns {
                var candidate = current
                candidate.actions.remove(at: index)
                if fails(candidate) {
                    current = candidate
                    changed = true
                    break
                }
            }
            if changed { continue }
            // Fewer frames: drop the moves of a touch script one at a time, from the end.
            for (index, action) in current.actions.enumerated() where runs < maxRuns {
                var candidate = current
                switch action {
                case let .touches(script):
                    guard let shorter = script.withoutOneMove() else { continue }
                    candidate.actions[index] = .touches(shorter)
                case let .touchesDuringButton(operation, script, after):
                    guard let shorter = script.withoutOneMove() else { continue }
                    candidate.actions[index] = .touchesDuringButton(operation, shorter, after: after)
                case let .buttonAfterTouches(script, after, operation):
                    guard let shorter = script.withoutOneMove() else { continue }
                    candidate.actions[index] = .buttonAfterTouches(shorter, after: after, operation: operation)
                default:
                    continue
                }
                if fails(candidate) {
                    current = candidate
                    changed = true
                    break
                }
            }
        }
        return current
    }
}

extension TouchScript {
    /// The script's first `frames` frames (and its system cancel if it comes by then), and the rest, timed
    /// from the last of those frames.
    func split(after frames: Int) -> (TouchScript, TouchScript) {
        let count = min(max(0, frames), self.frames.count)
        let head = Array(self.frames[..<count])
        let end = head.last?.time ?? 0
        let tail = self.frames[count...].map { Frame(time: $0.time - end, contacts: $0.contacts, nextTurn: $0.nextTurn) }
        let cancelEarly = systemCancel.map { $0 <= end } ?? false
        return (
            TouchScript(name: name + " (first \(count) frames)", recognizer: recognizer, frames: head, systemCancel: cancelEarly ? systemCancel : nil),
            TouchScript(name: name + " (the rest)", recognizer: recognizer, frames: tail, systemCancel: cancelEarly ? nil : systemCancel.map { $0 - end }))
    }

    /// The script without its last frame that only moves fingers, if it has one.
    func withoutOneMove() -> TouchScript? {
        guard let index = frames.lastIndex(where: { $0.contacts.allSatisfy { $0.phase == .moved } }) else { return nil }
        var copy = self
        copy.frames.remove(at: index)
        return copy
    }
}

