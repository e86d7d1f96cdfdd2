import Foundation
import GlideObjectiveC

/// Core Data's predicate strings (`NSPredicate(format:_:)`), which swift-corelibs-foundation marks unavailable (it has no
/// predicate parser and no key-value coding).
///
/// Glide's addition: GlideCoreData gives the initializers back for what fetch requests and list screens write: comparisons
/// (`==`, `=`, `!=`, `<>`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `LIKE`, with the
/// `[c]`, `[d]` and `[cd]` options), `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`,
/// key paths (`%K` too) read by key-value coding, and the arguments `%@`, `%d`, `%i`, `%ld`, `%lu`, `%f`, `%lf`, quoted
/// strings, numbers, `YES`/`NO`/`TRUE`/`FALSE`, `nil`/`NULL` and `{…}` lists. `MATCHES`, aggregates (`ANY`, `ALL`,
/// `@count`), subqueries and functions are not parsed: such a format stops the program with a line saying where, as iOS
/// stops on a format it cannot parse.
extension NSPredicate {
    /// A predicate parsed from `predicateFormat`, its `%` arguments taken from `args` in order.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate parsed from `predicateFormat`, its `%` arguments taken from `arguments` in order.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat.Node
        do {
            parsed = try PredicateFormat.parse(predicateFormat, arguments: arguments ?? [])
        } catch let error as PredicateFormat.ParseError {
            fatalError("NSPredicate(format:): \"\(predicateFormat)\", column \(error.column): \(error.expected)")
        } catch {
            fatalError("NSPredicate(format:): \"\(predicateFormat)\": \(error)")
        }
        self.init(block: { object, _ in parsed.evaluate(on: object) })
    }
}

/// The predicate-format parser and evaluator behind ``NSPredicate/init(format:_:)``.
enum PredicateFormat {
    /// A place in the format and what was expected there.
    struct ParseError: Error {
        var column: Int
        var expected: String
    }

    /// A parsed predicate.
    indirect enum Node {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(Operand, Operator, Operand, Options)

        func evaluate(on object: Any?) -> Bool {
            switch self {
            case .constant(let value): return value
            case .not(let node): return !node.evaluate(on: object)
            case let .and(a, b): return a.evaluate(on: object) && b.evaluate(on: object)
            case let .or(a, b): return a.evaluate(on: object) || b.evaluate(on: object)
            case let .comparison(left, op, right, options):
                return PredicateFormat.compare(left.value(on: object), op, right.value(on: object), options)
            }
        }
    }

    /// One side of a comparison.
    enum Operand {
        case keyPath(String)
        case value(Any?)
        case list([Operand])

        func value(on object: Any?) -> Any? {
            switch self {
            case .keyPath(let path): return PredicateFormat.value(at: path, of: object)
            case .value(let value): return value
            case .list(let items): return items.map { $0.value(on: object) as Any }
            }
        }
    }

    enum Operator: String {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, between, `in`, contains, beginsWith, endsWith, like
    }

    struct Options {
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    /// The value at a dotted key path: a dictionary's entries, an object's keys by key-value coding.
    static func value(at path: String, of object: Any?) -> Any? {
        if path == "SELF" || path == "self" { return object }
        var current: Any? = object
        for key in path.split(separator: ".").map(String.init) {
            guard let here = current else { return nil }
            current = valueForKey(key, here)
        }
        return current
    }

    /// Reads `key` of `object`: a dictionary's entry, else the object's key-value coding (a managed object answers any
    /// key; another object's unknown key stops the program, as iOS's `NSUnknownKeyException` does).
    static func valueForKey(_ key: String, _ object: Any) -> Any? {
        if let dictionary = object as? [String: Any] { return dictionary[key] }
        if let dictionary = object as? NSDictionary { return dictionary[key] }
        if let object = object as? NSObject { return object.value(forKey: key) }
        return nil
    }

    // MARK: Evaluation

    static func compare(_ left: Any?, _ op: Operator, _ right: Any?, _ options: Options) -> Bool {
        switch op {
        case .equal: return equal(left, right, options)
        case .notEqual: return !equal(left, right, options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let order = order(left, right, options) else { return false }
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .between:
            guard let bounds = list(right), bounds.count == 2,
                  let low = order(left, bounds[0], options), let high = order(left, bounds[1], options) else { return false }
            return low != .orderedAscending && high != .orderedDescending
        case .in:
            if let items = list(right) { return items.contains { equal(left, $0, options) } }
            if let text = string(right), let part = string(left) { return fold(text, options).contains(fold(part, options)) }
            return false
        case .contains:
            if let items = list(left) { return items.contains { equal($0, right, options) } }
            guard let text = string(left), let part = string(right) else { return false }
            return part.isEmpty ? false : fold(text, options).contains(fold(part, options))
        case .beginsWith:
            guard let text = string(left), let part = string(right) else { return false }
            return fold(text, options).hasPrefix(fold(part, options))
        case .endsWith:
            guard let text = string(left), let part = string(right) else { return false }
            return fold(text, options).hasSuffix(fold(part, options))
        case .like:
            guard let text = string(left), let pattern = string(right) else { return false }
            return like(Array(fold(text, options)), Array(fold(pattern, options)))
        }
    }

    private static func list(_ value: Any?) -> [Any?]? {
        switch value {
        case let items as [Any?]: return items
        case let items as [Any]: return items.map { $0 as Any? }
        case let items as NSArray: return items.map { $0 as Any? }
        case let items as Set<AnyHashable>: return items.map { $0 as Any? }
        case let items as NSSet: return items.map { $0 as Any? }
        default: return nil
        }
    }

    private static func string(_ value: Any?) -> String? {
        switch value {
        case let text as String: return text
        case let text as NSString: return text as String
        case let text as Substring: return String(text)
        default: return nil
        }
    }

    /// A number as key-value coding reads one, and the integer widths Core Data's attributes have (`Int64`, `Int32`, `Int16`).
    private static func number(_ value: Any?) -> Double? {
        if let number = KeyValueBoxing.double(value) { return number }
        switch value {
        case let n as Int64: return Double(n)
        case let n as Int32: return Double(n)
        case let n as Int16: return Double(n)
        case let n as UInt: return Double(n)
        default: return nil
        }
    }

    private static func fold(_ text: String, _ options: Options) -> String {
        var folded = text
        if options.diacriticInsensitive { folded = folded.folding(options: .diacriticInsensitive, locale: nil) }
        if options.caseInsensitive { folded = folded.lowercased() }
        return folded
    }

    private static func equal(_ left: Any?, _ right: Any?, _ options: Options) -> Bool {
        switch (left, right) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let a = string(left), let b = string(right) { return fold(a, options) == fold(b, options) }
        if let a = number(left), let b = number(right) { return a == b }
        if let a = left as? Date, let b = right as? Date { return a == b }
        if let a = left as? NSObject, let b = right as? NSObject { return a.isEqual(b) }
        if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
        if let a = left as AnyObject?, let b = right as AnyObject? { return a === b }
        return false
    }

    static func order(_ left: Any?, _ right: Any?, _ options: Options) -> ComparisonResult? {
        if let a = number(left), let b = number(right) { return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending }
        if let a = string(left), let b = string(right) {
            let x = fold(a, options), y = fold(b, options)
            return x < y ? .orderedAscending : x == y ? .orderedSame : .orderedDescending
        }
        if let a = left as? Date, let b = right as? Date { return a.compare(b) }
        return nil
    }

    /// `LIKE`'s wildcards: `*` any run, `?` one character.
    private static func like(_ text: [Character], _ pattern: [Character]) -> Bool {
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (pattern.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if j == pattern.count { result = i == text.count }
            else if pattern[j] == "*" { result = match(i, j + 1) || (i < text.count && match(i + 1, j)) }
            else { result = i < text.count && (pattern[j] == "?" || pattern[j] == text[i]) && match(i + 1, j + 1) }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }

    // MARK: Parsing

    static func parse(_ format: String, arguments: [Any]) throws -> Node {
        var parser = Parser(text: Array(format), arguments: arguments)
        let node = try parser.expression()
        parser.skipSpaces()
        guard parser.index == parser.text.count else { throw parser.error("the end of the predicate") }
        return node
    }

    private struct Parser {
        let text: [Character]
        let arguments: [Any]
        var index = 0
        var argument = 0

        init(text: [Character], arguments: [Any]) {
            self.text = text
            self.arguments = arguments
        }

        func error(_ expected: String) -> ParseError { ParseError(column: index + 1, expected: "expected \(expected)") }

        mutating func skipSpaces() { while index < text.count, text[index].isWhitespace { index += 1 } }

        /// The word at the cursor (letters, digits, `_`, `.`, `$`, `@`), without moving.
        func word() -> String {
            var end = index
            while end < text.count, text[end].isLetter || text[end].isNumber || "_.$@".contains(text[end]) { end += 1 }
            return String(text[index..<end])
        }

        /// Consumes `keyword` (any case, a whole word) or a symbol.
        mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let isWord = token.first?.isLetter == true
            guard index + token.count <= text.count else { return false }
            let here = String(text[index..<(index + token.count)])
            guard isWord ? here.uppercased() == token : here == token else { return false }
            if isWord, index + token.count < text.count, text[index + token.count].isLetter || text[index + token.count].isNumber { return false }
            index += token.count
            return true
        }

        mutating func expression() throws -> Node {
            var node = try conjunction()
            while take("OR") || take("||") { node = .or(node, try conjunction()) }
            return node
        }

        mutating func conjunction() throws -> Node {
            var node = try negation()
            while take("AND") || take("&&") { node = .and(node, try negation()) }
            return node
        }

        mutating func negation() throws -> Node {
            if take("NOT") { return .not(try negation()) }
            skipSpaces()
            if index < text.count, text[index] == "!", index + 1 < text.count, text[index + 1] != "=" {
                index += 1
                return .not(try negation())
            }
            return try primary()
        }

        mutating func primary() throws -> Node {
            if take("TRUEPREDICATE") { return .constant(true) }
            if take("FALSEPREDICATE") { return .constant(false) }
            skipSpaces()
            if index < text.count, text[index] == "(" {
                let start = index
                index += 1
                let node = try expression()
                guard take(")") else { index = max(index, start); throw error("a closing parenthesis") }
                return node
            }
            let left = try operand()
            let (op, options, swapped) = try comparisonOperator()
            let right = try operand()
            return swapped ? .comparison(right, op, left, options) : .comparison(left, op, right, options)
        }

        mutating func comparisonOperator() throws -> (Operator, Options, Bool) {
            skipSpaces()
            let symbols: [(String, Operator)] = [
                ("==", .equal), ("!=", .notEqual), ("<>", .notEqual), ("<=", .lessOrEqual), ("=<", .lessOrEqual),
                (">=", .greaterOrEqual), ("=>", .greaterOrEqual), ("=", .equal), ("<", .less), (">", .greater),
            ]
            for (symbol, op) in symbols where take(symbol) { return (op, try options(), false) }
            let words: [(String, Operator)] = [
                ("BETWEEN", .between), ("IN", .in), ("CONTAINS", .contains), ("BEGINSWITH", .beginsWith),
                ("ENDSWITH", .endsWith), ("LIKE", .like),
            ]
            for (word, op) in words where take(word) { return (op, try options(), false) }
            throw error("a comparison (==, !=, <, <=, >, >=, BETWEEN, IN, CONTAINS, BEGINSWITH, ENDSWITH or LIKE)")
        }

        mutating func options() throws -> Options {
            var options = Options()
            guard index < text.count, text[index] == "[" else { return options }
            index += 1
            while index < text.count, text[index] != "]" {
                switch text[index] {
                case "c", "C": options.caseInsensitive = true
                case "d", "D": options.diacriticInsensitive = true
                case "n", "N", "l", "L": break
                default: throw error("c, d, n or l in a comparison's options")
                }
                index += 1
            }
            guard index < text.count else { throw error("] after a comparison's options") }
            index += 1
            return options
        }

        mutating func nextArgument() throws -> Any? {
            guard argument < arguments.count else { throw error("an argument for the format's \(argument + 1)th %-specifier") }
            defer { argument += 1 }
            let value = arguments[argument]
            if case Optional<Any>.none = value as Any? { return nil }
            return value
        }

        mutating func operand() throws -> Operand {
            skipSpaces()
            guard index < text.count else { throw error("a key path or a value") }
            let c = text[index]
            if c == "%" {
                let rest = String(text[index...])
                for specifier in ["%@", "%K", "%ld", "%lu", "%lld", "%llu", "%lf", "%d", "%i", "%u", "%f", "%g"] where rest.hasPrefix(specifier) {
                    index += specifier.count
                    let value = try nextArgument()
                    if specifier == "%K" {
                        guard let key = value as? String else { throw error("a key path string for %K") }
                        return .keyPath(key)
                    }
                    return .value(value)
                }
                throw error("a format specifier (%@, %K, %d, %i, %ld, %f…)")
            }
            if c == "\"" || c == "'" {
                index += 1
                var value = ""
                while index < text.count, text[index] != c {
                    if text[index] == "\\", index + 1 < text.count { index += 1 }
                    value.append(text[index])
                    index += 1
                }
                guard index < text.count else { throw error("a closing quote") }
                index += 1
                return .value(value)
            }
            if c == "{" {
                index += 1
                var items: [Operand] = []
                skipSpaces()
                if index < text.count, text[index] == "}" {
                    index += 1
                    return .list([])
                }
                while true {
                    items.append(try operand())
                    if take(",") { continue }
                    guard take("}") else { throw error("a comma or } in a list") }
                    return .list(items)
                }
            }
            if c.isNumber || ((c == "-" || c == "+") && index + 1 < text.count && text[index + 1].isNumber) {
                var end = index + 1
                while end < text.count, text[end].isNumber || text[end] == "." { end += 1 }
                let literal = String(text[index..<end])
                index = end
                if let integer = Int(literal) { return .value(integer) }
                if let real = Double(literal) { return .value(real) }
                throw error("a number")
            }
            let name = word()
            guard !name.isEmpty else { throw error("a key path or a value") }
            switch name.uppercased() {
            case "YES", "TRUE": index += name.count; return .value(true)
            case "NO", "FALSE": index += name.count; return .value(false)
            case "NIL", "NULL": index += name.count; return .value(nil)
            case "ANY", "ALL", "NONE", "SOME", "SUBQUERY", "FUNCTION", "MATCHES":
                throw error("a comparison of a key path (aggregates, subqueries, functions and MATCHES are not supported)")
            default:
                guard !name.contains("@") else { throw error("a key path without a collection operator (@count and the like are not supported)") }
                index += name.count
                return .keyPath(name)
            }
        }
    }
}
