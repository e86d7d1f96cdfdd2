import Foundation

/// Lays a text storage's characters out in text containers (TextKit 1's `NSLayoutManager`): the line fragments, where
/// each glyph is, which character lies under a point.
///
/// Glide lays text out as its labels do, by Glide's text metric (see ``UIFont``): one glyph per character, lines broken
/// at spaces (a word longer than the line at a character), one line per paragraph at least, each line as tall as the
/// tallest font in it, aligned by the paragraph style. Text flows from one container to the next when a container is
/// full (its height, or its ``NSTextContainer/maximumNumberOfLines``).
///
/// Glide differs: layout is not incremental (it is done again when asked after the text or a container changed), there
/// is no hyphenation, kerning or ligatures, and glyph indices are character indices (UTF-16 units, as `NSRange` counts).
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    /// The text laid out (its storage holds this layout manager; TextKit's reference back is unowned).
    open internal(set) weak var textStorage: NSTextStorage?
    /// The containers text flows through, in order.
    public private(set) var textContainers: [NSTextContainer] = []
    /// The layout manager's delegate (held weakly; Glide tells it nothing).
    open weak var delegate: (any NSLayoutManagerDelegate)?
    /// Whether a font's leading is added between lines (kept; Glide's lines are ``UIFont/lineHeight`` tall).
    open var usesFontLeading = true
    /// Whether layout may skip text before a range asked about (kept; Glide lays everything out).
    open var allowsNonContiguousLayout = false
    /// Whether spaces and tabs are drawn as visible marks (kept).
    open var showsInvisibleCharacters = false
    /// Whether control characters are drawn as visible marks (kept).
    open var showsControlCharacters = false

    public override init() { super.init() }

    // MARK: Containers

    /// Adds `container` after the others.
    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    /// Inserts `container` at `index`.
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        if let other = container.layoutManager, other !== self { other.removeTextContainer(container) }
        textContainers.removeAll { $0 === container }
        textContainers.insert(container, at: Swift.min(Swift.max(0, index), textContainers.count))
        container.layoutManager = self
    }

    /// Removes the container at `index`.
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let container = textContainers.remove(at: index)
        if container.layoutManager === self { container.layoutManager = nil }
    }

    func removeTextContainer(_ container: NSTextContainer) {
        if let index = textContainers.firstIndex(where: { $0 === container }) { removeTextContainer(at: index) }
    }

    /// Moves this layout manager, and the storage's others, to `newTextStorage`.
    open func replaceTextStorage(_ newTextStorage: NSTextStorage) {
        for manager in textStorage?.layoutManagers ?? [self] { newTextStorage.addLayoutManager(manager) }
    }

    // MARK: Glyphs and characters

    /// The number of glyphs: one per character (UTF-16 unit).
    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }
    /// The character a glyph shows (the same index in Glide).
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    /// The first glyph of a character (the same index in Glide).
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    /// The glyphs of `charRange` (the same range in Glide), clipped to the text.
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        let range = clipped(charRange)
        actualCharacterRange?.pointee = range
        return range
    }

    /// The characters of `glyphRange` (the same range in Glide), clipped to the text.
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clipped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    private func clipped(_ range: NSRange) -> NSRange {
        let count = numberOfGlyphs
        let start = Swift.min(Swift.max(0, range.location), count)
        return NSRange(location: start, length: Swift.max(0, Swift.min(range.location + range.length, count) - start))
    }

    // MARK: Layout

    /// Lays out the text in `container` (Glide lays out when asked; this does it now).
    open func ensureLayout(for container: NSTextContainer) { _ = layout() }
    /// Lays out the text through `charRange`.
    open func ensureLayout(forCharacterRange charRange: NSRange) { _ = layout() }
    /// Lays out the text through `glyphRange`.
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { _ = layout() }
    /// Marks the layout of `charRange` stale (Glide lays out again whenever asked).
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) {
        actualCharacterRange?.pointee = clipped(charRange)
    }
    /// Marks `charRange` for redrawing (Glide draws when its views do).
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    /// Marks `glyphRange` for redrawing.
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}

    /// The glyphs laid out in `container`.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        layout().first { $0.container === container }?.glyphs ?? NSRange(location: 0, length: 0)
    }

    /// The container the glyph at `glyphIndex` is laid out in; nil when it is in none (it did not fit).
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        guard let laid = layout().first(where: { NSLocationInRange(glyphIndex, $0.glyphs) }) else { return nil }
        effectiveGlyphRange?.pointee = laid.glyphs
        return laid.container
    }

    /// The rectangle the text laid out in `container` takes, line padding included.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let laid = layout().first(where: { $0.container === container }), !laid.lines.isEmpty else { return .zero }
        return laid.lines.dropFirst().reduce(laid.lines[0].used) { $0.union($1.used) }
    }

    /// The line fragment the glyph at `glyphIndex` is in (the container's width, the line's height), in its container.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = line(containing: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.glyphs
        return line.rect
    }

    /// The part of the glyph's line fragment its glyphs take, line padding included.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = line(containing: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.glyphs
        return line.used
    }

    /// Where the glyph at `glyphIndex` is, from its line fragment's origin: its left edge, on the line's baseline.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let line = line(containing: glyphIndex) else { return .zero }
        return CGPoint(x: line.x(of: glyphIndex) - line.rect.minX, y: line.baseline)
    }

    /// The rectangle, in `container`, that the glyphs of `glyphRange` laid out there take (whole line heights).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let laid = layout().first(where: { $0.container === container }) else { return .zero }
        var result = CGRect.null
        for line in laid.lines {
            let part = NSIntersectionRange(line.glyphs, glyphRange)
            guard part.length > 0 || (glyphRange.length == 0 && NSLocationInRange(glyphRange.location, line.glyphs)) else { continue }
            let first = part.length > 0 ? part.location : glyphRange.location
            let last = part.length > 0 ? part.location + part.length - 1 : glyphRange.location
            let minX = line.x(of: first), maxX = part.length > 0 ? line.x(of: last) + line.width(of: last) : minX
            result = result.union(CGRect(x: minX, y: line.rect.minY, width: maxX - minX, height: line.rect.height))
        }
        return result.isNull ? .zero : result
    }

    /// The glyphs of `container` whose line fragments meet `bounds`.
    open func glyphRange(forBoundingRect bounds: CGRect, in container: NSTextContainer) -> NSRange {
        guard let laid = layout().first(where: { $0.container === container }) else { return NSRange(location: 0, length: 0) }
        let lines = laid.lines.filter { $0.rect.minY < bounds.maxY && $0.rect.maxY > bounds.minY }
        guard let first = lines.first, let last = lines.last else { return NSRange(location: laid.glyphs.location, length: 0) }
        return NSRange(location: first.glyphs.location, length: last.glyphs.location + last.glyphs.length - first.glyphs.location)
    }

    /// The glyph under `point` in `container`, or the nearest; `partialFraction` gets how far across it the point is.
    open func glyphIndex(
        for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let (index, fraction) = nearestGlyph(to: point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    /// The glyph under `point` in `container`, or the nearest.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        nearestGlyph(to: point, in: container).index
    }

    /// The character under `point` in `container`, or the nearest (how apps find the link a finger tapped in a label);
    /// `partialFraction` gets how far the point is from the character's insertion point to the next one's.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        let (index, fraction) = nearestGlyph(to: point, in: container)
        partialFraction?.pointee = fraction
        return index
    }

    /// Calls `block` with each line fragment that holds glyphs of `glyphRange`: its rectangle, its used rectangle, its
    /// container and its glyphs; the block can stop the enumeration.
    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for laid in layout() {
            for line in laid.lines where NSIntersectionRange(line.glyphs, glyphRange).length > 0 {
                block(line.rect, line.used, laid.container, line.glyphs, &stop)
                if stop.boolValue { return }
            }
        }
    }

    /// Calls `block` with the rectangle of `glyphRange` on each line it spans in `container`.
    open func enumerateEnclosingRects(
        forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange, in container: NSTextContainer,
        using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        guard let laid = layout().first(where: { $0.container === container }) else { return }
        var stop = ObjCBool(false)
        for line in laid.lines {
            let part = NSIntersectionRange(line.glyphs, glyphRange)
            guard part.length > 0 else { continue }
            block(boundingRect(forGlyphRange: part, in: container), &stop)
            if stop.boolValue { return }
        }
    }

    /// The line after the text's last newline, for the insertion point (zero: Glide has none).
    open var extraLineFragmentRect: CGRect { .zero }

    // MARK: Drawing

    /// Draws the glyphs of `glyphRange` into the current context, with their containers' origin at `origin`: each
    /// line's run of glyphs goes to ``showCGGlyphs(_:positions:count:font:textMatrix:attributes:in:)``, which a
    /// subclass overrides to draw them its own way (a colour set on the context, say).
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let context = UIGraphicsGetCurrentContext() else { return }
        let text = storage.string as NSString
        for laid in layout() {
            for line in laid.lines {
                let part = NSIntersectionRange(line.glyphs, glyphsToShow)
                guard part.length > 0 else { continue }
                let attributes = storage.attributes(at: part.location, effectiveRange: nil)
                let glyphs = Array(text.substring(with: part).trimmingCharacters(in: .newlines).utf16)
                guard !glyphs.isEmpty else { continue }
                let positions = glyphs.indices.map {
                    CGPoint(x: origin.x + line.x(of: part.location + $0), y: origin.y + line.rect.minY)
                }
                showCGGlyphs(glyphs, positions: positions, count: glyphs.count, font: TextMeasure(attributes).font,
                             textMatrix: .identity, attributes: attributes, in: context)
            }
        }
    }

    /// Draws `glyphCount` glyphs at `positions` with `font` and `attributes` into `CGContext` (TextKit's primitive,
    /// iOS 13). The default calls ``showCGGlyphs(_:positions:count:font:matrix:attributes:in:)``, which draws them, so
    /// that an override of either form runs, as on iOS.
    ///
    /// Glide differs from UIKit here: a glyph is a UTF-16 code unit of the text (Glide has no font's glyph table), the
    /// positions are each glyph's top left in the context's coordinates (UIKit's are baseline points in text space),
    /// and `textMatrix` is the identity.
    open func showCGGlyphs(
        _ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
        textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any] = [:], in CGContext: CGContext
    ) {
        showCGGlyphs(glyphs, positions: positions, count: glyphCount, font: font, matrix: textMatrix, attributes: attributes, in: CGContext)
    }

    /// Draws `glyphCount` glyphs at `positions` (TextKit's primitive before iOS 13, deprecated there): the glyphs' text,
    /// from the first position, with `attributes` and `font`. See ``showCGGlyphs(_:positions:count:font:textMatrix:attributes:in:)``
    /// for how Glide's glyphs and positions differ from UIKit's.
    open func showCGGlyphs(
        _ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
        matrix textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any] = [:], in graphicsContext: CGContext
    ) {
        guard glyphCount > 0 else { return }
        let string = String(decoding: UnsafeBufferPointer(start: glyphs, count: glyphCount), as: UTF16.self)
        var drawn = attributes
        drawn[.font] = font
        let measure = TextMeasure(drawn)
        let size = measure.size(string, wrappingAt: nil)
        measure.draw(string, in: CGRect(origin: positions[0], size: CGSize(width: size.width + 1, height: max(size.height, font.lineHeight))), context: graphicsContext)
    }

    /// Draws the backgrounds of `glyphRange` (`.backgroundColor` attributes) under where its glyphs are drawn.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let storage = textStorage, let context = UIGraphicsGetCurrentContext() else { return }
        for laid in layout() {
            for line in laid.lines {
                let part = NSIntersectionRange(line.glyphs, glyphsToShow)
                guard part.length > 0, let color = storage.attribute(.backgroundColor, at: part.location, effectiveRange: nil) as? UIColor
                else { continue }
                context.setFillColor(color.cgColor)
                context.fill(boundingRect(forGlyphRange: part, in: laid.container).offsetBy(dx: origin.x, dy: origin.y))
            }
        }
    }

    // MARK: Glide's layout

    private func line(containing glyphIndex: Int) -> TextLine? {
        for laid in layout() {
            if let line = laid.lines.first(where: { NSLocationInRange(glyphIndex, $0.glyphs) }) { return line }
        }
        return nil
    }

    private func nearestGlyph(to point: CGPoint, in container: NSTextContainer) -> (index: Int, fraction: CGFloat) {
        guard let laid = layout().first(where: { $0.container === container }), let last = laid.lines.last else { return (0, 0) }
        let line = laid.lines.first { point.y < $0.rect.maxY } ?? last
        return line.nearestGlyph(toX: point.x)
    }

    /// The text laid out container by container, as it is now.
    func layout() -> [TextContainerLayout] {
        guard let storage = textStorage else { return textContainers.map { TextContainerLayout(container: $0, start: 0) } }
        return TextLayoutEngine(storage: storage).layout(in: textContainers)
    }
}
