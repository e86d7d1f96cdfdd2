import Foundation

/// A colour gradient (Core Graphics' `CGGradient`): colours at locations from 0 to 1.
///
/// Glide differs: a gradient keeps its colours and locations (``colors``, ``locations``), and `CGContext`
/// paints it as a flat fill of its mean colour (see `CGContext.drawLinearGradient(_:start:end:options:)`).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    package let colors: [CGColor]
    /// The location of each colour, 0 to 1 (evenly spread when the gradient was made without them).
    package let locations: [CGFloat]
    /// The colour space the gradient was made in (nil: the colours' own).
    package let colorSpace: CGColorSpace?

    /// A gradient of `colors` (an array of `CGColor`, `[…] as CFArray`) at `locations` (nil: evenly from 0 to 1), or
    /// nil when `colors` holds something that is not a `CGColor`, or `locations` is given for fewer colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var read: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            read.append(color)
        }
        guard !read.isEmpty else { return nil }
        colorSpace = space
        self.colors = read
        if let locations {
            self.locations = (0..<read.count).map { locations[$0] }
        } else {
            self.locations = read.count == 1 ? [0] : (0..<read.count).map { CGFloat($0) / CGFloat(read.count - 1) }
        }
    }

    /// A gradient of `count` colours given as `components` (per colour, the space's components then alpha) at
    /// `locations` (nil: evenly from 0 to 1).
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        colorSpace = space
        colors = (0..<count).map { i in
            stride == 2 ? CGColor(gray: components[i * 2], alpha: components[i * 2 + 1])
                : CGColor(red: components[i * stride], green: components[i * stride + 1], blue: components[i * stride + 2],
                          alpha: components[i * stride + stride - 1])
        }
        if let locations {
            self.locations = (0..<count).map { locations[$0] }
        } else {
            self.locations = count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
        }
    }
}
