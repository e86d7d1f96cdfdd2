import Foundation
import GlideExamples
import GlideCheck
import GlideUIKitCore
import Testing

/// A screen dismissed by a pan on its view, through an interactor made when the pan begins; subclasses declare the
/// pan's action.
class PanDismissedScreen: UIViewController, UIViewControllerTransitioningDelegate {
    var interactor: UIPercentDrivenInteractiveTransition?
    var action: Selector { Selector("pan:") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: action))
        transitioningDelegate = self
        modalPresentationStyle = .fullScreen
    }

    func drive(_ gesture: UIPanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            interactor = FlickSafeInteractiveTransition()
            dismiss(animated: true)
        case .changed: interactor?.update(progress)
        case .ended: progress > 0.5 ? interactor?.finish() : interactor?.cancel()
        default: interactor?.cancel()
        }
        if gesture.state == .ended || gesture.state == .cancelled { interactor = nil }
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { SlideAway() }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interactor
    }
}

/// The pan's handler declared for a tap but added to a plain pan: Objective-C would call it; Swift on Linux cannot pass
/// the pan as a tap.
final class MismatchedSenderScreen: PanDismissedScreen {
    override var action: Selector { Selector(MismatchedSenderScreen.pan(_:), name: "pan:") }
    var calls = 0
    func pan(_ gesture: UITapGestureRecognizer) { calls += 1 }
}

/// The pan's handler declared for a screen-edge pan but added to a plain pan (the fourth sample's D10): Objective-C calls
/// it, and so does Glide (a plain pan answers no edges).
final class EdgeDeclaredSenderScreen: PanDismissedScreen {
    override var action: Selector { Selector(EdgeDeclaredSenderScreen.pan(_:), name: "pan:") }
    func pan(_ gesture: UIScreenEdgePanGestureRecognizer) { drive(gesture) }
}

/// The same screen with the handler declared as iOS code usually declares it: the recognizer's own class.
final class MatchedSenderScreen: PanDismissedScreen {
    override var action: Selector { Selector(MatchedSenderScreen.pan(_:), name: "pan:") }
    func pan(_ gesture: UIPanGestureRecognizer) { drive(gesture) }
}

/// A presented screen whose constraints cannot all hold: UIKit logs "Unable to simultaneously satisfy constraints"
/// and breaks one; the transition itself is fine.
final class ConflictingConstraintsScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100), box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 50), box.topAnchor.constraint(equalTo: view.topAnchor),
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
        modalPresentationStyle = .fullScreen
    }
}

/// A screen that logs 150 distinct console lines the first time one of its kind loads its view.
final class ChattyScreen: UIViewController {
    static var logged = false

    override func viewDidLoad() {
        super.viewDidLoad()
        if !Self.logged {
            Self.logged = true
            for index in 0..<150 { GlideDiagnostics.log("line \(index)") }
        }
        modalPresentationStyle = .fullScreen
    }
}

/// What ``GlideDiagnostics`` gets during a check is in its report: UIKit's console lines as information, Glide's
/// limits as an incomplete check.
@MainActor
struct DiagnosticsReportTests {
    @Test("an action Glide cannot deliver makes the check incomplete, not passed, and says whose limit it is")
    func undeliveredActionIsALimit() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: MismatchedSenderScreen(), options: .init(runs: 0)
        ).runNow()
        #expect(report.limits.count == 1, "\(report.diagnostics)")
        let limit = try #require(report.limits.first)
        #expect(limit.message.contains("the action pan: of MismatchedSenderScreen was not called"))
        #expect(limit.occurrences > 1, "each scenario's new recognizer reports it once")
        #expect(!report.passed)
        let text = report.text()
        #expect(text.contains("INCOMPLETE: Glide could not run part of the app as iOS would"), "\(text)")
        #expect(text.hasSuffix("incomplete: 1 limit of Glide met."), "\(text.suffix(200))")
        #expect(report.description.contains("incomplete: 1 limit of Glide met"))
        #expect(report.failures.contains("INCOMPLETE"))
        #expect(report.junitXML().contains("type=\"GlideLimit\""))
        let json = try #require(String(data: try report.json(), encoding: .utf8))
        #expect(json.contains("\"kind\" : \"glideLimit\""))
    }

    @Test("a handler declared for an edge pan and added to a plain pan is called, as on iOS: no limit, the pan dismisses")
    func edgeDeclaredSenderMeetsNoLimit() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: EdgeDeclaredSenderScreen(), options: .init(runs: 0)
        ).runNow()
        #expect(report.limits.isEmpty, "\(report.diagnostics)")
        #expect((report.scenarioCounts["touches"] ?? 0) > 0, "\(report.scenarioCounts)")
    }

    @Test("the same screen with the handler declared for its own recognizer meets no limit")
    func matchedSenderMeetsNoLimit() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: MatchedSenderScreen(), options: .init(runs: 0)
        ).runNow()
        #expect(report.limits.isEmpty, "\(report.limits)")
        #expect(report.scenarioCounts["touches", default: 0] > 0, "the pan's scripts ran: \(report.scenarioCounts)")
    }

    @Test("UIKit's console lines are reported once each with a count and never fail the check")
    func consoleLinesAreInformation() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: ConflictingConstraintsScreen(), options: .init(runs: 0)
        ).runNow()
        let console = report.diagnostics.filter { $0.kind == .console }
        #expect(console.contains { $0.message.hasPrefix("Unable to simultaneously satisfy constraints.") }, "\(report.diagnostics)")
        #expect(report.limits.isEmpty)
        #expect(report.passed, "\(report.failures)")
        let text = report.text()
        #expect(text.contains("Console (what UIKit would print or raise on iOS during these scenarios; not a failure):"))
        #expect(text.contains("  Unable to simultaneously satisfy constraints. (+"), "the first line only, with the count of the rest")
    }

    @Test("a check takes out what it logged and leaves what was logged before it")
    func collectingRestoresEarlierMessages() throws {
        GlideDiagnostics.clear()
        GlideDiagnostics.log("before the check")
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: ConflictingConstraintsScreen(), options: .init(runs: 0)
        ).runNow()
        #expect(!report.diagnostics.isEmpty)
        #expect(GlideDiagnostics.messages == ["before the check"])
        GlideDiagnostics.clear()
    }

    @Test("a report keeps the first distinct messages and says how many more there were")
    func distinctMessagesAreBounded() throws {
        ChattyScreen.logged = false
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: ChattyScreen(), options: .init(runs: 0)
        ).runNow()
        #expect(report.diagnostics.count == CheckReport.diagnosticLimit + 1)
        #expect(report.diagnostics.first?.message == "line 0")
        let last = try #require(report.diagnostics.last)
        #expect(last.message == "… and 50 more messages not kept")
        #expect(last.occurrences == 50)
    }

    @Test("the log keeps at most its capacity and counts the rest")
    func logIsBounded() {
        let (_, entries, dropped) = GlideDiagnostics.collecting {
            for index in 0..<(GlideDiagnostics.capacity + 5) { GlideDiagnostics.log("message \(index % 3)") }
        }
        #expect(entries.count == GlideDiagnostics.capacity)
        #expect(dropped == 5)
    }
}
