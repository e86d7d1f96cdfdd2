/// The level of a log message: how important it is and, on Apple's platforms, how long the system keeps it.
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The default level (`os_log` without a type; `Logger.notice` and `Logger.log`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may be helpful, not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// Information useful while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program or a system-level error.
    public static let fault = OSLogType(rawValue: 0x11)

    public var description: String {
        switch self {
        case .default: "default"
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "OSLogType(\(rawValue))"
        }
    }
}
