import SwiftSyntax

/// `Task { … }` in main-actor code, its handle dropped: `glide port` starts it on Glide's clock instead
/// (`Task.onGlideClock { … }`, in GlideUIKit), because Swift on Linux hands the body to Dispatch's main queue, which a
/// check on Glide's clock does not serve while it runs. Only where the body is main-actor isolated on iOS: a closure
/// marked `@MainActor`, or code in a `@MainActor` declaration, a UIKit class's subclass or extension, or a type that
/// adopts a UIKit protocol (UIKit's classes and protocols are `@MainActor` in the SDK); never in `nonisolated` code or
/// a closure a `Task.detached` or a global queue runs.
enum MainActorTasks {
    /// Glide's classes whose subclasses are main-actor isolated, as in the SDK.
    static let mainActorRoots: Set<String> = [
        "UIResponder", "UIGestureRecognizer", "UIPresentationController", "UIPercentDrivenInteractiveTransition",
        "UIViewPropertyAnimator", "UICollectionViewLayout", "UIDynamicAnimator", "UIDynamicBehavior", "UIBarItem",
        "UILayoutGuide",
    ]

    /// Whether `call` is a `Task { … }` or `Task(priority: …) { … }` statement whose handle is dropped.
    static func isDroppedTask(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
              call.trailingClosure != nil, call.additionalTrailingClosures.isEmpty,
              call.arguments.allSatisfy({ $0.label?.text == "priority" }), call.arguments.count <= 1 else { return false }
        if let item = call.parent?.as(CodeBlockItemSyntax.self) { return !isImplicitReturn(item) }
        // `_ = Task { … }`
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           sequence.elements.last?.id == call.id { return true }
        return false
    }

    /// The only statement of a function's or a getter's body that returns a value returns it (a closure's single
    /// `Task { … }` is taken as dropped: a handler's, which returns nothing).
    private static func isImplicitReturn(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return false }
        let owner = list.parent?.as(CodeBlockSyntax.self)?.parent ?? list.parent
        if let function = owner?.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
        if let accessor = owner?.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind == .keyword(.get) }
        return owner?.is(AccessorBlockSyntax.self) == true || owner?.is(PatternBindingSyntax.self) == true
    }

    /// Whether the body of `call` runs on the main actor on iOS.
    static func isMainActorContext(_ call: FunctionCallExprSyntax, module: ModuleIndex) -> Bool {
        if let closure = call.trailingClosure, hasMainActor(closure.signature?.attributes) { return true }
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) {
                if hasMainActor(closure.signature?.attributes) { return true }
                if runsOffMain(closure) { return false }
            } else if let function = node.as(FunctionDeclSyntax.self) {
                if let verdict = isolation(function.attributes, function.modifiers) { return verdict }
            } else if let initializer = node.as(InitializerDeclSyntax.self) {
                if let verdict = isolation(initializer.attributes, initializer.modifiers) { return verdict }
            } else if let variable = node.as(VariableDeclSyntax.self) {
                if let verdict = isolation(variable.attributes, variable.modifiers) { return verdict }
            } else if let type = node.asProtocol(DeclGroupSyntax.self) {
                if hasMainActor(type.attributes) { return true }
                let name: String
                if let extended = node.as(ExtensionDeclSyntax.self) {
                    name = extended.extendedType.trimmedDescription
                } else if let named = node.asProtocol(NamedDeclSyntax.self) {
                    name = named.name.text
                } else {
                    return false
                }
                let inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                return isMainActorType(name, adopting: inherited, module: module)
            }
            current = node.parent
        }
        return false
    }

    private static func isMainActorType(_ name: String, adopting inherited: [String], module: ModuleIndex) -> Bool {
        if module.classChain(name).contains(where: mainActorRoots.contains) { return true }
        let adopted = inherited + (module.types[name]?.inherits ?? [])
        return adopted.contains { GlideDeclarations.types[$0]?.kind == "protocol" && $0.hasPrefix("UI") }
            || adopted.contains { module.classChain($0).contains(where: mainActorRoots.contains) }
    }

    /// `true` for `@MainActor`, `false` for `nonisolated` or another global actor, nil when the declaration says neither.
    private static func isolation(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool? {
        if hasMainActor(attributes) { return true }
        if modifiers.contains(where: { $0.name.text == "nonisolated" }) { return false }
        return nil
    }

    private static func hasMainActor(_ attributes: AttributeListSyntax?) -> Bool {
        attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" } == true
    }

    /// A closure passed to `Task.detached`, a queue other than the main one, or an operation queue: its body is not
    /// the main actor's.
    private static func runsOffMain(_ closure: ClosureExprSyntax) -> Bool {
        var node = Syntax(closure).parent
        if node?.is(LabeledExprSyntax.self) == true { node = node?.parent?.parent }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.trimmedDescription
        if callee.hasSuffix(".detached") { return true }
        if callee.hasSuffix(".async") || callee.hasSuffix(".asyncAfter") || callee.hasSuffix(".sync") {
            return !callee.hasPrefix("DispatchQueue.main.")
        }
        return callee.hasSuffix("addOperation")
    }
}
