import Foundation
import GlideCheck
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `glide check` as users and CI systems run it: exit statuses, the human report, JUnit XML and JSON.
@Suite(.serialized)
struct CheckCommandTests {
    @Test func aCorrectTransitionExitsZero() throws {
        let r = try GlideCommand.run(["check", "--animator", "card", "--runs", "0"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("invariants hold in"), "\(r.out)")
    }

    @Test func aBuggyTransitionExitsOneAndNamesEachFailingInvariantOnce() throws {
        let r = try GlideCommand.run(["check", "--animator", "menu-buggy", "--runs", "0"])
        #expect(r.status == 1, "\(r.out)\(r.err)")
        let failLines = r.out.split(separator: "\n").filter { $0.hasPrefix("FAIL") }
        #expect(failLines.contains { $0.hasPrefix("FAIL  2 complete-argument") }, "\(r.out)")
        #expect(Set(failLines).count == failLines.count, "each failing invariant once: \(failLines)")
        #expect(r.out.contains("smallest"), "\(r.out)")
        #expect(r.out.contains("completeTransition(true)"), "the evidence names the call: \(r.out)")
    }

    @Test(arguments: [
        ["check"],
        ["check", "--animator", "no-such-transition"],
        ["check", "--animator", "card", "--runs", "-1"],
        ["check", "--animator", "card", "--style", "sideways"],
        ["check", "--animator", "card", "--invariant", "42"],
        ["check", "--animator", "card", "--no-such-option"],
    ])
    func usageErrorsExitTwo(_ args: [String]) throws {
        let r = try GlideCommand.run(args)
        #expect(r.status == 2, "\(args): \(r.out)\(r.err)")
        // One voice: the error on one line, then where the help is; no wall of usage text.
        #expect(r.err.hasPrefix("glide check: error: "), "\(args): \(r.err)")
        #expect(!r.err.contains("Usage:"), "\(args): \(r.err)")
    }

    /// A check of nothing is not a pass (issue 13): it printed "All 30 invariants hold in 0 scenarios" and exited 0.
    @Test func checkingNothingExitsTwoWithAMessage() throws {
        let none = try GlideCommand.run(["check", "--animator", "card", "--no-matrix", "--runs", "0"])
        #expect(none.status == 2, "\(none.out)\(none.err)")
        #expect(none.err.contains("nothing to check"), "\(none.err)")
        #expect(!none.out.contains("hold"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for args in [["--trace", folder.path], ["--trace", folder.path, "--no-matrix", "--runs", "0"]] {
            let empty = try GlideCommand.run(["check", "--animator", "card"] + args)
            #expect(empty.status == 2, "\(args): \(empty.out)\(empty.err)")
            #expect(empty.err.contains("holds no traces"), "\(empty.err)")
        }
        // The other side: a folder with a trace is checked.
        let traces = try GlideCommand.run(["check", "--animator", "card", "--no-matrix", "--runs", "0", "--trace", Repository.glideTrace("touchpad-3f-swipe-left-release-51.evemu")])
        #expect(traces.status == 0, "\(traces.out)\(traces.err)")
    }

    @Test func junitXMLHasOneTestCasePerInvariantAndFailuresForTheBrokenOnes() throws {
        let r = try GlideCommand.run(["check", "--animator", "menu-buggy", "--runs", "0", "--junit", "-"])
        #expect(r.status == 1)
        #if canImport(FoundationXML)
        let document = try XMLDocument(data: Data(r.out.utf8))
        let cases = try document.nodes(forXPath: "//testcase")
        // One test case per invariant, and one for the flows, which run in every check.
        #expect(cases.count == InvariantCatalog.all.count + 1)
        let flowCase = try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue).filter { $0.hasPrefix("flows (") }
        #expect(flowCase.count == 1, "\(flowCase)")
        let failures = try document.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
        #expect(failures.contains("2 complete-argument"), "\(failures)")
        let suite = try document.nodes(forXPath: "//testsuite/@failures").first?.stringValue
        #expect(suite == String(failures.count))
        #endif
        #expect(r.err.contains("FAIL  2"), "the human report goes to standard error when XML takes standard output")
    }

    @Test func oneFlowIsCountedInTheSingular() throws {
        let r = try GlideCommand.run(["check", "--animator", "flip", "--runs", "0"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("; 1 flow came back as it was."), "\(r.out)")
    }

    /// The menu's edge pan is on the home screen: the flows play the first screen's gestures too, so its handler
    /// that forgets `.cancelled` is found without a recording (the presentation hangs once the system cancels).
    @Test func theFirstScreensGesturesAreFlowsToo() throws {
        let buggy = try GlideCommand.run(["check", "--animator", "menu-handler-buggy", "--runs", "0"])
        #expect(buggy.status == 1, "\(buggy.out)")
        #expect(buggy.out.contains("on the first screen, edge pan from the left edge, the system cancels the touches"), "\(buggy.out)")
        #expect(buggy.out.contains("still in flight at 0 %"), "\(buggy.out)")
        let reference = try GlideCommand.run(["check", "--animator", "menu", "--runs", "0"])
        #expect(reference.status == 0, "\(reference.out)")
    }

    @Test func withoutFlowsJUnitHasOneTestCasePerInvariantOnly() throws {
        let r = try GlideCommand.run(["check", "--animator", "menu-buggy", "--runs", "0", "--no-flows", "--junit", "-"])
        #expect(r.status == 1)
        #if canImport(FoundationXML)
        let document = try XMLDocument(data: Data(r.out.utf8))
        let names = try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
        #expect(names.count == InvariantCatalog.all.count)
        #expect(!names.contains { $0.hasPrefix("flows (") }, "\(names)")
        #endif
    }

    @Test func jsonDecodesToTheReportAndIsTheSameEachRun() throws {
        let first = try GlideCommand.run(["check", "--animator", "half-sheet-buggy", "--runs", "3", "--json", "-"])
        let second = try GlideCommand.run(["check", "--animator", "half-sheet-buggy", "--runs", "3", "--json", "-"])
        #expect(first.out == second.out, "deterministic")
        let report = try JSONDecoder().decode(CheckReport.self, from: Data(first.out.utf8))
        #expect(report.subject == "half-sheet-buggy")
        #expect(report.invariants.count == InvariantCatalog.all.count)
        #expect(report.passed == (first.status == 0))
    }

    @Test func listNamesEveryInvariant() throws {
        let r = try GlideCommand.run(["check", "--list"])
        #expect(r.status == 0)
        for invariant in InvariantCatalog.all {
            #expect(r.out.contains("\(invariant.id) \(invariant.name)"), "\(invariant.title)")
        }
    }
}

/// What `glide check --animator menu-buggy` prints as its counterexample, pasted here: it compiles,
/// and it fails against the buggy menu (so it would catch the bug) and passes against the correct one.
@MainActor
struct PastedCounterexampleTests {
    @Test func theCounterexampleCommandPrintsIsThisTest() throws {
        let r = try GlideCommand.run(["check", "--animator", "menu-buggy", "--runs", "100"])
        #expect(r.out.contains("let check = TransitionCheck(subject: ReferenceTransition.menuBuggy.checkSubject())"), "\(r.out)")
        #expect(r.out.contains(#"let scenario = Scenario("random", operation: .present, style: .fullScreen, interactive: true, steps: [.cancel], origin: "seed 1 run 0")"#), "\(r.out)")
    }

    @Test(arguments: [ReferenceTransition.menuBuggy, .menu])
    func pasted(_ transition: ReferenceTransition) throws {
        let check = TransitionCheck(subject: transition.checkSubject())
        let scenario = Scenario("random", operation: .present, style: .fullScreen, interactive: true, steps: [.cancel], origin: "seed 1 run 0")
        let violations = try check.violations(of: scenario).get().filter { !$0.isWarning && [2].contains($0.invariant) }
        #expect(violations.isEmpty == !transition.isBuggy, "\(violations)")
    }
}

/// The README's test is the example package's test as it is (without its doc comment), and every path of the
/// example that the README and docs name exists.
struct ReadmeExampleTests {
    static let testFile = "Examples/CheckMyAnimator/Tests/MyTransitionsTests/CrossDissolveAnimatorTests.swift"

    @Test func theReadmesTestIsTheExamplePackagesTest() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(contentsOf: Repository.root.appendingPathComponent(Self.testFile), encoding: .utf8)
        let withoutDocComment = file.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }.joined(separator: "\n")
        #expect(readme.contains(Self.testFile), "README.md names the file it quotes")
        #expect(readme.contains(withoutDocComment.trimmingCharacters(in: .newlines)), "README.md does not quote \(Self.testFile) as it is")
    }

    @Test func everyExamplePathTheDocsNameExists() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } + ["README.md"]
        var named = 0
        for page in docs {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
            for match in text.matches(of: /Examples\/CheckMyAnimator[A-Za-z0-9_\/.-]*/) {
                let path = String(match.output).trimmingCharacters(in: CharacterSet(charactersIn: "."))
                named += 1
                #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent(path).path), "\(page) names \(path)")
            }
        }
        #expect(named > 3)
    }
}
