import Foundation
import GlideTestSupport
import Testing

/// The `glide` executable's own contract: its exit statuses for usage errors, its subcommands, and
/// `glide port`, which runs the glide-port executable built beside it.
@Suite struct GlideCommandTests {
    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        return try GlideCommand.run(args)
    }

    @Test(arguments: [
        ["no-such-command"],
        ["replay"],
        ["check", "--animator", "no-such-animator"],
        ["info", "--no-such-option"],
        ["render", "-t", "carrd"],
    ])
    func usageErrorsExitTwoOnOneLine(_ args: [String]) throws {
        let r = try Self.run(args)
        #expect(r.status == 2, "\(args): \(r.status) \(r.err)")
        #expect(r.err.split(separator: "\n").first?.contains("error: ") == true, "\(args): \(r.err)")
        #expect(r.out.isEmpty, "\(args): \(r.out)")
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0)
        for command in ["replay", "check", "port", "live", "render"] { #expect(help.out.contains(command), "\(command) in \(help.out)") }
        let version = try Self.run(["--version"])
        #expect(version.status == 0 && !version.out.isEmpty)
    }

    /// `glide port` hands its whole command line to glide-port: its help, its exit statuses.
    @Test func portRunsTheBuiltPorter() throws {
        let help = try Self.run(["port", "--help"])
        #expect(help.status == 0 && help.out.contains("glide port"), "\(help.err)")
        let usage = try Self.run(["port"])
        #expect(usage.status == 2 && usage.err.hasPrefix("glide port: error: "), "\(usage.err)")
    }

    /// Where glide-port is not built beside glide, `glide port` says how to build it, on one line, exit 2.
    @Test func portWithoutThePorterSaysHowToBuildIt() throws {
        let folder = Repository.buildFolder.appendingPathComponent("glide-without-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("glide")
        // A hard link is cheap (the same file system); a copy where it cannot be made.
        do { try FileManager.default.linkItem(atPath: GlideCommand.path, toPath: lone.path) } catch {
            try FileManager.default.copyItem(atPath: GlideCommand.path, toPath: lone.path)
        }
        let p = Process()
        p.executableURL = lone
        p.arguments = ["port", "Menu.swift", "-o", "out"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 2)
        #expect(text.split(separator: "\n").count == 1, "\(text)")
        #expect(text.contains("swift build --product glide-port"), "\(text)")
    }
}
