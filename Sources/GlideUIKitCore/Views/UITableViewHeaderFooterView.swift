import Foundation

/// A section's header or footer in a table (`UITableViewHeaderFooterView`), reusable as cells are: register its class or nib
/// with ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)-(AnyClass?,_)`` and dequeue it in the delegate's
/// `tableView(_:viewForHeaderInSection:)` with ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``. A table makes
/// one for a section that has a title (`tableView(_:titleForHeaderInSection:)`) and no view of the delegate's.
///
/// Since iOS 14 it shows a ``contentConfiguration`` (start from ``defaultContentConfiguration()``) and a
/// ``backgroundConfiguration``, updated for its ``configurationState`` as a cell's are (see `UITableViewCell`). Glide
/// differs as there: the configuration's view is added to ``contentView``, filling it.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// What a header's or footer's configuration update handler is given (UIKit's
    /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

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

    // MARK: Configurations (iOS 14)

    lazy var configurations = ConfigurationHost(owner: self, container: contentView)
    /// The table's style and whether the view is a footer, when a table made or dequeued it for a section.
    var listRole: (style: UITableView.Style, isFooter: Bool)?

    /// What the view shows, as a configuration (nil by default): setting one shows its content view in ``contentView``,
    /// updated for the ``configurationState`` when ``automaticallyUpdatesContentConfiguration``.
    open var contentConfiguration: UIContentConfiguration? {
        get { configurations.content }
        set {
            configurations.content = newValue
            configurations.showContent(state: configurationState)
        }
    }

    /// The configuration of the view's place, empty: ``UIListContentConfiguration/plainHeader()`` or
    /// ``UIListContentConfiguration/plainFooter()`` in a plain table, ``UIListContentConfiguration/groupedHeader()`` or
    /// ``UIListContentConfiguration/groupedFooter()`` in a grouped or inset grouped one (a header when the table did not
    /// make or dequeue the view for a section's footer; a plain table's when it is in no table).
    @discardableResult
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var style = listRole?.style
        if style == nil {
            var ancestor = superview
            while let current = ancestor, style == nil {
                style = (current as? UITableView)?.style
                ancestor = current.superview
            }
        }
        switch (style ?? .plain, listRole?.isFooter ?? false) {
        case (.plain, false): return .plainHeader()
        case (.plain, true): return .plainFooter()
        case (_, false): return .groupedHeader()
        case (_, true): return .groupedFooter()
        }
    }

    /// What the view's background shows, as a configuration (nil by default): drawn behind the content. Setting one
    /// clears the view's `backgroundColor` and ``backgroundView``, as UIKit does.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurations.background }
        set {
            configurations.background = newValue
            if newValue != nil {
                backgroundColor = nil
                backgroundView = nil
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

    /// The view's state: its traits. Override it to add custom states.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// A handler run after ``updateConfiguration(using:)`` on each update, with the view and its state (nil by default);
    /// setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Asks for an update of the configurations for the current state, before the view's next layout.
    open func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Override to update the view's configurations for `state` (does nothing by default).
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Updates the configurations when due, places the title label 16 points from the sides, filling the height, and
    /// lays the background configuration out in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        configurations.updateIfNeeded({ configurationState }) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
        configurations.layoutBackground()
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
        let archive = CellArchive(reuseIdentifier: identifier, frame: CGRect(x: 0, y: 0, width: width, height: 28))
        guard let type = viewClass as? UITableViewHeaderFooterView.Type, let decoded = type.init(coder: archive)
        else { preconditionFailure("\(viewClass) registered for '\(identifier)' is not a UITableViewHeaderFooterView that can be made") }
        let view = decoded.awakeAfter(using: archive) as? UITableViewHeaderFooterView ?? decoded
        view.awakeFromNib()
        return view
    }
}
