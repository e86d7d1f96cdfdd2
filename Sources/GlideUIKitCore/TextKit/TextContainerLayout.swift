import Foundation

/// The lines one container holds (Glide's), and the glyphs they hold.
struct TextContainerLayout {
    let container: NSTextContainer
    var lines: [TextLine] = []
    /// Where the container's glyphs start (its glyph range is empty there when nothing fits).
    let start: Int

    var glyphs: NSRange {
        guard let first = lines.first, let last = lines.last else { return NSRange(location: start, length: 0) }
        return NSRange(location: first.glyphs.location, length: NSMaxRange(last.glyphs) - first.glyphs.location)
    }
}
