import Foundation
import GlideCoreGraphics

/// A colour Core Animation takes where it expects a `CGColor` (UIKit's `UIColor`, which Glide's
/// explicit animations accept as values too).
package protocol CGColorConvertible {
    /// The colour as a `CGColor`.
    var cgColor: CGColor { get }
}

extension CGColor {
    /// The colour as red, green, blue and alpha (a grey's level spread to three components): the form
    /// in which animations and ``LayerState`` keep colours, so that equal colours compare equal, as
    /// `UIColor`'s components do.
    package var rgbaColor: CGColor {
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }

    /// Transparent black in ``rgbaColor`` form (`UIColor.clear`).
    package static let clearRGBA = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with opacity `alpha`, in ``rgbaColor`` form (`UIColor.withAlphaComponent`).
    package func withAlpha(_ alpha: CGFloat) -> CGColor {
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// The colour `fraction` of the way to `other`, component by component (alpha included), clamped.
    package func interpolated(to other: CGColor, fraction: CGFloat) -> CGColor {
        let a = rgba, b = other.rgba
        return CGColor(
            red: a.red + (b.red - a.red) * fraction,
            green: a.green + (b.green - a.green) * fraction,
            blue: a.blue + (b.blue - a.blue) * fraction,
            alpha: a.alpha + (b.alpha - a.alpha) * fraction)
    }
}
