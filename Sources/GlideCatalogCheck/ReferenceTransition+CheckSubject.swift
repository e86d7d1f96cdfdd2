import Foundation
import GlideCatalog
import GlideCheck
import GlideExamples
import GlideUIKitCore

extension ReferenceTransition {
    /// The style the transition is written for (`.custom` for the card and the half sheet, full screen otherwise).
    @MainActor
    public var nativeStyle: CheckStyle {
        let clock = ManualClock()
        return clock.withCurrent { CheckStyle(makeScene(clock: clock).presented.modalPresentationStyle) }
    }

    /// The transition as a subject for the checker, in its own style (or in `styles`: the presented
    /// view controller's `modalPresentationStyle` is set to each; navigation is not offered).
    @MainActor
    public func checkSubject(styles: [CheckStyle]? = nil) -> TransitionSubject {
        let transition = self
        let native = nativeStyle
        return TransitionSubject(name: name, styles: (styles ?? [native]).filter { !$0.isContainment }) { clock, style in
            let scene = transition.makeScene(clock: clock)
            if style != native { scene.presented.modalPresentationStyle = style.modalStyle }
            let bystander = UIViewController(name: "bystander")
            bystander.loadViewIfNeeded()
            return CheckScene(
                window: scene.window, presenter: scene.presenter, presented: scene.presented, delegate: scene.delegate,
                bystander: bystander, gestureHandlers: scene.gestureHandlers)
        }
    }
}
