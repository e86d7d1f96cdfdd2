import Foundation

/// Messages Glide's UIKit model would print to the console on iOS (Auto Layout's "Unable to
/// simultaneously satisfy constraints", misuse UIKit answers with an exception), and the places where
/// Glide could not do what iOS does, collected here instead of printed so that tests and checks can
/// read them and output stays clean.
///
/// Main-actor state, like the views that write it; a test clears it (``clear()``) or reads only
/// what it appended (``messages`` from a count it noted). At most ``capacity`` entries are kept;
/// later ones are counted in ``dropped``.
@preconcurrency @MainActor
public enum GlideDiagnostics {
    /// Whose message it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// What UIKit would print to the console, or raise, on iOS: the app's to read.
        case console
        /// Glide could not do what iOS does here (an action Swift on Linux cannot call): a limit of
        /// Glide, which makes a check that met it incomplete.
        case glideLimit
    }

    /// One logged message.
    public struct Entry: Sendable, Hashable {
        public var message: String
        public var kind: Kind
    }

    /// The most entries kept; a program that logs on every frame stays bounded.
    public static let capacity = 10_000

    /// Every entry logged since the last ``clear()``, oldest first (at most ``capacity``).
    public private(set) static var entries: [Entry] = []

    /// Entries not kept because ``capacity`` was reached, since the last ``clear()``.
    public private(set) static var dropped = 0

    /// Every message logged since the last ``clear()``, oldest first.
    public static var messages: [String] { entries.map(\.message) }

    /// Appends `message` (UIKit's console output unless `kind` says otherwise).
    public static func log(_ message: String, kind: Kind = .console) {
        guard entries.count < capacity else {
            dropped += 1
            return
        }
        entries.append(Entry(message: message, kind: kind))
    }

    /// Forgets every message.
    public static func clear() {
        entries.removeAll()
        dropped = 0
    }

    /// Runs `body` and returns what it logged (and how many entries it logged past ``capacity``), taking
    /// them out again: what was logged before is as it was, and a long run of checks stays bounded.
    @discardableResult
    public static func collecting<T>(_ body: () throws -> T) rethrows -> (result: T, entries: [Entry], dropped: Int) {
        let saved = entries
        let savedDropped = dropped
        entries = []
        dropped = 0
        defer {
            entries = saved
            dropped = savedDropped
        }
        let result = try body()
        return (result, entries, dropped)
    }
}
