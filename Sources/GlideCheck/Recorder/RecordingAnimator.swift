import Foundation
import GlideUIKitCore

/// Stands in for the animator under check: forwards every call and tells the recorder about it,
/// and asks the context the animator is handed about keys and frames (invariant 30).
@MainActor
final class RecordingAnimator: UIViewControllerAnimatedTransitioning {
    let base: any UIViewControllerAnimatedTransitioning
    weak var recorder: Recorder?

    init(_ base: any UIViewControllerAnimatedTransitioning, recorder: Recorder) {
        self.base = base
        self.recorder = recorder
        // The user's animator, not this wrapper, is where views get their names.
        recorder.noteAnimator(base)
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        if let transitionContext { recorder?.captureLoadedViews(transitionContext) }
        let duration = base.transitionDuration(using: transitionContext)
        if let recorder, recorder.context != nil, transitionContext === recorder.context || recorder.animatorContext == nil {
            recorder.noteDurationAnswer(duration)
        }
        recorder?.note(.transitionDuration(duration))
        return duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        recorder?.captureLoadedViews(transitionContext)
        if let recorder, recorder.armed {
            recorder.animatorContext = transitionContext
            if recorder.answers == nil { recorder.answers = ask(transitionContext, bystander: recorder.scene.bystander) }
            if recorder.answeredDuration == nil { recorder.noteDurationAnswer(base.transitionDuration(using: transitionContext)) }
            recorder.note(.animateTransition(engineContext: transitionContext === recorder.context))
        }
        let sources = firstFrameSources(transitionContext)
        base.animateTransition(using: transitionContext)
        if let sources { recorder?.noteFirstFrame(after: sources) }
    }

    /// What showed just before the animator's first frame (invariant 40), the first time the transition under check
    /// asks the animator to set it up.
    private func firstFrameSources(_ transitionContext: any UIViewControllerContextTransitioning) -> [Recorder.ShownSource]? {
        guard let recorder, recorder.armed, !recorder.firstFramePictured, transitionContext === recorder.context else { return nil }
        recorder.firstFramePictured = true
        let sources = recorder.shownSources()
        recorder.shownBeforeFirstFrame = Set(sources.map { ObjectIdentifier($0.view) })
        recorder.firstFrameNanoseconds = recorder.clock.nowNanoseconds
        return sources
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        recorder?.captureLoadedViews(transitionContext)
        let sources = firstFrameSources(transitionContext)
        let animator = base.interruptibleAnimator(using: transitionContext)
        if let sources { recorder?.noteFirstFrame(after: sources) }
        if let recorder, recorder.armed {
            if recorder.animatorContext == nil { recorder.animatorContext = transitionContext }
            if recorder.answers == nil { recorder.answers = ask(transitionContext, bystander: recorder.scene.bystander) }
            let vended = animator is UIViewPropertyAnimator
            let first = recorder.interruptibleAnimators.isEmpty
            recorder.note(.interruptibleAnimator(vended: vended, instance: recorder.instanceNumber(of: animator)))
            // Invariant 36: the header's contract is the same animator for the life of the transition, whoever
            // asks (the app's own animateTransition, a coordinator's client). UIKit's interactor asks once, so
            // the checker asks once more, at once: a new animator per call shows here, never started.
            if first, vended, transitionContext === recorder.context {
                let again = base.interruptibleAnimator(using: transitionContext)
                recorder.note(.interruptibleAnimator(vended: again is UIViewPropertyAnimator, instance: recorder.instanceNumber(of: again)))
            }
        }
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        recorder?.note(.animationEnded(transitionCompleted))
        base.animationEnded(transitionCompleted)
    }

    private func ask(_ context: any UIViewControllerContextTransitioning, bystander: UIViewController?) -> ContextAnswers {
        let unknownView = UITransitionContextViewKey(rawValue: "GlideCheckUnknownViewKey")
        let unknownController = UITransitionContextViewControllerKey(rawValue: "GlideCheckUnknownViewControllerKey")
        let from = context.viewController(forKey: .from)
        return ContextAnswers(
            unknownViewKeyIsNil: context.view(forKey: unknownView) == nil,
            unknownViewControllerKeyIsNil: context.viewController(forKey: unknownController) == nil,
            bystanderInitialFrame: bystander.map { CheckFormat.rect(context.initialFrame(for: $0)) },
            bystanderFinalFrame: bystander.map { CheckFormat.rect(context.finalFrame(for: $0)) },
            fromFinalFrame: from.map { CheckFormat.rect(context.finalFrame(for: $0)) } ?? "nil")
    }
}

/// Wraps the scene's transitioning delegate: vends its animators wrapped for recording, its
/// presentation controller, and the checker's interactor.
///
/// It asks the delegate the view controller has when UIKit asks (its `transitioningDelegate`, weak as in
/// UIKit), and the scene's only when it has none: an app's own code can set the delegate just before it
/// presents (`vc.transitioningDelegate = MyDelegate()` in the method that presents, the delegate then kept
/// alive by the presentation controller it vends), and UIKit asks that one.
@MainActor
package final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    /// Held weakly (the scene holds the app's delegate): a view controller that is its own delegate would otherwise
    /// keep itself alive through this wrapper.
    weak var base: (any UIViewControllerTransitioningDelegate)?
    package weak var recorder: Recorder?
    /// What UIKit gets when it asks for an interaction controller.
    package let vending: InteractionVending
    /// The view controller of the transition UIKit last asked an animator for: it asks for the interaction
    /// controller next, with the animator only.
    private weak var asked: UIViewController?

    package init(base: (any UIViewControllerTransitioningDelegate)?, recorder: Recorder, vending: InteractionVending) {
        self.base = base
        self.recorder = recorder
        self.vending = vending
    }

    /// The app's delegate for `viewController`'s transition: its own `transitioningDelegate`, else the scene's.
    private func delegate(of viewController: UIViewController?) -> (any UIViewControllerTransitioningDelegate)? {
        let found = viewController?.transitioningDelegate ?? base
        if let found { recorder?.noteTransitioningDelegate(found) }
        return found
    }

    private func wrap(_ animator: (any UIViewControllerAnimatedTransitioning)?) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let animator, let recorder else { return animator }
        return RecordingAnimator(animator, recorder: recorder)
    }

    package func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked = presented
        return wrap(delegate(of: presented)?.animationController(forPresented: presented, presenting: presenting, source: source))
    }

    package func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked = dismissed
        return wrap(delegate(of: dismissed)?.animationController(forDismissed: dismissed))
    }

    package func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        let app = delegate(of: asked)
        return vending.answer("interactionControllerForPresentation(using:)") {
            app?.interactionControllerForPresentation(using: InteractionVending.unwrapped(animator))
        }
    }

    package func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        let app = delegate(of: asked)
        return vending.answer("interactionControllerForDismissal(using:)") {
            app?.interactionControllerForDismissal(using: InteractionVending.unwrapped(animator))
        }
    }

    package func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        delegate(of: presented)?.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}

/// Wraps the scene's tab bar controller delegate the same way.
@MainActor
final class RecordingTabBarDelegate: UITabBarControllerDelegate {
    /// Held weakly, as the modal wrapper's.
    weak var base: (any UITabBarControllerDelegate)?
    weak var recorder: Recorder?
    let vending: InteractionVending

    init(base: (any UITabBarControllerDelegate)?, recorder: Recorder, vending: InteractionVending) {
        self.base = base
        self.recorder = recorder
        self.vending = vending
    }

    /// The app's delegate when UIKit asks: the tab bar controller's own `delegate`, else the scene's.
    private func app(_ tabBarController: UITabBarController) -> (any UITabBarControllerDelegate)? {
        tabBarController.delegate ?? base
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        app(tabBarController)?.tabBarController(tabBarController, shouldSelect: viewController) ?? true
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        app(tabBarController)?.tabBarController(tabBarController, didSelect: viewController)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let animator = app(tabBarController)?.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC),
              let recorder
        else { return nil }
        return RecordingAnimator(animator, recorder: recorder)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        vending.answer("tabBarController(_:interactionControllerFor:)") {
            app(tabBarController)?.tabBarController(tabBarController, interactionControllerFor: InteractionVending.unwrapped(animationController))
        }
    }
}

/// Wraps the scene's navigation delegate the same way.
@MainActor
package final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    /// Held weakly, as the modal wrapper's.
    weak var base: (any UINavigationControllerDelegate)?
    package weak var recorder: Recorder?
    package let vending: InteractionVending

    package init(base: (any UINavigationControllerDelegate)?, recorder: Recorder, vending: InteractionVending) {
        self.base = base
        self.recorder = recorder
        self.vending = vending
    }

    /// The app's delegate when UIKit asks: the navigation controller's own `delegate` (the app's code may set
    /// it just before it pushes), else the scene's.
    private func app(_ navigationController: UINavigationController) -> (any UINavigationControllerDelegate)? {
        navigationController.delegate ?? base
    }

    package func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let animator = app(navigationController)?.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC),
              let recorder
        else { return nil }
        return RecordingAnimator(animator, recorder: recorder)
    }

    package func navigationController(
        _ navigationController: UINavigationController, interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
        vending.answer("navigationController(_:interactionControllerFor:)") {
            app(navigationController)?.navigationController(navigationController, interactionControllerFor: InteractionVending.unwrapped(animationController))
        }
    }

    package func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        app(navigationController)?.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    package func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        app(navigationController)?.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
