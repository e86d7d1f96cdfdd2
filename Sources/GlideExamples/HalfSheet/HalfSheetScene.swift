import Foundation
import GlideTransitions

/// The half sheet's presenter: a plain screen.
@MainActor
public final class HalfSheetHomeViewController: UIViewController {
    /// The home screen, named "halfSheet.home".
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "halfSheet.home"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "halfSheet.home.view")
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        view = root
    }
}

/// The sheet's content.
@MainActor
public final class HalfSheetContentViewController: UIViewController {
    /// The sheet, named "halfSheet.content", presented with a custom presentation controller.
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "halfSheet.content"
        modalPresentationStyle = .custom
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "halfSheet.sheet")
        root.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.cornerRadius = 12
        view = root
    }
}

/// The half sheet's scene: a home screen as the window's root and the sheet to present.
@MainActor
public struct HalfSheetScene {
    /// The generic scene the registry hands out.
    public let scene: ReferenceScene
    /// The presenter (the window's root).
    public let home: HalfSheetHomeViewController
    /// The sheet.
    public let sheet: HalfSheetContentViewController
    /// The transitioning delegate.
    public let delegate: HalfSheetTransitioningDelegate

    /// Builds the scene on `clock` (made the ambient clock) in `variant`.
    public init(clock: any Clock, variant: ExampleVariant = .reference) {
        home = HalfSheetHomeViewController()
        sheet = HalfSheetContentViewController()
        let window = ReferenceScene.makeWindow(clock: clock, root: home)
        delegate = HalfSheetTransitioningDelegate(variant: variant)
        scene = ReferenceScene(
            transition: ReferenceTransition(example: .halfSheet, variant: variant), clock: clock, window: window,
            presenter: home, presented: sheet, delegate: delegate,
            viewNames: ["halfSheet.dimming", "halfSheet.close", "halfSheet.sheet", "halfSheet.home.view"])
    }
}
