import Synchronization

/// Marks intervals and events for a profiler (iOS 15): `let state = signposter.beginInterval("pop")`,
/// then `signposter.endInterval("pop", state)`.
///
/// Glide differs: there is no Instruments on Linux. Each signpost is an entry of Glide's record
/// (``OSLogStore``) at the default level: `begin <name> [id]`, `end <name> [id]` or `event <name> [id]`,
/// then `: ` and the message if one was given, so a check can read that an interval ended.
public struct OSSignposter: Sendable {
    let log: OSLog

    /// A signposter for `subsystem` and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter for one of the system's categories.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter writing to `logger`'s log.
    public init(logger: Logger) { log = logger.logObject }
    /// A signposter writing to `logHandle`.
    public init(logHandle: OSLog) { log = logHandle }

    /// A signposter that records nothing.
    public static let disabled = OSSignposter(logHandle: .disabled)

    /// Whether signposts are recorded.
    public var isEnabled: Bool { log.signpostsEnabled }

    /// A new identifier, unique in this process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// The identifier of `object` (the same for the same object).
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }

    /// Begins an interval named `name`.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        record("begin", name, id, message)
        return OSSignpostIntervalState(id: id, name: "\(name)")
    }
    /// Begins an interval named `name`.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
        record("begin", name, id, nil)
        return OSSignpostIntervalState(id: id, name: "\(name)")
    }
    /// Ends the interval `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) { record("end", name, state.signpostID, message) }
    /// Ends the interval `state` began.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) { record("end", name, state.signpostID, nil) }
    /// Marks a single point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) { record("event", name, id, message) }
    /// Marks a single point in time.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) { record("event", name, id, nil) }

    /// Runs `task` inside an interval named `name`.
    public func withIntervalSignpost<T>(
        _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage? = nil, around task: () throws -> T
    ) rethrows -> T {
        let state = message.map { beginInterval(name, id: id, $0) } ?? beginInterval(name, id: id)
        defer { endInterval(name, state) }
        return try task()
    }

    private func record(_ kind: String, _ name: StaticString, _ id: OSSignpostID, _ message: OSLogMessage?) {
        let text = "\(kind) \(name) [\(id.rawValue)]" + (message.map { ": " + $0.composed } ?? "")
        OSLogStore.append(log: log, type: .default, message: text)
    }
}

/// Identifies a signpost interval among others of the same name.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    public let rawValue: UInt64

    public init(_ value: UInt64) { rawValue = value }

    /// A new identifier, unique in this process.
    public init(log: OSLog) {
        rawValue = Self.next.withLock { value in
            defer { value += 1 }
            return value
        }
    }

    /// The identifier of `object`: derived from its address, as on iOS.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

    /// The identifier of intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// No identifier.
    public static let null = OSSignpostID(0)
    /// An invalid identifier.
    public static let invalid = OSSignpostID(~0)

    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }

    private static let next = Mutex<UInt64>(1)
}

/// What `beginInterval` returns, for `endInterval`.
public final class OSSignpostIntervalState: Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    let name: String

    init(id: OSSignpostID, name: String) {
        signpostID = id
        self.name = name
    }
}
