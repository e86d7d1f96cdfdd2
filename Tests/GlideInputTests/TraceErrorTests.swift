import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// Malformed input: errors name the file, line and column and say what was expected; lenient
/// mode skips and counts.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct TraceErrorTests {
    static let header = """
        # EVEMU 1.3
        N: Test Pad
        I: 0003 0001 0002 0003
        P: 01 00 00 00 00 00 00 00
        B: 03 00 00 00 00 00 00 60 02
        A: 35 0 1000 0 0 10
        A: 36 0 500 0 0 10

        """

    func strictError(_ text: String) throws -> TraceError {
        let path = try temporaryFile(text, suffix: ".evemu")
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            let reader = try TraceReader.open(path: path)
            _ = try RealTraces.readAll(reader)
        } catch let error as TraceError {
            #expect(error.file == path)
            return error
        }
        Issue.record("no error for:\n\(text)")
        return TraceError(file: "", line: -1, column: -1, expected: "")
    }

    @Test func badEventLinesPointAtTheField() throws {
        let cases: [(line: String, column: Int, expected: String)] = [
            ("E: 0.000001 0003 0035 0100", 0, ""),  // valid: no error
            ("E: 0.000001 0003 zz35 0100", 18, "hexadecimal event code"),
            ("E: 0.000001 0003 0035 1x", 23, "decimal event value"),
            ("E: 0.000001 0003 0035 99999999999", 23, "within Int32"),
            ("E: 0.000001 0030 0035 0100", 16, "known event type"),
            ("E: 0.000001 0003 0040 0100", 18, "no larger than EV_ABS's maximum 0x3f"),
            ("E: 0,000001 0003 0035 0100", 5, "`.` between seconds and microseconds"),
            ("E: 0.0000011 0003 0035 0100", 6, "microseconds (1-6 decimal digits)"),
            ("E: 0.000001 0003 0035 0100 junk", 28, "end of the line or a `# comment`"),
            ("X: something else", 1, "`E: seconds.microseconds type code value` event line"),
        ]
        for c in cases {
            let text = Self.header + "E: 0.000001 0003 0036 0200\n" + c.line + "\n"
            if c.column == 0 {
                let path = try temporaryFile(text)
                #expect(try RealTraces.readAll(try TraceReader.open(path: path)).count == 2)
                continue
            }
            let error = try strictError(text)
            #expect(error.line == 9, "\(c.line)")
            #expect(error.column == c.column, "\(c.line): \(error)")
            #expect(error.expected.contains(c.expected), "\(c.line): \(error)")
            #expect(error.description.hasPrefix("\(error.file):9:\(c.column): expected "))
        }
    }

    @Test func badDescriptionLines() throws {
        let noName = try strictError("# EVEMU 1.3\nI: 0003 0001 0002 0003\n")
        #expect(noName.line == 2 && noName.column == 1)
        #expect(noName.expected.contains("`N: <device name>`"))

        let shortAbs = try strictError("N: Pad\nI: 0003 0001 0002 0003\nA: 35 0 1000\nE: 0.1 0000 0000 0000\n")
        #expect(shortAbs.line == 3)
        #expect(shortAbs.expected.contains("4 or 5 axis values"))

        let badID = try strictError("N: Pad\nI: 0003 0001 0002\n")
        #expect(badID.line == 2 && badID.column == 18)
        #expect(badID.expected.contains("four hexadecimal ids"))

        let empty = try strictError("")
        #expect(empty.expected.contains("evemu recording"))
        #expect(empty.found == "an empty file")

        let backwards = try strictError(Self.header + "E: 5.000000 0000 0000 0000\nE: 4.999999 0000 0000 0000\n")
        #expect(backwards.line == 9 && backwards.column == 4)
        #expect(backwards.expected.contains("no earlier than the previous"))
    }

    @Test func quirksAreAccepted() throws {
        // No header, 5-field A:, `-001`, `-1`, comments and blank lines everywhere, CRLF, `N:` with `#`.
        let text = "\n# a comment\nN: Pad # not a comment\r\nI: 0003 0001 0002 0003 # tail\n\n# between\nA: 35 0 1000 0 0\nA: 36 -5 500 0 0 12 # res\nE: 7.000001 0003 0039 -001\t# EV_ABS / ABS_MT_TRACKING_ID   -1\n\n# mid\nE: 7.000002 0003 0039 -1\r\nE: 8.5 0000 0000 0000   \n# trailing\n"
        let path = try temporaryFile(text)
        let reader = try EvemuReader(path: path)
        #expect(reader.device.name == "Pad # not a comment")
        #expect(reader.device.axes[0x36] == AxisInfo(minimum: -5, maximum: 500, resolution: 12))
        #expect(reader.device.axes[0x35]?.resolution == 0)
        let events = try RealTraces.readAll(reader)
        #expect(events.map(\.value) == [-1, -1, 0])
        // libevemu reads "8.5" as 8 s + 5 µs.
        #expect(events.map(\.timestampMicroseconds) == [0, 1, 1_000_004])
        #expect(reader.timestampOffsetMicroseconds == 7_000_001)
    }

    @Test func lenientModeSkipsCountsAndWarnsOnce() throws {
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var warnings: [TraceError] = []
        }
        let box = Box()
        let text = Self.header + """
            E: 0.000001 0003 0035 0100
            E: garbage
            E: 0.000002 0003 0036 0200
            A: 40 1 2 3 4
            E: 0.000003 0099 0000 0000
            E: 0.000004 0000 0000 0000

            """
        let path = try temporaryFile(text)
        let options = TraceReadOptions(mode: .lenient) { e in
            box.lock.lock()
            box.warnings.append(e)
            box.lock.unlock()
        }
        let reader = try TraceReader.open(path: path, options: options)
        let events = try RealTraces.readAll(reader)
        #expect(events.count == 3)
        #expect(reader.skippedLineCount == 3)
        #expect(box.warnings.count == 1)
        #expect(box.warnings.first?.line == 9)
        #expect(reader.firstSkippedLine == box.warnings.first)

        // Strict mode stops at the first of them.
        let strict = try TraceReader.open(path: path)
        #expect(try strict.nextEvent() != nil)
        #expect(throws: TraceError.self) { _ = try strict.nextEvent() }
        #expect(try strict.nextEvent() == nil)
    }

    @Test func libinputRecordErrors() throws {
        let bad = "version: 1\ndevices:\n- node: /dev/input/event1\n  evdev:\n    name: \"Pad\"\n    id: [1, 2, 3, 4]\n  events:\n  - evdev:\n    - [0, 0, 3, 53, 10]\n    - [0, 10, 3, 53]\n    - [0, 20, 0, 0, 0]\n"
        #expect {
            try LibinputRecordReader(text: bad, name: "bad.yaml")
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            return e.file == "bad.yaml" && e.line == 10 && e.column == 7 && e.expected.contains("[sec, usec, type, code, value]")
        }
        let lenient = try LibinputRecordReader(text: bad, name: "bad.yaml", options: .lenient)
        #expect(lenient.skippedLineCount == 1)
        #expect(try RealTraces.readAll(lenient).count == 2)

        #expect {
            try LibinputRecordReader(text: "version: 2\ndevices: []\n", name: "v2.yaml")
        } throws: { ($0 as? TraceError)?.expected.contains("version: 1") == true }
        #expect {
            try LibinputRecordReader(text: "version: 1\ndevices: [\n  {node: x\n", name: "syntax.yaml")
        } throws: { error in
            guard let e = error as? TraceError else { return false }
            return e.line > 0 && e.expected == "valid YAML"
        }
    }
}
