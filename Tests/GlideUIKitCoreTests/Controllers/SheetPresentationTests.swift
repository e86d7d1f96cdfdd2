import Foundation
@testable import GlideUIKitCore
import Testing

/// A sheet delegate that records what it is told and asked, in order.
@MainActor
final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    var allowsDismissal = true
    var log: [String] = []

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        log.append("didChange(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttempt") }
}

/// The world's geometry: a 400 × 800 window with the scene's safe area (47 points at the top, 34 at the bottom), so the
/// largest detent value is 800 − 57 − 34 = 709 (top at 57) and the medium one 354 (top at 800 − 34 − 354 = 412).
@MainActor
@Suite struct SheetPresentationTests {
    static let largeTop: CGFloat = 57
    static let mediumTop: CGFloat = 412

    private func sheet(_ configure: (UISheetPresentationController) -> Void = { _ in }) -> UIViewController {
        let vc = UIViewController(name: "sheet")
        vc.modalPresentationStyle = .pageSheet
        if let sheet = vc.sheetPresentationController { configure(sheet) }
        return vc
    }

    private func present(_ vc: UIViewController, in w: World) {
        w.root.present(vc, animated: true)
        w.advance(1)
    }

    private func drag(in w: World, from: CGFloat, to: CGFloat, duration: Double = 0.3, steps: Int = 10, rest: Double = 0) {
        var s = TouchSequence()
        let start = w.clock.now + 0.1
        s.drag(id: 1, from: CGPoint(x: 200, y: from), to: CGPoint(x: 200, y: to), start: start, duration: duration, steps: steps,
               lift: rest == 0)
        if rest > 0 { s.ended(1, at: CGPoint(x: 200, y: to), time: start + duration + rest) }
        s.play(in: w.window, on: w.clock)
        w.advance(1)
    }

    @Test("the sheet styles have a sheet presentation controller before the presentation, the same one each time; other styles none")
    func madeAhead() throws {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let vc = UIViewController()
            vc.modalPresentationStyle = style
            let sheet = try #require(vc.sheetPresentationController)
            #expect(vc.presentationController === sheet && vc.sheetPresentationController === sheet)
            #expect(sheet.detents.map(\.identifier) == [.large] && sheet.selectedDetentIdentifier == nil)
            #expect(sheet.largestUndimmedDetentIdentifier == nil && !sheet.prefersGrabberVisible && sheet.preferredCornerRadius == nil)
            #expect(sheet.prefersScrollingExpandsWhenScrolledToEdge && !sheet.prefersEdgeAttachedInCompactHeight)
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom, .currentContext, .popover] {
            let vc = UIViewController()
            vc.modalPresentationStyle = style
            #expect(vc.sheetPresentationController == nil, "\(style)")
        }
        let vc = UIViewController()
        vc.modalPresentationStyle = .pageSheet
        #expect(vc.sheetPresentationController != nil)
        vc.modalPresentationStyle = .fullScreen
        #expect(vc.sheetPresentationController == nil && vc.presentationController == nil, "a sheet made ahead no longer fits")
    }

    @Test("the configured sheet presents the view controller: its view rests at the selected detent, else the smallest")
    func presentsAtTheDetent() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
            sheet.delegate = delegate
        }
        let configured = try #require(vc.sheetPresentationController)
        w.root.present(vc, animated: true)
        #expect(vc.presentationController === configured && configured.presentationStyle == .pageSheet)
        w.advance(0.1)
        #expect((vc.view.layer.presentation()?.frame.minY ?? 0) > Self.mediumTop, "the sheet slides up")
        w.advance(1)
        #expect(vc.view.frame == CGRect(x: 0, y: Self.mediumTop, width: 400, height: 800 - Self.mediumTop))
        #expect(w.root.view.window === w.window, "the presenter's view stays under the sheet")
        #expect(configured.prefersGrabberVisible && configured.preferredCornerRadius == 20 && delegate.log.isEmpty)

        let large = sheet { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large }
        let w2 = World()
        present(large, in: w2)
        #expect(large.view.frame == CGRect(x: 0, y: Self.largeTop, width: 400, height: 800 - Self.largeTop))
        w2.root.dismiss(animated: true)
        w2.advance(1)
        #expect(large.view.window == nil && w2.root.presentedViewController == nil && large.sheetPresentationController != nil)
    }

    @Test("a custom detent's resolver gets the largest value; its value is clamped to it; an inactive one is left out")
    func customDetents() throws {
        let w = World()
        var seen: [CGFloat] = []
        let small = UISheetPresentationController.Detent.Identifier("small")
        let vc = sheet { sheet in
            sheet.detents = [
                .custom(identifier: small) { context in
                    seen.append(context.maximumDetentValue)
                    return context.maximumDetentValue * 0.25
                },
                .custom { _ in nil },
                .custom(identifier: .init(rawValue: "huge")) { _ in 5000 },
            ]
        }
        present(vc, in: w)
        #expect(seen.contains(709))
        let expectedTop: CGFloat = 800 - 34 - 709 * 0.25
        #expect(vc.view.frame.minY == expectedTop)
        let sheet = try #require(vc.sheetPresentationController)
        sheet.selectedDetentIdentifier = .init("huge")
        #expect(vc.view.frame.minY == Self.largeTop, "a value above the largest is the largest")
        let context = sheet.resolutionContext
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 354)
        #expect(UISheetPresentationController.Detent.large().resolvedValue(in: context) == 709)
        #expect(UISheetPresentationController.Detent.custom { _ in 1 }.identifier != UISheetPresentationController.Detent.custom { _ in 1 }.identifier)
    }

    @Test("setting the selected detent moves the sheet at once; inside animateChanges it moves on the clock; the delegate is not told")
    func programmaticChanges() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { $0.detents = [.medium(), .large()]; $0.delegate = delegate }
        present(vc, in: w)
        let sheet = try #require(vc.sheetPresentationController)
        sheet.selectedDetentIdentifier = .large
        #expect(vc.view.frame.minY == Self.largeTop && vc.view.layer.animationKeys()?.isEmpty ?? true)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(vc.view.frame.minY == Self.mediumTop, "the model value changes at once")
        w.advance(0.1)
        let moving = try #require(vc.view.layer.presentation()?.frame.minY)
        #expect(moving > Self.largeTop && moving < Self.mediumTop)
        w.advance(1)
        #expect(vc.view.layer.presentation()?.frame.minY == Self.mediumTop)
        sheet.detents = [.large()]
        #expect(vc.view.frame.minY == Self.largeTop, "a selected detent no longer among the detents falls back to the smallest")
        #expect(delegate.log.isEmpty)
    }

    @Test("the view under the sheet is dimmed above the largest undimmed detent; the undimmed area passes touches to the presenter")
    func dimming() throws {
        let w = World()
        let (tap, recorder) = ActionRecorder.attach({ UITapGestureRecognizer(target: $0, action: $1) }, to: w.root.view)
        _ = tap
        let vc = sheet { $0.detents = [.medium(), .large()]; $0.largestUndimmedDetentIdentifier = .medium }
        present(vc, in: w)
        let sheet = try #require(vc.sheetPresentationController)
        let dimming = try #require(sheet.dimmingView)
        #expect(dimming.superview === sheet.containerView && dimming.alpha == 0)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 200, y: 200), time: w.clock.now + 0.1)
        s.play(in: w.window, on: w.clock)
        #expect(recorder.states == [.ended], "a tap above an undimmed sheet reaches the presenter's view")

        sheet.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 1)
        var t = TouchSequence()
        t.tap(id: 2, at: CGPoint(x: 200, y: 30), time: w.clock.now + 0.1)
        t.play(in: w.window, on: w.clock)
        #expect(recorder.states == [.ended], "the dimming view takes the touches above a dimmed sheet")

        let w2 = World()
        let dimmed = self.sheet { $0.detents = [.medium()] }
        present(dimmed, in: w2)
        #expect(dimmed.sheetPresentationController?.dimmingView?.alpha == 1, "nil dims at every detent")
        w2.root.dismiss(animated: true)
        w2.advance(1)
        #expect(dimmed.sheetPresentationController?.dimmingView == nil)
    }

    @Test("dragging the sheet up settles it at the large detent and tells the delegate; dragging it down brings it back")
    func dragChangesDetents() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { $0.detents = [.medium(), .large()]; $0.delegate = delegate }
        present(vc, in: w)
        let sheet = try #require(vc.sheetPresentationController)
        drag(in: w, from: 500, to: 150)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(vc.view.frame.minY == Self.largeTop && vc.view.layer.presentation()?.frame.minY == Self.largeTop)
        #expect(delegate.log == ["didChange(com.apple.UIKit.large)"])
        drag(in: w, from: 150, to: 450)
        #expect(sheet.selectedDetentIdentifier == .medium && vc.view.frame.minY == Self.mediumTop)
        #expect(delegate.log == ["didChange(com.apple.UIKit.large)", "didChange(com.apple.UIKit.medium)"])
        #expect(w.root.presentedViewController === vc)
    }

    @Test("a short, slow drag goes back to the same detent without telling the delegate")
    func shortDragStays() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { $0.detents = [.medium(), .large()]; $0.delegate = delegate }
        present(vc, in: w)
        drag(in: w, from: 500, to: 440, duration: 1, steps: 20, rest: 0.3)
        #expect(vc.view.frame.minY == Self.mediumTop && delegate.log.isEmpty)
        #expect(vc.sheetPresentationController?.selectedDetentIdentifier == nil)
    }

    @Test("dragged down from the smallest detent, the sheet is dismissed interactively, asking and telling the adaptive delegate")
    func dragDismisses() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { $0.detents = [.medium(), .large()]; $0.delegate = delegate }
        present(vc, in: w)
        var s = TouchSequence()
        let start = w.clock.now + 0.1
        s.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), start: start, duration: 0.2, steps: 10, lift: false)
        s.play(in: w.window, on: w.clock)
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])
        #expect(vc.isBeingDismissed && vc.transitionCoordinator?.isInteractive == true)
        let top = try #require(vc.view.layer.presentation()?.frame.minY)
        #expect(top > Self.mediumTop + 150, "the sheet follows the finger")
        var lift = TouchSequence()
        lift.drag(id: 1, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 780), start: w.clock.now + 0.01, duration: 0.05, steps: 2)
        lift.play(in: w.window, on: w.clock)
        w.advance(1)
        #expect(w.root.presentedViewController == nil && vc.view.window == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(vc.appearanceCallbacks.map(\.description).suffix(2) == ["viewWillDisappear(true)", "viewDidDisappear(true)"])
    }

    @Test("dragged down a little and released slowly, the interactive dismissal is cancelled and the sheet stays")
    func dragDismissalCancelled() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { $0.detents = [.medium()]; $0.delegate = delegate }
        present(vc, in: w)
        drag(in: w, from: 500, to: 560, duration: 1, steps: 20, rest: 0.3)
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])
        #expect(w.root.presentedViewController === vc && vc.view.window === w.window)
        #expect(vc.view.frame.minY == Self.mediumTop && !vc.isBeingDismissed)
        drag(in: w, from: 500, to: 780, duration: 0.2)
        #expect(w.root.presentedViewController == nil, "a later drag still dismisses")
    }

    @Test("isModalInPresentation and a delegate that refuses keep the sheet: the attempt is reported once per drag")
    func refusedDismissal() throws {
        for modal in [true, false] {
            let w = World()
            let delegate = SheetDelegate()
            delegate.allowsDismissal = false
            let vc = sheet { $0.detents = [.medium(), .large()]; $0.delegate = delegate }
            vc.isModalInPresentation = modal
            present(vc, in: w)
            var s = TouchSequence()
            let start = w.clock.now + 0.1
            s.drag(id: 1, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), start: start, duration: 0.3, steps: 10, lift: false)
            s.play(in: w.window, on: w.clock)
            #expect(vc.view.frame.minY > Self.mediumTop && vc.view.frame.minY < Self.mediumTop + 30, "the sheet resists")
            var lift = TouchSequence()
            lift.drag(id: 1, from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 780), start: w.clock.now + 0.01, duration: 0.05, steps: 2)
            lift.play(in: w.window, on: w.clock)
            w.advance(1)
            #expect(w.root.presentedViewController === vc && vc.view.frame.minY == Self.mediumTop)
            #expect(delegate.log == (modal ? ["didAttempt"] : ["shouldDismiss", "didAttempt"]), "modal: \(modal)")
        }
    }

    @Test("a drag from the large detent passes the medium one and dismisses from it")
    func dragThroughDetentsDismisses() throws {
        let w = World()
        let delegate = SheetDelegate()
        let vc = sheet { $0.detents = [.medium(), .large()]; $0.selectedDetentIdentifier = .large; $0.delegate = delegate }
        present(vc, in: w)
        drag(in: w, from: 100, to: 790, duration: 0.3)
        #expect(w.root.presentedViewController == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("a vertical drag on a scroll view in the sheet scrolls it and leaves the sheet where it is")
    func scrollViewInTheSheet() throws {
        let w = World()
        let vc = sheet { $0.detents = [.medium(), .large()] }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        vc.view.addSubview(scrollView)
        present(vc, in: w)
        drag(in: w, from: 650, to: 450)
        #expect(vc.view.frame.minY == Self.mediumTop && scrollView.contentOffset.y > 100)
        #expect(vc.sheetPresentationController?.selectedDetentIdentifier == nil)
    }

    @Test("the dimming view fades in alongside an animated presentation and out alongside the dismissal; without animation at once")
    func dimmingFollowsTheTransition() throws {
        let w = World()
        let vc = sheet { $0.detents = [.medium()] }
        w.root.present(vc, animated: true)
        w.advance(0.2)
        let dimming = try #require(vc.sheetPresentationController?.dimmingView)
        let fading = try #require(dimming.layer.presentation()?.opacity)
        #expect(fading > 0 && fading < 1)
        w.advance(1)
        #expect(dimming.alpha == 1)
        w.root.dismiss(animated: true)
        w.advance(0.2)
        #expect((dimming.layer.presentation()?.opacity ?? 0) < 1)
        w.advance(1)
        #expect(dimming.superview == nil)

        let w2 = World()
        let still = sheet { $0.detents = [.medium()] }
        w2.root.present(still, animated: false)
        #expect(still.view.frame.minY == Self.mediumTop && still.sheetPresentationController?.dimmingView?.alpha == 1)
        w2.root.dismiss(animated: false)
        #expect(still.view.window == nil && w2.root.presentedViewController == nil)
    }

    @Test("a full-screen presentation has no sheet and no drag")
    func fullScreenHasNoSheet() {
        let w = World()
        let vc = UIViewController(name: "full")
        vc.modalPresentationStyle = .fullScreen
        present(vc, in: w)
        #expect(vc.view.frame == w.window.bounds && vc.sheetPresentationController == nil)
        drag(in: w, from: 300, to: 790)
        #expect(w.root.presentedViewController === vc)
    }
}
