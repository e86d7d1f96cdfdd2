import Foundation
import GlideInput

/// What `glide check --package` checks in a user's package, read from a small manifest (`glide-check.txt`
/// at the package's root), so that no Swift has to be written:
///
/// ```
/// # The transitions of this package, checked as the app runs them.
/// import MyTransitions
/// present DetailViewController from HomeViewController
/// present SheetViewController from HomeViewController with SheetTransitioningDelegate
/// push PhotoViewController onto GalleryViewController with ZoomNavigationDelegate
/// tabs MainTabBarController
/// ```
///
/// Each view controller and delegate is named by its type (`Module.Type` also) and made with `init()`, or by a call
/// of a function (or static method) of the module that takes no argument and makes one (`makeViewer()`,
/// `Gallery.makeNavigation()`): it is called anew each time the check needs one, as the app makes it (a viewer made
/// with its data source and set as the navigation controller's delegate, say). A `push`'s root may be a
/// `UINavigationController` subclass, used as it is, or a view controller, put in a `UINavigationController`.
/// Without `with`, the delegate is the one the app's own code sets.
public struct CheckManifest: Equatable, Sendable {
    /// One check: a `TransitionCheck` app constructor, and where the manifest asked for it.
    public enum Check: Equatable, Sendable {
        case present(presented: String, presenting: String, delegate: String?)
        case push(pushed: String, root: String, delegate: String?)
        case tabs(tabBarController: String, delegate: String?)
    }

    /// A check and the line that asked for it (1-based).
    public struct Entry: Equatable, Sendable {
        public var check: Check
        public var line: Int
        public init(check: Check, line: Int) {
            self.check = check
            self.line = line
        }
    }

    /// The modules that hold the types (`import` lines), in order.
    public var modules: [String]
    public var entries: [Entry]

    /// A manifest that cannot be read: `FILE:LINE:COLUMN: error: …`, one line.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var path: String
        public var line: Int
        public var column: Int
        public var expected: String
        public var description: String { "\(path):\(line):\(column): \(expected)" }
        public init(path: String, line: Int, column: Int, expected: String) {
            self.path = path
            self.line = line
            self.column = column
            self.expected = expected
        }
    }

    /// Reads a manifest's bytes, as read from the file: text that is not UTF-8 is one error at its first bad byte
    /// (`FILE:LINE:COLUMN: error: expected UTF-8 text, found byte \xNN`), not "the file is not valid text". A
    /// byte-order mark at the start is skipped.
    public static func parse(_ data: Data, path: String) throws(ParseError) -> CheckManifest {
        switch TextFile.decode([UInt8](data)) {
        case .success(let text): return try parse(text, path: path)
        case .failure(let bad): throw ParseError(path: path, line: bad.line, column: bad.column, expected: bad.expected)
        }
    }

    /// Reads a manifest's text; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws(ParseError) -> CheckManifest {
        var manifest = CheckManifest(modules: [], entries: [])
        var lineNumber = 0
        for line in TextFile.lines(of: TextFile.droppingByteOrderMark(text)) {
            lineNumber += 1
            let content = line.prefix { $0 != "#" }
            let words = Self.words(in: content)
            guard let first = words.first else { continue }
            func fail(_ word: Word?, _ expected: String) -> ParseError {
                ParseError(path: path, line: lineNumber, column: (word ?? Word(text: "", column: content.count + 1)).column, expected: expected)
            }
            func typeName(_ index: Int, _ role: String) throws(ParseError) -> String {
                guard index < words.count else { throw fail(nil, "expected \(role)'s type name") }
                guard Self.isMaker(words[index].text) else {
                    throw fail(words[index], "expected \(role)'s type name (a Swift type, Module.Type also) or a call that makes it (makeViewer()), found \"\(words[index].text.escapingNonPrintable)\"")
                }
                return words[index].text
            }
            /// `with DELEGATE` at `index`, or nothing; nothing may follow.
            func delegate(_ index: Int) throws(ParseError) -> String? {
                guard index < words.count else { return nil }
                guard words[index].text == "with" else { throw fail(words[index], "expected 'with' and the delegate's type, or the end of the line, found \"\(words[index].text.escapingNonPrintable)\"") }
                let name = try typeName(index + 1, "the delegate")
                if index + 2 < words.count { throw fail(words[index + 2], "expected the end of the line after the delegate") }
                return name
            }
            func keyword(_ index: Int, _ word: String, after role: String) throws(ParseError) {
                guard index < words.count, words[index].text == word else {
                    throw fail(index < words.count ? words[index] : nil, "expected '\(word)' after \(role)")
                }
            }
            switch first.text {
            case "import":
                let module = try typeName(1, "the module")
                if module.contains(".") || module.hasSuffix("()") { throw fail(words[1], "expected a module's name, found \"\(module)\"") }
                if words.count > 2 { throw fail(words[2], "expected the end of the line after the module") }
                manifest.modules.append(module)
            case "present":
                let presented = try typeName(1, "the presented view controller")
                try keyword(2, "from", after: "the presented view controller")
                let presenting = try typeName(3, "the presenting view controller")
                manifest.entries.append(Entry(check: .present(presented: presented, presenting: presenting, delegate: try delegate(4)), line: lineNumber))
            case "push":
                let pushed = try typeName(1, "the pushed view controller")
                try keyword(2, "onto", after: "the pushed view controller")
                let root = try typeName(3, "the navigation controller or its root view controller")
                manifest.entries.append(Entry(check: .push(pushed: pushed, root: root, delegate: try delegate(4)), line: lineNumber))
            case "tabs":
                let tabs = try typeName(1, "the tab bar controller")
                manifest.entries.append(Entry(check: .tabs(tabBarController: tabs, delegate: try delegate(2)), line: lineNumber))
            default:
                throw fail(first, "expected 'import', 'present', 'push' or 'tabs', found \"\(first.text.escapingNonPrintable)\"")
            }
        }
        if manifest.modules.isEmpty {
            throw ParseError(path: path, line: max(lineNumber, 1), column: 1, expected: "expected an 'import MODULE' line naming the package's module that holds the view controllers")
        }
        if manifest.entries.isEmpty {
            throw ParseError(path: path, line: max(lineNumber, 1), column: 1, expected: "expected at least one 'present', 'push' or 'tabs' line: a manifest that checks nothing is an error")
        }
        return manifest
    }

    struct Word { var text: String; var column: Int }

    /// The words of a line and their 1-based columns (in characters).
    static func words(in line: Substring) -> [Word] {
        var words: [Word] = []
        var current = ""
        var start = 0
        for (offset, character) in line.enumerated() {
            if character == " " || character == "\t" {
                if !current.isEmpty { words.append(Word(text: current, column: start + 1)); current = "" }
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        return words
    }

    /// A type name, or a type name's form followed by `()`: a call of a function or static method with no argument.
    static func isMaker(_ text: String) -> Bool {
        isTypeName(text.hasSuffix("()") ? String(text.dropLast(2)) : text)
    }

    /// The Swift expression that makes one: `Name()` for a type, the call as written for a function.
    public static func makeExpression(_ maker: String) -> String { maker.hasSuffix("()") ? maker : maker + "()" }

    /// `Name` or `Module.Name`: Swift identifiers joined by dots.
    static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let head = part.unicodeScalars.first, head == "_" || CharacterSet.letters.contains(head) else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
        }
    }
}
