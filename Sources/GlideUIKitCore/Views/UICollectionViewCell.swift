import Foundation

/// A view a collection view reuses: a cell's superclass, and the class of supplementary views such as section headers
/// and footers (UIKit's `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection reuses the view under.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive; Glide's ``CellArchive`` carries the reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let identifier = reuseIdentifier(restoringFrom: coder) { reuseIdentifier = identifier }
    }

    /// Called before the collection reuses the view.
    open func prepareForReuse() {}

    /// Applies layout attributes to the view; the collection view has set the frame, alpha and transform already.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes' values the collection view applied to the view last.
    struct AppliedLayout: Equatable {
        var frame: CGRect
        var alpha: CGFloat
        var transform: CGAffineTransform
    }
    /// What the collection view applied last (nil for a new or reused view: it applies everything).
    var appliedLayout: AppliedLayout?

    /// Makes a view of `registration` for `identifier`: with its initializer, from its nib (the first top-level object
    /// of the class, as UIKit takes the nib's cell), or through `init?(coder:)` (see ``CellArchive``).
    static func makeReusable<View: UICollectionReusableView>(_ registration: CellRegistration<View>, identifier: String,
                                                             base: AnyClass, makeBase: (CGRect) -> View) -> View {
        let cellClass: AnyClass
        switch registration {
        case .initializer(let make):
            let view = make(.zero)
            view.reuseIdentifier = identifier
            return view
        case .nib(let nib):
            guard let view = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap({ $0 as? View }).first else {
                preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib '\(nib.name)' must contain a top level object which must be a \(View.self) instance")
            }
            view.reuseIdentifier = identifier
            return view
        case .archived(let archived):
            cellClass = archived
        }
        if cellClass == base {
            let view = makeBase(.zero)
            view.reuseIdentifier = identifier
            return view
        }
        guard let type = cellClass as? View.Type,
              let view = type.init(coder: CellArchive(reuseIdentifier: identifier, frame: .zero))
        else { preconditionFailure("\(cellClass) registered for '\(identifier)' is not a \(View.self) that can be made") }
        view.reuseIdentifier = identifier
        view.awakeFromNib()
        return view
    }
}

/// An item of a collection (UIKit's `UICollectionViewCell`).
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
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
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Called before the collection reuses the cell; resets selection and highlight as UIKit does.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    static func make(_ registration: CellRegistration<UICollectionViewCell>, identifier: String) -> UICollectionViewCell {
        makeReusable(registration, identifier: identifier, base: UICollectionViewCell.self, makeBase: UICollectionViewCell.init(frame:))
    }
}
