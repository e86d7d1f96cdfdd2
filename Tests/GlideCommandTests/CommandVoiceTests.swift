import Foundation
import Testing
import GlideTestSupport

/// What `glide` answers to options that make no sense, and how every command says what went wrong:
/// one line `glide CMD: error: …`, exit status 2 for a usage or input error, 1 for a failed check.
@Suite struct CommandVoiceTests {
    static let trace = Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu")

    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        return try GlideCommand.run(args)
    }

    /// A usage error: status 2, the error on one line in the command's voice, a pointer to the help,
    /// no wall of usage text.
    static func expectUsageError(_ args: [String], command: String, saying words: String...) throws {
        let r = try run(args)
        #expect(r.status == 2, "\(args): \(r.status) \(r.err)")
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("glide \(command): error: ") == true, "\(args): \(r.err)")
        #expect(lines.count <= 2, "\(args): \(r.err)")
        #expect(!r.err.contains("Usage:"), "\(args): \(r.err)")
        for word in words { #expect(r.err.contains(word), "\(args): \(r.err) lacks \(word)") }
    }

    @Test func nonsenseOptionsAreRejected() throws {
        try Self.expectUsageError(["replay", Self.trace, "--distance", "inf"], command: "replay", saying: "--distance inf", "more than 0")
        try Self.expectUsageError(["replay", Self.trace, "--distance", "-5"], command: "replay", saying: "--distance -5.0")
        try Self.expectUsageError(["replay", Self.trace, "--rate", "100000"], command: "replay", saying: "--rate 100000", "1 to 480")
        try Self.expectUsageError(["replay", Self.trace, "--binding", "swipe:99:left"], command: "replay", saying: "99 fingers")
        try Self.expectUsageError(["replay", Self.trace, "--binding", "edgeSwipe::left"], command: "replay", saying: "touchscreen gesture")
        try Self.expectUsageError(["demo", "--rate", "30"], command: "demo", saying: "60 or 120")
    }

    /// Negative numbers read as missing values (`--runs -5` said "Missing value for '--runs <runs>'"), numbers had no
    /// upper bound (`--steps 100000000` would take about 10 GB), and some out-of-range values exited 1: every
    /// numeric option now reads a negative number as a number and says its range, with status 2.
    @Test func numbersOutOfRangeSayTheRange() throws {
        let cases: [([String], String, [String])] = [
            (["check", "--animator", "card", "--runs", "-5"], "check", ["--runs -5", "from 0 to 100000"]),
            (["check", "--animator", "card", "--steps", "100000000"], "check", ["--steps 100000000", "from 1 to 10000"]),
            (["check", "--animator", "card", "--seed", "-1"], "check", ["'-1'", "from 0 to 18446744073709551615"]),
            (["render", "-t", "card", "--time", "-1"], "render", ["--time -1", "from 0 to 3600 seconds"]),
            (["render", "-t", "card", "--at", "0.5", "--scale", "100"], "render", ["--scale 100", "0.25 to 8"]),
            (["bench", "animation", "--views", "1000000000"], "bench animation", ["--views 1000000000", "from 1 to 100000"]),
            (["bench", "soak", "--frames", "-1"], "bench soak", ["--frames -1"]),
            (["synth", "--rate", "1000", "-o", "-", "/dev/null"], "synth", ["--rate 1000", "from 80 to 140 Hz"]),
            (["synth", "--noise", "-1", "-o", "-", "/dev/null"], "synth", ["--noise -1", "from 0 to 2 mm"]),
            (["demo", "--every", "0"], "demo", ["--every 0", "from 1 to 1000"]),
            (["play", "--speed", "-2", Self.trace], "play", ["--speed -2", "from 0.01 to 100"]),
        ]
        for (args, command, words) in cases {
            let r = try Self.run(args)
            #expect(r.status == 2, "\(args): \(r.status) \(r.err)")
            #expect(r.err.hasPrefix("glide \(command): error: "), "\(args): \(r.err)")
            for word in words { #expect(r.err.contains(word), "\(args): \(r.err) lacks \(word)") }
        }
    }

    /// Foundation's error text leaked (`Error Domain=NSCocoaErrorDomain Code=516 …`): file-system errors are one line
    /// in Glide's voice, naming the path and the reason.
    @Test func fileSystemErrorsAreOneLineInWords() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-existing-\(UInt64.random(in: 0...UInt64.max))")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let frames = try Self.run(["render", "-t", "card", "--frames", file.path])
        #expect(frames.status == 1 && frames.err.split(separator: "\n").count == 1, "\(frames.err)")
        #expect(frames.err.contains("cannot create the folder \(file.path): a file or folder of that name is already there"), "\(frames.err)")
        let json = try Self.run(["replay", Self.trace, "--json", file.path + "/timeline.json"])
        #expect(json.status == 1 && json.err.contains("cannot write \(file.path)/timeline.json"), "\(json.err)")
        for r in [frames, json] { #expect(!r.err.contains("Domain=") && !r.err.contains("Code="), "\(r.err)") }
    }

    /// `--handlers` hands the decision to the scene's own handlers: a binding or policy given with it was ignored.
    @Test func theFixedRulesOptionsAreRefusedWithHandlers() throws {
        try Self.expectUsageError(["replay", Self.trace, "--handlers", "--binding", "swipe:3:left"], command: "replay", saying: "--binding swipe:3:left", "--handlers")
        try Self.expectUsageError(["replay", Self.trace, "--handlers", "--policy", "adwaita"], command: "replay", saying: "--policy adwaita", "--handlers")
        try Self.expectUsageError(["live", "--synth", "x", "--handlers", "--policy", "uikitPop"], command: "live", saying: "--policy uikitPop")
    }

    /// A threshold out of range is not an unknown policy, and a host that is not an address is a usage error.
    @Test func valuesOfTheRightKindOutOfRangeSaySo() throws {
        try Self.expectUsageError(["replay", Self.trace, "--policy", "threshold(2)"], command: "replay", saying: "threshold 2", "above 0 and below 1")
        let host = try Self.run(["live", "--serve", "--host", "not-an-address", "--synth", "x"])
        #expect(host.status == 2 && host.err.contains("--host not-an-address: expected a numeric IPv4 or IPv6 address"), "\(host.err)")
    }

    @Test func unknownNamesSuggestTheNearest() throws {
        try Self.expectUsageError(["replay", Self.trace, "-t", "carrd"], command: "replay", saying: "did you mean 'card'?")
        try Self.expectUsageError(["replay", Self.trace, "--policy", "uikitpop"], command: "replay", saying: "did you mean 'uikitPop'?")
        try Self.expectUsageError(["check", "--animator", "flipp"], command: "check", saying: "did you mean 'flip'?")
        try Self.expectUsageError(["replay", Self.trace, "--binding", "swpie:3:left"], command: "replay", saying: "did you mean 'swipe'?")
        try Self.expectUsageError(["replay", Self.trace, "--no-such-option"], command: "replay")
    }

    @Test func versionIsPrinted() throws {
        let r = try Self.run(["--version"])
        #expect(r.status == 0)
        #expect(r.out.trimmingCharacters(in: .whitespacesAndNewlines).first?.isNumber == true, "\(r.out)")
    }

    @Test func anUnreadableTraceUnderCheckIsAnInputError() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("glide-unreadable-\(UUID().uuidString).evemu")
        try Data("garbage\n".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let r = try Self.run(["check", "--animator", "card", "--no-matrix", "--runs", "0", "--trace", bad.path])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.hasPrefix("glide check: error: trace \(bad.path)"), "\(r.err)")
        #expect(r.err.contains(":1:1: expected"), "\(r.err)")
    }

    @Test func aFileThatCannotBeWrittenSaysWhereAndWhy() throws {
        let r = try Self.run(["replay", Self.trace, "--json", "/nonexistent-folder/timeline.json"])
        #expect(r.status == 1)
        #expect(r.err.contains("glide replay: error: cannot write /nonexistent-folder/timeline.json: the folder /nonexistent-folder does not exist"), "\(r.err)")
        #expect(!r.err.contains("NSCocoaErrorDomain"))
        #expect(!r.err.contains("could not be completed"))
    }

    /// A buggy transition's `completeTransition(true)` after a cancel is flagged and fails the command.
    @Test func demoAndReplayFlagWhatIsWrong() throws {
        let demo = try Self.run(["demo", "-t", "card-buggy"])
        #expect(demo.status == 1)
        #expect(demo.err.contains("glide demo: error: "), "\(demo.err)")
        #expect(demo.out.contains("WRONG: completeTransition(true) after a cancel"), "\(demo.out)")
        let good = try Self.run(["demo", "-t", "card"])
        #expect(good.status == 0, "\(good.err)")
        let replay = try Self.run(["replay", Self.trace, "-t", "card-buggy"])
        #expect(replay.status == 1)
        #expect(replay.out.contains("WRONG:        completeTransition(true) after a cancel"), "\(replay.out)")
        #expect(replay.err.contains("glide replay: error: transition 1: completeTransition(true) after a cancel"), "\(replay.err)")
        #expect(try Self.run(["replay", Self.trace, "-t", "card"]).status == 0)
    }

    /// Starting presented, a recorded back swipe (fingers moving right) dismisses.
    @Test func aReplayCanStartWithTheDestinationPresented() throws {
        let back = Repository.glideTrace("touchpad-4f-swipe-right.evemu")
        let r = try Self.run(["replay", back, "-t", "menu", "--binding", "swipe:4:left", "--start", "presented"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("start: menu's destination presented"), "\(r.out)")
        #expect(r.out.contains("(dismiss)"), "\(r.out)")
        let fromNothing = try Self.run(["replay", back, "-t", "menu", "--binding", "swipe:4:left"])
        #expect(!fromNothing.out.contains("(dismiss)"), "\(fromNothing.out)")
    }

    /// Not a terminal (a pipe, as here): no progress bar, no carriage return, only the results.
    @Test func longWorkIsQuietOffATerminal() throws {
        let r = try Self.run(["check", "--animator", "card", "--runs", "5"])
        #expect(r.status == 0, "\(r.err)")
        #expect(!r.err.contains("\r") && !r.out.contains("\r"))
        #expect(!r.err.contains("[#") && !r.err.contains("[-"), "\(r.err)")
    }

    /// The check says, after its report and apart from it (on standard error), what it explored and the wall-clock
    /// time it took (issue 18: the scenario count and the time); the report itself stays the same run after run.
    @Test func theCheckSaysWhatItExploredAndHowLong() throws {
        let r = try Self.run(["check", "--animator", "card", "--runs", "5"])
        #expect(r.status == 0, "\(r.err)")
        let line = try #require(r.err.split(separator: "\n").last.map(String.init), "\(r.err)")
        let scenarios = try #require(r.out.split(separator: "\n").last?.split(separator: " ").dropFirst(5).first, "\(r.out)")
        #expect(line.hasPrefix("card: \(scenarios) scenarios and 129 flows explored in "), "\(line) / \(r.out)")
        #expect(line.hasSuffix(" s (debug build)") || line.hasSuffix(" s (release build)"), "\(line)")
        #expect(!r.out.contains("explored in"), "the time is not in the report")
    }
}
