import Foundation

/// A rectangle in a view's layout that is not a view (`UILayoutGuide`): constraints place it like
/// a view, and views are constrained to it.
///
/// A guide you make is free: its frame is what its constraints make it. A view's
/// ``UIView/safeAreaLayoutGuide`` follows the view's edges inset by its ``UIView/safeAreaInsets``, and its
/// ``UIView/layoutMarginsGuide`` by the same safe area (when ``UIView/insetsLayoutMarginsFromSafeArea``).
///
/// Glide differs from UIKit: the margins guide adds no layout margins (UIKit's are 8 points, 16 at a view
/// controller's sides); ``UIView/layoutMargins`` is stored and read back.
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

    /// The insets from its owning view's edges that a view's own guide keeps (nil for a guide you make).
    var followedInsets: UIEdgeInsets? {
        guard followsOwningView, let owningView else { return nil }
        if identifier == "UIViewSafeAreaLayoutGuide" || owningView.insetsLayoutMarginsFromSafeArea {
            return owningView.safeAreaInsets
        }
        return .zero
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
