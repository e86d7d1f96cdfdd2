import Foundation
import Synchronization

/// A log: a subsystem and a category that messages are filed under.
///
/// Glide differs: Linux has no unified logging system. A message sent to an enabled log is kept in
/// Glide's record of this process, which ``OSLogStore`` reads (`getEntries()`), and written to standard
/// error only when asked: set ``OSLog/echoesToStandardError`` to true, or run with the environment
/// variable `GLIDE_OS_LOG=stderr`. ``OSLog/disabled`` keeps and writes nothing, as on iOS; every level
/// of an enabled log is kept (iOS keeps debug messages only when asked to).
public final class OSLog: Sendable, CustomStringConvertible {
    /// The subsystem, usually the reverse-DNS name of the app or library (`com.example.app`).
    public let subsystem: String
    /// The category within the subsystem (`"transitions"`).
    public let category: String
    let isDisabled: Bool

    /// A log filed under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = false
    }

    /// A log in one of the system's special categories (`.pointsOfInterest` for signposts in Instruments).
    public convenience init(subsystem: String, category: OSLog.Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isDisabled = true
    }

    private init(defaultLog: Void) {
        subsystem = ""
        category = ""
        isDisabled = false
    }

    /// The log that messages go to when none is named: no subsystem, no category.
    public static let `default` = OSLog(defaultLog: ())
    /// A log that keeps nothing: what libraries return in release builds to silence themselves.
    public static let disabled = OSLog(disabled: ())

    /// Whether a message of `type` sent to this log would be kept.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

    /// Whether signposts sent to this log are kept.
    public var signpostsEnabled: Bool { !isDisabled }

    public var description: String {
        isDisabled ? "OSLog.disabled" : subsystem.isEmpty && category.isEmpty ? "OSLog.default" : "OSLog(\(subsystem), \(category))"
    }

    /// The system's special categories.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown in Instruments' Points of Interest.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Messages kept only while a tool is attached.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Messages with backtraces kept only while a tool is attached.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    private static let echo = Mutex<Bool?>(nil)

    /// Whether messages are also written to standard error, one line each:
    /// `[subsystem:category] level: message`. False unless set, or unless the environment variable
    /// `GLIDE_OS_LOG` is `stderr` when the first message is logged.
    ///
    /// Glide differs: iOS has no such switch; its messages go to the unified log (and Xcode's console).
    public static var echoesToStandardError: Bool {
        get { echo.withLock { $0 ?? environmentAsksForEcho } }
        set { echo.withLock { $0 = newValue } }
    }

    private static var environmentAsksForEcho: Bool {
        ProcessInfo.processInfo.environment["GLIDE_OS_LOG"] == "stderr"
    }
}
