// Runs each corpus transition through TransitionCheck with its storyboard's scaffolding, as a user's
// test would, and prints one JSON line per transition: what failed, with the first evidence of each.
import BubbleDemo
import CustomNavigation
import Foundation
import GlideCheck
import GlideUIKit
import HalfModal
import HorizontalFlip
import SlideMenu
import ZoomTransitioning

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

verdict("SlideMenu", TransitionCheck(presentation: SlideMenuStoryboard.scene, options: options))
verdict("HorizontalFlip", TransitionCheck(presenting: HorizontalFlipStoryboard.front(), presented: HorizontalFlipStoryboard.back(), options: options))
verdict("CustomNavigation", TransitionCheck(
    navigationController: CustomNavigationStoryboard.navigationController(), pushed: CustomNavigationStoryboard.second(), options: options))
verdict("HalfModal", TransitionCheck(presentation: HalfModalStoryboard.scene, options: options))
verdict("BubbleTransition", TransitionCheck(presentation: BubbleStoryboard.scene, options: options))
verdict("ZoomTransitioning", TransitionCheck(
    navigationController: ZoomStoryboard.navigationController(), pushed: ZoomStoryboard.detail(), options: options))
