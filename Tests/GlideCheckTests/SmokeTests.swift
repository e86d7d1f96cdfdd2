import GlideCheck
import GlideExamples
import GlideTransitions
import Testing

@MainActor
struct SmokeTests {
    @Test func recordsAReferenceMatrix() throws {
        for transition in [ReferenceTransition.card, .cardBuggy, .flip, .menuBuggy] {
            let subject = transition.checkSubject()
            let runner = ScenarioRunner(subject: subject)
            let scenarios = ScenarioMatrix.scenarios(styles: subject.styles)
            var failures = 0
            for scenario in scenarios {
                switch runner.run(scenario) {
                case .failure(let error): failures += 1; print("ERROR", error)
                case .success(let record):
                    if scenario.label == "cancel at 0.5" {
                        print(transition, scenario, "completed", record.completed, "with", record.completedWith as Any, "cancelled", record.wasCancelled, "D", record.duration)
                        for call in record.calls where call.call != .clockTask { print("   ", Scenario.format(call.time), call.call) }
                        print("   roles", record.roles)
                        print("   followUp", record.followUp as Any)
                    }
                }
            }
            #expect(failures == 0)
        }
    }
}
