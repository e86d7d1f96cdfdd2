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
}
