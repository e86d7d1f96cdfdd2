import Foundation

/// A pasteboard: items of typed values copied and pasted (UIKit's `UIPasteboard`).
///
/// Glide differs from UIKit: pasteboards live in the process (there is no system pasteboard to share with other
/// apps), `general` starts empty, and reading one never shows iOS's paste permission prompt.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// Options for ``setItems(_:options:)`` (UIKit's `UIPasteboard.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed (Glide keeps them).
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device only.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted when a pasteboard's items change.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The type identifiers Glide stores values under (Uniform Type Identifiers).
    package enum TypeIdentifier {
        package static let text = "public.utf8-plain-text"
        package static let url = "public.url"
        package static let image = "public.png"
        package static let color = "com.apple.uikit.color"
    }

    private static var named: [Name: UIPasteboard] = [:]

    /// The pasteboard every app shares on iOS (Glide: this process's).
    open class var general: UIPasteboard {
        if let existing = named[.general] { return existing }
        let board = UIPasteboard(name: .general)
        named[.general] = board
        return board
    }

    /// The pasteboard named `pasteboardName`, made when `create` is true and it does not exist.
    public class func withName(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if let existing = named[pasteboardName] { return existing }
        guard create else { return nil }
        let board = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = board
        return board
    }

    /// A new pasteboard with a unique name.
    open class func withUniqueName() -> UIPasteboard {
        withName(Name(rawValue: UUID().uuidString), create: true)!
    }

    /// Removes the pasteboard named `pasteboardName`.
    open class func remove(withName pasteboardName: Name) {
        guard named.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    /// The pasteboard's name.
    public let name: Name
    /// Whether the pasteboard outlives the app (iOS 10 and later: always true).
    open var isPersistent = true
    /// How many times the items changed.
    open private(set) var changeCount = 0

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// The items: each a dictionary from a type identifier to its value.
    open var items: [[String: Any]] {
        get { storedItems }
        set { setItems(newValue, options: [:]) }
    }
    private var storedItems: [[String: Any]] = []

    /// Replaces the items (`options` are accepted and not applied).
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        storedItems = items
        changeCount += 1
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// Adds `items` after the items there.
    open func addItems(_ items: [[String: Any]]) { setItems(storedItems + items) }

    /// How many items there are.
    open var numberOfItems: Int { storedItems.count }

    /// The type identifiers of the items, in order.
    open var types: [String] { storedItems.flatMap { $0.keys.sorted() } }

    /// The value of the first item that has a value of type `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        storedItems.lazy.compactMap { $0[pasteboardType] }.first
    }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }

    private func values<T>(_ type: String, as: T.Type) -> [T] { storedItems.compactMap { $0[type] as? T } }
    private func set<T>(_ values: [T]?, as type: String) { setItems((values ?? []).map { [type: $0] }) }

    /// The first string (nil: none); setting it replaces the items.
    open var string: String? { get { strings?.first } set { set(newValue.map { [$0] }, as: TypeIdentifier.text) } }
    /// The strings, in item order (nil: none).
    open var strings: [String]? { get { nonEmpty(values(TypeIdentifier.text, as: String.self)) } set { set(newValue, as: TypeIdentifier.text) } }
    /// The first URL.
    open var url: URL? { get { urls?.first } set { set(newValue.map { [$0] }, as: TypeIdentifier.url) } }
    /// The URLs, in item order.
    open var urls: [URL]? { get { nonEmpty(values(TypeIdentifier.url, as: URL.self)) } set { set(newValue, as: TypeIdentifier.url) } }
    /// The first image.
    open var image: UIImage? { get { images?.first } set { set(newValue.map { [$0] }, as: TypeIdentifier.image) } }
    /// The images, in item order.
    open var images: [UIImage]? { get { nonEmpty(values(TypeIdentifier.image, as: UIImage.self)) } set { set(newValue, as: TypeIdentifier.image) } }
    /// The first color.
    open var color: UIColor? { get { colors?.first } set { set(newValue.map { [$0] }, as: TypeIdentifier.color) } }
    /// The colors, in item order.
    open var colors: [UIColor]? { get { nonEmpty(values(TypeIdentifier.color, as: UIColor.self)) } set { set(newValue, as: TypeIdentifier.color) } }

    /// Whether any item is a string.
    open var hasStrings: Bool { strings != nil }
    /// Whether any item is a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether any item is an image.
    open var hasImages: Bool { images != nil }
    /// Whether any item is a color.
    open var hasColors: Bool { colors != nil }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
