import Foundation
@testable import GlideUIKitCore
import Testing

/// A popover delegate that answers a chosen adaptation and records what it is asked.
@MainActor
final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    let style: UIModalPresentationStyle?
    var allowsDismissal = true
    var log: [String] = []

    init(style: UIModalPresentationStyle?) { self.style = style }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log.append("adaptive")
        return style ?? controller.presentationStyle
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { log.append("prepare") }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttempt") }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        log.append("didDismissPopover")
    }
}

@MainActor
@Suite struct PopoverPresentationTests {
    /// A world with a 40×40 button at (180, 100) in the root view to anchor at.
    private func world() -> (World, UIView) {
        let w = World()
        let button = UIView(frame: CGRect(x: 180, y: 100, width: 40, height: 40), name: "button")
        w.root.view.addSubview(button)
        return (w, button)
    }

    private func popover(size: CGSize = CGSize(width: 200, height: 150)) -> UIViewController {
        let vc = UIViewController(name: "popover")
        vc.modalPresentationStyle = .popover
        vc.preferredContentSize = size
        return vc
    }

    @Test("a .popover view controller has its popover presentation controller before it is presented, the same one each time")
    func madeAhead() throws {
        let vc = popover()
        let popover = try #require(vc.popoverPresentationController)
        #expect(vc.presentationController === popover && vc.popoverPresentationController === popover)
        #expect(popover.permittedArrowDirections == .any && popover.arrowDirection == .unknown)
        #expect(UIViewController().popoverPresentationController == nil)
    }

    @Test("with no delegate, a popover on the compact screen is adapted to full screen, as UIKit's default")
    func adaptsToFullScreenByDefault() throws {
        let (w, button) = world()
        let vc = popover()
        vc.popoverPresentationController?.sourceView = button
        w.root.present(vc, animated: true)
        w.advance(1)
        let controller = try #require(vc.presentationController as? UIPopoverPresentationController)
        #expect(controller.presentationStyle == .fullScreen)
        #expect(vc.view.frame == w.window.bounds)
        #expect(w.root.view.window == nil)  // the presenter's view is removed, as for any full-screen presentation
        #expect(controller.arrowDirection == .unknown)
    }

    @Test("a delegate that answers .none keeps the popover: sized to its content, below its anchor, the presenter still shown")
    func staysAPopover() throws {
        let (w, button) = world()
        let vc = popover()
        let delegate = PopoverDelegate(style: UIModalPresentationStyle.none)
        let controller = try #require(vc.popoverPresentationController)
        controller.sourceView = button
        controller.sourceRect = button.bounds
        controller.delegate = delegate
        w.root.present(vc, animated: true)
        w.advance(1)
        #expect(delegate.log == ["adaptive", "prepare"])
        #expect(controller.presentationStyle == .popover && vc.presentingViewController === w.root)
        // Centred under the button (midX 200), 13 points below it for the arrow.
        #expect(vc.view.frame == CGRect(x: 100, y: 153, width: 200, height: 150))
        #expect(controller.arrowDirection == .up)
        #expect(w.root.view.window === w.window)
    }

    @Test("a tap outside the popover asks the delegate, then dismisses it; a refusal is reported as an attempt")
    func tapOutsideDismisses() throws {
        let (w, button) = world()
        let vc = popover()
        let delegate = PopoverDelegate(style: UIModalPresentationStyle.none)
        vc.popoverPresentationController?.sourceView = button
        vc.popoverPresentationController?.delegate = delegate
        w.root.present(vc, animated: true)
        w.advance(1)
        delegate.log.removeAll()
        delegate.allowsDismissal = false
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 50, y: 700), time: w.clock.now + 0.1)
        s.play(in: w.window, on: w.clock)
        #expect(delegate.log == ["shouldDismiss", "didAttempt"])
        #expect(w.root.presentedViewController === vc)
        delegate.log.removeAll()
        delegate.allowsDismissal = true
        var t = TouchSequence()
        t.tap(id: 2, at: CGPoint(x: 50, y: 700), time: w.clock.now + 0.1)
        t.play(in: w.window, on: w.clock)
        w.advance(1)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss", "didDismissPopover"])
        #expect(w.root.presentedViewController == nil)
        #expect(!w.window.subviews.contains { $0.name == "UITransitionView" })
    }

    @Test("a tap on the popover itself does not dismiss it")
    func tapInsideKeepsIt() throws {
        let (w, button) = world()
        let vc = popover()
        let delegate = PopoverDelegate(style: UIModalPresentationStyle.none)
        vc.popoverPresentationController?.sourceView = button
        vc.popoverPresentationController?.delegate = delegate
        w.root.present(vc, animated: true)
        w.advance(1)
        var s = TouchSequence()
        s.tap(id: 1, at: CGPoint(x: 200, y: 200), time: w.clock.now + 0.1)
        s.play(in: w.window, on: w.clock)
        w.advance(1)
        #expect(w.root.presentedViewController === vc)
    }

    @Test("a delegate's .overFullScreen adapts the popover to that style: the presenter stays under it")
    func adaptsToTheDelegatesStyle() throws {
        let (w, button) = world()
        let vc = popover()
        let delegate = PopoverDelegate(style: .overFullScreen)
        vc.popoverPresentationController?.sourceView = button
        vc.popoverPresentationController?.delegate = delegate
        w.root.present(vc, animated: true)
        w.advance(1)
        #expect(vc.presentationController?.presentationStyle == .overFullScreen)
        #expect(vc.view.frame == w.window.bounds && w.root.view.window === w.window)
        #expect(delegate.log == ["adaptive"])
    }

    @Test("the arrow points down when only the space above the anchor fits; the popover stays inside the margins")
    func placement() {
        let bounds = CGRect(x: 10, y: 10, width: 380, height: 780)
        let low = UIPopoverPresentationController.place(
            content: CGSize(width: 200, height: 300), anchor: CGRect(x: 360, y: 700, width: 30, height: 30), bounds: bounds, permitted: .any)
        #expect(low.direction == .down)
        #expect(low.frame == CGRect(x: 190, y: 387, width: 200, height: 300))
        let sideways = UIPopoverPresentationController.place(
            content: CGSize(width: 100, height: 100), anchor: CGRect(x: 20, y: 400, width: 20, height: 20), bounds: bounds, permitted: [.left, .right])
        #expect(sideways.direction == .left && sideways.frame == CGRect(x: 53, y: 360, width: 100, height: 100))
        // Too tall for either side: the side with the most room, the content shrunk to it.
        let tall = UIPopoverPresentationController.place(
            content: CGSize(width: 100, height: 2000), anchor: CGRect(x: 100, y: 200, width: 10, height: 10), bounds: bounds, permitted: [.up, .down])
        #expect(tall.direction == .up && tall.frame.height == 790 - 210 - 13)
    }

    @Test("a bar button item anchors the popover at the button the bar shows for it")
    func barButtonItemAnchor() throws {
        let root = UIViewController(name: "content")
        let navigation = UINavigationController(rootViewController: root)
        let w = World(root: navigation)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        w.advance(0.1)
        let shown = try #require(item.shownView)
        let vc = popover(size: CGSize(width: 100, height: 100))
        vc.popoverPresentationController?.barButtonItem = item
        let delegate = PopoverDelegate(style: UIModalPresentationStyle.none)
        vc.popoverPresentationController?.delegate = delegate
        navigation.present(vc, animated: false)
        let anchor = shown.convert(shown.bounds, to: w.window)
        #expect(vc.view.frame.minY == anchor.maxY + 13)
        #expect(abs(vc.view.frame.midX - min(anchor.midX, 390 - 50)) < 0.001)
    }

    @Test("sourceItem is the bar button item or the view it is set to, and setting one clears the other")
    func sourceItemSetsTheAnchor() throws {
        let vc = popover(size: CGSize(width: 100, height: 100))
        let controller = try #require(vc.popoverPresentationController)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        controller.sourceItem = item
        #expect(controller.barButtonItem === item && controller.sourceView == nil && controller.sourceItem === item)
        let view = UIView()
        controller.sourceItem = view
        #expect(controller.sourceView === view && controller.barButtonItem == nil && controller.sourceItem === view)
        controller.sourceItem = nil
        #expect(controller.sourceView == nil && controller.barButtonItem == nil)
    }
}
