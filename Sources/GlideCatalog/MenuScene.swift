import Foundation
import GlideExamples
import GlideUIKitCore

/// The menu's scene: a home screen as the window's root and the menu to present full screen.
@MainActor
public struct MenuScene {
    /// The generic scene the registry hands out.
    public var scene: ReferenceScene
    /// The presenter (the window's root).
    public let home: MenuHomeViewController
    /// The menu.
    public let menu: MenuViewController
    /// The transitioning delegate.
    public let delegate: MenuTransitioningDelegate

    /// Builds the scene on `clock` (made the ambient clock) in `variant`, its gesture handlers in `handlerVariant`.
    public init(clock: any Clock, variant: ExampleVariant = .reference, handlerVariant: HandlerVariant = .reference) {
        home = MenuHomeViewController()
        menu = MenuViewController()
        let window = ReferenceScene.makeWindow(clock: clock, root: home)
        delegate = MenuTransitioningDelegate(variant: variant)
        scene = ReferenceScene(
            transition: ReferenceTransition(example: .menu, variant: variant, handlerVariant: handlerVariant), clock: clock, window: window,
            presenter: home, presented: menu, delegate: delegate,
            viewNames: ["menu.view", "menu.home.view"] + MenuViewController.items.map(\.name))
        scene.gestureHandlers = [MenuInteractionController(home: home, menu: menu, delegate: delegate, handlerVariant: handlerVariant)]
    }
}
