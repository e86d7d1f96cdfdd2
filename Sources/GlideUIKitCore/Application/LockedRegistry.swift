import Foundation

/// A name → value table safe to use from any thread: Glide's stand-in for asset catalogs
/// (`UIImage(named:)` sizes, `UIColor(named:)` colours), which UIKit reads from any thread.
final class LockedRegistry<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    subscript(name: String) -> Value? {
        get { lock.withLock { values[name] } }
        set { lock.withLock { values[name] = newValue } }
    }

    func removeAll() { lock.withLock { values.removeAll() } }
}
