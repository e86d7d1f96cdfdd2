// Runs each seed transition built from the articles' own code through TransitionCheck, as a user's test would,
// and prints one JSON line per transition: what failed, with the first evidence of each.
import AppStoreCard
import Flip
import Foundation
import GlideCheck
import GlideUIKit
import SlideInMenu

struct Verdict: Encodable {
    var transition: String
    var scenarios: Int
    var failed: [Int]
    var errors: Int
    var evidence: [String: String]
}

@MainActor
func verdict(_ name: String, _ check: TransitionCheck) {
    do {
        let report = try check.runNow()
        var evidence: [String: String] = [:]
        for id in report.failedInvariants {
            if let first = report.violations.first(where: { $0.invariant == id }) { evidence["\(id)"] = "\(first)" }
        }
        let verdict = Verdict(
            transition: name, scenarios: report.scenarioCount, failed: report.failedInvariants.sorted(),
            errors: report.errors.count, evidence: evidence)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try encoder.encode(verdict), as: UTF8.self))
    } catch {
        print(#"{"transition": "\#(name)", "error": "\#(error)"}"#)
    }
}

let options = TransitionCheck.Options(runs: 20)

verdict("AppStoreCard", TransitionCheck(presentation: AppStoreCardStoryboard.scene, options: options))
verdict("Flip", TransitionCheck(presentation: FlipStoryboard.scene, options: options))
verdict("SlideInMenu", TransitionCheck(presentation: SlideInMenuStoryboard.scene, options: options))
