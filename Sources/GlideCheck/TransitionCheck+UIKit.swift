import Foundation
import GlideUIKitCore

extension TransitionCheck {
    /// A check of a presentation as the app performs it: `presenting` presents `presented`, and the
    /// transitioning delegate vends the animators (presented and dismissed), the presentation
    /// controller for `.custom`, and whatever else the app's delegate decides.
    ///
    /// ```swift
    /// let report = try await TransitionCheck(
    ///     presenting: HomeViewController(),
    ///     presented: SheetViewController(),
    ///     transitioningDelegate: SheetTransitioningDelegate()
    /// ).run()
    /// ```
    ///
    /// Every argument is evaluated anew for each scenario, on the scenario's manual clock, so each
    /// runs on fresh objects built as the app builds them; a flow evaluates `presented` again for each
    /// presentation after its first (``TransitionSubject/makePresented``), so an expression that makes a view
    /// controller presents a new one each time, and one that returns the app's kept instance presents it again.
    /// The window is 390 × 844 points with `presenting`'s containment root (its navigation or tab bar
    /// controller, if it has one) as root. `presented` is evaluated once `presenting` is on screen (its
    /// `viewDidLoad` run), as the app's button makes it when tapped.
    ///
    /// - Parameters:
    ///   - presenting: the view controller that calls `present(_:animated:)`.
    ///   - presented: the view controller presented and dismissed. Its `modalPresentationStyle` is the
    ///     style checked unless `styles` says otherwise.
    ///   - transitioningDelegate: the delegate; nil uses the one `presented` has when UIKit asks (an app that
    ///     sets `transitioningDelegate` in the view controller's initialiser, or vends it from a getter), held as the
    ///     app holds it. A delegate given here the check holds strongly, as the app's code must (UIKit's
    ///     `transitioningDelegate` is weak).
    ///   - styles: the styles to check; the presented view controller's own style by default.
    ///   - interactor: nil (the default) drives interactive scenarios with what the app's delegate vends,
    ///     when UIKit asks for it (``CheckInteraction/asVended``). An interactor here asks another question,
    ///     which reports name: what if the animator were driven by it (``CheckInteraction/whatIf(interactor:)``).
    ///   - present, dismiss: the app's own code that presents or dismisses (a tap handler, a coordinator's
    ///     method), called for animated scenarios in place of `present(_:animated:)` and
    ///     `dismiss(animated:)`; it must present `presented` on `presenting` (or dismiss it).
    ///   - name: the name in reports (the presented view controller's type by default).
    ///   - options: what to run besides the matrix.
    public init<Presenting: UIViewController, Presented: UIViewController>(
        presenting: @autoclosure @escaping @MainActor () -> Presenting,
        presented: @autoclosure @escaping @MainActor () -> Presented,
        transitioningDelegate: @autoclosure @escaping @MainActor () -> (any UIViewControllerTransitioningDelegate)? = nil,
        styles: [CheckStyle]? = nil,
        interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)? = nil,
        present: (@MainActor (_ presenting: Presenting, _ presented: Presented) -> Void)? = nil,
        dismiss: (@MainActor (_ presenting: Presenting, _ presented: Presented) -> Void)? = nil,
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        // The presenter is on screen (its viewDidLoad run) before the presented view controller is made, as in the app,
        // whose button makes it when tapped: SideMenu's menu registers itself with the manager the presenter's
        // viewDidLoad set up (the fourth bug sample's e06, the demo's segue).
        self.init(
            modal: { show in
                let presenter = presenting()
                show(presenter)
                return (presenter, presented())
            }, transitioningDelegate: transitioningDelegate(), styles: styles,
            interactor: interactor, name: name, options: options, file: file, line: line, column: column)
        func action(_ body: (@MainActor (Presenting, Presented) -> Void)?) -> (@MainActor (CheckScene) -> Void)? {
            guard let body else { return nil }
            return { (scene: CheckScene) in
                if let from = scene.presenter as? Presenting, let to = scene.presented as? Presented { body(from, to) }
            }
        }
        subject.actions[.present] = action(present)
        subject.actions[.dismiss] = action(dismiss)
        // A flow's later presentations evaluate `presented` again: a new view controller when the app makes one
        // for each (its button's code), the same one when the expression returns the one the app keeps.
        subject.makePresented = { _, style in
            let next = presented()
            if style != CheckStyle(next.modalPresentationStyle) { next.modalPresentationStyle = style.modalStyle }
            return next
        }
    }

    /// A check of a presentation whose two view controllers are made together, as a storyboard segue
    /// makes them: `scene` returns the presenting and the presented view controller, already wired
    /// (e.g. after the app's own `prepare(for:sender:)`), for each scenario anew.
    ///
    /// ```swift
    /// let check = TransitionCheck(presentation: {
    ///     let home = HomeViewController()
    ///     let sheet = SheetViewController()
    ///     home.prepare(for: UIStoryboardSegue(identifier: "sheet", source: home, destination: sheet), sender: nil)
    ///     return (home, sheet)
    /// })
    /// ```
    ///
    /// The transitioning delegate is the one the presented view controller has after `scene` (or
    /// `transitioningDelegate` when given); the other parameters are as in ``init(presenting:presented:transitioningDelegate:styles:interactor:name:options:file:line:column:)``.
    /// A flow presents the same presented view controller again (`scene` makes the pair together, so a new one
    /// could be wired to another presenter): for an app that makes a new one for each presentation, use
    /// ``init(presenting:presented:transitioningDelegate:styles:interactor:present:dismiss:name:options:file:line:column:)``.
    public init(
        presentation scene: @escaping @MainActor () -> (presenting: UIViewController, presented: UIViewController),
        transitioningDelegate: @autoclosure @escaping @MainActor () -> (any UIViewControllerTransitioningDelegate)? = nil,
        styles: [CheckStyle]? = nil,
        interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)? = nil,
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            modal: { show in
                let pair = scene()
                show(pair.presenting)
                return pair
            }, transitioningDelegate: transitioningDelegate(), styles: styles,
            interactor: interactor, name: name, options: options, file: file, line: line, column: column)
    }

    /// A modal check whose scene `make` builds, putting the presenter on screen with `show` when it chooses.
    private init(
        modal make: @escaping @MainActor (_ show: (UIViewController) -> Void) -> (presenting: UIViewController, presented: UIViewController),
        transitioningDelegate: @autoclosure @escaping @MainActor () -> (any UIViewControllerTransitioningDelegate)?,
        styles: [CheckStyle]?, interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)?,
        name: String?, options: Options, file: String, line: Int, column: Int
    ) {
        // The presented view controller's own style, read once from one made as in a scenario: after the presenter is
        // on screen in a window of its own (an expression that reads what the shown presenter holds works here too).
        let probe = Self.probeOnce { clock in
            let window = StandardScene.window(clock: clock)
            return withExtendedLifetime(window) {
                make { Self.show($0, in: window) }.presented
            }
        }
        let native = CheckStyle(probe.modalPresentationStyle)
        let subjectName = name ?? String(describing: type(of: probe))
        let subject = TransitionSubject(
            name: subjectName, styles: (styles ?? [native]).filter { !$0.isContainment }, interaction: Self.interaction(interactor)
        ) { clock, style in
            let window = StandardScene.window(clock: clock)
            var beforePresented: Set<ObjectIdentifier>?
            let (presenter, presentedController) = make { presenter in
                Self.show(presenter, in: window)
                beforePresented = Set(GestureRecognizers.all(in: window).map(ObjectIdentifier.init))
            }
            // The app's own delegate (set in the view controller, or vended by its getter) is asked when UIKit asks, at the
            // presentation and the dismissal, and held as the app holds it: reading a getter here would run the app's
            // code before UIKit does (SideMenu's spends its interactive flag on that read: the fourth bug sample's e06).
            let delegate = transitioningDelegate()
            if style != native { presentedController.modalPresentationStyle = style.modalStyle }
            let bystander = StandardScene.bystander()
            var scene = CheckScene(window: window, presenter: presenter, presented: presentedController, delegate: delegate, bystander: bystander)
            scene.recognizersBeforePresented = beforePresented
            return scene
        }
        self.init(subject: subject, options: options)
        callSite = CallSite(file: file, line: line, column: column)
    }

    /// A check of a navigation transition as the app performs it: `navigationController` pushes
    /// `pushed` and pops it, and the navigation controller's delegate vends the animators and interactors.
    ///
    /// ```swift
    /// let report = try await TransitionCheck(
    ///     navigationController: UINavigationController(rootViewController: ListViewController()),
    ///     pushed: DetailViewController(),
    ///     delegate: ZoomNavigationDelegate()
    /// ).run()
    /// ```
    ///
    /// - Parameters:
    ///   - navigationController: the app's navigation controller (or its subclass), with its root.
    ///   - pushed: the view controller pushed and popped; a flow's later pushes evaluate it again (an expression that
    ///     makes a new one pushes a new one, as an app whose button makes one for each push).
    ///   - delegate: the navigation controller's delegate; nil uses the one the app sets (e.g. in the
    ///     navigation controller subclass's `viewDidLoad`, which runs when the window shows it). Held strongly.
    ///   - interactor: nil (the default) drives interactive scenarios with what the delegate vends
    ///     (``CheckInteraction/asVended``); an interactor here is a what-if (``CheckInteraction/whatIf(interactor:)``).
    ///   - push, pop: the app's own code that pushes `pushed` or pops it, for animated scenarios.
    ///   - name: the name in reports (the pushed view controller's type by default).
    ///   - options: what to run besides the matrix.
    public init<Navigation: UINavigationController, Pushed: UIViewController>(
        navigationController: @autoclosure @escaping @MainActor () -> Navigation,
        pushed: @autoclosure @escaping @MainActor () -> Pushed,
        delegate: @autoclosure @escaping @MainActor () -> (any UINavigationControllerDelegate)? = nil,
        interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)? = nil,
        push: (@MainActor (_ navigationController: Navigation, _ pushed: Pushed) -> Void)? = nil,
        pop: (@MainActor (_ navigationController: Navigation, _ pushed: Pushed) -> Void)? = nil,
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let subjectName = name ?? String(describing: type(of: Self.probeOnce { _ in pushed() }))
        var subject = TransitionSubject(name: subjectName, styles: [.navigation], interaction: Self.interaction(interactor)) { clock, _ in
            let navigation = navigationController()
            let window = StandardScene.window(clock: clock)
            window.rootViewController = navigation.containmentRootForCheck
            window.makeKeyAndVisible()
            let given = delegate()
            // `pushed` may set the navigation controller's delegate itself (a photo viewer made to be the delegate of
            // the controller that pushes it): the app's delegate is read after it.
            let screen = pushed()
            let chosen = given ?? navigation.delegate
            let bystander = StandardScene.bystander()
            return CheckScene(window: window, navigationController: navigation, pushed: screen, delegate: chosen, bystander: bystander)
        }
        func action(_ body: (@MainActor (Navigation, Pushed) -> Void)?) -> (@MainActor (CheckScene) -> Void)? {
            guard let body else { return nil }
            return { (scene: CheckScene) in
                if let navigation = scene.navigationController as? Navigation, let pushed = scene.pushed as? Pushed { body(navigation, pushed) }
            }
        }
        subject.actions[.push] = action(push)
        subject.actions[.pop] = action(pop)
        // A flow's later pushes evaluate `pushed` again: a new view controller when the app makes one for each push
        // (its code may set the navigation controller's delegate to it, which UIKit then asks), the same when it keeps
        // one. The delegate stays the app's one object, with whatever state it kept.
        subject.makePushed = { _ in (pushed(), nil) }
        self.init(subject: subject, options: options)
        callSite = CallSite(file: file, line: line, column: column)
    }

    /// A check of a tab bar controller's transition as the app performs it: `tabBarController` (with at
    /// least two tabs) selects its second tab and its first again, and its delegate vends the animator and
    /// the interactor.
    ///
    /// ```swift
    /// let report = try await TransitionCheck(
    ///     tabBarController: MainTabBarController(),
    ///     delegate: SlideTabDelegate()
    /// ).run()
    /// ```
    ///
    /// - Parameters:
    ///   - tabBarController: the app's tab bar controller (or its subclass) with its tabs; when it has none,
    ///     two plain view controllers are its tabs. The first tab is selected at the start.
    ///   - delegate: the tab bar controller's delegate; nil uses the one the app sets (e.g. in the subclass's
    ///     `viewDidLoad`, which runs when the window shows it). Held strongly.
    ///   - interactor: nil (the default) drives interactive scenarios with what the delegate vends
    ///     (``CheckInteraction/asVended``); an interactor here is a what-if (``CheckInteraction/whatIf(interactor:)``).
    ///   - select: the app's own code that selects tab 1 (and 0 to go back), for animated scenarios.
    ///   - name: the name in reports (the tab bar controller's type by default).
    ///   - options: what to run besides the matrix.
    public init<TabBar: UITabBarController>(
        tabBarController: @autoclosure @escaping @MainActor () -> TabBar,
        delegate: @autoclosure @escaping @MainActor () -> (any UITabBarControllerDelegate)? = nil,
        interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)? = nil,
        select: (@MainActor (_ tabBarController: TabBar, _ index: Int) -> Void)? = nil,
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let subjectName = name ?? String(describing: type(of: Self.probeOnce { _ in tabBarController() }))
        var subject = TransitionSubject(name: subjectName, styles: [.tabBar], interaction: Self.interaction(interactor)) { clock, _ in
            let tabs = tabBarController()
            if tabs.tabs.count < 2 { tabs.setViewControllers(tabs.tabs + (tabs.tabs.count..<2).map { _ in UIViewController() }) }
            let window = StandardScene.window(clock: clock)
            window.rootViewController = tabs.containmentRootForCheck
            window.makeKeyAndVisible()
            let chosen = delegate() ?? tabs.delegate
            let bystander = StandardScene.bystander()
            return CheckScene(window: window, tabBarController: tabs, delegate: chosen, bystander: bystander)
        }
        if let select {
            for (operation, index) in [(CheckOperation.selectTab, 1), (.selectBack, 0)] {
                subject.actions[operation] = { scene in if let tabs = scene.tabBarController as? TabBar { select(tabs, index) } }
            }
        }
        self.init(subject: subject, options: options)
        callSite = CallSite(file: file, line: line, column: column)
    }

    /// The interaction an app constructor's `interactor:` asks for: the app's own when nil.
    static func interaction(_ interactor: (@MainActor () -> UIPercentDrivenInteractiveTransition)?) -> CheckInteraction {
        interactor.map { .whatIf(interactor: $0) } ?? .asVended
    }

    /// Puts a modal check's presenter on screen: its containment root as `window`'s root, the window key and visible.
    private static func show(_ presenter: UIViewController, in window: UIWindow) {
        window.rootViewController = presenter.containmentRootForCheck
        window.makeKeyAndVisible()
    }

    /// Builds a value once on a throwaway manual clock (to read a style or a type name), restoring the ambient clock.
    static func probeOnce<T>(_ make: @MainActor (ManualClock) -> T) -> T {
        let clock = ManualClock()
        return clock.withCurrent { make(clock) }
    }
}
