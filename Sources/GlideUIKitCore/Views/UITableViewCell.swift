import Foundation

/// A row of a table (UIKit's `UITableViewCell`).
///
/// Its content is its ``contentView``'s subviews: the legacy ``textLabel``, ``detailTextLabel`` and ``imageView`` (made
/// on first use), or, since iOS 14, the view of its ``contentConfiguration`` (start from
/// ``defaultContentConfiguration()``), with a ``backgroundConfiguration`` behind. The configurations are updated for the
/// cell's ``configurationState`` (selected, highlighted) before its first layout and after each change of state: the
/// ones that update automatically, then ``updateConfiguration(using:)``, then the ``configurationUpdateHandler``.
///
/// Glide differs: the content configuration's view is added to ``contentView``, filling it (UIKit makes it the cell's
/// `contentView`); the legacy labels and image view stay where they are, under it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// What a cell's configuration update handler is given (UIKit's `UITableViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewCell, UICellConfigurationState) -> Void

    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How a row is edited (UIKit's `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }

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

    /// Whether the cell is selected; a change updates its configurations.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is highlighted; a change updates its configurations.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    // MARK: Configurations (iOS 14)

    lazy var configurations = ConfigurationHost(owner: self, container: contentView)

    /// What the cell shows, as a configuration (nil by default): setting one shows its content view in ``contentView``,
    /// updated for the ``configurationState`` when ``automaticallyUpdatesContentConfiguration``; a configuration of the
    /// same type is handed to the view already there.
    open var contentConfiguration: UIContentConfiguration? {
        get { configurations.content }
        set {
            configurations.content = newValue
            configurations.showContent(state: configurationState)
        }
    }

    /// The configuration of the cell's default style, empty: ``UIListContentConfiguration/cell()`` for `.default`,
    /// ``UIListContentConfiguration/subtitleCell()`` for `.subtitle`, ``UIListContentConfiguration/valueCell()`` for
    /// `.value1` and `.value2`.
    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// What the cell's background shows, as a configuration (nil by default): drawn behind the content, updated for the
    /// ``configurationState`` when ``automaticallyUpdatesBackgroundConfiguration``. Setting one clears the cell's
    /// `backgroundColor`, ``backgroundView`` and ``selectedBackgroundView``, as UIKit does.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            configurations.background = newValue
            if newValue != nil {
                backgroundColor = nil
                backgroundView = nil
                selectedBackgroundView = nil
            }
            configurations.showBackground(state: configurationState)
        }
    }

    /// Whether the content configuration is replaced by its `updated(for:)` when the state changes (true by default).
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    /// Whether the background configuration is replaced by its `updated(for:)` when the state changes (true by default).
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// The cell's state: its traits, ``isSelected`` and ``isHighlighted``. Override it to add custom states.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// A handler run after ``updateConfiguration(using:)`` on each update, with the cell and its state (nil by default);
    /// setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Asks for an update of the configurations for the current state, before the cell's next layout.
    open func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Override to update the cell's configurations for `state` (does nothing by default); call
    /// ``setNeedsUpdateConfiguration()`` rather than this.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs a pending update: the automatic ones, ``updateConfiguration(using:)``, the handler.
    func updateConfigurationIfNeeded() {
        configurations.updateIfNeeded({ configurationState }) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }

    /// Called before the table reuses the cell; resets selection and highlight as UIKit does.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// Updates the configurations when due, places the legacy image 16 points from the leading edge and the labels
    /// after it, and lays the background configuration out in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        configurations.layoutBackground()
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
        let archive = CellArchive(reuseIdentifier: identifier, frame: CGRect(x: 0, y: 0, width: width, height: 44))
        guard let type = cellClass as? UITableViewCell.Type, let decoded = type.init(coder: archive)
        else { preconditionFailure("\(cellClass) registered for '\(identifier)' is not a UITableViewCell that can be made") }
        let cell = decoded.awakeAfter(using: archive) as? UITableViewCell ?? decoded
        cell.awakeFromNib()
        return cell
    }
}
