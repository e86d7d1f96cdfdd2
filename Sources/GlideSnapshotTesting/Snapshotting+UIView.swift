import Foundation
import GlideRender
import GlideUIKit
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views' pictures, drawn with `drawHierarchy(in:afterScreenUpdates:)`
    /// and rendered to PNG by Glide's renderer.
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS source compatibility; Glide draws the same either way.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count (see `Diffing.image`).
    ///   - size: The view's size for the snapshot (it keeps it afterwards, as on iOS).
    ///   - traits: The traits; their display scale is the image's (the screen's, 3, when 0).
    ///
    /// Glide differs: the picture is Glide's rendering (placeholders for named images, labels in its
    /// fonts), so references recorded on iOS do not match; record them with Glide.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale).pullback { view in
            ViewSnapshot.onMain { ViewSnapshot.image(of: view, size: size, traits: traits) }
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// A snapshot strategy for comparing views' pictures as SVG text (Glide's, readable in review).
    public static var svg: Snapshotting { .svg() }

    /// The view's picture as SVG, at `size` (its own when nil), drawn as ``image`` draws it.
    public static func svg(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { view in
            ViewSnapshot.onMain { ViewSnapshot.svg(of: ViewSnapshot.image(of: view, size: size, traits: .init())) }
        }
    }

    /// A snapshot strategy for comparing views by a text dump of their hierarchy, like UIKit's `recursiveDescription`.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The hierarchy's dump at `size` (the view's own when nil), laid out first.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            ViewSnapshot.onMain {
                if let size { view.bounds.size = size }
                view.setNeedsLayout()
                view.layoutIfNeeded()
                return RecursiveDescription.of(view)
            }
        }
    }
}
