import Foundation
import GlideTestSupport
import Testing

/// The target graph of `docs/architecture.md`, generated from `Package.swift`: every shipped target, its kind and
/// its dependencies. `GLIDE_UPDATE_DOCS=1 swift test --filter ArchitectureDocTests` rewrites
/// the region between its markers; otherwise a committed region that differs from the code fails.
@Suite struct ArchitectureDocTests {
    static let documentURL = Repository.root.appendingPathComponent("docs/architecture.md")
    static let begin = "<!-- BEGIN GENERATED: targets (GLIDE_UPDATE_DOCS=1 swift test --filter ArchitectureDocTests) -->"
    static let end = "<!-- END GENERATED: targets -->"

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
        // Structure only (what changes with Package.swift), not sizes, which change with every edit: the
        // sizes measured on a given day are in the Measured section.
        out += ["```", "", "| target | kind | depends on |", "|---|---|---|"]
        for target in shipped {
            let dependencies = target.dependencies.map { "`\($0)`" }.joined(separator: ", ")
            out.append("| `\(target.name)` | \(target.type == "executable" ? "executable" : "library") | \(dependencies) |")
        }
        out += ["", end]
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
