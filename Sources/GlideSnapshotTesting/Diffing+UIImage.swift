import Foundation
import GlideRender
import GlideUIKit
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images that requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images with a tolerance, as swift-snapshot-testing's on iOS.
    ///
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match to count (1 − CIE94 ΔE / 100); 0.98 to 0.99
    ///     is about what the eye tells apart.
    ///   - scale: The scale of the reference images on disk (nil or 0: the screen's, 3).
    ///
    /// Glide differs: images are drawn to PNG by Glide's renderer and `rsvg-convert` (a drawing's
    /// references are Glide's, not the iOS simulator's); without `rsvg-convert` every comparison fails,
    /// saying so, and a recorded reference is empty.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale, comparison: .installed)
    }

    /// ``image(precision:perceptualPrecision:scale:)`` with `comparison`'s tool (tests give a missing one).
    package static func image(precision: Float, perceptualPrecision: Float, scale: CGFloat?, comparison: ImageComparison) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIGraphicsImageRendererFormat.preferred().scale
        return .diff(
            toData: { comparison.png($0) ?? Data() },
            fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }
        ) { old, new in
            guard let (message, attachments) = comparison.compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else { return nil }
            return (message, attachments.map { DiffAttachment.data($0.0, name: $0.1) })
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images with a tolerance (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
