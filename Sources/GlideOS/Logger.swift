/// A logger of interpolated messages to one subsystem and category (iOS 14):
/// `logger.debug("pan \(progress, format: .fixed(precision: 2))")`.
///
/// Glide differs: messages go to Glide's record (``OSLogStore``), and to standard error only when asked
/// (``OSLog/echoesToStandardError``).
public struct Logger: Sendable {
    /// The log this logger writes to.
    public let logObject: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) { logObject = OSLog(subsystem: subsystem, category: category) }

    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) { logObject = logObj }

    /// A logger writing to ``OSLog/default``.
    public init() { logObject = .default }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { OSLogStore.append(log: logObject, type: .default, message: message.composed) }
    /// Logs at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { OSLogStore.append(log: logObject, type: level, message: message.composed) }
    /// Logs at the debug level (`trace` is debug).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the debug level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs at the info level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs at the default level (`notice`).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs at the error level (`warning` is error).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the error level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs at the fault level (`critical` is fault).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs at the fault level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
