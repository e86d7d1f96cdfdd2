import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// Runs `body` on the scene of a check of two plain view controllers, the second presented full screen, on a manual
/// clock of its own, with the check's recorder installed (and uninstalled after).
@MainActor
func withPresentedScene(_ body: (CheckScene, Recorder) throws -> Void) throws {
    let check = TransitionCheck(presenting: UIViewController(), presented: UIViewController())
    let runner = ScenarioRunner(subject: check.subject)
    let clock = ManualClock()
    try clock.withCurrent {
        let (scene, recorder, _) = try #require(runner.prepareScene(style: .fullScreen, clock: clock, shown: true))
        defer { recorder.uninstall() }
        try body(scene, recorder)
    }
}
