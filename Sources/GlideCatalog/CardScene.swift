import Foundation
import GlideExamples
import GlideUIKitCore

/// The card transition's scene: a tab bar controller whose first tab lists cards; the second card expands.
@MainActor
public struct CardScene {
    /// The index of the card the scene expands.
    nonisolated public static let selectedIndex = 1

    /// The generic scene (window, presenter, presented, delegate) the registry hands out.
    public var scene: ReferenceScene
    /// The window's root view controller.
    public let tabBarController: UITabBarController
    /// The first tab: the list of cards (the presenter).
    public let list: CardListViewController
    /// The second tab, never shown.
    public let secondTab: UIViewController
    /// The detail presented when the card expands.
    public let detail: CardDetailViewController
    /// The card that expands.
    public let selectedCard: CardCell
    /// The transitioning delegate.
    public let delegate: CardTransitioningDelegate

    /// Builds the scene on `clock` (made the ambient clock) in `variant`, its gesture handlers in `handlerVariant`.
    public init(clock: any Clock, variant: ExampleVariant = .reference, handlerVariant: HandlerVariant = .reference) {
        list = CardListViewController()
        secondTab = UIViewController(name: "card.secondTab")
        tabBarController = UITabBarController(viewControllers: [list, secondTab], name: "card.tabs")
        let window = ReferenceScene.makeWindow(clock: clock, root: tabBarController)
        detail = CardDetailViewController()
        selectedCard = list.cells[Self.selectedIndex]
        delegate = CardTransitioningDelegate(selectedCard: selectedCard, variant: variant)
        scene = ReferenceScene(
            transition: ReferenceTransition(example: .card, variant: variant, handlerVariant: handlerVariant), clock: clock, window: window,
            presenter: list, presented: detail, delegate: delegate,
            viewNames: [
                "card.blur", "card.detail.view", "card.detail.image", "card.detail.close", selectedCard.name,
                tabBarController.tabBar.name,
            ])
        scene.gestureHandlers = [CardInteractionController(list: list, detail: detail, delegate: delegate, handlerVariant: handlerVariant)]
    }
}
