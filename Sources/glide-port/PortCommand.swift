import ArgumentParser
import Foundation
import GlideCommandLine
import GlidePort

/// `glide port FILE... -o DIR [--diff]` (the `glide-port` executable, which `glide port` runs): UIKit
/// transition source rewritten to build against GlideUIKit on Linux.
@main
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glide port",  // as users type it: `glide port` runs this executable
        abstract: "Rewrite UIKit transition source so it builds against GlideUIKit on Linux.",
        discussion: """
            Changes only what Linux forbids (there is no Objective-C runtime) and the \
            spellings Xcode's migrator renames; every other byte is left as written.

              import UIKit (QuartzCore, CoreGraphics)   -> import GlideUIKit, once
              @objc, @IBOutlet, @IBAction, dynamic…     -> removed
              #selector(handlePan(_:)) in class Menu    -> Selector(Menu.handlePan(_:),
                                               name: "handlePan(_:)")
              @objc protocol P                          -> protocol P: AnyObject
              @objc optional func f()                   -> func f(), plus a default
                                                           in extension P
              delegate?.f?()                            -> delegate?.f()
              UINavigationControllerOperation           -> UINavigationController.Operation
              addChildViewController(c)                 -> addChild(c)
              bringSubview(toFront: v)                  -> bringSubviewToFront(v)
              UIEdgeInsetsMake(0, 8, 0, 8)              -> UIEdgeInsets(top: 0, left: 8, …)
              kCAFillModeForwards                       -> CAMediaTimingFillMode.forwards

            What it cannot port (perform(_:), #keyPath, responds(to:), KVO, KVC, \
            NSClassFromString, swizzling, @NSManaged, \
            #selector(getter:)) is left as written and named as \
            FILE:LINE:COLUMN: error: WHAT cannot be ported: WHY. Port a module's \
            files together, so that the optional requirements one file declares are \
            seen where another calls them.

            Each file is written to DIR under its own name. A folder stands for every \
            .swift file under it (one module's sources, as a package manager builds \
            them), each written to DIR under its path in the folder. A file that does \
            not parse is reported with the parser's errors and not written.

            Exit status: 0 when everything was ported, 1 when anything cannot be \
            (or does not parse), 2 on a usage error.

            Examples:
              glide port Sources/MyTransitions/*.swift -o Ported/
              glide port MenuTransitionManager.swift -o /tmp/ported --diff
              glide port SideMenu/Pod/Classes -o /tmp/SideMenu
            """
    )

    @Argument(help: ArgumentHelp("The Swift files to port (one module's, together), or a folder of them.", valueName: "file"))
    var files: [String] = []

    @Option(name: .short, help: ArgumentHelp("The folder to write the ported files to (created if missing).", valueName: "dir"))
    var output: String?

    @Flag(help: "Print a unified diff of every change, each file's changes listed above it with why.")
    var diff = false

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one Swift file to port") }
        guard let output else { throw ValidationError("-o DIR is required: the folder to write the ported files to") }
        // An empty DIR would resolve to the working directory: refused, as `cp FILE ''` is.
        guard !output.isEmpty else { throw ValidationError("-o: expected a folder to write the ported files to, found an empty name") }
        var names: [String: String] = [:]
        for (file, name) in try inputs() {
            if let other = names[name] { throw ValidationError("\(other) and \(file) would both be written as \(name)") }
            names[name] = file
            let target = URL(fileURLWithPath: output).appendingPathComponent(name).standardizedFileURL.path
            if target == URL(fileURLWithPath: file).standardizedFileURL.path {
                throw ValidationError("-o \(output) would overwrite \(file); write the ported files somewhere else")
            }
        }
    }

    /// Each file to port with the name it is written under in DIR: a file given by itself under its own
    /// name; a folder's `.swift` files (every level, in path order) under their paths in the folder.
    func inputs() throws -> [(file: String, name: String)] {
        var result: [(file: String, name: String)] = []
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
                throw ValidationError("no such file: \(file)")
            }
            guard isDirectory.boolValue else {
                result.append((file, URL(fileURLWithPath: file).lastPathComponent))
                continue
            }
            let paths = (FileManager.default.subpaths(atPath: file) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            if paths.isEmpty { throw ValidationError("\(file) is a folder with no Swift files in it") }
            for path in paths {
                var isFolder: ObjCBool = false
                let full = (file as NSString).appendingPathComponent(path)
                if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                    result.append((full, path))
                }
            }
        }
        return result
    }

    func run() throws {
        let directory = URL(fileURLWithPath: output!)
        let inputs: [(file: String, name: String)]
        do { inputs = try self.inputs() } catch { fail(describe(error)) }
        // Everything that stops the whole command (a file that cannot be read or is not text, a folder that cannot
        // be made) is found before any file's own diagnostics are printed: the answer is either that one line or
        // the diagnostics, never both.
        var names: [String: String] = [:]
        var texts: [(file: String, text: String)] = []
        for (file, name) in inputs {
            names[file] = name
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                fail("cannot read \(file): \(describe(error))")
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                fail(Self.notText(data, file: file))
            }
            texts.append((file, text))
        }
        for folder in Set([directory.path] + inputs.map { directory.appendingPathComponent($0.name).deletingLastPathComponent().path }).sorted() {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                fail("cannot create \(folder): \(describe(error))")
            }
        }
        var sources: [PortSource] = []
        var refused = false
        for (file, text) in texts {
            if let place = SourceNesting.firstTooDeep(text) {
                printError("\(file):\(place.line):\(place.column): error: nested or chained more than \(SourceNesting.limit) deep; glide port reads at most \(SourceNesting.limit) levels of brackets, string interpolations, generic arguments, #if blocks and member, call or subscript chains")
                printError("\(file): not written: it nests too deep")
                refused = true
                continue
            }
            sources.append(PortSource(fileName: file, text: text))
        }
        var failed = refused
        for result in Self.onLargeStack({ Porter.port(sources) }) {
            let name = names[result.fileName] ?? URL(fileURLWithPath: result.fileName).lastPathComponent
            let target = directory.appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                fail("cannot create \(target.deletingLastPathComponent().path): \(describe(error))")
            }
            for error in result.syntaxErrors { printError(Self.oneLine(error.message(file: result.fileName))) }
            if !result.syntaxErrors.isEmpty {
                printError("\(result.fileName): not written: it does not parse")
                failed = true
                continue
            }
            voice.writeOutput(Data(result.text.utf8), to: target.path)
            // The written file as the user named its folder (`-o Sources/MyTransitions`), as git names files.
            let shown = (output! as NSString).appendingPathComponent(name)
            for unportable in result.unportables { printError(Self.oneLine(unportable.message(file: result.fileName))) }
            failed = failed || !result.unportables.isEmpty
            if diff {
                let listing = result.changes.map { "# \(result.fileName):\($0)\n" }.joined()
                print(listing + result.unifiedDiff(oldName: result.fileName, newName: shown), terminator: "")
            } else {
                let count = result.changes.count
                let unported = result.unportables.isEmpty ? "" : ", \(result.unportables.count) cannot be ported"
                print("\(result.fileName) -> \(shown): \(count) change\(count == 1 ? "" : "s")\(unported)")
            }
        }
        if failed { throw ExitCode(1) }
    }

    /// A parser's diagnostic as one line a terminal shows as it is: the code it quotes (`unexpected code '…'`)
    /// can span lines and hold control characters, so these are escaped (`\n`, `\e`, `\u{…}`) and a quotation
    /// longer than 80 characters is cut to its first 80 and `…`.
    static func oneLine(_ message: String) -> String {
        var out = ""
        var quoted: String?  // the quotation being read, when in one
        func flush(_ q: String) { out += q.count > 80 ? String(q.prefix(80)) + "…" : q }
        for scalar in message.unicodeScalars {
            var piece: String
            switch scalar.value {
            case 0x1B: piece = "\\e"
            case 0x09: piece = "\\t"
            case 0x0D: piece = "\\r"
            case 0x0A: piece = "\\n"
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029: piece = "\\u{\(String(scalar.value, radix: 16))}"
            default: piece = String(scalar)
            }
            if scalar == "'" {
                if let q = quoted {
                    flush(q)
                    out += "'"
                    quoted = nil
                } else {
                    out += "'"
                    quoted = ""
                }
                continue
            }
            if quoted != nil { quoted! += piece } else { out += piece }
        }
        if let q = quoted { flush(q) }
        return out
    }

    /// `FILE:LINE:COLUMN: not UTF-8 text (byte \xNN)` at the first byte that is not part of valid
    /// UTF-8 (Swift source is UTF-8), as the trace readers point at a bad byte.
    static func notText(_ data: Data, file: String) -> String {
        let bytes = [UInt8](data)
        var i = 0, line = 1, lineStart = 0
        while i < bytes.count {
            let b = bytes[i]
            let n = b < 0x80 ? 1 : (0xC2...0xDF).contains(b) ? 2 : (0xE0...0xEF).contains(b) ? 3 : (0xF0...0xF4).contains(b) ? 4 : 0
            guard n > 0, i + n <= bytes.count, String(validating: bytes[i..<(i + n)], as: UTF8.self) != nil else { break }
            if b == 0x0A {
                line += 1
                lineStart = i + 1
            }
            i += n
        }
        let found = i < bytes.count ? "byte \\x" + String(format: "%02X", bytes[i]) : "the end of the file"
        return "\(file):\(line):\(i - lineStart + 1): not UTF-8 text (\(found)); Swift source is UTF-8"
    }

    /// Runs `work` on a thread with a 1 GiB stack (reserved, not used, until a deep tree needs it) and waits for it.
    /// The parser stops at its nesting limit, but a long chain (`a.b.b.b…`, `f()()()…`, `x!!!…`) is a tree as
    /// deep as it is long, and swift-syntax's visitors and the rewriters recurse over it: 8 MiB ran out near
    /// 100,000 levels.
    static func onLargeStack(_ work: @escaping () -> [PortResult]) -> [PortResult] {
        let box = LargeStackWork(work)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            done.signal()
        }
        thread.stackSize = 1 << 30
        thread.start()
        done.wait()
        return box.result
    }

    /// Runs the command: errors are one line, `glide port: error: WHAT`; a usage error exits with
    /// status 2 and points to the help, a failure of the work with 1 (as every `glide` command).
    static func main() { voice.run(Port.self) }

}

/// `glide port: error: …`, as every glide command speaks (``GlideCommandLine/CommandVoice``).
let voice = CommandVoice(name: "glide port")

/// Writes `glide port: error: message` and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never { voice.fail(message, status: status) }

/// The porter's work and its result, handed to the thread with the large stack and back: the thread is the only
/// one to touch it until the caller, which waits for it, reads the result.
private final class LargeStackWork: @unchecked Sendable {
    private let work: () -> [PortResult]
    private(set) var result: [PortResult] = []
    init(_ work: @escaping () -> [PortResult]) { self.work = work }
    func run() { result = work() }
}
