import Foundation
import GlideQuartzCore

// UIKit's measuring and drawing of plain strings with attributes (`NSString(UIKitAdditions)`), which Swift offers on
// `String` too: the lines are the text's paragraphs, wrapped at the width when `.usesLineFragmentOrigin` says so, each
// ``UIFont/lineHeight`` tall, as Glide's labels lay text out.

/// The text layout of a string with one set of attributes (Glide's).
@preconcurrency @MainActor
struct TextMeasure {
    let font: UIFont
    let style: NSParagraphStyle?
    let color: UIColor?

    init(_ attributes: [NSAttributedString.Key: Any]?) {
        // UIKit's default for text drawn with no font attribute: the system font at 12 points.
        font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        style = attributes?[.paragraphStyle] as? NSParagraphStyle
        color = attributes?[.foregroundColor] as? UIColor
    }

    /// The lines of `text` (its paragraphs; each wrapped at `width` when given).
    func lines(_ text: String, wrappingAt width: CGFloat?) -> [[String]] {
        CATextLayer.paragraphLines(text, wrappingAt: width, font: font)
    }

    /// The size of `text` laid out as `lines` says.
    func size(_ text: String, wrappingAt width: CGFloat?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let paragraphs = lines(text, wrappingAt: width)
        let lineCount = paragraphs.reduce(0) { $0 + $1.count }
        let widest = paragraphs.joined().map { font.width(of: $0) }.max() ?? 0
        let lineSpacing = style?.lineSpacing ?? 0, paragraphSpacing = style?.paragraphSpacing ?? 0
        let height = CGFloat(lineCount) * font.lineHeight + CGFloat(max(0, lineCount - paragraphs.count)) * lineSpacing
            + CGFloat(max(0, paragraphs.count - 1)) * (paragraphSpacing + lineSpacing)
        return CGSize(width: width.map { min(widest, $0) } ?? widest, height: height)
    }

    /// Draws `text` into `context` (the current context when nil) inside `rect`, as a text layer there.
    func draw(_ text: String, in rect: CGRect, context given: CGContext? = nil) {
        guard let context = given ?? UIGraphicsGetCurrentContext() else { return }
        let layer = CATextLayer()
        layer.string = text
        layer.font = font
        layer.fontSize = font.pointSize
        layer.foregroundColor = (color ?? .black).cgColor
        layer.isWrapped = true
        layer.frame = CGRect(origin: .zero, size: rect.size)
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        layer.render(in: context)
        context.restoreGState()
    }
}

extension NSString {
    /// The size of the string drawn on one line per paragraph with `attrs`.
    @preconcurrency @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasure(attrs).size(self as String, wrappingAt: nil)
    }

    /// The rectangle the string takes with `attrs`, wrapped at `size.width` with `.usesLineFragmentOrigin`.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let measured = TextMeasure(attributes).size(self as String, wrappingAt: options.contains(.usesLineFragmentOrigin) ? size.width : nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string with its top left at `point`, one line per paragraph.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        let measure = TextMeasure(attrs)
        measure.draw(self as String, in: CGRect(origin: point, size: measure.size(self as String, wrappingAt: nil)))
    }

    /// Draws the string wrapped inside `rect`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        TextMeasure(attrs).draw(self as String, in: rect)
    }

    /// Draws the string inside `rect` (see ``boundingRect(with:options:attributes:context:)``).
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
                     context: NSStringDrawingContext?) {
        TextMeasure(attributes).draw(self as String, in: rect)
    }
}

extension StringProtocol {
    /// `NSString`'s ``NSString/size(withAttributes:)``, which Swift offers on strings on Apple's systems.
    @preconcurrency @MainActor
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// `NSString`'s ``NSString/boundingRect(with:options:attributes:context:)``.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// `NSString`'s ``NSString/draw(at:withAttributes:)``.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    /// `NSString`'s ``NSString/draw(in:withAttributes:)``.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }
}
