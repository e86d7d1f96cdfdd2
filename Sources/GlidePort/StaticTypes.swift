import SwiftSyntax

/// The static type of an expression, as far as the syntax, the ported files (``ModuleIndex``) and Glide's own
/// declarations (``GlideDeclarations``) tell it: what the Objective-C runtime would find at run time, the porter
/// answers here where it can (`responds(to:)`, key-value coding on a layer). Types are names without optionality
/// (`UIView`, `UIViewControllerContextTransitioning`); nil means not known.
struct StaticTypes {
    let module: ModuleIndex

    // MARK: Type names

    /// A type as written, without `any`, `some`, optionality or line breaks (`(any P)?` → `P`).
    static func normalized(_ type: String) -> String {
        var t = type.replacing("any ", with: "").replacing("some ", with: "")
            .split(whereSeparator: \.isNewline).map { trimmingSpaces($0) }.joined(separator: " ")
        t = trimmingSpaces(t)
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("("), t.hasSuffix(")"), !t.contains("->"), !t.contains(",") { t = String(t.dropFirst().dropLast()) }
        if t.hasPrefix("Optional<"), t.hasSuffix(">") { t = normalized(String(t.dropFirst(9).dropLast())) }
        if t.hasPrefix("ImplicitlyUnwrappedOptional<"), t.hasSuffix(">") { t = normalized(String(t.dropFirst(28).dropLast())) }
        return t
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmingSpaces(_ text: some StringProtocol) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The type of a literal or an initializer call (`false`, `0`, `UIView()`), else nil.
    static func literalType(_ value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let call = value.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix(".init") { callee = String(callee.dropLast(5)) }
            if callee.first?.isUppercase == true, callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }) {
                return callee
            }
        }
        return nil
    }

    /// The element type of an array type (`[UIView]` → `UIView`).
    static func elementType(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return normalized(String(type.dropFirst().dropLast()))
    }

    /// Whether `name` is a type the porter knows (declared in the ported files or by Glide).
    func isKnownType(_ name: String) -> Bool { module.types[name] != nil || GlideDeclarations.types[name] != nil }

    // MARK: Members

    /// The type of a property of `type` (searched through its superclasses and protocols, here and in Glide).
    func propertyType(_ name: String, of type: String) -> String? {
        for owner in lookupChain(type) {
            if let t = module.types[owner]?.properties[name], t != "?" { return resolved(t, receiver: type) }
            if let t = GlideDeclarations.types[owner]?.properties[name], t != "?" { return resolved(t, receiver: type) }
        }
        return nil
    }

    /// The result type of a method of `type` by full name (`viewController(forKey:)`).
    func methodType(_ name: String, of type: String) -> String? {
        for owner in lookupChain(type) {
            if let t = module.types[owner]?.methods[name] { return resolved(t, receiver: type) }
            if let t = GlideDeclarations.types[owner]?.methods[name] { return resolved(t, receiver: type) }
        }
        return nil
    }

    /// `type`, its superclasses, and every protocol they conform to, nearest first.
    func lookupChain(_ type: String) -> [String] {
        var chain = module.classChain(type)
        var queue = chain
        while !queue.isEmpty {
            let t = queue.removeFirst()
            for i in (module.types[t]?.inherits ?? []) + (GlideDeclarations.types[t]?.inherits ?? []) where !chain.contains(i) {
                chain.append(i)
                queue.append(i)
            }
        }
        return chain
    }

    private func resolved(_ type: String, receiver: String) -> String? {
        let t = Self.normalized(type)
        if t == "Self" { return receiver }
        return t == "?" || t.isEmpty || t == "Void" ? nil : t
    }

    // MARK: Expressions

    /// The static type of `expression`, nil when not known.
    func type(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return type(ofName: reference.baseName.text, at: Syntax(reference))
        }
        if expression.is(SuperExprSyntax.self) {
            return enclosingType(of: Syntax(expression)).flatMap { module.superclass(of: $0) }
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return type(of: chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return type(of: forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return type(of: only.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return nil }
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self), isKnownType(reference.baseName.text),
               type(ofName: reference.baseName.text, at: Syntax(reference)) == nil {
                // A static member of a type (`UIScreen.main`): Glide's static properties say.
                return GlideDeclarations.types[reference.baseName.text]?.staticProperties[name].flatMap { resolved($0, receiver: reference.baseName.text) }
            }
            guard let baseType = type(of: base) else { return nil }
            return propertyType(name, of: baseType)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text + "(" + labels + ")"
                if let base = member.base {
                    if name.hasPrefix("init("), let reference = base.as(DeclReferenceExprSyntax.self), isKnownType(reference.baseName.text) {
                        return reference.baseName.text
                    }
                    guard let baseType = type(of: base) else { return nil }
                    return methodType(name, of: baseType)
                }
                return nil
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                if name.first?.isUppercase == true, isKnownType(name) { return name }
                guard let owner = enclosingType(of: Syntax(call)) else { return nil }
                return methodType(name + "(" + labels + ")", of: owner)
            }
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
                return Self.normalized(type.type.trimmedDescription)
            }
            return nil
        }
        if let cast = expression.as(AsExprSyntax.self) { return Self.normalized(cast.type.trimmedDescription) }
        return Self.literalType(expression)
    }

    /// The type of the class, struct, enum or extension around `node`.
    func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let c = syntax.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = syntax.as(StructDeclSyntax.self) { return s.name.text }
            if let e = syntax.as(EnumDeclSyntax.self) { return e.name.text }
            if let p = syntax.as(ProtocolDeclSyntax.self) { return p.name.text }
            if let x = syntax.as(ExtensionDeclSyntax.self) {
                return Self.normalized(x.extendedType.trimmedDescription).split(separator: ".").last.map(String.init)
            }
            current = syntax.parent
        }
        return nil
    }

    /// The type of the name `name` as seen from `node`: a local, a parameter, a property of the enclosing type, a
    /// global.
    func type(ofName name: String, at node: Syntax) -> String? {
        if name == "self" { return enclosingType(of: node) }
        var child = node
        var current = node.parent
        while let syntax = current {
            // Statements before this one in a block: `let x: T`, `let x = e`, `guard let x = e`.
            if let items = syntax.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    if let found = bindingType(name, in: item.item) { return found }
                }
            }
            // `if let x = e { … }`: the name is bound in the body.
            if let ifExpr = syntax.as(IfExprSyntax.self), child.id == ifExpr.body.id {
                if let found = conditionType(name, in: ifExpr.conditions) { return found }
            }
            if let whileStmt = syntax.as(WhileStmtSyntax.self), child.id == whileStmt.body.id {
                if let found = conditionType(name, in: whileStmt.conditions) { return found }
            }
            if let forIn = syntax.as(ForStmtSyntax.self), child.id == forIn.body.id,
               forIn.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = forIn.typeAnnotation { return Self.normalized(annotation.type.trimmedDescription) }
                return type(of: forIn.sequence).flatMap(Self.elementType)
            }
            if let closure = syntax.as(ClosureExprSyntax.self), let parameters = closure.signature?.parameterClause {
                if let clause = parameters.as(ClosureParameterClauseSyntax.self) {
                    for p in clause.parameters where (p.secondName ?? p.firstName).text == name {
                        return p.type.map { Self.normalized($0.trimmedDescription) }
                    }
                }
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                if let found = parameterType(name, in: function.signature.parameterClause.parameters) { return found }
            }
            if let initializer = syntax.as(InitializerDeclSyntax.self) {
                if let found = parameterType(name, in: initializer.signature.parameterClause.parameters) { return found }
            }
            if syntax.is(ClassDeclSyntax.self) || syntax.is(StructDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ExtensionDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) {
                if let owner = enclosingType(of: child), let found = propertyType(name, of: owner) { return found }
            }
            child = syntax
            current = syntax.parent
        }
        return module.globals[name].flatMap { $0 == "?" ? nil : Self.normalized($0) }
    }

    private func parameterType(_ name: String, in parameters: FunctionParameterListSyntax) -> String? {
        for p in parameters where (p.secondName ?? p.firstName).text == name {
            // A variadic parameter (`_ args: CVarArg...`) is an array inside the function.
            let type = Self.normalized(p.type.trimmedDescription)
            return p.ellipsis == nil ? type : "[\(type)]"
        }
        return nil
    }

    private func bindingType(_ name: String, in item: CodeBlockItemSyntax.Item) -> String? {
        if let decl = item.as(DeclSyntax.self), let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation { return Self.normalized(annotation.type.trimmedDescription) }
                return binding.initializer.flatMap { type(of: $0.value) }
            }
        }
        if let stmt = item.as(StmtSyntax.self), let guardStmt = stmt.as(GuardStmtSyntax.self) {
            return conditionType(name, in: guardStmt.conditions)
        }
        return nil
    }

    private func conditionType(_ name: String, in conditions: ConditionElementListSyntax) -> String? {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
            if let annotation = binding.typeAnnotation { return Self.normalized(annotation.type.trimmedDescription) }
            if let value = binding.initializer?.value { return type(of: value) }
            // `if let x {` binds the outer x.
            return type(ofName: name, at: Syntax(binding))
        }
        return nil
    }
}
