import Foundation
import GlideUIKitCore

/// The two looks at the screen invariant 39 compares: as the animation that ends the transition reaches its end, and
/// once the instant of that end has run its work.
extension Recorder {
    /// An animation reached its end and its completion is about to run: while the transition under check is in flight,
    /// what the screen shows now is its last frame.
    func animationWillRunCompletion() {
        guard armed, context?.phase == .inFlight else { return }
        pictureAtAnimationEnd = (clock.nowNanoseconds, picture())
    }

    /// The accepted `completeTransition`: when an animation's completion called it (at the same instant), the picture
    /// taken before that completion ran is the last frame, and the one after the instant's work the first frame after.
    func transitionEnding() {
        guard let taken = pictureAtAnimationEnd, taken.nanoseconds == clock.nowNanoseconds else { return }
        pictureAtLastFrame = taken.picture
        awaitingPictureAfterEnd = true
    }

    /// The views of a picture, held (as the recorder holds the views it names) and named only once the record is made,
    /// so that looking names no view earlier than the snapshots do.
    struct PictureDraft {
        struct Entry {
            let view: UIView
            let superview: UIView?
            let frame: CGRect
            let alpha: CGFloat
            let cornerRadius: CGFloat
            let drawsNothing: Bool
        }
        let time: Double
        let entries: [Entry]
    }

    /// The transition's views that show now and are not moving: the container's, the two view controllers', the
    /// presenter's and the presentation controller's. Bars (UIKit's chrome), list cells (the list places them) and views
    /// an animation or a scrolling scroll view moves are left out: their next frame is not a jump.
    func picture() -> PictureDraft {
        let visible = ScreenVisibility.visibleViews(in: scene.window)
        var roots: [UIView] = []
        if let ctx = context {
            roots.append(ctx.containerView)
            for key in [UITransitionContextViewControllerKey.from, .to] {
                if let vc = ctx.viewController(forKey: key), vc.isViewLoaded { roots.append(vc.view) }
            }
        }
        if let presenterRootView { roots.append(presenterRootView) }
        roots += presentationControllerViews
        var seen = Set<ObjectIdentifier>()
        var entries: [PictureDraft.Entry] = []
        for root in roots {
            for view in root.allViewsInTree where seen.insert(ObjectIdentifier(view)).inserted {
                guard view.window === scene.window, let alpha = visible.opacities[ObjectIdentifier(view)], !Self.isMoving(view) else { continue }
                let drawsCorner = view.clipsToBounds || (view.backgroundColor?.alpha ?? 0) > 0
                entries.append(PictureDraft.Entry(
                    view: view, superview: view.superview, frame: view.convert(view.bounds, to: nil), alpha: alpha,
                    cornerRadius: drawsCorner ? view.layer.cornerRadius : 0, drawsNothing: Self.drawsNothing(view)))
            }
        }
        return PictureDraft(time: clock.now - began, entries: entries)
    }

    /// The two pictures of the end, with the views that show in both (the only ones invariant 39 compares), named.
    func endPictures() -> (lastFrame: ScreenPicture, afterEnd: ScreenPicture)? {
        guard let last = pictureAtLastFrame, let after = pictureAfterEnd else { return nil }
        let inBoth = Set(last.entries.map { ObjectIdentifier($0.view) }).intersection(after.entries.map { ObjectIdentifier($0.view) })
        func named(_ draft: PictureDraft) -> ScreenPicture {
            ScreenPicture(time: draft.time, views: draft.entries.filter { inBoth.contains(ObjectIdentifier($0.view)) }.map { entry in
                ScreenPicture.Shown(
                    id: id(of: entry.view), superview: entry.superview.map { id(of: $0) }, x: Double(entry.frame.origin.x),
                    y: Double(entry.frame.origin.y), width: Double(entry.frame.size.width), height: Double(entry.frame.size.height),
                    alpha: Double(entry.alpha), cornerRadius: Double(entry.cornerRadius), drawsNothing: entry.drawsNothing)
            })
        }
        return (named(last), named(after))
    }

    /// True for a plain `UIView` that puts nothing on screen itself: no background colour, border, shadow or contents, no
    /// sublayer that is not a subview's, and no clipping (which would show as its subviews' edges).
    static func drawsNothing(_ view: UIView) -> Bool {
        let layer = view.layer
        return type(of: view) == UIView.self && !view.clipsToBounds && (view.backgroundColor?.alpha ?? 0) == 0
            && layer.borderWidth == 0 && layer.shadowOpacity == 0 && layer.contents == nil && view.snapshotSourceName == nil
            && (layer.sublayers ?? []).allSatisfy { sublayer in view.subviews.contains { $0.layer === sublayer } }
    }

    /// True when the view's place or look is not settled: it or an ancestor animates or is a bar's, a list cell's or a
    /// scroll view's that is being dragged or decelerating.
    private static func isMoving(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let next = current {
            if next.layer.hasAnimations || next.isBarContent || next.isContainerBar || next.isListCell { return true }
            if let scroll = next as? UIScrollView, next !== view, scroll.isDragging || scroll.isDecelerating { return true }
            current = next.superview
        }
        return false
    }
}
