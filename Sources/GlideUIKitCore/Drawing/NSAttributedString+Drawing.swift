import Foundation

// UIKit's measuring and drawing of attributed strings (`NSAttributedString(UIKitAdditions)`), with the layout of
// `NSString+Drawing.swift`.
extension NSAttributedString {
    /// The attributes the string is measured and drawn with (Glide: the first character's, for the whole string).
    private var measuringAttributes: [NSAttributedString.Key: Any] { length == 0 ? [:] : attributes(at: 0, effectiveRange: nil) }

    /// The size of the string, one line per paragraph.
    ///
    /// Glide differs: the whole string is measured with its first character's font and paragraph style.
    @preconcurrency @MainActor
    public func size() -> CGSize { TextMeasure(measuringAttributes).size(string, wrappingAt: nil) }

    /// The rectangle the string takes, wrapped at `size.width` with `.usesLineFragmentOrigin` (see ``size()``).
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        let measured = TextMeasure(measuringAttributes).size(string, wrappingAt: options.contains(.usesLineFragmentOrigin) ? size.width : nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string with its top left at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint) {
        let measure = TextMeasure(measuringAttributes)
        measure.draw(string, in: CGRect(origin: point, size: measure.size(string, wrappingAt: nil)))
    }

    /// Draws the string wrapped inside `rect`.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect) { TextMeasure(measuringAttributes).draw(string, in: rect) }

    /// Draws the string inside `rect`.
    @preconcurrency @MainActor
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        TextMeasure(measuringAttributes).draw(string, in: rect)
    }
}
