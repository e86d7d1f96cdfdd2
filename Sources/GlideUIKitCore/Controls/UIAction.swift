import Foundation

/// What an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, for bar button items' ``UIBarButtonItem/primaryAction`` and menus (UIKit's `UIAction`).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An action's identifier (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier (a unique one when none was given).
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The object that performed the action while its handler runs (a bar button item), else nil.
    public private(set) var sender: Any?
    private let handler: UIActionHandler

    /// An action titled `title` that runs `handler` when performed.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` as ``sender`` (Glide's: UIKit performs actions itself, when their
    /// item or control is tapped). A disabled action does nothing.
    package func perform(sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A menu of actions and submenus (UIKit's `UIMenu`).
///
/// Glide differs from UIKit: Glide shows no menus, so a menu is kept (and read back) but never appears,
/// and its actions run only if you perform them.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}
