import Foundation
import Testing
@testable import GlideUIKitCore

/// TextKit 1 as apps use it: the stack built by hand to find the character a finger tapped in a label, and a text
/// view's own stack. Glide's metric: a 10-point character is 5 points wide, a line 12 points tall.
@MainActor @Suite struct TextKitTests {
    let font = UIFont.systemFont(ofSize: 10)

    func stack(_ text: String, width: CGFloat, height: CGFloat = 1000, style: NSParagraphStyle? = nil)
        -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        var attributes: [NSAttributedString.Key: Any] = [.font: font]
        if let style { attributes[.paragraphStyle] = style }
        let storage = NSTextStorage(attributedString: NSAttributedString(string: text, attributes: attributes))
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: height))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    @Test("lines break after the last space that fits; each glyph's line, rectangle and location")
    func lines() {
        let (storage, manager, container) = stack("hello world again", width: 50)
        #expect(storage.layoutManagers.first === manager && manager.textStorage === storage && container.layoutManager === manager)
        var range = NSRange()
        #expect(manager.lineFragmentRect(forGlyphAt: 7, effectiveRange: &range) == CGRect(x: 0, y: 12, width: 50, height: 12))
        #expect(range == NSRange(location: 6, length: 6), "\"world \"")
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
                == CGRect(x: 0, y: 12, width: 25, height: 12))
        #expect(manager.usedRect(for: container) == CGRect(x: 0, y: 0, width: 25, height: 36))
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 17))
        #expect(manager.location(forGlyphAt: 14) == CGPoint(x: 10, y: font.ascender))
        var fragments: [NSRange] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 17)) { _, _, _, glyphs, _ in fragments.append(glyphs) }
        #expect(fragments == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 6), NSRange(location: 12, length: 5)])
    }

    @Test("the character under a point, the nearest one beside the text, and how far across it the point is")
    func characterUnderAPoint() {
        // The storage owns the layout manager, which refers back to it without keeping it (as TextKit's): keep it.
        let (storage, manager, container) = stack("Tap here to agree\nsecond", width: 1000)
        defer { withExtendedLifetime(storage) {} }
        var fraction: CGFloat = -1
        #expect(manager.characterIndex(for: CGPoint(x: 27, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == 5)
        #expect(fraction == 0.4)
        #expect(manager.characterIndex(for: CGPoint(x: 900, y: 5), in: container, fractionOfDistanceBetweenInsertionPoints: nil) == 16,
                "beyond the line's end: its last character, not the newline")
        #expect(manager.glyphIndex(for: CGPoint(x: 2, y: 15), in: container) == 18, "the second line")
        #expect(manager.glyphIndex(for: CGPoint(x: 2, y: 500), in: container) == 18, "below the text: the last line")
    }

    @Test("a line limit, a container's height and a second container: text flows on, what fits nowhere is laid out nowhere")
    func limits() {
        let (storage, manager, container) = stack("hello world again", width: 50)
        container.maximumNumberOfLines = 2
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 12))
        container.maximumNumberOfLines = 0
        container.size.height = 20
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 6))
        let second = NSTextContainer(size: CGSize(width: 50, height: 12))
        second.lineFragmentPadding = 0
        manager.addTextContainer(second)
        #expect(manager.glyphRange(for: second) == NSRange(location: 6, length: 6))
        #expect(manager.textContainer(forGlyphAt: 7, effectiveRange: nil) === second)
        #expect(manager.textContainer(forGlyphAt: 14, effectiveRange: nil) == nil)
        storage.append(NSAttributedString(string: "!"))
        #expect(manager.numberOfGlyphs == 18)
    }

    @Test("padding and alignment move glyphs; a paragraph style's spacing moves lines")
    func paddingAndAlignment() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let (storage, manager, container) = stack("ab cd", width: 30, style: style)
        defer { withExtendedLifetime(storage) {} }
        container.lineFragmentPadding = 5
        // 20 points to lay out in: "ab " then "cd", each 10 wide, centred.
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 2), in: container) == CGRect(x: 10, y: 0, width: 10, height: 12))
        #expect(manager.boundingRect(forGlyphRange: NSRange(location: 3, length: 2), in: container) == CGRect(x: 10, y: 15, width: 10, height: 12))
    }

    @Test("the link a finger tapped in a label, found as apps find it")
    func labelLinkTap() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 12))
        label.attributedText = NSAttributedString(string: "I agree to the Terms", attributes: [.font: font])
        let termsRange = ("I agree to the Terms" as NSString).range(of: "Terms")
        func tapped(at point: CGPoint) -> Bool {
            let layoutManager = NSLayoutManager()
            let textContainer = NSTextContainer(size: CGSize.zero)
            let textStorage = NSTextStorage(attributedString: label.attributedText!)
            layoutManager.addTextContainer(textContainer)
            textStorage.addLayoutManager(layoutManager)
            textContainer.lineFragmentPadding = 0.0
            textContainer.lineBreakMode = label.lineBreakMode
            textContainer.maximumNumberOfLines = label.numberOfLines
            textContainer.size = label.bounds.size
            let index = layoutManager.characterIndex(for: point, in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
            return NSLocationInRange(index, termsRange)
        }
        #expect(tapped(at: CGPoint(x: 80, y: 6)), "on \"Terms\" (x 75 to 100)")
        #expect(!tapped(at: CGPoint(x: 20, y: 6)))
    }

    @Test("a text view's own stack follows its text and width; a text view on an app's container uses its stack")
    func textViewStack() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        textView.font = font
        textView.text = "hello world"
        #expect(textView.textStorage.string == "hello world")
        #expect(textView.layoutManager.textContainers.first === textView.textContainer)
        #expect(textView.textContainer.size.width == 60 && textView.textContainer.lineFragmentPadding == 5)
        // 50 points to lay out in: "hello world" (55) wraps after "hello ".
        #expect(textView.layoutManager.glyphIndex(for: CGPoint(x: 7, y: 15), in: textView.textContainer) == 6)

        let storage = NSTextStorage(string: "mine")
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let own = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), textContainer: container)
        #expect(own.textContainer === container && own.layoutManager === manager && own.textStorage === storage)
        #expect(own.text == "mine")
    }

    @Test("scrolling a range into view scrolls to its line")
    func scrollRangeToVisible() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        textView.font = font
        textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let last = (textView.text as NSString).range(of: "line 20")
        textView.scrollRangeToVisible(last)
        // Line 20 is the twentieth 12-point line, 8 points below the top inset: its bottom at 8 + 240.
        #expect(abs(textView.contentOffset.y - (248 - 40)) < 0.001, "\(textView.contentOffset)")
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(abs(textView.contentOffset.y - 8) < 0.001, "\(textView.contentOffset)")
    }

    /// A layout manager that colours link text by overriding both glyph-drawing primitives and calling `super` (a pod's
    /// attributed label): drawing goes through the new form, then the old, then draws once.
    final class ColouringLayoutManager: NSLayoutManager {
        var calls: [String] = []
        var glyphRuns: [String] = []
        override func showCGGlyphs(
            _ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
            textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any] = [:], in CGContext: CGContext
        ) {
            calls.append("textMatrix")
            glyphRuns.append(String(decoding: UnsafeBufferPointer(start: glyphs, count: glyphCount), as: UTF16.self))
            #expect(positions[1].x - positions[0].x == 5, "a 10-point character is 5 points wide")
            defer { super.showCGGlyphs(glyphs, positions: positions, count: glyphCount, font: font, textMatrix: textMatrix, attributes: attributes, in: CGContext) }
            guard let colour = attributes[.foregroundColor] as? UIColor else { return }
            CGContext.setFillColor(colour.cgColor)
        }

        override func showCGGlyphs(
            _ glyphs: UnsafePointer<CGGlyph>, positions: UnsafePointer<CGPoint>, count glyphCount: Int, font: UIFont,
            matrix textMatrix: CGAffineTransform, attributes: [NSAttributedString.Key: Any] = [:], in graphicsContext: CGContext
        ) {
            calls.append("matrix")
            super.showCGGlyphs(glyphs, positions: positions, count: glyphCount, font: font, matrix: textMatrix, attributes: attributes, in: graphicsContext)
        }
    }

    @Test("drawing glyphs goes through showCGGlyphs, each line's run once; an override of either form runs")
    func glyphDrawingPrimitive() {
        let storage = NSTextStorage(attributedString: NSAttributedString(
            string: "hello world again", attributes: [.font: font, .foregroundColor: UIColor.red, .underlineColor: UIColor.clear]))
        let manager = ColouringLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 50, height: 1000))
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 40)).image { _ in
            manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 17), at: .zero)
        }
        #expect(manager.glyphRuns == ["hello ", "world ", "again"])
        #expect(manager.calls == ["textMatrix", "matrix", "textMatrix", "matrix", "textMatrix", "matrix"])
        #expect(image.size == CGSize(width: 60, height: 40))
    }
}
