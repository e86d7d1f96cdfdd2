import Foundation

/// One laid-out line (Glide's): its glyphs, its fragment (the container's width) and used rectangle in the container,
/// and where each of its glyphs starts and how wide it is.
struct TextLine {
    let glyphs: NSRange
    let rect: CGRect
    let used: CGRect
    let baseline: CGFloat
    /// The x of each glyph's left edge, in the container.
    let xs: [CGFloat]
    let widths: [CGFloat]
    /// Whether the line's last glyph is its paragraph's newline (never the glyph under a point).
    let endsWithNewline: Bool

    func x(of glyph: Int) -> CGFloat {
        let offset = glyph - glyphs.location
        return xs.indices.contains(offset) ? xs[offset] : (xs.last.map { $0 + (widths.last ?? 0) } ?? rect.minX)
    }

    func width(of glyph: Int) -> CGFloat {
        let offset = glyph - glyphs.location
        return widths.indices.contains(offset) ? widths[offset] : 0
    }

    /// The glyph under `x`, or the nearest on the line, and how far across it `x` is (0 to 1).
    func nearestGlyph(toX x: CGFloat) -> (index: Int, fraction: CGFloat) {
        let count = glyphs.length - (endsWithNewline && glyphs.length > 1 ? 1 : 0)
        guard count > 0 else { return (glyphs.location, 0) }
        for offset in 0..<count where x < xs[offset] + widths[offset] {
            let fraction = widths[offset] > 0 ? (x - xs[offset]) / widths[offset] : 0
            return (glyphs.location + offset, Swift.min(1, Swift.max(0, fraction)))
        }
        return (glyphs.location + count - 1, 1)
    }
}
