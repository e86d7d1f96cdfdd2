import Foundation

// The few words of `glide`'s command voice (Sources/glide/CommandVoice.swift) that `glide port` speaks:
// kept here so that this executable links swift-syntax and nothing of the rest of Glide.

/// Writes `text` and a newline to standard error (file descriptor 2, unbuffered).
func printError(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

/// Writes `glide port: error: message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
    printError("glide port: error: \(message)")
    exit(status)
}

/// What went wrong with a file operation, in words (the system's reason, never a Foundation error domain).
func describe(_ error: any Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSCocoaErrorDomain {
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return String(cString: strerror(ENOENT))
        case .fileReadNoPermission, .fileWriteNoPermission: return String(cString: strerror(EACCES))
        case .fileReadCorruptFile, .fileReadInapplicableStringEncoding: return "the file is not valid text"
        default: break
        }
    }
    return "\(error)"
}

/// Writes `data` to `path` with open(2) and write(2); on failure names the path and the system's reason, exit 1.
func writeOutput(_ data: Data, to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { fail("cannot write \(path): \(String(cString: strerror(errno)))") }
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
    if let failure { fail("cannot write \(path): \(String(cString: strerror(failure)))") }
}
