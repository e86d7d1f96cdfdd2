import Foundation
import GlideExamples
import GlideUIKitCore

/// The flip's scene: a front screen with a card, as the window's root, and the back screen to present full screen.
@MainActor
public struct FlipScene {
    /// The generic scene the registry hands out.
    public let scene: ReferenceScene
    /// The presenter (the window's root).
    public let front: FlipFrontViewController
    /// The view controller revealed by the flip.
    public let back: FlipBackViewController
    /// The transitioning delegate.
    public let delegate: FlipTransitioningDelegate

    /// Builds the scene on `clock` (made the ambient clock) in `variant`.
    public init(clock: any Clock, variant: ExampleVariant = .reference) {
        front = FlipFrontViewController()
        back = FlipBackViewController()
        let window = ReferenceScene.makeWindow(clock: clock, root: front)
        delegate = FlipTransitioningDelegate(card: front.cardView, variant: variant)
        scene = ReferenceScene(
            transition: ReferenceTransition(example: .flip, variant: variant), clock: clock, window: window,
            presenter: front, presented: back, delegate: delegate,
            viewNames: ["flip.snapshot", "flip.front.view", "flip.back.view", "flip.card"])
    }
}
