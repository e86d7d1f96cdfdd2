import Foundation

/// Glide's line breaking for TextKit: each character is as wide as its font says (``UIFont``'s metric), lines break
/// after the last space that fits (a word wider than the line at a character), a newline ends its paragraph's line.
@MainActor
struct TextLayoutEngine {
    let storage: NSAttributedString
    /// TextKit's font for text without one: Helvetica at 12 points (Glide's system font at 12).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    func layout(in containers: [NSTextContainer]) -> [TextContainerLayout] {
        let text = storage.string as NSString
        let (widths, fonts) = metrics(of: storage.string)
        var next = 0
        var result: [TextContainerLayout] = []
        for container in containers {
            var laid = TextContainerLayout(container: container, start: next)
            let padding = container.lineFragmentPadding
            let available = Swift.max(0, container.size.width - 2 * padding)
            var y: CGFloat = 0
            while next < text.length {
                if container.maximumNumberOfLines > 0, laid.lines.count >= container.maximumNumberOfLines { break }
                let paragraph = text.paragraphRange(for: NSRange(location: next, length: 0))
                let style = storage.attribute(.paragraphStyle, at: paragraph.location, effectiveRange: nil) as? NSParagraphStyle
                let end = lineEnd(from: next, paragraphEnd: NSMaxRange(paragraph), text: text, widths: widths, available: available)
                let lineFonts = fonts[next..<end]
                let height = lineFonts.map(\.lineHeight).max() ?? Self.defaultFont.lineHeight
                if !laid.lines.isEmpty, let previous = laid.lines.last {
                    y = previous.rect.maxY + (style?.lineSpacing ?? 0)
                        + (previous.endsWithNewline ? (style?.paragraphSpacing ?? 0) : 0)
                }
                guard y + height <= container.size.height + 0.001 else { break }
                let isNewline = text.character(at: end - 1) == 10
                var inked = end - (isNewline ? 1 : 0)
                while inked > next, text.character(at: inked - 1) == 32 { inked -= 1 }
                let inkWidth = widths[next..<inked].reduce(0, +)
                let offset: CGFloat
                switch style?.alignment ?? .natural {
                case .center: offset = (available - inkWidth) / 2
                case .right: offset = available - inkWidth
                default: offset = 0
                }
                var xs: [CGFloat] = []
                var x = padding + Swift.max(0, offset)
                for index in next..<end {
                    xs.append(x)
                    x += widths[index]
                }
                let ascender = lineFonts.map(\.ascender).max() ?? Self.defaultFont.ascender
                laid.lines.append(TextLine(
                    glyphs: NSRange(location: next, length: end - next),
                    rect: CGRect(x: 0, y: y, width: container.size.width, height: height),
                    used: CGRect(x: Swift.max(0, offset), y: y, width: inkWidth + 2 * padding, height: height),
                    baseline: ascender, xs: xs, widths: Array(widths[next..<end]), endsWithNewline: isNewline))
                next = end
            }
            result.append(laid)
        }
        return result
    }

    /// The end of the line that starts at `start`: after the last space that fits, or at the character that does not
    /// fit in a word wider than the line, or after the paragraph's newline.
    private func lineEnd(from start: Int, paragraphEnd: Int, text: NSString, widths: [CGFloat], available: CGFloat) -> Int {
        var x: CGFloat = 0
        var afterSpace: Int?
        var index = start
        while index < paragraphEnd {
            let character = text.character(at: index)
            if character == 10 || character == 13 { return index + 1 }
            if character != 32, x + widths[index] > available + 0.001, index > start {
                return afterSpace ?? index
            }
            x += widths[index]
            if character == 32 { afterSpace = index + 1 }
            index += 1
        }
        return paragraphEnd
    }

    /// Each UTF-16 unit's width and font: a character's width on its first unit, none on the rest.
    private func metrics(of string: String) -> ([CGFloat], [UIFont]) {
        var widths: [CGFloat] = []
        var fonts: [UIFont] = []
        widths.reserveCapacity(string.utf16.count)
        var location = 0
        for character in string {
            let units = String(character).utf16.count
            let font = storage.attribute(.font, at: location, effectiveRange: nil) as? UIFont ?? Self.defaultFont
            let width = character.isNewline ? 0 : font.width(of: String(character))
            widths.append(width)
            fonts.append(font)
            for _ in 1..<Swift.max(1, units) {
                widths.append(0)
                fonts.append(font)
            }
            location += units
        }
        return (widths, fonts)
    }
}
