import Foundation
import GlideTestSupport
import Testing

/// Every sample in `README.md` and `docs/*.md` that shows what a `glide` command prints (a fenced block of
/// `$ glide …` lines, each followed by its output) is what the built tool prints now: each command is run,
/// and its output compared with the lines under it. A line `…` stands for any lines, and `…` inside a line for
/// any text, so a sample may leave out what it does not discuss. `GLIDE_UPDATE_DOCS=1` rewrites the samples
/// from the tool's output (keeping each `…` where it was). Samples that cannot be run here say why in
/// ``DocSamples/notRun``; ``everyDocSampleIsRunOrSaysWhyNot`` keeps that list exact.
@Suite(.serialized) struct DocOutputTests {
    @Test func everyDocSampleIsRunOrSaysWhyNot() throws {
        var listed = Set<String>()
        for document in DocSamples.documents {
            for sample in try DocSamples.samples(in: document) {
                if let reason = DocSamples.reasonNotRun(sample.command) {
                    listed.insert(reason.prefix)
                    continue
                }
                #expect(sample.command.hasPrefix("glide "),
                        "\(document):\(sample.line): `$ \(sample.command)` is neither a glide command this test runs nor listed in DocSamples.notRun with why")
            }
        }
        for (prefix, _) in DocSamples.notRun {
            #expect(listed.contains(prefix), "DocSamples.notRun lists `\(prefix)`, which no sample begins with any more")
        }
    }

    @Test(arguments: DocSamples.documents) func docSamplesAreWhatTheToolPrints(_ document: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let url = Repository.root.appendingPathComponent(document)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let update = ProcessInfo.processInfo.environment["GLIDE_UPDATE_DOCS"] == "1"
        var changed = false
        // From the end, so that a rewritten sample does not move the ones before it.
        for sample in try DocSamples.samples(in: document).reversed() {
            guard DocSamples.reasonNotRun(sample.command) == nil, sample.command.hasPrefix("glide ") else { continue }
            if let skip = DocSamples.cannotRunHere(sample.command) {
                print("\(document):\(sample.line): not run here: \(skip)")
                continue
            }
            let printed = try DocSamples.run(sample.command)
            if DocSamples.matches(printed, sample.expected) { continue }
            if update, let regenerated = DocSamples.regenerate(sample.expected, from: printed) {
                lines.replaceSubrange(sample.outputRange, with: regenerated)
                changed = true
                continue
            }
            Issue.record("""
                \(document):\(sample.line): `$ \(sample.command)` no longer prints what the sample shows.
                The sample:
                \(sample.expected.joined(separator: "\n"))
                The tool now:
                \(printed.joined(separator: "\n"))
                GLIDE_UPDATE_DOCS=1 swift test --skip-build --filter DocOutputTests rewrites it\(update ? " (it could not here: a line around a … matches nothing; edit it by hand)" : "").
                """)
        }
        if changed { try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8) }
    }

    @Test func aSampleMatchesWithItsEllipses() {
        let printed = ["a: 1", "b: 2", "c: 3", "d: 4"]
        #expect(DocSamples.matches(printed, ["a: 1", "…", "d: 4"]))
        #expect(DocSamples.matches(printed, ["a: 1", "b: …", "…"]))
        #expect(DocSamples.matches(printed, ["…", "c: 3", "d: 4"]))
        #expect(!DocSamples.matches(printed, ["a: 1", "…", "c: 9", "…"]))
        #expect(!DocSamples.matches(printed, ["a: 1", "b: 2"]))
        #expect(!DocSamples.matches(printed, ["a: 1", "b: 2", "c: 3", "d: 4", "e: 5"]))
        // Regenerated: each part between ellipses found again by how its first line begins.
        let report = ["head: x", "gesture: swipe", "release: 19.9 % at 0.7 s", "final: none"]
        #expect(DocSamples.regenerate(["head: x", "…", "release: 20.0 % at 0.7 s", "…"], from: report) == ["head: x", "…", "release: 19.9 % at 0.7 s", "…"])
        #expect(DocSamples.regenerate(["a: 0", "b: 0"], from: printed) == printed)
        #expect(DocSamples.regenerate(["a: 1", "…", "q: 9"], from: printed) == nil)
    }

    @Test func aCommandLineIsSplitAsAShellSplitsIt() {
        #expect(DocSamples.words(#"glide synth "down 3; move left 70% 400ms; lift" -o x.evemu  # a comment"#)
                == ["glide", "synth", "down 3; move left 70% 400ms; lift", "-o", "x.evemu"])
        #expect(DocSamples.words("glide live --synth 'down 1 at left; lift' -t menu") == ["glide", "live", "--synth", "down 1 at left; lift", "-t", "menu"])
    }
}

/// The samples of output in the documentation, and how to run them.
enum DocSamples {
    /// The documents with samples; the generated ones (uikit-status, gesture-state-machine) have none.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    /// Samples that are not run, by how their command begins, and why.
    static let notRun: [(prefix: String, why: String)] = [
        (".build/release/glide bench", "a measurement: its times differ on every run and machine (docs/benchmarks.md says when and where)"),
        ("Tools/bench-", "a measurement of a script, not of a glide command's output"),
        ("Tools/mutation-sweep.py", "a measurement: the sweep takes an hour (docs/testing.md gives the command)"),
        ("glide live --serve", "a live session: it waits for a browser on the page, and its times are the machine's monotonic clock"),
        ("glide check --package", "builds a scratch package against Glide (minutes); Tools/check-example.sh and CheckManifestTests cover it"),
    ]

    static func reasonNotRun(_ command: String) -> (prefix: String, why: String)? {
        notRun.first { command.hasPrefix($0.prefix) }
    }

    /// Why a sample that is run elsewhere cannot run on this machine (nil when it can).
    static func cannotRunHere(_ command: String) -> String? {
        let words = words(command)
        let needsShared = words.contains { arg in sharedFiles.keys.contains(arg) || arg == "TRACES" }
        if needsShared && !Repository.hasShared { return "needs ../shared/" }
        // What `glide devices` and `glide live` print without a device is the sample; with devices it is the machine's.
        if (words.count > 1 && ["devices", "live"].contains(words[1])) && FileManager.default.fileExists(atPath: "/dev/input") {
            return "this machine has input devices"
        }
        if words.contains("png") || words.contains(where: { $0.hasSuffix(".png") }) {
            let hasRsvg = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }
            if !hasRsvg { return "PNG needs rsvg-convert" }
        }
        return nil
    }

    /// One `$ COMMAND` line of a fenced block and the output lines under it.
    struct Sample {
        var line: Int
        var command: String
        var expected: [String]
        /// The lines of the document (0-based) that hold the output.
        var outputRange: Range<Int>
    }

    static func samples(in document: String) throws -> [Sample] {
        let lines = try String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8).components(separatedBy: "\n")
        var samples: [Sample] = []
        var i = 0
        while i < lines.count {
            guard lines[i].hasPrefix("```") else { i += 1; continue }
            var end = i + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            // A block of commands and their output: its first line is a command. (`sh` blocks are commands to type,
            // with no output shown.)
            if lines[i] == "```", i + 1 < end, lines[i + 1].hasPrefix("$ ") {
                var j = i + 1
                while j < end {
                    var command = String(lines[j].dropFirst(2))
                    var k = j + 1
                    while command.hasSuffix("\\"), k < end {  // a command continued on the next line
                        command = String(command.dropLast()) + " " + lines[k].trimmingCharacters(in: .whitespaces)
                        k += 1
                    }
                    var stop = k
                    while stop < end, !lines[stop].hasPrefix("$ ") { stop += 1 }
                    samples.append(Sample(line: j + 1, command: command, expected: Array(lines[k..<stop]), outputRange: k..<stop))
                    j = stop
                }
            }
            i = end + 1
        }
        return samples
    }

    /// The words of a command line, as a shell splits it (quotes, and a `#` comment after a space).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word: String?
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word!.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c
                word = word ?? ""
            } else if c == " " || c == "\t" {
                if let w = word { words.append(w) }
                word = nil
            } else if c == "#", word == nil {
                break
            } else {
                word = (word ?? "") + String(c)
            }
        }
        if let w = word { words.append(w) }
        return words
    }

    /// The real recordings and corpus files that samples name by their file name alone, as a user who downloaded
    /// them would.
    static let sharedFiles: [String: URL] = {
        var files: [String: URL] = [:]
        for folder in ["traces", "uikit-corpus"] {
            let url = Repository.shared.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
                files[name] = url.appendingPathComponent(name)
            }
        }
        return files
    }()

    /// Runs a sample's command in a fresh folder that holds what samples name: `Traces/` and `Examples/` of the
    /// repository, `UIKit/` of `Examples/CheckMyAnimator` (the porting guide runs there), the recordings and corpus
    /// files of `../shared/` by name, the porting guide's `Cells.swift`, and `TRACES`, the folder of `../shared/traces/`.
    /// `/tmp/X` is `FOLDER/X`, and FOLDER is printed as `/tmp`. Returns standard output, then standard error, as lines.
    static func run(_ command: String) throws -> [String] {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("glide-doc-\(UInt64.random(in: 0...UInt64.max))").resolvingSymlinksInPath()
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: folder) }
        let root = Repository.root
        var links: [String: URL] = [
            "Traces": root.appendingPathComponent("Traces"), "Examples": root.appendingPathComponent("Examples"),
            "UIKit": root.appendingPathComponent("Examples/CheckMyAnimator/UIKit"),
            "Cells.swift": root.appendingPathComponent("docs/samples/Cells.swift"),
        ]
        links.merge(sharedFiles) { mine, _ in mine }
        for (name, target) in links where fm.fileExists(atPath: target.path) {
            try fm.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: target)
        }
        // TRACES: a folder of the real recordings (a link to a folder would not be listed as one).
        let traces = folder.appendingPathComponent("TRACES")
        try fm.createDirectory(at: traces, withIntermediateDirectories: true)
        for (name, target) in sharedFiles where target.deletingLastPathComponent() == Repository.sharedTraces {
            try fm.createSymbolicLink(at: traces.appendingPathComponent(name), withDestinationURL: target)
        }
        let arguments = words(command).dropFirst().map { arg -> String in
            if arg.hasPrefix("/tmp/") { return folder.path + arg.dropFirst(4) }
            return arg
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GlideCommand.path)
        process.arguments = Array(arguments)
        process.currentDirectoryURL = folder
        // Files, not pipes: a command that says much on both would fill one pipe while the other is read.
        let out = folder.appendingPathComponent(".stdout"), err = folder.appendingPathComponent(".stderr")
        _ = fm.createFile(atPath: out.path, contents: nil)
        _ = fm.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        let text = try String(contentsOf: out, encoding: .utf8) + String(contentsOf: err, encoding: .utf8)
        var lines = text.replacingOccurrences(of: folder.path, with: "/tmp").components(separatedBy: "\n")
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether the printed lines are what the sample shows: a line `…` stands for any lines (none too), and `…`
    /// inside a line for any text.
    static func matches(_ printed: [String], _ expected: [String]) -> Bool {
        var expected = expected
        while expected.last == "" { expected.removeLast() }
        // memo[i][j]: expected[i...] matches printed[j...]
        var memo: [[Bool?]] = Array(repeating: Array(repeating: nil, count: printed.count + 1), count: expected.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if i == expected.count {
                result = j == printed.count
            } else if expected[i] == "…" {
                result = match(i + 1, j) || (j < printed.count && match(i, j + 1))
            } else {
                result = j < printed.count && lineMatches(printed[j], expected[i]) && match(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }

    /// A line against a line of a sample, where `…` stands for any text.
    static func lineMatches(_ line: String, _ pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "…")
        guard parts.count > 1 else { return line == pattern }
        guard line.hasPrefix(parts[0]), line.hasSuffix(parts[parts.count - 1]),
              line.count >= parts[0].count + parts[parts.count - 1].count else { return false }
        var rest = line.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// The sample written again from what the tool printed. Each part between `…` lines is found by how its
    /// first line begins (the longest common beginning, of at least six characters); the first part without a
    /// `…` before it starts at the first line printed, and the last without one after it runs to the last (numbers
    /// are left out of the comparison: they are what changes). A line
    /// with `…` inside it is kept where it still matches. Nil when a part is not found.
    static func regenerate(_ expected: [String], from printed: [String]) -> [String]? {
        var expected = expected
        var trailingBlank = 0
        while expected.last == "" { expected.removeLast(); trailingBlank += 1 }
        var parts: [[String]] = [[]]
        for line in expected {
            if line == "…" { parts.append([]) } else { parts[parts.count - 1].append(line) }
        }
        var result: [String] = []
        var position = 0
        for (index, part) in parts.enumerated() {
            if index > 0 { result.append("…") }
            guard !part.isEmpty else { continue }
            var start = position
            if index > 0 {
                // Numbers are what changes: they are left out of the comparison.
                func common(_ a: String, _ b: String) -> Int {
                    zip(a.filter { !$0.isNumber }, b.filter { !$0.isNumber }).prefix { $0 == $1 }.count
                }
                let head = part[0].components(separatedBy: "…")[0]
                let scores = (position..<printed.count).map { (index: $0, score: common(printed[$0], head)) }
                guard let best = scores.max(by: { $0.score < $1.score || ($0.score == $1.score && $0.index > $1.index) }),
                      best.score >= min(6, head.count), head.count > 0 else { return nil }
                start = best.index
            }
            let last = index == parts.count - 1
            let end = last ? printed.count : start + part.count
            guard end <= printed.count, start <= end else { return nil }
            for (offset, line) in printed[start..<end].enumerated() {
                let old = offset < part.count ? part[offset] : nil
                result.append(old.map { $0.contains("…") && lineMatches(line, $0) } == true ? old! : line)
            }
            position = end
        }
        return result + Array(repeating: "", count: trailingBlank)
    }
}
