import Foundation
import GlideRender
import GlideUIKit
import SnapshotTesting

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A snapshot strategy for comparing layers based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing layers' pictures, rendered with `render(in:)` (model values) as on iOS.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale).pullback { layer in
            ViewSnapshot.onMain { ViewSnapshot.image(of: layer, traits: traits) }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == String {
    /// A snapshot strategy for comparing layers' pictures as SVG text.
    public static var svg: Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { layer in
            ViewSnapshot.onMain { ViewSnapshot.svg(of: ViewSnapshot.image(of: layer, traits: .init())) }
        }
    }
}
