import Foundation

/// A font as Core Graphics names it (`CGFont`), as code hands one to a text layer (`layer.font = CGFont(name as
/// CFString)`).
///
/// Glide differs: it holds the name only; glyphs are drawn from the name by Glide's text drawing, and any non-empty name
/// makes a font (Core Graphics answers nil for a name it has no font for).
public final class CGFont: Hashable, @unchecked Sendable {
    /// The font's full name (the name it was made with).
    public let fullName: CFString?
    /// The font's PostScript name (the name it was made with).
    public let postScriptName: CFString?

    /// The font named `name`, or nil for an empty name.
    public init?(_ name: CFString) {
        guard !name.isEmpty else { return nil }
        fullName = name
        postScriptName = name
    }

    public static func == (a: CGFont, b: CGFont) -> Bool { a.postScriptName == b.postScriptName }
    public func hash(into hasher: inout Hasher) { hasher.combine(postScriptName) }
}
