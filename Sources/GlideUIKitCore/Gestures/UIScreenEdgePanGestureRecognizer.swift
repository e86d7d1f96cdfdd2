import Foundation
import GlideObjectiveC

/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`).
///
/// It only begins for a touch that starts within ``edgeRegionSize`` of one of ``edges`` of the
/// window and moves away from that edge: the move away must reach the pan's ``hysteresis`` and
/// outweigh the move along the edge. A touch starting elsewhere, or moving along or towards the edge
/// first, fails it. Glide's window is the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How far from the edge a touch may start, in points. UIKit: `_UISEGestureFeatureSettings`
    /// initialises its edge region to 13 pt (decompiled UIKitCore; some devices adjust it).
    package static let edgeRegionSize: CGFloat = 13

    /// The edges the gesture may start from (none by default, as in UIKit: set it).
    ///
    /// Glide differs from UIKit: `edges` cannot be overridden. It is kept in the pan's storage, so that an action
    /// declared for an edge pan can be called by a plain pan, as Objective-C calls it (a plain pan answers none).
    public final var edges: UIRectEdge {
        get { screenEdgePanEdges }
        set { screenEdgePanEdges = newValue }
    }

    /// The edge the gesture started from, when it started in an edge region.
    private var startEdge: UIRectEdge?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count, state == .possible {
            let start = UIGestureRecognizer.centroid(of: event.touchList(from: touches).map(\.windowLocation))
            startEdge = edge(containing: start)
            if startEdge == nil {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// The first of ``edges`` (left, right, top, bottom) whose region contains `point` (window coordinates).
    private func edge(containing point: CGPoint) -> UIRectEdge? {
        guard let bounds = view?.window?.bounds else { return nil }
        let r = Self.edgeRegionSize
        if edges.contains(.left), point.x - bounds.minX <= r { return .left }
        if edges.contains(.right), bounds.maxX - point.x <= r { return .right }
        if edges.contains(.top), point.y - bounds.minY <= r { return .top }
        if edges.contains(.bottom), bounds.maxY - point.y <= r { return .bottom }
        return nil
    }

    override func shouldTryToBegin() -> Bool {
        guard let startEdge, numberOfTouches >= minimumNumberOfTouches else { return false }
        let t = translation(in: nil)
        let away: CGFloat, along: CGFloat
        switch startEdge {
        case .left: (away, along) = (t.x, t.y)
        case .right: (away, along) = (-t.x, t.y)
        case .top: (away, along) = (t.y, t.x)
        default: (away, along) = (-t.y, t.x)
        }
        if away >= Self.hysteresis, away > abs(along) { return true }
        if abs(along) >= Self.hysteresis || away <= -Self.hysteresis { state = .failed }
        return false
    }

    open override func reset() {
        super.reset()
        startEdge = nil
    }
}

extension UIScreenEdgePanGestureRecognizer: ReinterpretableAsSuperclassInstance {}
