import Foundation
import GlideExamples
import GlideUIKitCore

/// The half sheet's scene: a home screen as the window's root and the sheet to present.
@MainActor
public struct HalfSheetScene {
    /// The generic scene the registry hands out.
    public var scene: ReferenceScene
    /// The presenter (the window's root).
    public let home: HalfSheetHomeViewController
    /// The sheet.
    public let sheet: HalfSheetContentViewController
    /// The transitioning delegate.
    public let delegate: HalfSheetTransitioningDelegate

    /// Builds the scene on `clock` (made the ambient clock) in `variant`, its gesture handlers in `handlerVariant`.
    public init(clock: any Clock, variant: ExampleVariant = .reference, handlerVariant: HandlerVariant = .reference) {
        home = HalfSheetHomeViewController()
        sheet = HalfSheetContentViewController()
        let window = ReferenceScene.makeWindow(clock: clock, root: home)
        delegate = HalfSheetTransitioningDelegate(variant: variant)
        scene = ReferenceScene(
            transition: ReferenceTransition(example: .halfSheet, variant: variant, handlerVariant: handlerVariant), clock: clock, window: window,
            presenter: home, presented: sheet, delegate: delegate,
            viewNames: ["halfSheet.dimming", "halfSheet.close", "halfSheet.sheet", "halfSheet.home.view"])
        scene.gestureHandlers = [HalfSheetInteractionController(sheet: sheet, delegate: delegate, handlerVariant: handlerVariant)]
    }
}
