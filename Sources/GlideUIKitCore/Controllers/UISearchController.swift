import Foundation

/// A view controller that runs a search from its ``searchBar`` (UIKit's `UISearchController`): while it is active the
/// search bar is first responder, every change of its text tells the ``searchResultsUpdater``, and the
/// ``searchResultsController`` (if any) shows the results over the content.
///
/// Activating it (setting ``isActive``, or the search bar beginning to edit) tells the delegate
/// `willPresentSearchController(_:)`, makes the search bar first responder, shows its Cancel button (when
/// ``automaticallyShowsCancelButton``), tells the updater, and presents the search controller: the delegate's
/// `presentSearchController(_:)`, else an over-current-context presentation with a cross-dissolve from the view
/// controller that shows the search bar (the one whose ``UINavigationItem/searchController`` this is, else the first view
/// controller up the search bar's responder chain), in the presentation context that view controller's
/// ``UIViewController/definesPresentationContext`` sets, as UIKit presents it; `didPresentSearchController(_:)` follows
/// when the presentation ends. Typing in the search bar tells the updater each time, as UIKit does. The Cancel button
/// clears the text and deactivates the search controller; a tap on the obscured background deactivates it too.
/// Deactivating tells `willDismissSearchController(_:)`, resigns the search bar, hides the Cancel button, tells the
/// updater (for the results without the search) and dismisses the search controller, then tells
/// `didDismissSearchController(_:)`.
///
/// The search controller's view covers the presentation context below the search bar: a dimming view while
/// ``obscuresBackgroundDuringPresentation``, and the results controller's view while ``showsSearchResultsController``
/// (kept up to date from the text when ``automaticallyShowsSearchResultsController``); touches anywhere else (the search
/// bar, content that is not obscured) go to the views underneath.
///
/// Glide differs: the navigation bar is not hidden during the presentation (``hidesNavigationBarDuringPresentation`` is
/// kept and read back) and a search bar in a table header stays where it is rather than moving into the search
/// controller's view; setting ``isActive`` in code also makes the search bar first responder, as a tap does (UIKit leaves
/// that to the app). A search bar in a navigation bar is shown in a row of its own under the title (see
/// ``UINavigationItem/searchController``).
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar (made with the search controller; a subclass may override this to supply its own).
    open var searchBar: UISearchBar { defaultSearchBar }
    private let defaultSearchBar: UISearchBar

    /// The view controller that shows the results (nil: the presenting content shows them itself).
    public private(set) var searchResultsController: UIViewController?

    /// The object told to update the results.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)? { didSet { adoptSearchBar() } }

    /// The object told of the presentation and the dismissal.
    open weak var delegate: (any UISearchControllerDelegate)? { didSet { adoptSearchBar() } }

    /// Whether the search is running; see the type's documentation for what setting it does.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue, completion: nil) }
    }
    private var active = false

    /// Whether the content under the search controller is dimmed (and a tap on it ends the search) while it is
    /// presented; true by default.
    open var obscuresBackgroundDuringPresentation = true { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The name before iOS 12 of ``obscuresBackgroundDuringPresentation``.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar hides during the presentation; true by default.
    ///
    /// Glide differs: kept and read back, but the navigation bar stays.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the search bar shows its Cancel button while the search controller is active (iOS 13); true by default.
    open var automaticallyShowsCancelButton = true

    /// Whether the search bar shows its scope bar (when it has scope titles) while active (iOS 13); true by default.
    open var automaticallyShowsScopeBar = true

    /// Whether ``showsSearchResultsController`` follows the search text: shown while there is text (iOS 13); true by
    /// default.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller's view shows while the search controller is active (iOS 13).
    open var showsSearchResultsController = false { didSet { layoutContent() } }

    /// A search controller whose results `searchResultsController` shows (nil: the content that presents the search
    /// shows them).
    public init(searchResultsController: UIViewController?) {
        defaultSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UISearchBar.barHeight))
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUp()
    }

    /// A search controller without a results controller.
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// A search controller without a results controller (Glide has no storyboards).
    public required init?(coder: NSCoder) {
        defaultSearchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UISearchBar.barHeight))
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        defaultSearchBar.owningSearchController = self
        modalPresentationStyle = .overCurrentContext
        modalTransitionStyle = .crossDissolve
        if let results = searchResultsController {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    /// The search bar, told which search controller it serves (a subclass's own bar as well).
    private var bar: UISearchBar {
        let bar = searchBar
        if bar.owningSearchController !== self { bar.owningSearchController = self }
        return bar
    }

    /// Makes sure the search bar reports to this search controller.
    package func adoptSearchBar() { _ = bar }

    // MARK: View

    private let dimmingView = DimmingView(frame: .zero)

    open override func loadView() {
        let root = SearchControllerView(frame: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
        root.controller = self
        root.name = "\(name).view"
        view = root
        dimmingView.name = "UISearchController.dimming"
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.onTap = { [weak self] in self?.isActive = false }
        root.addSubview(dimmingView)
        if let results = searchResultsController { root.addSubview(results.view) }
        layoutContent()
    }

    /// Places the dimming view and the results controller's view below the search bar, and shows or hides them.
    package func layoutContent() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        var top: CGFloat = 0
        let bar = self.bar
        if bar.window != nil, bar.window === view.window {
            let barFrame = bar.convert(bar.bounds, to: view)
            if barFrame.maxY > 0, barFrame.minY < bounds.height / 2 { top = Swift.min(barFrame.maxY, bounds.height) }
        }
        let content = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        dimmingView.frame = content
        dimmingView.isHidden = !(active && obscuresBackgroundDuringPresentation)
        if let results = searchResultsController {
            results.view.frame = content
            results.view.isHidden = !(active && showsSearchResultsController)
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutContent()
    }

    // MARK: Activation

    /// Waiting for the presentation to end, to tell the delegate `didPresentSearchController(_:)`.
    private var presentationPending = false
    /// Waiting for the dismissal to end, to tell the delegate `didDismissSearchController(_:)`.
    private var dismissalPending = false
    private var dismissalCompletion: (() -> Void)?
    /// Deactivated while the presentation was still running: dismiss once it ends.
    private var dismissAfterPresentation = false
    /// The search bar showed the scope bar because the search controller turned it on.
    private var showedScopeBar = false
    /// True while ``isActive`` is changing (the search bar's editing then changes nothing more).
    private var changingActivation = false

    private func setActive(_ on: Bool, completion: (() -> Void)?) {
        guard on != active else {
            completion?()
            return
        }
        changingActivation = true
        defer { changingActivation = false }
        active = on
        if on {
            activate()
            completion?()
        } else {
            deactivate(completion: completion)
        }
    }

    private func activate() {
        let bar = self.bar
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, bar.scopeButtonTitles?.isEmpty == false, !bar.showsScopeBar {
            bar.setShowsScope(true, animated: true)
            showedScopeBar = true
        }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(bar.text ?? "").isEmpty }
        presentationPending = true
        if let delegate { delegate.presentSearchController(self) } else { presentInContext() }
        if !bar.isFirstResponder { bar.becomeFirstResponder() }
        layoutContent()
        searchResultsUpdater?.updateSearchResults(for: self)
        // Nothing presented it (no view controller shows the search bar, or the presentation was refused): it is
        // presented as far as it will be.
        if presentingViewController == nil { finishPresenting() }
    }

    private func deactivate(completion: (() -> Void)?) {
        let bar = self.bar
        delegate?.willDismissSearchController(self)
        if bar.isFirstResponder { bar.resignFirstResponder() }
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(false, animated: true) }
        if showedScopeBar {
            bar.setShowsScope(false, animated: true)
            showedScopeBar = false
        }
        layoutContent()
        searchResultsUpdater?.updateSearchResults(for: self)
        dismissalCompletion = completion
        dismissalPending = true
        if presentingViewController == nil {
            finishDismissing()
        } else if presentationPending {
            dismissAfterPresentation = true
        } else {
            dismissPresentation()
        }
    }

    /// Presents the search controller as UIKit does when its delegate does not present it: over the current context
    /// of the view controller that shows the search bar, cross-dissolving.
    package func presentInContext() {
        guard presentingViewController == nil, let source = presentationSource() else { return }
        source.present(self, animated: true)
        // Touches outside the dimming and the results reach the content and the search bar underneath.
        (presentationController?.containerView as? TransitionContainerView)?.passesTouchesThrough = true
    }

    /// The view controller that shows the search bar: the one whose navigation item holds this search controller, else
    /// the first up the search bar's responder chain.
    private func presentationSource() -> UIViewController? {
        var responder: UIResponder? = bar
        while let current = responder {
            if let controller = current as? UIViewController {
                if let navigation = controller as? UINavigationController,
                   let owner = navigation.viewControllers.last(where: { $0.storedNavigationItem?.searchController === self }) {
                    return owner
                }
                return controller
            }
            responder = current.next
        }
        return nil
    }

    private func dismissPresentation() {
        dismissingInternally = true
        super.dismiss(animated: true, completion: nil)
        dismissingInternally = false
        // A dismissal that did not start (refused) ends now.
        if presentingViewController != nil, !isBeingDismissed { finishDismissing() }
    }
    private var dismissingInternally = false

    private func finishPresenting() {
        guard presentationPending else { return }
        presentationPending = false
        layoutContent()
        delegate?.didPresentSearchController(self)
        if dismissAfterPresentation {
            dismissAfterPresentation = false
            // After the presentation's own completion has run.
            (view.window?.clock ?? Clocks.current).schedule(after: 0) { [weak self] in self?.dismissPresentation() }
        }
    }

    private func finishDismissing() {
        guard dismissalPending else { return }
        dismissalPending = false
        delegate?.didDismissSearchController(self)
        let completion = dismissalCompletion
        dismissalCompletion = nil
        completion?()
    }

    override func containerAppearanceDidEnd(_ appeared: Bool, animated: Bool) {
        super.containerAppearanceDidEnd(appeared, animated: animated)
        if appeared { finishPresenting() } else if presentingViewController == nil || isBeingDismissed { finishDismissing() }
    }

    /// Dismissing the active search controller itself deactivates it (as the Cancel button does, keeping the text);
    /// otherwise dismisses what it presented, as any view controller does.
    open override func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if active, presentedViewController == nil, !dismissingInternally {
            setActive(false, completion: completion)
        } else {
            super.dismiss(animated: animated, completion: completion)
        }
    }

    // MARK: The search bar's events

    /// The search bar began editing: a tap on it activates the search controller; when already active, the updater is
    /// told (UIKit tells it whenever the search bar becomes first responder).
    func searchBarDidBeginEditing() {
        guard !changingActivation else { return }
        if active {
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            isActive = true
        }
    }

    /// The user changed the search text: the results controller shows or hides, and the updater is told.
    func searchBarTextDidChange() {
        guard active else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(bar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The Cancel button: the text is cleared and the search controller deactivated.
    func searchBarCancelButtonClicked() {
        bar.text = ""
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        if active {
            isActive = false
        } else if bar.isFirstResponder {
            bar.resignFirstResponder()
        }
    }
}

/// The search controller's view: touches on it (outside the dimming view and the results) go to the views underneath.
private final class SearchControllerView: UIView {
    weak var controller: UISearchController?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContent()
    }
}

/// The dimming over obscured content: a tap on it ends the search.
private final class DimmingView: UIView {
    var onTap: (() -> Void)?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        onTap?()
    }
}
