/// One source file given to the porter: its name (used in messages) and its text.
public struct PortSource: Sendable, Equatable {
    /// The name messages use for the file (the path as the user gave it).
    public var fileName: String
    /// The file's text.
    public var text: String

    /// A file named `fileName` whose text is `text`.
    public init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
    }
}

/// A place in a source file: 1-based line and column (columns count UTF-8 bytes, as compilers do).
public struct SourcePlace: Sendable, Equatable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in UTF-8 bytes.
    public var column: Int

    /// The place at `line`:`column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourcePlace, b: SourcePlace) -> Bool { (a.line, a.column) < (b.line, b.column) }
    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// One rewrite the porter made: where, the text before and after, and why.
public struct PortChange: Sendable, Equatable, CustomStringConvertible {
    /// Where the rewritten construct starts in the original file.
    public var place: SourcePlace
    /// The construct as written.
    public var before: String
    /// The construct as ported ("" when it was removed).
    public var after: String
    /// Why Linux needs the change.
    public var why: String

    /// A change at `place` from `before` to `after`, because `why`.
    public init(place: SourcePlace, before: String, after: String, why: String) {
        self.place = place
        self.before = before
        self.after = after
        self.why = why
    }

    /// `line:column: before → after: why` on one line ("(removed)" and "(inserted)" for an empty side; a construct
    /// spanning lines is shown with each line break and its indentation as one space).
    public var description: String {
        "\(place): \(before.isEmpty ? "(inserted)" : Self.oneLine(before)) → \(after.isEmpty ? "(removed)" : Self.oneLine(after)): \(why)"
    }

    private static func oneLine(_ text: String) -> String {
        var out = "", pendingBreak = false
        for character in text {
            if character.isNewline {
                pendingBreak = true
                while out.last == " " || out.last == "\t" { out.removeLast() }
            } else if pendingBreak, character == " " || character == "\t" {
                continue
            } else {
                if pendingBreak { out += " "; pendingBreak = false }
                out.append(character)
            }
        }
        return out
    }
}

/// A construct the porter cannot rewrite: it is left as written and must be reported.
public struct Unportable: Sendable, Equatable {
    /// Where it starts.
    public var place: SourcePlace
    /// What it is, as the user would name it (`objc_setAssociatedObject`, `#keyPath`, `@NSManaged`…).
    public var what: String
    /// Why it cannot run on Linux, and what to write instead.
    public var why: String

    /// An unportable `what` at `place`, because `why`.
    public init(place: SourcePlace, what: String, why: String) {
        self.place = place
        self.what = what
        self.why = why
    }

    /// `file:line:column: error: <what> cannot be ported: <why>`, the compiler's format.
    public func message(file: String) -> String {
        "\(file):\(place.line):\(place.column): error: \(what) cannot be ported: \(why)"
    }
}

/// A syntax error the parser found in an input file.
public struct SyntaxError: Sendable, Equatable {
    /// Where the parser reports it.
    public var place: SourcePlace
    /// The parser's message.
    public var message: String

    /// A syntax error at `place` saying `message`.
    public init(place: SourcePlace, message: String) {
        self.place = place
        self.message = message
    }

    /// `file:line:column: error: <message>`.
    public func message(file: String) -> String { "\(file):\(place.line):\(place.column): error: \(message)" }
}

/// What porting one file gave: the ported text, every change, and what could not be ported.
public struct PortResult: Sendable, Equatable {
    /// The file's name as given.
    public var fileName: String
    /// The text as given.
    public var original: String
    /// The ported text (identical to `original` when nothing needed porting).
    public var text: String
    /// Every change, in source order.
    public var changes: [PortChange]
    /// Every construct left as written because Linux cannot run it, in source order.
    public var unportables: [Unportable]
    /// The parser's errors in the original text (a file with any is ported but should not be trusted).
    public var syntaxErrors: [SyntaxError]

    /// True when the file parsed and everything in it was ported.
    public var isClean: Bool { unportables.isEmpty && syntaxErrors.isEmpty }

    /// The unified diff from `original` to `text` (empty when they are equal), with `---`/`+++` headers naming
    /// `oldName` and `newName`.
    public func unifiedDiff(oldName: String? = nil, newName: String? = nil, context: Int = 3) -> String {
        LineDiff.unified(old: original, new: text, oldName: oldName ?? fileName, newName: newName ?? fileName, context: context)
    }
}
