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

    @Test func theTextNamesTheTargetOfTheWholeCheck() throws {
        let r = try GlideCommand.run(["bench", "check", "--animator", "menu", "--rounds", "1"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains(", 1 round\n") && r.out.contains(" flow") && r.out.contains("whole check: best"), "\(r.out)")
        #expect(r.out.contains("(target < 2000 ms)"), "\(r.out)")
    }
}
