#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The evemu reader's fast path: well-formed `E:` lines scanned in place in the line reader's
/// buffer, one pass per line, with no per-line call into the line reader.
///
/// It accepts a subset of what ``EvemuReader/parseEvent(_:typeMaxima:)`` accepts, with the same
/// values (a differential test checks this on real and mutated lines); whatever it does not take —
/// a malformed line, a timestamp going backwards or out of range, a `\r` line, a line not yet
/// wholly buffered — it leaves unconsumed, and the full parser reads that line and says what is
/// wrong at file:line:column. Error messages, line numbers, limits and lenient skipping are
/// therefore exactly the full parser's.
///
/// Pointer safety: every scan runs inside `cursor..<end` from ``LineReader/bufferedCompleteLines()``,
/// where `end - 1` is a newline and every line ends with one. Each loop stops at a byte outside its
/// class (digits, hex digits, blanks), and a newline is in none of them, so no loop passes the line's
/// newline; comment tails are skipped with `memchr` bounded by `end`.
extension EvemuReader {
    /// The next event from the buffered lines, consuming it and any comment or blank lines before
    /// it; nil when the next line is not a well-formed event line (or none is buffered), with the
    /// comment and blank lines before it consumed and that line left for ``next()``'s full parser.
    @inline(__always)
    func nextBufferedEvent() -> InputEvent? {
        var (p, end) = lines.bufferedCompleteLines()
        var passedLines = 0
        while p < end {
            switch p.pointee {
            case Scan.newline:  // a blank line
                p += 1
                passedLines += 1
                continue
            case Scan.hash:  // a comment line: to its newline (there is one before end)
                guard let nl = memchr(p, Int32(Scan.newline), p.distance(to: end)) else { break }
                p = UnsafePointer(nl.assumingMemoryBound(to: UInt8.self)) + 1
                passedLines += 1
                continue
            default:
                break
            }
            guard let (raw, type, code, value, next) = Self.scanEventLine(p, end: end, typeMaxima: typeMaxima),
                raw >= st.pointee.lastRawTimestamp,
                !st.pointee.hasOffset || raw &- st.pointee.offset <= InputLimits.maximumTraceMicroseconds
            else { break }
            st.pointee.lastRawTimestamp = raw
            if !st.pointee.hasOffset {
                st.pointee.hasOffset = true
                st.pointee.offset = raw
            }
            st.pointee.eventCount += 1
            lines.consume(upTo: next, lines: passedLines + 1)
            return InputEvent(timestampMicroseconds: raw &- st.pointee.offset, type: type, code: code, value: value)
        }
        if passedLines > 0 { lines.consume(upTo: p, lines: passedLines) }
        return nil
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
    }

    /// `E: sec.usec type code value [# comment]` at `line`, which ends with a newline before `end`: the raw timestamp in microseconds, type, code, value and the next line's start; nil
    /// when the line is not exactly that (the full parser then reads it).
    @inline(__always)
    static func scanEventLine(
        _ line: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>, typeMaxima: UnsafePointer<Int32>
    ) -> (Int64, UInt16, UInt16, Int32, UnsafePointer<UInt8>)? {
        var p = line
        // "E:" (p[1] is in the line or its newline: p[0] is not the newline).
        guard p[0] == 0x45, p[1] == 0x3A else { return nil }
        p += 2
        skipBlanks(&p)
        // seconds "." microseconds
        let (seconds, secondsDigits) = decimal(&p)
        guard secondsDigits > 0, secondsDigits <= Scan.maxSecondsDigits, p.pointee == Scan.dot else { return nil }
        p += 1
        let (microseconds, microsecondsDigits) = decimal(&p)
        guard microsecondsDigits > 0, microsecondsDigits <= Scan.maxMicrosecondsDigits else { return nil }
        // type, code: blanks, then 1-4 hexadecimal digits ending the field
        guard skipBlanks(&p) else { return nil }
        let (type, typeDigits) = hex(&p)
        guard typeDigits > 0, typeDigits <= Scan.maxHexDigits, isFieldEnd(p.pointee), type <= UInt32(EventType.max) else { return nil }
        let typeMax = typeMaxima[Int(type)]
        guard typeMax != -2, skipBlanks(&p) else { return nil }
        let (code, codeDigits) = hex(&p)
        guard codeDigits > 0, codeDigits <= Scan.maxHexDigits, isFieldEnd(p.pointee), Int32(code) <= typeMax else { return nil }
        // value: blanks, an optional sign, 1-11 decimal digits within Int32
        guard skipBlanks(&p) else { return nil }
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

    /// Skips spaces and tabs; true when there was at least one.
    @inline(__always) @discardableResult
    static func skipBlanks(_ p: inout UnsafePointer<UInt8>) -> Bool {
        let from = p
        while p.pointee == Scan.space || p.pointee == Scan.tab { p += 1 }
        return p != from
    }

    /// Decimal digits: their value (wrapping; only compared once the count is known to be small)
    /// and how many there were.
    @inline(__always)
    static func decimal(_ p: inout UnsafePointer<UInt8>) -> (UInt64, Int) {
        let from = p
        var value: UInt64 = 0
        while true {
            let d = p.pointee &- 0x30
            if d > 9 { break }
            value = value &* 10 &+ UInt64(d)
            p += 1
        }
        return (value, from.distance(to: p))
    }

    /// Hexadecimal digits (either case): their value (wrapping) and how many there were.
    @inline(__always)
    static func hex(_ p: inout UnsafePointer<UInt8>) -> (UInt32, Int) {
        let from = p
        var value: UInt32 = 0
        while true {
            let c = p.pointee
            var d = UInt32(c &- 0x30)
            if d > 9 {
                let letter = UInt32((c | 0x20) &- 0x61)  // a-f (A-F folded to lower case)
                if letter > 5 { break }
                d = letter &+ 10
            }
            value = value &<< 4 | d
            p += 1
        }
        return (value, from.distance(to: p))
    }

    /// A field ends at a blank, a `#`, or the end of the line (`\n`, or `\r` before it).
    @inline(__always)
    static func isFieldEnd(_ c: UInt8) -> Bool {
        c == Scan.space || c == Scan.tab || c == Scan.hash || c == Scan.newline || c == Scan.carriageReturn
    }
}
