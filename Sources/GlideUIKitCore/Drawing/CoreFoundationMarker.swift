/// A word that lets swift-corelibs-foundation's attributed strings compare Glide's attribute values.
///
/// Core Foundation reads a type identifier from the first word of an object's stored properties (where its own bridged
/// classes keep their `_cfinfo`); when that identifier reads as 0, `CFEqual` takes the object for a broken CF object and
/// halts the process. An attributed string calls `CFEqual` on attribute values whenever it replaces one or merges runs
/// (`addAttribute(_:value:range:)` over a colour already there, `setAttributedString(_:)`), so a class whose first
/// stored property reads as 0 there (a colour's red component of 0, a paragraph style's line spacing of 0) crashed apps'
/// text code on Linux. Glide's attribute-value classes (colours, fonts, paragraph styles, shadows, attachments,
/// images) declare this first: it reads as a type other than 0, so Core Foundation asks the object's own `isEqual(_:)`
/// and `hash`, as Foundation on iOS does.
package enum CoreFoundationMarker {
    /// Type identifier 1 in the bits Core Foundation reads it from (bits 8 to 17).
    package static let word: UInt64 = 1 << 8
}
