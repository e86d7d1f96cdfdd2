import Foundation

/// A section's header or footer in a table (`UITableViewHeaderFooterView`), reusable as cells are: register its class or nib
/// with ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)-(AnyClass?,_)`` and dequeue it in the delegate's
/// `tableView(_:viewForHeaderInSection:)` with ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``. A table makes
/// one for a section that has a title (`tableView(_:titleForHeaderInSection:)`) and no view of the delegate's.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    public internal(set) var reuseIdentifier: String?
    /// The view to add content to; it fills the header or footer.
    public let contentView = UIView(frame: .zero, name: "UITableViewHeaderFooterView.contentView")
    /// A view behind the content.
    open var backgroundView: UIView?
    private var label: UILabel?

    /// A header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        self.reuseIdentifier = reuseIdentifier
        embedContentView(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view from an archive; Glide's ``CellArchive`` carries the reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let identifier = reuseIdentifier(restoringFrom: coder) { reuseIdentifier = identifier }
        embedContentView(contentView)
    }

    /// The title label (made on first use): the section's title when the table made the view for it.
    open var textLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: .zero)
        made.font = .systemFont(ofSize: 13)
        made.textColor = .secondaryLabel
        label = made
        contentView.addSubview(made)
        setNeedsLayout()
        return made
    }

    /// Called before the table reuses the view (UIKit's does nothing).
    open func prepareForReuse() {}

    /// Places the title label 16 points from the sides, filling the height.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        label?.frame = CGRect(x: 16, y: 0, width: Swift.max(0, b.width - 32), height: b.height)
    }

    /// Makes a view of `registration` for `identifier` (as ``UITableViewCell``'s cells are made).
    static func make(_ registration: CellRegistration<UITableViewHeaderFooterView>, identifier: String, width: CGFloat) -> UITableViewHeaderFooterView {
        let viewClass: AnyClass
        switch registration {
        case .initializer(let make):
            let view = make(.zero)
            view.reuseIdentifier = identifier
            view.frame.size.width = width
            return view
        case .nib(let nib):
            guard let view = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap({ $0 as? UITableViewHeaderFooterView }).first else {
                preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib '\(nib.name)' must contain a top level object which must be a UITableViewHeaderFooterView instance")
            }
            view.reuseIdentifier = identifier
            view.frame.size.width = width
            return view
        case .archived(let archived):
            viewClass = archived
        }
        if viewClass == UITableViewHeaderFooterView.self {
            let view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
            view.frame.size.width = width
            return view
        }
        guard let type = viewClass as? UITableViewHeaderFooterView.Type,
              let view = type.init(coder: CellArchive(reuseIdentifier: identifier, frame: CGRect(x: 0, y: 0, width: width, height: 28)))
        else { preconditionFailure("\(viewClass) registered for '\(identifier)' is not a UITableViewHeaderFooterView that can be made") }
        view.awakeFromNib()
        return view
    }
}
