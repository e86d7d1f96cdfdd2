import Foundation
import GlideCoreGraphics
import GlideQuartzCore

// A text layer's lines as Glide lays them out: the font, size and colour of its string, wrapped and truncated in its
// bounds with Glide's text metric (see `UIFont`), for the renderer and for the layer trees frozen into images.

extension CATextLayer {
    /// The font, size and colour the text is drawn in: a plain string's ``font`` (a `UIFont`'s name and weight, or a
    /// font named by a string; Helvetica when neither) at the presented ``fontSize`` in the presented
    /// ``foregroundColor`` (black when nil); an attributed string's first character's `.font` and `.foregroundColor`
    /// (Core Text's defaults, Helvetica 12 and black, when it has none).
    package var textStyle: (font: UIFont, color: UIColor) {
        if let attributed = string as? NSAttributedString {
            guard attributed.length > 0 else { return (Self.helvetica(12), .black) }
            let attributes = attributed.attributes(at: 0, effectiveRange: nil)
            let font = attributes[.font] as? UIFont ?? Self.helvetica(12)
            let value = attributes[.foregroundColor]
            let color = (value as? UIColor) ?? (value as? CGColor).map { UIColor(cgColor: $0) } ?? .black
            return (font, color)
        }
        let size = presentedFontSize
        let font: UIFont
        switch self.font {
        case let given as UIFont: font = given.withSize(size)
        case let name as String: font = UIFont(name: name, size: size) ?? Self.helvetica(size)
        default: font = Self.helvetica(size)
        }
        return (font, presentedForegroundColor.map { UIColor(cgColor: $0) } ?? .black)
    }

    private static func helvetica(_ size: CGFloat) -> UIFont { UIFont(name: "Helvetica", size: size) ?? .systemFont(ofSize: size) }

    /// The text, plain.
    package var plainText: String? {
        switch string {
        case let text as String: return text
        case let attributed as NSAttributedString: return attributed.string
        case let text as NSString: return text as String
        default: return nil
        }
    }

    /// The lines drawn in `bounds`: one per paragraph, or wrapped at the bounds' width when ``isWrapped`` (at word
    /// boundaries, a word wider than the line between characters, as a label wraps); with a ``truncationMode``, only
    /// the lines that fit the bounds' height (at least one), the last one ending in an ellipsis when text is left
    /// out, and every line cut to the bounds' width with an ellipsis at its start, middle or end.
    package func lines(in bounds: CGRect, font: UIFont) -> [String] {
        guard let text = plainText, !text.isEmpty else { return [] }
        let width = bounds.width
        var lines = Self.paragraphLines(text, wrappingAt: isWrapped ? width : nil, font: font).flatMap { $0 }
        guard truncationMode != .none, width > 0 else { return lines }
        let fitting = max(1, Int((bounds.height / font.lineHeight + 1e-9).rounded(.down)))
        if lines.count > fitting {
            let kept = lines.prefix(fitting - 1)
            let last = lines[(fitting - 1)...].joined(separator: isWrapped ? " " : "\n")
            lines = Array(kept) + [Self.truncate(last, width: width, font: font, mode: truncationMode, force: true)]
        }
        return lines.map { Self.truncate($0, width: width, font: font, mode: truncationMode, force: false) }
    }

    /// The lines of `text`, paragraph by paragraph (one per newline-separated paragraph; each wrapped at `width` when
    /// it is given, positive and finite): what text layers, labels and measured strings lay out.
    static func paragraphLines(_ text: String, wrappingAt width: CGFloat?, font: UIFont) -> [[String]] {
        text.components(separatedBy: "\n").map { paragraph in
            guard let width, width > 0, width.isFinite else { return [paragraph] }
            return wrap(paragraph, width: width, font: font)
        }
    }

    /// `paragraph` broken into lines no wider than `width`.
    static func wrap(_ paragraph: String, width: CGFloat, font: UIFont) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if font.width(of: candidate) <= width {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            for character in word {
                if font.width(of: current + String(character)) > width, !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                current.append(character)
            }
        }
        lines.append(current)
        return lines
    }

    /// `line` cut to `width` with an ellipsis where `mode` says; `force`: the ellipsis is added even when the line
    /// fits (text after it was left out). A line with no room for a character besides the ellipsis is the ellipsis.
    static func truncate(_ line: String, width: CGFloat, font: UIFont, mode: CATextLayerTruncationMode, force: Bool) -> String {
        guard mode != .none else { return line }
        let ellipsis = "\u{2026}"
        if !force, font.width(of: line) <= width { return line }
        let characters = Array(line.replacingOccurrences(of: "\n", with: " "))
        var kept = characters.count - (force ? 0 : 1)
        func cut(_ n: Int) -> String {
            switch mode {
            case .start: return ellipsis + String(characters.suffix(n))
            case .middle: return String(characters.prefix((n + 1) / 2)) + ellipsis + String(characters.suffix(n / 2))
            default: return String(characters.prefix(n)) + ellipsis
            }
        }
        while kept > 0, font.width(of: cut(kept)) > width { kept -= 1 }
        return cut(max(0, kept))
    }

    /// How the lines align (`.justified` as `.natural`).
    package var textAlignment: NSTextAlignment {
        switch alignmentMode {
        case .center: .center
        case .right: .right
        case .left: .left
        default: .natural
        }
    }
}
