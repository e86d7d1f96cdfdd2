import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput

/// The evemu reader's in-place scanner (EvemuReader+FastPath.swift) against the full parser: it may
/// only take lines the full parser accepts, with the same values, and a whole read — events, errors
/// with their file:line:column, lenient skips, line numbers — must be the same with it and without it.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct EvemuFastPathTests {
    static let seeds: [String] = [
        "E: 1284823489.327580 0003 0030 0106\t# EV_ABS / ABS_MT_TOUCH_MAJOR   106",
        "E: 0.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms",
        "E: 12.5 3 35 -001", "E:1.000001 0001 014a 1", "E: 999999999999.999999 0003 003f +2147483647",
        "E: 1.1 0003 0036 -2147483648", "E: 1.1 0003 0036 2147483648", "E: 1.1 0015 0000 1 #",
        "E: 1.1 001F 0000 0", "E: 1.1 0004 0005 7    ", "E: 1.1\t0003\t0000\t5#x", "E: 1.1 3 0 5\r",
        "E: 1.1 0002 0000 -0", "E: 1.1 00aB 0000 1", "E: 1.000001 0003 003A 5", "E: 7.123456 0003 0035 1613\r",
        "E: 1284823489.327580 0001 014a 0001 # EV_KEY", "E: 0.000000 0000 0000 0000",
    ]
    static let alphabet = Array("0123456789abcdefABCDEFgx.:-+ \t#E\r\n".utf8)

    /// One line through both parsers: whatever the scanner accepts, the full parser accepts alike.
    /// Returns whether the scanner accepted it.
    @discardableResult
    static func check(
        _ line: [UInt8], _ table: UnsafePointer<Int32>, _ hexValues: UnsafePointer<UInt8>, _ seconds: inout EvemuReader.SecondsText
    ) -> Bool {
        // The scanner sees the line in a buffer, ending with its newline, with the line reader's
        // padding after it (digits there must not count); the full parser sees the line as LineReader
        // hands it out (no newline, no trailing `\r`).
        guard !line.contains(0x0A) else { return false }
        let buffered = line + [0x0A] + Array(repeating: UInt8(ascii: "7"), count: LineReader.scanPadding)
        return buffered.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            let end = base + line.count + 1
            guard let (raw, type, code, value, next) = EvemuReader.scanEventLine(base, end: end, typeMaxima: table, hexValues: hexValues, seconds: &seconds) else {
                return false
            }
            var content = line
            if content.last == 0x0D { content.removeLast() }
            let full = content.withUnsafeBufferPointer { b in
                try? EvemuReader.parseEvent(ByteCursor(b.baseAddress ?? base, count: b.count), typeMaxima: table)
            }
            let text = String(decoding: line, as: UTF8.self).debugDescription
            #expect(next == end, "scanner stopped inside \(text)")
            #expect(full.map { $0 == (raw, type, code, value) } == true, "scanner took \(text) as \((raw, type, code, value)), full parser: \(String(describing: full))")
            return true
        }
    }

    @Test func scannerAgreesWithTheFullParserLineByLine() {
        let table = EvemuReader.makeTypeMaxima(), hexValues = EvemuReader.makeHexValues()
        defer {
            table.deallocate()
            hexValues.deallocate()
        }
        var r = TraceFuzzTests.Random(seed: 0xE7E4_FA57)
        var accepted = 0, declined = 0
        // One seconds cache through all the lines, as in a read: mutations that keep or change the
        // seconds text follow each other, so it is both reused and replaced.
        var seconds = EvemuReader.SecondsText()
        for seed in Self.seeds {
            let bytes = Array(seed.utf8)
            Self.check(bytes, table, hexValues, &seconds)
            for _ in 0..<3000 {
                var m = bytes
                for _ in 0...r.below(3) {
                    switch r.below(3) {
                    case 0 where !m.isEmpty: m[r.below(m.count)] = Self.alphabet[r.below(Self.alphabet.count)]
                    case 1: m.insert(Self.alphabet[r.below(Self.alphabet.count)], at: r.below(m.count + 1))
                    default: if !m.isEmpty { m.remove(at: r.below(m.count)) }
                    }
                }
                if Self.check(m, table, hexValues, &seconds) { accepted += 1 } else { declined += 1 }
            }
        }
        // Both sides were exercised: mutations the scanner took and ones it left to the full parser.
        #expect(accepted > 1000)
        #expect(declined > 1000)
    }

    /// The word-at-a-time digit reader against a byte loop: every byte value in every position of
    /// runs of digits, and random words mostly made of digits.
    @Test func eightDigitsAtATimeAgreeWithAByteLoop() {
        func byByte(_ bytes: [UInt8]) -> (UInt64, Int) {
            var value: UInt64 = 0, count = 0
            while count < 8, bytes[count] >= 0x30, bytes[count] <= 0x39 {
                value = value * 10 + UInt64(bytes[count] - 0x30)
                count += 1
            }
            return (value, count)
        }
        var r = TraceFuzzTests.Random(seed: 0xD161_7500)
        var words: [[UInt8]] = []
        for position in 0..<8 {
            for byte in 0...255 {
                var w = Array("98765432".utf8)
                w[position] = UInt8(byte)
                words.append(w)
            }
        }
        for _ in 0..<20000 {
            words.append((0..<8).map { _ in r.below(4) == 0 ? UInt8(r.below(256)) : UInt8(0x30 + r.below(10)) })
        }
        for w in words {
            let got = w.withUnsafeBufferPointer { EvemuReader.decimal8($0.baseAddress!) }
            let want = byByte(w)
            #expect(got == want, "\(w)")
        }
    }

    /// Everything a read produces, for comparing two reads of the same bytes.
    struct Outcome: Equatable {
        var events: [InputEvent] = []
        var error: String?
        var skipped = 0
        var firstSkipped: String?
        var lineNumber = 0
        var bytesRead: Int64 = 0
        var offset: Int64?
    }

    /// How a read takes its events: one by one from the full parser, one by one with the scanner, or
    /// in batches from the scanner (as TraceSummary does; 7 at a time, so batches end anywhere).
    enum Way: CaseIterable { case fullParser, scanner, batches }

    static func read(_ path: String, mode: TraceReadingMode, way: Way, capacity: Int = LineReader.defaultCapacity) -> Outcome {
        var outcome = Outcome()
        do {
            let fd = open(path, O_RDONLY)
            defer { close(fd) }
            let lines = LineReader(fileDescriptor: fd, name: "t.evemu", closesDescriptor: false, capacity: capacity)
            let reader = try EvemuReader(lineReader: lines, options: TraceReadOptions(mode: mode), scansInPlace: way != .fullParser)
            defer {
                outcome.skipped = reader.skippedLineCount
                outcome.firstSkipped = reader.firstSkippedLine?.description
                outcome.lineNumber = reader.lineNumber
                outcome.bytesRead = reader.bytesRead
                outcome.offset = reader.timestampOffsetMicroseconds
            }
            let batch = UnsafeMutablePointer<InputEvent>.allocate(capacity: 7)
            defer { batch.deallocate() }
            while outcome.events.count < 1_000_000 {
                if way == .batches {
                    let n = reader.nextBufferedEvents(into: batch, capacity: 7)
                    if n > 0 {
                        outcome.events.append(contentsOf: UnsafeBufferPointer(start: batch, count: n))
                        continue
                    }
                }
                guard let e = try reader.next() else { break }
                outcome.events.append(e)
            }
        } catch {
            outcome.error = error.description
        }
        return outcome
    }

    /// Mutated real recordings read with and without the scanner (one by one and in batches), strict
    /// and lenient, with the default buffer and with a small one (lines then straddle refills): the
    /// same outcome.
    @Test(.timeLimit(.minutes(5)))
    func readsAreTheSameWithAndWithoutTheScanner() throws {
        let corpus: [[UInt8]] = try RealTraces.evemuFiles.map { Array(try RealTraces.bytes($0).prefix(24 * 1024)) }
        var r = TraceFuzzTests.Random(seed: 0xFA57_0001)
        var compared = 0, withErrors = 0
        for i in 0..<600 {
            let original = corpus[r.below(corpus.count)]
            var bytes = i % 3 == 0 ? original : TraceFuzzTests.mutate(original, &r)
            // CRLF line ends, blank and comment lines among the events, now and then.
            if i % 7 == 1 { bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8) }
            if i % 5 == 2 { bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "0000 0000 0000\n", with: "0000 0000 0000\n\n# note\n").utf8) }
            let path = try temporaryFile(bytes)
            defer { try? FileManager.default.removeItem(atPath: path) }
            for mode in [TraceReadingMode.strict, .lenient] {
                for capacity in [LineReader.defaultCapacity, 4096] {
                    let full = Self.read(path, mode: mode, way: .fullParser, capacity: capacity)
                    for way in [Way.scanner, .batches] {
                        let fast = Self.read(path, mode: mode, way: way, capacity: capacity)
                        #expect(fast == full, "mutation #\(i), \(mode), \(way), capacity \(capacity): \(fast.error ?? "-") vs \(full.error ?? "-")")
                        compared += 1
                    }
                    if full.error != nil || full.skipped > 0 { withErrors += 1 }
                }
            }
        }
        #expect(compared == 4800)
        #expect(withErrors > 200)
    }

    /// A recording longer than several read chunks (128 KiB) reads the same with and without the scanner.
    @Test func longRecordingReadsTheSame() throws {
        let text = String(decoding: try RealTraces.bytes("apple-bcm5974-multifinger-protoA-2010.evemu"), as: UTF8.self)
        let path = try temporaryFile(text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let full = Self.read(path, mode: .strict, way: .fullParser)
        #expect(full.error == nil)
        #expect(full.events.count == 12893)
        for way in [Way.scanner, .batches] { #expect(Self.read(path, mode: .strict, way: way) == full) }
    }
}
