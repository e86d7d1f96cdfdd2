import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// The App Store card: expand and collapse, animated and interactive, finished and cancelled; and the buggy form.
@MainActor @Suite struct CardTransitionTests {
    let fullScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let cardFrame = CGRect(x: 20, y: 320, width: 350, height: 200)
    let tabBarShown = CGRect(x: 0, y: 761, width: 390, height: 83)
    let tabBarHidden = CGRect(x: 0, y: 844, width: 390, height: 83)

    /// The detail's own state: frame, corner radius, transform, image frame, close button alpha.
    func expectDetailExpanded(_ s: CardScene, sourceLocation: SourceLocation = #_sourceLocation) {
        let view = s.detail.view!
        #expect(view.frame.isClose(to: fullScreen), "detail frame \(view.frame)", sourceLocation: sourceLocation)
        #expect(view.cornerRadius == 0, sourceLocation: sourceLocation)
        #expect(view.transform.isIdentity, sourceLocation: sourceLocation)
        #expect(view.alpha == 1 && !view.isHidden, sourceLocation: sourceLocation)
        #expect(s.detail.imageView.frame.isClose(to: CGRect(x: 0, y: 0, width: 390, height: 420)), sourceLocation: sourceLocation)
        #expect(s.detail.closeButton.alpha == 1, sourceLocation: sourceLocation)
    }

    @Test(arguments: Drive.allCases)
    func expand(_ mode: Drive) throws {
        let clock = makeClock()
        let s = CardScene(clock: clock)
        let tabsView = s.tabBarController.view!
        let tabsCallbacks = s.tabBarController.appearanceCallbacks.count
        let listCallbacks = s.list.appearanceCallbacks.count
        #expect(s.tabBarController.tabBar.frame == tabBarShown)
        #expect(s.selectedCard.frame == cardFrame)

        let run = try #require(drive(s.scene, .present, mode, clock: clock) { p in
            // Scrubbed linearly: the detail, the blur and the tab bar are at p of the way.
            let detail = s.detail.view.presentationFrame
            #expect(detail.width.isClose(to: 350 + p * 40, within: 1e-6))
            #expect(detail.height.isClose(to: 200 + p * 644, within: 1e-6))
            let blurAlpha = s.scene.view(named: "card.blur")?.layer.presentationState().opacity ?? -1
            #expect(blurAlpha.isClose(to: p, within: 1e-6))
            #expect(s.tabBarController.tabBar.presentationFrame.minY.isClose(to: 761 + p * 83, within: 1e-6))
            #expect(s.selectedCard.isHidden)
        })
        let container = run.context.containerView
        let cancelled = mode.cancels
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.vendedAnimators.map(\.endedValues) == [[!cancelled]])
        #expect(nothingAnimates(in: s.scene.window))
        // The presenter's view never moves: the presentation keeps it (`shouldRemovePresentersView` false).
        #expect(tabsView.superview === s.scene.window && tabsView.frame == fullScreen)
        #expect(s.list.view.superview === s.tabBarController.contentView)
        #expect(appearance(s.tabBarController, since: tabsCallbacks).isEmpty)
        #expect(appearance(s.list, since: listCallbacks).isEmpty)
        #expect(s.selectedCard.transform.isIdentity)

        if cancelled {
            #expect(s.tabBarController.presentedViewController == nil)
            #expect(s.detail.presentingViewController == nil && s.detail.presentationController == nil)
            #expect(names(s.scene.window.subviews) == ["card.tabs.view"])
            #expect(container.superview == nil)
            #expect(s.detail.view.superview == nil)
            #expect(s.scene.view(named: "card.blur") == nil)
            #expect(s.delegate.presentationController?.blurView == nil)
            #expect(s.tabBarController.tabBar.frame == tabBarShown)
            #expect(!s.selectedCard.isHidden)
            expectDetailExpanded(s) // put back as it was before the transition
            #expect(appearance(s.detail) == Appearance.appearanceCancelled)
            #expect(s.detail.appearanceState == .disappeared)
        } else {
            #expect(s.tabBarController.presentedViewController === s.detail)
            #expect(s.detail.presentingViewController === s.tabBarController)
            #expect(s.detail.presentationController is CardPresentationController)
            #expect(names(s.scene.window.subviews) == ["card.tabs.view", "UITransitionView"])
            #expect(names(container.subviews) == ["card.blur", "card.detail.view"])
            let blur = try #require(s.scene.view(named: "card.blur"))
            #expect(blur.alpha == 1 && blur.frame == fullScreen)
            expectDetailExpanded(s)
            #expect(s.tabBarController.tabBar.frame == tabBarHidden)
            #expect(s.selectedCard.isHidden)
            #expect(appearance(s.detail) == Appearance.appeared)
            #expect(s.detail.appearanceState == .appeared)
        }
    }

    @Test(arguments: Drive.allCases)
    func collapse(_ mode: Drive) throws {
        let clock = makeClock()
        let s = CardScene(clock: clock)
        s.scene.present()
        clock.advance(by: 2)
        #expect(s.tabBarController.presentedViewController === s.detail)
        let detailCallbacks = s.detail.appearanceCallbacks.count
        let tabsCallbacks = s.tabBarController.appearanceCallbacks.count

        let run = try #require(drive(s.scene, .dismiss, mode, clock: clock) { p in
            let detail = s.detail.view.presentationFrame
            #expect(detail.width.isClose(to: 390 - p * 40, within: 1e-6))
            #expect(detail.minY.isClose(to: p * 320, within: 1e-6))
            let blurAlpha = s.scene.view(named: "card.blur")?.layer.presentationState().opacity ?? -1
            #expect(blurAlpha.isClose(to: 1 - p, within: 1e-6))
            #expect(s.tabBarController.tabBar.presentationFrame.minY.isClose(to: 844 - p * 83, within: 1e-6))
        })
        let container = run.context.containerView
        let cancelled = mode.cancels
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.vendedAnimators.map(\.endedValues) == [[true], [!cancelled]])
        #expect(nothingAnimates(in: s.scene.window))
        #expect(s.tabBarController.view.superview === s.scene.window && s.tabBarController.view.frame == fullScreen)
        #expect(appearance(s.tabBarController, since: tabsCallbacks).isEmpty)

        if cancelled {
            // Still presented, and everything the collapse touched is back.
            #expect(s.tabBarController.presentedViewController === s.detail)
            #expect(s.detail.presentingViewController === s.tabBarController)
            #expect(container.superview === s.scene.window)
            #expect(names(container.subviews) == ["card.blur", "card.detail.view"])
            #expect(s.scene.view(named: "card.blur")?.alpha == 1)
            expectDetailExpanded(s)
            #expect(s.tabBarController.tabBar.frame == tabBarHidden)
            #expect(s.selectedCard.isHidden)
            #expect(appearance(s.detail, since: detailCallbacks) == Appearance.disappearanceCancelled)
            #expect(s.detail.appearanceState == .appeared)
        } else {
            #expect(s.tabBarController.presentedViewController == nil)
            #expect(s.detail.presentingViewController == nil && s.detail.presentationController == nil)
            #expect(names(s.scene.window.subviews) == ["card.tabs.view"])
            #expect(container.superview == nil && s.detail.view.window == nil)
            #expect(s.scene.view(named: "card.blur") == nil)
            #expect(s.detail.view.frame.isClose(to: cardFrame))
            #expect(Double(s.detail.view.layer.cornerRadius) == CardCell.cornerRadius)
            #expect(s.tabBarController.tabBar.frame == tabBarShown)
            #expect(!s.selectedCard.isHidden && s.selectedCard.frame == cardFrame)
            #expect(appearance(s.detail, since: detailCallbacks) == Appearance.disappeared)
            #expect(s.detail.appearanceState == .disappeared)
        }
    }

    @Test func expandUsesAnUnderdampedSpringAndCollapseABarelyOvershootingOne() {
        let clock = makeClock()
        let s = CardScene(clock: clock)
        s.scene.present()
        var tallest = 0.0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            tallest = max(tallest, s.detail.view.presentationFrame.height)
        }
        // Damping 0.5 overshoots the 644-point growth by well over 10 %.
        #expect(tallest > 844 + 64)
        clock.advance(by: 1)
        s.scene.dismiss()
        var smallest = Double.infinity
        for _ in 0..<42 {
            clock.advance(by: 1.0 / 60)
            smallest = min(smallest, s.detail.view.presentationFrame.height)
        }
        // Damping 0.8 overshoots the card by a few points only.
        #expect(smallest < 200 && smallest > 200 - 0.05 * 644)
        clock.advance(by: 1)
        #expect(s.tabBarController.presentedViewController == nil)
    }

    @Test func cellShrinksWhileHighlighted() {
        let clock = makeClock()
        let s = CardScene(clock: clock)
        let cell = s.list.cells[0]
        cell.setHighlighted(true)
        #expect(cell.isHighlighted)
        #expect(cell.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
        #expect(cell.layer.presentationState().transform.isIdentity, "the shrink animates from full size")
        clock.advance(by: 0.15)
        let mid = cell.layer.presentationState().transform.m11
        #expect(mid < 1 && mid > 0.9)
        clock.advance(by: 0.5)
        #expect(cell.layer.presentationState().transform.affineTransform == CGAffineTransform(scaleX: 0.95, y: 0.95))
        #expect(cell.frame.isClose(to: CGRect(x: 28.75, y: 105, width: 332.5, height: 190)))
        #expect(cell.restingFrame == CGRect(x: 20, y: 100, width: 350, height: 200))
        cell.setHighlighted(false)
        clock.advance(by: 0.5)
        #expect(cell.transform.isIdentity && !cell.layer.hasAnimations)
        #expect(cell.frame == CGRect(x: 20, y: 100, width: 350, height: 200))
    }

    @Test func expandFromAHighlightedCardStartsAtItsRestingFrame() {
        let clock = makeClock()
        let s = CardScene(clock: clock)
        s.selectedCard.setHighlighted(true)
        clock.advance(by: 0.5)
        s.scene.present()
        #expect(s.detail.view.layer.presentationState().frame.isClose(to: cardFrame))
        s.selectedCard.setHighlighted(false)
        clock.advance(by: 2)
        #expect(s.tabBarController.presentedViewController === s.detail)
    }

    /// card-buggy: completing with the animation's `finished` flag commits a cancelled transition.
    @Test(arguments: ExampleVariant.allCases)
    func cancelledExpandWithTheFinishedFlag(_ variant: ExampleVariant) throws {
        let clock = makeClock()
        let s = CardScene(clock: clock, variant: variant)
        let run = try #require(drive(s.scene, .present, .interactiveCancel, clock: clock))
        let calls = run.completeCalls
        #expect(calls.count == 1)
        #expect(calls.first?.wasCancelled == true)
        switch variant {
        case .reference:
            #expect(run.completedOnceCorrectly(cancelled: true))
            #expect(s.tabBarController.presentedViewController == nil)
            #expect(s.scene.window.subviews.count == 1)
            #expect(s.tabBarController.tabBar.frame == tabBarShown)
        case .buggy:
            // completeTransition(true) after the cancel: the presentation the user cancelled is committed.
            #expect(calls.first?.argument == true)
            #expect(s.tabBarController.presentedViewController === s.detail)
            #expect(s.detail.appearanceState == .appeared)
            #expect(names(run.context.containerView.subviews) == ["card.blur", "card.detail.view"])
            // The reversal put back the values the block started from, as UIKit does: the detail is
            // presented at the card's size and corner radius, without its close button, over a tab bar
            // that is back on screen.
            let view = try #require(s.detail.view)
            #expect(view.frame.isClose(to: cardFrame), "detail frame \(view.frame)")
            #expect(abs(view.cornerRadius - CardCell.cornerRadius) < 1e-6)
            #expect(s.detail.closeButton.alpha == 0)
            #expect(s.tabBarController.tabBar.frame == tabBarShown)
        }
    }

    /// card-buggy: a cancelled collapse dismisses the card anyway.
    @Test(arguments: ExampleVariant.allCases)
    func cancelledCollapseWithTheFinishedFlag(_ variant: ExampleVariant) throws {
        let clock = makeClock()
        let s = CardScene(clock: clock, variant: variant)
        s.scene.present()
        clock.advance(by: 2)
        let run = try #require(drive(s.scene, .dismiss, .interactiveCancel, clock: clock))
        let calls = run.completeCalls
        #expect(calls.count == 1 && calls.first?.wasCancelled == true)
        switch variant {
        case .reference:
            #expect(calls.first?.argument == false)
            #expect(s.tabBarController.presentedViewController === s.detail)
            #expect(s.scene.view(named: "card.blur")?.alpha == 1)
            expectDetailExpanded(s)
        case .buggy:
            #expect(calls.first?.argument == true)
            #expect(s.tabBarController.presentedViewController == nil)
            #expect(s.detail.appearanceState == .disappeared)
            #expect(s.scene.view(named: "card.blur") == nil)
            #expect(run.context.containerView.superview == nil)
        }
    }

    @Test func nonAnimatedExpandAndCollapseMakeTheEndStatesAtOnce() {
        let clock = makeClock()
        let s = CardScene(clock: clock)
        let presentation = s.scene.present(animated: false)
        #expect(presentation?.phase == .completed)
        #expect(s.tabBarController.presentedViewController === s.detail)
        expectDetailExpanded(s)
        #expect(s.scene.view(named: "card.blur")?.alpha == 1)
        #expect(s.tabBarController.tabBar.frame == tabBarHidden)
        let dismissal = s.scene.dismiss(animated: false)
        #expect(dismissal?.phase == .completed)
        #expect(s.tabBarController.presentedViewController == nil)
        #expect(names(s.scene.window.subviews) == ["card.tabs.view"])
        #expect(s.tabBarController.tabBar.frame == tabBarShown)
        #expect(!s.selectedCard.isHidden)
        #expect(nothingAnimates(in: s.scene.window))
    }
}
