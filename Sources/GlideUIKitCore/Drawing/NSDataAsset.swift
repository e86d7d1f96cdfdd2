import Foundation

/// Data from the app's asset catalog (UIKit's `NSDataAsset`).
///
/// Glide differs: there is no asset catalog, so an asset exists only when a test registered its data with
/// ``register(_:named:)``; otherwise `init(name:)` is nil, as UIKit's is for a missing asset.
open class NSDataAsset: NSObject, @unchecked Sendable {
    public let name: String
    public let data: Data
    /// The asset's type identifier (Glide: empty).
    public let typeIdentifier: String

    public convenience init?(name: String) { self.init(name: name, bundle: .main) }

    public init?(name: String, bundle: Bundle) {
        guard let data = Self.registry[name] else { return nil }
        self.name = name
        self.data = data
        typeIdentifier = ""
        super.init()
    }

    private static let registry = LockedRegistry<Data>()

    /// Makes `NSDataAsset(name: name)` give `data` (Glide's).
    public static func register(_ data: Data, named name: String) { registry[name] = data }
}
