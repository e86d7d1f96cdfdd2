import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// The slide-in menu: slide in and out, animated and interactive, finished and cancelled; and the buggy form.
@MainActor @Suite struct MenuTransitionTests {
    let fullScreen = CGRect(x: 0, y: 0, width: 390, height: 844)

    func expectHomeInPlace(_ s: MenuScene, sourceLocation: SourceLocation = #_sourceLocation) {
        let home = s.home.view!
        #expect(home.superview === s.scene.window, sourceLocation: sourceLocation)
        #expect(home.frame == fullScreen && home.transform.isIdentity && home.alpha == 1, sourceLocation: sourceLocation)
    }

    @Test func stagesAreTheTranslationsAndTheFade() {
        let off = MenuViewController.offStage
        #expect(off.alpha == 0)
        #expect(off.itemTransforms.map(\.tx) == [-300, -150, -50, 300, 150, 50])
        #expect(off.itemTransforms.allSatisfy { $0.a == 1 && $0.d == 1 && $0.ty == 0 })
        #expect(MenuViewController.onStage == MenuViewController.Stage(itemTransforms: Array(repeating: .identity, count: 6), alpha: 1))
    }

    @Test(arguments: Drive.allCases)
    func slideIn(_ mode: Drive) throws {
        let clock = makeClock()
        let s = MenuScene(clock: clock)
        let homeCallbacks = s.home.appearanceCallbacks.count
        #expect(s.menu.stage == MenuViewController.onStage)
        let run = try #require(drive(s.scene, .present, mode, clock: clock) { p in
            let container = s.scene.window.subviews.last
            #expect(names(container?.subviews ?? []) == ["menu.home.view", "menu.view"], "both views in the container")
            #expect(s.menu.view.layer.presentationState().opacity.isClose(to: p))
            #expect(s.menu.itemViews[0].layer.presentationState().transform.m41.isClose(to: -300 * (1 - p)))
            #expect(s.menu.itemViews[3].layer.presentationState().transform.m41.isClose(to: 300 * (1 - p)))
        })
        let cancelled = mode.cancels
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.vendedAnimators.map(\.endedValues) == [[!cancelled]])
        #expect(nothingAnimates(in: s.scene.window) && nothingAnimates(in: s.menu.view))
        #expect(s.menu.stage == MenuViewController.onStage)
        #expect(s.menu.view.frame == fullScreen)
        if cancelled {
            #expect(s.home.presentedViewController == nil && s.menu.presentingViewController == nil)
            #expect(names(s.scene.window.subviews) == ["menu.home.view"])
            expectHomeInPlace(s)
            #expect(s.menu.view.superview == nil && container.subviews.isEmpty)
            #expect(appearance(s.menu) == Appearance.appearanceCancelled)
            #expect(appearance(s.home, since: homeCallbacks) == Appearance.disappearanceCancelled)
        } else {
            #expect(s.home.presentedViewController === s.menu && s.menu.presentingViewController === s.home)
            #expect(names(s.scene.window.subviews) == ["UITransitionView"])
            #expect(names(container.subviews) == ["menu.view"])
            #expect(s.home.view.superview == nil)
            #expect(appearance(s.menu) == Appearance.appeared)
            #expect(appearance(s.home, since: homeCallbacks) == Appearance.disappeared)
        }
    }

    @Test(arguments: Drive.allCases)
    func slideOut(_ mode: Drive) throws {
        let clock = makeClock()
        let s = MenuScene(clock: clock)
        s.scene.present()
        clock.advance(by: 1)
        #expect(s.home.presentedViewController === s.menu)
        let homeCallbacks = s.home.appearanceCallbacks.count, menuCallbacks = s.menu.appearanceCallbacks.count
        let run = try #require(drive(s.scene, .dismiss, mode, clock: clock) { p in
            let container = s.scene.window.subviews.last
            #expect(names(container?.subviews ?? []) == ["menu.home.view", "menu.view"], "both views in the container")
            #expect(s.menu.view.layer.presentationState().opacity.isClose(to: 1 - p))
            #expect(s.menu.itemViews[1].layer.presentationState().transform.m41.isClose(to: -150 * p))
            #expect(s.menu.itemViews[5].layer.presentationState().transform.m41.isClose(to: 50 * p))
        })
        let cancelled = mode.cancels
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.vendedAnimators.map(\.endedValues) == [[true], [!cancelled]])
        #expect(nothingAnimates(in: s.scene.window) && nothingAnimates(in: s.menu.view))
        if cancelled {
            #expect(s.home.presentedViewController === s.menu)
            #expect(names(s.scene.window.subviews) == ["UITransitionView"])
            #expect(names(container.subviews) == ["menu.view"])
            #expect(s.home.view.superview == nil)
            #expect(s.menu.stage == MenuViewController.onStage)
            #expect(appearance(s.menu, since: menuCallbacks) == Appearance.disappearanceCancelled)
            #expect(appearance(s.home, since: homeCallbacks) == Appearance.appearanceCancelled)
        } else {
            #expect(s.home.presentedViewController == nil && s.menu.presentingViewController == nil)
            #expect(names(s.scene.window.subviews) == ["menu.home.view"])
            expectHomeInPlace(s)
            #expect(s.menu.view.window == nil && container.superview == nil)
            #expect(s.menu.stage == MenuViewController.offStage)
            #expect(appearance(s.menu, since: menuCallbacks) == Appearance.disappeared)
            #expect(appearance(s.home, since: homeCallbacks) == Appearance.appeared)
        }
    }

    @Test func theSlideInIsAnUnderdampedSpringWithInitialVelocity() {
        let clock = makeClock()
        let s = MenuScene(clock: clock)
        s.scene.present()
        // Initial velocity 0.8 of the distance per second: after 10 ms the items have moved ≳ 0.8 % of the way.
        clock.advance(by: 0.01)
        let early = s.menu.itemViews[0].layer.presentationState().transform.m41
        #expect(early > -300 + 0.008 * 300 * 0.9)
        var furthest = -300.0
        for _ in 0..<30 {
            clock.advance(by: 1.0 / 60)
            furthest = max(furthest, s.menu.itemViews[0].layer.presentationState().transform.m41)
        }
        // Damping 0.7 overshoots the resting place.
        #expect(furthest > 0)
        clock.advance(by: 1)
        #expect(s.menu.stage == MenuViewController.onStage)
    }

    /// menu-buggy: `completeTransition(true)` after a cancelled slide-in presents the menu anyway.
    @Test(arguments: ExampleVariant.allCases)
    func cancelledSlideIn(_ variant: ExampleVariant) throws {
        let clock = makeClock()
        let s = MenuScene(clock: clock, variant: variant)
        let run = try #require(drive(s.scene, .present, .interactiveCancel, clock: clock))
        let calls = run.completeCalls
        #expect(calls.count == 1 && calls.first?.wasCancelled == true)
        switch variant {
        case .reference:
            #expect(calls.first?.argument == false)
            #expect(s.home.presentedViewController == nil)
            #expect(s.menu.appearanceState == .disappeared && s.home.appearanceState == .appeared)
            expectHomeInPlace(s)
        case .buggy:
            #expect(calls.first?.argument == true)
            #expect(s.home.presentedViewController === s.menu)
            #expect(s.menu.appearanceState == .appeared && s.home.appearanceState == .disappeared)
            #expect(names(s.scene.window.subviews) == ["UITransitionView"])
        }
    }

    /// menu-buggy: `completeTransition(true)` after a cancelled slide-out dismisses the menu anyway.
    @Test(arguments: ExampleVariant.allCases)
    func cancelledSlideOut(_ variant: ExampleVariant) throws {
        let clock = makeClock()
        let s = MenuScene(clock: clock, variant: variant)
        s.scene.present()
        clock.advance(by: 1)
        let run = try #require(drive(s.scene, .dismiss, .interactiveCancel, clock: clock))
        let calls = run.completeCalls
        #expect(calls.count == 1 && calls.first?.wasCancelled == true)
        switch variant {
        case .reference:
            #expect(calls.first?.argument == false)
            #expect(s.home.presentedViewController === s.menu)
            #expect(s.menu.stage == MenuViewController.onStage)
            #expect(s.home.view.superview == nil)
        case .buggy:
            #expect(calls.first?.argument == true)
            #expect(s.home.presentedViewController == nil && s.menu.presentingViewController == nil)
            #expect(s.menu.appearanceState == .disappeared && s.home.appearanceState == .appeared)
            // UIKit put the animated values back as the reversal ended: the menu left the screen with
            // its items on stage, so the dismissal the user cancelled happened without its animation.
            #expect(s.menu.stage == MenuViewController.onStage)
            expectHomeInPlace(s)
        }
    }
}
