import Foundation
import GlideUIKit

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
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "halfSheet.home.view")
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        view = root
    }
}

/// The sheet's content.
@MainActor
public final class HalfSheetContentViewController: UIViewController {
    /// A downward pan on the sheet dismisses it (see ``HalfSheetInteractionController``).
    public let dismissPanGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)

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
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "halfSheet.sheet")
        root.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.layer.cornerRadius = 12
        root.addGestureRecognizer(dismissPanGestureRecognizer)
        view = root
    }
}
