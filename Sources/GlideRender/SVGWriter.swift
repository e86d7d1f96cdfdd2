import Foundation

/// Deterministic text for SVG and HTML: numbers rounded to a fixed precision, escaped text.
///
/// Every figure goes through ``number(_:)``, so two renders of the same state are byte-identical on
/// every machine (no locale, no platform float formatting, `-0` written as `0`).
public enum SVGText {
    /// `value` rounded to 1/100, without trailing zeros ("12", "12.5", "-0.25").
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = Int64(abs(hundredths))
        let whole = magnitude / 100, fraction = magnitude % 100
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }

    /// `text` escaped for XML character data and attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                // Control characters are not allowed in XML 1.0.
                if c.value < 0x20, c != "\n", c != "\t" { out += " " } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }

    /// "x,y" of a point.
    static func point(_ p: CGPoint) -> String { number(p.x) + "," + number(p.y) }
}
