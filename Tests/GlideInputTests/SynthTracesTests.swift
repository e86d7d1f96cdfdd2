import Foundation
import Testing
import GlideTestSupport
@testable import GlideInput

/// The curated recordings in `Traces/`: every `glide synth` line of `Traces/README.md` reproduces
/// its file byte for byte, every file is listed, Glide reads each strictly, libevemu reads each
/// event for event, and each holds the gesture the README says it does.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct SynthTracesTests {
    static let directory = RealTraces.packageRoot.appendingPathComponent("Traces")

    struct Command: Sendable, CustomStringConvertible {
        var line: String
        var arguments: [String]  // after `glide`
        var output: String  // the -o value, relative to the package root
        var description: String { output }
    }

    /// Splits a shell line into words: single and double quotes, backslash escapes outside quotes.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in line {
            if escaped {
                current.append(c)
                escaped = false
            } else if let q = quote {
                if c == q { quote = nil } else if c == "\\" && q == "\"" { escaped = true } else { current.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                inWord = true
            } else if c == "\\" {
                escaped = true
                inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(c)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    static let commands: [Command] = {
        guard let text = try? String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("glide synth ") }.map { line in
            let words = Array(shellWords(line).dropFirst())
            let o = words.firstIndex(of: "-o") ?? words.firstIndex(of: "--output") ?? words.count - 1
            return Command(line: line, arguments: words, output: o + 1 < words.count ? words[o + 1] : "")
        }
    }()

    @Test func readmeListsEveryTraceOnce() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".evemu") }.sorted()
        let outputs = Self.commands.map(\.output)
        #expect(Self.commands.count >= 15)
        #expect(Set(outputs).count == outputs.count, "a file is made twice")
        #expect(outputs.map { ($0 as NSString).lastPathComponent }.sorted() == files)
        #expect(outputs.allSatisfy { $0.hasPrefix("Traces/") })
        let readme = try String(contentsOf: Self.directory.appendingPathComponent("README.md"), encoding: .utf8)
        for file in files { #expect(readme.contains("| `\(file)` |"), "\(file) is not in the table") }
    }

    @Test(arguments: commands)
    func commandReproducesTheFile(_ command: Command) throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let committed = [UInt8](try Data(contentsOf: RealTraces.packageRoot.appendingPathComponent(command.output)))
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("glide-synth-\(UUID().uuidString).evemu").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        var arguments = command.arguments
        arguments[arguments.firstIndex(of: command.output)!] = temporary
        let run = try GlideCommand.run(arguments)
        #expect(run.status == 0, "\(command.line): \(run.err)")
        let made = [UInt8](try Data(contentsOf: URL(fileURLWithPath: temporary)))
        #expect(made == committed, "\(command.output) is not what its command makes (\(made.count) vs \(committed.count) bytes)")
        #expect(committed.count > 2_000 && committed.count < 100_000, "\(committed.count) bytes")
    }

    @Test(arguments: commands)
    func glideAndLibevemuReadTheFile(_ command: Command) throws {
        let path = RealTraces.packageRoot.appendingPathComponent(command.output).path
        let reader = try TraceReader.open(path: path, options: .strict)
        let events = try RealTraces.readAll(reader)
        #expect(reader.skippedLineCount == 0 && reader.format == .evemu)
        #expect(reader.device.kind != .other && reader.device.name.hasPrefix("Glide Synthetic"))
        guard LibevemuCompatibilityTests.available else { return }
        let tool = try LibevemuCompatibilityTests.tool.get()
        let (status, dump) = try LibevemuCompatibilityTests.run(tool, ["dump", path])
        #expect(status == 0)
        let read = dump.split(separator: "\n").filter { $0.hasPrefix("E ") }.map { line -> InputEvent in
            let f = line.split(separator: " ").dropFirst().map { Int64($0)! }
            return InputEvent(timestampMicroseconds: f[0] * 1_000_000 + f[1] - 1, type: UInt16(f[2]), code: UInt16(f[3]), value: Int32(f[4]))
        }
        #expect(read == events, "libevemu read \(read.count) events, Glide \(events.count)")
        #expect(dump.hasPrefix("N \(reader.device.name)\n"))
    }

    /// (file, most fingers, axis, released at % of the distance (signed, ± 2), last frame moving
    /// faster than mm/s (nil: at rest, below 15 mm/s), SYN_DROPPED, ends with fingers down)
    static let claims: [(String, Int, Character, Double, Double?, Bool, Bool)] = [
        ("touchpad-3f-swipe-left-70-back-20.evemu", 3, "x", -20, nil, false, false),
        ("touchpad-3f-swipe-left-release-49.evemu", 3, "x", -49, nil, false, false),
        ("touchpad-3f-swipe-left-release-51.evemu", 3, "x", -51, nil, false, false),
        ("touchpad-3f-flick-left-20.evemu", 3, "x", -19, 200, false, false),
        ("touchpad-3f-flick-left-25.evemu", 3, "x", -24, 250, false, false),
        ("touchpad-3f-reversal-70-back-to-40.evemu", 3, "x", -42, 150, false, false),
        ("touchpad-3f-swipe-left-add-finger.evemu", 4, "x", -60, nil, false, false),
        ("touchpad-3f-swipe-left-syn-dropped.evemu", 3, "x", -60, nil, true, false),
        ("touchpad-3f-swipe-left-vanish.evemu", 3, "x", -60, 120, false, true),
        ("touchpad-4f-swipe-right.evemu", 4, "x", 70, nil, false, false),
        ("touchpad-3f-swipe-up.evemu", 3, "y", -70, nil, false, false),
        ("touchscreen-edge-right-swipe-left-49.evemu", 1, "x", -49, nil, false, false),
        ("touchscreen-edge-right-swipe-left-51.evemu", 1, "x", -51, nil, false, false),
        ("touchscreen-edge-left-swipe-right-49.evemu", 1, "x", 49, nil, false, false),
        ("touchscreen-edge-left-swipe-right-51.evemu", 1, "x", 51, nil, false, false),
        ("touchscreen-edge-left-flick-right-25.evemu", 1, "x", 24, 800, false, false),
        ("touchscreen-edge-left-swipe-right-25.evemu", 1, "x", 25, nil, false, false),
    ]

    @Test(arguments: claims.indices)
    func fileHoldsTheGestureTheReadmeDescribes(_ index: Int) throws {
        let (file, fingers, axis, percent, speed, dropped, vanishes) = Self.claims[index]
        let source = try TraceReader.open(path: Self.directory.appendingPathComponent(file).path)
        let frames = try TouchFrameAssembler.frames(from: source)
        let distance = GestureSynthesizer.defaultDistanceMillimetres(for: source.device)
        let touching = frames.filter { $0.fingerCount > 0 }
        #expect(frames.map(\.fingerCount).max() == fingers)
        #expect(frames.contains(where: \.followsDrop) == dropped)
        #expect((frames.last!.fingerCount > 0) == vanishes)
        // From the first frame to the last with every finger of the end still down.
        func position(_ f: TouchFrame) -> Double {
            let values = f.contacts.map { axis == "x" ? $0.xMillimetres : $0.yMillimetres }
            return values.reduce(0, +) / Double(values.count)
        }
        let last = touching.last!
        let first = touching.first!
        let start = position(first)
        // Compare the same fingers: those in the first frame (the added one is not).
        let ids = Set(first.contacts.map(\.id))
        func positionOfFirst(_ f: TouchFrame) -> Double {
            let values = f.contacts.filter { ids.contains($0.id) }.map { axis == "x" ? $0.xMillimetres : $0.yMillimetres }
            return values.reduce(0, +) / Double(values.count)
        }
        let released = (positionOfFirst(last) - start) / distance * 100
        #expect(abs(released - percent) < 2, "\(file): released at \(released) %")
        let before = touching[touching.count - 2]
        let velocity = (positionOfFirst(last) - positionOfFirst(before)) / (last.timestamp - before.timestamp)
        if let speed {
            #expect(abs(velocity) > speed, "\(file): \(velocity) mm/s at release")
        } else {
            #expect(abs(velocity) < 15, "\(file): \(velocity) mm/s at release")
        }
        if file.contains("reversal") { #expect(velocity > 0, "not moving back") }
        if file.hasPrefix("touchscreen-edge-right") { #expect(source.device.sizeMillimetres.width - first.contacts[0].xMillimetres < 3) }
        if file.hasPrefix("touchscreen-edge-left") { #expect(first.contacts[0].xMillimetres < 3) }
    }
}
