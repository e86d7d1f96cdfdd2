import Foundation
import GlideCheck
import SwiftParser
import SwiftSyntax

extension CallSite {
    /// The `TransitionCheck(…)` call at this place and the file's imports, or nil when the file cannot
    /// be read or holds no such call there (a check built in a helper function: the printer then says so).
    public func construction() -> (expression: String, imports: [String])? {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else { return nil }
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        let finder = ConstructionFinder(line: line, column: column, converter: converter)
        finder.walk(tree)
        guard let call = finder.best else { return nil }
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
        return (Self.dedented(call.trimmedDescription), imports)
    }

    /// Removes the indentation the call's continuation lines share, so it reads well at any depth.
    static func dedented(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else { return text }
        let indents = lines.dropFirst().filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let common = indents.min() ?? 0
        let base = 4
        return ([String(lines[0])] + lines.dropFirst().map { line in
            line.allSatisfy(\.isWhitespace) ? "" : String(repeating: " ", count: base) + line.dropFirst(common)
        }).joined(separator: "\n")
    }
}

/// Finds the innermost `TransitionCheck(…)` (or `.init(…)`) call that starts at or contains a place.
private final class ConstructionFinder: SyntaxVisitor {
    let line: Int
    let column: Int
    let converter: SourceLocationConverter
    var best: FunctionCallExprSyntax?

    init(line: Int, column: Int, converter: SourceLocationConverter) {
        self.line = line
        self.column = column
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        guard callee == "TransitionCheck" || callee.hasSuffix(".TransitionCheck") || callee == ".init" else { return .visitChildren }
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        let place = (line, column)
        let contains = (start.line, start.column) <= place && place <= (end.line, end.column)
        if contains { best = node }
        return .visitChildren
    }
}
