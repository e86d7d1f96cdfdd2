import Foundation

/// Decides how a split view controller collapses (UIKit's `UISplitViewControllerDelegate`); every method
/// has UIKit's default.
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: GlideObjectProtocol {
    /// Return true to leave the secondary out when collapsing (the primary is shown alone); false (the
    /// default) lets the split view controller put it on the primary's navigation stack.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Return true when you showed `vc` yourself; false (the default) lets the split view controller show it.
    @discardableResult
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    @discardableResult
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    @discardableResult
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    @discardableResult
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    @discardableResult
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
}

/// A primary (list) and a secondary (detail) view controller side by side, or collapsed into one
/// column on a phone (UIKit's `UISplitViewController`).
///
/// Glide's screen is a phone in portrait, a compact width, so the split view controller is always
/// collapsed, as UIKit's is on an iPhone: it shows one view controller filling its view. When it loads,
/// the secondary is collapsed onto the primary as UIKit does by default: unless the delegate's
/// `collapseSecondary` returns true, a primary that is a navigation controller gets the secondary pushed
/// (a secondary navigation controller's own stack), and ``viewControllers`` holds the primary only.
/// ``showDetailViewController(_:sender:)`` and ``show(_:sender:)`` then push onto the primary's navigation
/// controller (or present, without one). With the column style (`init(style:)`), each column's view
/// controller is wrapped in a navigation controller, as UIKit does, and the collapsed split shows the
/// `.compact` column's, else the primary column's with ``show(_:)`` of `.secondary` pushing the secondary.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// How the columns are arranged (UIKit's `UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static let primaryHidden = DisplayMode.secondaryOnly
        public static let allVisible = DisplayMode.oneBesideSecondary
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// Classic (two view controllers) or columns (UIKit's `UISplitViewController.Style`).
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn, tripleColumn
    }

    /// A column (UIKit's `UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        case primary = 0, supplementary, secondary, compact
    }

    /// The side of the primary column (UIKit's `UISplitViewController.PrimaryEdge`).
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing
    }

    /// How the columns share the width (UIKit's `UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0, tile, overlay, displace
    }

    public private(set) var style: Style = .unspecified
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode asked for (a collapsed split shows one column whatever it is).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { if preferredDisplayMode != oldValue { delegate?.splitViewController(self, willChangeTo: displayMode) } }
    }
    /// The display mode: a collapsed split shows the secondary only.
    open var displayMode: DisplayMode { .secondaryOnly }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var primaryEdge: PrimaryEdge = .leading
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The value that lets UIKit choose a width.
    nonisolated public static let automaticDimension = CGFloat(-1)
    /// The primary column's width: the split's whole width, collapsed.
    open var primaryColumnWidth: CGFloat { isViewLoaded ? view.bounds.width : 0 }
    /// Always true: Glide's phone screen has a compact width.
    open var isCollapsed: Bool { true }

    private var columns: [Column: UIViewController] = [:]
    private var shown: UIViewController?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A split view controller with columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// The primary and, until the split collapses it, the secondary view controller.
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            for child in children { child.willMove(toParent: nil); if child.isViewLoaded { child.view.removeFromSuperview() }; child.removeFromParent() }
            for child in newValue { addChild(child); child.didMove(toParent: self) }
            if isViewLoaded { collapseAndShow() }
        }
    }

    /// Sets the view controller of `column` (column style), wrapped in a navigation controller.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard let vc else { columns[column] = nil; return }
        columns[column] = vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        if isViewLoaded { collapseAndShow() }
    }

    /// The view controller of `column` (the one given, not its navigation controller).
    @discardableResult
    open func viewController(for column: Column) -> UIViewController? {
        guard let wrapper = columns[column] else { return nil }
        if let navigation = wrapper as? UINavigationController { return navigation.viewControllers.first }
        return wrapper
    }

    /// Shows `column` (column style): collapsed, the secondary is pushed onto the primary's stack.
    open func show(_ column: Column) {
        guard column == .secondary || column == .supplementary, let navigation = shown as? UINavigationController,
              let root = viewController(for: column), !navigation.viewControllers.contains(where: { $0 === root }) else { return }
        navigation.pushViewController(root, animated: true)
    }

    /// Hides `column`: collapsed, the secondary is popped off the primary's stack.
    open func hide(_ column: Column) {
        guard column != .primary, let navigation = shown as? UINavigationController, navigation.viewControllers.count > 1 else { return }
        navigation.popViewController(animated: true)
    }

    open override func loadView() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
        root.onLayout = { [unowned self] root in self.shown.map { if $0.isViewLoaded, $0.view.superview === root { $0.view.frame = root.bounds } } }
        view = root
        collapseAndShow()
    }

    /// Collapses the columns into one and shows it, as UIKit does on a phone.
    private func collapseAndShow() {
        let primary: UIViewController?
        if style == .unspecified {
            let controllers = children
            primary = controllers.first
            if controllers.count > 1, let primary = controllers.first {
                let secondary = controllers[1]
                if !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false),
                   let navigation = primary as? UINavigationController {
                    secondary.willMove(toParent: nil)
                    secondary.removeFromParent()
                    let pushed = (secondary as? UINavigationController).map { nested -> [UIViewController] in
                        let stack = nested.viewControllers
                        nested.setViewControllers([], animated: false)
                        return stack
                    } ?? [secondary]
                    navigation.setViewControllers(navigation.viewControllers + pushed, animated: false)
                } else {
                    secondary.willMove(toParent: nil)
                    secondary.removeFromParent()
                }
            }
        } else {
            primary = columns[.compact] ?? columns[.primary]
            for child in children where child !== primary { child.willMove(toParent: nil); child.removeFromParent() }
            if let primary, primary.parent !== self { addChild(primary); primary.didMove(toParent: self) }
        }
        if let old = shown, old !== primary, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
        shown = primary
        if let primary {
            primary.view.frame = view.bounds
            if primary.view.superview !== view { view.addSubview(primary.view) }
        }
    }

    override var appearanceForwardingTargets: [UIViewController] { shown.map { [$0] } ?? [] }
    /// Its children's views come and go through its own transitions, which send their appearance callbacks.
    override var forwardsAppearanceOnWindowChange: Bool { false }

    /// Shows `vc` as the detail: pushed onto the primary's navigation controller (collapsed), unless the
    /// delegate shows it.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) ?? false { return }
        pushOrPresent(vc)
    }

    /// Shows `vc` in the primary's navigation controller, unless the delegate shows it.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) ?? false { return }
        pushOrPresent(vc)
    }

    private func pushOrPresent(_ vc: UIViewController) {
        if let navigation = shown as? UINavigationController {
            let pushed = (vc as? UINavigationController)?.viewControllers.last ?? vc
            if let nested = vc as? UINavigationController { nested.setViewControllers([], animated: false) }
            navigation.pushViewController(pushed, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}
