import Foundation
import Testing
import GlideTestSupport
@testable import GlideInput

/// `glide play`, run as the built executable. Playing itself needs uinput and is tested in the
/// kernel VM (`make test-kernel`); here: what it says when it cannot.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct PlayCommandTests {
    static let trace = RealTraces.packageRoot.appendingPathComponent("Traces/touchpad-3f-flick-left-20.evemu").path

    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/uinput"), "this machine has /dev/uinput"))
    func withoutUinputOneSentenceSaysWhatToDo() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let r = try GlideCommand.run(["play", Self.trace])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        let lines = r.err.split(separator: "\n")
        #expect(lines.count == 1, "\(r.err)")
        #expect(r.err.hasPrefix("glide play: error: /dev/uinput is missing") && r.err.contains("sudo modprobe uinput"), "\(r.err)")
        #expect(!r.err.contains("Fatal error"))
    }

    @Test func malformedTraceStopsBeforeADeviceExists() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let path = try temporaryFile("N: Pad\nI: 0001 0002 0003 0004\nE: 0.000001 0003 0035 12\nE: 0.000002 0003 00g5 12\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try GlideCommand.run(["play", path])
        #expect(r.status == 1)
        #expect(r.err.hasPrefix("glide play: error: \(path):4:"), "\(r.err)")
        let missing = try GlideCommand.run(["play", "/nonexistent/trace.evemu"])
        #expect(missing.status == 1 && missing.err.contains("/nonexistent/trace.evemu"))
    }

    @Test func optionsOutOfRange() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        for args in [["--speed", "0"], ["--speed", "1000"], ["--linger", "-1"], ["--start-delay", "-0.5"]] {
            let r = try GlideCommand.run(["play"] + args + [Self.trace])
            #expect(r.status == 2, "\(args): \(r.err)")
        }
    }

    @Test func uinputAdviceNamesTheFixes() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        // The permission case cannot be provoked here; the kernel tests run it as user nobody.
        let help = try GlideCommand.run(["play", "--help"])
        #expect(help.out.contains("--start-delay") && help.out.contains("--linger") && help.out.contains("--speed") && help.out.contains("--device-name"))
    }
}
