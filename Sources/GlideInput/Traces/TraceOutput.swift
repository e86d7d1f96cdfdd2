#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed write: the output's name and the system's reason.
public struct TraceWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or descriptor written to.
    public var output: String
    /// The reason (`strerror`).
    public var reason: String
    /// `output: reason`.
    public var description: String { "\(output): \(reason)" }
}

/// Where a trace writer puts its bytes: a file descriptor (buffered, 256 KiB writes) or memory.
public final class TraceOutput {
    private enum Target {
        case descriptor(Int32, closes: Bool)
        case memory
    }

    private let target: Target
    /// The name errors use.
    public let name: String
    /// Bytes not yet written (descriptor) or everything written (memory).
    private(set) var buffer: [UInt8] = []
    private static let flushThreshold = 256 * 1024

    /// Collects the output in memory; read it with ``bytes`` or ``text``.
    public init() {
        target = .memory
        name = "<memory>"
        buffer.reserveCapacity(64 * 1024)
    }

    /// Writes to an open file descriptor, which stays open.
    public init(fileDescriptor: Int32, name: String) {
        target = .descriptor(fileDescriptor, closes: false)
        self.name = name
        buffer.reserveCapacity(Self.flushThreshold + 4096)
    }

    /// Creates (or truncates) the file at `path`; `-` is standard output.
    public init(path: String) throws(TraceWriteError) {
        if path == "-" {
            target = .descriptor(1, closes: false)
            name = "<stdout>"
        } else {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw TraceWriteError(output: path, reason: String(cString: strerror(errno))) }
            target = .descriptor(fd, closes: true)
            name = path
        }
        buffer.reserveCapacity(Self.flushThreshold + 4096)
    }

    deinit {
        try? flush()
        if case .descriptor(let fd, true) = target { _ = close(fd) }
    }

    /// Everything written so far (memory outputs only; empty for descriptors).
    public var bytes: [UInt8] {
        if case .memory = target { return buffer }
        return []
    }

    /// ``bytes`` as UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    @inline(__always) func append(_ byte: UInt8) { buffer.append(byte) }

    func append(_ string: String) {
        var s = string
        s.withUTF8 { buffer.append(contentsOf: $0) }
    }

    func append(_ string: StaticString) {
        string.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// `value` in decimal, right-aligned in `width` (padded with `pad`: spaces, or zeros after the sign as `%0Nd`).
    func appendDecimal(_ value: Int64, width: Int = 0, zeroPad: Bool = false, plusSign: Bool = false) {
        var digits: [UInt8] = []
        var magnitude = value.magnitude
        repeat {
            digits.append(UInt8(magnitude % 10) + 0x30)
            magnitude /= 10
        } while magnitude > 0
        let sign: UInt8? = value < 0 ? 0x2D : (plusSign ? 0x2B : nil)
        let length = digits.count + (sign == nil ? 0 : 1)
        let padding = Swift.max(0, width - length)
        if !zeroPad { for _ in 0..<padding { buffer.append(0x20) } }
        if let sign { buffer.append(sign) }
        if zeroPad { for _ in 0..<padding { buffer.append(0x30) } }
        buffer.append(contentsOf: digits.reversed())
    }

    /// `value` in lowercase hexadecimal, zero-padded to `width` (`%0Nx`).
    func appendHex(_ value: UInt64, width: Int) {
        let hex: [UInt8] = Array("0123456789abcdef".utf8)
        var digits: [UInt8] = []
        var v = value
        repeat {
            digits.append(hex[Int(v & 0xf)])
            v >>= 4
        } while v > 0
        for _ in 0..<Swift.max(0, width - digits.count) { buffer.append(0x30) }
        buffer.append(contentsOf: digits.reversed())
    }

    /// Writes buffered bytes when enough have gathered.
    func flushIfFull() throws(TraceWriteError) {
        if buffer.count >= Self.flushThreshold { try flush() }
    }

    /// Writes all buffered bytes and asks the kernel to put them on disk (`fsync`); pipes and
    /// terminals, which cannot be synced, are fine.
    public func sync() throws(TraceWriteError) {
        try flush()
        guard case .descriptor(let fd, _) = target else { return }
        if fsync(fd) != 0, errno != EINVAL, errno != EROFS, errno != ENOTSUP {
            throw TraceWriteError(output: name, reason: "cannot sync: " + String(cString: strerror(errno)))
        }
    }

    /// Writes all buffered bytes to the descriptor.
    public func flush() throws(TraceWriteError) {
        guard case .descriptor(let fd, _) = target, !buffer.isEmpty else { return }
        var failure: TraceWriteError?
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = TraceWriteError(output: name, reason: String(cString: strerror(errno)))
                    return
                }
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }
}
