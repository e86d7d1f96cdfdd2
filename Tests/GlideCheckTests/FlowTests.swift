import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

@MainActor
struct FlowTests {
    private func check(_ detail: @escaping @MainActor (PullDownInteractor) -> UIViewController) -> TransitionCheck {
        TransitionCheck(
            presentation: {
                let home = InteractionHomeViewController(vending: .whileInteracting)
                let detail = detail(home.interactor)
                detail.modalPresentationStyle = .fullScreen
                detail.transitioningDelegate = home
                return (home, detail)
            },
            options: .init(runs: 0))
    }

    /// Every flow of a correct pull-down ends where it began: repeated, after gestures finished or cancelled,
    /// and with a button dismissal requested mid-gesture.
    @Test func aCorrectPullDownPassesEveryFlow() throws {
        let report = check { interactor in
            let detail = PullDownDetailViewController()
            detail.interactor = interactor
            return detail
        }.runFlows()
        #expect(report.flowCount > 10, "\(report.flowCount)")
        #expect(report.passed, "\(report.failures.prefix(3))")
    }

    /// The flag left set by a system-cancelled gesture hangs the next, button-driven dismissal: a flow
    /// failure, shrunk to the gesture and the button, with the hang; the single-transition check passes.
    @Test func aFlagLeftSetByACancelledGestureHangsTheNextTransition() throws {
        let flagLeftSet = check { interactor in
            // The handler cancels a system-cancelled gesture but leaves its "interacting" flag set: the next
            // dismissal, by the close button, is vended the interactor and hangs at 0 % (a stale interactor,
            // visible only a transition later).
            let detail = PullDownDetailViewController()
            detail.leavesFlagSetWhenCancelled = true
            detail.interactor = interactor
            return detail
        }
        var single = flagLeftSet
        single.options.flows = false
        #expect(try single.runNow().passed)
        let report = flagLeftSet.runFlows()
        let failure = try #require(report.failures.first, "no flow failed of \(report.flowCount)")
        #expect(failure.differences.contains { $0.contains("still in flight at 0 %") }, "\(failure)")
        #expect(failure.shrunk.actions.count <= 3, "\(failure.shrunk)")
        #expect(failure.shrunk.actions.contains {
            if case let .touches(script) = $0 { return script.systemCancel != nil } else { return false }
        }, "\(failure.shrunk)")
        #expect(report.failures.allSatisfy { failure in
            failure.shrunk.actions.contains { if case let .touches(script) = $0 { return script.systemCancel != nil } else { return false } }
                || failure.shrunk.actions.contains { if case let .buttonDuringTouches(script, _, _) = $0 { return script.systemCancel != nil } else { return false } }
        }, "\(report.failures.map(\.shrunk.name))")
    }

    /// The state comparison names what changed: a recognizer the app disabled and never re-enabled.
    @Test func stateDifferencesNameTheRecognizerAndTheView() {
        let before = FlowState(shown: true, viewControllers: ["A.presentedViewController": "B"], views: ["B.view in window: alpha 1"],
                               recognizers: ["interactivePopGestureRecognizer": true], inFlight: false)
        var after = before
        after.recognizers["interactivePopGestureRecognizer"] = false
        after.views = ["B.view in window: alpha 0.5"]
        let lines = after.differences(from: before)
        #expect(lines.contains("interactivePopGestureRecognizer.isEnabled: true → false"), "\(lines)")
        #expect(lines.contains("view no longer there as it was: B.view in window: alpha 1"), "\(lines)")
        #expect(lines.contains("view there now: B.view in window: alpha 0.5"), "\(lines)")
        #expect(before.differences(from: before).isEmpty)
    }

    /// A recognizer the app added meanwhile is its own (the thirteenth sample's P07); one removed, or disabled, is not.
    @Test func anAddedRecognizerIsNotADifferenceButARemovedOneIs() {
        let before = FlowState(shown: false, viewControllers: [:], views: [],
                               recognizers: ["UIPanGestureRecognizer on A.view": true], inFlight: false)
        var added = before
        added.recognizers["UIScreenEdgePanGestureRecognizer on A.view"] = true
        #expect(added.differences(from: before).isEmpty, "\(added.differences(from: before))")
        var removed = before
        removed.recognizers["UIPanGestureRecognizer on A.view"] = nil
        #expect(removed.differences(from: before) == ["UIPanGestureRecognizer on A.view.isEnabled: true → -"])
    }

    private func state(_ shown: Bool, _ views: [String], begun: Int) -> FlowState {
        var state = FlowState(shown: shown, viewControllers: [:], views: views, recognizers: [:], inFlight: false)
        state.transitionsBegun = begun
        return state
    }

    /// A sheet dragged to its taller detent (no transition began: the screen is the user's to change), dismissed,
    /// and presented again at its first height: nothing to report. Each state is compared with the first that
    /// arrived where it is the same way.
    @Test func whatTheUserChangesWithoutATransitionIsNotCompared() {
        let flow = Flow("detents", style: .custom, actions: [])
        let outcome = FlowOutcome(flow: flow, states: [
            state(false, ["home"], begun: 0),
            state(true, ["home", "sheet 300"], begun: 1),
            state(true, ["home", "sheet 600"], begun: 0),
            state(false, ["home"], begun: 1),
            state(true, ["home", "sheet 300"], begun: 1),
        ])
        #expect(outcome.failure == nil)
    }

    /// A list scrolled on the first screen (no transition), then a push and a pop by button: the list comes back
    /// scrolled, on iOS as here, and that is no finding (the fifth sample's E09); a view the round trip left is one.
    @Test func aScreenComesBackAsTheUserLeftIt() throws {
        let flow = Flow("scroll, then by button twice", style: .navigation, actions: [])
        let start = state(false, ["list cell 0", "list cell 1"], begun: 0)
        let scrolled = state(false, ["list cell 2", "list cell 3"], begun: 0)
        let pushed = state(true, ["detail"], begun: 1)
        let popped = state(false, ["list cell 2", "list cell 3"], begun: 1)
        #expect(FlowOutcome(flow: flow, states: [start, scrolled, pushed, popped]).failure == nil)
        let leftover = state(false, ["list cell 2", "list cell 3", "snapshot"], begun: 1)
        let failure = try #require(FlowOutcome(flow: flow, states: [start, scrolled, pushed, leftover]).failure)
        #expect(failure.step == 3, "\(failure)")
    }

    /// A side menu its container's own pan opened on the pushed screen (no transition began) stays open after the pop
    /// by button, on iOS as here (the tenth bug sample's k05: a drawer container's menu, and a bar hidden by a swipe); a
    /// view the pop left is still reported, and so is the menu when the pop moved it from where the user left it.
    @Test func whatTheUserChangedOnAnotherScreenStaysTheirs() throws {
        func line(_ view: String, x: Int) -> String {
            "\(view) in Container.view: frame (\(x), 0, 390, 844), transform identity, alpha 1, isHidden false"
        }
        let flow = Flow("push, open the menu, pop", style: .navigation, actions: [])
        let start = state(false, [line("List.view", x: 0), line("Menu", x: -390)], begun: 0)
        let pushed = state(true, [line("Detail.view", x: 0), line("Menu", x: -390)], begun: 1)
        let opened = state(true, [line("Detail.view", x: 0), line("Menu", x: 0)], begun: 0)
        let popped = state(false, [line("List.view", x: 0), line("Menu", x: 0)], begun: 1)
        #expect(FlowOutcome(flow: flow, states: [start, pushed, opened, popped]).failure == nil)
        let leftover = state(false, [line("List.view", x: 0), line("Menu", x: 0), line("Snapshot", x: 0)], begun: 1)
        let failure = try #require(FlowOutcome(flow: flow, states: [start, pushed, opened, leftover]).failure)
        #expect(failure.step == 3 && failure.differences == ["view there now: " + line("Snapshot", x: 0)], "\(failure)")
        let moved = state(false, [line("List.view", x: 0), line("Menu", x: 100)], begun: 1)
        #expect(FlowOutcome(flow: flow, states: [start, pushed, opened, moved]).failure?.step == 3)
    }

    /// A swipe that hides the navigation bar (`hidesBarsOnSwipe`) cancelled by the system just after it began: the
    /// same swipe lifted hides the bar too, so the hidden bar is the user's doing, after the cancel and after the pop
    /// that follows (k05's last six flows). Without a lifted state to say so, the cancel is blamed.
    @Test func whatAnAbandonedGestureAlsoDoesWhenLiftedStaysTheUsers() throws {
        func bar(hidden: Bool) -> String {
            "UINavigationBar in UINavigationController.view: frame (0, 0, 390, 44), transform identity, alpha 1, isHidden \(hidden)"
        }
        let flow = Flow("push, swipe cancelled, pop", style: .navigation, actions: [])
        var swiped = state(true, ["Detail", bar(hidden: true)], begun: 0)
        swiped.abandonedGesture = true
        let states = [state(false, ["List", bar(hidden: false)], begun: 0), state(true, ["Detail", bar(hidden: false)], begun: 1),
                      swiped, state(false, ["List", bar(hidden: true)], begun: 1)]
        let lifted = state(true, ["Detail", bar(hidden: true)], begun: 0)
        #expect(FlowOutcome(flow: flow, states: states, liftedStates: [2: lifted]).failure == nil)
        #expect(FlowOutcome(flow: flow, states: states).failure?.step == 2)
    }

    /// A drag of the app's own gesture that the system cancels (no transition begun) must leave the state before it:
    /// a handler that puts the sheet back only on `.ended` leaves it where the finger was (SPStorkController's
    /// `handlePan` has no `.cancelled` case). A drag that lifts may leave the sheet elsewhere (another detent).
    @Test func aGestureTheSystemCancelsMustLeaveTheStateBeforeIt() throws {
        let flow = Flow("system cancel", style: .custom, actions: [])
        var abandoned = state(true, ["home", "sheet at 326"], begun: 0)
        abandoned.abandonedGesture = true
        let outcome = FlowOutcome(flow: flow, states: [
            state(false, ["home"], begun: 0),
            state(true, ["home", "sheet at 300"], begun: 1),
            abandoned,
        ])
        let failure = try #require(outcome.failure)
        #expect(failure.step == 2, "\(failure)")
        var lifted = abandoned
        lifted.abandonedGesture = false
        #expect(FlowOutcome(flow: flow, states: [outcome.states[0], outcome.states[1], lifted]).failure == nil)
    }

    /// A difference that the same touches also leave when lifted where the system cancelled them is the app's doing
    /// after any such drag (a page indicator it fades once a scroll comes to rest), not the cancel's: it does not
    /// count. One the lift does not leave still does, and a lift that shows another screen excuses nothing.
    @Test func whatALiftLeavesTooIsNotBlamedOnTheCancel() throws {
        let flow = Flow("system cancel", style: .custom, actions: [])
        var abandoned = state(true, ["home", "sheet at 300", "indicator alpha 0"], begun: 0)
        abandoned.abandonedGesture = true
        let before = [state(false, ["home"], begun: 0), state(true, ["home", "sheet at 300", "indicator alpha 1"], begun: 1)]
        #expect(FlowOutcome(flow: flow, states: before + [abandoned]).failure != nil)
        let lifted = state(true, ["home", "sheet at 300", "indicator alpha 0"], begun: 0)
        #expect(FlowOutcome(flow: flow, states: before + [abandoned], liftedStates: [2: lifted]).failure == nil)
        var leftLow = abandoned
        leftLow.views = ["home", "sheet at 340", "indicator alpha 0"]
        let failure = try #require(FlowOutcome(flow: flow, states: before + [leftLow], liftedStates: [2: lifted]).failure)
        #expect(failure.differences == ["view no longer there as it was: sheet at 300", "view there now: sheet at 340"], "\(failure)")
        var elsewhere = lifted
        elsewhere.shown = false
        #expect(FlowOutcome(flow: flow, states: before + [abandoned], liftedStates: [2: elsewhere]).failure != nil)
    }

    /// A sheet's own pan on a table that the system cancels: the table's pan scrolled it, and its cells are where the
    /// table put them; a table's cells are not the app's gesture to put back (SPStorkController's table, the eleventh
    /// bug sample). A sheet the cancel left moved is still reported, and so is a cell left transformed.
    @Test func theCellsATableScrolledUnderACancelledGestureAreTheTables() throws {
        let flow = Flow("system cancel on a table", style: .custom, actions: [])
        let sheet = "ModalTableViewController.view in UITransitionView: frame (0, 55, 390, 789), transform identity, alpha 1, isHidden false"
        func cell(_ y: Int, transform: String = "identity") -> String {
            "UITableViewCell in ModalTableViewController.view: frame (0, \(y), 390, 44), transform \(transform), alpha 1, isHidden false"
        }
        let shown = state(true, ["home", sheet, cell(0), cell(44)], begun: 1)
        var abandoned = state(true, ["home", sheet, cell(44), cell(88)], begun: 0)
        abandoned.abandonedGesture = true
        abandoned.listCells = ["UITableViewCell"]
        var before = shown
        before.listCells = ["UITableViewCell"]
        let start = state(false, ["home"], begun: 0)
        #expect(FlowOutcome(flow: flow, states: [start, before, abandoned]).failure == nil)
        var leftMoved = abandoned
        leftMoved.views = ["home", sheet.replacingOccurrences(of: "(0, 55,", with: "(0, 81.3,"), cell(44), cell(88)]
        let moved = try #require(FlowOutcome(flow: flow, states: [start, before, leftMoved]).failure)
        #expect(moved.differences.count == 2 && moved.differences.allSatisfy { $0.contains("ModalTableViewController.view") }, "\(moved)")
        var leftTransformed = abandoned
        leftTransformed.views = ["home", sheet, cell(44, transform: "[0.9 0 0 0 0 0.9 0 0 0 0 1 0 0 0 0 1]"), cell(88)]
        #expect(FlowOutcome(flow: flow, states: [start, before, leftTransformed]).failure != nil)
    }

    /// The lifted form of a script the system cancels: its frames before the cancel, then every finger still down
    /// lifted where it was, at the cancel's instant.
    @Test func aCancelledScriptLiftedWhereTheCancelCame() throws {
        typealias C = TouchScript.Contact
        let script = TouchScript(name: "pan right", recognizer: "UIPanGestureRecognizer on V", frames: [
            .init(time: 0, contacts: [C(id: 1, phase: .began, x: 10, y: 10)]),
            .init(time: 0.1, contacts: [C(id: 1, phase: .moved, x: 40, y: 10)]),
            .init(time: 0.3, contacts: [C(id: 1, phase: .moved, x: 90, y: 10)]),
            .init(time: 0.4, contacts: [C(id: 1, phase: .ended, x: 90, y: 10)]),
        ], systemCancel: 0.2)
        let lifted = try #require(script.liftedWhereCancelled())
        #expect(lifted.systemCancel == nil)
        #expect(lifted.frames.map(\.time) == [0, 0.1, 0.2])
        #expect(lifted.frames.last?.contacts == [C(id: 1, phase: .ended, x: 40, y: 10)])
        #expect(TouchScript(name: "tap", recognizer: "r", frames: script.frames).liftedWhereCancelled() == nil)
    }

    /// A button the screen does not show cannot be pressed: a flow (a shrunk one) that dismisses before anything was
    /// presented ends there, judged on what it did, instead of calling the app's close action on a screen never loaded.
    @Test func aButtonForAnotherScreenEndsTheFlow() {
        final class Closing: UIViewController {
            var closed = 0
        }
        let check = TransitionCheck(
            presenting: UIViewController(), presented: Closing(),
            present: { presenting, presented in presenting.present(presented, animated: true) },
            dismiss: { _, presented in
                presented.closed += 1
                presented.dismiss(animated: true)
            })
        let runner = FlowRunner(subject: check.subject)
        let early = runner.run(Flow("dismiss first", style: .fullScreen, actions: [.button(.dismiss), .button(.present)]))
        #expect(early.states.count == 1)
        #expect(early.failure == nil)
        let both = runner.run(Flow("present, dismiss", style: .fullScreen, actions: [.button(.present), .button(.dismiss)]))
        #expect(both.states.count == 3)
        #expect(both.failure == nil)
    }

    /// After a transition, a list's cells that came, went or moved are the list's (the same touches scrolled it); one
    /// left hidden, transparent or transformed is still reported (a zoom's source cell never shown again).
    @Test func aListsCellsAreTheListsUnlessLeftHidden() {
        var before = state(true, ["cell in table: frame (0, 0, 390, 44), transform identity, alpha 1, isHidden false"], begun: 0)
        before.listCells = ["cell"]
        var after = state(true, ["cell in table: frame (0, 440, 390, 44), transform identity, alpha 1, isHidden false"], begun: 1)
        after.listCells = ["cell"]
        let scrolled = after.differences(from: before)
        #expect(scrolled.count == 2)
        #expect(after.excludingTheAppsOwnChanges(scrolled, reference: before).isEmpty)
        after.views = ["cell in table: frame (0, 0, 390, 44), transform identity, alpha 1, isHidden true"]
        let hidden = after.differences(from: before)
        #expect(after.excludingTheAppsOwnChanges(hidden, reference: before)
            == ["view there now: cell in table: frame (0, 0, 390, 44), transform identity, alpha 1, isHidden true"])
    }

    /// A button pressed during a gesture is on its screen: once the gesture's transition has made that screen invisible
    /// (the seventh sample's I05 faded it to alpha 0), it cannot be tapped.
    @Test func aButtonOnAScreenThatDoesNotShowIsNotPressed() throws {
        try withPresentedScene { scene, _ in
            let presented = try #require(scene.presented)
            presented.view.backgroundColor = .white
            #expect(FlowRunner.buttonScreenShows(.dismiss, in: scene))
            presented.view.alpha = 0
            #expect(!FlowRunner.buttonScreenShows(.dismiss, in: scene))
            #expect(FlowRunner.buttonScreenShows(.selectTab, in: scene))
        }
    }

    /// The app's own gesture pushes a view controller of its own making (not the check's pushed one) and the push
    /// completes: the screen changed, so nothing is compared with the state before it (the fourth sample's C05 and C04
    /// failed 63 flows this way, compared as if the push had been cancelled). A cancelled one is still compared.
    @Test func aTransitionToAScreenOfTheAppsOwnIsNotComparedAsACancel() throws {
        let flow = Flow("own push", style: .navigation, actions: [])
        var before = state(false, ["list"], begun: 0)
        before.screen = ["UINavigationController[ListViewController]"]
        var pushed = state(false, ["list", "medal"], begun: 1)
        pushed.screen = ["UINavigationController[ListViewController, MedalViewController]"]
        #expect(FlowOutcome(flow: flow, states: [before, pushed]).failure == nil)
        var cancelled = pushed
        cancelled.screen = before.screen
        let failure = try #require(FlowOutcome(flow: flow, states: [before, cancelled]).failure)
        #expect(failure.differences == ["view there now: medal"], "\(failure)")
        #expect(FlowRunner.screen(of: UIWindow()).isEmpty)
    }

    /// Only a scroll view's own pan is excepted from "a gesture the system cancels leaves the state before it": a pan
    /// the app adds to a scroll view is the app's to put back.
    @Test func onlyAScrollViewsOwnPanHandlesItsCancelItself() {
        #expect(TouchScript(name: "pan down", recognizer: "UIScrollViewPanGestureRecognizer on UIScrollView", frames: []).playsAScrollViewsOwnPan)
        #expect(!TouchScript(name: "pan down", recognizer: "UIPanGestureRecognizer on UIScrollView", frames: []).playsAScrollViewsOwnPan)
        #expect(!TouchScript(name: "pan down", recognizer: "UIPanGestureRecognizer on SheetViewController.view", frames: []).playsAScrollViewsOwnPan)
    }

    /// A transition that ends where it began (a cancelled dismissal) must leave the state before it, even one the
    /// user changed: a view it leaves behind is reported, at that action.
    @Test func aCancelMustLeaveTheStateBeforeIt() throws {
        let flow = Flow("cancel", style: .custom, actions: [])
        let outcome = FlowOutcome(flow: flow, states: [
            state(false, ["home"], begun: 0),
            state(true, ["home", "sheet 300"], begun: 1),
            state(true, ["home", "sheet 600"], begun: 0),
            state(true, ["home", "sheet 600", "backdrop"], begun: 1),
        ])
        let failure = try #require(outcome.failure)
        #expect(failure.step == 3)
        #expect(failure.differences == ["view there now: backdrop"])
    }

    /// An alpha above 1 draws as 1: a flow compares views as they draw.
    @Test func anAlphaAboveOneIsComparedAsOne() {
        #expect(FlowRunner.drawnAlpha("1.4") == "1")
        #expect(FlowRunner.drawnAlpha("0.5") == "0.5")
        #expect(FlowRunner.drawnAlpha("1") == "1")
    }

    /// UIKit's transition container, named once by the app property that held it and once by its type, is the same
    /// place to a flow; the views in it compare equal.
    @Test func theTransitionContainerIsTheSamePlaceWhateverHeldIt() {
        func snapshot(containerID: String) -> SceneSnapshot {
            let properties = [PropertyValue(name: "frame", value: "(0, 0, 390, 844)"), PropertyValue(name: "alpha", value: "1.4")]
            return SceneSnapshot(time: 0, views: [
                ViewSnapshot(id: containerID, name: "UITransitionView", superview: "window", index: 0, inWindow: true, snapshotOf: nil,
                             isAnimating: false, properties: properties),
                ViewSnapshot(id: "ModalViewController.view", name: "UIView", superview: containerID, index: 0, inWindow: true,
                             snapshotOf: nil, isAnimating: false, properties: properties),
            ], viewControllers: [])
        }
        let first = FlowRunner.viewLines(snapshot(containerID: "Animator.animation.containerView"))
        let next = FlowRunner.viewLines(snapshot(containerID: "UITransitionView#2"))
        #expect(first == next)
        #expect(first.contains("ModalViewController.view in UITransitionView: frame (0, 0, 390, 844), transform -, alpha 1, isHidden -"), "\(first)")
    }

    /// A button pressed part-way through a script says whether a finger is down then: after a tap's down and lift,
    /// every finger is lifted (the old wording said "while the finger is down" whatever the frames held).
    @Test func aButtonDuringTouchesSaysWhetherAFingerIsDown() {
        let tap = TouchScript(name: "2 taps with 1 finger", recognizer: "UITapGestureRecognizer on UIImageView", frames: [
            .init(time: 0, contacts: [.init(id: 1, phase: .began, x: 10, y: 10)]),
            .init(time: 0.05, contacts: [.init(id: 1, phase: .ended, x: 10, y: 10)]),
            .init(time: 0.15, contacts: [.init(id: 1, phase: .began, x: 10, y: 10)]),
            .init(time: 0.2, contacts: [.init(id: 1, phase: .ended, x: 10, y: 10)]),
        ])
        #expect(FlowAction.buttonDuringTouches(tap, frames: 2, operation: .pop).description.hasSuffix("pop by button with every finger lifted"))
        #expect(FlowAction.buttonDuringTouches(tap, frames: 3, operation: .pop).description.hasSuffix("pop by button while the finger is down"))
        let pinch = TouchScript(name: "pinch", recognizer: "UIPinchGestureRecognizer on V", frames: [
            .init(time: 0, contacts: [.init(id: 1, phase: .began, x: 10, y: 10), .init(id: 2, phase: .began, x: 50, y: 10)]),
            .init(time: 0.1, contacts: [.init(id: 1, phase: .moved, x: 0, y: 10), .init(id: 2, phase: .moved, x: 60, y: 10)]),
        ])
        #expect(FlowAction.buttonDuringTouches(pinch, frames: 1, operation: .dismiss).description.hasSuffix("dismiss by button while 2 fingers are down"))
    }

    /// A frame in the next turn keeps its mark through JSON, and an old script without the key reads as the same turn.
    @Test func aNextTurnFrameKeepsItsMark() throws {
        let frame = TouchScript.Frame(time: 0.016, contacts: [.init(id: 1, phase: .ended, x: 1, y: 2)], nextTurn: true)
        let decoded = try JSONDecoder().decode(TouchScript.Frame.self, from: JSONEncoder().encode(frame))
        #expect(decoded == frame)
        let old = try JSONDecoder().decode(TouchScript.Frame.self, from: Data(#"{"time":0,"contacts":[]}"#.utf8))
        #expect(!old.nextTurn)
        #expect(TouchScript(name: "n", recognizer: "r", frames: [frame]).swiftLiteral.contains("nextTurn: true"))
    }
}

