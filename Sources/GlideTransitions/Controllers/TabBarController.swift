import Foundation
/// A container that shows one of several view controllers and a tab bar (`UITabBarController`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The height of the tab bar, in points.
    public static let tabBarHeight = 83.0

    /// The tabs' view controllers.
    public private(set) var viewControllers: [UIViewController] = []
    /// The bar at the bottom (the card example slides it off screen during its transition).
    public let tabBar = UIView(frame: .zero, name: "UITabBar")
    /// The view the selected view controller's view lives in.
    public let contentView = UIView(frame: .zero, name: "UITabBarContentView")

    /// A tab bar controller with no tabs (set them with ``setViewControllers(_:)``).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller with no tabs (Glide has no storyboards).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A tab bar controller showing `viewControllers`, the first selected; Glide's shorthand for
    /// `UITabBarController()` followed by `setViewControllers(_:animated:)`.
    public convenience init(viewControllers: [UIViewController], name: String? = nil) {
        self.init(nibName: nil, bundle: nil)
        if let name { self.name = name }
        setViewControllers(viewControllers)
    }

    private var laidOutSize: CGSize?

    open override func loadView() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), name: "\(name).view")
        root.onLayout = { [unowned self] root in self.layoutContent(in: root.bounds) }
        view = root
        root.addSubview(contentView)
        tabBar.backgroundColor = UIColor(white: 0.97, alpha: 1)
        root.addSubview(tabBar)
        layoutContent(in: root.bounds)
        showSelected()
    }

    /// Sizes the content view, the selected view and the tab bar to the controller's view.
    private func layoutContent(in bounds: CGRect) {
        // Only a new size re-lays the content out: a pass caused by adding a subview must not undo
        // what an animator did to the bar.
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        contentView.frame = bounds
        tabBar.frame = CGRect(x: 0, y: bounds.height - Self.tabBarHeight, width: bounds.width, height: Self.tabBarHeight)
        selectedViewController.map { if $0.isViewLoaded, $0.view.superview === contentView { $0.view.frame = contentView.bounds } }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
    }

    /// Replaces the tabs.
    public func setViewControllers(_ controllers: [UIViewController]) {
        for child in viewControllers { child.removeFromParent() }
        viewControllers = controllers
        for child in controllers {
            addChild(child)
            child.didMove(toParent: self)
        }
        selectedIndex = min(selectedIndex, max(0, controllers.count - 1))
        if isViewLoaded { showSelected() }
    }

    /// The index of the selected tab; changing it swaps the content without animation.
    public var selectedIndex = 0 {
        didSet {
            guard oldValue != selectedIndex, isViewLoaded, viewControllers.indices.contains(selectedIndex) else { return }
            let old = viewControllers.indices.contains(oldValue) ? viewControllers[oldValue] : nil
            old?.beginAppearanceTransition(false, animated: false)
            viewControllers[selectedIndex].beginAppearanceTransition(true, animated: false)
            showSelected()
            old?.endAppearanceTransition()
            viewControllers[selectedIndex].endAppearanceTransition()
        }
    }

    /// The selected view controller.
    public var selectedViewController: UIViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    private func showSelected() {
        for sub in contentView.subviews { sub.removeFromSuperview() }
        guard let selected = selectedViewController else { return }
        selected.view.frame = contentView.bounds
        contentView.addSubview(selected.view)
    }
}
