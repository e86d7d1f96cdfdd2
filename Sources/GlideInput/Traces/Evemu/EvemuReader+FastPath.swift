#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The evemu reader's fast path: well-formed `E:` lines scanned in place in the line reader's
/// buffer, one pass per line, many lines per call, with no per-line call into the line reader.
///
/// It accepts a subset of what ``EvemuReader/parseEvent(_:typeMaxima:)`` accepts, with the same
/// values (differential tests check this on real and mutated lines and recordings); whatever it
/// does not take — a malformed line or a layout it does not know, a timestamp going backwards or
/// out of range, a line not yet wholly buffered — it leaves unconsumed, and the full parser reads
/// that line and says what is wrong at file:line:column. Error messages, line numbers, limits and
/// lenient skipping are therefore exactly the full parser's.
///
/// Pointer safety: every scan runs inside `cursor..<end` from ``LineReader/bufferedCompleteLines()``,
/// where `end - 1` is a newline and every line ends with one. Each loop stops at a byte outside its
/// class (digits, hex digits, blanks), and a newline is in none of them, so no loop passes the line's
/// newline; comment tails are skipped with `memchr` bounded by `end`. Words of 8 bytes are loaded
/// from positions before the newline, reaching at most 16 bytes past it (the canonical middle's 18
/// bytes from the `.`): the line reader keeps 16 readable bytes from `end` on.
extension EvemuReader {
    /// The next event from the buffered lines, consuming it and any comment or blank lines before
    /// it; nil when the next line is not a well-formed event line (or none is buffered), with the
    /// comment and blank lines before it consumed and that line left for ``next()``'s full parser.
    @inline(__always)
    func nextBufferedEvent() -> InputEvent? {
        var event = InputEvent(timestampMicroseconds: 0, type: 0, code: 0, value: 0)
        return withUnsafeMutablePointer(to: &event) { scanBufferedEvents(into: $0, capacity: 1) } == 1 ? event : nil
    }

    /// Up to `capacity` events from the buffered well-formed lines, written to `events`, exactly as
    /// ``next()`` would deliver them one by one; returns how many (0 when the next line needs the full
    /// parser, or more input: call ``next()`` then). For a caller that takes events in bulk
    /// (``TraceSummary``): ``lineNumber``, ``bytesRead`` and ``eventCount`` move once per batch.
    func nextBufferedEvents(into events: UnsafeMutablePointer<InputEvent>, capacity: Int) -> Int {
        guard scansInPlace, st.pointee.end == nil, st.pointee.pendingLine == nil else { return 0 }
        return scanBufferedEvents(into: events, capacity: capacity)
    }

    @inline(__always)
    private func scanBufferedEvents(into events: UnsafeMutablePointer<InputEvent>, capacity: Int) -> Int {
        var (p, end) = lines.bufferedCompleteLines()
        let typeMaxima = self.typeMaxima, hexValues = self.hexValues
        // The reader's state in locals for the batch, written back once.
        var lastRaw = st.pointee.lastRawTimestamp
        var hasOffset = st.pointee.hasOffset
        var offset = st.pointee.offset
        var count = 0
        var passedLines = 0
        var seconds = SecondsText()
        scan: while count < capacity, p < end {
            switch p.pointee {
            case Scan.newline:  // a blank line
                p += 1
                passedLines &+= 1
                continue
            case Scan.hash:  // a comment line: to its newline (there is one before end)
                guard let nl = memchr(p, Int32(Scan.newline), p.distance(to: end)) else { break scan }
                p = UnsafePointer(nl.assumingMemoryBound(to: UInt8.self)) + 1
                passedLines &+= 1
                continue
            default:
                break
            }
            guard let (raw, type, code, value, next) = Self.scanEventLine(p, end: end, typeMaxima: typeMaxima, hexValues: hexValues, seconds: &seconds),
                raw >= lastRaw,
                !hasOffset || raw &- offset <= InputLimits.maximumTraceMicroseconds
            else { break }
            lastRaw = raw
            if !hasOffset {
                hasOffset = true
                offset = raw
            }
            events[count] = InputEvent(timestampMicroseconds: raw &- offset, type: type, code: code, value: value)
            count &+= 1  // at most capacity
            passedLines &+= 1
            p = next
        }
        st.pointee.lastRawTimestamp = lastRaw
        st.pointee.hasOffset = hasOffset
        st.pointee.offset = offset
        st.pointee.eventCount &+= count  // counters of lines and bytes read cannot reach 2^63
        if passedLines > 0 { lines.consume(upTo: p, lines: passedLines) }
        return count
    }

    /// The bytes the scanner tells apart.
    enum Scan {
        static let newline: UInt8 = 0x0A
        static let carriageReturn: UInt8 = 0x0D
        static let hash: UInt8 = 0x23
        static let space: UInt8 = 0x20
        static let tab: UInt8 = 0x09
        static let dot: UInt8 = 0x2E
        static let minus: UInt8 = 0x2D
        static let plus: UInt8 = 0x2B
        /// The field widths evemu's grammar allows (as ``EvemuReader/parseEvent(_:typeMaxima:)``).
        static let maxSecondsDigits = 12
        static let maxMicrosecondsDigits = 6
        static let maxHexDigits = 4
        static let maxValueDigits = 11
        /// `.uuuuuu tttt cccc `: the part of an evemu-record line between the seconds and the value.
        static let canonicalMiddleLength = 18
    }

    /// `E: sec.usec type code value [# comment]` at `line`, which ends with a newline before `end`:
    /// the raw timestamp in microseconds, type, code, value and the next line's start; nil when the
    /// line is not exactly that (the full parser then reads it). `previous` is the seconds text of
    /// the previous line scanned (``SecondsText``), kept up to date.
    @inline(__always)
    static func scanEventLine(
        _ line: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, typeMaxima: UnsafePointer<Int32>,
        hexValues: UnsafePointer<UInt8>, seconds previous: inout SecondsText
    ) -> (Int64, UInt16, UInt16, Int32, UnsafePointer<UInt8>)? {
        var p = line
        // "E:" (p[1] is in the line or its newline: p[0] is not the newline).
        guard p[0] == 0x45, p[1] == 0x3A else { return nil }
        p += 2
        skipBlanks(&p)
        // seconds "." microseconds
        let seconds: UInt64
        if let same = previous.match(p) {
            // The same seconds text as the previous line's (a recording has some 100 lines a second).
            seconds = same
            p += previous.digits
        } else {
            let (value, secondsDigits) = decimal(&p)
            guard secondsDigits > 0, secondsDigits <= Scan.maxSecondsDigits, p.pointee == Scan.dot else { return nil }
            seconds = value
            previous = SecondsText(p - secondsDigits, digits: secondsDigits, value: value)
        }
        let microseconds: UInt64, type: UInt32, code: UInt32
        if let (usec, t, c) = canonicalMiddle(p, hexValues: hexValues) {
            // evemu-record's own `.uuuuuu tttt cccc ` (the usual line), checked as a whole.
            (microseconds, type, code) = (usec, t, c)
            p += Scan.canonicalMiddleLength
            guard type <= UInt32(EventType.max) else { return nil }
            let typeMax = typeMaxima[Int(type)]
            guard typeMax != -2, Int32(code) <= typeMax else { return nil }
        } else {
            // Field by field: any number of digits within the limits, any blanks between fields.
            p += 1
            let (usec, microsecondsDigits) = decimal(&p)
            guard microsecondsDigits > 0, microsecondsDigits <= Scan.maxMicrosecondsDigits else { return nil }
            // type, code: blanks, then 1-4 hexadecimal digits ending the field
            guard skipBlanks(&p) else { return nil }
            let (t, typeDigits) = hex(&p, hexValues)
            guard typeDigits > 0, typeDigits <= Scan.maxHexDigits, isFieldEnd(p.pointee), t <= UInt32(EventType.max) else { return nil }
            let typeMax = typeMaxima[Int(t)]
            guard typeMax != -2, skipBlanks(&p) else { return nil }
            let (c, codeDigits) = hex(&p, hexValues)
            guard codeDigits > 0, codeDigits <= Scan.maxHexDigits, isFieldEnd(p.pointee), Int32(c) <= typeMax else { return nil }
            (microseconds, type, code) = (usec, t, c)
        }
        // value: (after blanks) an optional sign, 1-11 decimal digits within Int32
        skipBlanks(&p)
        let negative = p.pointee == Scan.minus
        if negative || p.pointee == Scan.plus { p += 1 }
        let (magnitude, valueDigits) = decimal(&p)
        guard valueDigits > 0, valueDigits <= Scan.maxValueDigits,
            magnitude <= (negative ? 2_147_483_648 : 2_147_483_647), isFieldEnd(p.pointee)
        else { return nil }
        // the end of the line, or blanks then a `# comment`
        skipBlanks(&p)
        switch p.pointee {
        case Scan.newline:
            p += 1
        case Scan.carriageReturn where p[1] == Scan.newline:  // p is before the newline, so p[1] is in the range
            p += 2
        case Scan.hash:
            guard let nl = memchr(p, Int32(Scan.newline), p.distance(to: end)) else { return nil }
            p = UnsafePointer(nl.assumingMemoryBound(to: UInt8.self)) + 1
        default:
            return nil
        }
        let value = Int32(truncatingIfNeeded: negative ? 0 &- Int64(magnitude) : Int64(magnitude))
        let raw = Int64(bitPattern: seconds) &* 1_000_000 &+ Int64(bitPattern: microseconds)
        return (raw, UInt16(type), UInt16(code), value, p)
    }

    /// The previous event line's seconds field as it was written — its digits and the `.` after
    /// them, at most 13 bytes held in two words — and its value. A line whose bytes there are the
    /// same has the same seconds, and is spared reading them. Empty (matching nothing) at first.
    struct SecondsText {
        var low: UInt64 = 0, high: UInt64 = 0
        var lowMask: UInt64 = 0, highMask: UInt64 = 0
        var digits = 0
        var value: UInt64 = 0

        init() {}

        /// The `digits` (1...12) digits at `p`, followed by `.`, and their value.
        @inline(__always)
        init(_ p: UnsafePointer<UInt8>, digits: Int, value: UInt64) {
            let bytes = digits + 1  // 2...13
            lowMask = bytes >= 8 ? ~0 : (1 &<< UInt64(8 * bytes)) &- 1
            highMask = bytes > 8 ? (1 &<< UInt64(8 * (bytes - 8))) &- 1 : 0
            low = Self.word(p) & lowMask
            high = Self.word(p + 8) & highMask
            self.digits = digits
            self.value = value
        }

        /// The value when the bytes at `p` start with the same digits and `.`; nil otherwise. Reads 16
        /// bytes from `p`, which is at most the line's newline: they reach at most 15 bytes past it,
        /// which the line reader keeps readable.
        @inline(__always)
        func match(_ p: UnsafePointer<UInt8>) -> UInt64? {
            digits > 0 && Self.word(p) & lowMask == low && Self.word(p + 8) & highMask == high ? value : nil
        }

        @inline(__always)
        static func word(_ p: UnsafePointer<UInt8>) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        }
    }

    /// Skips spaces and tabs; true when there was at least one.
    @inline(__always) @discardableResult
    static func skipBlanks(_ p: inout UnsafePointer<UInt8>) -> Bool {
        let from = p
        while p.pointee == Scan.space || p.pointee == Scan.tab { p += 1 }
        return p != from
    }

    /// Decimal digits: their value and how many there were, eight at a time. A run of more than 16
    /// digits, longer than any field may be, counts as 17 (the caller then declines the line; the
    /// full parser says what is wrong).
    @inline(__always)
    static func decimal(_ p: inout UnsafePointer<UInt8>) -> (UInt64, Int) {
        let (high, highCount) = decimal8(p)
        guard highCount == 8 else {
            p += highCount
            return (high, highCount)
        }
        let (low, lowCount) = decimal8(p + 8)
        guard lowCount < 8 else { return (0, 17) }
        p += 8 + lowCount
        return (high &* powerOfTen(lowCount) &+ low, 8 + lowCount)
    }

    /// The decimal digits (at most 8) at the start of the 8 bytes at `p`, read as one little-endian
    /// word: their value and how many there were. `p` may be up to a buffered line's newline: the
    /// line reader keeps ``LineReader/scanPadding`` readable bytes past it.
    @inline(__always)
    static func decimal8(_ p: UnsafePointer<UInt8>) -> (UInt64, Int) {
        let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        // Each byte's top bit in `notDigit` is set when the byte is not 0-9: below "0" (the
        // subtraction wraps it), above "9" (adding 0x46 reaches 0x80) or not ASCII. Borrows and
        // carries only move towards later bytes, past the first non-digit, so that one is exact.
        let digits = word &- 0x3030_3030_3030_3030
        let notDigit = (digits | (word &+ 0x4646_4646_4646_4646) | word) & 0x8080_8080_8080_8080
        let count = notDigit.trailingZeroBitCount >> 3  // 8 when every byte is a digit
        guard count > 0 else { return (0, 0) }
        // The digits moved to the top bytes (the first, most significant, lowest), zeros below.
        return (combineDigits(digits &<< UInt64(64 - 8 * count)), count)
    }

    /// The value of eight digit values (0-9), one a byte, the first in the lowest byte, combined
    /// pairwise: 2 digits a byte pair, 4 a half word, 8 the whole word.
    @inline(__always)
    static func combineDigits(_ digits: UInt64) -> UInt64 {
        var v = digits
        v = ((v & 0x0F0F_0F0F_0F0F_0F0F) &* (10 << 8 + 1)) >> 8
        v = ((v & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) >> 16
        v = ((v & 0x0000_FFFF_0000_FFFF) &* (10000 << 32 + 1)) >> 32
        return v
    }

    /// 10^n for n in 0...8.
    @inline(__always)
    static func powerOfTen(_ n: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<n { result &*= 10 }
        return result
    }

    /// Hexadecimal digits (either case): their value (wrapping) and how many there were.
    @inline(__always)
    static func hex(_ p: inout UnsafePointer<UInt8>, _ hexValues: UnsafePointer<UInt8>) -> (UInt32, Int) {
        let from = p
        var value: UInt32 = 0
        while true {
            let d = hexValues[Int(p.pointee)]
            if d > 0xf { break }
            value = value &<< 4 | UInt32(d)
            p += 1
        }
        return (value, from.distance(to: p))
    }

    /// `.uuuuuu tttt cccc ` at `p` (18 bytes, all before the line's newline when it matches: none of
    /// them is a newline): the microseconds, type and code; nil for any other layout. This is what
    /// evemu-record writes (`%06u %04x %04x `), so most lines take it. The bytes are read before
    /// they are known to be in the line: `p` is before the newline, so they reach at most 16 bytes
    /// past it, which the line reader keeps readable.
    @inline(__always)
    static func canonicalMiddle(_ p: UnsafePointer<UInt8>, hexValues: UnsafePointer<UInt8>) -> (UInt64, UInt32, UInt32)? {
        let word = UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
        // "." then six digits then a space; the digits checked and read as in decimal8, moved to the
        // top six bytes with "00" below them.
        guard word & 0xff == UInt64(Scan.dot), word >> 56 == UInt64(Scan.space) else { return nil }
        let six = (word << 8) & 0xffff_ffff_ffff_0000 | 0x3030
        let digits = six &- 0x3030_3030_3030_3030
        guard (digits | (six &+ 0x4646_4646_4646_4646) | six) & 0x8080_8080_8080_8080 == 0 else { return nil }
        let v = combineDigits(digits)
        // "tttt cccc ": four hexadecimal digits, a space, four more, a space.
        guard p[12] == Scan.space, p[17] == Scan.space else { return nil }
        let t0 = hexValues[Int(p[8])], t1 = hexValues[Int(p[9])], t2 = hexValues[Int(p[10])], t3 = hexValues[Int(p[11])]
        let c0 = hexValues[Int(p[13])], c1 = hexValues[Int(p[14])], c2 = hexValues[Int(p[15])], c3 = hexValues[Int(p[16])]
        guard (t0 | t1 | t2 | t3 | c0 | c1 | c2 | c3) <= 0xf else { return nil }
        let type = UInt32(t0) << 12 | UInt32(t1) << 8 | UInt32(t2) << 4 | UInt32(t3)
        let code = UInt32(c0) << 12 | UInt32(c1) << 8 | UInt32(c2) << 4 | UInt32(c3)
        return (v, type, code)
    }

    /// A field ends at a blank, a `#`, or the end of the line (`\n`, or `\r` before it).
    @inline(__always)
    static func isFieldEnd(_ c: UInt8) -> Bool {
        c == Scan.space || c == Scan.tab || c == Scan.hash || c == Scan.newline || c == Scan.carriageReturn
    }
}
