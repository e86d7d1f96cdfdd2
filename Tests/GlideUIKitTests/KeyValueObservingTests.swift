import GlideObjectiveC
import GlideUIKit
import Testing

/// What observers heard, in order.
@MainActor
final class ChangeLog {
    var entries: [String] = []
}

/// An observer as an `NSObject` subclass (an interactor, an animator) writes it once ported: the conformance
/// `glide port` adds, the method without `override`.
final class OffsetObserver: NSObject, NSKeyValueObserving {
    nonisolated(unsafe) var heard: [(keyPath: String?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        heard.append((keyPath, change, context))
    }
}

nonisolated(unsafe) private var offsetContext = 0
nonisolated(unsafe) private var otherContext = 0

/// A view controller that overrides `observeValue(forKeyPath:of:change:context:)` as on iOS (UIResponder declares it).
final class StretchyHeaderController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    nonisolated(unsafe) var offsets: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &offsetContext)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &offsetContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if let offset = change?[.newKey] as? CGPoint { offsets.append(offset.y) }
    }
}

/// An image page as ImageViewer writes it: it observes its scroll view's offset and stops in `deinit`, where weak
/// references to it already read nil.
@MainActor
final class ZoomingPage: NSObject, NSKeyValueObserving {
    let scrollView: UIScrollView
    nonisolated(unsafe) var heard = 0
    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init()
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new], context: &offsetContext)
    }
    isolated deinit {
        scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &offsetContext)
    }
    nonisolated func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        heard += 1
    }
}

@MainActor
@Suite(.serialized) struct KeyValueObservingTests {
    @Test func anObserverRemovesItselfInItsDeinit() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var page: ZoomingPage? = ZoomingPage(scrollView: scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(page?.heard == 1)
        page = nil
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        #expect(!KeyValueObservationCenter.isObserved(scrollView, key: "contentOffset"), "the registration is gone")
    }

    @Test func oldStyleObserverHearsEveryScrollStepWithTheChangeDictionary() {
        let clock = ManualClock().makeCurrent()
        let controller = StretchyHeaderController()
        _ = controller.view
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(controller.offsets == [40])
        // An animated scroll moves the offset once a frame; each step is a change.
        controller.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        clock.advance(by: 0.5)
        #expect(controller.offsets.count > 10)
        #expect(controller.offsets.last == 100)
        #expect(controller.offsets == controller.offsets.sorted())
        controller.scrollView.removeObserver(controller, forKeyPath: "contentOffset", context: &offsetContext)
        controller.scrollView.contentOffset = .zero
        #expect(controller.offsets.last == 100)
    }

    @Test func theChangeDictionaryHoldsKindOldNewAndPriorAsFoundationDoes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let observer = OffsetObserver()
        view.addObserver(observer, forKeyPath: "alpha", options: [.new, .old, .prior], context: &otherContext)
        view.alpha = 0.5
        #expect(observer.heard.count == 2)
        let prior = observer.heard[0], after = observer.heard[1]
        #expect(prior.keyPath == "alpha" && prior.context == &otherContext)
        #expect(prior.change?[.notificationIsPriorKey] as? Bool == true)
        #expect(prior.change?[.oldKey] as? CGFloat == 1)
        #expect(prior.change?[.newKey] == nil)
        #expect(after.change?[.notificationIsPriorKey] == nil)
        #expect(after.change?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        #expect(after.change?[.oldKey] as? CGFloat == 1)
        #expect(after.change?[.newKey] as? CGFloat == 0.5)
        #expect((after.change?[.newKey] as? NSNumber)?.doubleValue == 0.5)
        view.removeObserver(observer, forKeyPath: "alpha")
        view.alpha = 1
        #expect(observer.heard.count == 2)
    }

    @Test func initialSendsAtOnceAndNilIsNSNull() {
        let controller = UIViewController()
        let observer = OffsetObserver()
        let navigation = UINavigationController(rootViewController: controller)
        navigation.addObserver(observer, forKeyPath: "viewControllers", options: [.initial, .new], context: nil)
        #expect(observer.heard.count == 1)
        #expect((observer.heard[0].change?[.newKey] as? [UIViewController])?.count == 1)
        navigation.viewControllers = [controller, UIViewController()]
        #expect((observer.heard.last?.change?[.newKey] as? [UIViewController])?.count == 2)
        navigation.removeObserver(observer, forKeyPath: "viewControllers")
    }

    @Test func swiftObserveHandsTypedValuesUntilInvalidatedOrReleased() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let log = ChangeLog()
        var observation: NSKeyValueObservation? = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
            MainActor.assumeIsolated { log.entries.append("\(change.oldValue!.y)→\(change.newValue!.y) at \(scrollView.contentOffset.y)") }
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 20)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(log.entries == ["0.0→20.0 at 20.0", "20.0→50.0 at 50.0"])
        observation?.invalidate()
        scrollView.contentOffset = .zero
        #expect(log.entries.count == 2)

        observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { _, change in
            MainActor.assumeIsolated { log.entries.append("size \(change.newValue!.height)") }
        }
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        #expect(log.entries.suffix(2) == ["size 0.0", "size 2000.0"])
        observation = nil
        scrollView.contentSize = CGSize(width: 390, height: 1000)
        #expect(log.entries.count == 4)
    }

    /// PanModal's `haltScrolling`: an observer that puts the offset back from inside its observation hears the halt
    /// once; an offset set to the value it has tells no one (the sixth bug sample's g05 overflowed the stack here).
    @Test func anOffsetSetToItsValueTellsNoOne() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        let log = ChangeLog()
        let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in
            MainActor.assumeIsolated {
                log.entries.append("\(change.oldValue!.y)→\(change.newValue!.y)")
                if scrollView.contentOffset.y > 0 { scrollView.setContentOffset(.zero, animated: false) }
                else if log.entries.count < 10 { scrollView.setContentOffset(.zero, animated: false) }
            }
        }
        scrollView.contentOffset = CGPoint(x: 0, y: 5)
        #expect(log.entries == ["0.0→5.0", "5.0→0.0"])
        scrollView.contentOffset = .zero
        #expect(log.entries.count == 2)
        observation.invalidate()
    }

    @Test func priorNotificationsComeBeforeAndAfterTheChange() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let log = ChangeLog()
        let observation = view.observe(\.center, options: [.prior, .old, .new]) { view, change in
            MainActor.assumeIsolated {
                log.entries.append("\(change.isPrior ? "before" : "after") old \(change.oldValue.map { "\($0.x)" } ?? "-") new \(change.newValue.map { "\($0.x)" } ?? "-") view \(view.center.x)")
            }
        }
        view.center = CGPoint(x: 200, y: 60)
        #expect(log.entries == ["before old 60.0 new - view 60.0", "after old 60.0 new 200.0 view 200.0"])
        observation.invalidate()
    }

    @Test func viewsLayersAnimatorsAndControllersNotifyTheirKeys() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let log = ChangeLog()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(card)
        var observations: [NSKeyValueObservation] = []
        observations.append(card.observe(\.frame, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("frame \(c.newValue!.minX)") } })
        observations.append(card.observe(\.isHidden, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("hidden \(c.newValue!)") } })
        observations.append(card.observe(\.transform, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("transform \(c.newValue!.a)") } })
        observations.append(card.layer.observe(\.position, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("position \(c.newValue!.x)") } })
        observations.append(card.layer.observe(\.opacity, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("opacity \(c.newValue!)") } })
        observations.append(root.observe(\.preferredContentSize, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("preferred \(c.newValue!.height)") } })
        observations.append(navigation.observe(\.viewControllers, options: [.new]) { _, c in
            let count = c.newValue?.count ?? -1
            MainActor.assumeIsolated { log.entries.append("stack \(count)") }
        })
        card.frame = CGRect(x: 20, y: 0, width: 100, height: 100)
        card.isHidden = true
        card.transform = CGAffineTransform(scaleX: 2, y: 2)
        card.alpha = 0.5
        root.preferredContentSize = CGSize(width: 390, height: 400)
        navigation.pushViewController(UIViewController(), animated: true)
        clock.advance(by: 1)
        #expect(log.entries == [
            "position 70.0", "frame 20.0", "hidden true", "transform 2.0", "opacity 0.5", "preferred 400.0", "stack 2",
        ])

        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { card.alpha = 1 }
        observations.append(animator.observe(\.isRunning, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("running \(c.newValue!)") } })
        observations.append(animator.observe(\.state, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("state \(c.newValue!)") } })
        observations.append(animator.observe(\.fractionComplete, options: [.new]) { _, c in MainActor.assumeIsolated { log.entries.append("fraction \(c.newValue!)") } })
        log.entries = []
        animator.fractionComplete = 0.25
        animator.startAnimation()
        clock.advance(by: 1)
        // Scrubbing activates the animator: its block sets the model (the layer's opacity), then the fraction is set.
        #expect(log.entries == ["state active", "opacity 1.0", "fraction 0.25", "running true", "running false", "state inactive"])
        for observation in observations { observation.invalidate() }
    }

    @Test func aNestedKeyPathFollowsThePresentedViewAndRelinksWhenAnEarlierKeyChanges() {
        let presented = UIViewController()
        let controller = UIPresentationController(presentedViewController: presented, presenting: nil)
        let log = ChangeLog()
        let observation = controller.observe(\.presentedView?.frame, options: [.new]) { _, change in
            MainActor.assumeIsolated { log.entries.append("\(change.newValue??.height ?? -1)") }
        }
        presented.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        #expect(log.entries == ["444.0"])
        observation.invalidate()

        // `view.layer.position`: replacing nothing, the layer's own setter notifies through the view's path.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let observer = OffsetObserver()
        view.addObserver(observer, forKeyPath: "layer.position", options: [.new], context: nil)
        view.layer.position = CGPoint(x: 30, y: 30)
        #expect(observer.heard.last?.keyPath == "layer.position")
        #expect(observer.heard.last?.change?[.newKey] as? CGPoint == CGPoint(x: 30, y: 30))
        view.removeObserver(observer, forKeyPath: "layer.position")
    }

    @Test func aRegistrationWhoseObserverIsGoneIsDropped() {
        let view = UIView()
        var observer: OffsetObserver? = OffsetObserver()
        view.addObserver(observer!, forKeyPath: "bounds", options: [.new], context: nil)
        weak let gone = observer
        observer = nil
        #expect(gone == nil, "the observed object does not keep its observer")
        view.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(view.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}

/// Key-value coding on animations: a sparkle transition tags its animation with the emitter it must remove and reads
/// it back from the copy its delegate is handed, as the third sample's B03 does.
@MainActor @Suite struct AnimationKeyValueCodingTests {
    final class Remover: NSObject, CAAnimationDelegate {
        var removed: [CALayer] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if let layer = anim.value(forKey: "com.example.sparkles") as? CALayer {
                layer.removeFromSuperlayer()
                removed.append(layer)
            }
        }
    }

    @Test func anAnimationKeepsAnyKeyAndItsCopyHasIt() {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let sparkles = CAEmitterLayer()
        host.layer.addSublayer(sparkles)
        let remover = Remover()
        let transition = CATransition()
        transition.duration = 0.3
        transition.delegate = remover
        transition.setValue(sparkles, forKey: "com.example.sparkles")
        #expect(transition.value(forKey: "com.example.sparkles") as? CALayer === sparkles)
        host.layer.add(transition, forKey: kCATransition)
        clock.advance(by: 0.5)
        #expect(remover.removed.first === sparkles && sparkles.superlayer == nil)
    }

    @Test func anAnimationsPropertiesAnswerByTheirObjectiveCNames() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.setValue(0.4, forKey: "duration")
        animation.setValue(false, forKey: "removedOnCompletion")
        animation.setValue(1, forKey: "toValue")
        #expect(animation.duration == 0.4 && !animation.isRemovedOnCompletion)
        #expect((animation.value(forKey: "keyPath") as? String) == "opacity")
        #expect((animation.value(forKey: "duration") as? NSNumber)?.doubleValue == 0.4)
        #expect(animation.toValue as? Int == 1)
    }
}
