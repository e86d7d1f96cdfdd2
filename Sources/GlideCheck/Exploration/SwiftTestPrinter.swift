import Foundation
/// Prints a scenario as a Swift Testing test a user can paste into their suite: it builds the
/// check, runs that one scenario with ``TransitionCheck/violations(of:)`` and expects no violation of
/// the invariants. Random exploration prints each shrunk counterexample this way.
public struct SwiftTestPrinter: Sendable, Hashable {
    /// How the test builds the check.
    public var recipe: CheckRecipe

    public init(recipe: CheckRecipe) {
        self.recipe = recipe
    }

    /// The test for `scenario`: it fails while the subject breaks one of `invariants` in `scenario`.
    /// - Parameter originalSize: the size of the scenario before shrinking, for the doc comment.
    public func test(for scenario: Scenario, invariants: [Int], originalSize: Int? = nil) -> String {
        let ids = invariants.sorted()
        let names = ids.map { id in InvariantCatalog.invariant(id)?.title ?? "\(id)" }.joined(separator: ", ")
        var found = "GlideCheck"
        if let origin = scenario.origin { found += " (\(origin))" }
        if let originalSize { found += ", shrunk from \(originalSize) steps to \(scenario.size)" }
        var imports = ["GlideCheck", "Testing"]
        if case let .subjectExpression(_, extra) = recipe { imports = (imports + extra).sorted() }
        var importLines = imports.map { "import \($0)" }
        if case let .construction(_, fileImports, _, _) = recipe {
            // The user's file's imports as written (`@testable import MyApp`), then what the test needs besides.
            importLines = fileImports
            for module in imports where !fileImports.contains(where: { $0.hasSuffix("import \(module)") }) {
                importLines.append("import \(module)")
            }
        }
        var lines = importLines + [
            "",
            "/// Found by \(found): \(names).",
            "@Test @MainActor func \(functionName(invariants: ids))() throws {",
        ]
        switch recipe {
        case let .standardScene(animator, notes):
            lines += notes.map { "    // \($0)" }
            lines.append("    let check = TransitionCheck(animator: \(animator)())")
        case let .subject(name):
            let maker = Self.identifier(name) + "Subject"
            lines.append("    // \(Scenario.swiftString(name)) is a TransitionSubject with its own scene: \(maker)() must return it.")
            lines.append("    let check = TransitionCheck(subject: \(maker)())")
        case let .subjectExpression(expression, _):
            lines.append("    let check = TransitionCheck(subject: \(expression))")
        case let .construction(expression, _, site, _):
            lines.append("    // The check as built at \(site).")
            lines.append("    let check = " + expression.replacingOccurrences(of: "\n", with: "\n    "))
        }
        let idList = ids.map(String.init).joined(separator: ", ")
        lines += [
            "    let scenario = \(scenario.swiftLiteral)",
            "    let violations = try check.violations(of: scenario).get().filter { !$0.isWarning && [\(idList)].contains($0.invariant) }",
            "    #expect(violations.isEmpty, \"\\(violations)\")",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// "slideAnimatorKeepsInvariant2", "menuBuggyKeepsInvariants1And2".
    func functionName(invariants: [Int]) -> String {
        let subject: String
        switch recipe {
        case let .standardScene(animator, _): subject = animator
        case let .subject(name): subject = name
        case let .subjectExpression(expression, _): subject = expression.split(separator: ".").dropFirst().first.map(String.init) ?? expression
        case let .construction(_, _, _, name): subject = name
        }
        let numbers = invariants.map(String.init).joined(separator: "And")
        return Self.identifier(subject) + (invariants.count == 1 ? "KeepsInvariant" : "KeepsInvariants") + numbers
    }

    /// `text` as a lower-camel-case Swift identifier: "menu (buggy)" → "menuBuggy", "SlideAnimator" → "slideAnimator".
    static func identifier(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        var name = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty || name.first?.isNumber == true { name = "subject" + name.prefix(1).uppercased() + name.dropFirst() }
        return name
    }
}
