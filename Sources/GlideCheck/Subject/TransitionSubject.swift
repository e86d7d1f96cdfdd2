import Foundation
import GlideUIKitCore

/// What the checker checks: a transition as an app ships it. A scene factory (a window, its view
/// controllers, and the delegate that vends the animator and, for `.custom`, the presentation
/// controller), the presentation styles to check it in, and the interactor that drives it
/// interactively (UIKit's `UIPercentDrivenInteractiveTransition`, or the app's subclass).
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
    /// A fresh interactor for one interactive scenario.
    public var makeInteractor: @MainActor () -> UIPercentDrivenInteractiveTransition

    /// A subject from a scene factory.
    public init(
        name: String, styles: [CheckStyle],
        makeInteractor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        makeScene: @escaping @MainActor (_ clock: ManualClock, _ style: CheckStyle) -> CheckScene
    ) {
        self.name = name
        self.styles = styles
        self.makeScene = { clock, style in clock.withCurrent { makeScene(clock, style) } }
        self.makeInteractor = makeInteractor
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
