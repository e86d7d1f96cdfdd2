import Foundation

/// Messages Glide's UIKit model would print to the console on iOS (Auto Layout's "Unable to
/// simultaneously satisfy constraints", misuse UIKit answers with an exception), collected here
/// instead of printed so that tests can read them and output stays clean.
///
/// Main-actor state, like the views that write it; a test clears it (``clear()``) or reads only
/// what it appended (``messages`` from a count it noted).
@MainActor
public enum GlideDiagnostics {
    /// Every message logged since the last ``clear()``, oldest first.
    public private(set) static var messages: [String] = []

    /// Appends `message`.
    public static func log(_ message: String) {
        messages.append(message)
    }

    /// Forgets every message.
    public static func clear() {
        messages.removeAll()
    }
}
