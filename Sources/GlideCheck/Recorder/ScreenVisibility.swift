import Foundation
import GlideUIKitCore

/// Which views of a window show on screen: a finding about a view nobody can see is not something a
/// user of the app would see on iOS, so the invariants that judge what a transition left behind
/// report it as a warning.
///
/// A view shows when it is in the window, neither it nor an ancestor is hidden, the product of the
/// alphas down to it is above ``minimumAlpha``, some of it lies inside the window and every clipping
/// ancestor (`clipsToBounds`, bounding boxes of transformed corners), and no opaque view drawn after
/// it, other than its own subviews (which move with it), covers all of that part. An opaque cover is a view with an opaque background colour, alpha 1 down
/// its chain, no corner radius and no transform on it or its ancestors (so that its bounding box is
/// what it paints); images and drawn content are not counted as cover, so a view hidden only by them
/// still counts as showing.
///
/// A view's own background shows when, moreover, its own subviews do not cover all of its shown part: a container
/// whose opaque full-size child covers it shows no background colour of its own.
@MainActor
enum ScreenVisibility {
    /// The views that show, and among them those whose own background colour shows.
    struct Shown {
        var views: Set<ObjectIdentifier> = []
        var backgrounds: Set<ObjectIdentifier> = []
        /// The product of the alphas from the window down to each view that shows.
        var opacities: [ObjectIdentifier: CGFloat] = [:]
    }

    /// Below this product of alphas a view is invisible (UIKit's hit testing ignores views under 0.01).
    static let minimumAlpha: CGFloat = 0.01

    /// The views of `window` that show on screen.
    static func visibleViews(in window: UIWindow) -> Shown {
        struct Painted {
            let view: UIView
            let rect: CGRect
            let opacity: CGFloat
            let covers: Bool
            /// The index after its subtree's last view.
            var end = 0
        }
        var painted: [Painted] = []
        // `offset` is where the view's bounds coordinates sit in the window's while every layer down to it only
        // translates (no transform, no superlayer's `sublayerTransform` or flipped geometry): the window point of
        // `p` is `p + offset`, found from the parent's in one step instead of a walk to the window per corner.
        func walk(_ view: UIView, opacity: CGFloat, clip: CGRect, flat: Bool, offset: CGPoint?) {
            guard !view.isHidden else { return }
            let alpha = opacity * view.alpha
            let own = offset.map { view.bounds.offsetBy(dx: $0.x, dy: $0.y) } ?? view.convert(view.bounds, to: nil)
            let rect = own.intersection(clip)
            let isFlat = flat && view.transform3D.isIdentity && view.layer.sublayerTransform.isIdentity
            let opaqueBackground = (view.backgroundColor?.alpha ?? 0) >= 0.999
            let covers = isFlat && alpha >= 0.999 && opaqueBackground && view.layer.cornerRadius == 0
            let index = painted.count
            painted.append(Painted(view: view, rect: rect, opacity: alpha, covers: covers))
            let childClip = view.clipsToBounds ? rect : clip
            let layer = view.layer
            let passesTranslation = offset != nil && layer.sublayerTransform.isIdentity && !layer.isGeometryFlipped
            for sub in view.subviews {
                var subOffset: CGPoint?
                if passesTranslation, let offset, sub.layer.transform.isIdentity {
                    // CALayer.pointToSuperlayer's translation: p - bounds.origin - anchorPoint × size + position.
                    let l = sub.layer, b = l.bounds
                    subOffset = CGPoint(
                        x: offset.x + (l.position.x - b.minX - l.anchorPoint.x * b.width),
                        y: offset.y + (l.position.y - b.minY - l.anchorPoint.y * b.height))
                }
                walk(sub, opacity: alpha, clip: childClip, flat: isFlat, offset: subOffset)
            }
            painted[index].end = painted.count
        }
        walk(window, opacity: 1, clip: window.bounds, flat: true, offset: window.superview == nil ? .zero : nil)
        var shown = Shown()
        for (index, entry) in painted.enumerated() {
            guard entry.opacity > minimumAlpha, !entry.rect.isNull, entry.rect.width > 0, entry.rect.height > 0 else { continue }
            let covered = painted[entry.end...].contains { later in
                later.covers && later.rect.contains(entry.rect)
            }
            guard !covered else { continue }
            shown.views.insert(ObjectIdentifier(entry.view))
            shown.opacities[ObjectIdentifier(entry.view)] = entry.opacity
            let coveredByOwn = painted[(index + 1)..<entry.end].contains { child in
                child.covers && child.rect.contains(entry.rect)
            }
            if !coveredByOwn { shown.backgrounds.insert(ObjectIdentifier(entry.view)) }
        }
        return shown
    }
}
