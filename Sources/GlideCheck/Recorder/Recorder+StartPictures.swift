import Foundation
import GlideUIKitCore

/// What invariant 40 compares: where an image (or a view) showed just before the animator started, and where the copy of
/// it that the animator flies (an image view showing an equal image, or a snapshot of the view) shows at the animation's
/// first frame.
extension Recorder {
    /// A view showing on screen: where its picture is (for an image view, its image as drawn; else its bounds).
    struct ShownSource {
        let view: UIView
        let image: UIImage?
        let rect: CGRect
        /// The image view's bounds in the window.
        let frame: CGRect
    }

    /// A copy that first showed away from its source, its views held until the record names them.
    struct StartJumpDraft {
        let copy: UIView
        let source: UIView
        let before: CGRect
        let after: CGRect
        let what: String
        /// For a fade that does not happen (`what` "fade"): the alpha the view shows at once.
        var alpha: CGFloat? = nil
    }

    /// An animation block of the transition's start set `layer`'s `key` to the value it already had. A view's opacity so
    /// "animated" at the instant the animator set up its first frame (its own blocks or the alongside ones), for a view
    /// that did not show before the transition began, shows now and is not part of the two screens: the fade in does not
    /// happen, the view appears at once (PanModal#77: the dimming view set to full by a layout pass before the alongside
    /// fade to full).
    func animationLeftUnchanged(_ layer: CALayer, _ key: AnimatableProperty, _ value: AnimatableValue) {
        guard armed, key == .opacity, case let .scalar(alpha) = value, alpha >= Double(Self.startPictureMinimumAlpha),
              let start = firstFrameNanoseconds, clock.nowNanoseconds == start, context?.phase == .inFlight,
              let view = layer.viewDelegate as? UIView, !startJumps.contains(where: { $0.copy === view }) else { return }
        // Showing before the transition: in the window when its context was made (before the presentation controller
        // added its views) and still showing when the animator began.
        let id = ObjectIdentifier(view)
        guard !(windowViewsAtCreation.contains(id) && shownBeforeFirstFrame.contains(id)) else { return }
        guard !transitionScreenViews().contains(where: { view.isDescendant(of: $0) }),
              let shown = ScreenVisibility.visibleViews(in: scene.window).opacities[ObjectIdentifier(view)],
              shown >= Self.startPictureMinimumAlpha else { return }
        let frame = StartGeometry.boundsInWindow(view, presented: false) ?? .null
        startJumps.append(StartJumpDraft(copy: view, source: view, before: frame, after: frame, what: "fade", alpha: CGFloat(alpha)))
    }

    /// The root views of the transition's two view controllers that are loaded: the screens, which move as they like.
    func transitionScreenViews() -> [UIView] {
        [UITransitionContextViewControllerKey.from, .to].compactMap { key in
            guard let vc = context?.viewController(forKey: key), vc.isViewLoaded else { return nil }
            return vc.view
        }
    }

    /// The views that show now, with where an image view draws its image in the window (model values: nothing of the
    /// transition animates yet).
    func shownSources() -> [ShownSource] {
        let visible = ScreenVisibility.visibleViews(in: scene.window)
        return scene.window.allViewsInTree.compactMap { view in
            guard let alpha = visible.opacities[ObjectIdentifier(view)], alpha >= Self.startPictureMinimumAlpha else { return nil }
            let frame = StartGeometry.boundsInWindow(view, presented: false) ?? .null
            if let imageView = view as? UIImageView, let image = imageView.image,
               let rect = StartGeometry.drawnImageRect(imageView, image: image, presented: false) {
                return ShownSource(view: view, image: image, rect: rect, frame: frame)
            }
            // A view's picture is its bounds: what a snapshot of it shows.
            return ShownSource(view: view, image: nil, rect: frame, frame: frame)
        }
    }

    /// The animator has set up its first frame (`animateTransition` returned; its animations, if any, at their start):
    /// each view the transition shows now that was not showing before, outside the two screens' views, and copies what
    /// showed before (an image view showing an equal image; a snapshot of a shown view) is compared with its place.
    func noteFirstFrame(after sources: [ShownSource]) {
        let before = Set(sources.map { ObjectIdentifier($0.view) })
        let distance = HierarchyInvariants.edgeDistance
        var roots: [UIView] = [scene.window]
        if let container = context?.containerView, container.window == nil { roots.append(container) }
        // The screens themselves move as they like (a detail sliding in shows its image where the detail puts it): a
        // copy is a view the animator made for the transition, outside the two view controllers' views.
        let screens = transitionScreenViews() + presentationControllerViews
        for root in roots {
            for view in root.allViewsInTree where !before.contains(ObjectIdentifier(view)) {
                guard !screens.contains(where: { view.isDescendant(of: $0) }) else { continue }
                guard StartGeometry.presentedOpacity(view) >= Self.startPictureMinimumAlpha else { continue }
                let source: ShownSource
                let now: CGRect
                let what: String
                if let imageView = view as? UIImageView, let image = imageView.image,
                   let rect = StartGeometry.drawnImageRect(imageView, image: image, presented: true),
                   // The same image may show in several places (equal images: one name); the nearest is the one copied.
                   let shown = sources.filter({ $0.image != nil && $0.image == image }).min(by: { distance($0.rect, rect) < distance($1.rect, rect) }) {
                    (source, now, what) = (shown, rect, "image")
                } else if let original = view.snapshotSource, let shown = sources.first(where: { $0.view === original }),
                          let rect = StartGeometry.boundsInWindow(view, presented: true) {
                    // A snapshot shows the view's bounds (an image view's too, whatever its image's place inside).
                    (source, now, what) = (ShownSource(view: shown.view, image: nil, rect: shown.frame, frame: shown.frame), rect, "snapshot")
                } else {
                    continue
                }
                guard distance(now, source.rect) > HierarchyInvariants.jumpDistance else { continue }
                // A named image whose size no test gave (`GlideImages.setPlaceholderSize`) has Glide's square stand-in
                // size, not the asset's: where an image view draws it depends on a shape Glide does not know, so the
                // jump counts only when the two image views' frames differ too (a 2:3 poster drawn aspect fill in a
                // 2:3 cell and copied into an image view of that frame does not jump, whatever the stand-in's shape).
                if let image = (view as? UIImageView)?.image, StartGeometry.hasUnknownShape(image),
                   let frame = StartGeometry.boundsInWindow(view, presented: true),
                   distance(frame, source.frame) <= HierarchyInvariants.jumpDistance { continue }
                startJumps.append(StartJumpDraft(copy: view, source: source.view, before: source.rect, after: now, what: what))
            }
        }
    }

    /// The jumps at the start, named (once the record is made, as the snapshots name views).
    func namedStartJumps() -> [TransitionRecord.StartJump] {
        startJumps.map { draft in
            if let alpha = draft.alpha {
                return TransitionRecord.StartJump(
                    view: id(of: draft.copy), source: id(of: draft.source), what: draft.what,
                    before: "not showing", after: "alpha \(CheckFormat.number(alpha)) at \(CheckFormat.rect(draft.after))")
            }
            return TransitionRecord.StartJump(
                view: id(of: draft.copy), source: id(of: draft.source), what: draft.what,
                before: CheckFormat.rect(draft.before), after: CheckFormat.rect(draft.after))
        }
    }

    /// Below this product of alphas a picture does not show (a copy faded in from 0 does not jump).
    static let startPictureMinimumAlpha: CGFloat = 0.1
}

/// Geometry of what a view draws, through its layers' model or presentation values.
@MainActor
enum StartGeometry {
    /// `rect` of `view`'s bounds in the window's coordinates, through each layer's position, anchor point, bounds and
    /// affine transform (the presentation layer's when `presented`); nil under a 3D transform.
    static func rectInWindow(_ view: UIView, _ rect: CGRect, presented: Bool) -> CGRect? {
        var corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        var current: UIView? = view
        while let v = current, let superview = v.superview {
            let layer = presented ? (v.layer.presentation() ?? v.layer) : v.layer
            guard CATransform3DIsAffine(layer.transform) else { return nil }
            let t = CATransform3DGetAffineTransform(layer.transform)
            let bounds = layer.bounds
            let anchor = CGPoint(x: bounds.minX + layer.anchorPoint.x * bounds.width, y: bounds.minY + layer.anchorPoint.y * bounds.height)
            corners = corners.map { p in
                let local = CGPoint(x: p.x - anchor.x, y: p.y - anchor.y).applying(t)
                return CGPoint(x: layer.position.x + local.x, y: layer.position.y + local.y)
            }
            current = superview
            if superview is UIWindow { break }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// `view`'s bounds in the window's coordinates (its presentation layer's when `presented`).
    static func boundsInWindow(_ view: UIView, presented: Bool) -> CGRect? {
        let layer = presented ? (view.layer.presentation() ?? view.layer) : view.layer
        return rectInWindow(view, layer.bounds, presented: presented)
    }

    /// Where `imageView` draws `image` in the window (its `contentMode` in its bounds).
    static func drawnImageRect(_ imageView: UIImageView, image: UIImage, presented: Bool) -> CGRect? {
        let layer = presented ? (imageView.layer.presentation() ?? imageView.layer) : imageView.layer
        let bounds = CGRect(origin: .zero, size: layer.bounds.size)
        let size = image.size
        guard bounds.width > 0, bounds.height > 0, size.width > 0, size.height > 0 else { return nil }
        let content: CGRect
        switch imageView.contentMode {
        case .scaleAspectFit, .scaleAspectFill:
            let scale = imageView.contentMode == .scaleAspectFit
                ? min(bounds.width / size.width, bounds.height / size.height)
                : max(bounds.width / size.width, bounds.height / size.height)
            let drawn = CGSize(width: size.width * scale, height: size.height * scale)
            content = CGRect(x: (bounds.width - drawn.width) / 2, y: (bounds.height - drawn.height) / 2, width: drawn.width, height: drawn.height)
        case .scaleToFill, .redraw:
            content = bounds
        default:
            // The image at its size, placed by the mode (centre, an edge, a corner).
            let mode = imageView.contentMode
            let x: CGFloat = [.left, .topLeft, .bottomLeft].contains(mode) ? 0
                : [.right, .topRight, .bottomRight].contains(mode) ? bounds.width - size.width : (bounds.width - size.width) / 2
            let y: CGFloat = [.top, .topLeft, .topRight].contains(mode) ? 0
                : [.bottom, .bottomLeft, .bottomRight].contains(mode) ? bounds.height - size.height : (bounds.height - size.height) / 2
            content = CGRect(x: x, y: y, width: size.width, height: size.height)
        }
        let origin = layer.bounds.origin
        return rectInWindow(imageView, content.offsetBy(dx: origin.x, dy: origin.y), presented: presented)
    }

    /// True for a named placeholder whose size no test gave: Glide's stand-in for an asset whose shape it does not know.
    static func hasUnknownShape(_ image: UIImage) -> Bool {
        guard let name = image.name, image.storedCGImage == nil, !image.isSymbolImage else { return false }
        return !GlideImages.isRegistered(name)
    }

    /// The product of the presented opacities from the window down to `view` (0 when it or an ancestor is hidden).
    static func presentedOpacity(_ view: UIView) -> CGFloat {
        var opacity: CGFloat = 1
        var current: UIView? = view
        while let v = current {
            if v.isHidden { return 0 }
            opacity *= CGFloat((v.layer.presentation() ?? v.layer).opacity)
            current = v.superview
        }
        return opacity
    }
}

