import ArgumentParser
import Foundation

/// One voice for every command: errors are one line, `glide CMD: error: WHAT`, with no stack of
/// usage text, no Foundation error domains, and the nearest valid name for a misspelt one.
enum CommandVoice {
    /// The command as typed, from the arguments: `glide`, `glide replay`, `glide bench soak`.
    static let name: String = {
        var words = ["glide"]
        var level: [any ParsableCommand.Type] = Glide.configuration.subcommands
        for argument in CommandLine.arguments.dropFirst() {
            if argument.hasPrefix("-") { continue }
            guard let command = level.first(where: { $0._commandName == argument }) else { break }
            words.append(argument)
            level = command.configuration.subcommands
            if level.isEmpty { break }
        }
        return words.joined(separator: " ")
    }()

    /// `glide CMD: error: message`.
    static func errorLine(_ message: String) -> String { "\(name): error: \(message)" }

    /// Prints a usage error (one line, then where to find the help) and exits with status 2.
    static func usageError(_ message: String) -> Never {
        printError(errorLine(message))
        printError("(see '\(name) --help')")
        Foundation.exit(2)
    }
}

/// Writes `message` as `glide CMD: error: message` to standard error and exits with `status`
/// (1: the work failed; 2: a usage or input error).
func fail(_ message: String, status: Int32 = 1) -> Never {
    printError(CommandVoice.errorLine(message))
    Foundation.exit(status)
}

/// What went wrong with a file operation, in words: the path and the system's reason
/// (`No such file or directory`), never `NSCocoaErrorDomain error 512`.
func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    var posix: Int32?
    if nsError.domain == NSPOSIXErrorDomain { posix = Int32(nsError.code) }
    // The underlying error may be held as an NSError or as a Swift error (swift-corelibs-foundation does both).
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey].map({ $0 as AnyObject as? NSError ?? (($0 as? any Error).map { $0 as NSError }) }),
        let underlying, underlying.domain == NSPOSIXErrorDomain {
        posix = Int32(underlying.code)
    }
    if posix == EEXIST { return "a file or folder of that name is already there" }
    if let posix { return String(cString: strerror(posix)) }
    if nsError.domain == NSCocoaErrorDomain {
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileWriteOutOfSpace: return String(cString: strerror(ENOSPC))
        case .fileWriteVolumeReadOnly: return String(cString: strerror(EROFS))
        case .fileWriteFileExists: return "a file or folder of that name is already there"
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "the file is not valid text"
        case .fileReadTooLarge: return "the file is too large to read"
        case .fileWriteInvalidFileName, .fileReadInvalidFileName: return "the name is not a valid file name"
        default:
            // Never a domain and a code: the reason Foundation gives, in words.
            return nsError.localizedFailureReason ?? nsError.localizedDescription
        }
    }
    return "\(error)"
}

/// Writes `data` to `path` (or standard output for "-") with open(2) and write(2), so a failure
/// names what could not be written, where, and the system's reason; exits with status 1 then.
func writeOutput(_ data: Data, to path: String) {
    if path == "-" {
        FileHandle.standardOutput.write(data)
        return
    }
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { fail(cannotWrite(path, errno: errno)) }
    defer { close(fd) }
    let failure: Int32? = data.withUnsafeBytes { buffer -> Int32? in
        var offset = 0
        while offset < buffer.count {
            let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }
    if let failure { fail(cannotWrite(path, errno: failure)) }
}

/// `cannot write PATH: the folder DIR does not exist` and the like.
func cannotWrite(_ path: String, errno code: Int32) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    switch code {
    case ENOENT:
        return "cannot write \(path.escapingNonPrintable): the folder \((folder.isEmpty ? "." : folder).escapingNonPrintable) does not exist"
    case EISDIR:
        return "cannot write \(path.escapingNonPrintable): it is a folder; give a file name"
    case EACCES, EPERM:
        return "cannot write \(path.escapingNonPrintable): permission denied (\(folder.isEmpty ? "this folder" : folder.escapingNonPrintable) or the file is not writable by you)"
    default:
        return "cannot write \(path.escapingNonPrintable): \(String(cString: strerror(code)))"
    }
}

/// The name in `candidates` nearest to `name`: the same letters in another case, or within a
/// small edit distance (a third of the name's length, at least 2). Nil when none is near.
func nearestName(_ name: String, in candidates: [String]) -> String? {
    if let same = candidates.first(where: { $0.lowercased() == name.lowercased() }) { return same }
    let limit = max(2, name.count / 3)
    let scored = candidates.map { ($0, editDistance(name.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
    return best.0
}

/// `unknown transition 'carrd' (did you mean 'card'?); choose one of …`.
func unknownName(_ what: String, _ name: String, in candidates: [String], choices: String? = nil) -> String {
    let hint = nearestName(name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    return "unknown \(what) '\(name.escapingNonPrintable)'\(hint); choose one of \(choices ?? candidates.joined(separator: ", "))"
}

/// Levenshtein distance between two strings, by characters.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
