import Foundation

/// What a share sheet or a context menu can share, given as item providers (UIKit's
/// `UIActivityItemsConfigurationReading`). Only the item providers are required; the rest have UIKit's defaults.
@preconcurrency @MainActor
public protocol UIActivityItemsConfigurationReading: AnyObject {
    /// The items, one provider each.
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
    /// Whether the items support `interaction` (`.share`): true unless a configuration says otherwise.
    func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool
    /// The metadata of the whole collection for `key` (a title, a message).
    func activityItemsConfigurationMetadata(forKey key: UIActivityItemsConfigurationMetadataKey) -> Any?
    /// The metadata of the item at `index` for `key`.
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?
    /// The app's own activities offered beside the system's.
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    public func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool { true }
    public func activityItemsConfigurationMetadata(forKey key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }
    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { nil }
}

/// A way items may be used (UIKit's `UIActivityItemsConfigurationInteraction`).
public struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharing, through a share sheet.
    public static let share = UIActivityItemsConfigurationInteraction(rawValue: "share")
}

/// A key of an items configuration's metadata (UIKit's `UIActivityItemsConfigurationMetadataKey`).
public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let title = UIActivityItemsConfigurationMetadataKey(rawValue: "title")
    public static let messageBody = UIActivityItemsConfigurationMetadataKey(rawValue: "messageBody")
    public static let linkPresentationMetadata = UIActivityItemsConfigurationMetadataKey(rawValue: "linkPresentationMetadata")
    public static let shareRecipients = UIActivityItemsConfigurationMetadataKey(rawValue: "shareRecipients")
}

/// The configuration UIKit provides: items as providers or objects, with metadata from closures (UIKit's
/// `UIActivityItemsConfiguration`).
@preconcurrency @MainActor
open class UIActivityItemsConfiguration: NSObject, UIActivityItemsConfigurationReading {
    /// The items' providers.
    public let itemProvidersForActivityItemsConfiguration: [NSItemProvider]
    /// An object the app keeps with the configuration (UIKit never reads it).
    open var localObject: Any?
    /// The interactions the items support (`[.share]` by default).
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] = [.share]
    /// The collection's metadata for a key.
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// An item's metadata for a key.
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
    /// The app's own activities offered beside the system's.
    open var applicationActivitiesProvider: (() -> [UIActivity])?

    /// A configuration of `itemProviders`.
    public init(itemProviders: [NSItemProvider]) {
        itemProvidersForActivityItemsConfiguration = itemProviders
        super.init()
    }

    /// A configuration of `objects`, each in its own provider.
    public convenience init(objects: [any NSItemProviderWriting]) {
        self.init(itemProviders: objects.map { NSItemProvider(object: $0) })
    }

    public func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        supportedInteractions.contains(interaction)
    }

    public func activityItemsConfigurationMetadata(forKey key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        metadataProvider?(key)
    }

    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        perItemMetadataProvider?(index, key)
    }

    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { applicationActivitiesProvider?() }
}
