/// A text file's bytes as Glide reads them (a `glide synth` script, a `glide check --package` manifest, a
/// recording's first lines): UTF-8, with a byte-order mark at the start skipped (editors on Windows begin files with
/// one), and `\n` or `\r\n` ending a line. Text that is not UTF-8 is one error at its first bad byte, by line and column,
/// never decoded into replacement characters.
public enum TextFile {
    /// Where text that is not UTF-8 goes wrong: the line and column (in characters) of the first bad byte.
    public struct InvalidByte: Error, Equatable, Sendable {
        public var line: Int
        public var column: Int
        public var byte: UInt8
        public init(line: Int, column: Int, byte: UInt8) {
            self.line = line
            self.column = column
            self.byte = byte
        }
        /// `expected UTF-8 text, found byte \xFF`.
        public var expected: String {
            let hex = String(byte, radix: 16, uppercase: true)
            return "expected UTF-8 text, found byte \\x" + (hex.count < 2 ? "0" + hex : hex)
        }
    }

    /// The UTF-8 byte-order mark.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text of `bytes` without a leading byte-order mark, or where the first byte that does not begin or
    /// continue a valid sequence is, found in one pass.
    public static func decode(_ bytes: [UInt8]) -> Result<String, InvalidByte> {
        let body = bytes.starts(with: byteOrderMark) ? bytes[3...] : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return .success(text) }
        var good = body.startIndex
        while good < body.endIndex {
            let b = body[good]
            // The length a lead byte announces (RFC 3629's table; C0, C1 and F5...FF never start one).
            let n = b < 0x80 ? 1 : (0xC2...0xDF).contains(b) ? 2 : (0xE0...0xEF).contains(b) ? 3 : (0xF0...0xF4).contains(b) ? 4 : 0
            guard n > 0, good + n <= body.endIndex, String(validating: body[good..<(good + n)], as: UTF8.self) != nil else { break }
            good += n
        }
        let lines = Self.lines(of: String(decoding: body[..<good], as: UTF8.self))
        return .failure(InvalidByte(line: lines.count, column: (lines.last?.count ?? 0) + 1, byte: body[good]))
    }

    /// The lines of `text`, without their ends: a line ends at `\n` or `\r\n` (a file saved on Windows). Swift
    /// reads `\r\n` as one `Character`, so splitting at `"\n"` alone would leave a CRLF file one line long. A `\r`
    /// at the very end (a last line without its `\n`) is dropped too.
    public static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: isLineEnd)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    /// Whether `character` ends a line: `\n`, or `\r\n`, which Swift reads as one `Character` (so a split at `"\n"`
    /// alone would leave a file saved on Windows one line long).
    public static func isLineEnd(_ character: Character) -> Bool { character == "\n" || character == "\r\n" }

    /// `text` without a leading byte-order mark (U+FEFF), as a file decoded elsewhere may still begin.
    public static func droppingByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }
}
