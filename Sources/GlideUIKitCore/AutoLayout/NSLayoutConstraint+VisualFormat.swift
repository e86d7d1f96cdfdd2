import Foundation

extension NSLayoutConstraint {
    /// What ``constraints(withVisualFormat:options:metrics:views:)`` adds to a format
    /// (`NSLayoutFormatOptions`): an alignment of every view in it, the direction of a horizontal
    /// format, and how a vertical format measures the spacing between views.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Align every view of the format by its left edge.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align every view of the format by its right edge.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align every view of the format by its top edge.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align every view of the format by its bottom edge.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align every view of the format by its leading edge.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align every view of the format by its trailing edge.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align every view of the format by its horizontal centre.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align every view of the format by its vertical centre.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align every view of the format by its last baseline.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align every view of the format by its first baseline.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from the leading edge to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left: its first view is the rightmost.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        /// Spacings are measured between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// In a vertical format, a spacing between two views is measured from the upper one's last
        /// baseline to the lower one's first baseline.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a string of Auto Layout's Visual Format Language describes, such as
    /// `"H:|-[title]-[button(>=50@750)]-|"` or `"V:|-20-[field(44)]-(>=8)-[footer(==field)]|"`: returned,
    /// not activated, and with every view's `translatesAutoresizingMaskIntoConstraints` left as it is.
    ///
    /// The whole grammar of Apple's Auto Layout Guide: an orientation (`H:`, the default, or `V:`), the
    /// superview `|` at either end, views `[name]` with predicates on their width (height in `V:`),
    /// `[name(>=50@750,<=other)]`, and connections between them: flush (`[a][b]`), the standard spacing
    /// (`-`), a number or metric (`-20-`, `-pad-`), or predicates (`-(>=20@500,<=40)-`). A predicate is an
    /// optional relation (`==`, `>=`, `<=`), a number, a metric name or (in a view's predicates) a view
    /// name, and an optional priority `@` (a number or a metric name, in 1...1000). `views` maps names to
    /// views, `metrics` names to numbers. Each alignment option in `opts` aligns each pair of consecutive
    /// views of the format by its attribute; the attribute must lie across the format's orientation.
    ///
    /// The standard spacing is 8 points between two views and 20 points between a view and its superview's
    /// edge, in both orientations: UIKit's classic values. (UIKit now measures the spacing to the superview
    /// from its layout margins; Glide's views have no margins, so the 20 points are from the edge.)
    ///
    /// Glide differs from UIKit deliberately: a malformed format, a name missing from `views` or
    /// `metrics`, a metric that is not a number, a `|` beside a view with no superview or an alignment
    /// along the format's own orientation (all of which UIKit raises `NSInvalidArgumentException` for) is
    /// logged to ``GlideDiagnostics`` as one message in UIKit's shape, "Unable to parse constraint format:
    /// …" followed by the format and a caret under the position at fault, and no constraints are returned.
    /// Spaces between the format's tokens are ignored. Glide lays out left to right, so leading and
    /// trailing are left and right.
    @discardableResult
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do throws(VisualFormatError) {
            try parser.parse()
            return try parser.constraints(options: opts)
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            GlideDiagnostics.log("Unable to parse constraint format: \(error.message)\n\(format)\n\(caret)")
            return []
        }
    }
}

/// A format's failure: what was expected, and the position (in characters) the caret points at.
private struct VisualFormatError: Error {
    let message: String
    let position: Int
}

/// A recursive-descent parser of one visual format string, then the constraints it describes.
@MainActor
private struct VisualFormatParser {
    /// One predicate: `relation object @priority`, the object a constant or (on a view's size) a view.
    struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// A connection: none (flush), the standard spacing, or predicates on the spacing.
    enum Connection {
        case flush, standard
        case predicates([Predicate])
    }

    /// A view of the format, where its name starts, and its predicates.
    struct Element {
        let view: UIView
        let position: Int
        let predicates: [Predicate]
    }

    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    private var isVertical = false
    /// The position of the leading `|` and the connection after it.
    private var leadingSuperview: (position: Int, connection: Connection)?
    private var elements: [Element] = []
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    private var connections: [Connection] = []
    /// The position of the trailing `|` and the connection before it.
    private var trailingSuperview: (position: Int, connection: Connection)?

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    // MARK: Reading characters

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private func fail(_ message: String, at position: Int? = nil) -> VisualFormatError {
        VisualFormatError(message: message, position: position ?? index)
    }

    private mutating func skipSpaces() {
        while let c = current, c.isWhitespace { index += 1 }
    }

    private static func isIdentifierStart(_ c: Character?) -> Bool {
        guard let ascii = c?.asciiValue, c?.unicodeScalars.count == 1 else { return false }
        return (ascii >= 65 && ascii <= 90) || (ascii >= 97 && ascii <= 122) || ascii == 95
    }

    private static func isDigit(_ c: Character?) -> Bool {
        guard let ascii = c?.asciiValue, c?.unicodeScalars.count == 1 else { return false }
        return ascii >= 48 && ascii <= 57
    }

    /// A C identifier at the current position, or nil.
    private mutating func identifier() -> String? {
        guard Self.isIdentifierStart(current) else { return nil }
        var name = ""
        while let c = current, Self.isIdentifierStart(c) || Self.isDigit(c) {
            name.append(c)
            index += 1
        }
        return name
    }

    /// A number as `strtod` reads one in decimal (`12`, `-3.5`, `.5`, `1e2`), or nil (nothing consumed)
    /// when there is none at the current position.
    private mutating func number(signed: Bool) throws(VisualFormatError) -> CGFloat? {
        let start = index
        var text = ""
        if signed, let c = current, c == "-" || c == "+" {
            text.append(c)
            index += 1
        }
        var digits = 0
        while Self.isDigit(current) {
            text.append(current!)
            index += 1
            digits += 1
        }
        if current == "." {
            text.append(".")
            index += 1
            while Self.isDigit(current) {
                text.append(current!)
                index += 1
                digits += 1
            }
        }
        guard digits > 0 else {
            index = start
            return nil
        }
        if let e = current, e == "e" || e == "E" {
            var lookahead = index + 1
            if lookahead < characters.count, characters[lookahead] == "-" || characters[lookahead] == "+" { lookahead += 1 }
            if lookahead < characters.count, Self.isDigit(characters[lookahead]) {
                text += "e" + String(characters[(index + 1)..<lookahead])
                index = lookahead
                while Self.isDigit(current) {
                    text.append(current!)
                    index += 1
                }
            }
        }
        if text.hasSuffix(".") { text += "0" }
        text = text.replacingOccurrences(of: "-.", with: "-0.").replacingOccurrences(of: "+.", with: "+0.")
        if text.hasPrefix(".") { text = "0" + text }
        guard let value = Double(text), value.isFinite else { throw fail("Expected a finite number", at: start) }
        return CGFloat(value)
    }

    /// The value of the metric `name` (read at `position`).
    private func metric(_ name: String, at position: Int) throws(VisualFormatError) -> CGFloat? {
        guard let value = metrics[name] else { return nil }
        guard let number = Self.numericValue(value), number.isFinite else {
            throw fail("The value of the metric \(name) is not a number", at: position)
        }
        return CGFloat(number)
    }

    private static func numericValue(_ value: Any) -> Double? {
        switch value {
        case is Bool: nil
        case let number as Int: Double(number)
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Float: Double(number)
        case let number as any BinaryInteger: Double(number)
        case let number as any BinaryFloatingPoint: Double(number)
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    // MARK: The grammar

    /// `(<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?`
    mutating func parse() throws(VisualFormatError) {
        skipSpaces()
        if let c = current, c == "H" || c == "V" {
            isVertical = c == "V"
            index += 1
            skipSpaces()
            guard current == ":" else {
                throw fail("Expected ':' after '\(c)' to specify \(isVertical ? "vertical" : "horizontal") arrangement")
            }
            index += 1
            skipSpaces()
        }
        if current == "|" {
            let position = index
            index += 1
            leadingSuperview = (position, try connection())
            skipSpaces()
        }
        guard current == "[" else { throw fail("Expected a view") }
        while true {
            elements.append(try view())
            let link = try connection()
            skipSpaces()
            switch current {
            case "[":
                connections.append(link)
            case "|":
                trailingSuperview = (index, link)
                index += 1
                skipSpaces()
                guard current == nil else { throw fail("Expected the end of the format after the closing '|'") }
                return
            case nil:
                if case .flush = link { return }
                throw fail("Expected a view or '|' after the connection")
            default:
                if case .flush = link { throw fail("Expected '-', a view, '|' or the end of the format after a view") }
                throw fail("Expected a view or '|' after the connection")
            }
        }
    }

    /// `[<viewName>(<predicateListWithParens>)?]`, at a `[`.
    private mutating func view() throws(VisualFormatError) -> Element {
        index += 1
        skipSpaces()
        let position = index
        guard let name = identifier() else { throw fail("Expected a view name after '['") }
        guard let value = views[name] else { throw fail("\(name) is not a key in the views dictionary.", at: position) }
        guard let view = value as? UIView else {
            throw fail("The value of \(name) in the views dictionary is not a view", at: position)
        }
        skipSpaces()
        var predicates: [Predicate] = []
        if current == "(" {
            predicates = try predicateList(onView: true)
            skipSpaces()
            guard current == "]" else {
                throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
        } else if current != "]" {
            throw fail("Expected '(' or ']' after the view name")
        }
        index += 1
        return Element(view: view, position: position, predicates: predicates)
    }

    /// `e | - | -<predicateList>-`: nothing unless at a `-`.
    private mutating func connection() throws(VisualFormatError) -> Connection {
        skipSpaces()
        guard current == "-" else { return .flush }
        index += 1
        skipSpaces()
        let predicates: [Predicate]
        switch current {
        case "[", "|", nil:
            return .standard
        case "(":
            predicates = try predicateList(onView: false)
        default:
            let position = index
            if let value = try number(signed: false) {
                predicates = [Predicate(constant: value)]
            } else if let name = identifier() {
                guard let value = try metric(name, at: position) else {
                    throw fail("\(name) is not a key in the metrics dictionary.", at: position)
                }
                predicates = [Predicate(constant: value)]
            } else {
                throw fail("Expected a number, a metric name, '(', a view or '|' after '-'")
            }
        }
        skipSpaces()
        guard current == "-" else { throw fail("Expected '-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    /// `(<predicate>(,<predicate>)*)`, at a `(`.
    private mutating func predicateList(onView: Bool) throws(VisualFormatError) -> [Predicate] {
        index += 1
        var predicates: [Predicate] = []
        while true {
            skipSpaces()
            predicates.append(try predicate(onView: onView))
            skipSpaces()
            switch current {
            case ",":
                index += 1
            case ")":
                index += 1
                return predicates
            default:
                throw fail(
                    onView
                        ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                        : "A predicate on a spacing must end with ')' and the spacing with '-'")
            }
        }
    }

    /// `(<relation>)?<objectOfPredicate>(@<priority>)?`.
    private mutating func predicate(onView: Bool) throws(VisualFormatError) -> Predicate {
        var result = Predicate()
        if let c = current, c == "=" || c == "<" || c == ">" {
            let position = index
            index += 1
            guard current == "=" else { throw fail("Unknown relation. Must be ==, >=, or <=", at: position) }
            index += 1
            result.relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            skipSpaces()
        }
        let position = index
        if let value = try number(signed: true) {
            result.constant = value
        } else if let name = identifier() {
            if let value = try metric(name, at: position) {
                result.constant = value
            } else if onView, let value = views[name] {
                guard let other = value as? UIView else {
                    throw fail("The value of \(name) in the views dictionary is not a view", at: position)
                }
                result.view = other
            } else {
                throw fail(
                    onView
                        ? "\(name) is not a key in the metrics or views dictionaries."
                        : "\(name) is not a key in the metrics dictionary.", at: position)
            }
        } else {
            throw fail(onView ? "Expected a number, a metric name or a view name" : "Expected a number or a metric name")
        }
        skipSpaces()
        if current == "@" {
            index += 1
            skipSpaces()
            let position = index
            let value: CGFloat
            if let number = try number(signed: true) {
                value = number
            } else if let name = identifier() {
                guard let number = try metric(name, at: position) else {
                    throw fail("\(name) is not a key in the metrics dictionary.", at: position)
                }
                value = number
            } else {
                throw fail("Expected a priority (a number or a metric name) after '@'")
            }
            guard value > 0, value <= 1000 else {
                throw fail("A priority must be greater than 0 and at most 1000", at: position)
            }
            result.priority = UILayoutPriority(Float(value))
        }
        return result
    }

    // MARK: The constraints

    /// The constraints of the parsed format, in the order of the format, alignments last.
    func constraints(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let alignments = try alignmentAttributes(options)
        let direction = options.intersection(.directionMask)
        let isRightToLeft = !isVertical && direction == .directionRightToLeft
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            isVertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : isRightToLeft ? (.right, .left) : (.leading, .trailing)
        let baselines = isVertical && options.contains(.spacingBaselineToBaseline)
        var result: [NSLayoutConstraint] = []

        /// `link` between `before` and `after` (either the superview).
        func connect(_ before: UIView, isSuperview beforeIsSuperview: Bool, _ after: UIView,
                     isSuperview afterIsSuperview: Bool, by link: Connection) {
            let betweenViews = !beforeIsSuperview && !afterIsSuperview
            let beforeAttribute = beforeIsSuperview ? start : baselines && betweenViews ? .lastBaseline : end
            let afterAttribute = afterIsSuperview ? end : baselines && betweenViews ? .firstBaseline : start
            let predicates: [Predicate]
            switch link {
            case .flush: predicates = [Predicate()]
            case .standard: predicates = [Predicate(constant: betweenViews ? 8 : 20)]
            case .predicates(let list): predicates = list
            }
            for predicate in predicates {
                // The later item's near side relates to the earlier item's far side plus the spacing; right to
                // left, the earlier item is to the right, so the relation is written from its side.
                let constraint =
                    isRightToLeft
                    ? NSLayoutConstraint(
                        item: before, attribute: beforeAttribute, relatedBy: predicate.relation, toItem: after,
                        attribute: afterAttribute, multiplier: 1, constant: predicate.constant)
                    : NSLayoutConstraint(
                        item: after, attribute: afterAttribute, relatedBy: predicate.relation, toItem: before,
                        attribute: beforeAttribute, multiplier: 1, constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
        }

        if case let (position, link)? = leadingSuperview, let first = elements.first {
            guard let superview = first.view.superview else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: position)
            }
            connect(superview, isSuperview: true, first.view, isSuperview: false, by: link)
        }
        if case let (position, _)? = trailingSuperview, elements.last?.view.superview == nil {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: position)
        }
        let dimension: NSLayoutConstraint.Attribute = isVertical ? .height : .width
        for (i, element) in elements.enumerated() {
            for predicate in element.predicates {
                let constraint = NSLayoutConstraint(
                    item: element.view, attribute: dimension, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : dimension, multiplier: 1,
                    constant: predicate.constant)
                constraint.priority = predicate.priority
                result.append(constraint)
            }
            if i < connections.count {
                connect(element.view, isSuperview: false, elements[i + 1].view, isSuperview: false, by: connections[i])
            }
        }
        if case let (_, link)? = trailingSuperview, let last = elements.last, let superview = last.view.superview {
            connect(last.view, isSuperview: false, superview, isSuperview: true, by: link)
        }
        for attribute in alignments {
            for (earlier, later) in zip(elements, elements.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        item: later.view, attribute: attribute, relatedBy: .equal, toItem: earlier.view,
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    /// The attributes the alignment options name, in the order of their bits; each must lie across the
    /// format's orientation.
    private func alignmentAttributes(_ options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
        -> [NSLayoutConstraint.Attribute]
    {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        let attributes = table.filter { options.contains($0.0) }.map(\.1)
        if attributes.contains(where: { $0.axisKind.isHorizontal != isVertical }) {
            let axis = isVertical ? "vertical" : "horizontal"
            throw fail(
                "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis).",
                at: characters.count)
        }
        return attributes
    }
}
