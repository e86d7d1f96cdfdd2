import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// The dimming half sheet: present and dismiss, animated and interactive, finished and cancelled; and the buggy form.
@MainActor @Suite struct HalfSheetTransitionTests {
    let fullScreen = CGRect(x: 0, y: 0, width: 390, height: 844)
    let lowerHalf = CGRect(x: 0, y: 422, width: 390, height: 422)
    let scaled = CGAffineTransform(scaleX: 0.8, y: 0.8)

    /// The sheet is up: lower half, over the dimming view and the close button, the home scaled back.
    func expectSheetUp(_ s: HalfSheetScene, container: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(names(s.scene.window.subviews) == ["halfSheet.home.view", "UITransitionView"], sourceLocation: sourceLocation)
        #expect(container.superview === s.scene.window, sourceLocation: sourceLocation)
        #expect(names(container.subviews) == ["halfSheet.dimming", "halfSheet.close", "halfSheet.sheet"], sourceLocation: sourceLocation)
        #expect(s.sheet.view.frame == lowerHalf && s.sheet.view.transform.isIdentity, sourceLocation: sourceLocation)
        let dimming = s.scene.view(named: "halfSheet.dimming"), close = s.scene.view(named: "halfSheet.close")
        #expect(dimming?.alpha == 1 && dimming?.frame == fullScreen, sourceLocation: sourceLocation)
        #expect(close?.alpha == 1, sourceLocation: sourceLocation)
        #expect(s.delegate.presentationController?.dimmingView === dimming, sourceLocation: sourceLocation)
        let home = s.home.view!
        #expect(home.superview === s.scene.window && home.transform == scaled, sourceLocation: sourceLocation)
        #expect(home.bounds.size == fullScreen.size && home.center == fullScreen.center, sourceLocation: sourceLocation)
        #expect(s.home.presentedViewController === s.sheet && s.sheet.presentingViewController === s.home, sourceLocation: sourceLocation)
    }

    /// The sheet is gone and the home is as it was.
    func expectSheetGone(_ s: HalfSheetScene, container: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(names(s.scene.window.subviews) == ["halfSheet.home.view"], sourceLocation: sourceLocation)
        #expect(container.superview == nil && s.sheet.view.window == nil, sourceLocation: sourceLocation)
        #expect(s.scene.view(named: "halfSheet.dimming") == nil && s.scene.view(named: "halfSheet.close") == nil, sourceLocation: sourceLocation)
        #expect(s.delegate.presentationController?.dimmingView == nil, sourceLocation: sourceLocation)
        let home = s.home.view!
        #expect(home.superview === s.scene.window && home.transform.isIdentity && home.frame == fullScreen, sourceLocation: sourceLocation)
        #expect(s.home.presentedViewController == nil && s.sheet.presentingViewController == nil, sourceLocation: sourceLocation)
    }

    @Test func framesOfThePresentationController() {
        let clock = makeClock()
        let s = HalfSheetScene(clock: clock)
        s.scene.present()
        let controller = s.delegate.presentationController
        #expect(controller?.frameOfPresentedViewInContainerView == lowerHalf)
        #expect(controller?.frameOfPresentedViewInContainerView == lowerHalf, "the same frame every time")
        #expect(controller?.shouldRemovePresentersView == false)
        clock.advance(by: 1)
        // A layout pass after the transition keeps the sheet in place.
        s.sheet.view.frame = fullScreen
        s.scene.window.subviews.last?.setNeedsLayout()
        clock.runPending()
        #expect(s.sheet.view.frame == lowerHalf)
    }

    @Test(arguments: Drive.allCases)
    func present(_ mode: Drive) throws {
        let clock = makeClock()
        let s = HalfSheetScene(clock: clock)
        let homeCallbacks = s.home.appearanceCallbacks.count
        let run = try #require(drive(s.scene, .present, mode, clock: clock) { p in
            let dimming = s.scene.view(named: "halfSheet.dimming")?.layer.presentationState().opacity ?? -1
            #expect(dimming.isClose(to: p))
            #expect(s.home.view.layer.presentationState().transform.m11.isClose(to: 1 - 0.2 * p))
            #expect(s.sheet.view.presentationFrame.minY.isClose(to: 844 - 422 * p))
        })
        let cancelled = mode.cancels
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.vendedAnimators.map(\.endedValues) == [[!cancelled]])
        #expect(nothingAnimates(in: s.scene.window))
        #expect(appearance(s.home, since: homeCallbacks).isEmpty)
        if cancelled {
            expectSheetGone(s, container: container)
            #expect(container.subviews.isEmpty)
            #expect(s.sheet.view.frame == fullScreen, "the sheet's frame is put back")
            #expect(appearance(s.sheet) == Appearance.appearanceCancelled)
        } else {
            expectSheetUp(s, container: container)
            #expect(appearance(s.sheet) == Appearance.appeared)
        }
    }

    @Test(arguments: Drive.allCases)
    func dismiss(_ mode: Drive) throws {
        let clock = makeClock()
        let s = HalfSheetScene(clock: clock)
        s.scene.present()
        clock.advance(by: 1)
        let sheetCallbacks = s.sheet.appearanceCallbacks.count, homeCallbacks = s.home.appearanceCallbacks.count
        let run = try #require(drive(s.scene, .dismiss, mode, clock: clock) { p in
            let dimming = s.scene.view(named: "halfSheet.dimming")?.layer.presentationState().opacity ?? -1
            #expect(dimming.isClose(to: 1 - p))
            #expect(s.home.view.layer.presentationState().transform.m11.isClose(to: 0.8 + 0.2 * p))
            #expect(s.sheet.view.presentationFrame.minY.isClose(to: 422 + 422 * p))
        })
        let cancelled = mode.cancels
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: cancelled))
        #expect(s.delegate.vendedAnimators.map(\.endedValues) == [[true], [!cancelled]])
        #expect(nothingAnimates(in: s.scene.window))
        #expect(appearance(s.home, since: homeCallbacks).isEmpty)
        if cancelled {
            expectSheetUp(s, container: container)
            #expect(appearance(s.sheet, since: sheetCallbacks) == Appearance.disappearanceCancelled)
        } else {
            expectSheetGone(s, container: container)
            #expect(appearance(s.sheet, since: sheetCallbacks) == Appearance.disappeared)
        }
    }

    /// half-sheet-buggy: removing the views in `dismissalTransitionWillBegin` loses them when the dismissal is cancelled.
    @Test(arguments: ExampleVariant.allCases)
    func cancelledDismissalKeepsTheDimmingView(_ variant: ExampleVariant) throws {
        let clock = makeClock()
        let s = HalfSheetScene(clock: clock, variant: variant)
        s.scene.present()
        clock.advance(by: 1)
        var dimmingDuringDismissal: [Bool] = []
        let run = try #require(drive(s.scene, .dismiss, .interactiveCancel, clock: clock) { _ in
            dimmingDuringDismissal.append(s.scene.view(named: "halfSheet.dimming") != nil)
        })
        let container = run.context.containerView
        #expect(run.completedOnceCorrectly(cancelled: true), "the completion argument is right in both forms")
        #expect(s.home.presentedViewController === s.sheet)
        #expect(s.sheet.view.frame == lowerHalf && s.home.view.transform == scaled)
        switch variant {
        case .reference:
            #expect(dimmingDuringDismissal == [true, true])
            expectSheetUp(s, container: container)
        case .buggy:
            // Gone from the start of the dismissal, and not back after the cancel.
            #expect(dimmingDuringDismissal == [false, false])
            #expect(names(container.subviews) == ["halfSheet.sheet"])
            #expect(s.scene.view(named: "halfSheet.dimming") == nil && s.scene.view(named: "halfSheet.close") == nil)
            #expect(s.delegate.presentationController?.dimmingView == nil)
        }
    }

    @Test func buggyFormIsCleanWhenTheDismissalCompletes() throws {
        let clock = makeClock()
        let s = HalfSheetScene(clock: clock, variant: .buggy)
        s.scene.present()
        clock.advance(by: 1)
        let run = try #require(drive(s.scene, .dismiss, .animated, clock: clock))
        #expect(run.completedOnceCorrectly(cancelled: false))
        expectSheetGone(s, container: run.context.containerView)
    }
}
