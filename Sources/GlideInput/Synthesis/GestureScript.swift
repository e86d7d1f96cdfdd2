/// A gesture written as a short script, parsed and checked: what the fingers do and when.
///
/// ```
/// down 3; move left 70% 400ms; move left 20% 300ms; lift
/// ```
///
/// Steps are separated by `;` or new lines; `#` starts a comment that runs to the end of the line;
/// words are case-insensitive. Durations are `300ms`, `0.3s` (or `300 ms`); percentages `70%`.
///
/// | step | meaning |
/// |---|---|
/// | `down N [at X% Y% \| at EDGE [P%]] [stagger T]` | N fingers touch, in a row like a hand (about 17 mm apart). `at X% Y%` puts the hand's centre at that point of the surface (percent of its width and height); `at left`/`right`/`top`/`bottom` puts the outermost finger 1.5 mm from that edge, at P% along it (default 50%). Without `at` the whole gesture is centred on the surface. `stagger T`: the fingers land one after another, T apart. |
/// | `move DIR P% T` | The fingers glide (minimum-jerk: smooth start and stop) in direction DIR (left, right, up, down) until they are P% of the gesture distance from where they touched down, taking T. P is a position, not a step: `move left 70% …; move left 20% …` goes out and comes back; `move right 10%` from there crosses the start point. |
/// | `flick DIR P% T` | As `move`, but the fingers accelerate all the way and reach P% at full speed (twice the average): follow it with `lift` for a release while moving. |
/// | `pause T` | Nothing moves for T (the fingers rest; a touchpad keeps reporting). |
/// | `add [N]` | N more fingers (default 1) touch beside the others, mid-gesture, and move with them. |
/// | `lift [N \| all] [stagger T]` | N fingers (the last ones down first) or all of them (the default) leave the surface; `stagger T`: one after another, T apart. |
/// | `drop [T]` | The kernel's buffer overflows: the events of the next T (default 50 ms) are lost, and the recording shows `SYN_DROPPED` followed by the rest of an incomplete frame. |
/// | `vanish` | The device disappears: the recording stops here, fingers still down. Must be the last step. |
///
/// The script must end with every finger lifted, or with `vanish`.
public struct GestureScript: Hashable, Sendable {
    /// A direction of motion on the surface (y grows downward).
    public enum Direction: String, Hashable, Sendable, CaseIterable {
        case left, right, up, down

        /// True for left and right.
        public var isHorizontal: Bool { self == .left || self == .right }
        /// +1 for right and down, -1 for left and up.
        public var sign: Double { (self == .right || self == .down) ? 1 : -1 }
    }

    /// An edge of the surface.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    /// Where `down` puts the hand.
    public enum Placement: Hashable, Sendable {
        /// The hand's centre at this point, in percent of the surface's width and height.
        case point(xPercent: Double, yPercent: Double)
        /// The outermost finger 1.5 mm from `edge`, at `alongPercent` along it.
        case edge(Edge, alongPercent: Double)
    }

    /// How a move reaches its target.
    public enum Profile: String, Hashable, Sendable {
        /// Minimum-jerk: starts and ends at rest (`move`).
        case glide
        /// Accelerates throughout and ends at twice the average speed (`flick`).
        case flick
    }

    /// What one step does. Durations are in microseconds.
    public enum Action: Hashable, Sendable {
        /// `down N [at ...] [stagger T]`.
        case down(fingers: Int, placement: Placement?, staggerMicroseconds: Int64)
        /// `move DIR P% T` or `flick DIR P% T`.
        case move(Direction, percent: Double, durationMicroseconds: Int64, profile: Profile)
        /// `pause T`.
        case pause(durationMicroseconds: Int64)
        /// `add [N]`.
        case add(fingers: Int)
        /// `lift [N | all] [stagger T]`; nil fingers: all.
        case lift(fingers: Int?, staggerMicroseconds: Int64)
        /// `drop [T]`: the events of the next T are lost.
        case drop(lostMicroseconds: Int64)
        /// `vanish`: the device goes away.
        case vanish
    }

    /// One step with its place in the script.
    public struct Step: Hashable, Sendable {
        /// What the step does.
        public var action: Action
        /// The 1-based line of the step's first word.
        public var line: Int
        /// The 1-based byte column of the step's first word.
        public var column: Int
        /// The step as written (trimmed), for messages.
        public var text: String

        /// Creates a step.
        public init(action: Action, line: Int, column: Int, text: String) {
            self.action = action
            self.line = line
            self.column = column
            self.text = text
        }
    }

    /// The default `drop` loss: 50 ms, about what an evdev client buffer holds on a touchpad.
    public static let defaultDropMicroseconds: Int64 = 50_000
    /// The longest a script may last in all, steps and staggers added: two minutes (14,400 frames at
    /// 120 Hz). A gesture lasts seconds; without a bound, 10,000 one-second pauses asked for an
    /// hour-long recording (the mutation sweep, issue 20).
    public static let maximumTotalMicroseconds: Int64 = 120_000_000
    /// The largest finger count a step may name (a hand and a half; devices have fewer slots).
    public static let maxFingers = 10

    /// The script's name in error messages.
    public let name: String
    /// The script's text.
    public let text: String
    /// The steps, in order.
    public let steps: [Step]

    /// Parses and checks `text`; `name` is what errors call the script (a file name, or `<script>`).
    /// - Throws: ``GestureScriptError`` naming the line and column of the first problem and what
    ///   was expected there.
    public init(_ text: String, name: String = "<script>") throws(GestureScriptError) {
        self.name = name
        // A byte-order mark at the start (editors on Windows write one) is not part of the first step.
        let text = TextFile.droppingByteOrderMark(text)
        self.text = text
        var parser = Parser(name: name)
        steps = try parser.parse(text)
    }

    /// The total number of fingers each step leaves on the surface (for tests and summaries).
    public var fingerCounts: [Int] {
        var down = 0
        return steps.map { step in
            switch step.action {
            case .down(let n, _, _): down = n
            case .add(let n): down += n
            case .lift(let n, _): down -= n ?? down
            default: break
            }
            return down
        }
    }
}

// MARK: - Parsing

private struct Token {
    var text: String
    var line: Int
    var column: Int
    var lowercased: String { text.lowercased() }
}

private struct Parser {
    let name: String
    // Checking state.
    var fingers = 0
    var vanished: GestureScript.Step?
    var lastStepEnd: (line: Int, column: Int) = (1, 1)
    /// The script's time so far, in microseconds.
    var totalMicroseconds: Int64 = 0

    init(name: String) { self.name = name }

    func error(_ token: Token?, _ expected: String, endOf statement: [Token], found: String? = nil) -> GestureScriptError {
        if let token {
            return GestureScriptError(script: name, line: token.line, column: token.column, expected: expected, found: found ?? token.text)
        }
        let last = statement.last!
        return GestureScriptError(
            script: name, line: last.line, column: last.column + last.text.utf8.count, expected: expected,
            found: found ?? "the end of the step")
    }

    mutating func parse(_ text: String) throws(GestureScriptError) -> [GestureScript.Step] {
        var steps: [GestureScript.Step] = []
        var lineNumber = 0
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: TextFile.isLineEnd) {
            lineNumber += 1
            var tokens: [Token] = []
            var column = 0
            var current: [UInt8] = []
            var currentColumn = 0
            var statements: [[Token]] = []
            func flushToken() {
                if !current.isEmpty {
                    tokens.append(Token(text: String(decoding: current, as: UTF8.self), line: lineNumber, column: currentColumn))
                    current = []
                }
            }
            for byte in rawLine.utf8 {
                column += 1
                if byte == UInt8(ascii: "#") { break }
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    flushToken()
                case UInt8(ascii: ";"):
                    flushToken()
                    statements.append(tokens)
                    tokens = []
                default:
                    if current.isEmpty { currentColumn = column }
                    current.append(byte)
                }
            }
            flushToken()
            statements.append(tokens)
            for statement in statements where !statement.isEmpty {
                let step = try parseStatement(statement)
                try check(step, statement)
                steps.append(step)
                let last = statement.last!
                lastStepEnd = (last.line, last.column + last.text.utf8.count)
            }
        }
        guard !steps.isEmpty else {
            throw GestureScriptError(
                script: name, line: 1, column: 1,
                expected: "at least one step, e.g. `down 3; move left 70% 400ms; lift`", found: "an empty script")
        }
        if fingers > 0, vanished == nil {
            throw GestureScriptError(
                script: name, line: lastStepEnd.line, column: lastStepEnd.column,
                expected: "`lift` or `vanish` before the end: \(fingers) finger\(fingers == 1 ? " is" : "s are") still down",
                found: "the end of the script")
        }
        return steps
    }

    static let stepWords = "a step (down, move, flick, pause, add, lift, drop or vanish)"

    func parseStatement(_ tokens: [Token]) throws(GestureScriptError) -> GestureScript.Step {
        var cursor = Cursor(tokens: tokens, index: 1)
        let head = tokens[0]
        let text = tokens.map(\.text).joined(separator: " ")
        let action: GestureScript.Action
        switch head.lowercased {
        case "down":
            let count = try cursor.count(self, after: "down", range: 1...GestureScript.maxFingers)
            var placement: GestureScript.Placement?
            var stagger: Int64 = 0
            while let word = cursor.peek {
                if word.lowercased == "at", placement == nil {
                    cursor.index += 1
                    placement = try cursor.placement(self)
                } else if word.lowercased == "stagger", stagger == 0 {
                    cursor.index += 1
                    stagger = try cursor.duration(self, what: "a stagger time between the fingers, like `20ms`", allowZero: true)
                } else {
                    throw error(word, "`at`, `stagger` or the end of the step", endOf: tokens)
                }
            }
            action = .down(fingers: count, placement: placement, staggerMicroseconds: stagger)
        case "move", "flick":
            let keyword = head.lowercased
            guard let dirToken = cursor.peek, let direction = GestureScript.Direction(rawValue: dirToken.lowercased) else {
                throw error(cursor.peek, "a direction after `\(keyword)` (left, right, up or down)", endOf: tokens)
            }
            cursor.index += 1
            let percent = try cursor.percent(self, what: "where to move to, in percent of the gesture distance, like `70%`")
            let duration = try cursor.duration(self, what: "how long the \(keyword) takes, like `300ms` or `0.3s`", allowZero: false)
            try cursor.end(self)
            action = .move(direction, percent: percent, durationMicroseconds: duration, profile: keyword == "flick" ? .flick : .glide)
        case "pause":
            let duration = try cursor.duration(self, what: "how long to pause, like `100ms`", allowZero: false)
            try cursor.end(self)
            action = .pause(durationMicroseconds: duration)
        case "add":
            var count = 1
            if cursor.peek != nil { count = try cursor.count(self, after: "add", range: 1...GestureScript.maxFingers) }
            try cursor.end(self)
            action = .add(fingers: count)
        case "lift":
            var count: Int?
            var stagger: Int64 = 0
            if let word = cursor.peek, word.lowercased == "all" {
                cursor.index += 1
            } else if let word = cursor.peek, word.lowercased != "stagger" {
                count = try cursor.count(self, after: "lift", range: 1...GestureScript.maxFingers, orAll: true)
            }
            if let word = cursor.peek {
                guard word.lowercased == "stagger" else {
                    throw error(word, "`stagger` or the end of the step", endOf: tokens)
                }
                cursor.index += 1
                stagger = try cursor.duration(self, what: "a stagger time between the fingers, like `40ms`", allowZero: true)
            }
            try cursor.end(self)
            action = .lift(fingers: count, staggerMicroseconds: stagger)
        case "drop":
            var lost = GestureScript.defaultDropMicroseconds
            if cursor.peek != nil { lost = try cursor.duration(self, what: "how much is lost, like `50ms`", allowZero: false) }
            try cursor.end(self)
            action = .drop(lostMicroseconds: lost)
        case "vanish":
            try cursor.end(self)
            action = .vanish
        default:
            throw error(head, Self.stepWords, endOf: tokens)
        }
        return GestureScript.Step(action: action, line: head.line, column: head.column, text: text)
    }

    /// Checks the step against the fingers on the surface so far.
    mutating func check(_ step: GestureScript.Step, _ tokens: [Token]) throws(GestureScriptError) {
        func fail(_ expected: String, at token: Token? = nil) -> GestureScriptError {
            let t = token ?? tokens[0]
            return GestureScriptError(script: name, line: t.line, column: t.column, expected: expected, found: step.text)
        }
        if let vanished {
            throw fail("nothing after `vanish` (line \(vanished.line): the device is gone)")
        }
        let stepMicroseconds: Int64 = switch step.action {
        case .down(let n, _, let stagger): stagger * Int64(max(0, n - 1))
        case .move(_, _, let duration, _): duration
        case .pause(let duration): duration
        case .lift(let n, let stagger): stagger * Int64(max(0, (n ?? fingers) - 1))
        case .drop(let lost): lost
        case .add, .vanish: 0
        }
        totalMicroseconds += stepMicroseconds
        guard totalMicroseconds <= GestureScript.maximumTotalMicroseconds else {
            throw fail("a script of at most \(GestureScript.maximumTotalMicroseconds / 60_000_000) minutes in all (this step ends at \(totalMicroseconds / 1_000_000) s)")
        }
        switch step.action {
        case .down(let n, _, _):
            guard fingers == 0 else {
                throw fail("`add` to put more fingers down while \(fingers) touch (or `lift` first)")
            }
            fingers = n
        case .move:
            guard fingers > 0 else { throw fail("`down N` before the fingers can move") }
        case .add(let n):
            guard fingers > 0 else { throw fail("`down N` before `add` (add puts fingers beside others)") }
            guard fingers + n <= GestureScript.maxFingers else {
                throw fail("at most \(GestureScript.maxFingers) fingers in all (\(fingers) are down)", at: tokens.count > 1 ? tokens[1] : nil)
            }
            fingers += n
        case .lift(let n, _):
            guard fingers > 0 else { throw fail("fingers on the surface to lift (none are down)") }
            if let n {
                guard n <= fingers else {
                    throw fail("at most \(fingers) finger\(fingers == 1 ? "" : "s") to lift (\(fingers) \(fingers == 1 ? "is" : "are") down)", at: tokens[1])
                }
                fingers -= n
            } else {
                fingers = 0
            }
        case .drop:
            guard fingers > 0 else { throw fail("`drop` mid-gesture, while fingers are down") }
        case .vanish:
            vanished = step
        case .pause:
            break
        }
    }
}

private struct Cursor {
    let tokens: [Token]
    var index: Int

    var peek: Token? { index < tokens.count ? tokens[index] : nil }

    func end(_ p: Parser) throws(GestureScriptError) {
        if let extra = peek { throw p.error(extra, "the end of the step (`;` or a new line)", endOf: tokens) }
    }

    /// A number with an optional unit glued on or as the next word. Returns the number and unit.
    mutating func quantity(units: [String]) -> (value: Double, unit: String, token: Token)? {
        guard let token = peek else { return nil }
        let text = token.lowercased
        let numberEnd = text.firstIndex { !("0"..."9").contains($0) && $0 != "." } ?? text.endIndex
        let number = text[..<numberEnd]
        var unit = String(text[numberEnd...])
        guard !number.isEmpty, number.filter({ $0 == "." }).count <= 1, number != ".", let value = Double(number) else { return nil }
        index += 1
        if unit.isEmpty, let next = peek, units.contains(next.lowercased) {
            unit = next.lowercased
            index += 1
        }
        return (value, unit, token)
    }

    mutating func count(_ p: Parser, after keyword: String, range: ClosedRange<Int>, orAll: Bool = false) throws(GestureScriptError) -> Int {
        let what = "a finger count from \(range.lowerBound) to \(range.upperBound) after `\(keyword)`" + (orAll ? " (or `all`)" : "")
        guard let token = peek else { throw p.error(nil, what, endOf: tokens) }
        guard let n = Int(token.text), range.contains(n) else { throw p.error(token, what, endOf: tokens) }
        index += 1
        return n
    }

    mutating func percent(_ p: Parser, what: String) throws(GestureScriptError) -> Double {
        let start = index
        guard let q = quantity(units: ["%"]), q.unit == "%" else {
            index = start
            throw p.error(peek, what, endOf: tokens)
        }
        return q.value
    }

    mutating func duration(_ p: Parser, what: String, allowZero: Bool) throws(GestureScriptError) -> Int64 {
        let start = index
        guard let q = quantity(units: ["ms", "s"]), q.unit == "ms" || q.unit == "s" else {
            index = start
            throw p.error(peek, what, endOf: tokens)
        }
        let microseconds = (q.value * (q.unit == "s" ? 1_000_000 : 1000)).rounded()
        guard microseconds <= 600_000_000 else {
            throw p.error(q.token, "a duration of at most 10 minutes", endOf: tokens)
        }
        guard allowZero || microseconds > 0 else {
            throw p.error(q.token, "a duration above zero", endOf: tokens)
        }
        return Int64(microseconds)
    }

    mutating func placement(_ p: Parser) throws(GestureScriptError) -> GestureScript.Placement {
        let what = "a place after `at`: `X% Y%` of the surface, or an edge (left, right, top or bottom)"
        guard let token = peek else { throw p.error(nil, what, endOf: tokens) }
        if let edge = GestureScript.Edge(rawValue: token.lowercased) {
            index += 1
            var along = 50.0
            let start = index
            if let q = quantity(units: ["%"]) {
                guard q.unit == "%", q.value <= 100 else {
                    throw p.error(q.token, "a position along the edge from 0% to 100%", endOf: tokens)
                }
                along = q.value
            } else {
                index = start
            }
            return .edge(edge, alongPercent: along)
        }
        let x = try surfacePercent(p, what: what)
        let y = try surfacePercent(p, what: "the hand's vertical position, in percent of the surface height, like `50%`")
        return .point(xPercent: x, yPercent: y)
    }

    private mutating func surfacePercent(_ p: Parser, what: String) throws(GestureScriptError) -> Double {
        let start = index
        guard let q = quantity(units: ["%"]), q.unit == "%" else {
            index = start
            throw p.error(peek, what, endOf: tokens)
        }
        guard q.value <= 100 else { throw p.error(q.token, "a position on the surface from 0% to 100%", endOf: tokens) }
        return q.value
    }
}
