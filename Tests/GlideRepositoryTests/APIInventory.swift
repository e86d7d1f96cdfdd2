import Foundation
import SwiftParser
import SwiftSyntax

/// One public declaration of the modules `GlideUIKit` re-exports, read from the sources with swift-syntax.
struct APISymbol: Hashable {
    /// The type it is declared in or extends (`UIView`, `UIView.AnimationOptions`), or nil at top level.
    var owner: String?
    /// How a user spells it: `addSubview(_:)`, `init(frame:)`, `alpha`, `case curveEaseIn`, `UIView`.
    var name: String
    /// `class`, `struct`, `enum`, `protocol`, `typealias`, `func`, `var`, `init`, `subscript`, `case`.
    var kind: String
    /// The doc comment, without its `///`.
    var doc: String
    /// The file, relative to the package root.
    var file: String
    /// Its line in that file.
    var line: Int

    /// Whether it declares a type.
    var isType: Bool { ["class", "struct", "enum", "protocol", "actor", "typealias"].contains(kind) }
    /// The type's full name when it declares one (`UIView.AnimationOptions`).
    var typeName: String { owner.map { "\($0).\(name)" } ?? name }

    /// The paragraphs of the doc comment that state a deliberate difference from Apple's behaviour:
    /// Glide's convention is a paragraph, or the end of one, that begins "Glide differs".
    var differences: [String] {
        doc.components(separatedBy: "\n\n").compactMap { paragraph in
            let flat = paragraph.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            guard let start = flat.range(of: "Glide differs") else { return nil }
            return String(flat[start.lowerBound...])
        }
    }
}

/// Every public declaration in a set of source folders.
enum APIInventory {
    /// The modules `GlideUIKit` re-exports, found by following `@_exported import` from `Sources/GlideUIKit`
    /// (Foundation and other modules outside `Sources/` are not followed).
    static func reexportedModules(root: URL, from face: String = "GlideUIKit") throws -> [String] {
        var seen: [String] = [], queue = [face]
        while let module = queue.first {
            queue.removeFirst()
            guard !seen.contains(module) else { continue }
            let folder = root.appendingPathComponent("Sources/\(module)")
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            seen.append(module)
            for file in try swiftFiles(in: folder) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("@_exported import ") {
                    queue.append(String(line.dropFirst("@_exported import ".count)).trimmingCharacters(in: .whitespaces))
                }
            }
        }
        return seen
    }

    /// The Swift files under a folder, sorted by path.
    static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The public declarations of the given modules' sources.
    static func symbols(root: URL, modules: [String]) throws -> [APISymbol] {
        var all: [APISymbol] = []
        for module in modules {
            for file in try swiftFiles(in: root.appendingPathComponent("Sources/\(module)")) {
                let source = try String(contentsOf: file, encoding: .utf8)
                let relative = String(file.path.dropFirst(root.path.count + 1))
                let tree = Parser.parse(source: source)
                let visitor = PublicDeclarations(file: relative, converter: SourceLocationConverter(fileName: relative, tree: tree))
                visitor.walk(tree)
                all += visitor.found
            }
        }
        return all
    }
}

/// Collects public and open declarations, the members of public protocols and the cases of public enums.
private final class PublicDeclarations: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var found: [APISymbol] = []
    /// The enclosing types: their names and whether their members are public without saying so.
    private var scopes: [(name: String, membersPublic: Bool, visible: Bool)] = []

    init(file: String, converter: SourceLocationConverter) {
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private var owner: String? { scopes.isEmpty ? nil : scopes.map(\.name).joined(separator: ".") }
    private var insideVisibleScope: Bool { scopes.allSatisfy(\.visible) }

    private func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open"].contains($0.name.text) && $0.detail == nil }
    }
    private func isExplicitlyNonPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate", "internal", "package"].contains($0.name.text) }
    }
    /// A member is public when it says so, or when its scope makes members public (a public protocol's
    /// requirements, a `public extension`'s members that do not say otherwise).
    private func memberIsPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard insideVisibleScope else { return false }
        if isPublic(modifiers) { return true }
        return (scopes.last?.membersPublic ?? false) && !isExplicitlyNonPublic(modifiers)
    }

    private func doc(_ node: some SyntaxProtocol) -> String {
        node.leadingTrivia.compactMap { piece -> String? in
            if case .docLineComment(let text) = piece {
                let body = text.dropFirst(3)
                return String(body.hasPrefix(" ") ? body.dropFirst() : body)
            }
            return nil
        }.joined(separator: "\n")
    }

    private func record(_ node: some SyntaxProtocol, name: String, kind: String, owner: String? = nil) {
        // Underscored names are not API: the witnesses of the standard library's underscored protocols
        // (`_ObjectiveCBridgeable`'s `_bridgeToObjectiveC()`), which must be public.
        guard !name.hasPrefix("_") else { return }
        let line = node.startLocation(converter: converter, afterLeadingTrivia: true).line
        found.append(APISymbol(owner: owner ?? self.owner, name: name, kind: kind, doc: doc(node), file: file, line: line))
    }

    private func signature(_ base: String, _ parameters: FunctionParameterListSyntax) -> String {
        base + "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
    }

    // MARK: Types

    private func enterType(_ node: some SyntaxProtocol, name: String, kind: String, modifiers: DeclModifierListSyntax, membersPublic: Bool) {
        let visible = scopes.isEmpty ? isPublic(modifiers) : memberIsPublic(modifiers)
        if visible { record(node, name: name, kind: kind) }
        scopes.append((name, membersPublic && visible, visible))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "class", modifiers: node.modifiers, membersPublic: false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "actor", modifiers: node.modifiers, membersPublic: false)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "struct", modifiers: node.modifiers, membersPublic: false)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "enum", modifiers: node.modifiers, membersPublic: false)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node, name: node.name.text, kind: "protocol", modifiers: node.modifiers, membersPublic: true)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension adds to the type it names, wherever that type was declared (Foundation's CGRect too).
        let extended = node.extendedType.trimmedDescription
        let membersPublic = isPublic(node.modifiers)
        scopes.append((extended, membersPublic, true))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if scopes.isEmpty ? isPublic(node.modifiers) : memberIsPublic(node.modifiers) {
            record(node, name: node.name.text, kind: "typealias")
        }
        return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An underscored method is a protocol's hook, not API (`_bridgeToObjectiveC()` of `_ObjectiveCBridgeable`).
        if !node.name.text.hasPrefix("_"), scopes.isEmpty ? isPublic(node.modifiers) : memberIsPublic(node.modifiers) {
            record(node, name: signature(node.name.text, node.signature.parameterClause.parameters), kind: "func")
        }
        return .skipChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if memberIsPublic(node.modifiers) {
            let base = node.optionalMark.map { "init" + $0.text } ?? "init"
            record(node, name: signature(base, node.signature.parameterClause.parameters), kind: "init")
        }
        return .skipChildren
    }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if memberIsPublic(node.modifiers) {
            record(node, name: "subscript(" + node.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")", kind: "subscript")
        }
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if scopes.isEmpty ? isPublic(node.modifiers) : memberIsPublic(node.modifiers) {
            for binding in node.bindings {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    record(node, name: pattern.identifier.text, kind: "var")
                }
            }
        }
        return .skipChildren
    }
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // An enum's cases are as visible as the enum.
        if insideVisibleScope && !scopes.isEmpty {
            for element in node.elements { record(node, name: "case " + element.name.text, kind: "case") }
        }
        return .skipChildren
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
