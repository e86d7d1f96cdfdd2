import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor
private final class Receiver: UIResponder {
    var log: [String] = []
    func tapped() { log.append("tapped") }
    func changed(_ sender: UIControl) { log.append("changed:\(sender.tag)") }
    func event(_ sender: UIButton, _ event: UIEvent) { log.append("event") }
}

@MainActor @Suite struct ControlTests {
    @Test func targetActionCallsEachMatchingActionInOrder() {
        let button = UIButton(type: .system)
        let receiver = Receiver()
        button.tag = 4
        button.addTarget(receiver, action: Selector(Receiver.tapped), for: .touchUpInside)
        button.addTarget(receiver, action: Selector(Receiver.changed), for: [.touchUpInside, .valueChanged])
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log == ["tapped", "changed:4"])
        button.sendActions(for: .valueChanged)
        #expect(receiver.log == ["tapped", "changed:4", "changed:4"])
        #expect(button.actions(forTarget: receiver, forControlEvent: .valueChanged)?.count == 1)
        #expect(button.allTargets.contains(AnyHashable(receiver)))
        #expect(button.allControlEvents == [.touchUpInside, .valueChanged])
        button.removeTarget(receiver, action: Selector(Receiver.tapped), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(receiver.log.suffix(1) == ["changed:4"] && receiver.log.count == 4)
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.actions(forTarget: receiver, forControlEvent: .allEvents) == nil)
    }

    @Test func targetsAreWeakAndANilTargetWalksTheResponderChain() {
        let container = UIView()
        let button = UIButton(type: .custom)
        container.addSubview(button)
        var receiver: Receiver? = Receiver()
        button.addTarget(receiver, action: Selector(Receiver.tapped), for: .touchUpInside)
        weak let released = receiver
        receiver = nil
        #expect(released == nil)
        button.sendActions(for: .touchUpInside)  // nothing to call, nothing crashes
        final class ChainEnd: UIView {
            var hits = 0
            func handle() { hits += 1 }
        }
        let end = ChainEnd()
        end.addSubview(container)
        button.addTarget(nil, action: Selector(ChainEnd.handle), for: .touchUpInside)
        button.simulateTap()
        #expect(end.hits == 1)
    }

    @Test func stateAndPerStateValues() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        button.setTitleColor(.red, for: .highlighted)
        #expect(button.state == .normal && button.currentTitle == "Play")
        #expect(button.titleLabel?.text == "Play" && button.titleColor(for: .normal) == button.tintColor)
        button.isSelected = true
        #expect(button.state == .selected && button.titleLabel?.text == "Pause")
        button.isSelected = false
        button.isHighlighted = true
        #expect(button.titleLabel?.textColor == .red && button.title(for: .highlighted) == "Play")
        button.isEnabled = false
        #expect(button.state == [.highlighted, .disabled])
        let image = UIImage(named: "glide.test.icon")!
        button.setImage(image, for: .normal)
        #expect(button.imageView?.image == image)
        // 100-point image beside "Play" at 15 points (4 × 7.5 = 30 wide, 18 tall).
        #expect(button.intrinsicContentSize == CGSize(width: 130, height: 100))
        let disabled = UIButton(type: .custom)
        let receiver = Receiver()
        disabled.addTarget(receiver, action: Selector(Receiver.tapped), for: .touchUpInside)
        disabled.isEnabled = false
        disabled.simulateTap()
        #expect(receiver.log.isEmpty)
    }

    @Test func switchAndSliderSendValueChangedForUserChangesOnly() {
        let toggle = UISwitch(frame: .zero)
        let slider = UISlider(frame: .zero)
        let receiver = Receiver()
        toggle.addTarget(receiver, action: Selector(Receiver.changed), for: .valueChanged)
        slider.addTarget(receiver, action: Selector(Receiver.changed), for: .valueChanged)
        toggle.setOn(true, animated: true)
        slider.setValue(0.5, animated: false)
        #expect(receiver.log.isEmpty && toggle.isOn && slider.value == 0.5)
        toggle.simulateToggle()
        slider.simulateDrag(to: 3)
        #expect(receiver.log.count == 2 && !toggle.isOn && slider.value == 1)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    }
}

@MainActor
private final class ScrollLog: NSObject, UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    var ended = 0
    var dragEvents: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { dragEvents.append("begin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { dragEvents.append(decelerate ? "end, decelerating" : "end") }
    var endVelocity: CGPoint?
    var redirect: CGPoint?
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        endVelocity = velocity
        if let redirect { targetContentOffset.pointee = redirect }
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { dragEvents.append("decelerate") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { dragEvents.append("rest") }
}

/// A 100 × 200 scroll view in `world`'s root view, its delegate a log (weakly held: keep the log).
@MainActor
private func loggedScrollView(in world: World) -> (UIScrollView, ScrollLog) {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    // These tests measure the scrolling itself: the status bar's strip (SafeAreaTests) is left out of the insets.
    scroll.contentInsetAdjustmentBehavior = .never
    world.root.view.addSubview(scroll)
    let log = ScrollLog()
    scroll.delegate = log
    return (scroll, log)
}

@MainActor @Suite struct ScrollViewTests {
    @Test func contentOffsetIsTheBoundsOrigin() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        container.addSubview(scroll)
        let log = ScrollLog()
        scroll.delegate = log
        let child = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        scroll.addSubview(child)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 250) && scroll.frame.origin == .zero)
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 0, y: 50))
        scroll.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 10))
        #expect(log.offsets == [CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 10)])
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scroll.adjustedContentInset == scroll.contentInset)
        #expect(scroll.offsetRange.min == CGPoint(x: 0, y: -20) && scroll.offsetRange.max == CGPoint(x: 0, y: 830))
        scroll.minimumZoomScale = 0.5
        scroll.maximumZoomScale = 2
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 2)
    }

    @Test func animatedOffsetMovesOnTheClockAndEnds() {
        let world = World()
        let (scroll, log) = loggedScrollView(in: world)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(scroll.contentOffset == .zero)
        world.advance(0.15)
        #expect(abs(scroll.contentOffset.y - 200) < 1e-6)  // ease-in-out is half way at half time
        world.advance(0.15)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400) && log.ended == 1 && log.offsets.count == 36)
        scroll.setContentOffset(.zero, animated: true)
        world.advance(0.1)
        scroll.contentOffset = CGPoint(x: 0, y: 50)  // a direct set cancels the animation
        world.advance(1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50) && log.ended == 1)
    }

    @Test func dragFollowsTheFingerRubberBandsAndSettles() {
        let world = World()
        let (scroll, log) = loggedScrollView(in: world)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.applyDrag(.began)
        #expect(scroll.isDragging && scroll.isTracking)
        scroll.applyDrag(.changed(translation: CGPoint(x: 30, y: -120)))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))  // no horizontal content: x stays
        scroll.applyDrag(.changed(translation: CGPoint(x: 0, y: 100)))
        // 100 points past the top edge in a 200-point view: (1 − 1/(100·0.55/200 + 1))·200.
        let expected = -(1 - 1 / (100 * 0.55 / 200 + 1)) * 200
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        scroll.applyDrag(.ended(velocity: .zero))
        #expect(!scroll.isDragging && log.dragEvents == ["begin", "end"])
        world.advance(0.3)
        #expect(scroll.contentOffset == .zero)
        scroll.bounces = false
        scroll.applyDrag(.began)
        scroll.applyDrag(.changed(translation: CGPoint(x: 0, y: 100)))
        #expect(scroll.contentOffset == .zero)
        scroll.applyDrag(.ended(velocity: .zero))
        scroll.isScrollEnabled = false
        scroll.applyDrag(.began)
        #expect(!scroll.isDragging)
    }

    /// A paging scroll view comes to rest on a page: the one the content is mostly on after a slow release, the next one
    /// in the flick's direction after a flick (one page per swipe), decelerating to it with `scrollViewDidEndDecelerating`.
    @Test func aPagingScrollViewComesToRestOnAPage() {
        let world = World()
        let (scroll, log) = loggedScrollView(in: world)
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 400, height: 200)
        func swipe(_ dx: CGFloat, velocity: CGFloat) {
            scroll.applyDrag(.began)
            scroll.applyDrag(.changed(translation: CGPoint(x: dx, y: 0)))
            scroll.applyDrag(.ended(velocity: CGPoint(x: velocity, y: 0)))
            world.advance(3)
        }
        swipe(-40, velocity: 0)
        #expect(scroll.contentOffset == .zero, "mostly on the first page: back to it")
        swipe(-60, velocity: 0)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 0))
        swipe(-20, velocity: -800)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 0), "a flick turns one page")
        swipe(-20, velocity: 5000)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 0), "dragged on, flicked back: the page it began on")
        swipe(20, velocity: 5000)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 0), "a flick back turns one page back, whatever its speed")
        #expect(log.dragEvents.suffix(3) == ["end, decelerating", "decelerate", "rest"])
        scroll.isPagingEnabled = false
        swipe(-40, velocity: 0)
        #expect(scroll.contentOffset == CGPoint(x: 140, y: 0), "without paging the content stays where it was left")
    }

    /// A flick decelerates as UIKit's does: the velocity falls by the deceleration rate (0.998 at
    /// `.normal`) every millisecond, so 1000 points per second carry the content −1/ln(0.998) ≈ 499.5
    /// points, 1 − 0.998^100 ≈ 18 % of that after 100 ms.
    @Test func aFlickDeceleratesOnTheClock() {
        let world = World()
        let (scroll, log) = loggedScrollView(in: world)
        scroll.contentSize = CGSize(width: 100, height: 2000)
        scroll.applyDrag(.began)
        scroll.applyDrag(.changed(translation: CGPoint(x: 0, y: -100)))
        scroll.applyDrag(.ended(velocity: CGPoint(x: 0, y: -1000)))  // finger up: the content scrolls down
        #expect(log.endVelocity == CGPoint(x: 0, y: 1))  // the content's velocity, in points per millisecond
        #expect(log.dragEvents == ["begin", "end, decelerating", "decelerate"] && scroll.isDecelerating)
        let travel = -1 / Foundation.log(0.998)  // 1000 points per second, for −1/(1000 · ln 0.998) s
        world.advance(0.1)
        #expect(abs(scroll.contentOffset.y - (100 + travel * (1 - pow(0.998, 100)))) < 1e-6)
        world.advance(10)
        #expect(abs(scroll.contentOffset.y - (100 + travel)) < 1e-9 && !scroll.isDecelerating)
        #expect(log.dragEvents.last == "rest")

        // The delegate redirects the target (paging code does); a fling toward the end stops there.
        log.redirect = CGPoint(x: 0, y: 1000)
        scroll.applyDrag(.began)
        scroll.applyDrag(.ended(velocity: CGPoint(x: 0, y: -300)))
        world.advance(10)
        #expect(scroll.contentOffset.y == 1000)
        log.redirect = nil
        scroll.applyDrag(.began)
        scroll.applyDrag(.ended(velocity: CGPoint(x: 0, y: -100_000)))
        world.advance(10)
        #expect(scroll.contentOffset.y == 1800)  // content 2000 − bounds 200

        // A finger coming down stops the deceleration, without scrollViewDidEndDecelerating.
        log.dragEvents = []
        scroll.applyDrag(.began)
        scroll.applyDrag(.ended(velocity: CGPoint(x: 0, y: 1000)))
        world.advance(0.1)
        scroll.applyDrag(.began)
        let stopped = scroll.contentOffset
        #expect(!scroll.isDecelerating)
        world.advance(1)
        #expect(scroll.contentOffset == stopped && log.dragEvents == ["begin", "end, decelerating", "decelerate", "begin"])
    }
}

@MainActor @Suite struct VisualEffectTests {
    @Test func settingTheEffectInsideAnAnimationAnimatesTheBlurAmount() {
        let world = World()
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        world.root.view.addSubview(blur)
        #expect(blur.blurAmount == 0 && blur.contentView.frame == blur.bounds)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { blur.effect = UIBlurEffect(style: .light) })
        #expect(blur.effect is UIBlurEffect && blur.backdropStyle == .light)
        world.advance(0.25)
        #expect(abs(blur.blurAmount - 0.25) < 1e-6)
        world.advance(0.75)
        #expect(blur.blurAmount == 1)
        blur.effect = nil
        #expect(blur.blurAmount == 0)
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        #expect(vibrant.blurAmount == 1 && vibrant.backdropStyle == .dark)
        #expect(UIBlurEffect(style: .dark) == UIBlurEffect(style: .dark))
    }
}

@MainActor
private final class TextLog: NSObject, UITextViewDelegate {
    var changes = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
}

@MainActor @Suite struct TextViewTests {
    @Test func contentSizeFollowsTheWrappedText() {
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        let log = TextLog()
        text.delegate = log
        text.font = .systemFont(ofSize: 10)  // 5 points a character, 12 a line; wraps at 60 − 10 = 50
        text.text = "one two three four"
        #expect(text.contentSize == CGSize(width: 60, height: 24 + 16))  // "one two" and "three four" (50 wide): 2 lines + insets
        #expect(log.changes == 0)
        text.simulateTyping(" five")
        #expect(log.changes == 1 && text.text == "one two three four five")
        text.isEditable = false
        text.simulateTyping("!")
        #expect(log.changes == 1)
    }
}

@MainActor @Suite struct ResponderChainTests {
    final class Screen: UIViewController {
        var closed = 0
        func close() { closed += 1 }
    }

    @Test func aNilTargetReachesTheViewControllerThroughItsView() {
        let world = World()
        let screen = Screen()
        world.root.addChild(screen)
        world.root.view.addSubview(screen.view)
        screen.didMove(toParent: world.root)
        let box = UIView()
        let button = UIButton(type: .system)
        box.addSubview(button)
        screen.view.addSubview(box)
        #expect(screen.view.next === screen && screen.next === world.root.view)
        button.addTarget(nil, action: Selector(Screen.close), for: .touchUpInside)
        button.simulateTap()
        #expect(screen.closed == 1)
    }
}
