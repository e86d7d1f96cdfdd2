import Foundation
import GlideExamples
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// Flows as the eighth unseen sample's run showed they must judge them (docs/unseen-code.md, "The eighth sample").
@MainActor
struct EighthSampleFlowTests {
    /// A slide-out dismissal that puts the presenter's view under the presented one and, cancelled, leaves it there
    /// (K02's `Dismiss.swift`): UIKit leaves the to-view where the animator put it.
    final class SlideOut: NSObject, UIViewControllerAnimatedTransitioning {
        let removesToViewOnCancel: Bool
        init(removesToViewOnCancel: Bool) { self.removesToViewOnCancel = removesToViewOnCancel }
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let from = context.view(forKey: .from)!, to = context.view(forKey: .to)!
            context.containerView.addSubview(to)
            context.containerView.addSubview(from)
            UIView.animate(withDuration: 0.4, animations: { from.frame.origin.x = 390 }) { _ in
                if context.transitionWasCancelled, self.removesToViewOnCancel { to.removeFromSuperview() }
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class Detail: UIViewController, UIViewControllerTransitioningDelegate {
        var interactor: UIPercentDrivenInteractiveTransition?
        let removesToViewOnCancel: Bool
        let opaque: Bool
        /// A close button of its own (the ninth sample's M01), of the same type as the presenter's button.
        let closeButton: Bool
        init(removesToViewOnCancel: Bool, opaque: Bool, closeButton: Bool = false) {
            self.removesToViewOnCancel = removesToViewOnCancel
            self.opaque = opaque
            self.closeButton = closeButton
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .fullScreen
            transitioningDelegate = self
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = opaque ? .lightGray : UIColor.black.withAlphaComponent(0.3)
            if closeButton { view.addSubview(UIButton(frame: CGRect(x: 320, y: 60, width: 50, height: 30))) }
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(Detail.pan(_:), name: "pan:")))
        }
        func pan(_ pan: UIPanGestureRecognizer) {
            let p = pan.translation(in: view).x / view.bounds.width
            switch pan.state {
            case .began: interactor = FlickSafeInteractiveTransition(); dismiss(animated: true)
            case .changed: interactor?.update(p)
            case .ended, .cancelled: if p > 0.5 { interactor?.finish() } else { interactor?.cancel() }; interactor = nil
            default: break
            }
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            SlideOut(removesToViewOnCancel: removesToViewOnCancel)
        }
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
            interactor
        }
    }

    /// A presenter with a button on its screen.
    final class Home: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addSubview(UIButton(frame: CGRect(x: 150, y: 400, width: 90, height: 30)))
        }
    }

    private func report(removesToViewOnCancel: Bool, opaque: Bool, closeButton: Bool = false) throws -> CheckReport {
        try TransitionCheck(
            presenting: Home(),
            presented: Detail(removesToViewOnCancel: removesToViewOnCancel, opaque: opaque, closeButton: closeButton),
            options: .init(runs: 0)
        ).runNow()
    }

    @Test("a to-view a cancel leaves under the opaque presented view fails no flow: nothing of it shows (18 warns)")
    func aCoveredLeftoverIsNotAFlowFailure() throws {
        let covered = try report(removesToViewOnCancel: false, opaque: true)
        #expect(covered.flowFailures.isEmpty, "\(covered.flowFailures.prefix(2))")
        #expect(covered.warnedInvariants.contains(18) && !covered.failedInvariants.contains(18))
        #expect((covered.flows?.flowCount ?? 0) > 10, "the flows ran")
        // The same leftover under a translucent presented view shows, and the flows say so (as 18 does).
        let showing = try report(removesToViewOnCancel: false, opaque: false)
        #expect(!showing.flowFailures.isEmpty)
        #expect(showing.failedInvariants.contains(18))
        // The presented screen's own button, which shows, does not make the covered presenter's button seen: views are
        // seen by their place (the ninth sample's M01: 62 false flows when seen views were keyed by type).
        let withButton = try report(removesToViewOnCancel: false, opaque: true, closeButton: true)
        #expect(withButton.flowFailures.isEmpty, "\(withButton.flowFailures.prefix(2))")
        // The animator that removes its to-view on a cancel passes both.
        let clean = try report(removesToViewOnCancel: true, opaque: false)
        #expect(clean.flowFailures.isEmpty && clean.passed, "\(clean.failures.prefix(2))")
    }

    /// A card whose pan (on `panView`) only scales the presenter; its dismissal's button is somewhere on the card.
    final class Card: UIViewController {
        let pan = UIPanGestureRecognizer()
        let handle = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        let onHandle: Bool
        var presses = 0
        var pressesWhileHeld = 0
        init(panOnHandle: Bool) {
            onHandle = panOnHandle
            super.init(nibName: nil, bundle: nil)
            modalPresentationStyle = .overFullScreen
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .lightGray
            view.addSubview(handle)
            pan.addTarget(self, action: Selector(Card.dragged(_:), name: "dragged:"))
            (onHandle ? handle : view).addGestureRecognizer(pan)
        }
        func dragged(_ pan: UIPanGestureRecognizer) {}
        func close() {
            presses += 1
            if pan.state == .began || pan.state == .changed { pressesWhileHeld += 1 }
            dismiss(animated: true)
        }
    }

    @Test("a flow presses no button while the held gesture's recognizer covers its screen; one beside the recognizer's view it presses")
    func noButtonUnderAHeldPan() throws {
        var cards: [Card] = []
        func run(panOnHandle: Bool) throws -> CheckReport {
            cards = []
            return try TransitionCheck(
                presenting: UIViewController(),
                presented: { () -> Card in let card = Card(panOnHandle: panOnHandle); cards.append(card); return card }(),
                dismiss: { _, presented in presented.close() },
                options: .init(runs: 0)
            ).runNow()
        }
        let whole = try run(panOnHandle: false)
        #expect(whole.flows?.flowCount ?? 0 > 0)
        #expect(cards.reduce(0) { $0 + $1.presses } > 0, "the button is pressed in other flows")
        #expect(cards.reduce(0) { $0 + $1.pressesWhileHeld } == 0, "a second finger on the card joins its pan: no press")
        _ = try run(panOnHandle: true)
        #expect(cards.reduce(0) { $0 + $1.pressesWhileHeld } > 0, "the button beside the handle's pan can be pressed")
    }

    /// An animator written for full screen before iOS 13: its dismissal puts the presenter's view into the container.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using context: any UIViewControllerContextTransitioning) {
            let toView = context.viewController(forKey: .to)!.view!
            context.containerView.addSubview(toView)
            toView.alpha = 0
            UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
    }

    final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
            -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { FadeAnimator() }
    }

    @Test("under the default page sheet, a dismissal that takes the presenter's view with it is the black screen, and 24 says UIKit refused the next presentation")
    func theDefaultStylesBlackScreen() throws {
        let delegate = FadeDelegate()
        var options = TransitionCheck.Options(runs: 0)
        options.flows = false
        let report = try TransitionCheck(presenting: UIViewController(), presented: UIViewController(), transitioningDelegate: delegate,
                                         options: options).runNow()
        #expect(report.failedInvariants.contains(20) && report.failedInvariants.contains(24), "\(report.failedInvariants)")
        let refused = report.violations.first { $0.invariant == 24 }
        let text = refused.map { String(describing: $0) } ?? ""
        #expect(text.contains("could not begin: UIKit refused it (\"Attempt to present"), "\(text)")
        let blackScreen = report.violations.first { $0.invariant == 20 }.map { String(describing: $0) } ?? ""
        #expect(blackScreen.contains("(pageSheet"), "\(blackScreen)")
    }

    @Test("a push the app makes by replacing the stack (a segue's setViewControllers([next], animated: true)) is a finished push, and there is nothing to pop after it")
    func aPushThatReplacesTheStack() throws {
        let report = try TransitionCheck(
            navigationController: UINavigationController(rootViewController: UIViewController()),
            pushed: UIViewController(),
            push: { navigation, pushed in navigation.setViewControllers([pushed], animated: true) },
            options: .init(runs: 0)
        ).runNow()
        #expect(!report.failedInvariants.contains(25) && !report.failedInvariants.contains(24),
                "\(report.violations.filter { [24, 25].contains($0.invariant) }.prefix(2))")
        #expect(report.scenarioCount > 0)
    }

    @Test("a view that showed and is now out of sight is reported with where it went")
    func aViewMovedOutOfSightKeepsBothLines() {
        var before = FlowState(shown: false, viewControllers: [:], views: ["Source.view in Root.view: frame (0.0, 0.0, 390.0, 844.0), transform identity, alpha 1.0, isHidden false"],
                               recognizers: [:], inFlight: false)
        before.seenViews = ["Source.view in Root.view"]
        var after = FlowState(shown: false, viewControllers: [:], views: ["Source.view in Root.view: frame (-390.0, 0.0, 390.0, 844.0), transform identity, alpha 1.0, isHidden false",
                                                                          "Leftover.view in Root.view: frame (-390.0, 0.0, 390.0, 844.0), transform identity, alpha 1.0, isHidden false"],
                              recognizers: [:], inFlight: false)
        after.seenViews = []
        let kept = after.excludingUnseenViews(after.differences(from: before), reference: before)
        #expect(kept.count == 2, "\(kept)")
        #expect(kept.contains { $0.hasPrefix("view there now: Source.view") && $0.contains("-390.0") })
        #expect(!kept.contains { $0.contains("Leftover.view") }, "a view never seen is left out")
    }
}
