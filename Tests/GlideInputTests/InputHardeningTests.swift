import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// Regression tests for the inputs that broke Glide's readers (issue 13), one per input, each
/// generated here: every class of bad input gets a one-line `file:line:column` error in strict
/// mode, is skipped with what was read kept in lenient mode, and never crashes, hangs or allocates
/// without bound.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct InputHardeningTests {
    /// A protocol-B touchpad with 10 slots.
    static let padHeader = """
        N: Hardening Pad
        I: 0003 0001 0002 0003
        P: 01 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 20 60
        B: 03 00 00 00 00 00 80 60 02
        A: 2f 0 9 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 1000 0 0 10
        A: 39 0 65535 0 0 0

        """

    static func read(_ text: String, mode: TraceReadingMode = .strict, suffix: String = ".evemu") throws -> (any TraceEventSource, [InputEvent]) {
        let path = try temporaryFile(text, suffix: suffix)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try TraceReader.open(path: path, options: TraceReadOptions(mode: mode))
        return (reader, try RealTraces.readAll(reader))
    }

    static func strictError(_ text: String, suffix: String = ".evemu") -> TraceError? {
        do {
            _ = try read(text, suffix: suffix)
        } catch let error as TraceError {
            return error
        } catch {
            Issue.record("not a TraceError: \(error)")
        }
        return nil
    }

    // MARK: - Slot counts

    /// The 75-byte file that asked for 103 GB: `A: 2f 0 2147483647`. Also the 100,000,000-slot one that hung.
    @Test(arguments: ["2147483647", "100000000", "1024"])
    func slotRangesBeyondTheKernelsLimitAreRejected(maximum: String) throws {
        let text = "N: x\nI: 0003 0001 0002 0003\nA: 2f 0 \(maximum) 0 0 0\nE: 0.000000 0000 0000 0000\n"
        let error = try #require(Self.strictError(text))
        #expect(error.line == 3 && error.column == 9, "\(error)")
        #expect(error.expected.contains("ABS_MT_SLOT range within 0...1023"))
        #expect(!error.description.contains("\n"))
        // Lenient: the axis is left out, the rest is read.
        let (reader, events) = try Self.read(text, mode: .lenient)
        #expect(reader.device.axes[EventCode.ABS_MT_SLOT] == nil)
        #expect(reader.skippedLineCount == 1)
        #expect(events.count == 1)
    }

    @Test func theKernelsLargestSlotRangeIsAccepted() throws {
        let (reader, _) = try Self.read("N: x\nI: 0003 0001 0002 0003\nA: 2f 0 1023 0 0 0\n")
        #expect(reader.device.slotCount == 1024)
    }

    /// 100,000 slots referenced in one frame of a 10-slot pad: events for slots beyond the device's
    /// range are ignored (as libinput does), so the frame holds at most 10 contacts.
    @Test func aHundredThousandSlotsInOneFrame() throws {
        var text = Self.padHeader
        for slot in 0..<100_000 {
            text += "E: 0.000000 0003 002f \(slot)\nE: 0.000000 0003 0039 \(slot)\nE: 0.000000 0003 0035 100\n"
        }
        text += "E: 0.000000 0000 0000 0000\n"
        let (reader, events) = try Self.read(text)
        let assembler = TouchFrameAssembler(device: reader.device)
        let frames = events.compactMap { assembler.process($0) }
        #expect(frames.count == 1)
        #expect(frames[0].contacts.count == 10)
    }

    /// A description built in code is held to the kernel's limit too: no 2^31-slot array.
    @Test func anAssemblerForAHugeSlotRangeAllocatesTheKernelsLimitAtMost() {
        let device = DeviceDescription(
            name: "code", properties: [InputProperty.pointer],
            codes: [EventType.abs: [EventCode.ABS_MT_SLOT, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_TRACKING_ID]],
            axes: [EventCode.ABS_MT_SLOT: AxisInfo(minimum: 0, maximum: .max),
                   EventCode.ABS_MT_POSITION_X: AxisInfo(minimum: 0, maximum: 1000, resolution: 10),
                   EventCode.ABS_MT_POSITION_Y: AxisInfo(minimum: 0, maximum: 1000, resolution: 10)])
        let assembler = TouchFrameAssembler(device: device)
        var frame: TouchFrame?
        for slot: Int32 in [0, 1023, 1024, .max] {
            _ = assembler.process(InputEvent(timestampMicroseconds: 0, type: EventType.abs, code: EventCode.ABS_MT_SLOT, value: slot))
            _ = assembler.process(InputEvent(timestampMicroseconds: 0, type: EventType.abs, code: EventCode.ABS_MT_TRACKING_ID, value: slot))
        }
        frame = assembler.process(InputEvent(timestampMicroseconds: 0, type: EventType.syn, code: EventCode.SYN_REPORT, value: 0))
        #expect(frame?.contacts.map(\.slot) == [0, 1023])
    }

    /// 100,000 protocol-A contacts in one frame hung the nearest-neighbour matching: mtdev's 32 are kept.
    @Test func aHundredThousandProtocolAContactsInOneFrame() throws {
        var text = "N: x\nI: 0003 0001 0002 0003\nP: 01 00 00 00 00 00 00 00\nA: 35 0 1000 0 0 10\nA: 36 0 1000 0 0 10\n"
        var frame = ""
        for i in 0..<100_000 {
            frame += "E: 0.000000 0003 0035 \(i % 1000)\nE: 0.000000 0003 0036 \(i % 997)\nE: 0.000000 0000 0002 0000\n"
        }
        text += frame + "E: 0.000000 0000 0000 0000\n" + frame.replacingOccurrences(of: "E: 0.000000", with: "E: 0.010000")
        text += "E: 0.010000 0000 0000 0000\n"
        let (reader, events) = try Self.read(text)
        let assembler = TouchFrameAssembler(device: reader.device)
        let frames = events.compactMap { assembler.process($0) }
        #expect(frames.map(\.contacts.count) == [32, 32])
        #expect(InputLimits.maximumProtocolAContacts == 32)
    }

    // MARK: - Header repetition

    /// 10,000 `P:` lines crashed the description builder ("Not enough bits to represent the passed value").
    @Test func tenThousandPropertyLines() throws {
        let text = "N: x\nI: 0003 0001 0002 0003\n" + String(repeating: "P: 05 00 00 00 00 00 00 00\n", count: 10_000)
            + "E: 0.000000 0000 0000 0000\n"
        let error = try #require(Self.strictError(text))
        #expect(error.line == 15 && error.column == 1, "\(error)")
        #expect(error.expected.contains("at most 12 `P:` lines"))
        let (reader, events) = try Self.read(text, mode: .lenient)
        #expect(reader.device.properties == [InputProperty.pointer, InputProperty.buttonpad])
        #expect(reader.skippedLineCount == 10_000 - 12)
        #expect(events.count == 1)
    }

    @Test func tenThousandMaskLinesOfOneType() throws {
        let text = "N: x\nI: 0003 0001 0002 0003\n" + String(repeating: "B: 01 ff ff ff ff ff ff ff ff\n", count: 10_000)
        let error = try #require(Self.strictError(text))
        #expect(error.line == 15 && error.expected.contains("at most 12 `B:` lines per event type"), "\(error)")
        let (reader, _) = try Self.read(text, mode: .lenient)
        #expect(reader.device.codes[EventType.key]?.count == 768)
    }

    /// Header comments are kept up to 64 KiB; a file of many long comment lines costs no more.
    @Test func headerCommentsAreBounded() throws {
        let text = String(repeating: "# " + String(repeating: "c", count: 10_000) + "\n", count: 100) + "N: x\nI: 0003 0001 0002 0003\n"
        let path = try temporaryFile(text, suffix: ".evemu")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let reader = try EvemuReader(path: path)
        #expect(reader.headerComments.count == 6)
        #expect(reader.headerComments.reduce(0) { $0 + $1.utf8.count } <= InputLimits.maximumHeaderCommentBytes)
    }

    @Test func longNamesAreCutToLibevdevsLength() throws {
        let (reader, _) = try Self.read("N: " + String(repeating: "n", count: 5000) + "\nI: 0003 0001 0002 0003\n")
        #expect(reader.device.name.utf8.count == 256)
    }

    // MARK: - Time

    /// A gap of 2^63 ns (292 years) crashed replay's Double → Int64 conversion: rejected, naming the line.
    @Test(arguments: ["9223372036.854775", "200000000000.000000", "4611686018.427388"])
    func timestampsTheClockCannotRepresentAreRejected(seconds: String) throws {
        let text = Self.padHeader + "E: 0.000000 0000 0000 0000\nE: 1.000000 0000 0000 0000\nE: \(seconds) 0000 0000 0000\nE: \(seconds) 0000 0000 0000\n"
        let error = try #require(Self.strictError(text))
        #expect(error.line == 17 && error.column == 4, "\(error)")
        #expect(error.expected.contains("2^62 ns"))
        let (reader, events) = try Self.read(text, mode: .lenient)
        #expect(events.map(\.timestampMicroseconds) == [0, 1_000_000])
        #expect(reader.skippedLineCount == 2)
    }

    @Test func theLatestRepresentableTimestampIsAccepted() throws {
        // 4611686018.427387 s = 2^62 ns rounded down to the microsecond.
        let (_, events) = try Self.read(Self.padHeader + "E: 0.000000 0000 0000 0000\nE: 4611686018.427387 0000 0000 0000\n")
        #expect(events.last?.timestampMicroseconds == InputLimits.maximumTraceMicroseconds)
    }

    @Test func aLibinputRecordingsTimestampsAreBoundedToo() throws {
        let gap = Self.yaml(events: "[0, 0, 0, 0, 0], [9223372036, 854775, 0, 0, 0]")
        let error = try #require(Self.strictError(gap, suffix: ".yaml"))
        #expect(error.line == 14 && !error.description.contains("\n"), "\(error)")
        let lenient = try LibinputRecordReader(text: gap, name: "gap.yaml", options: .lenient)
        #expect(try RealTraces.readAll(lenient).count == 1)
        // The largest a field holds (UInt32 seconds, 136 years) is representable.
        let far = try LibinputRecordReader(text: Self.yaml(events: "[0, 0, 0, 0, 0], [4294967295, 999999, 0, 0, 0]"), name: "far.yaml")
        #expect(try RealTraces.readAll(far).last?.timestampMicroseconds == 4_294_967_295_999_999)
    }

    // MARK: - YAML

    static func yaml(absinfo: String = "53: [0, 1000, 0, 0, 10]", events: String = "[0, 0, 0, 0, 0]", extra: String = "") -> String {
        """
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event5
          evdev:
            name: "YAML Pad"
            id: [3, 1, 2, 3]
            codes:
              0: [0]
            absinfo:
              \(absinfo)
            properties: [0]\(extra)
          events:
          - evdev: [\(events)]

        """
    }

    /// Sweep seed 22, case 5457: the ITE recording without its `version: 1` line said
    /// `FILE: expected `version:`: an integer in 0...2147483647`, with no line or column (a key that is not there
    /// has no place of its own). A missing key is told at the mapping that should hold it, strict and lenient.
    @Test func aMissingKeyIsToldAtItsMapping() throws {
        let noVersion = Self.yaml().replacingOccurrences(of: "version: 1\n", with: "")
        for options in [TraceReadOptions.strict, .lenient] {
            do {
                _ = try LibinputRecordReader(text: noVersion, name: "m.yaml", options: options)
                Issue.record("accepted")
            } catch {
                #expect(error.description == "m.yaml:1:1: expected `version:` in the mapping here: an integer in 0...2147483647, found \"no such key\"")
            }
        }
        let noID = Self.yaml().replacingOccurrences(of: "    id: [3, 1, 2, 3]\n", with: "")
        let error = try #require(Self.strictError(noID, suffix: ".yaml"))
        #expect(error.line == 6 && error.column == 5, "\(error)")
        #expect(error.description.hasSuffix("expected `id:` [bustype, vendor, product, version] in the mapping here: a list of 4 integers, found \"no such key\""), "\(error)")
    }

    /// Aliases nested in aliases: a few hundred bytes standing for a billion nodes. Refused before composing.
    @Test func aliasBombsAreRefusedBeforeTheyExpand() throws {
        var bomb = "version: 1\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 { bomb += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n" }
        bomb += "? *a9\n: 1\ndevices: []\n"
        let error = try #require(Self.strictError(bomb, suffix: ".yaml"))
        #expect(error.line == 2 && error.column == 5, "\(error)")
        #expect(error.expected.contains("no anchors"))
        // An alias alone (no anchor defined) is refused as an alias.
        let alias = try #require(Self.strictError("version: 1\ndevices: *d\n", suffix: ".yaml"))
        #expect(alias.line == 2 && alias.expected.contains("no aliases"), "\(alias)")
    }

    @Test func duplicateKeysGiveOneLine() throws {
        let text = Self.yaml().replacingOccurrences(of: "ndevices: 1\n", with: "ndevices: 1\nndevices: 2\n")
        let error = try #require(Self.strictError(text, suffix: ".yaml"))
        #expect(error.description.hasSuffix(":3:1: expected each key once in a mapping, found `ndevices` again (first on line 2)"), "\(error)")
    }

    @Test func deepNestingIsRefused() throws {
        let text = "version: 1\ndevices: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n"
        let error = try #require(Self.strictError(text, suffix: ".yaml"))
        #expect(error.line == 2 && error.expected.contains("nested at most 32 deep"), "\(error)")
    }

    @Test func yamlSyntaxErrorsGiveOneLine() throws {
        let error = try #require(Self.strictError("version: 1\ndevices:\n  - [1, 2\n", suffix: ".yaml"))
        #expect(error.line > 0 && error.column > 0 && !error.description.contains("\n"), "\(error)")
    }

    /// `[87.58, -408.33]`: an absinfo with min > max gave a negative size.
    @Test func reversedAxesAreRejected() throws {
        let yaml = Self.yaml(absinfo: "53: [1000, 0, 0, 0, 10]")
        let error = try #require(Self.strictError(yaml, suffix: ".yaml"))
        #expect(error.line == 11 && error.expected.contains("maximum no smaller than its minimum"), "\(error)")
        let lenient = try LibinputRecordReader(text: yaml, name: "r.yaml", options: .lenient)
        #expect(lenient.device.axes[EventCode.ABS_MT_POSITION_X] == nil && lenient.skippedLineCount == 1)

        let evemu = try #require(Self.strictError("N: x\nI: 0003 0001 0002 0003\nA: 36 0 500 0 0 10\nA: 35 1000 0 0 0 10\n"))
        #expect(evemu.line == 4 && evemu.column == 12, "\(evemu)")
        let negative = try #require(Self.strictError("N: x\nI: 0003 0001 0002 0003\nA: 35 0 1000 0 0 -10\n"))
        #expect(negative.line == 3 && negative.column == 18 && negative.expected.contains("resolution"), "\(negative)")
        let slots = try #require(Self.strictError(Self.yaml(absinfo: "47: [0, 2147483647, 0, 0, 0]"), suffix: ".yaml"))
        #expect(slots.expected.contains("ABS_MT_SLOT range within 0...1023"), "\(slots)")
    }

    /// A 3 MB recording with 100,000 extra `absinfo` entries took over 10 s to be refused: the YAML prescan copied a
    /// mapping's table of keys once per key (n² in the mapping's size). Refused at the first axis out of range.
    @Test func aHundredThousandAbsinfoEntriesAreRefusedAtTheFirstBadOne() throws {
        let entries = (0..<100_000).map { "\($0 + 100): [0, 100, 0, 0, 0]" }.joined(separator: "\n      ")
        let error = try #require(Self.strictError(Self.yaml(absinfo: "53: [0, 1000, 0, 0, 10]\n      " + entries), suffix: ".yaml"))
        #expect(error.line == 12 && error.column == 7 && error.expected.contains("an absolute axis code"), "\(error)")
        // The same size of keys, one of them twice at the end: the duplicate is still found, with both lines.
        let twice = (0..<100_000).map { "k\($0): 1" }.joined(separator: "\n") + "\nk7: 2\n"
        let duplicate = try #require(Self.strictError("version: 1\n" + twice, suffix: ".yaml"))
        #expect(duplicate.line == 100_002 && duplicate.expected.contains("`k7` again (first on line 9)"), "\(duplicate)")
    }

    // MARK: - Echoed bytes

    /// Binary bytes were echoed as `�`: what is not UTF-8 is shown as `\xNN`, and the excerpt is shortened.
    @Test func binaryBytesAreShownEscapedAndShortened() throws {
        let bytes: [UInt8] = [0x28, 0x80, 0x81, 0x21, 0xFF, 0xFE, 0x56, 0x01] + Array(repeating: 0xC3, count: 40)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("glide-binary-\(UInt64.random(in: 0...UInt64.max)).evemu").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var caught: TraceError?
        do { _ = try TraceReader.open(path: path) } catch { caught = error }
        let error = try #require(caught)
        #expect(error.description.contains(#"found "(\x80\x81!\xFF\xFEV\u{1}\xC3\xC3"#), "\(error)")
        #expect(!error.description.contains("\u{FFFD}") && error.description.hasSuffix("…\""), "\(error)")
    }

    @Test func excerptsKeepValidUTF8AndEscapeTheRest() {
        #expect(String(excerptOf: Array("× ✓ 😀".utf8)) == "× ✓ 😀")
        #expect(String(excerptOf: [0xE2, 0x9C] as [UInt8]) == #"\xE2\x9C"#, "a sequence cut short")
        #expect(String(excerptOf: [0xED, 0xA0, 0x80] as [UInt8]) == #"\xED\xA0\x80"#, "a UTF-16 surrogate is not UTF-8")
        #expect(String(excerptOf: Array(repeating: UInt8(0x41), count: 30), limit: 24) == String(repeating: "A", count: 24) + "…")
        #expect(String(excerptOf: Array(repeating: UInt8(0x41), count: 24), limit: 24) == String(repeating: "A", count: 24))
    }

    /// A file starting with terminal escapes cleared the screen and rang the bell when quoted in an error.
    @Test func errorsEscapeWhatIsNotPrintable() throws {
        let error = try #require(Self.strictError("\u{1B}[2J\u{1B}[H\u{07}hello\n"))
        #expect(error.description.contains(#"found "\e[2J\e[H\u{7}hello""#), "\(error)")
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        let event = try #require(Self.strictError(Self.padHeader + "E: 0.000000 0003 0035 \u{9B}31m\n"))
        #expect(event.description.contains(#"\u{9b}31m"#), "\(event)")
        let yaml = try #require(Self.strictError("version: 1\ndevices: \u{1B}[2J\n", suffix: ".yaml"))
        #expect(yaml.line == 2 && yaml.column == 10 && !yaml.description.contains("\u{1B}"), "\(yaml)")
    }

    @Test func escapingKeepsPrintableTextAsItIs() {
        #expect("Synaptics TM3276-022 × ✓".escapingNonPrintable == "Synaptics TM3276-022 × ✓")
        #expect("a\u{1B}b\tc\u{7F}\u{202E}".escapingNonPrintable == #"a\eb\tc\u{7f}\u{202e}"#)
    }

    /// A recording saved with Windows line ends, with a comment before its header, was "not a recording": the
    /// comment and everything after it were one line. Its format is found now.
    @Test func windowsLineEndsDoNotHideTheFormat() {
        #expect(TraceReader.detectFormat(Array("# recorded by me\r\n# EVEMU 1.3\r\nN: pad\r\n".utf8)) == .evemu)
        #expect(TraceReader.detectFormat(Array("# note\r\nN: pad\r\n".utf8)) == .evemu)
        #expect(TraceReader.detectFormat(Array("# note\r\n\r\nversion: 1\r\n".utf8)) == .libinputRecord)
        #expect(TraceReader.detectFormat(Array("# note\r\nhello\r\n".utf8)) == nil)
    }

    /// Characters that show as nothing are quoted escaped: a byte-order mark quoted raw made `found "﻿# EVEMU 1.3"`
    /// look like a good header.
    @Test func invisibleCharactersAreEscaped() {
        #expect("\u{FEFF}version".escapingNonPrintable == #"\u{feff}version"#)
        #expect("a\u{200B}b\u{200D}c\u{2028}d\u{2060}".escapingNonPrintable == #"a\u{200b}b\u{200d}c\u{2028}d\u{2060}"#)
        #expect("café ✓ 漢字".escapingNonPrintable == "café ✓ 漢字")
    }

    /// A recording that begins with a UTF-8 byte-order mark is read as the same recording without it.
    @Test func aByteOrderMarkBeforeARecordingIsSkipped() throws {
        #expect(TraceReader.detectFormat(Array("# EVEMU 1.3\n".utf8)) == .evemu)
        let path = Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu")
        let plain = try Data(contentsOf: URL(fileURLWithPath: path))
        let marked = FileManager.default.temporaryDirectory.appendingPathComponent("glide-bom-\(UUID().uuidString).evemu")
        try (Data([0xEF, 0xBB, 0xBF]) + plain).write(to: marked)
        defer { try? FileManager.default.removeItem(at: marked) }
        func events(_ path: String) throws -> [String] {
            let trace = try TraceReader.open(path: path)
            var out: [String] = []
            while let event = try trace.nextEvent() { out.append("\(event)") }
            return out
        }
        let a = try events(path), b = try events(marked.path)
        #expect(!a.isEmpty && a == b)
    }
}
