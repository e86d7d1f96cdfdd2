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
    /// runs on fresh objects built as the app builds them. The window is 390 × 844 points with
    /// `presenting`'s containment root (its navigation or tab bar controller, if it has one) as root.
    ///
    /// - Parameters:
    ///   - presenting: the view controller that calls `present(_:animated:)`.
    ///   - presented: the view controller presented and dismissed. Its `modalPresentationStyle` is the
    ///     style checked unless `styles` says otherwise.
    ///   - transitioningDelegate: the delegate; nil uses the one `presented` already has (an app that
    ///     sets `transitioningDelegate` in the view controller's initialiser). The check holds it strongly,
    ///     as the app's code must (UIKit's `transitioningDelegate` is weak).
    ///   - styles: the styles to check; the presented view controller's own style by default.
    ///   - interactor: the interactor that drives interactive scenarios (the app's subclass of
    ///     `UIPercentDrivenInteractiveTransition`, so its overrides take part). Glide drives it directly
    ///     until the app's own gesture handlers can be played real touches.
    ///   - name: the name in reports (the presented view controller's type by default).
    ///   - options: what to run besides the matrix.
    public init(
        presenting: @autoclosure @escaping @MainActor () -> UIViewController,
        presented: @autoclosure @escaping @MainActor () -> UIViewController,
        transitioningDelegate: @autoclosure @escaping @MainActor () -> (any UIViewControllerTransitioningDelegate)? = nil,
        styles: [CheckStyle]? = nil,
        interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            presentation: { (presenting(), presented()) }, transitioningDelegate: transitioningDelegate(), styles: styles,
            interactor: interactor, name: name, options: options, file: file, line: line, column: column)
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
    public init(
        presentation scene: @escaping @MainActor () -> (presenting: UIViewController, presented: UIViewController),
        transitioningDelegate: @autoclosure @escaping @MainActor () -> (any UIViewControllerTransitioningDelegate)? = nil,
        styles: [CheckStyle]? = nil,
        interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let probe = Self.probeOnce { scene().presented }
        let native = CheckStyle(probe.modalPresentationStyle)
        let subjectName = name ?? String(describing: type(of: probe))
        let subject = TransitionSubject(
            name: subjectName, styles: (styles ?? [native]).filter { !$0.isContainment }, makeInteractor: interactor
        ) { clock, style in
            let window = StandardScene.window(clock: clock)
            let (presenter, presentedController) = scene()
            window.rootViewController = presenter.containmentRootForCheck
            window.makeKeyAndVisible()
            let delegate = transitioningDelegate() ?? presentedController.transitioningDelegate
            if style != native { presentedController.modalPresentationStyle = style.modalStyle }
            let bystander = StandardScene.bystander()
            return CheckScene(window: window, presenter: presenter, presented: presentedController, delegate: delegate, bystander: bystander)
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
    ///   - pushed: the view controller pushed and popped.
    ///   - delegate: the navigation controller's delegate; nil uses the one the app sets (e.g. in the
    ///     navigation controller subclass's `viewDidLoad`, which runs when the window shows it). Held strongly.
    ///   - interactor: the interactor that drives interactive scenarios.
    ///   - name: the name in reports (the pushed view controller's type by default).
    ///   - options: what to run besides the matrix.
    public init(
        navigationController: @autoclosure @escaping @MainActor () -> UINavigationController,
        pushed: @autoclosure @escaping @MainActor () -> UIViewController,
        delegate: @autoclosure @escaping @MainActor () -> (any UINavigationControllerDelegate)? = nil,
        interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let subjectName = name ?? String(describing: type(of: Self.probeOnce { pushed() }))
        let subject = TransitionSubject(name: subjectName, styles: [.navigation], makeInteractor: interactor) { clock, _ in
            let navigation = navigationController()
            let window = StandardScene.window(clock: clock)
            window.rootViewController = navigation.containmentRootForCheck
            window.makeKeyAndVisible()
            let chosen = delegate() ?? navigation.delegate
            let bystander = StandardScene.bystander()
            return CheckScene(window: window, navigationController: navigation, pushed: pushed(), delegate: chosen, bystander: bystander)
        }
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
    ///   - interactor: the interactor that drives interactive scenarios.
    ///   - name: the name in reports (the tab bar controller's type by default).
    ///   - options: what to run besides the matrix.
    public init(
        tabBarController: @autoclosure @escaping @MainActor () -> UITabBarController,
        delegate: @autoclosure @escaping @MainActor () -> (any UITabBarControllerDelegate)? = nil,
        interactor: @escaping @MainActor () -> UIPercentDrivenInteractiveTransition = { UIPercentDrivenInteractiveTransition() },
        name: String? = nil, options: Options = Options(),
        file: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        let subjectName = name ?? String(describing: type(of: Self.probeOnce { tabBarController() }))
        let subject = TransitionSubject(name: subjectName, styles: [.tabBar], makeInteractor: interactor) { clock, _ in
            let tabs = tabBarController()
            if tabs.tabs.count < 2 { tabs.setViewControllers(tabs.tabs + (tabs.tabs.count..<2).map { _ in UIViewController() }) }
            let window = StandardScene.window(clock: clock)
            window.rootViewController = tabs.containmentRootForCheck
            window.makeKeyAndVisible()
            let chosen = delegate() ?? tabs.delegate
            let bystander = StandardScene.bystander()
            return CheckScene(window: window, tabBarController: tabs, delegate: chosen, bystander: bystander)
        }
        self.init(subject: subject, options: options)
        callSite = CallSite(file: file, line: line, column: column)
    }

    /// Builds a value once on a throwaway manual clock (to read a style or a type name), restoring the ambient clock.
    static func probeOnce<T>(_ make: @MainActor () -> T) -> T {
        ManualClock().withCurrent(make)
    }
}
