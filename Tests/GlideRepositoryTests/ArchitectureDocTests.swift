import Foundation
import GlideTestSupport
import Testing

/// The measured part of `docs/architecture.md`, generated from `Package.swift` and the sources: the target graph,
/// each target's size and largest file. `GLIDE_UPDATE_DOCS=1 swift test --filter ArchitectureDocTests` rewrites
/// the region between its markers; otherwise a committed region that differs from the code fails.
@Suite struct ArchitectureDocTests {
    static let documentURL = Repository.root.appendingPathComponent("docs/architecture.md")
    static let begin = "<!-- BEGIN GENERATED: targets (GLIDE_UPDATE_DOCS=1 swift test --filter ArchitectureDocTests) -->"
    static let end = "<!-- END GENERATED: targets -->"

    struct Size { var files: Int; var lines: Int; var largest: (path: String, lines: Int)? }

    static func size(of target: ManifestTests.Target) throws -> Size {
        var size = Size(files: 0, lines: 0, largest: nil)
        for file in try APIInventory.swiftFiles(in: target.folder) {
            let relative = String(file.path.dropFirst(target.folder.path.count + 1))
            if target.excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            size.files += 1
            size.lines += lines
            if lines > size.largest?.lines ?? -1 { size.largest = (String(file.path.dropFirst(Repository.root.path.count + 1)), lines) }
        }
        return size
    }

    /// The shipped targets (not tests, not the fuzzing harnesses), in manifest order.
    static func shipped(_ targets: [ManifestTests.Target]) -> [ManifestTests.Target] {
        targets.filter { $0.type != "test" && $0.folder.path.hasPrefix(Repository.root.appendingPathComponent("Sources").path) }
    }

    static func region() throws -> String {
        let targets = try ManifestTests.parsed.get()
        let shipped = shipped(targets)
        let names = Set(shipped.map(\.name)).union(["CEvdev"])
        var out = [begin, "", "```mermaid", "graph TD"]
        for target in shipped {
            for dependency in target.dependencies where names.contains(dependency) { out.append("  \(target.name) --> \(dependency)") }
        }
        out += ["```", "", "| target | kind | files | lines | largest file | depends on |", "|---|---|---:|---:|---|---|"]
        var largest: (path: String, lines: Int)?
        var total = 0
        for target in shipped {
            let size = try size(of: target)
            total += size.lines
            if let l = size.largest, l.lines > largest?.lines ?? -1 { largest = l }
            let file = size.largest.map { "`\(($0.path as NSString).lastPathComponent)` (\($0.lines))" } ?? ""
            let dependencies = target.dependencies.map { "`\($0)`" }.joined(separator: ", ")
            out.append("| `\(target.name)` | \(target.type == "executable" ? "executable" : "library") | \(size.files) | \(size.lines) | \(file) | \(dependencies) |")
        }
        var tests = 0
        for target in targets where target.type == "test" { tests += try size(of: target).lines }
        out += [
            "",
            "\(total) lines of sources in \(shipped.count) targets and \(tests) lines of tests. The largest source file is "
                + (largest.map { "`\($0.path)`, \($0.lines) lines." } ?? "none."),
            "", end,
        ]
        return out.joined(separator: "\n")
    }

    @Test func theTargetGraphAndSizesAreWhatThePackageHas() throws {
        let document = try String(contentsOf: Self.documentURL, encoding: .utf8)
        guard let from = document.range(of: Self.begin), let to = document.range(of: Self.end, range: from.upperBound..<document.endIndex) else {
            Issue.record("docs/architecture.md has no generated region: add the lines\n\(Self.begin)\n\(Self.end)")
            return
        }
        let generated = try Self.region()
        let updated = document.replacingCharacters(in: from.lowerBound..<to.upperBound, with: generated)
        try GeneratedDocument.compare(updated, with: Self.documentURL, regenerate: "ArchitectureDocTests")
    }
}
