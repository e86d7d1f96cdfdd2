import GlideUIKit
import Testing

// The ported files of `Ported/` as an app would use them, on a manual clock. Swift 5 mode, as the code was written.

/// A ring that records what it draws, on which layer (a subclass, as an app might make for a test).
final class RecordingRingLayer: ProgressRingLayer {
    static var drawn: [(presented: Bool, progress: CGFloat)] = []

    override func draw(in ctx: CGContext) {
        RecordingRingLayer.drawn.append((model() !== self, progress))
        super.draw(in: ctx)
    }

    override func makePresentationLayer() -> CALayer { RecordingRingLayer(layer: self) }
}

@MainActor
@Suite(.serialized) struct PortedCodeTests {
    func window() -> (ManualClock, UIWindow) {
        let clock = ManualClock().makeCurrent()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        window.makeKeyAndVisible()
        return (clock, window)
    }

    @Test func theStretchyHeaderFollowsTheScrollViewThroughKeyValueObserving() {
        let (clock, window) = window()
        let controller = StretchyHeaderViewController()
        // What the storyboard connects.
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let header = UIView()
        controller.scrollView = scrollView
        controller.headerView = header
        window.rootViewController = controller
        controller.view.addSubview(scrollView)
        controller.view.addSubview(header)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        #expect(controller.preferredContentSize.height == 600, "the contentSize observation (.initial, then each change)")

        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        #expect(header.frame == CGRect(x: 0, y: -60, width: 390, height: 300), "pulled down: the header stretches")
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(header.alpha == 0.5)
        scrollView.setContentOffset(CGPoint(x: 0, y: 240), animated: true)
        clock.advance(by: 0.15)
        let midway = header.alpha
        #expect(midway > 0 && midway < 0.5, "each step of the animated scroll is observed: \(midway)")
        clock.advance(by: 0.3)
        #expect(header.alpha == 0)
        controller.stopObserving()
        scrollView.contentOffset = .zero
        #expect(header.alpha == 0, "no longer observed")
    }

    @Test func thePullToDismissInteractorSettlesOnGlidesClock() {
        let (clock, _) = window()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let interactor = PullToDismissInteractor()
        interactor.attach(to: scrollView)
        for y in stride(from: 0, through: -150, by: -30) {
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            clock.advance(by: 0.05)
        }
        #expect(interactor.pulls == [0.15, 0.3, 0.45, 0.6, 0.75])
        #expect(interactor.settled.isEmpty, "each change puts the settling off")
        clock.advance(by: 0.15)
        #expect(interactor.settled == ["finish"])
        scrollView.contentOffset = CGPoint(x: 0, y: -40)
        clock.advance(by: 0.05)
        interactor.detach()
        clock.advance(by: 1)
        #expect(interactor.settled == ["finish"], "detach cancelled the pending settle")
    }

    @Test func theProgressRingDrawsItsPresentationValueEachFrame() {
        let (clock, window) = window()
        let ring = RecordingRingLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        ring.ringColor = UIColor.red.cgColor
        window.layer.addSublayer(ring)
        clock.advance(by: 0.1)
        RecordingRingLayer.drawn = []
        ring.progress = 0.8
        #expect(ring.progress == 0.8)
        clock.advance(by: 0.2)
        let halfway = ring.presentation()!.progress
        #expect(abs(halfway - 0.4) < 0.03, "linear over 0.4 s: \(halfway)")
        #expect(ring.presentation()!.ringColor == UIColor.red.cgColor, "init(layer:) copied the colour")
        clock.advance(by: 0.4)
        let presented = RecordingRingLayer.drawn.filter(\.presented).map(\.progress)
        #expect(presented.count >= 22 && presented.count <= 25, "60 frames a second for 0.4 s: \(presented.count)")
        #expect(presented == presented.sorted())
        #expect(RecordingRingLayer.drawn.last.map { !$0.presented && $0.progress == 0.8 } == true)
        #expect(ring.contents is CGImage)
    }

    @Test func theFadeAnimatorAsksTheContextAndItsDelegate() {
        let (clock, window) = window()
        let home = FadeHomeViewController()
        window.rootViewController = home
        clock.advance(by: 0.1)
        let detail = UIViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = home
        home.present(detail, animated: true)
        clock.advance(by: 0.25)
        let presented = detail.view.layer.presentation()!
        #expect(abs(presented.opacity - 0.5) < 0.1, "halfway through the delegate's 0.5 s: \(presented.opacity)")
        let scale = presented.value(forKeyPath: "transform.scale") as! CGFloat
        #expect(scale > 0.9 && scale < 1, "the zoom set by key path animates: \(scale)")
        clock.advance(by: 0.5)
        #expect(home.finished == 1, "responds(to:) answered for the delegate, which was told")
        #expect(home.presentedViewController === detail)
        #expect(detail.view.layer.value(forKeyPath: "transform.scale") as? CGFloat == 1)
    }

    @Test func aPanThatPopsInATaskPopsOnTheClocksNextTurn() async {
        let (clock, window) = window()
        let home = UIViewController()
        let detail = PhotoDetailViewController()
        let navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.state = .began
        detail.panned(pan)
        #expect(detail.popRequests == 1 && navigation.topViewController === detail, "the pop waits for the next turn")
        clock.advance(by: 0)
        #expect(navigation.transitionCoordinator != nil, "the Task's body ran on Glide's clock and began the pop")
        clock.advance(by: 1)
        #expect(navigation.viewControllers == [home])
        let kept = detail.countLater()
        await kept.value
        #expect(detail.popRequests == 11, "a Task whose handle is kept is Swift's own")
    }

    @Test func aBarIsMadeFromItsClassValue() {
        #expect(BarHostViewController(navigationBarClass: CompactNavigationBar.self).navigationBar is CompactNavigationBar)
        #expect(type(of: BarHostViewController().navigationBar) == UINavigationBar.self)
        let navigation = UINavigationController(navigationBarClass: CompactNavigationBar.self, toolbarClass: nil)
        #expect(navigation.navigationBar is CompactNavigationBar)
        #expect(type(of: navigation.toolbar!) == UIToolbar.self)
        #expect(TintedNavigationBar(tint: .red).tint == .red)
    }

    @Test func aDelegateProxyAsksEachDelegateWhatItImplements() {
        let (_, window) = window()
        let home = UIViewController()
        home.title = "home"
        let navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        let proxy = NavigationDelegateProxy()
        let log = ShownScreenLog()
        let coordinator = FadePushCoordinator()
        proxy.primary = log
        proxy.secondary = coordinator
        let detail = UIViewController()
        let animator = proxy.navigationController(navigation, animationControllerFor: .push, from: home, to: detail)
        #expect(animator is FadeAnimator, "the app's delegate does not implement it: the library's answers")
        #expect(proxy.responds(to: Selector("navigationController(_:animationControllerFor:from:to:)")))
        #expect(!proxy.responds(to: Selector("navigationController(_:interactionControllerFor:)")))
        proxy.secondary = nil
        #expect(proxy.navigationController(navigation, animationControllerFor: .push, from: home, to: detail) == nil)
        proxy.navigationController(navigation, didShow: home, animated: false)
        #expect(log.shown == ["home"])
        #expect(proxy.name == "proxy")
    }

    @Test func aRestingPanTimesOutAndACountdownTicksOnGlidesClock() {
        let (clock, _) = window()
        let pan = TimeoutEdgePan()
        pan.resetTimeout()
        clock.advance(by: 2)
        pan.resetTimeout()
        clock.advance(by: 2.9)
        #expect(pan.endings == 0, "the first timeout was invalidated when the pan moved")
        clock.advance(by: 0.1)
        #expect(pan.endings == 1)
        #expect(pan.timeoutTimer?.isValid == false)

        let countdown = Countdown()
        countdown.start()
        clock.advance(by: 1)
        #expect(countdown.remaining == 2 && countdown.beats == ["beat", "beat"])
        clock.advance(by: 2)
        #expect(countdown.remaining == 0 && countdown.beats.count == 7)
        clock.advance(by: 5)
        #expect(countdown.remaining == 0 && countdown.beats.count == 7, "both timers were invalidated")
    }

    @Test func aDelegateProxyAnswersRespondsToWithTheAppsDelegate() {
        _ = window()
        let proxy = ScrollDelegateProxy()
        #expect(followsScrolling(proxy), "its own method, asked through the module's method table")
        #expect(!zooms(proxy), "no delegate yet")
        let handler = ZoomingScrollHandler()
        proxy.delegate = handler
        #expect(zooms(proxy), "the app's delegate zooms, so the proxy says it does")
        #expect(proxy.responds(to: Selector("viewForZooming(in:)")) && !proxy.responds(to: Selector("scrollViewWillBeginDragging(_:)")))
        #expect(proxy.forwardingTarget(for: Selector("viewForZooming(in:)")) as AnyObject? === handler)
        #expect(proxy.forwardingTarget(for: Selector("scrollViewWillBeginDragging(_:)")) == nil)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.delegate = proxy
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(proxy.scrolls == 1)
    }

    @Test func anOptionalDelegateMethodThatReturnsAValueFallsBackWhenNotImplemented() {
        _ = window()
        let chrome = PresentrChrome()
        #expect(chrome.dismissIfAllowed(), "no delegate: the caller's default")
        let plain = PlainViewController()
        chrome.presentrDelegate = plain
        #expect(chrome.dismissIfAllowed(), "a delegate without the method: the caller's default, as on iOS")
        let confirming = ConfirmingViewController()
        chrome.presentrDelegate = confirming
        #expect(!chrome.dismissIfAllowed())
        confirming.confirmed = true
        #expect(chrome.dismissIfAllowed())
        chrome.keyboardIsShowing = true
        #expect(!chrome.dismissIfAllowed())

        let panel = FloatingPanelController()
        let scrollView = UIScrollView()
        scrollView.contentInset.top = 20
        panel.delegate = plain
        panel.reloadLayout(for: UITraitCollection())
        #expect(panel.layout.anchorHeight == 300 && panel.pinningOffset(for: scrollView) == CGPoint(x: 0, y: -20))
        #expect(panel.presentingAnimator().duration == 0.25)
        panel.move()
        #expect(panel.moves == 1)
        let owner = TallPanelOwner()
        panel.delegate = owner
        panel.reloadLayout(for: UITraitCollection())
        #expect(panel.layout.anchorHeight == 700 && panel.pinningOffset(for: scrollView) == .zero)
        #expect(panel.presentingAnimator().duration == 0.25, "the owner does not implement it")
        #expect(throws: OptionalRequirementNotImplemented.self) { try (plain as PresentrDelegate).presentrShouldDismiss(keyboardShowing: false) }
        do {
            _ = try (plain as PresentrDelegate).presentrShouldDismiss(keyboardShowing: false)
        } catch {
            #expect("\(error)".hasPrefix("PlainViewController does not implement the optional requirement PresentrDelegate.presentrShouldDismiss(keyboardShowing:)"))
        }
    }

    @Test func aTypeParameterMakesTheClassItStandsFor() {
        _ = window()
        #expect(type(of: ItemViewController<UIImageView>().itemView) == UIImageView.self)
        let zooming = ItemViewController<ZoomingImageView>().itemView
        #expect(type(of: zooming) == ZoomingImageView.self && zooming.zoomScale == 1)
        let settings = Router.make(SettingsViewController.self)
        #expect(settings.opened && settings.title == "SettingsViewController")
        #expect(type(of: Router.make(UINavigationController.self)) == UINavigationController.self)
        #expect(type(of: Router.make(UIViewController.self)) == UIViewController.self)
    }

    @Test func glidesOwnClassesAreMadeFromTheirClassValues() {
        _ = window()
        for (type, _) in UIView.glideInitializableClasses {
            #expect(Swift.type(of: type.glideMakeWithInit()) == type, "\(type)")
        }
        for (type, _) in UIViewController.glideInitializableClasses {
            #expect(Swift.type(of: type.glideMakeWithInit()) == type, "\(type)")
        }
        #expect(UIView.glideInitializableClasses.count == 23 && UIViewController.glideInitializableClasses.count == 8)
    }

    @Test("a #selector copied from another class calls the observer's own method, as the runtime looks the name up")
    func aCopiedSelectorCallsTheObserversOwnMethod() {
        let (_, window) = window()
        let signUp = SignUpFormViewController(), wiFi = WiFiFormViewController()
        window.rootViewController = signUp
        signUp.loadViewIfNeeded()
        wiFi.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(signUp.keyboardShown == 1 && wiFi.keyboardShown == 1)
        NotificationCenter.default.removeObserver(signUp)
        NotificationCenter.default.removeObserver(wiFi)
    }

    @Test("module-qualified names, imports under #if and an optional requirement asked in an if condition, ported, run")
    func theTransitionStateStoreKeepsItsInsetsAndAsksThePresented() {
        _ = window()
        // A conformer outside the ported module: the method table, which knows the module's, answers false for it.
        final class Plain: UIViewController, TransitionStateClosable {}
        let view = UIView()
        let store = TransitionStateStore()
        let closing = ClosableStateViewController()
        store.presented = closing
        store.record(.began, of: view)
        #expect(store.state == .began && view.transitionInsets.top == 8 && closing.closeCount == 1)
        store.presented = Plain()
        store.record(.ended, of: view)
        #expect(store.state == .ended && view.transitionInsets == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
        #expect(closing.closeCount == 1)
    }
}
