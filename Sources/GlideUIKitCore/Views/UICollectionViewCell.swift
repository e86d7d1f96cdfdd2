import Foundation

/// An item of a collection (UIKit's `UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionViewCell: UIView {
    /// The identifier the collection reuses the cell under.
    public internal(set) var reuseIdentifier: String?
    /// The view to add content to; it fills the cell.
    public let contentView = UIView(frame: .zero, name: "UICollectionViewCell.contentView")
    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// A cell from an archive; Glide's ``CellArchive`` carries the reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let archive = coder as? CellArchive {
            reuseIdentifier = archive.reuseIdentifier
            frame = archive.frame
        }
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the collection reuses the cell; resets selection and highlight as UIKit does.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Applies layout attributes (frame, alpha, transform, hidden) to the cell.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes' values the collection view applied to the cell last.
    struct AppliedLayout: Equatable {
        var frame: CGRect
        var alpha: CGFloat
        var transform: CGAffineTransform
    }
    /// What the collection view applied last (nil for a new or reused cell: it applies everything).
    var appliedLayout: AppliedLayout?

    static func make(_ registration: CellRegistration<UICollectionViewCell>, identifier: String) -> UICollectionViewCell {
        let cellClass: AnyClass
        switch registration {
        case .initializer(let make):
            let cell = make(.zero)
            cell.reuseIdentifier = identifier
            return cell
        case .archived(let archived):
            cellClass = archived
        }
        if cellClass == UICollectionViewCell.self {
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        guard let type = cellClass as? UICollectionViewCell.Type,
              let cell = type.init(coder: CellArchive(reuseIdentifier: identifier, frame: .zero))
        else { preconditionFailure("\(cellClass) registered for '\(identifier)' is not a UICollectionViewCell that can be made") }
        cell.awakeFromNib()
        return cell
    }
}
