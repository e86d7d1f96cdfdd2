import Foundation

/// A row of a table (UIKit's `UITableViewCell`).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// The identifier the table reuses the cell under.
    public internal(set) var reuseIdentifier: String?
    /// The view to add content to; it fills the cell.
    public let contentView = UIView(frame: .zero, name: "UITableViewCell.contentView")
    public private(set) var style: CellStyle = .default
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    private var label: UILabel?
    private var detailLabel: UILabel?
    private var image: UIImageView?

    /// A cell of `style` reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        embedContentView(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell from an archive; Glide's ``CellArchive`` carries the reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let identifier = reuseIdentifier(restoringFrom: coder) { reuseIdentifier = identifier }
        embedContentView(contentView)
    }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: .zero)
        label = made
        contentView.addSubview(made)
        setNeedsLayout()
        return made
    }

    /// The detail label, for every style but `.default` (made on first use).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailLabel { return detailLabel }
        let made = UILabel(frame: .zero)
        made.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
        made.textColor = .secondaryLabel
        detailLabel = made
        contentView.addSubview(made)
        setNeedsLayout()
        return made
    }

    /// The image on the leading side (made on first use).
    open var imageView: UIImageView? {
        if let image { return image }
        let made = UIImageView(frame: .zero)
        image = made
        contentView.addSubview(made)
        setNeedsLayout()
        return made
    }

    open var isSelected = false
    open var isHighlighted = false
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Called before the table reuses the cell; resets selection and highlight as UIKit does.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Places the image 16 points from the leading edge and the labels after it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        var x: CGFloat = 16
        if let image, let size = image.image?.size {
            image.frame = CGRect(x: x, y: b.midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + 16
        }
        let width = Swift.max(0, b.width - x - 16)
        switch (style, detailLabel) {
        case (.subtitle, let detail?):
            label?.frame = CGRect(x: x, y: 0, width: width, height: b.height / 2)
            detail.frame = CGRect(x: x, y: b.height / 2, width: width, height: b.height / 2)
        case (_, let detail?):
            label?.frame = CGRect(x: x, y: 0, width: width / 2, height: b.height)
            detail.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: b.height)
        default:
            label?.frame = CGRect(x: x, y: 0, width: width, height: b.height)
        }
    }

    /// Makes a cell of `registration` for `identifier`: with its initializer, from its nib (the first top-level object that
    /// is a cell, as UIKit takes it) or through `init?(coder:)` (see ``CellArchive``).
    static func make(_ registration: CellRegistration<UITableViewCell>, identifier: String, width: CGFloat) -> UITableViewCell {
        let cellClass: AnyClass
        switch registration {
        case .initializer(let make):
            let cell = make(.zero)
            cell.frame.size.width = width
            return cell
        case .nib(let nib):
            guard let cell = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap({ $0 as? UITableViewCell }).first else {
                preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib '\(nib.name)' must contain a top level object which must be a UITableViewCell instance")
            }
            cell.reuseIdentifier = identifier
            cell.frame.size.width = width
            return cell
        case .archived(let archived):
            cellClass = archived
        }
        if cellClass == UITableViewCell.self {
            let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
            cell.frame.size.width = width
            return cell
        }
        guard let type = cellClass as? UITableViewCell.Type,
              let cell = type.init(coder: CellArchive(reuseIdentifier: identifier, frame: CGRect(x: 0, y: 0, width: width, height: 44)))
        else { preconditionFailure("\(cellClass) registered for '\(identifier)' is not a UITableViewCell that can be made") }
        cell.awakeFromNib()
        return cell
    }
}
