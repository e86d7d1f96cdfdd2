import Foundation
import GlideCheck
import GlideTestSupport
import Testing

/// `docs/uikit-rules.md` lists the bugs real apps ship (B1 to B14) with the invariants that catch them:
/// `glide check` prints those numbers, so the page a user opens must say what each one is, and say what
/// the catalog says.
@Suite struct FieldReportsDocTests {
    @Test func theRulesPageListsEveryBugWithTheCatalogsInvariants() throws {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/uikit-rules.md"), encoding: .utf8)
        var documented: [String: [Int]] = [:]
        for line in page.split(separator: "\n") where line.hasPrefix("| B") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6 else { continue }
            documented[cells[1]] = cells[cells.count - 2].split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        var catalog: [String: [Int]] = [:]
        for invariant in InvariantCatalog.all {
            for report in invariant.reports { catalog[report, default: []].append(invariant.id) }
        }
        #expect(!catalog.isEmpty && documented.count == 16, "B1 to B16 are documented: \(documented.keys.sorted())")
        #expect(documented == catalog.mapValues { $0.sorted() })
    }

    /// The README, the docs, the help and the doc comments say how many invariants a check runs
    /// ("GlideCheck's 32 invariants", "all 32 invariants", "2 of 32 invariants fail"): every such figure is
    /// the catalog's count, so that adding an invariant cannot leave a page behind. `docs/benchmarks.md` and
    /// `docs/bug-benchmark.md` are left out: their figures are measurements, dated, of the catalog as it was.
    @Test func everyCountOfInvariantsInTheDocsIsTheCatalogs() throws {
        let count = InvariantCatalog.all.count
        let root = Repository.root
        var pages = [root.appendingPathComponent("README.md")]
        for folder in ["docs", "Sources"] {
            let walk = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = walk?.nextObject() as? URL {
                if ["md", "swift"].contains(file.pathExtension), !["benchmarks.md", "bug-benchmark.md"].contains(file.lastPathComponent) { pages.append(file) }
            }
        }
        let figure = try Regex(#"(\d+)(\s|\n)+invariants"#)
        var seen = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for match in text.matches(of: figure) {
                let number = Int(text[match.range].prefix { $0.isNumber }) ?? -1
                seen += 1
                #expect(number == count, "\(page.lastPathComponent): \"\(text[match.range])\" but the catalog has \(count)")
            }
        }
        #expect(seen >= 3, "the README and docs/checking.md state the count")
    }
}
