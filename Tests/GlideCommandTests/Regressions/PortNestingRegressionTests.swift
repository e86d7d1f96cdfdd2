import Foundation
import GlideTestSupport
import Testing

/// `glide port` on input nested or chained thousands deep (the mutation sweep's `deep-nesting`, seed 20: a real
/// transition file with `let deep = ` and 100,000 `[`, `(` or `{` appended crashed `glide-port` with SIGSEGV, or ran
/// over 100 s; 10,000 took seconds). Each is now refused in one pass before parsing, with one
/// `FILE:LINE:COLUMN: error:` line where it goes past 256, and the file is not written. The inputs are made here
/// from `Examples/CheckMyAnimator/UIKit/CrossDissolve.swift`, not committed.
@Suite struct PortNestingRegressionTests {
    static let example = Repository.root.appendingPathComponent("Examples/CheckMyAnimator/UIKit/CrossDissolve.swift")

    /// Writes `text` as `Deep.swift` in a fresh folder, ports it, and returns the result, the file's path and the
    /// seconds it took.
    static func port(_ text: String, extraArguments: [String] = []) throws -> (status: Int32, out: String, err: String, file: String, seconds: Double) {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-deep-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Deep.swift")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let started = Date()
        let r = try GlideCommand.run(["port", file.path, "-o", folder.appendingPathComponent("out").path] + extraArguments)
        return (r.status, r.out, r.err, file.path, Date().timeIntervalSince(started))
    }

    static func base() throws -> (text: String, lines: Int) {
        let text = try String(contentsOf: example, encoding: .utf8)
        return (text, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// Exactly the sweep's input, at both depths: refused at the 257th bracket, in well under a second of work.
    @Test(arguments: [("(", ")"), ("[", "]"), ("{", "}")], [10_000, 100_000])
    func theSweepsDeepBracketsAreRefusedWhereTheyGoPast256(_ brackets: (String, String), depth: Int) throws {
        let (text, lines) = try Self.base()
        let deep = text + "\nlet deep = " + String(repeating: brackets.0, count: depth) + "1" + String(repeating: brackets.1, count: depth) + "\n"
        let r = try Self.port(deep)
        #expect(r.status == 1, "\(r.err)")
        // `let deep = ` is 11 columns; the 257th bracket is at column 12 + 256.
        #expect(r.err == """
            \(r.file):\(lines + 1):268: error: nested or chained more than 256 deep; glide port reads at most 256 levels of brackets, string interpolations, generic arguments, #if blocks and member, call or subscript chains
            \(r.file): not written: it nests too deep

            """, "\(r.err)")
        #expect(r.out.isEmpty, "\(r.out)")
        #expect(r.seconds < 30, "\(r.seconds) s")
    }

    /// The other shapes of the class: a chain is a tree as deep as it is long, and swift-syntax's parser takes time
    /// that grows with the square of its length (10,000 `.b()` links took 32 s); nested generic arguments and `#if`
    /// blocks, the same. Each is refused at its 257th link or level.
    @Test(arguments: [
        ("let x = a", ".b", ""), ("let x = f", "()", ""), ("let x = a", ".b()", ""), ("let x = a", "[0]", ""),
        ("let x = a", "!", ""), ("let x = a", "?.b", ""), ("let x: ", "A<", "Int"), ("let s = ", "\"\\(", "1"),
        ("", "#if A\n", "let x = 1\n"),
    ])
    func chainsAndOtherNestingAreRefusedToo(_ shape: (prefix: String, link: String, end: String)) throws {
        let text = "import UIKit\n" + shape.prefix + String(repeating: shape.link, count: 10_000) + shape.end + "\n"
        let r = try Self.port(text)
        #expect(r.status == 1, "\(shape.link): \(r.err)")
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(shape.link): \(r.err)")
        #expect(lines.first?.hasPrefix("\(r.file):") == true && lines.first?.contains(": error: nested or chained more than 256 deep") == true,
                "\(shape.link): \(r.err)")
        #expect(r.seconds < 30, "\(shape.link): \(r.seconds) s")
    }

    /// The limit is the only thing refused: 256 levels and a 256-link chain go on to the parser (which, in a debug
    /// build, has a nesting limit of its own), and ordinary long code ports.
    @Test func twoHundredFiftySixDeepIsNotRefused() throws {
        for text in ["let deep = " + String(repeating: "(", count: 256) + "1" + String(repeating: ")", count: 256),
                     "let x = a" + String(repeating: ".b", count: 256)] {
            let r = try Self.port("import UIKit\n" + text + "\n")
            #expect(!r.err.contains("nests too deep"), "\(r.err)")
        }
        let chain = try Self.port("import UIKit\nlet v = UIView()\nlet s = v.layer.bounds.size.width.magnitude.description.count.description\n")
        #expect(chain.status == 0, "\(chain.err)")
    }

    /// Brackets in comments and string literals are not code: a file that only quotes them ports.
    @Test func bracketsInCommentsAndStringsAreNotCounted() throws {
        let many = String(repeating: "(", count: 1000)
        let text = "import UIKit\n// \(many)\n/* \(many) /* nested */ \(many) */\nlet a = \"\(many)\"\nlet b = #\"\(many)\\(\"#\nlet c = \"\"\"\n\(many)\n\"\"\"\n"
        let r = try Self.port(text)
        #expect(r.status == 0, "\(r.err)")
    }

    /// A chain long but under the limit everywhere, 20,000 `try` deep (right-nested, a tree 20,000 deep): swift-syntax's
    /// visitors and the rewriters recurse over it, which ran out of the main thread's 8 MiB near 100,000 levels;
    /// the porter now runs on a 1 GiB stack.
    @Test func aTwentyThousandDeepTreePortsOnTheLargeStack() throws {
        let r = try Self.port("import UIKit\nfunc f() throws -> Int { 1 }\nlet x = " + String(repeating: "try ", count: 20_000) + "f()\n")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("1 change"), "\(r.out)")
    }

    /// Sweep seed 20, port case 308: the parser's messages quote the user's code (`unexpected code
    /// ']pTransform(angle: .pi / 2)'`); each stays one `FILE:LINE:COLUMN: error:` line, printable.
    @Test func parserMessagesQuotingCodeAreOneLineEach() throws {
        let text = """
            import UIKit
            final class Flip {
                func transform(_ presenting: Bool) -> CGPoint {
                    switch presenting {
                    case true:
                        let p = fli]pTransform(CGPoint(x: 1, y: 0.5))
                        return p
                    default:
                        return CGPoint(x: 0, y: 0.5)
                    }
                }
            }

            """
        let r = try Self.port(text)
        #expect(r.status == 1, "\(r.err)")
        let lines = r.err.split(separator: "\n").map(String.init)
        #expect(lines.last == "\(r.file): not written: it does not parse", "\(r.err)")
        for line in lines.dropLast() {
            #expect(line.hasPrefix("\(r.file):") && line.contains(": error: "), "\(line)")
        }
        #expect(lines.contains { $0.contains("unexpected code ']pTransform(CGPoint(x: 1, y: 0.5))'") }, "\(r.err)")
        #expect(!r.err.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(r.err.debugDescription)")
    }

    /// Sweep seed 20, cases 1349, 1947 and 2115: a file refused as too deep, then the command stopped for another
    /// file that was not text, or for an output folder that could not be made: the file's two lines and the
    /// command's error, mixed. What stops the command is found first now, and is all that is said.
    @Test func whatStopsTheCommandIsSaidAloneBeforeAnyFilesDiagnostics() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-mixed-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let deep = folder.appendingPathComponent("module/A.swift"), binary = folder.appendingPathComponent("module/B.swift")
        try FileManager.default.createDirectory(at: deep.deletingLastPathComponent(), withIntermediateDirectories: true)
        try ("import UIKit\nlet deep = " + String(repeating: "[", count: 100_000) + "\n").write(to: deep, atomically: true, encoding: .utf8)
        try Data([0x69, 0x6D, 0xFF, 0x0A]).write(to: binary)
        let existing = folder.appendingPathComponent("existing")
        try Data("x".utf8).write(to: existing)

        let both = try GlideCommand.run(["port", deep.deletingLastPathComponent().path, "-o", folder.appendingPathComponent("out").path])
        #expect(both.status == 1 && both.err == "glide port: error: \(binary.path):1:3: not UTF-8 text (byte \\xFF); Swift source is UTF-8\n", "\(both.err)")
        for output in [existing.path, "/dev/null"] {
            let r = try GlideCommand.run(["port", deep.path, "-o", output])
            #expect(r.status == 1 && r.err.split(separator: "\n").count == 1 && r.err.hasPrefix("glide port: error: cannot create \(output)"), "\(r.err)")
        }
    }

    /// Issue 20, 5: `glide port X.swift -o EXISTING_FILE` printed `Error Domain=NSCocoaErrorDomain Code=516 …`.
    /// One line in Glide's voice now.
    @Test func anOutputFolderThatIsAFileIsOneLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-port-existing-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("existing")
        try Data("x".utf8).write(to: existing)
        let r = try GlideCommand.run(["port", Self.example.path, "-o", existing.path])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.split(separator: "\n").count == 1, "\(r.err)")
        #expect(r.err.hasPrefix("glide port: error: cannot create \(existing.path): "), "\(r.err)")
        #expect(!r.err.contains("Domain=") && !r.err.contains("Code="), "\(r.err)")
    }
}
