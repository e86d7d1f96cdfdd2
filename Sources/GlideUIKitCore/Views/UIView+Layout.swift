import Foundation
import GlideClock
import GlideQuartzCore

// UIView's layout members that need no storage of their own: the content-mode and autoresizing types,
// tags, autoresizing itself and directional margins.

extension UIView {
    /// How a view lays out its content when its bounds change (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
        case scaleToFill = 0
        case scaleAspectFit = 1
        case scaleAspectFill = 2
        case redraw = 3
        case center = 4
        case top = 5
        case bottom = 6
        case left = 7
        case right = 8
        case topLeft = 9
        case topRight = 10
        case bottomLeft = 11
        case bottomRight = 12

        /// Where content of `contentSize` goes in `bounds` in this mode (`redraw` scales to fill, as UIKit draws it).
        package func rect(forContentOf contentSize: CGSize, in bounds: CGRect) -> CGRect {
            let w = contentSize.width, h = contentSize.height
            switch self {
            case .scaleToFill, .redraw:
                return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard w > 0, h > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
                let sx = bounds.width / w, sy = bounds.height / h
                let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
                let size = CGSize(width: w * s, height: h * s)
                return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            default:
                let x: CGFloat
                switch self {
                case .left, .topLeft, .bottomLeft: x = bounds.minX
                case .right, .topRight, .bottomRight: x = bounds.maxX - w
                default: x = bounds.midX - w / 2
                }
                let y: CGFloat
                switch self {
                case .top, .topLeft, .topRight: y = bounds.minY
                case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - h
                default: y = bounds.midY - h / 2
                }
                return CGRect(x: x, y: y, width: w, height: h)
            }
        }
    }

    /// Which parts of a view stretch when its superview's bounds size changes (UIKit's `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// This view if its ``tag`` is `tag`, else the first descendant with that tag, depth first in
    /// subview order (UIKit's search order).
    @discardableResult
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The layout margins with leading and trailing edges (left-to-right: leading is left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Applies every subview's ``autoresizingMask`` after this view's bounds size changed from `oldSize`.
    ///
    /// As UIKit documents for `UIView.AutoresizingMask`: along each axis the size difference goes to
    /// the flexible parts (left margin, width, right margin; top margin, height, bottom margin); when
    /// more than one is flexible the difference is shared in proportion to their current sizes
    /// (equally when those are all zero). With no flexible part the view keeps its distance to the
    /// top-left. A transformed view is moved by its centre and resized by its bounds, keeping its transform.
    package func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        for sub in subviews where !sub.autoresizingMask.isEmpty && sub.translatesAutoresizingMaskIntoConstraints {
            let mask = sub.autoresizingMask
            let frame = sub.frame
            let (x, w) = Self.autoresize(
                start: frame.minX, length: frame.width, oldTotal: oldSize.width, delta: newSize.width - oldSize.width,
                flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, h) = Self.autoresize(
                start: frame.minY, length: frame.height, oldTotal: oldSize.height, delta: newSize.height - oldSize.height,
                flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleEnd: mask.contains(.flexibleBottomMargin))
            if sub.transform.isIdentity {
                sub.frame = CGRect(x: x, y: y, width: w, height: h)
                continue
            }
            let dw = w - frame.width, dh = h - frame.height
            sub.center = CGPoint(x: sub.center.x + (x - frame.minX) + dw / 2, y: sub.center.y + (y - frame.minY) + dh / 2)
            if dw != 0 || dh != 0 {
                sub.bounds = CGRect(origin: sub.bounds.origin, size: CGSize(width: sub.bounds.width + dw, height: sub.bounds.height + dh))
            }
        }
    }

    /// One axis of autoresizing: the new start and length.
    static func autoresize(
        start: CGFloat, length: CGFloat, oldTotal: CGFloat, delta: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = oldTotal - start - length
        let parts: [(Bool, CGFloat)] = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = parts.filter(\.0)
        let total = flexible.reduce(0) { $0 + $1.1 }
        func share(_ part: (Bool, CGFloat)) -> CGFloat {
            guard part.0 else { return 0 }
            return total != 0 ? delta * part.1 / total : delta / CGFloat(flexible.count)
        }
        return (start + share(parts[0]), length + share(parts[1]))
    }
}
