import Foundation
import GlideClock
import Synchronization

/// The messages logged in this process, read as a test reads the unified log.
///
/// Glide differs: the store is Glide's own record of this process's messages (there is no system log
/// on Linux), so ``OSLogStore/local()`` and ``OSLogStore/init(scope:)`` read the same record, in the
/// order the messages were sent. `removeAllEntries()` (Glide's own) empties it between checks.
/// An entry's date is Glide's clock (`Clocks.current.now` seconds after 1 January 2001) when the message
/// was sent on the main thread (or main queue), so a check on a manual clock reads when it happened; off the main
/// thread (or main queue) it is the clock's last time read there.
public final class OSLogStore: Sendable {
    /// Which processes' messages a store reads.
    public enum Scope: Int, Sendable {
        /// The messages of the whole system (here: of this process, the only one recorded).
        case system = 0
        /// The messages of this process.
        case currentProcessIdentifier = 1
    }

    public let scope: Scope

    /// A store of this process's messages.
    public init(scope: Scope) throws { self.scope = scope }

    /// The store of the whole system's messages (here: this process's).
    public static func local() throws -> OSLogStore { try OSLogStore(scope: .system) }

    /// A position to read from: the start of the record, or a date.
    public final class Position: Sendable {
        let date: Date?
        init(date: Date?) { self.date = date }
    }

    /// The position of the first entry at or after `date`.
    public func position(date: Date) -> Position { Position(date: date) }
    /// The position of the first entry at or after `seconds` past the store's start.
    public func position(timeIntervalSinceEnd seconds: TimeInterval) -> Position {
        Position(date: (Self.record.withLock { $0.last?.date } ?? Date(timeIntervalSinceReferenceDate: 0)).addingTimeInterval(seconds))
    }

    /// Options for reading entries.
    public struct EnumeratorOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Newest first.
        public static let reverse = EnumeratorOptions(rawValue: 1)
    }

    /// The entries logged so far, oldest first (newest first with `.reverse`), from `position` on,
    /// those that `predicate` accepts.
    ///
    /// Glide differs: swift-corelibs-foundation evaluates only block predicates
    /// (`NSPredicate { entry, _ in … }`, given the ``OSLogEntry``), not format strings.
    public func getEntries(with options: EnumeratorOptions = [], at position: Position? = nil, matching predicate: NSPredicate? = nil) throws
        -> AnySequence<OSLogEntry>
    {
        var entries = Self.record.withLock { $0 }.filter { entry in
            if let date = position?.date, entry.date < date { return false }
            if let predicate {
                return predicate.evaluate(with: entry)
            }
            return true
        } as [OSLogEntryLog]
        if options.contains(.reverse) { entries.reverse() }
        return AnySequence(entries.map { $0 as OSLogEntry })
    }

    /// Empties the record (Glide's own: between checks, so that each reads only its own messages).
    public static func removeAllEntries() { record.withLock { $0.removeAll() } }

    static let record = Mutex<[OSLogEntryLog]>([])
    static let lastMainThreadTime = Mutex<Double>(0)

    /// True on the main thread, or in a block the main queue runs (after `dispatchMain()` a worker thread
    /// serves it, as in a test runner), where main-actor code may run synchronously.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueMark) == true
    }

    /// A mark on the main queue, which `getSpecific` reads back only in blocks the main queue runs.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Files one message: into the record, and to standard error when asked.
    static func append(log: OSLog, type: OSLogType, message: String) {
        guard log.isEnabled(type: type) else { return }
        let seconds: Double
        if isOnMainQueue {
            seconds = MainActor.assumeIsolated { Clocks.current.now }
            lastMainThreadTime.withLock { $0 = seconds }
        } else {
            seconds = lastMainThreadTime.withLock { $0 }
        }
        let entry = OSLogEntryLog(
            composedMessage: message, date: Date(timeIntervalSinceReferenceDate: seconds), subsystem: log.subsystem,
            category: log.category, level: OSLogEntryLog.Level(type))
        record.withLock { $0.append(entry) }
        if OSLog.echoesToStandardError {
            let line = "[\(log.subsystem):\(log.category)] \(type): \(message)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }
}

/// One entry of an ``OSLogStore``.
open class OSLogEntry: @unchecked Sendable {
    /// The message as it reads, its arguments put in.
    public let composedMessage: String
    /// When it was logged (Glide's clock: see ``OSLogStore``).
    public let date: Date

    init(composedMessage: String, date: Date) {
        self.composedMessage = composedMessage
        self.date = date
    }
}

/// A message logged with `os_log`, a ``Logger`` or a signposter.
public final class OSLogEntryLog: OSLogEntry, @unchecked Sendable {
    /// The message's level as the store reports it.
    public enum Level: Int, Sendable {
        case undefined = 0, debug = 1, info = 2, notice = 3, error = 4, fault = 5

        init(_ type: OSLogType) {
            switch type {
            case .debug: self = .debug
            case .info: self = .info
            case .error: self = .error
            case .fault: self = .fault
            default: self = .notice
            }
        }
    }

    /// The log's subsystem.
    public let subsystem: String
    /// The log's category.
    public let category: String
    /// The message's level.
    public let level: Level

    init(composedMessage: String, date: Date, subsystem: String, category: String, level: Level) {
        self.subsystem = subsystem
        self.category = category
        self.level = level
        super.init(composedMessage: composedMessage, date: date)
    }
}
