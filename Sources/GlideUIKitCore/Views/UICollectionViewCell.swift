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
        let archive = CellArchive(reuseIdentifier: identifier, frame: .zero)
        guard let type = cellClass as? View.Type, let decoded = type.init(coder: archive)
        else { preconditionFailure("\(cellClass) registered for '\(identifier)' is not a \(View.self) that can be made") }
        let view = decoded.awakeAfter(using: archive) as? View ?? decoded
        view.reuseIdentifier = identifier
        view.awakeFromNib()
        return view
    }
}

/// An item of a collection (UIKit's `UICollectionViewCell`).
///
/// Its content is its ``contentView``'s subviews, or, since iOS 14, the view of its ``contentConfiguration``, with a
/// ``backgroundConfiguration`` behind; they are updated for its ``configurationState`` as a table's cell's are (see
/// `UITableViewCell`). Glide differs as there: the configuration's view is added to ``contentView``, filling it.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// What a cell's configuration update handler is given (UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UICollectionViewCell, UICellConfigurationState) -> Void

    /// The view to add content to; it fills the cell.
    public let contentView = UIView(frame: .zero, name: "UICollectionViewCell.contentView")
    /// Whether the cell is selected; a change updates its configurations.
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    /// Whether the cell is highlighted; a change updates its configurations.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
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

    // MARK: Configurations (iOS 14)

    lazy var configurations = ConfigurationHost(owner: self, container: contentView)

    /// What the cell shows, as a configuration (nil by default): setting one shows its content view in ``contentView``,
    /// updated for the ``configurationState`` when ``automaticallyUpdatesContentConfiguration``.
    open var contentConfiguration: UIContentConfiguration? {
        get { configurations.content }
        set {
            configurations.content = newValue
            configurations.showContent(state: configurationState)
        }
    }

    /// What the cell's background shows, as a configuration (nil by default): drawn behind the content. Setting one
    /// clears the cell's `backgroundColor`, ``backgroundView`` and ``selectedBackgroundView``, as UIKit does.
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

    /// Updates the configurations when due (the automatic ones, ``updateConfiguration(using:)``, the handler) and lays
    /// the background configuration out in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        configurations.updateIfNeeded({ configurationState }) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        configurations.layoutBackground()
    }

    static func make(_ registration: CellRegistration<UICollectionViewCell>, identifier: String) -> UICollectionViewCell {
        makeReusable(registration, identifier: identifier, base: UICollectionViewCell.self, makeBase: UICollectionViewCell.init(frame:))
    }
}

/// A collection view list's cell (UIKit's `UICollectionViewListCell`, iOS 14): a cell whose
/// ``defaultContentConfiguration()`` is a list cell's.
///
/// Glide differs: Glide has no list layouts (`UICollectionLayoutListConfiguration`), so the default configuration is
/// always ``UIListContentConfiguration/cell()``; accessories, indentation and the separator layout guide are not offered.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The configuration of a list cell, empty: ``UIListContentConfiguration/cell()``.
    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}
