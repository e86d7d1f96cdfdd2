import Foundation
import GlideTestSupport
import Testing
@testable import GlideInput
import GlideClock

/// Generative fuzzing: thousands of mutated real recordings (byte flips, truncations, line swaps,
/// duplications, inserted garbage), seeded and deterministic, through both readers in strict and
/// lenient mode and through the frame assembler. Nothing may crash or hang; strict reads either
/// succeed or throw a ``TraceError`` that points inside the file.
///
/// The default run (1,000 mutations of up to 32 KiB each) is a regression guard, a minute or two in a
/// debug build on a loaded machine (3,000 came near its 5-minute hang limit under `make test`); the search
/// for new inputs is libFuzzer's (`Tools/fuzz.sh`). Run it longer with an iteration count and, optionally,
/// another seed:
///
///     GLIDE_FUZZ_ITERATIONS=200000 GLIDE_FUZZ_SEED=7 swift test --filter TraceFuzzTests
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct TraceFuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["GLIDE_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 1000
    static let seed = ProcessInfo.processInfo.environment["GLIDE_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x6C1D_E5EE_D000_0001

    typealias Random = SplitMix64

    static let interesting: [[UInt8]] = ["-", "#", "\n", " ", "\t", "E: ", "N: x\n", "A: ", "0x", "99999999999", "-001", ".", ":", "\r\n", "\u{0}", "ÿ", "[", "]", "{", "- evdev:\n", "version: 1\n", "&a", "*a"].map { Array($0.utf8) }

    static func mutate(_ input: [UInt8], _ r: inout Random) -> [UInt8] {
        var bytes = input
        for _ in 0...r.below(4) {
            guard !bytes.isEmpty else { break }
            switch r.below(7) {
            case 0:  // flip bits of a few bytes
                for _ in 0...r.below(8) { bytes[r.below(bytes.count)] ^= UInt8(truncatingIfNeeded: 1 << r.below(8)) }
            case 1:  // truncate
                bytes.removeLast(r.below(bytes.count))
            case 2, 3:  // swap, duplicate or delete lines
                var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
                guard lines.count > 1 else { break }
                let i = r.below(lines.count), j = r.below(lines.count)
                switch r.below(3) {
                case 0: lines.swapAt(i, j)
                case 1: lines.insert(lines[i], at: j)
                default: lines.remove(at: i)
                }
                bytes = Array(lines.joined(separator: [0x0A]))
            case 4:  // insert an interesting token
                let token = interesting[r.below(interesting.count)]
                bytes.insert(contentsOf: token, at: r.below(bytes.count + 1))
            case 5:  // overwrite a byte with a digit or sign
                bytes[r.below(bytes.count)] = Array("0123456789-+ #.abcdef".utf8)[r.below(21)]
            default:  // remove a run
                let at = r.below(bytes.count)
                bytes.removeSubrange(at..<min(bytes.count, at + r.below(64)))
            }
        }
        return bytes
    }

    /// Reads `bytes` as a trace; returns whether the strict read succeeded.
    static func exercise(_ bytes: [UInt8], name: String) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        let lineCount = bytes.count { $0 == 0x0A } + 1
        for mode in [TraceReadingMode.strict, .lenient] {
            let path = try temporaryFile(bytes)
            defer { try? FileManager.default.removeItem(atPath: path) }
            do {
                let source = try TraceReader.open(path: path, options: TraceReadOptions(mode: mode))
                let assembler = TouchFrameAssembler(device: source.device)
                var events = 0
                while let event = try source.nextEvent() {
                    events += 1
                    _ = assembler.process(event)
                    if events > 10 * lineCount + 100 { Issue.record("more events than lines: \(name)"); break }
                }
                if mode == .strict { #expect(source.skippedLineCount == 0) }
                _ = source.device.kind
                _ = source.device.sizeMillimetres
                // Anything read can be written again.
                let out = TraceOutput()
                _ = try EvemuWriter(device: source.device, to: out)
            } catch let error as TraceError {
                #expect(error.line >= 0 && error.line <= lineCount + 1, "\(name): \(error)")
                #expect(error.column >= 0)
                #expect(!error.description.isEmpty)
            }
        }
        // The YAML reader on the same bytes, whatever they are (the start only, for evemu input: YAML
        // parsing of a long non-YAML file is slow and finds nothing new).
        let yamlText = name.contains(".yaml") ? text : String(text.prefix(2048))
        do {
            _ = try RealTraces.readAll(try LibinputRecordReader(text: yamlText, name: name, options: .lenient))
        } catch is TraceError {}
    }

    @Test(.timeLimit(.minutes(5)))
    func mutatedRecordingsNeverCrashOrHang() throws {
        // The large bcm5974 recording is cut to its first 32 KiB so each iteration stays cheap.
        let corpus: [(String, [UInt8])] = try RealTraces.all.map(\.file).map { name in
            let bytes = try RealTraces.bytes(name)
            return (name, Array(bytes.prefix(32 * 1024)))
        }
        var r = Random(seed: Self.seed)
        var strictFailures = 0
        for i in 0..<Self.iterations {
            let (name, original) = corpus[r.below(corpus.count)]
            let mutated = Self.mutate(original, &r)
            do {
                try Self.exercise(mutated, name: "\(name) #\(i)")
            } catch {
                strictFailures += 1
                Issue.record("unexpected non-TraceError: \(error) for \(name) #\(i)")
            }
        }
        #expect(strictFailures == 0)
        // A hang fails through the time limit; the wall clock is not asserted (on a loaded machine it
        // measures the load). The libFuzzer harnesses (Tools/fuzz.sh) are the search for new inputs.
    }

    @Test func mutationIsDeterministic() {
        let input = Array("N: x\nI: 0001 0002 0003 0004\nE: 0.000001 0000 0000 0000\n".utf8)
        var a = Random(seed: 42), b = Random(seed: 42)
        #expect((0..<50).map { _ in Self.mutate(input, &a) } == (0..<50).map { _ in Self.mutate(input, &b) })
    }
}

extension SplitMix64 {
    /// A uniform integer in 0..<n (0 when n ≤ 1).
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : integer(0...(n - 1)) }
}
