/// How deep a Swift file nests, found in one pass over its bytes before anything parses it.
///
/// swift-syntax's parser stops at its own nesting limit, but what comes after (its diagnostics, the rewriters'
/// walks over the tree) takes time that grows with the square of the depth, and ran out of stack beyond some
/// 100,000 levels. A chain (`a.b().c()…`, `x!!…`, `a[0][0]…`) is a tree as deep as it is long, and the parser
/// itself takes time that grows with the square of its length (each link looks for the chain's first token);
/// so do nested generic arguments (`A<A<A<…`) and `#if` blocks. Real code nests and chains a few dozen deep at
/// most, so `glide port` refuses a file where any of these goes deeper than ``limit``, naming where, in time
/// linear in its size.
enum SourceNesting {
    /// The deepest nesting `glide port` reads: swift-syntax's parser's own default maximum in a release build
    /// (`Parser.defaultMaximumNestingLevel`), far beyond what code a person wrote holds.
    static let limit = 256

    /// Where the file first nests or chains deeper than `limit` (1-based line and UTF-8 column of the link or
    /// opening that goes past it), or nil. Nesting counts `(`, `[`, `{`, string interpolations, `<` right after a
    /// name (generic arguments; closed by `>`, forgotten at `;`, `{` and `}`, where no generic argument list
    /// runs on) and `#if`. A chain, in one bracket level, counts the links after a first name: `.name`, a call or
    /// subscript right after a name, `)` or `]`, and a postfix `!` or `?`; a name after anything else begins a
    /// new one. Comments and string literals (with `#` delimiters, multi-line) are skipped as Swift's lexer skips
    /// them; a closing bracket closes the innermost open one.
    static func firstTooDeep(_ text: String, limit: Int = SourceNesting.limit) -> (line: Int, column: Int)? {
        enum Frame {
            case bracket
            case interpolation
            case string(hashes: Int, multiline: Bool)
            case blockComment(depth: Int)
        }
        let bytes = Array(text.utf8)
        var stack: [Frame] = []
        var depth = 0  // brackets, interpolations, generic argument lists and #if blocks open
        var chains: [Int] = [0]  // the chain's length at each bracket level
        var angles: [Int] = [0]  // the generic argument lists open at each bracket level
        var previous: UInt8 = 0  // the last byte of code, not white space
        var spaced = false  // white space since then
        var line = 1, lineStart = 0
        var i = 0
        func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
        func hashes(from k: Int) -> Int {
            var n = 0
            while at(k + n) == UInt8(ascii: "#") { n += 1 }
            return n
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") {
                line += 1
                lineStart = i + 1
            }
            switch stack.last {
            case .blockComment(let nested)?:
                if b == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                    stack.removeLast()
                    if nested > 1 { stack.append(.blockComment(depth: nested - 1)) }
                    i += 2
                    continue
                }
                if b == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                    stack[stack.count - 1] = .blockComment(depth: nested + 1)
                    i += 2
                    continue
                }
                i += 1
            case .string(let n, let multiline)?:
                if b == UInt8(ascii: "\\"), hashes(from: i + 1) == n {
                    if at(i + 1 + n) == UInt8(ascii: "(") {
                        stack.append(.interpolation)
                        depth += 1
                        if depth > limit { return (line, i - lineStart + 1) }
                        i += n + 2
                    } else {
                        if at(i + 1 + n) == UInt8(ascii: "\n") {  // a multi-line string's line continuation
                            line += 1
                            lineStart = i + n + 2
                        }
                        i += n + 2  // an escaped character
                    }
                    continue
                }
                if b == UInt8(ascii: "\n"), !multiline {
                    stack.removeLast()  // an unterminated string ends at the line's end, as the lexer recovers
                    i += 1
                    continue
                }
                let quotes = multiline ? 3 : 1
                if b == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ at(i + $0) == UInt8(ascii: "\"") }), hashes(from: i + quotes) >= n {
                    stack.removeLast()
                    i += quotes + n
                    continue
                }
                i += 1
            default:  // code, at the top level, in brackets or in an interpolation
                func isName(_ c: UInt8) -> Bool {
                    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                        || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
                }
                // Right after a name, `)` or `]`, with no space: where a call, subscript or postfix operator links on.
                let linked = !spaced && (isName(previous) || previous == UInt8(ascii: ")") || previous == UInt8(ascii: "]")
                                         || previous == UInt8(ascii: "!") || previous == UInt8(ascii: "?") || previous == UInt8(ascii: ">"))
                let here = (line, i - lineStart + 1)
                func link() -> Bool {
                    chains[chains.count - 1] += 1
                    return chains[chains.count - 1] > limit
                }
                func open() -> Bool {
                    depth += 1
                    return depth > limit
                }
                var next = i + 1
                switch b {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    spaced = true
                    i += 1
                    continue
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                    while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                    spaced = true
                    continue
                case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                    stack.append(.blockComment(depth: 1))
                    spaced = true
                    i += 2
                    continue
                case UInt8(ascii: "#") where at(i + hashes(from: i)) == UInt8(ascii: "\""),
                     UInt8(ascii: "\""):
                    let n = hashes(from: i)
                    let multiline = at(i + n) == UInt8(ascii: "\"") && at(i + n + 1) == UInt8(ascii: "\"") && at(i + n + 2) == UInt8(ascii: "\"")
                    stack.append(.string(hashes: n, multiline: multiline))
                    chains[chains.count - 1] = 0
                    next = i + n + (multiline ? 3 : 1)
                case UInt8(ascii: "#") where bytes[(i + 1)...].starts(with: Array("if".utf8)) && !isName(at(i + 3)):
                    if open() { return here }
                    next = i + 3
                case UInt8(ascii: "#") where bytes[(i + 1)...].starts(with: Array("endif".utf8)) && !isName(at(i + 6)):
                    depth = max(0, depth - 1)
                    next = i + 6
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if b != UInt8(ascii: "{"), linked, link() { return here }
                    if b == UInt8(ascii: "{") { depth -= angles[angles.count - 1]; angles[angles.count - 1] = 0 }
                    stack.append(.bracket)
                    chains.append(0)
                    angles.append(0)
                    if open() { return here }
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    // The innermost bracket or interpolation closes (one left open in a string is closed with it).
                    if case .bracket? = stack.last {
                        stack.removeLast()
                        depth -= 1 + angles.removeLast()
                        chains.removeLast()
                    } else if case .interpolation? = stack.last, b == UInt8(ascii: ")") {
                        stack.removeLast()
                        depth -= 1
                    }
                    if b == UInt8(ascii: "}") { depth -= angles[angles.count - 1]; angles[angles.count - 1] = 0 }
                case UInt8(ascii: "!"), UInt8(ascii: "?"):
                    if linked, link() { return here }
                case UInt8(ascii: "<"):
                    if linked, isName(previous) || previous == UInt8(ascii: ">") {
                        angles[angles.count - 1] += 1
                        if open() { return here }
                    }
                case UInt8(ascii: ">"):
                    if angles[angles.count - 1] > 0 {
                        angles[angles.count - 1] -= 1
                        depth -= 1
                    }
                case UInt8(ascii: ";"):
                    depth -= angles[angles.count - 1]
                    angles[angles.count - 1] = 0
                    chains[chains.count - 1] = 0
                default:
                    if isName(b) {
                        // A name: a link after `.`, else the first of a new chain. The rest of the name goes with it.
                        if previous == UInt8(ascii: ".") {
                            if link() { return here }
                        } else {
                            chains[chains.count - 1] = 0
                        }
                        while next < bytes.count, isName(bytes[next]) { next += 1 }
                        previous = bytes[next - 1]
                        spaced = false
                        i = next
                        continue
                    }
                }
                previous = b
                spaced = false
                i = next
            }
        }
        return nil
    }
}
