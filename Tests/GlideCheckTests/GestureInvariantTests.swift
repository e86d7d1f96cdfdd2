import Foundation
import GlideCheck
import GlideCheckTraces
import GlideCatalog
import GlideCatalogCheck
import GlideExamples
import GlideTestSupport
import GlideUIKitCore
import Testing

/// Invariants 27 and 28, and the trace-driven scenarios: the real recordings and Glide's synthesized
/// ones replayed through the gesture pipeline into the subject's scene.
@MainActor
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing))
struct GestureInvariantTests {
    static let allTraces = [Repository.sharedTraces.path, Repository.glideTraces.path]
    static let cancellingTrace = Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu")

    @Test func snappingCancelBreaksTerminalGestureEnds() throws {
        let (broken, report) = try brokenInvariants(subject("snapping", interactor: { NearerEndOnCancelInteractor() }) { SlideAnimator() })
        #expect(broken == [27], "\(report.violations.prefix(3))")
        let evidence = try #require(report.violations(of: 27).first?.evidence)
        #expect(evidence.before == "cancelInteractiveTransition()" && evidence.after == "finishInteractiveTransition()")
    }

    @Test func correctSubjectsPassEveryTrace() throws {
        let options = TransitionCheck.Options(matrix: false, traces: Self.allTraces, runs: 0)
        var subjects = [subject("slide") { SlideAnimator() }, subject("interruptible") { InterruptibleSlideAnimator() }]
        subjects += ReferenceTransition.allCases.filter { !$0.isBuggy }.map { $0.checkSubject() }
        for made in subjects {
            let (broken, report) = try brokenInvariants(made, options: options)
            #expect(broken.isEmpty, "\(made.name): \(report.violations.prefix(5))")
            #expect((report.scenarioCounts["traces"] ?? 0) > 0)
        }
    }

    /// Every recording whose gesture moves along an axis (swipes, scrolls, drags) starts a transition with
    /// the binding chosen for it; taps, holds, pinches and presses start none.
    @Test func everyMovingTraceStartsTransitions() throws {
        let scenarios = TraceScenarios(subject: subject("slide", styles: [.fullScreen]) { SlideAnimator() }, policies: [.threshold(0.5)])
        for folder in Self.allTraces {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".evemu") || file.hasSuffix(".yaml") {
                let records = try scenarios.records(paths: [folder + "/" + file])
                let moves = ["swipe", "scroll", "drag", "flick", "reversal"].contains { file.contains($0) }
                #expect(moves ? !records.isEmpty : records.isEmpty, "\(file): \(records.count) transitions")
                #expect(records.allSatisfy { $0.scenario.origin == folder + "/" + file && $0.completed })
            }
        }
    }

    @Test func menuBuggyFailsTheArgumentOnACancellingTrace() throws {
        let options = TransitionCheck.Options(matrix: false, traces: [Self.cancellingTrace], runs: 0)
        let (broken, report) = try brokenInvariants(ReferenceTransition.menuBuggy.checkSubject(), options: options)
        #expect(broken.contains(2), "\(report.violations.prefix(3))")
        let violation = try #require(report.violations(of: 2).first)
        #expect(violation.scenario.origin == Self.cancellingTrace)
        #expect(violation.scenario.label.hasPrefix("touchpad-3f-swipe-left-70-back-20.evemu gesture 1"))
        #expect(violation.scenario.steps.contains(.cancel))
    }

    /// The smallest failing trace scenario is a plain scenario: re-run without the trace, it fails the same way.
    @Test func traceScenariosReRunWithoutTheTrace() throws {
        let check = TransitionCheck(subject: ReferenceTransition.menuBuggy.checkSubject(), options: .init(matrix: false, traces: [Self.cancellingTrace], runs: 0))
        let report = try check.runNow()
        let smallest = try #require(report.result(2)?.smallest)
        let again = try check.violations(of: smallest.scenario).get()
        #expect(again.contains { $0.invariant == 2 })
    }

    @Test func unreadableTraceNamesTheFile() throws {
        let missing = "/nonexistent/trace.evemu"
        #expect(throws: TraceCheckError.self) { try TransitionCheck(subject: subject("slide") { SlideAnimator() }, options: .init(matrix: false, traces: [missing])).runNow() }
        do {
            _ = try TransitionCheck(subject: subject("slide") { SlideAnimator() }, options: .init(matrix: false, traces: [missing])).runNow()
        } catch {
            #expect("\(error)".contains(missing))
        }
    }

    /// The pop rule normalises by the transition's width; a transition presented over the current context
    /// of a 320-point pane in a 1200-point window is driven by a gesture mapped over the window, so the
    /// driver's threshold (187.5 / 1200) is not UIKit's (min(187.5 / 320, 0.5)).
    @Test func narrowPaneBreaksPopParity() throws {
        let options = TransitionCheck.Options(matrix: false, traces: Self.allTraces, runs: 0)
        let (broken, report) = try brokenInvariants(narrowPaneSubject(), options: options)
        #expect(broken == [28], "\(report.violations.prefix(3))")
        #expect(report.violations(of: 28).first?.scenario.label.hasSuffix("(uikitPop)") == true)
    }

    @Test func standardSceneKeepsPopParity() throws {
        let made = subject("slide", styles: [.currentContext, .navigation]) { SlideAnimator() }
        let (broken, report) = try brokenInvariants(made, options: TransitionCheck.Options(matrix: false, traces: Self.allTraces, runs: 0))
        #expect(!broken.contains(28), "\(report.violations(of: 28).prefix(3))")
        #expect(report.violations.isEmpty)
        // The rule was applied: UIKit's pop policy decided releases, both ways.
        let releases = try TraceScenarios(subject: made, policies: [.uikitPop]).records(paths: Self.allTraces).flatMap(\.gestureReleases)
        #expect(releases.count > 10 && releases.allSatisfy { $0.policy == "uikitPop" })
        #expect(releases.contains { $0.finishes } && releases.contains { !$0.finishes })
    }

    /// Two swipes: the first presents (pushes), the second dismisses (pops); both recorded, both clean.
    @Test func theNextGestureDrivesTheBackTransition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-check-\(UInt64.random(in: 0 ..< .max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("there-and-back.evemu").path
        let script = "down 3; move left 80% 400ms; pause 100ms; lift; pause 600ms; down 3; move right 80% 400ms; pause 100ms; lift"
        let result = try GlideCommand.run(["synth", script, "--seed", "7", "-o", trace])
        try #require(result.status == 0, "\(result.err)")
        let made = subject("slide", styles: [.fullScreen, .custom, .navigation]) { SlideAnimator() }
        let records = try TraceScenarios(subject: made).records(paths: [folder.path])
        #expect(records.count == 3 * 2 * 2)
        for pair in stride(from: 0, to: records.count, by: 2) {
            let (there, back) = (records[pair], records[pair + 1])
            #expect(there.scenario.operation.isForward && !there.wasCancelled && there.completed)
            #expect(back.scenario.operation == there.scenario.operation.inverse && !back.wasCancelled && back.completed)
            #expect(back.scenario.label.hasPrefix("there-and-back.evemu gesture 2"))
            for record in [there, back] {
                #expect(TransitionCheck(subject: made).evaluate(record).isEmpty, "\(record.scenario.label)")
            }
        }
    }
}

// MARK: Deviants

/// Snaps to the nearer end when asked to cancel: a cancel past half way finishes instead.
@MainActor
final class NearerEndOnCancelInteractor: UIPercentDrivenInteractiveTransition {
    override func cancel() {
        if percentComplete > 0.5 { super.finish() } else { super.cancel() }
    }
}

/// A 1200-point window whose 320-point master pane presents over its current context.
@MainActor
func narrowPaneSubject() -> TransitionSubject {
    TransitionSubject(name: "narrow pane", styles: [.currentContext]) { clock, _ in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1200, height: 800), clock: clock, name: "window")
        let split = UIViewController(name: "split")
        window.rootViewController = split
        window.makeKeyAndVisible()
        let pane = UIViewController(name: "pane")
        split.addChild(pane)
        pane.view.frame = CGRect(x: 0, y: 0, width: 320, height: 800)
        // A container forwards appearance to the child it shows, as UIKit's containers do.
        pane.beginAppearanceTransition(true, animated: false)
        split.view.addSubview(pane.view)
        pane.endAppearanceTransition()
        pane.didMove(toParent: split)
        pane.definesPresentationContext = true
        let presented = UIViewController(name: "detail")
        presented.modalPresentationStyle = .currentContext
        let bystander = UIViewController(name: "bystander")
        bystander.loadViewIfNeeded()
        return CheckScene(window: window, presenter: pane, presented: presented, delegate: SlideDelegate(), bystander: bystander)
    }
}

/// Vends a slide animator for presentation and dismissal.
@MainActor
final class SlideDelegate: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { SlideAnimator() }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideAnimator() }
}
