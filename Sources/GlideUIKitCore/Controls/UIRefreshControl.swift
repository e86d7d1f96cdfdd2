import Foundation

/// A control that starts the refresh of a scroll view's content when the user pulls the content down past its top
/// (`UIRefreshControl`). Set it as a scroll view's ``UIScrollView/refreshControl`` (or a table view controller's), add a
/// target for `.valueChanged`, and call ``endRefreshing()`` when the content is refreshed.
///
/// A drag that pulls the content 120 points past its top (the content offset at ``pullDistance`` above the adjusted
/// content inset's top) starts refreshing, once per drag, unless it is refreshing already: ``isRefreshing`` becomes true and
/// the control sends `.valueChanged`, as UIKit's does while the finger is still down. ``beginRefreshing()`` starts
/// refreshing without sending it, as in UIKit. The control sits above the content, 60 points tall, across the scroll view.
///
/// Glide differs from UIKit here: the pull distance is Glide's choice (UIKit does not document its own); no spinner is
/// drawn, and the scroll view's content inset does not grow to keep the control in view while it refreshes (the content
/// settles back to its top when the finger lifts).
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past its top the content must be pulled to start refreshing, in points.
    public static let pullDistance: CGFloat = 120
    /// The control's height above the content.
    static let height: CGFloat = 60

    /// Whether the control is refreshing: from a pull or ``beginRefreshing()`` until ``endRefreshing()``.
    open private(set) var isRefreshing = false
    /// The title shown under the spinner (kept; Glide draws no text).
    open var attributedTitle: NSAttributedString?
    /// True from the pull that started refreshing until the finger lifts (a drag starts refreshing once).
    private var pulledInThisDrag = false

    /// A refresh control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A refresh control, sized when a scroll view takes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Starts refreshing without sending `.valueChanged`, as when the app refreshes on its own.
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends refreshing.
    open func endRefreshing() {
        isRefreshing = false
    }

    /// Puts the control above `scrollView`'s content, across its width.
    func placeAbove(_ scrollView: UIScrollView) {
        UIView.performWithoutAnimation {
            frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        }
    }

    /// Follows the scroll view's offset: a drag far enough past the top starts refreshing.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView.isDragging else {
            pulledInThisDrag = false
            return
        }
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard pulled >= Self.pullDistance, !pulledInThisDrag, !isRefreshing, isEnabled else { return }
        pulledInThisDrag = true
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
