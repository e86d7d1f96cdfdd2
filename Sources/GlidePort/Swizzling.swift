import SwiftSyntax

/// Method swizzling, named precisely: which class's method a library exchanges with which of its own, and so what it
/// observes. Linux has no Objective-C method table, so `glide port` cannot port it; the message says what the library
/// wanted, so that its user can see which of its features depends on it.
enum Swizzling {
    /// The reason a swizzling call (`class_getInstanceMethod`, `method_exchangeImplementations`, …) cannot be ported,
    /// naming the class and the selectors of the declaration it is in (a static property's initializer, a method).
    static func reason(for call: FunctionCallExprSyntax, enclosingType: String?) -> String {
        let scope = Self.scope(of: Syntax(call))
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(scope)
        let className = finder.classes.first ?? enclosingType
        let general = "Linux has no Objective-C method table to exchange, and Swift cannot replace a method of a class it did not compile: subclass or wrap the call instead"
        guard finder.selectors.count >= 2 else {
            let target = className.map { " of \($0)" } ?? ""
            return "method swizzling rewrites the Objective-C method table\(target); \(general)"
        }
        let original = finder.selectors[0], replacement = finder.selectors[1]
        let owner = className.map { "\($0)'s " } ?? ""
        return "method swizzling: it exchanges \(owner)\(original) with \(replacement), so that every call of \(original)"
            + "\(className.map { " on any \($0)" } ?? "") runs \(replacement) (which calls the original under the swapped name): "
            + "the library observes \(owner)own \(original) this way; \(general)"
    }

    /// The member or top-level statement that holds `node`: where a swizzle's selectors and class are spelled.
    static func scope(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) { return parent }
            if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(SourceFileSyntax.self) == true { return parent }
            current = parent
        }
        return current
    }

    /// The `#selector`s (their method names, in order) and the classes passed as `T.self` in a scope.
    final class Finder: SyntaxVisitor {
        var selectors: [String] = []
        var classes: [String] = []

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
            var inner = argument.expression
            while let optional = inner.as(OptionalChainingExprSyntax.self) { inner = optional.expression }
            if let declName = inner.as(DeclReferenceExprSyntax.self) ?? inner.as(MemberAccessExprSyntax.self)?.declName {
                let labels = declName.argumentNames.map { "(" + $0.arguments.map { $0.name.text + ":" }.joined() + ")" } ?? ""
                selectors.append(declName.baseName.text + labels)
            }
            return .skipChildren
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
               let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
                classes.append(base.baseName.text)
            }
            return .visitChildren
        }
    }
}
