import Foundation

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
