/// A position in one line's bytes, with the small number parsers the evemu grammar needs.
/// Everything is inlined into the readers' loops; nothing allocates.
struct ByteCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var index = 0

    init(_ base: UnsafePointer<UInt8>, count: Int, index: Int = 0) {
        self.base = base
        self.count = count
        self.index = index
    }

    @inline(__always) var atEnd: Bool { index >= count }
    @inline(__always) var current: UInt8 { base[index] }

    /// Skips spaces and tabs; returns how many.
    @inline(__always) @discardableResult
    mutating func skipBlanks() -> Int {
        let from = index
        while index < count, base[index] == 0x20 || base[index] == 0x09 { index += 1 }
        return index - from
    }

    /// True when only blanks, or blanks then a `#` comment, remain.
    @inline(__always)
    mutating func atTail() -> Bool {
        skipBlanks()
        return index >= count || base[index] == 0x23
    }

    @inline(__always) static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c &- 0x30)
        case 0x61...0x66: return UInt32(c &- 0x61 &+ 10)
        case 0x41...0x46: return UInt32(c &- 0x41 &+ 10)
        default: return nil
        }
    }

    /// 1...`maxDigits` hexadecimal digits; nil (cursor unmoved) if there is none or too many.
    @inline(__always)
    mutating func hex(maxDigits: Int) -> UInt32? {
        var value: UInt32 = 0
        var i = index
        while i < count, let d = Self.hexValue(base[i]) {
            if i - index == maxDigits { return nil }
            value = value &<< 4 | d
            i += 1
        }
        guard i > index else { return nil }
        index = i
        return value
    }

    /// 1...`maxDigits` decimal digits; nil (cursor unmoved) if there is none or too many.
    @inline(__always)
    mutating func unsigned(maxDigits: Int) -> UInt64? {
        var value: UInt64 = 0
        var i = index
        while i < count {
            let d = base[i] &- 0x30
            if d > 9 { break }
            if i - index == maxDigits { return nil }
            value = value &* 10 &+ UInt64(d)
            i += 1
        }
        guard i > index else { return nil }
        index = i
        return value
    }

    /// An optionally signed decimal that fits in Int32 (`-001`, `+5`, `16042`); nil (cursor unmoved) otherwise.
    @inline(__always)
    mutating func int32() -> Int32? {
        let from = index
        var negative = false
        if index < count, base[index] == 0x2D || base[index] == 0x2B {
            negative = base[index] == 0x2D
            index += 1
        }
        guard let magnitude = unsigned(maxDigits: 11) else {
            index = from
            return nil
        }
        let limit: UInt64 = negative ? 2_147_483_648 : 2_147_483_647
        guard magnitude <= limit else {
            index = from
            return nil
        }
        return negative ? Int32(truncatingIfNeeded: 0 &- Int64(magnitude)) : Int32(magnitude)
    }

    /// Whether the next byte ends a field: a blank, the end of the line or a `#`.
    @inline(__always) var atFieldEnd: Bool {
        index >= count || base[index] == 0x20 || base[index] == 0x09 || base[index] == 0x23
    }

    /// What is at the cursor, for an error message: up to 24 bytes, or "end of line".
    func excerpt() -> String {
        guard index < count else { return "end of line" }
        return String(excerptOf: UnsafeBufferPointer(start: base + index, count: count - index), limit: 24)
    }

    /// Whether the line starts with the two bytes `a`, `b`.
    @inline(__always) func starts(_ a: UInt8, _ b: UInt8) -> Bool {
        count >= 2 && base[0] == a && base[1] == b
    }
}

/// Why one line did not parse: the column (0-based byte offset) and what was expected there.
struct LineFailure: Error {
    var offset: Int
    var expected: String
    var found: String?

    init(_ cursor: ByteCursor, expected: String) {
        offset = cursor.index
        self.expected = expected
        found = cursor.excerpt()
    }
}
