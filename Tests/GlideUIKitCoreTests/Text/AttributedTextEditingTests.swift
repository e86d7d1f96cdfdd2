import Foundation
import Testing
@testable import GlideUIKitCore

/// Apps' attributed-text editing with UIKit's attribute values, which swift-corelibs-foundation compares through Core
/// Foundation (see `CoreFoundationMarker`): each of these halted the process before Glide's values carried the marker.
@MainActor @Suite struct AttributedTextEditingTests {
    @Test("a colour replaced over part of a coloured string, a font over a font, a paragraph style over another")
    func replacingValues() {
        let text = NSMutableAttributedString(string: "hello world", attributes: [
            .foregroundColor: UIColor.gray, .font: UIFont.systemFont(ofSize: 14), .paragraphStyle: NSMutableParagraphStyle()])
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
        text.addAttribute(.foregroundColor, value: UIColor(red: 0, green: 0, blue: 0, alpha: 1), range: NSRange(location: 6, length: 5))
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 14), range: NSRange(location: 0, length: 5))
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        text.addAttributes([.paragraphStyle: centred, .shadow: NSShadow()], range: NSRange(location: 0, length: 11))
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(text.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == .black)
        #expect((text.attribute(.paragraphStyle, at: 3, effectiveRange: nil) as? NSParagraphStyle)?.alignment == .center)
    }

    @Test("equal values made apart merge into one run; replacing a whole string with equal styles twice works")
    func mergingRuns() {
        let text = NSMutableAttributedString(string: "abcdef", attributes: [.foregroundColor: UIColor(red: 0.5, green: 0, blue: 0, alpha: 1)])
        text.addAttribute(.foregroundColor, value: UIColor(red: 0.5, green: 0, blue: 0, alpha: 1), range: NSRange(location: 2, length: 2))
        var runs = 0
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length)) { _, _, _ in runs += 1 }
        #expect(runs == 1)
        text.setAttributedString(NSAttributedString(string: "one", attributes: [.paragraphStyle: NSMutableParagraphStyle()]))
        text.setAttributedString(NSAttributedString(string: "two more", attributes: [.paragraphStyle: NSMutableParagraphStyle()]))
        #expect(text.string == "two more")
    }

    @Test("an attachment is one character carrying its image; a shadow copies")
    func attachmentsAndShadows() {
        let attachment = NSTextAttachment(image: UIImage(systemName: "star")!)
        attachment.bounds = CGRect(x: 0, y: -2, width: 12, height: 12)
        let text = NSMutableAttributedString(string: "Rated ")
        text.append(NSAttributedString(attachment: attachment))
        #expect(text.length == 7)
        #expect(text.attribute(.attachment, at: 6, effectiveRange: nil) as? NSTextAttachment === attachment)
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black
        #expect((shadow.copy() as? NSShadow)?.isEqual(shadow) == true)
    }
}
