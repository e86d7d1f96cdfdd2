import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// The snapshot flip: present and dismiss, animated and interactive, finished and cancelled; and the buggy form.
@MainActor @Suite struct FlipTransitionTests {
    let fullScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let cardFrame = CGRect(x: 45, y: 212, width: 300, height: 420)

    func expectFlat(_ view: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(view.transform3D == .identity, "\(view.name) transform \(view.transform3D)", sourceLocation: sourceLocation)
        #expect(view.frame == fullScreen, "\(view.name) frame \(view.frame)", sourceLocation: sourceLocation)
        #expect(!view.isHidden && view.alpha == 1, sourceLocation: sourceLocation)
    }

    @Test func yRotationHasThePerspective() {
        // A rotation about y seen through m34 = -0.002: w = 1 + 0.002·sin(a)·x − 0.002·cos(a)·z.
        for angle in [0.3, Double.pi / 2, -Double.pi / 2] {
            let t = FlipAnimation.yRotation(angle)
            #expect(t.m14.isClose(to: 0.002 * sin(angle), within: 1e-12))
            #expect(t.m34.isClose(to: -0.002 * cos(angle), within: 1e-12))
            #expect(t.m11.isClose(to: cos(angle), within: 1e-12) && t.m22 == 1)
        }
        #expect(FlipAnimation.yRotation(0).m34 == -0.002)
        let t = FlipAnimation.yRotation(.pi / 2)
        // Edge-on: a view turned by π/2 has no width.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform3D = t
        #expect(v.frame.width < 1e-9)
    }

    @Test(arguments: Drive.allCases)
    func present(_ mode: Drive) throws {
        let clock = makeClock()
        let s = FlipScene(clock: clock)
        let front = s.front.view!, frontCallbacks = s.front.appearanceCallbacks.count
        let run = try #require(drive(s.scene, .present, mode, clock: clock) { p in
            let snapshot = s.scene.view(named: "flip.snapshot")
            #expect(snapshot != nil, "the snapshot stands in for the destination during the flip")
            #expect(s.back.view.isHidden)
            if p < 1.0 / 3 {
                // First third: the front turns away; the snapshot waits edge-on on the card.
                #expect(front.presentationFrame.width < 390 / 2 && front.presentationFrame.width > 0)
                #expect(snapshot?.layer.presentationState().transform == FlipAnimation.yRotation(.pi / 2))
                #expect(snapshot?.layer.presentationState().bounds.size == cardFrame.size)
                #expect(snapshot?.layer.presentationState().position == cardFrame.center)
            } else if p > 2.0 / 3 {
                // Last third: the front is edge-on, the snapshot is flat and grows (10 % of the way at 0.7).
                #expect(front.layer.presentationState().transform == FlipAnimation.yRotation(-.pi / 2))
                #expect(snapshot?.layer.presentationState().transform == .identity)
                let grown = snapshot?.presentationFrame ?? .zero
                #expect(grown.isClose(to: CGRect(x: 40.5, y: 190.8, width: 309, height: 462.4), within: 1e-6), "\(grown)")
                let radius = snapshot?.layer.presentationState().cornerRadius ?? -1
                #expect(radius.isClose(to: 14.4))
            }
        })
        let cancelled = mode.cancels
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.presentAnimator?.endedValues == [!cancelled])
        #expect(s.scene.view(named: "flip.snapshot") == nil && container.view(named: "flip.snapshot") == nil)
        #expect(front.transform3D == .identity)
        #expect(nothingAnimates(in: s.scene.window) && nothingAnimates(in: container))
        if cancelled {
            #expect(s.front.presentedViewController == nil && s.back.presentingViewController == nil)
            #expect(names(s.scene.window.subviews) == ["flip.front.view"])
            expectFlat(front)
            #expect(container.superview == nil && container.subviews.isEmpty)
            #expect(s.back.view.superview == nil && !s.back.view.isHidden)
            #expect(appearance(s.back) == Appearance.appearanceCancelled)
            #expect(appearance(s.front, since: frontCallbacks) == Appearance.disappearanceCancelled)
            #expect(s.front.appearanceState == .appeared && s.back.appearanceState == .disappeared)
        } else {
            #expect(s.front.presentedViewController === s.back && s.back.presentingViewController === s.front)
            // Full screen: the presenter's view leaves the window once the presentation completes.
            #expect(names(s.scene.window.subviews) == ["UITransitionView"])
            #expect(names(container.subviews) == ["flip.back.view"])
            #expect(front.superview == nil)
            expectFlat(s.back.view)
            #expect(appearance(s.back) == Appearance.appeared)
            #expect(appearance(s.front, since: frontCallbacks) == Appearance.disappeared)
            #expect(s.front.appearanceState == .disappeared && s.back.appearanceState == .appeared)
        }
    }

    @Test(arguments: Drive.allCases)
    func dismiss(_ mode: Drive) throws {
        let clock = makeClock()
        let s = FlipScene(clock: clock)
        s.scene.present()
        clock.advance(by: 1)
        #expect(s.front.presentedViewController === s.back)
        let front = s.front.view!, back = s.back.view!
        let frontCallbacks = s.front.appearanceCallbacks.count, backCallbacks = s.back.appearanceCallbacks.count
        let run = try #require(drive(s.scene, .dismiss, mode, clock: clock) { p in
            let container = s.scene.window.subviews.last
            let snapshot = container?.view(named: "flip.snapshot")
            #expect(back.isHidden)
            #expect(container?.subviews.first === front, "the presenter's view goes in at the back")
            if p < 1.0 / 3 {
                // First third: the snapshot shrinks onto the card (90 % of the way at 0.3).
                let frame = snapshot?.presentationFrame ?? .zero
                #expect(frame.isClose(to: CGRect(x: 40.5, y: 190.8, width: 309, height: 462.4), within: 1e-6), "\(frame)")
                #expect(front.layer.presentationState().transform == FlipAnimation.yRotation(-.pi / 2))
            } else if p > 2.0 / 3 {
                #expect(snapshot?.layer.presentationState().transform == FlipAnimation.yRotation(.pi / 2))
                #expect(front.presentationFrame.width > 0 && front.presentationFrame.width < 390 / 2)
            }
        })
        let cancelled = mode.cancels
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.dismissAnimator?.endedValues == [!cancelled])
        #expect(container.view(named: "flip.snapshot") == nil && s.scene.view(named: "flip.snapshot") == nil)
        #expect(front.transform3D == .identity && !back.isHidden)
        #expect(nothingAnimates(in: s.scene.window))
        if cancelled {
            // Still presented; the revealed view the animator inserted is gone again.
            #expect(s.front.presentedViewController === s.back)
            #expect(names(s.scene.window.subviews) == ["UITransitionView"])
            #expect(names(container.subviews) == ["flip.back.view"])
            #expect(front.superview == nil)
            expectFlat(back)
            #expect(appearance(s.back, since: backCallbacks) == Appearance.disappearanceCancelled)
            #expect(appearance(s.front, since: frontCallbacks) == Appearance.appearanceCancelled)
            #expect(s.back.appearanceState == .appeared && s.front.appearanceState == .disappeared)
        } else {
            #expect(s.front.presentedViewController == nil && s.back.presentingViewController == nil)
            #expect(names(s.scene.window.subviews) == ["flip.front.view"])
            #expect(front.superview === s.scene.window)
            expectFlat(front)
            #expect(container.superview == nil && back.window == nil)
            #expect(appearance(s.back, since: backCallbacks) == Appearance.disappeared)
            #expect(appearance(s.front, since: frontCallbacks) == Appearance.appeared)
            #expect(s.back.appearanceState == .disappeared && s.front.appearanceState == .appeared)
        }
    }

    /// flip-buggy: with no cancel branch, a cancelled dismissal leaves the revealed view and the snapshot in the container.
    @Test(arguments: ExampleVariant.allCases)
    func cancelledDismissalCleansUp(_ variant: ExampleVariant) throws {
        let clock = makeClock()
        let s = FlipScene(clock: clock, variant: variant)
        s.scene.present()
        clock.advance(by: 1)
        let run = try #require(drive(s.scene, .dismiss, .interactiveCancel, clock: clock))
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: true), "the completion argument is right in both forms")
        #expect(s.front.presentedViewController === s.back)
        switch variant {
        case .reference:
            #expect(names(container.subviews) == ["flip.back.view"])
            #expect(s.front.view.superview == nil)
        case .buggy:
            // Left behind: the presenter's view under the presented one, and above it the snapshot, which
            // the reversal put back flat over the presented view (UIKit restores animated values, not
            // subviews): a copy that no longer follows the screen it covers.
            #expect(names(container.subviews) == ["flip.front.view", "flip.back.view", "flip.snapshot"])
            #expect(s.front.view.window === s.scene.window)
            let snapshot = try #require(container.view(named: "flip.snapshot"))
            #expect(snapshot.transform3D == .identity)
            #expect(snapshot.frame == s.back.view.frame)
        }
    }

    @Test func buggyFormIsCleanWhenTheDismissalCompletes() throws {
        let clock = makeClock()
        let s = FlipScene(clock: clock, variant: .buggy)
        s.scene.present()
        clock.advance(by: 1)
        let run = try #require(drive(s.scene, .dismiss, .interactiveFinish, clock: clock))
        #expect(run.completedOnceCorrectly(cancelled: false))
        #expect(names(s.scene.window.subviews) == ["flip.front.view"])
        #expect(s.scene.view(named: "flip.snapshot") == nil)
        expectFlat(s.front.view)
    }

    @Test func nonAnimatedPresentAndDismiss() {
        let clock = makeClock()
        let s = FlipScene(clock: clock)
        s.scene.present(animated: false)
        #expect(s.front.presentedViewController === s.back)
        #expect(names(s.scene.window.subviews) == ["UITransitionView"])
        s.scene.dismiss(animated: false)
        #expect(s.front.presentedViewController == nil)
        #expect(names(s.scene.window.subviews) == ["flip.front.view"])
        expectFlat(s.front.view)
    }
}
