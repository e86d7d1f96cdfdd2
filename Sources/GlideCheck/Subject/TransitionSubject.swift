import Foundation
import GlideUIKitCore

/// What the checker checks: a transition as an app ships it. A scene factory (a window, its view
/// controllers, and the delegate that vends the animator and, for `.custom`, the presentation
/// controller), the presentation styles to check it in, who drives it interactively (what the app's
/// delegate vends, or an interactor of the check's: ``CheckInteraction``), the app's own code that
/// starts it, and the app's own invariants.
///
/// Every scenario builds a fresh scene on its own manual clock, so scenarios cannot leak into each other.
@MainActor
public struct TransitionSubject {
    /// The name reports use ("card", "MyAnimator").
    public var name: String
    /// The styles the scenario matrix covers.
    public var styles: [CheckStyle]
    /// Builds a fresh scene for one scenario in `style` on `clock` (with `clock` the ambient clock while
    /// it builds; whoever then runs the scene makes it current, as the runners do with `clock.withCurrent`).
    public var makeScene: @MainActor (_ clock: ManualClock, _ style: CheckStyle) -> CheckScene
    /// Who drives the interactive scenarios: what the app's delegate vends, or an interactor of the check's.
    public var interaction: CheckInteraction
    /// The app's own code that starts a transition, by operation (`present`, `dismiss`, `push`, `pop`):
    /// called with the scene in place of Glide's `present(_:animated:)` and kin for animated scenarios.
    /// It must start the operation on the scene's view controllers (see ``CheckScene``).
    public var actions: [CheckOperation: @MainActor (CheckScene) -> Void] = [:]
    /// A view controller to present in place of the scene's for a later presentation in a flow, as an app
    /// whose button makes a new one each time presents it: nil presents the scene's own again, as an app
    /// that keeps one does. Its own `transitioningDelegate` vends its transitions, else the scene's.
    public var makePresented: (@MainActor (_ scene: CheckScene, _ style: CheckStyle) -> UIViewController)?
    /// A view controller to push in place of the scene's for a later push in a flow, after the first one was popped,
    /// as an app that makes a new one for each push pushes it, with the navigation delegate made for it (nil when the
    /// app's stays): nil pushes the scene's own again.
    public var makePushed: (@MainActor (_ scene: CheckScene) -> (pushed: UIViewController, delegate: (any UINavigationControllerDelegate)?))?
    /// The app's own invariants, evaluated on the scene after each scenario (``TransitionCheck/invariant(_:_:)``).
    public var appInvariants: [AppInvariant] = []

    /// A fresh interactor for one interactive scenario of a ``CheckInteraction/whatIf(interactor:)``
    /// subject (UIKit's plain `UIPercentDrivenInteractiveTransition` for an ``CheckInteraction/asVended`` one).
    public var makeInteractor: @MainActor () -> UIPercentDrivenInteractiveTransition {
        if case let .whatIf(make) = interaction { return make }
        return { UIPercentDrivenInteractiveTransition() }
    }

    /// A subject from a scene factory, whose interactive scenarios are driven by `makeInteractor`'s
    /// interactor (``CheckInteraction/whatIf(interactor:)``).
    public init(
        name: String, styles: [CheckStyle],
        makeInteractor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        makeScene: @escaping @MainActor (_ clock: ManualClock, _ style: CheckStyle) -> CheckScene
    ) {
        self.init(name: name, styles: styles, interaction: .whatIf(interactor: makeInteractor), makeScene: makeScene)
    }

    /// A subject from a scene factory, driven as `interaction` says.
    public init(
        name: String, styles: [CheckStyle], interaction: CheckInteraction,
        makeScene: @escaping @MainActor (_ clock: ManualClock, _ style: CheckStyle) -> CheckScene
    ) {
        self.name = name
        self.styles = styles
        self.makeScene = { clock, style in clock.withCurrent { makeScene(clock, style) } }
        self.interaction = interaction
    }

    /// A subject for one animator class in Glide's standard scene: a window with a presenter (a header
    /// and a content view), a view controller to present (with its own content), and for navigation a
    /// navigation controller with a view controller to push.
    ///
    /// - Parameters:
    ///   - name: the name in reports.
    ///   - styles: the styles to check; all five modal styles and navigation by default.
    ///   - animator: a new animator for each transition (present and dismiss, push and pop).
    ///   - presentationController: the presentation controller for `.custom` (UIKit's plain one when nil).
    ///   - interactor: a new interactor for each interactive transition.
    public static func animator(
        named name: String, styles: [CheckStyle] = CheckStyle.standardSceneStyles,
        animator: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning,
        presentationController: (@MainActor (_ presented: UIViewController, _ presenting: UIViewController?) -> UIPresentationController)? = nil,
        interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() }
    ) -> TransitionSubject {
        TransitionSubject(name: name, styles: styles, makeInteractor: interactor) { clock, style in
            StandardScene.make(clock: clock, style: style, animator: animator, presentationController: presentationController)
        }
    }
}

/// An invariant of the app's own, checked on the scene after each scenario: "my completion ran only
/// if the push was not cancelled". Made with ``TransitionCheck/invariant(_:_:)``.
@MainActor
public struct AppInvariant {
    /// Its number in reports: 101 for the first the check was given, 102 for the next, and so on.
    public var id: Int
    /// Its name in reports.
    public var name: String
    /// A failure message, or nil when it holds.
    public var check: @MainActor (AppScenarioOutcome) -> String?
}

/// What an ``AppInvariant`` is given after a scenario: the scene as the transition left it, and how it ended.
@MainActor
public struct AppScenarioOutcome {
    /// The scenario's scene, still alive: its window and view controllers, with the app's own state.
    public var scene: CheckScene
    /// The scenario that ran.
    public var scenario: Scenario
    /// True when the transition completed (finished or cancelled) within the observation.
    public var completed: Bool
    /// True when it completed cancelled (the context's `transitionWasCancelled`).
    public var cancelled: Bool
}
