import GlideInput
import Testing

/// How the commands read a text file's bytes (`TextFile`): UTF-8, a leading byte-order mark skipped, `\n` or
/// `\r\n` ending a line, and text that is not UTF-8 told at its first bad byte.
@Suite struct TextFileTests {
    @Test func aByteOrderMarkAtTheStartIsSkipped() throws {
        #expect(try TextFile.decode([0xEF, 0xBB, 0xBF] + Array("down 3".utf8)).get() == "down 3")
        #expect(try TextFile.decode(Array("down 3".utf8)).get() == "down 3")
        // Only at the start: elsewhere it is a character of the text.
        #expect(try TextFile.decode(Array("a".utf8) + [0xEF, 0xBB, 0xBF]).get() == "a\u{FEFF}")
        #expect(TextFile.droppingByteOrderMark("\u{FEFF}import A") == "import A")
        #expect(TextFile.droppingByteOrderMark("import A\u{FEFF}") == "import A\u{FEFF}")
    }

    @Test func theFirstBadByteIsToldByLineAndColumn() {
        #expect(TextFile.decode(Array("ab\ncafé ".utf8) + [0xFF]) == .failure(.init(line: 2, column: 6, byte: 0xFF)))
        // After a mark, columns count from after it; CRLF lines count as lines.
        #expect(TextFile.decode([0xEF, 0xBB, 0xBF] + Array("x\r\n\r\nyz".utf8) + [0xC3]) == .failure(.init(line: 3, column: 3, byte: 0xC3)))
        // A lead byte whose sequence is cut short, a lone continuation byte, and bytes that never begin one.
        #expect(TextFile.decode([0x41, 0xE2, 0x82]) == .failure(.init(line: 1, column: 2, byte: 0xE2)))
        #expect(TextFile.decode([0x80]) == .failure(.init(line: 1, column: 1, byte: 0x80)))
        #expect(TextFile.decode([0x41, 0xC0, 0x80]) == .failure(.init(line: 1, column: 2, byte: 0xC0)))
        #expect(TextFile.InvalidByte(line: 1, column: 1, byte: 0x0A).expected == "expected UTF-8 text, found byte \\x0A")
    }

    @Test func linesEndAtNewlineOrCRLF() {
        #expect(TextFile.lines(of: "a\r\nb\nc\r") == ["a", "b", "c"])
        #expect(TextFile.lines(of: "a\r\n") == ["a", ""])
        #expect(TextFile.lines(of: "") == [""])
        // A lone `\r` inside a line is the line's.
        #expect(TextFile.lines(of: "a\rb\n") == ["a\rb", ""])
    }
}
