import Foundation
import GlideTestSupport
import Testing

/// Text files as editors on Windows save them, which the mutation sweep makes since seed 21 and 22 (one input file
/// in twenty each, `+crlf` and `+bom`), and script files that are not UTF-8:
///
/// - Windows line ends (`\r\n`). Swift reads `\r\n` as one `Character`, so a split at `"\n"` left such a file
///   one line long: a `glide synth @FILE` script was refused at its first line break (the error quoting a raw line
///   break, so two lines), a `glide check --package` manifest was refused at its first line, and a recording whose
///   header comes after a comment was "not a recording". Each now reads as its `\n` form.
/// - A byte-order mark (EF BB BF) at the start: every reader refused the file at 1:1 and quoted the mark as
///   nothing (`found "﻿# EVEMU 1.3"`). It is skipped now, and quoted as `\u{feff}` where it is not at the start.
/// - A script file that is not UTF-8 was read with replacement characters (`found "mo�ve"`): it is refused at its
///   first bad byte now, as manifests, recordings and Swift files are.
///
/// The inputs are made here from the repository's own files, not committed.
@Suite struct TextFileRegressionTests {
    static let trace = Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu")

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-text-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        return try GlideCommand.run(args)
    }

    @Test func aWindowsScriptSynthesizesWhatItsUnixFormDoes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unix = "# a swipe\ndown 3\nmove left 70% 400ms\nmove left 20% 300ms\nlift\n"
        var written: [String] = []
        for (name, text) in [("unix", unix), ("windows", unix.replacingOccurrences(of: "\n", with: "\r\n"))] {
            let script = folder.appendingPathComponent("\(name).script"), output = folder.appendingPathComponent("\(name).evemu")
            try Data(text.utf8).write(to: script)
            let r = try Self.run(["synth", "@" + script.path, "-o", output.path])
            #expect(r.status == 0, "\(name): \(r.err)")
            written.append(try String(contentsOf: output, encoding: .utf8))
        }
        // The same events, and the script quoted in the header as the same lines, each a comment.
        #expect(written.count == 2 && written[0] == written[1])
        #expect(!(written.last ?? "").contains("\r"))
    }

    @Test func anErrorInAWindowsScriptIsAtItsLineAndQuotesOneLine() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bad.script")
        try Data("down 3\r\nmove lef 50% 300ms\r\nlift\r\n".utf8).write(to: script)
        let r = try Self.run(["synth", "@" + script.path, "-o", folder.appendingPathComponent("out.evemu").path])
        #expect(r.status == 1, "\(r.err)")
        let lines = r.err.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4 && lines[3].isEmpty, "\(r.err)")
        #expect(lines.first?.hasPrefix("glide synth: error: \(script.path):2:6: ") == true, "\(r.err)")
        #expect(lines.dropFirst().first == "  move lef 50% 300ms", "\(r.err)")
        #expect(lines.dropFirst(2).first == "       ^", "\(r.err)")
    }

    @Test func aWindowsRecordingWithACommentFirstIsRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOfFile: Self.trace, encoding: .utf8)
        let unix = folder.appendingPathComponent("swipe.evemu"), windows = folder.appendingPathComponent("swipe-crlf.evemu")
        try Data(("# copied from a Windows machine\n" + text).utf8).write(to: unix)
        try Data(("# copied from a Windows machine\n" + text).replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: windows)
        let a = try Self.run(["info", unix.path]), b = try Self.run(["info", windows.path])
        #expect(a.status == 0 && b.status == 0, "\(b.err)")
        // Everything but the first line, which names the file.
        #expect(b.out.split(separator: "\n").dropFirst() == a.out.split(separator: "\n").dropFirst(), "\(b.out)")
    }

    /// The manifest is read (the error is the empty package folder's, as in the sweep), not refused at line 1.
    @Test func aWindowsManifestIsReadAsItsUnixForm() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("package"), manifest = folder.appendingPathComponent("glide-check.txt")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("# checks\r\nimport MyTransitions\r\npresent DetailViewController from HomeViewController\r\n".utf8).write(to: manifest)
        let r = try Self.run(["check", "--package", package.path, "--manifest", manifest.path])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.hasPrefix("glide check: error: \(package.path) is not a Swift package SwiftPM can read"), "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1, "\(r.err)")
    }

    static let byteOrderMark = Data([0xEF, 0xBB, 0xBF])

    @Test func aRecordingThatBeginsWithAByteOrderMarkIsRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
        let marked = folder.appendingPathComponent("swipe-bom.evemu")
        try (Self.byteOrderMark + plain).write(to: marked)
        let a = try Self.run(["info", Self.trace]), b = try Self.run(["info", marked.path])
        #expect(a.status == 0 && b.status == 0, "\(b.err)")
        #expect(b.out.split(separator: "\n").dropFirst() == a.out.split(separator: "\n").dropFirst(), "\(b.out)")
        // From standard input too.
        let piped = try GlideCommand.run(["info", "-"], stdin: marked.path)
        #expect(piped.status == 0 && piped.out.split(separator: "\n").dropFirst() == a.out.split(separator: "\n").dropFirst(), "\(piped.err)")
    }

    @Test(.enabled(if: Repository.hasShared, Repository.sharedMissing))
    func aLibinputRecordingThatBeginsWithAByteOrderMarkIsRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = Repository.shared.appendingPathComponent("traces/synaptics-ite-acer-sw5-012-2finger-scroll.yaml")
        let marked = folder.appendingPathComponent("scroll-bom.yaml")
        try (Self.byteOrderMark + Data(contentsOf: yaml)).write(to: marked)
        let a = try Self.run(["info", yaml.path]), b = try Self.run(["info", marked.path])
        #expect(a.status == 0 && b.status == 0, "\(b.err)")
        #expect(b.out.split(separator: "\n").dropFirst() == a.out.split(separator: "\n").dropFirst(), "\(b.out)")
    }

    /// A mark that is not at the start is no mark: the file is refused, and the error shows it.
    @Test func aByteOrderMarkElsewhereIsQuotedVisibly() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("odd.evemu")
        try (Data("hello".utf8) + Self.byteOrderMark + Data("\n".utf8)).write(to: file)
        let r = try Self.run(["info", file.path])
        #expect(r.status == 1 || r.status == 2, "\(r.err)")
        #expect(r.err.contains(#"found "hello\u{feff}""#), "\(r.err)")
    }

    @Test func aScriptAndAManifestThatBeginWithAByteOrderMarkAreRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unix = "down 3\nmove left 70% 400ms\nlift\n"
        var written: [String] = []
        for (name, data) in [("plain", Data(unix.utf8)), ("marked", Self.byteOrderMark + Data(unix.utf8))] {
            let script = folder.appendingPathComponent("\(name).script"), output = folder.appendingPathComponent("\(name).evemu")
            try data.write(to: script)
            let r = try Self.run(["synth", "@" + script.path, "-o", output.path])
            #expect(r.status == 0, "\(name): \(r.err)")
            written.append(try String(contentsOf: output, encoding: .utf8))
        }
        #expect(written.count == 2 && written[0] == written[1])

        let package = folder.appendingPathComponent("package"), manifest = folder.appendingPathComponent("glide-check.txt")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try (Self.byteOrderMark + Data("import MyTransitions\npresent DetailViewController from HomeViewController\n".utf8)).write(to: manifest)
        let r = try Self.run(["check", "--package", package.path, "--manifest", manifest.path])
        #expect(r.status == 2 && r.err.hasPrefix("glide check: error: \(package.path) is not a Swift package SwiftPM can read"), "\(r.err)")
    }

    /// A script file (or standard input) that is not UTF-8 is refused at its first bad byte, not read with
    /// replacement characters.
    @Test func aScriptThatIsNotUTF8IsToldWhere() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("bytes.script")
        try (Data("down 3\r\nmo".utf8) + Data([0xFF]) + Data("ve left 5% 1ms; lift\n".utf8)).write(to: script)
        let r = try Self.run(["synth", "@" + script.path, "-o", folder.appendingPathComponent("out.evemu").path])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err == "glide synth: error: \(script.path):2:3: expected UTF-8 text, found byte \\xFF\n", "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.evemu").path))
    }
}
