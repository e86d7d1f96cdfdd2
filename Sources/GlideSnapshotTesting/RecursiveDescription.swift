import Foundation
import GlideUIKit

/// A text dump of a view hierarchy in the form of UIKit's private `recursiveDescription` (without
/// addresses, as swift-snapshot-testing purges them): one line per view, subviews indented by `   | `.
@MainActor
enum RecursiveDescription {
    /// The dump of `view` and its subviews.
    static func of(_ view: UIView) -> String {
        var lines: [String] = []
        append(view, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    static func append(_ view: UIView, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "   | ", count: depth) + line(view))
        for subview in view.subviews { append(subview, depth: depth + 1, to: &lines) }
    }

    /// `<Type; frame = (x y; w h); …; layer = <CALayer>>`, with what differs from a default view.
    static func line(_ view: UIView) -> String {
        let n = formatPoints
        let f = view.frame
        var parts = ["frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))"]
        if view.bounds.origin != .zero { parts.append("bounds = (\(n(view.bounds.minX)) \(n(view.bounds.minY)); \(n(view.bounds.width)) \(n(view.bounds.height)))") }
        if view.transform != .identity {
            let t = view.transform
            parts.append("transform = [\(n(t.a)), \(n(t.b)), \(n(t.c)), \(n(t.d)), \(n(t.tx)), \(n(t.ty))]")
        }
        if let identifier = view.accessibilityIdentifier { parts.append("identifier = '\(identifier)'") }
        if view.alpha != 1 { parts.append("alpha = \(n(view.alpha))") }
        if view.isHidden { parts.append("hidden = YES") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if view.tag != 0 { parts.append("tag = \(view.tag)") }
        if let color = view.backgroundColor { parts.append("backgroundColor = \(color.cgColor)") }
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let imageView = view as? UIImageView, let image = imageView.image { parts.append("image = \(image)") }
        if !view.isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <\(String(describing: type(of: view.layer)))>")
        return "<\(String(describing: type(of: view))); " + parts.joined(separator: "; ") + ">"
    }
}
