import Foundation
import GlideTestSupport
import Testing

/// The inputs `Tools/mutation-sweep.py` found that made `glide` crash, hang or answer unclearly
/// (issue 20), one test each, run as the built executable: each must now give one clear line in the
/// command's voice (`glide CMD: error: …`), escaped and shortened, with the right exit status.
@Suite struct MutationSweepRegressionTests {
    static let trace = Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu")

    static func run(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        return try GlideCommand.run(args)
    }

    /// No byte a terminal acts on: ESC, BEL, other C0 controls except the newline, DEL.
    static func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
    }

    /// Sweep seed 1, case 154 and 322: an option's value holding an escape sequence was echoed raw by
    /// the argument parser's message (`--start $'\e[2J'` cleared the terminal). Escaped now, status 2.
    @Test(arguments: [
        ["replay", trace, "--transition", "flip", "--start", "\u{1B}[2J"],
        ["render", "-t", "half-sheet", "--at", "\u{1B}[2J", "-o", "/dev/null"],
        ["demo", "-t", "card", "--every", "\u{7}\u{1B}]0;x\u{7}"],
    ])
    func controlCharactersInOptionValuesAreEscaped(_ args: [String]) throws {
        let r = try Self.run(args)
        #expect(r.status == 2, "\(r.err)")
        #expect(Self.isPrintable(r.err), "\(r.err.debugDescription)")
        #expect(r.err.hasPrefix("glide \(args[0]): error: "), "\(r.err)")
        #expect(r.err.contains("\\e"), "\(r.err)")
    }

    /// Sweep seed 1, case 293: a 16,000-character script line quoted whole under the error. The
    /// line is now cut to the characters around the column, with the caret still under it.
    @Test func aLongScriptLineIsQuotedAroundTheColumn() throws {
        let script = Array(repeating: "down 2; add 1", count: 600).joined(separator: "; ") + "; lift"
        let r = try Self.run(["synth", script, "-o", "/dev/null"])
        #expect(r.status == 1, "\(r.err)")
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r.err)")
        #expect(lines.first?.hasPrefix("glide synth: error: <script>:1:16: ") == true, "\(r.err)")
        #expect(lines.allSatisfy { $0.count < 400 }, "\(r.err)")
        let quoted = try #require(lines.dropFirst().first), caret = try #require(lines.last)
        #expect(quoted.hasSuffix("…"))
        // The caret is under the `d` of the second `down`, where the column points.
        let column = try #require(caret.firstIndex(of: "^")).utf16Offset(in: caret)
        #expect(Array(quoted)[column] == "d" && Array(quoted)[column...].starts(with: "down 2"), "\(quoted)\n\(caret)")
    }

    /// Sweep seed 1, case 332: an empty script got a caret under nothing. Now the one error line.
    @Test func anEmptyScriptIsOneLine() throws {
        let r = try Self.run(["synth", "", "-o", "/dev/null"])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1, "\(r.err)")
        #expect(r.err.contains("<script>:1:1: expected at least one step"), "\(r.err)")
    }

    /// A script with an escape sequence in it is quoted escaped.
    @Test func aScriptsControlCharactersAreQuotedEscaped() throws {
        let r = try Self.run(["synth", "down 3; \u{1B}[2Jmove left 10% 100ms; lift", "-o", "/dev/null"])
        #expect(r.status == 1, "\(r.err)")
        #expect(Self.isPrintable(r.err), "\(r.err.debugDescription)")
    }

    /// Sweep seed 20, port case 94: sixteen random bytes given to `glide port` got "the file is not
    /// valid text", without saying where. Now the line, column and byte, as the trace readers do.
    @Test func aSwiftFileThatIsNotUTF8SaysWhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-bytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Bytes.swift")
        var bytes = Array("import UIKit\nlet a = \"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"\n".utf8)
        try Data(bytes).write(to: file)
        let r = try Self.run(["port", file.path, "-o", folder.appendingPathComponent("out").path])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err == "glide port: error: \(file.path):2:10: not UTF-8 text (byte \\xFF); Swift source is UTF-8\n", "\(r.err)")
    }

    /// Sweep seed 20, 38 `check --package` cases (the first, case 190: a manifest of random bytes): `glide check
    /// --package DIR --manifest FILE` with a manifest that is not UTF-8 said "cannot read FILE: the file is not valid
    /// text", without where. The command reads the bytes now and names the line, column and byte, before anything is
    /// built (DIR is an empty folder, as in the sweep). Re-swept with seed 21: none left.
    @Test(arguments: [
        (Array("import A\npresent D\u{E9}".utf8) + [0xFF, 0x41] + Array(" from B\n".utf8), "2:11", "FF"),
        ([0xB0, 0xC7, 0x8A, 0x01, 0xFE, 0x20, 0x99, 0x00, 0x13, 0x37, 0x0B, 0x5E, 0xED, 0xA1, 0x77, 0xC0], "1:1", "B0"),
        (Array("import A\r\n# caf\u{E9}\r\ntabs T".utf8) + [0xC3], "3:7", "C3"),
    ])
    func aManifestThatIsNotUTF8IsToldWhereByTheCommand(_ bytes: [UInt8], position: String, byte: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-check-manifest-\(UUID().uuidString)")
        let package = folder.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("glide-check.txt")
        try Data(bytes).write(to: manifest)
        let r = try Self.run(["check", "--package", package.path, "--manifest", manifest.path])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err == "glide check: error: \(manifest.path):\(position): expected UTF-8 text, found byte \\x\(byte)\n", "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path), "nothing is built")
    }

    /// Sweep seed 22, case 5457: `glide info FILE --json --device 1` on the ITE `libinput record` recording with
    /// its `version: 1` line (and three others) deleted named the file without a line or column. A missing key is
    /// told at the mapping that should hold it now. The input is made here from ../shared/traces/.
    @Test(.enabled(if: Repository.hasShared, Repository.sharedMissing))
    func aRecordingWithoutItsVersionSaysWhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-no-version-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = try String(contentsOfFile: Repository.sharedTrace("synaptics-ite-acer-sw5-012-2finger-scroll.yaml"), encoding: .utf8)
        #expect(yaml.hasPrefix("version: 1\n"))
        let file = folder.appendingPathComponent("case-05457.yaml")
        try String(yaml.dropFirst("version: 1\n".count)).write(to: file, atomically: true, encoding: .utf8)
        for args in [["info", file.path, "--json", "--device", "1"], ["info", file.path], ["replay", file.path, "-t", "card"]] {
            let r = try Self.run(args)
            #expect(r.status == 1, "\(r.err)")
            #expect(r.err == "glide \(args[0]): error: \(file.path):1:1: expected `version:` in the mapping here: an integer in 0...2147483647, found \"no such key\"\n", "\(r.err)")
        }
    }

    /// Sweep seed 23, cases 188 and 546 (found by the files they left, not by the sweep, which now gives each case an
    /// empty working directory and counts what is left there): `glide port FILE -o ''` wrote the ported file into
    /// the working directory. An empty DIR is refused.
    @Test func portRefusesAnEmptyOutputFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-empty-o-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("Menu.swift")
        try "import UIKit\nfinal class Menu: UIViewController {}\n".write(to: source, atomically: true, encoding: .utf8)
        let r = try Self.run(["port", source.path, "-o", ""])
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.hasPrefix("glide port: error: -o: expected a folder to write the ported files to, found an empty name"), "\(r.err)")
        #expect(r.out.isEmpty, "\(r.out)")
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/Menu.swift"))
    }

    /// Sweep seed 23, case 3577: `glide port --diff` on a CRLF file printed the whole file as one hunk ("\r\n" is
    /// one Swift `Character`, which a split at "\n" misses). The corpus file in CRLF gives the hunks of its LF form.
    @Test(.enabled(if: Repository.hasShared, Repository.sharedMissing))
    func aCRLFFilesDiffHasTheHunksOfItsLFForm() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-crlf-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let corpus = Repository.shared.appendingPathComponent("uikit-corpus/martinnormark--HalfModalPresentationController--HalfModalPresentationController.swift")
        let text = try String(contentsOf: corpus, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
        var hunks: [[String]] = []
        for (name, body) in [("lf", text), ("crlf", text.replacingOccurrences(of: "\n", with: "\r\n"))] {
            let file = folder.appendingPathComponent("\(name)/HalfModalPresentationController.swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: file, atomically: true, encoding: .utf8)
            let r = try Self.run(["port", file.path, "-o", folder.appendingPathComponent("\(name)-out").path, "--diff"])
            #expect(r.status == 0, "\(r.err)")
            hunks.append(r.out.unicodeScalars.split(separator: "\n").map { String(String.UnicodeScalarView($0)) }.filter { $0.hasPrefix("@@") })
        }
        #expect(hunks[0].count > 1 && hunks[0] == hunks[1], "\(hunks)")
    }
}
