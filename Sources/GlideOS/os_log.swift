/// Logs a message with a printf-style format (`%@`, `%d`, `%{public}@`) to `log` at level `type`.
///
/// `dso` (the caller's image, for the system's symbolication) is accepted and unused.
/// Glide differs: the message goes to Glide's record (``OSLogStore``) and to standard error only when
/// asked (``OSLog/echoesToStandardError``); privacy annotations are dropped, private arguments are kept.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...)
{
    OSLogStore.append(log: log, type: type, message: OSLogFormat.compose(message, args))
}

/// Logs a message of level `type` with a printf-style format to `log` (the form of iOS 12).
///
/// Glide differs: as ``os_log(_:dso:log:type:_:)``.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...) {
    OSLogStore.append(log: log, type: type, message: OSLogFormat.compose(message, args))
}

/// Logs an interpolated message (iOS 14), as ``Logger`` does, to `log` at `level`.
///
/// Glide differs: as ``os_log(_:dso:log:type:_:)``.
public func os_log(_ level: OSLogType = .default, log: OSLog = .default, _ message: OSLogMessage) {
    OSLogStore.append(log: log, type: level, message: message.composed)
}
