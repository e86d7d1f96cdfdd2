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
            // A helper that takes the class and the selectors as parameters (`addOrReplaceMethod(class:original:swizzled:)`):
            // the class swizzled is its caller's, not the helper's own type.
            if let (helper, passed) = helperParameter(of: call) {
                return "method swizzling rewrites the Objective-C method table of the class passed to \(fullName(of: helper)) as `\(passed)`, "
                    + "with the selectors passed to it (its callers say which class and methods); \(general)"
            }
            let target = className.map { " of \($0)" } ?? ""
            return "method swizzling rewrites the Objective-C method table\(target); \(general)"
        }
        let original = finder.selectors[0], replacement = finder.selectors[1]
        let owner = className.map { "\($0)'s " } ?? ""
        return "method swizzling: it exchanges \(owner)\(original) with \(replacement), so that every call of \(original)"
            + "\(className.map { " on any \($0)" } ?? "") runs \(replacement) (which calls the original under the swapped name): "
            + "the library observes \(owner)own \(original) this way; \(general)"
    }

    /// The helper a swizzling call is in when the helper takes the class as a parameter (`addOrReplaceMethod(class
    /// tClass: AnyClass, original: Selector, swizzled: Selector)`), with that parameter's name: the class and the
    /// selectors are its callers', so the call itself is ported as written and GlideObjectiveC decides at run time.
    static func helperParameter(of call: FunctionCallExprSyntax) -> (FunctionDeclSyntax, String)? {
        let scope = Self.scope(of: Syntax(call))
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(scope)
        guard finder.classes.isEmpty, finder.selectors.isEmpty,
              let helper = scope.as(MemberBlockItemSyntax.self)?.decl.as(FunctionDeclSyntax.self),
              let passed = helper.signature.parameterClause.parameters.first(where: {
                  ["AnyClass", "AnyClass?", "AnyClass!", "AnyObject.Type"].contains($0.type.trimmedDescription)
              }).map({ ($0.secondName ?? $0.firstName).text }) else { return nil }
        return (helper, passed)
    }

    /// Glide's exchangeable methods whose UIKit original does nothing (`UIViewController.viewDidLoad()`): the library's
    /// method calling itself, after the exchange, calls nothing.
    static let originalsThatDoNothing: Set<String> = ["UIViewController.viewDidLoad"]

    /// Whether a method's full name as a call spells it (`li_viewDidLoad()`) is the one a `#selector` names
    /// (`li_viewDidLoad`, written without its empty argument list).
    static func same(_ called: String, _ selectorName: String) -> Bool {
        called == selectorName || (!selectorName.contains("(") && called == selectorName + "()")
    }

    /// Glide's own methods a library may exchange with its own, by class: the same list as GlideObjectiveC's
    /// `MethodSwizzling.exchangeable` (a test keeps the two equal). Each asks at its entry whether the library's method
    /// stands in for it.
    static let exchangeable: [String: Set<String>] = [
        "CALayer": ["add(_:forKey:)"],
        "UIViewController": ["viewDidLoad"],
    ]

    /// A swizzle Glide honours: the library exchanges Glide's `original` method of `owner` with its own `replacement`.
    struct Portable: Equatable {
        let owner: String
        let original: String
        let replacement: String
    }

    /// The swizzle made in the member or statement that holds `call`, when Glide honours it (nil: it cannot be ported).
    static func portable(for call: FunctionCallExprSyntax, enclosingType: String?) -> Portable? {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(scope(of: Syntax(call)))
        guard finder.selectors.count >= 2, let owner = finder.classes.first ?? enclosingType,
              let methods = exchangeable[owner] else { return nil }
        let first = finder.selectors[0], second = finder.selectors[1]
        if methods.contains(first), !methods.contains(second) { return Portable(owner: owner, original: first, replacement: second) }
        if methods.contains(second), !methods.contains(first) { return Portable(owner: owner, original: second, replacement: first) }
        return nil
    }

    /// The full name of a function declaration, as `#selector` spells it: `hero_add(anim:forKey:)`.
    static func fullName(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// The labels of a full name: `add(_:forKey:)` → `["_", "forKey"]`.
    static func labels(of fullName: String) -> [String] {
        guard let open = fullName.firstIndex(of: "(") else { return [] }
        return fullName[fullName.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
    }

    /// The base name of a full name: `add(_:forKey:)` → `add`.
    static func baseName(of fullName: String) -> String { String(fullName.prefix { $0 != "(" }) }

    /// The member or top-level statement that holds `node`: where a swizzle's selectors and class are spelled, and where
    /// a name is bound locally (`PortVisitor.isLocallyBound`).
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
