import Foundation

/// Whether a gradient's end colours extend past its start and end (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills what lies before the start location.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The end colour fills what lies after the end location.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Paints `gradient` along the line from `start` to `end`, across the clip.
    ///
    /// Glide differs: the area is painted with the gradient's mean colour (each colour weighted by the
    /// span of locations around it), a flat stand-in recorded in the drawing as a fill: what is covered and
    /// about how dark it is, not the ramp.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let area = boundingBoxOfClipPath
        guard !area.isEmpty else { return }
        paintFlat(gradient, in: CGPath(rect: area, transform: nil))
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` and the one at `endCenter` of
    /// `endRadius`: within the larger circle, or across the clip with `.drawsAfterEndLocation`.
    ///
    /// Glide differs: as ``drawLinearGradient(_:start:end:options:)``, a fill with the gradient's mean colour.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        if options.contains(.drawsAfterEndLocation) {
            let area = boundingBoxOfClipPath
            guard !area.isEmpty else { return }
            paintFlat(gradient, in: CGPath(rect: area, transform: nil))
            return
        }
        let (center, radius) = endRadius >= startRadius ? (endCenter, endRadius) : (startCenter, startRadius)
        guard radius > 0 else { return }
        paintFlat(gradient, in: CGPath(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius), transform: nil))
    }

    /// Fills `path` (user space) with the gradient's mean colour; the current path and the fill colour stay.
    private func paintFlat(_ gradient: CGGradient, in path: CGPath) {
        fillLeavingPath(path, color: gradient.meanColor)
    }
}

extension CGGradient {
    /// The colours' mean, each weighted by the span of locations nearer to it than to its neighbours.
    package var meanColor: CGColor {
        guard colors.count > 1 else { return colors.first ?? CGColor(gray: 0, alpha: 0) }
        var weights: [CGFloat] = []
        for index in colors.indices {
            let low = index == 0 ? 0 : (locations[index - 1] + locations[index]) / 2
            let high = index == colors.count - 1 ? 1 : (locations[index] + locations[index + 1]) / 2
            weights.append(max(0, high - low))
        }
        let total = weights.reduce(0, +)
        guard total > 0 else { return colors[0] }
        var rgba: [CGFloat] = [0, 0, 0, 0]
        for (color, weight) in zip(colors, weights) {
            let c = color.components ?? [0, 1]
            let parts = c.count == 2 ? [c[0], c[0], c[0], c[1]] : [c[0], c[1], c[2], c[c.count - 1]]
            for i in 0..<4 { rgba[i] += parts[i] * weight / total }
        }
        return CGColor(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
    }
}
