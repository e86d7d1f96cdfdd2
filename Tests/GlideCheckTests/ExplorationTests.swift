import Foundation
import GlideCheck
import GlideCheckSource
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideUIKitCore
import Testing

@MainActor
struct ExplorationTests {
    // MARK: Random scenarios

    @Test func theSameSeedAndRunGiveTheSameScenario() {
        let exploration = RandomExploration(seed: 7, styles: CheckStyle.standardSceneStyles)
        for run in 0..<50 {
            #expect(exploration.scenario(run: run) == RandomExploration(seed: 7, styles: CheckStyle.standardSceneStyles).scenario(run: run))
            #expect(exploration.scenario(run: run).origin == "seed 7 run \(run)")
        }
        let other = RandomExploration(seed: 8, styles: CheckStyle.standardSceneStyles)
        let differing = (0..<50).filter { run in
            var a = exploration.scenario(run: run), b = other.scenario(run: run)
            a.origin = nil
            b.origin = nil
            return a != b
        }
        #expect(differing.count >= 45, "seeds 7 and 8 give nearly the same scenarios: \(differing.count) of 50 differ")
    }

    @Test func randomScenariosCoverEveryStepStyleAndOperation() {
        let styles: [CheckStyle] = [.custom, .navigation]
        let scenarios = RandomExploration(seed: 3, steps: 50, styles: styles).scenarios(runs: 300)
        var kinds: Set<String> = []
        var updates: [Double] = []
        for scenario in scenarios {
            #expect(styles.contains(scenario.style))
            #expect(scenario.style.operations.contains(scenario.operation))
            #expect(scenario.size == (scenario.interactive ? 50 : 0), "\(scenario)")
            for step in scenario.beforeStart + scenario.steps {
                kinds.insert(String(describing: step).prefix { $0 != "(" && $0 != " " }.description)
                switch step {
                case let .update(p): updates.append(p)
                case let .wait(t): #expect((0...0.5).contains(t), "wait(\(t))")
                default: break
                }
            }
        }
        #expect(kinds == ["update", "wait", "finish", "cancel", "pause", "completionSpeed"])
        #expect(Set(scenarios.map(\.operation)) == [.present, .dismiss, .push, .pop])
        #expect(scenarios.contains { !$0.interactive } && scenarios.contains { !$0.wantsInteractiveStart })
        #expect(scenarios.contains { !$0.beforeStart.isEmpty })
        let inside = updates.filter { (0...1).contains($0) }.count
        #expect(inside > updates.count * 8 / 10, "\(inside) of \(updates.count) updates in [0, 1]")
        #expect(updates.contains { $0 < 0 } && updates.contains { $0 > 1 })
        let short = RandomExploration(seed: 3, steps: 10, styles: styles).scenarios(runs: 20)
        #expect(short.allSatisfy { $0.size == ($0.interactive ? 10 : 0) })
    }

    // MARK: Shrinking

    /// Fails when an update to at least 0.3 is followed, at any distance, by a cancel.
    private static func cancelAfterUpdate(_ scenario: Scenario) -> Bool {
        guard let update = scenario.steps.firstIndex(where: { if case let .update(p) = $0 { return p >= 0.3 } else { return false } })
        else { return false }
        return scenario.steps[update...].contains(.cancel)
    }

    @Test func shrinkingKeepsTheFailureAndRemovesEverythingElse() {
        let failing = RandomExploration(seed: 11).scenarios(runs: 100).filter(Self.cancelAfterUpdate)
        #expect(failing.count >= 10)
        for scenario in failing.prefix(10) {
            var calls = 0
            let shrunk = Shrinker().shrink(scenario) { calls += 1; return Self.cancelAfterUpdate($0) }
            #expect(shrunk.steps == [.update(1), .cancel], "\(scenario.origin ?? "")")
            #expect(shrunk.beforeStart.isEmpty && shrunk.wantsInteractiveStart)
            #expect(calls <= Shrinker().maxRuns)
            #expect(Shrinker().shrink(scenario, stillFails: Self.cancelAfterUpdate) == shrunk, "not deterministic")
        }
    }

    @Test func shrunkScenariosAreOneMinimal() {
        // Fails when the scenario waits 0.2 s or more in total and grabs the transition again.
        func fails(_ scenario: Scenario) -> Bool {
            let waited = scenario.steps.reduce(0.0) { if case let .wait(t) = $1 { return $0 + t } else { return $0 } }
            return waited >= 0.2 && scenario.steps.contains(.pause)
        }
        for scenario in RandomExploration(seed: 5).scenarios(runs: 40).filter(fails).prefix(8) {
            let shrunk = Shrinker().shrink(scenario, stillFails: fails)
            #expect(fails(shrunk))
            #expect(shrunk.size < scenario.size)
            for index in shrunk.steps.indices {
                var smaller = shrunk
                smaller.steps.remove(at: index)
                #expect(!fails(smaller), "step \(index) of \(shrunk) is not needed")
            }
        }
    }

    @Test func shrinkingStopsAfterItsBudget() {
        let scenario = RandomExploration(seed: 2).scenarios(runs: 20).first { $0.interactive }!
        var calls = 0
        #expect(Shrinker(maxRuns: 5).shrink(scenario) { _ in calls += 1; return false } == scenario)
        #expect(calls == 5)
        calls = 0
        _ = Shrinker().shrink(scenario) { _ in calls += 1; return false }
        #expect(calls > 5 && calls <= Shrinker().maxRuns)
        #expect(Shrinker().shrink(scenario) { _ in true }.size == 0)
    }

    @Test func simplificationsAreSimplerValues() {
        #expect(Shrinker.simplifications(of: .update(0.734)) == [.update(0), .update(1), .update(0.5), .update(0.7), .update(0.73)])
        #expect(Shrinker.simplifications(of: .update(1.3)) == [.update(0), .update(1), .update(0.5)])
        #expect(Shrinker.simplifications(of: .update(0)) == [])
        #expect(Shrinker.simplifications(of: .wait(0.43)) == [.wait(0.01), .wait(0.05), .wait(0.1), .wait(0.25), .wait(0.4)])
        #expect(Shrinker.simplifications(of: .completionSpeed(-1)) == [.completionSpeed(1)])
        #expect(Shrinker.simplifications(of: .completionSpeed(1)) == [])
        #expect(Shrinker.simplifications(of: .cancel) == [])
    }

    // MARK: Swift literals and the printed test

    @Test func scenariosPrintAsSwiftLiterals() {
        let scenario = Scenario(
            "cancel \"fast\"", operation: .dismiss, style: .custom, animated: false, interactive: true, wantsInteractiveStart: false,
            beforeStart: [.update(0.25)], steps: [.update(-0.2), .wait(0.1), .completionSpeed(2), .pause, .finish, .systemCancel],
            origin: "seed 1 run 2")
        #expect(scenario.swiftLiteral == #"Scenario("cancel \"fast\"", operation: .dismiss, style: .custom, animated: false, "#
            + #"interactive: true, wantsInteractiveStart: false, beforeStart: [.update(0.25)], steps: [.update(-0.2), .wait(0.1), "#
            + #".completionSpeed(2), .pause, .finish, .systemCancel], origin: "seed 1 run 2")"#)
        #expect(Scenario("x", operation: .push, style: .navigation, interactive: false).swiftLiteral
            == #"Scenario("x", operation: .push, style: .navigation, interactive: false)"#)
        #expect(Step.update(0.1 + 0.2).swiftLiteral == ".update(0.30000000000000004)")
    }

    /// With GlideCheckSource's `printingAsWritten()`, a check prints as the user's file built it: the call
    /// read back from the source, with the file's imports.
    @Test func theRecipeIsTheConstructionAsWritten() throws {
        let imports = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") }.map(String.init)
        let plain = TransitionCheck(animator: SlideAnimator()).printingAsWritten()
        #expect(plain.recipe
            == .construction("TransitionCheck(animator: SlideAnimator())", imports: imports, site: "ExplorationTests.swift:\(#line - 1):36", subject: "SlideAnimator"))
        let line = #line + 1
        let customized = TransitionCheck(
            animator: SlideAnimator(),
            interactor: { LoggingInteractor() }).printingAsWritten()
        guard case let .construction(expression, _, site, subject) = customized.recipe else { Issue.record("\(customized.recipe)"); return }
        #expect(expression == "TransitionCheck(\n    animator: SlideAnimator(),\n    interactor: { LoggingInteractor() })")
        #expect(site == "ExplorationTests.swift:\(line):41" && subject == "SlideAnimator")
    }

    /// Without the opt-in, the source is not read: the recipe is the generic form, and the call site is kept.
    @Test func withoutTheOptInTheRecipeIsGeneric() {
        let check = TransitionCheck(animator: SlideAnimator())
        #expect(check.recipe == .standardScene(animator: "SlideAnimator", notes: []))
        #expect(check.callSite == CallSite(file: #filePath, line: #line - 2, column: 36))
    }

    /// Where the file that built the check cannot be read, the recipe says what the printed test must pass.
    @Test func theFallbackRecipeNamesWhatThePrintedCheckLeavesOut() {
        #expect(TransitionCheck(animator: SlideAnimator(), file: "/nonexistent.swift").printingAsWritten().recipe == .standardScene(animator: "SlideAnimator", notes: []))
        let customized = TransitionCheck(
            animator: SlideAnimator(), presentationController: { UIPresentationController(presentedViewController: $0, presenting: $1) },
            interactor: { LoggingInteractor() }, file: "/nonexistent.swift")
        guard case let .standardScene(animator, notes) = customized.recipe else { Issue.record("\(customized.recipe)"); return }
        #expect(animator == "SlideAnimator" && notes.count == 2 && notes[1].contains("LoggingInteractor"))
        #expect(TransitionCheck(subject: ReferenceTransition.menu.checkSubject()).recipe == .subject(named: "menu"))
    }

    /// The printed tests compile and run: the text the printer gives for the shrunk counterexample of
    /// the always-true menu is, verbatim, one of the hand-written tests at the end of this file
    /// (against the correct slide animator in the standard scene, and against the correct menu), and
    /// the same scenario breaks invariant 2 with the buggy menu, so the printed test fails for the bug.
    @Test func printedTestsAreTheHandWrittenOnes() throws {
        let report = try TransitionCheck(
            subject: ReferenceTransition.menuBuggy.checkSubject(), options: .init(matrix: false, seed: 1, runs: 20)).runNow()
        let counterexample = try #require(report.counterexamples.first { $0.invariants.contains(2) })
        let shrunk = counterexample.shrunk
        #expect(counterexample.swiftTest
            == SwiftTestPrinter(recipe: .subject(named: "menu-buggy")).test(for: shrunk, invariants: counterexample.invariants, originalSize: 50))
        #expect(counterexample.swiftTest.contains("let check = TransitionCheck(subject: menuBuggySubject())"))
        #expect(counterexample.swiftTest.contains("let scenario = \(shrunk.swiftLiteral)\n"))

        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let imports = Set(source.split(separator: "\n").filter { $0.hasPrefix("import ") })
        for recipe in [CheckRecipe.standardScene(animator: "SlideAnimator", notes: []), .subject(named: "menu")] {
            let printed = SwiftTestPrinter(recipe: recipe).test(for: shrunk, invariants: [2], originalSize: 50)
            let (head, body) = try #require(printed.split(separator: "\n\n", maxSplits: 1).map(String.init).splitFirst())
            #expect(head.split(separator: "\n").allSatisfy { imports.contains($0) }, "\(head)")
            #expect(source.contains(body), "printed:\n\(printed)")
        }

        let buggy = TransitionCheck(subject: ReferenceTransition.menuBuggy.checkSubject())
        let violations = try buggy.violations(of: shrunk).get().filter { [2].contains($0.invariant) }
        #expect(!violations.isEmpty)
    }

    // MARK: Exploration in a check

    @Test func theAlwaysTrueMenuShrinksToAtMostThreeSteps() throws {
        let options = TransitionCheck.Options(matrix: false, seed: 1, runs: 30, steps: 50)
        let report = try TransitionCheck(subject: ReferenceTransition.menuBuggy.checkSubject(), options: options).runNow()
        #expect(report.scenarioCounts == ["random": 30])
        #expect(report.failedInvariants.contains(2))
        #expect(report.counterexamples.contains { $0.invariants.contains(2) })
        #expect(Set(report.counterexamples.map(\.invariants)).count == report.counterexamples.count, "one per set of invariants")
        for counterexample in report.counterexamples {
            #expect(counterexample.seed == 1)
            #expect(counterexample.original.size == 50)
            #expect(counterexample.shrunk.size <= 3, "\(counterexample.shrunk)")
            #expect(counterexample.shrunk.origin == counterexample.original.origin)
            let check = TransitionCheck(subject: ReferenceTransition.menuBuggy.checkSubject())
            let broken = Set(try check.violations(of: counterexample.shrunk).get().map(\.invariant))
            #expect(!broken.isDisjoint(with: counterexample.invariants))
        }
        let smallest = try #require(report.result(2)?.smallest)
        #expect(smallest.scenario.size <= 3)
        #expect(report.violations.allSatisfy { $0.scenario.size <= 3 }, "violations come from the shrunk scenarios")
    }

    @Test func theSameSeedGivesTheSameReport() throws {
        func report(seed: UInt64) throws -> CheckReport {
            try TransitionCheck(
                subject: ReferenceTransition.menuBuggy.checkSubject(), options: .init(matrix: false, seed: seed, runs: 25)).runNow()
        }
        let first = try report(seed: 42)
        #expect(!first.counterexamples.isEmpty)
        #expect(try report(seed: 42) == first)
        #expect(try report(seed: 43).counterexamples.map(\.original) != first.counterexamples.map(\.original))
    }

    @Test func correctAnimatorsGiveNoCounterexample() throws {
        for check in [TransitionCheck(animator: SlideAnimator()), TransitionCheck(animator: InterruptibleSlideAnimator())] {
            var check = check
            check.options = .init(matrix: false, seed: 1, runs: 200)
            let report = try check.runNow()
            #expect(report.scenarioCounts == ["random": 200])
            #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.swiftTest))")
            #expect(report.passed, "\(report.violations.prefix(3)) \(report.errors.prefix(3))")
        }
    }

    @Test func correctReferenceTransitionsGiveNoCounterexample() throws {
        for transition in ReferenceTransition.allCases where !transition.isBuggy {
            let report = try TransitionCheck(subject: transition.checkSubject(), options: .init(matrix: false, seed: 1, runs: 50)).runNow()
            #expect(report.counterexamples.isEmpty, "\(transition): \(report.counterexamples.map(\.swiftTest))")
            #expect(report.errors.isEmpty, "\(transition): \(report.errors.prefix(3))")
        }
    }
}

/// An app's interactor subclass, to see that the printed check names it.
@MainActor
private final class LoggingInteractor: UIPercentDrivenInteractiveTransition {}

extension Array {
    /// The first element and the second, when there are exactly two.
    fileprivate func splitFirst() -> (Element, Element)? { count == 2 ? (self[0], self[1]) : nil }
}

// MARK: The printed tests, by hand

/// The subject the printed test names: the correct menu.
@MainActor
func menuSubject() -> TransitionSubject { ReferenceTransition.menu.checkSubject() }

/// Found by GlideCheck (seed 1 run 0), shrunk from 50 steps to 1: 2 complete-argument.
@Test @MainActor func slideAnimatorKeepsInvariant2() throws {
    let check = TransitionCheck(animator: SlideAnimator())
    let scenario = Scenario("random", operation: .present, style: .fullScreen, interactive: true, steps: [.cancel], origin: "seed 1 run 0")
    let violations = try check.violations(of: scenario).get().filter { !$0.isWarning && [2].contains($0.invariant) }
    #expect(violations.isEmpty, "\(violations)")
}

/// Found by GlideCheck (seed 1 run 0), shrunk from 50 steps to 1: 2 complete-argument.
@Test @MainActor func menuKeepsInvariant2() throws {
    // "menu" is a TransitionSubject with its own scene: menuSubject() must return it.
    let check = TransitionCheck(subject: menuSubject())
    let scenario = Scenario("random", operation: .present, style: .fullScreen, interactive: true, steps: [.cancel], origin: "seed 1 run 0")
    let violations = try check.violations(of: scenario).get().filter { !$0.isWarning && [2].contains($0.invariant) }
    #expect(violations.isEmpty, "\(violations)")
}

/// A warning is not a failure: random exploration prints no counterexample for it (the ninth unseen sample's N05, N06:
/// a dimming view the presentation adds and the dismissal removes, 22's warning, printed as a counterexample whose
/// pasted test then failed).
@MainActor @Suite struct WarningCounterexampleTests {
    final class Dimming: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
        var presenting = false
        let dimmingView = UIView()
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self.presenting = true; return self }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            self.presenting = false
            return self
        }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: .from)!, to = transitionContext.viewController(forKey: .to)!
            if presenting {
                dimmingView.backgroundColor = .black
                dimmingView.alpha = 0
                dimmingView.frame = transitionContext.containerView.bounds
                transitionContext.containerView.addSubview(dimmingView)
                to.view.frame = CGRect(x: 0, y: 0, width: 312, height: 844)
                transitionContext.containerView.addSubview(to.view)
            }
            let presenting = presenting
            UIView.animate(withDuration: 0.3, animations: {
                self.dimmingView.alpha = presenting ? 0.5 : 0
                if !presenting { from.view.alpha = 0 }
            }) { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        }
    }

    @Test("a check whose only finding is a warning prints no counterexample")
    func noCounterexampleForAWarning() throws {
        let check = TransitionCheck(
            presenting: UIViewController(),
            presented: { () -> UIViewController in
                let menu = UIViewController()
                menu.modalPresentationStyle = .overCurrentContext
                return menu
            }(),
            transitioningDelegate: Dimming(), name: "Menu", options: .init(runs: 5))
        let report = try check.runNow()
        #expect(report.failedInvariants.isEmpty && report.warnedInvariants.contains(22), "\(report.text())")
        #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map(\.invariants))")
    }
}
