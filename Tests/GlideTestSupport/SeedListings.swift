import Foundation

/// The Swift listings of the seed articles (`../shared/seeds/`), read at test time, never copied in.
public enum SeedListings {
    /// The folder of the seed articles.
    public static let folder = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/seeds")

    /// The Swift listings of a seed article, each with the line it starts on. The articles come in two forms: Markdown
    /// with ```swift fences (003, 004), and blog text pasted without fences (000, 001, 002), where a listing starts at
    /// a line beginning as Swift declarations and comments begin (`import `, `class `, `extension `, `override `,
    /// `let `, `//`…) and runs while its lines are indented, blank, close a brace or start another declaration.
    public static func listings(of text: String) -> [(line: Int, code: String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var listings: [(line: Int, code: String)] = []
        var current: (line: Int, lines: [String])?
        func close() {
            guard var block = current else { return }
            while let last = block.lines.last, last.allSatisfy(\.isWhitespace) { block.lines.removeLast() }
            listings.append((block.line, block.lines.joined(separator: "\n") + "\n"))
            current = nil
        }
        if lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```swift") }) {
            for (index, line) in lines.enumerated() {
                let fence = line.trimmingCharacters(in: .whitespaces)
                if current == nil {
                    if fence.hasPrefix("```swift") { current = (index + 2, []) }
                } else if fence.hasPrefix("```") {
                    close()
                } else {
                    current?.lines.append(line)
                }
            }
            return listings
        }
        let starts = ["import ", "class ", "final class ", "struct ", "enum ", "extension ", "protocol ", "func ",
                      "fileprivate ", "private ", "public ", "internal ", "open ", "override ", "let ", "var ", "@", "//"]
        for (index, line) in lines.enumerated() {
            let isStart = starts.contains { line.hasPrefix($0) }
            if current == nil {
                if isStart { current = (index + 1, [line]) }
            } else if line.isEmpty || line.first == " " || line.first == "\t" || line.hasPrefix("}") || isStart {
                current?.lines.append(line)
            } else {
                close()
            }
        }
        close()
        return listings
    }

    /// The listings of the seed article `name` ("000_0aad60dedf06eecc.txt"), read from ``folder``.
    public static func listings(ofSeed name: String) throws -> [(line: Int, code: String)] {
        listings(of: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
}
