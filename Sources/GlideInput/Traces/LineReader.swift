#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor in large `read(2)` chunks and hands out lines as byte ranges of its
/// buffer, without copying and without allocating per line. Memory stays at one buffer whatever the
/// file's length; a line longer than the buffer is reported as over-long and the rest of it skipped.
final class LineReader {
    /// One line: its bytes (without the newline, and without a trailing `\r`), valid until the next read.
    struct Line {
        var start: UnsafePointer<UInt8>
        var count: Int
        /// True when the line was longer than the buffer: `start`/`count` hold its beginning only.
        var isTruncated: Bool
    }

    let fd: Int32
    /// The name errors use: the path, or `<stdin>`.
    let name: String
    private let closesDescriptor: Bool
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// The mutable state lives behind a pointer: the per-line path then needs no dynamic
    /// exclusivity checks on class properties (they cost a fifth of the read time).
    private struct State {
        var start = 0
        var end = 0
        var atEOF = false
        var discardingRestOfLine = false
        var lineNumber = 0
        var bytesRead: Int64 = 0
        /// One past the last newline in `buffer[start..<end]`, found once per fill; -1 when not yet looked for.
        var completeEnd = -1
    }

    private let state: UnsafeMutablePointer<State>
    /// The number of the line last returned (1-based).
    var lineNumber: Int { state.pointee.lineNumber }
    /// Total bytes consumed so far.
    var bytesRead: Int64 { state.pointee.bytesRead }

    /// The buffer size: 1 MiB, so a read(2) moves a lot of data and a line may be up to 1 MiB long.
    static let defaultCapacity = 1 << 20
    /// Readable bytes past the end of the buffer's capacity: a scanner may read up to 16 bytes past
    /// the last buffered newline (see ``bufferedCompleteLines()``).
    static let scanPadding = 16
    /// The most one read(2) asks for: 128 KiB, well inside a core's L2 cache, where the scanner finds it.
    static let readChunk = 128 << 10

    init(fileDescriptor: Int32, name: String, closesDescriptor: Bool, capacity: Int = LineReader.defaultCapacity) {
        fd = fileDescriptor
        self.name = name
        self.closesDescriptor = closesDescriptor
        self.capacity = Swift.max(capacity, 64)
        // Zeroed, with scanPadding bytes past the capacity that reads never fill (see bufferedCompleteLines()).
        buffer = .allocate(capacity: self.capacity + Self.scanPadding)
        buffer.initialize(repeating: 0, count: self.capacity + Self.scanPadding)
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        buffer.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
        if closesDescriptor { _ = close(fd) }
    }

    /// Opens `path` for reading (`-` is standard input).
    static func open(path: String) throws(TraceError) -> LineReader {
        if path == "-" { return LineReader(fileDescriptor: 0, name: "<stdin>", closesDescriptor: false) }
        let fd = Glide_open(path)
        guard fd >= 0 else {
            throw TraceError(file: path, line: 0, column: 0, expected: "a readable file", found: errnoText())
        }
        return LineReader(fileDescriptor: fd, name: path, closesDescriptor: true)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }

    /// Reads more bytes into the buffer; false at end of file.
    private func fill() throws(TraceError) -> Bool {
        if state.pointee.atEOF { return false }
        if state.pointee.start > 0 {
            let live = state.pointee.end - state.pointee.start
            if live > 0 { memmove(buffer, buffer + state.pointee.start, live) }
            state.pointee.start = 0
            state.pointee.end = live
        }
        state.pointee.completeEnd = -1
        guard state.pointee.end < capacity else { return true }
        while true {
            // At most a chunk a read: the bytes then come from a part of the buffer still in the CPU's cache.
            let n = read(fd, buffer + state.pointee.end, Swift.min(capacity - state.pointee.end, Self.readChunk))
            if n > 0 {
                state.pointee.end += n
                return true
            }
            if n == 0 {
                state.pointee.atEOF = true
                return false
            }
            if errno == EINTR { continue }
            throw TraceError(file: name, line: state.pointee.lineNumber + 1, column: 0, expected: "readable input", found: Self.errnoText())
        }
    }

    /// The next line, or nil at the end of the input.
    func nextLine() throws(TraceError) -> Line? {
        var scanFrom = state.pointee.start
        while true {
            if scanFrom < state.pointee.end, let nl = memchr(buffer + scanFrom, 0x0A, state.pointee.end - scanFrom) {
                let nlIndex = buffer.distance(to: nl.assumingMemoryBound(to: UInt8.self))
                let lineStart = state.pointee.start
                state.pointee.start = nlIndex + 1
                state.pointee.bytesRead += Int64(state.pointee.start - lineStart)
                if state.pointee.discardingRestOfLine {
                    state.pointee.discardingRestOfLine = false
                    scanFrom = state.pointee.start
                    continue
                }
                state.pointee.lineNumber += 1
                var count = nlIndex - lineStart
                if count > 0, buffer[lineStart + count - 1] == 0x0D { count -= 1 }
                return Line(start: UnsafePointer(buffer + lineStart), count: count, isTruncated: false)
            }
            // No newline in what we have.
            if state.pointee.start == 0, state.pointee.end == capacity {
                // A line longer than the whole buffer: hand out its beginning, drop the rest.
                state.pointee.bytesRead += Int64(state.pointee.end)
                state.pointee.start = state.pointee.end
                if state.pointee.discardingRestOfLine {
                    scanFrom = state.pointee.start
                    continue
                }
                state.pointee.discardingRestOfLine = true
                state.pointee.lineNumber += 1
                // The bytes stay valid until the next call, which refills from offset 0.
                return Line(start: UnsafePointer(buffer), count: capacity, isTruncated: true)
            }
            let consumedBefore = state.pointee.start
            if try !fill() {
                // End of input: the last line has no newline.
                guard state.pointee.start < state.pointee.end else { return nil }
                let lineStart = state.pointee.start
                let count = state.pointee.end - state.pointee.start
                state.pointee.start = state.pointee.end
                state.pointee.bytesRead += Int64(count)
                if state.pointee.discardingRestOfLine {
                    state.pointee.discardingRestOfLine = false
                    return nil
                }
                state.pointee.lineNumber += 1
                var c = count
                if c > 0, buffer[lineStart + c - 1] == 0x0D { c -= 1 }
                return Line(start: UnsafePointer(buffer + lineStart), count: c, isTruncated: false)
            }
            // fill() moved the live bytes to offset 0; continue scanning where we stopped.
            scanFrom = Swift.max(0, scanFrom - consumedBefore)
        }
    }

    /// The buffered complete lines from the current position, for a reader's fast path that scans
    /// them in place: `cursor..<end`, where `end` is one past the last buffered newline (every line in
    /// the range ends with its newline), or `cursor == end` when no complete line is buffered. Valid
    /// until the next ``nextLine()``, ``peek(limit:)`` or ``readAll(maximum:)``; report what was taken
    /// with ``consume(upTo:lines:)``. Reads nothing: the caller falls back to ``nextLine()`` for more.
    /// At least ``scanPadding`` bytes from `end` on are readable memory (initialized; what they hold
    /// is meaningless), so a word-at-a-time scanner may read up to 16 bytes past the last newline.
    @inline(__always)
    func bufferedCompleteLines() -> (cursor: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) {
        let start = state.pointee.start
        let cursor = UnsafePointer(buffer + start)
        // The buffer begins with the rest of an over-long line: nextLine() skips it.
        if state.pointee.discardingRestOfLine { return (cursor, cursor) }
        var completeEnd = state.pointee.completeEnd
        if completeEnd < 0 {
            // Once per fill: one past the last newline of the buffered bytes (start when there is none),
            // backwards from the end: the last line is short, so this stops within a line's length.
            completeEnd = state.pointee.end
            while completeEnd > start, buffer[completeEnd - 1] != 0x0A { completeEnd -= 1 }
            state.pointee.completeEnd = completeEnd
        }
        return (cursor, UnsafePointer(buffer + Swift.max(completeEnd, start)))
    }

    /// Takes the bytes up to `next` (the start of a line, at most ``bufferedCompleteLines()``'s `end`),
    /// which held `lines` complete lines.
    @inline(__always)
    func consume(upTo next: UnsafePointer<UInt8>, lines: Int) {
        let newStart = UnsafePointer(buffer).distance(to: next)
        // Wrapping additions: neither count can come near 2^63.
        state.pointee.bytesRead &+= Int64(newStart &- state.pointee.start)
        state.pointee.start = newStart
        state.pointee.lineNumber &+= lines
    }

    /// Skips a UTF-8 byte-order mark (EF BB BF) at the current position: editors on Windows begin text files
    /// with one. Line 1's columns are then counted from after it, as editors count them.
    func skipByteOrderMark() throws(TraceError) {
        guard try peek(limit: 3) == [0xEF, 0xBB, 0xBF] else { return }
        state.pointee.start += 3
        state.pointee.bytesRead += 3
        state.pointee.completeEnd = -1
    }

    /// Up to `limit` bytes from the current position without consuming them (for format detection).
    func peek(limit: Int) throws(TraceError) -> [UInt8] {
        while state.pointee.end - state.pointee.start < Swift.min(limit, capacity), try fill() {}
        let n = Swift.min(limit, state.pointee.end - state.pointee.start)
        return Array(UnsafeBufferPointer(start: buffer + state.pointee.start, count: n))
    }

    /// Everything from the current position to the end of the input (for whole-document formats).
    func readAll(maximum: Int) throws(TraceError) -> [UInt8] {
        var result: [UInt8] = []
        while true {
            result.append(contentsOf: UnsafeBufferPointer(start: buffer + state.pointee.start, count: state.pointee.end - state.pointee.start))
            state.pointee.bytesRead += Int64(state.pointee.end - state.pointee.start)
            state.pointee.start = state.pointee.end
            if result.count > maximum {
                throw TraceError(file: name, line: 0, column: 0, expected: "a document of at most \(maximum) bytes")
            }
            if try !fill() { return result }
        }
    }
}

/// `open(2)` read-only with close-on-exec.
@inline(__always)
func Glide_open(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}
