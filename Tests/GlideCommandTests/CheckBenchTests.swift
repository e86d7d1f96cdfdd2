import Foundation
import Testing
import GlideTestSupport

/// `glide bench check` measures the whole check of a screen (matrix, touch scripts, flows), and says what it ran.
/// Only the counts are tested: times are measured by the benchmark itself, never asserted.
@Suite struct CheckBenchTests {
    @Test func theWholeCheckCountsItsScenariosAndFlows() throws {
        let r = try GlideCommand.run(["bench", "check", "--animator", "menu", "--rounds", "1", "--json"])
        #expect(r.status == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect((object["scenarios"] as? Int ?? 0) > 0)
        #expect((object["flows"] as? Int ?? 0) > 0, "the flows run in the bench as in every check")
        let withoutFlows = try GlideCommand.run(["bench", "check", "--animator", "menu", "--rounds", "1", "--no-flows", "--json"])
        let other = try #require(try JSONSerialization.jsonObject(with: Data(withoutFlows.out.utf8)) as? [String: Any])
        #expect(other["flows"] as? Int == 0)
        #expect(other["scenarios"] as? Int == object["scenarios"] as? Int)
    }

    /// What the bench's check found counts the flows too: the forgetful half-sheet handler breaks no invariant of a
    /// single transition, and its flows fail (a report of "0 violations" alone read as a clean check).
    @Test func theFindingsCountFailingFlows() throws {
        let r = try GlideCommand.run(["bench", "check", "--animator", "half-sheet-handler-buggy", "--rounds", "1", "--json"])
        #expect(r.status == 0, "\(r.err)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(object["violations"] as? Int == 0)
        #expect((object["failingFlows"] as? Int ?? 0) > 0, "\(r.out)")
        let text = try GlideCommand.run(["bench", "check", "--animator", "half-sheet", "--rounds", "1"])
        #expect(text.out.contains("violations found: 0; failing flows: 0 of "), "\(text.out)")
    }

    @Test func theTextNamesTheTargetOfTheWholeCheck() throws {
        let r = try GlideCommand.run(["bench", "check", "--animator", "menu", "--rounds", "1"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains(", 1 round\n") && r.out.contains(" flow") && r.out.contains("whole check: best"), "\(r.out)")
        #expect(r.out.contains("(target < 2000 ms)"), "\(r.out)")
    }
}
