import Foundation
import SwiftParser
import SwiftSyntax

/// The table of Glide's own declarations that `glide port` reads (`Sources/GlidePort/GlideDeclarations+Table.swift`):
/// every public type of the modules `GlideUIKit` re-exports, of `GlideCoreData` (whose managed objects' `@NSManaged`
/// attributes the porter rewrites) and of `GlideMapKit` and `GlideCoreLocation` (whose annotation views are views), what it
/// inherits or conforms to, and its members with
/// their types, so that the porter knows what Glide declares (does the transition context answer `view(forKey:)`? is
/// this class a layer?) without building the engine.
enum GlideDeclarationsTable {
    static let fileURL = URL(fileURLWithPath: "Sources/GlidePort/GlideDeclarations+Table.swift")

    /// The generated Swift source.
    static func source(root: URL) throws -> String {
        let modules = try APIInventory.reexportedModules(root: root) + ["GlideCoreData", "GlideCoreLocation", "GlideMapKit"]
        var types: [String: TypeEntry] = [:]
        var order: [String] = []
        var hidden: Set<String> = []
        for module in modules {
            for file in try APIInventory.swiftFiles(in: root.appendingPathComponent("Sources/\(module)")) {
                let visitor = Collector(viewMode: .sourceAccurate)
                visitor.walk(Parser.parse(source: try String(contentsOf: file, encoding: .utf8)))
                hidden.formUnion(visitor.hidden)
                for entry in visitor.entries {
                    if types[entry.name] == nil { order.append(entry.name); types[entry.name] = TypeEntry(name: entry.name) }
                    types[entry.name]!.merge(entry)
                }
            }
        }
        var lines: [String] = []
        for name in order.sorted() {
            let entry = types[name]!
            // Conformances to Glide's non-public protocols are the engine's, not API.
            let inherits = entry.inherits.filter { !hidden.contains($0) }
            guard entry.kind != nil || !entry.members.isEmpty || !inherits.isEmpty else { continue }
            lines.append("\(entry.kind ?? "extension") \(name)" + (inherits.isEmpty ? "" : ": " + inherits.joined(separator: ", ")))
            lines += entry.members.sorted()
        }
        return """
            // Generated from the sources of the modules GlideUIKit re-exports, GlideCoreData, GlideCoreLocation and GlideMapKit by Tests/GlideRepositoryTests
            // (GlideDeclarationsTableTests): do not edit. `GLIDE_UPDATE_DOCS=1 swift test --filter GlideDeclarationsTableTests`
            // rewrites it. One type a line (`class UIView: UIResponder`), then its public members, one a line:
            // ` f name(labels:) -> Result` for a method, ` v name: Type` for a property, ` i init(labels:)` for an
            // initializer; `F` and `V` for static ones.
            extension GlideDeclarations {
                static let table = \"\"\"
            \(lines.map { "        " + $0 }.joined(separator: "\n"))
                    \"\"\"
            }

            """
    }

    struct TypeEntry {
        var name: String
        var kind: String?
        var inherits: [String] = []
        var members: Set<String> = []

        mutating func merge(_ other: TypeEntry) {
            if let k = other.kind {
                // The declaration's own list (superclass first) leads; extensions' conformances follow.
                kind = k
                inherits = other.inherits + inherits.filter { !other.inherits.contains($0) }
            } else {
                for i in other.inherits where !inherits.contains(i) { inherits.append(i) }
            }
            members.formUnion(other.members)
        }
    }

    /// Collects public types, extension conformances and public members with their types.
    private final class Collector: SyntaxVisitor {
        var entries: [TypeEntry] = []
        /// Types declared, but not public (the engine's own protocols).
        var hidden: Set<String> = []
        private var scopes: [(index: Int, membersPublic: Bool, visible: Bool)] = []

        private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open"].contains($0.name.text) && $0.detail == nil }
        }
        private func isNonPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["private", "fileprivate", "internal", "package"].contains($0.name.text) }
        }
        private func memberIsPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            guard let scope = scopes.last, scope.visible else { return false }
            return isPublic(modifiers) || (scope.membersPublic && !isNonPublic(modifiers))
        }
        private var ownerName: String? { scopes.last.map { entries[$0.index].name } }

        private func enter(name: String, kind: String?, inheritance: InheritanceClauseSyntax?, modifiers: DeclModifierListSyntax,
                           membersPublic: Bool, alwaysVisible: Bool = false) {
            let full = (scopes.last.map { entries[$0.index].name + "." } ?? "") + name
            let visible = alwaysVisible || (scopes.isEmpty ? isPublic(modifiers) : memberIsPublic(modifiers))
            let inherited = inheritance?.inheritedTypes.map { Self.normalized($0.type.trimmedDescription) } ?? []
            if !visible { hidden.insert(full) }
            entries.append(TypeEntry(name: full, kind: visible ? kind : nil, inherits: visible ? inherited : []))
            scopes.append((entries.count - 1, membersPublic && visible, visible))
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(name: node.name.text, kind: "class", inheritance: node.inheritanceClause, modifiers: node.modifiers, membersPublic: false)
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(name: node.name.text, kind: "struct", inheritance: node.inheritanceClause, modifiers: node.modifiers, membersPublic: false)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(name: node.name.text, kind: "enum", inheritance: node.inheritanceClause, modifiers: node.modifiers, membersPublic: false)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(name: node.name.text, kind: "protocol", inheritance: node.inheritanceClause, modifiers: node.modifiers, membersPublic: true)
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // An extension's conformances are public when the extended type is (the type decides, not the extension).
            let extended = Self.normalized(node.extendedType.trimmedDescription)
            let inherited = node.inheritanceClause?.inheritedTypes.map { Self.normalized($0.type.trimmedDescription) } ?? []
            entries.append(TypeEntry(name: extended, kind: nil, inherits: inherited))
            scopes.append((entries.count - 1, isPublic(node.modifiers), true))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        private func add(_ member: String) {
            guard let scope = scopes.last else { return }
            entries[scope.index].members.insert(member)
        }

        private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["static", "class"].contains($0.name.text) }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !scopes.isEmpty, memberIsPublic(node.modifiers), !node.name.text.hasPrefix("_") else { return .skipChildren }
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let result = node.signature.returnClause.map { " -> " + Self.normalized($0.type.trimmedDescription) } ?? ""
            add(" \(isStatic(node.modifiers) ? "F" : "f") \(node.name.text)(\(labels))\(result)")
            return .skipChildren
        }
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard memberIsPublic(node.modifiers) else { return .skipChildren }
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            add(" i init(\(labels))")
            return .skipChildren
        }
        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard !scopes.isEmpty, memberIsPublic(node.modifiers) else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !name.hasPrefix("_") else { continue }
                let type = binding.typeAnnotation.map { Self.normalized($0.type.trimmedDescription) }
                    ?? binding.initializer.flatMap { Self.inferred($0.value) } ?? "?"
                add(" \(isStatic(node.modifiers) ? "V" : "v") \(name): \(type)")
            }
            return .skipChildren
        }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        /// A type as written, without `any`, `some` and line breaks.
        static func normalized(_ type: String) -> String {
            type.replacingOccurrences(of: "any ", with: "").replacingOccurrences(of: "some ", with: "")
                .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }

        /// The type of a stored property's initial value, when it says (`CALayer()`, `false`, `0`, `.zero` is not).
        static func inferred(_ value: ExprSyntax) -> String? {
            if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
            if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
            if value.is(FloatLiteralExprSyntax.self) { return "Double" }
            if value.is(StringLiteralExprSyntax.self) { return "String" }
            if let call = value.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression.trimmedDescription
                if callee.first?.isUppercase == true, !callee.contains("(") { return callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee }
            }
            return nil
        }
    }
}
