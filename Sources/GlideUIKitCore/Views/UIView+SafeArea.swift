import Foundation

// The safe area as UIKit computes it (`UIView.safeAreaInsets`, "Positioning content relative to the safe area"):
// - a window's insets are the scene's (the status bar's 47 points and the home indicator's 34 on Glide's phone);
// - a view's are the part of it its superview's safe area leaves uncovered: the strip of each of the superview's insets
//   that the view reaches into ("for other views in the view hierarchy, the insets reflect only the portion of the view
//   that is covered");
// - a view controller's root view adds what its container covers: a navigation controller's navigation bar and toolbar, a
//   tab bar controller's tab bar ("for the view controller's root view, the insets account for the status bar, other
//   visible bars"), then the controller's `additionalSafeAreaInsets`.
// The value is computed when read, from model geometry without transforms (a view a transition scales keeps its insets).
// UIKit tells a change to `safeAreaInsetsDidChange()` and `viewSafeAreaInsetsDidChange()` in the layout pass, before the
// view's `layoutSubviews()`; Glide does so at the start of each layout pass, top down, and lays the view out again.
extension UIView {
    /// The safe area's insets computed now (``safeAreaInsets`` unless a subclass overrides it).
    package var computedSafeAreaInsets: UIEdgeInsets {
        computedSafeAreaInsets(superviewInsets: superview?.safeAreaInsets)
    }

    /// The insets given the superview's (nil without a superview).
    private func computedSafeAreaInsets(superviewInsets: UIEdgeInsets?) -> UIEdgeInsets {
        if self is UIWindow { return UIScreen.sceneSafeAreaInsets + (owningViewController?.additionalSafeAreaInsets ?? .zero) }
        var insets = UIEdgeInsets.zero
        if let superview, let superviewInsets {
            insets = Self.coveredPart(of: frameIgnoringTransform, by: superviewInsets, within: superview.bounds)
        }
        guard let controller = owningViewController else { return insets }
        if let container = controller.parent, container.isViewLoaded, isDescendant(of: container.view) {
            insets = container.safeAreaInsets(ofChildView: self, inherited: insets)
        }
        return insets + controller.additionalSafeAreaInsets
    }

    /// How much of `frame` (in the superview's coordinates) lies in each strip the superview's `insets` cut off its
    /// `bounds`: an edge the superview does not inset covers nothing.
    private static func coveredPart(of frame: CGRect, by insets: UIEdgeInsets, within bounds: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ length: CGFloat) -> CGFloat { min(max(value, 0), max(length, 0)) }
        return UIEdgeInsets(
            top: insets.top > 0 ? clamp(bounds.minY + insets.top - frame.minY, frame.height) : 0,
            left: insets.left > 0 ? clamp(bounds.minX + insets.left - frame.minX, frame.width) : 0,
            bottom: insets.bottom > 0 ? clamp(frame.maxY - (bounds.maxY - insets.bottom), frame.height) : 0,
            right: insets.right > 0 ? clamp(frame.maxX - (bounds.maxX - insets.right), frame.width) : 0)
    }

    /// `frame` of a view in `container`'s coordinates, without the view's own transform.
    package func untransformedFrame(in container: UIView) -> CGRect {
        var rect = frameIgnoringTransform
        var ancestor = superview
        // Exact sums of offsets up an untransformed chain (a conversion's matrices would leave rounding errors).
        while let current = ancestor, current !== container {
            guard current.layer.transform.isIdentity, let next = current.superview else {
                return current.convert(rect, to: container)
            }
            let frame = current.frameIgnoringTransform
            rect.origin.x += frame.minX - current.bounds.minX
            rect.origin.y += frame.minY - current.bounds.minY
            ancestor = next
        }
        guard ancestor === container else { return superview?.convert(frameIgnoringTransform, to: container) ?? rect }
        return rect
    }

    /// Tells every view of this tree whose safe area changed since it was last told, top down, as UIKit's layout pass
    /// does: ``safeAreaInsetsDidChange()``, its view controller's `viewSafeAreaInsetsDidChange()`, a scroll view's
    /// adjusted content inset, the safe-area guide's constraints, and a layout of the view. The insets told are the
    /// computed ones (an override of ``safeAreaInsets`` in an app's subclass is not read here).
    package func publishSafeAreaChanges() {
        guard !UIView.isPublishingSafeAreas else { return }
        UIView.isPublishingSafeAreas = true
        defer { UIView.isPublishingSafeAreas = false }
        publishSafeAreaChanges(superviewInsets: superview?.computedSafeAreaInsets)
    }

    private static var isPublishingSafeAreas = false

    private func publishSafeAreaChanges(superviewInsets: UIEdgeInsets?) {
        let insets = computedSafeAreaInsets(superviewInsets: superviewInsets)
        publishSafeAreaInsets(insets)
        for sub in subviews { sub.publishSafeAreaChanges(superviewInsets: insets) }
    }

    /// Records `insets` as the view's safe area, telling the view, its view controller and its layout when they differ
    /// from what it was last told.
    package func publishSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != publishedSafeAreaInsets else { return }
        publishedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        if let controller = owningViewController {
            controller.viewSafeAreaInsetsDidChange()
            controller.viewSafeAreaInsetsDidChangeInternally()
        }
        safeAreaInsetsDidChangeInternally()
        if let state = autoLayoutState {
            for guide in [state.safeAreaGuide, state.marginsGuide].compactMap({ $0 }) {
                guide.layoutItem.engine?.geometryDidChange(of: guide.layoutItem)
            }
        }
        setNeedsLayout()
    }
}

extension UIViewController {
    /// `inherited`, with its top edge pushed down to cover the bottom of a bar at `barFrame` (a bar at the top of `view`)
    /// or its bottom edge pushed up to cover its top, for `childView` in `view`'s coordinates (nil: no bar).
    package func insets(_ inherited: UIEdgeInsets, ofChildView childView: UIView, coveredBy barFrame: CGRect?, atTop: Bool) -> UIEdgeInsets {
        guard let barFrame else { return inherited }
        let child = childView.untransformedFrame(in: view)
        var insets = inherited
        if atTop {
            insets.top = max(insets.top, min(max(barFrame.maxY - child.minY, 0), child.height))
        } else {
            insets.bottom = max(insets.bottom, min(max(child.maxY - barFrame.minY, 0), child.height))
        }
        return insets
    }
}
