/// A glyph's index in its font (Core Graphics' `CGGlyph`, an unsigned 16-bit integer).
///
/// Glide has no fonts' glyph tables: its text layout gives each UTF-16 code unit of the text one glyph, whose value is
/// that code unit (see `NSLayoutManager.showCGGlyphs`).
public typealias CGGlyph = UInt16
