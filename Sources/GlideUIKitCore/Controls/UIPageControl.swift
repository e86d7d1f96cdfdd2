import Foundation

/// A row of dots, one per page, the current one highlighted (UIKit's `UIPageControl`): image galleries show it under
/// their pages and update ``currentPage`` as the pages scroll.
///
/// A tap on the control's right half shows the next page, on its left half the previous one, and sends `.valueChanged`,
/// as UIKit's does. Glide draws no dots; the control's size is UIKit's (``size(forNumberOfPages:)``).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The width of a dot and the gap after it, in points (UIKit's indicator pitch).
    package static let indicatorPitch: CGFloat = 16
    /// The control's height, in points.
    package static let height: CGFloat = 26

    /// How many pages (dots) the control shows; the current page stays within them.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown, from 0 to ``numberOfPages`` − 1.
    open var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether the dots are hidden when there is only one page (the control itself stays, as in UIKit).
    open var hidesForSinglePage = false
    /// The colour of the dots of the other pages.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// Whether the control waits for ``updateCurrentPageDisplay()`` to show a page a tap chose (deprecated in UIKit).
    open var defersCurrentPageDisplay = false
    /// Whether a drag along the dots scrubs through the pages (iOS 14); kept and read back.
    open var allowsContinuousInteraction = true
    /// The style of the background behind the dots (iOS 14).
    open var backgroundStyle: BackgroundStyle = .automatic

    /// The background behind the dots.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0, prominent, minimal
    }

    /// Brings the dots up to ``currentPage`` when ``defersCurrentPageDisplay`` is set (nothing to do in Glide).
    open func updateCurrentPageDisplay() {}

    /// The size the control needs to show `pageCount` dots.
    @discardableResult
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.indicatorPitch, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    private var lift = LiftTracking()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !lift.began(touches, on: self), !isEnabled { super.touchesBegan(touches, with: event) }
    }

    /// A tap ends: on the right half the next page, on the left half the previous one, `.valueChanged` when it changed.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let passesOn = lift.passesOn(touches, of: self)
        guard let point = lift.ended(touches, on: self) else {
            if passesOn { super.touchesEnded(touches, with: event) }
            return
        }
        let page = point.x >= bounds.midX ? currentPage + 1 : currentPage - 1
        if page >= 0, page < numberOfPages {
            currentPage = page
            sendActions(for: .valueChanged)
        }
        sendActions(for: .touchUpInside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !lift.cancelled(touches, on: self), !isEnabled { super.touchesCancelled(touches, with: event) }
    }
}
