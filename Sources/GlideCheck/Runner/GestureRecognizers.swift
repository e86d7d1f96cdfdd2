import Foundation
import GlideUIKitCore

/// The walks over a window's gesture recognizers that the checker's parts share: touch exploration, the
/// gesture watcher of touch scenarios, flows, and the handler-trace check.
@MainActor
package enum GestureRecognizers {
    /// Every gesture recognizer in `view`'s tree (`view`'s own first), in tree order; with `skippingHidden`,
    /// none under a hidden view.
    package static func all(in view: UIView, skippingHidden: Bool = false) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        func visit(_ view: UIView) {
            if skippingHidden, view.isHidden { return }
            found += view.gestureRecognizers ?? []
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return found
    }

    /// True for a scroll view's own pan with no target but the scroll view (and `observer`, a checker's own
    /// target): UIKit's, with no app handler to judge.
    package static func isOwnPanOnly(_ recognizer: UIGestureRecognizer, besides observer: AnyObject? = nil) -> Bool {
        recognizer.view is UIScrollView && recognizer === (recognizer.view as? UIScrollView)?.panGestureRecognizer
            && recognizer.targetObjects.allSatisfy { $0 === recognizer.view || (observer != nil && $0 === observer) }
    }

    /// The centers of a `size` × `size` grid of cells over `frame`, nearest the frame's center first.
    package static func grid(over frame: CGRect, size: Int) -> [CGPoint] {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        var points: [CGPoint] = []
        for i in 0..<size {
            for j in 0..<size {
                points.append(CGPoint(x: frame.minX + frame.width * (CGFloat(i) + 0.5) / CGFloat(size),
                                      y: frame.minY + frame.height * (CGFloat(j) + 0.5) / CGFloat(size)))
            }
        }
        // A stable sort: equally near points keep the grid's order.
        return points.enumerated().sorted {
            let a = hypot($0.element.x - center.x, $0.element.y - center.y), b = hypot($1.element.x - center.x, $1.element.y - center.y)
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }
}
