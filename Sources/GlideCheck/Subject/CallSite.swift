import Foundation

/// Where a ``TransitionCheck`` was built in the user's code (`#filePath`, `#line`, `#column`).
///
/// The check remembers it so that a printed counterexample can build the check exactly as the user
/// wrote it. Reading the construction back from the source file is GlideCheckSource's work (on
/// swift-syntax, opt-in: `TransitionCheck(…).printingAsWritten()`); without it a counterexample says
/// what to write (``CheckRecipe``). Nothing is guessed from types.
public struct CallSite: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// "File.swift:12:17".
    public var description: String { "\((file as NSString).lastPathComponent):\(line):\(column)" }
}
