import Foundation
import GlideInput

/// What went wrong with a file operation, in words: the path and the system's reason
/// (`No such file or directory`), never `NSCocoaErrorDomain error 512`.
public func describe(_ error: any Error) -> String {
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

/// `cannot write PATH: the folder DIR does not exist` and the like.
public func cannotWrite(_ path: String, errno code: Int32) -> String {
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
