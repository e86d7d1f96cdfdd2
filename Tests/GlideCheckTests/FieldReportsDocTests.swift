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
        #expect(!catalog.isEmpty && documented.count == 14, "B1 to B14 are documented: \(documented.keys.sorted())")
        #expect(documented == catalog.mapValues { $0.sorted() })
    }
}
