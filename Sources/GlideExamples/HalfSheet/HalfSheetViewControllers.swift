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

/// The sheet's content: a scrolling list of rows, as a real sheet's content is.
@MainActor
public final class HalfSheetContentViewController: UIViewController {
    /// How many rows the list holds.
    nonisolated public static let rowCount = 12
    /// The height of a row, in points: the list (768 points) is taller than the half sheet (422).
    nonisolated public static let rowHeight: CGFloat = 64

    /// A downward pan on the sheet dismisses it once the list is at its top (see
    /// ``HalfSheetInteractionController``); it recognizes together with the list's own pan.
    public let dismissPanGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// The list filling the sheet, named "halfSheet.list" (its rows "halfSheet.row").
    public let scrollView = UIScrollView(frame: .zero)

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
        let list = named(scrollView, "halfSheet.list")
        list.frame = root.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: root.bounds.width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        for row in 0..<Self.rowCount {
            let cell = named(
                UIView(frame: CGRect(x: 16, y: CGFloat(row) * Self.rowHeight + 8, width: root.bounds.width - 32, height: Self.rowHeight - 16)),
                "halfSheet.row")
            cell.backgroundColor = UIColor(white: row.isMultiple(of: 2) ? 0.9 : 0.85, alpha: 1)
            cell.layer.cornerRadius = 8
            list.addSubview(cell)
        }
        root.addSubview(list)
        root.addGestureRecognizer(dismissPanGestureRecognizer)
        view = root
    }
}
