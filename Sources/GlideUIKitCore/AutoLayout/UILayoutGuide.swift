import Foundation

/// A rectangle in a view's layout that is not a view (`UILayoutGuide`): constraints place it like
/// a view, and views are constrained to it.
///
/// A guide you make is free: its frame is what its constraints make it. A view's
/// ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide`` follow the view's edges.
///
/// Glide differs from UIKit deliberately: both guides have zero insets, since a headless Glide window has
/// no status bar, notch or home indicator, and Glide views have no layout margins (UIKit's default
/// margins are 8 points).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to (set by `UIView.addLayoutGuide(_:)`).
    public internal(set) weak var owningView: UIView?
    /// A name for messages.
    open var identifier = ""
    /// The guide's solver variables.
    let layoutItem: AutoLayoutItem
    /// True for the safe-area and margins guides, which follow the owning view's edges.
    let followsOwningView: Bool

    public override init() {
        layoutItem = AutoLayoutItem(name: "UILayoutGuide")
        followsOwningView = false
        super.init()
        layoutItem.guide = self
    }

    /// A guide of `view` that follows its edges (the safe area or the margins).
    init(following view: UIView, identifier: String) {
        layoutItem = AutoLayoutItem(name: "\(view.name).\(identifier)")
        followsOwningView = true
        super.init()
        self.identifier = identifier
        owningView = view
        layoutItem.guide = self
    }

    /// The guide's rectangle in its owning view's coordinates, as last solved (zero when it takes
    /// part in no constraint).
    open var layoutFrame: CGRect { AutoLayoutEngine.solvedFrame(of: layoutItem) ?? .zero }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Such as `<UILayoutGuide 'UIViewSafeAreaLayoutGuide' owner=root.view>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<UILayoutGuide '\(identifier)' owner=\(owningView?.name ?? "nil")>" }
    }
}
