import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// Invariant 41 and the flows' status bar: a photo viewer that hides the status bar once it is up, or on a tap, and
/// forgets `setNeedsStatusBarAppearanceUpdate()` keeps the bar on iOS (B16); told, it hides it.
@MainActor @Suite struct StatusBarCheckTests {
    final class Rise: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let presenting = context.viewController(forKey: .to)?.isBeingPresented == true
            let key: UITransitionContextViewKey = presenting ? .to : .from
            guard let view = context.view(forKey: key), let vc = context.viewController(forKey: presenting ? .to : .from) else { return }
            let shown = context.finalFrame(for: vc).isEmpty ? context.initialFrame(for: vc) : context.finalFrame(for: vc)
            let below = shown.offsetBy(dx: 0, dy: context.containerView.bounds.height)
            if presenting {
                context.containerView.addSubview(view)
                view.frame = below
            }
            UIView.animate(withDuration: 0.3, animations: { view.frame = presenting ? shown : below }) { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { view.frame = presenting ? below : shown }
                if cancelled && presenting { view.removeFromSuperview() }
                context.completeTransition(!cancelled)
                // The viewer goes full screen once it is up: the status bar should go with its chrome.
                if presenting && !cancelled { (vc as? Viewer)?.showsChrome = false }
            }
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { Rise() }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { Rise() }
    }

    /// The viewer: its chrome (and the status bar) hides once it is up and toggles on a tap; `tellsUIKit` is the fix.
    class Viewer: UIViewController {
        var tellsUIKit: Bool { false }
        var showsChrome = true {
            didSet { if tellsUIKit { setNeedsStatusBarAppearanceUpdate() } }
        }
        override var prefersStatusBarHidden: Bool { !showsChrome }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
        }
    }
    final class FixedViewer: Viewer {
        override var tellsUIKit: Bool { true }
    }

    class TappableViewer: Viewer {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(TappableViewer.tapped(_:), name: "tapped:")))
        }
        func tapped(_ tap: UITapGestureRecognizer) { showsChrome.toggle() }
    }
    final class FixedTappableViewer: TappableViewer {
        override var tellsUIKit: Bool { true }
    }

    /// A check of `Screen`'s presentation, a new one for each scenario.
    func check(_ make: @escaping @MainActor () -> Viewer) throws -> CheckReport {
        try TransitionCheck(
            presenting: UIViewController(), presented: make(), transitioningDelegate: Delegate(), styles: [.fullScreen],
            options: .init(runs: 0)
        ).runNow()
    }

    @Test("a viewer that hides the status bar after its presentation without telling UIKit breaks 41; told, it does not")
    func hiddenAfterThePresentationWithoutTheCall() throws {
        let report = try check { Viewer() }
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.failedInvariants.contains(41), "\(report.failedInvariants)")
        let evidence = try #require(report.result(41)?.smallest?.evidence)
        #expect(evidence.before == "shown, style .default" && evidence.after == "hidden, style .default", "\(evidence)")
        #expect(evidence.message.contains("Viewer now answers hidden"), "\(evidence.message)")
        #expect(evidence.message.contains("setNeedsStatusBarAppearanceUpdate()"), "\(evidence.message)")
        let fixed = try check { FixedViewer() }
        #expect(!fixed.failedInvariants.contains(41), "\(fixed.failures.prefix(2))")
        #expect(fixed.flowFailures.allSatisfy { !$0.differences.joined().contains("status bar") }, "\(fixed.flowFailures.prefix(2))")
    }

    @Test("a tap that hides the status bar without telling UIKit fails the flows that tap the viewer; told, they pass")
    func aTapThatHidesTheBarWithoutTheCall() throws {
        let report = try check { TappableViewer() }
        let statusBarFlows = report.flowFailures.filter { $0.differences.contains { $0.contains("the status bar shows") } }
        #expect(!statusBarFlows.isEmpty, "\(report.flowFailures.prefix(3))")
        let fixed = try check { FixedTappableViewer() }
        #expect(fixed.flowFailures.allSatisfy { !$0.differences.joined().contains("the status bar shows") }, "\(fixed.flowFailures.prefix(2))")
        #expect(!fixed.failedInvariants.contains(41), "\(fixed.failures.prefix(2))")
    }
}

