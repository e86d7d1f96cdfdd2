import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Ports UIKit transition source to GlideUIKit: rewrites only what Linux forbids (there is no Objective-C runtime)
/// and the spellings Xcode's migrators renamed, reports what it cannot port, and leaves every other byte as it was.
///
/// ```swift
/// let results = Porter.port([PortSource(fileName: "Animator.swift", text: source)])
/// print(results[0].text)                         // the ported file
/// for u in results[0].unportables { print(u.message(file: "Animator.swift")) }
/// ```
public enum Porter {
    /// Ports one file on its own. Call sites of `@objc optional` requirements are found only when the protocol is in
    /// this file (or is UIKit's); port a module's files together with ``port(_:)`` to see its other files' protocols.
    public static func port(source: String, fileName: String) -> PortResult {
        port([PortSource(fileName: fileName, text: source)])[0]
    }

    /// Ports a set of files together (one module's sources): the `@objc optional` requirements declared in any of them
    /// are collected first, so that `delegate?.method?(…)` is rewritten in every file. Results are in input order.
    public static func port(_ sources: [PortSource]) -> [PortResult] {
        let trees = sources.map { Parser.parse(source: $0.text) }
        var optionalNames = Renames.uikitOptionalRequirements
        for tree in trees { optionalNames.formUnion(OptionalRequirements.names(in: tree)) }
        var optionalFullNames = PrivateWitnesses.uikitOptionalRequirements
        for tree in trees { optionalFullNames.formUnion(OptionalRequirements.fullNames(in: tree)) }
        var throwingRequirements: Set<String> = []
        for tree in trees { throwingRequirements.formUnion(OptionalRequirements.valueReturningFullNames(in: tree)) }
        var classes = ClassesAndOverrides()
        for tree in trees { classes.collect(in: tree) }
        var module = ModuleIndex()
        for tree in trees { module.collect(in: tree) }
        // After every class is known (a bound's chain may go through another file's class).
        for tree in trees {
            let finder = ClassConstruction.Finder(module: module)
            finder.walk(tree)
            module.constructedBases.formUnion(finder.bases)
        }
        // A module whose files import UIKit saw it in every file (a framework's umbrella header imports it).
        let moduleUsesUIKit = trees.contains(where: importsUIKit)
        // A module none of whose files imports UIKit, yet they use UIKit's names: an Objective-C umbrella header (a
        // pod's, a Flutter plugin's) gives them UIKit, whatever else the files import (XCoordinator's engine files
        // import nothing or only Foundation). (A module of several files: a lone fragment without imports is a
        // snippet, ported as it is.)
        let umbrellaOnly = trees.count > 1 && !moduleUsesUIKit && trees.contains(where: usesGlideUIKitNames)
        let noFileImports = trees.allSatisfy(hasNoImports)
        let visitors = zip(sources, trees).map { source, tree in
            let visitor = PortVisitor(source: source, tree: tree, optionalRequirements: optionalNames,
                                      optionalFullNames: optionalFullNames, throwingRequirements: throwingRequirements,
                                      classes: classes, module: module)
            visitor.walk(tree)
            if moduleUsesUIKit { visitor.importGlideUIKitForModule(umbrella: .otherFilesImportUIKit) }
            if umbrellaOnly { visitor.importGlideUIKitForModule(umbrella: noFileImports ? .noFileImports : .noFileImportsUIKit) }
            visitor.importFoundationNetworkingIfNeeded()
            visitor.declareMethodTableIfNeeded()
            visitor.declareKeyValuePublisherIfNeeded()
            return visitor
        }
        // Overrides found in extensions go into their class's body, which may be in another file of the set.
        let moved = visitors.flatMap { $0.movedMembers() }
        return visitors.map { $0.result(inserting: moved) }
    }

    /// Whether a file has no import declaration at all.
    static func hasNoImports(_ tree: SourceFileSyntax) -> Bool {
        !tree.statements.contains { $0.item.is(ImportDeclSyntax.self) }
    }

    /// Whether a file names a UIKit or Core Animation type that Glide declares (`UIView`, `CALayer`, …).
    static func usesGlideUIKitNames(_ tree: SourceFileSyntax) -> Bool {
        let names = Set(GlideDeclarations.types.keys.filter { $0.hasPrefix("UI") || $0.hasPrefix("CA") })
        let finder = NamesFinder(names: names, viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found != nil
    }

    /// Whether a file imports UIKit (or what GlideUIKit stands for: QuartzCore, CoreGraphics, CoreImage, GlideUIKit itself).
    static func importsUIKit(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { statement in
            guard let module = statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return ["UIKit", "QuartzCore", "CoreGraphics", "CoreImage", "GlideUIKit"].contains(module)
        }
    }

    /// Whether `token` is the `(` of an attribute's arguments written after a space (`@available (iOS, …)`), which
    /// swift-syntax reports as an error, Swift 5 only warns about, and `glide port` rewrites.
    static func isSpacedAttributeParen(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .leftParen, token.parent?.is(AttributeSyntax.self) == true,
              let kind = token.tokenDiagnostic?.kind else { return false }
        return kind == .extraneousLeadingWhitespaceError || kind == .extraneousLeadingWhitespaceWarning
    }

    /// The parser's errors in `source` (empty when it is valid Swift syntax).
    public static func syntaxErrors(in source: String, fileName: String = "") -> [SyntaxError] {
        syntaxErrors(in: Parser.parse(source: source), fileName: fileName)
    }

    static func syntaxErrors(in tree: SourceFileSyntax, fileName: String) -> [SyntaxError] {
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error }
            .filter { !(($0.node.as(TokenSyntax.self)).map(isSpacedAttributeParen) ?? false) }  // ported: see PortVisitor
            .map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return SyntaxError(place: SourcePlace(line: location.line, column: location.column), message: diagnostic.message)
            }
    }
}

/// The names of the `@objc optional` requirements a file's protocols declare.
enum OptionalRequirements {
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }

    /// Their full names (`menu(_:didSelect:)`), for the private methods named as one (see PrivateWitnesses).
    static func fullNames(in tree: SourceFileSyntax) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.fullNames
    }

    /// The full names of those that return a value that is not optional (and do not throw already): `glide port` makes
    /// them `throws`, with a default that throws, and calls them with `try?` (see `PortVisitor.protocolRules`).
    static func valueReturningFullNames(in tree: SourceFileSyntax) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.valueReturningFullNames
    }

    /// Whether an optional requirement returns a value a default cannot make up: a result that is neither Void nor
    /// optional, of a method that does not throw already.
    static func returnsValue(_ function: FunctionDeclSyntax) -> Bool {
        guard let returned = function.signature.returnClause?.type, function.signature.effectSpecifiers?.throwsClause == nil else { return false }
        if ["Void", "()"].contains(returned.trimmedDescription) { return false }
        return !(returned.is(OptionalTypeSyntax.self) || returned.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || returned.as(IdentifierTypeSyntax.self)?.name.text == "Optional")
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []
        var fullNames: Set<String> = []
        var valueReturningFullNames: Set<String> = []

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "optional" }) {
                    names.insert(function.name.text)
                    if let full = ClassesAndOverrides.memberName(DeclSyntax(function)) {
                        fullNames.insert(full)
                        if OptionalRequirements.returnsValue(function) { valueReturningFullNames.insert(full) }
                    }
                }
            }
            return .visitChildren
        }
    }
}

/// The classes a set of files declares (qualified: `Outer.Inner`) and the names their members override: an override
/// in an extension of one of these classes, or a member of such an extension that a subclass overrides, goes into the
/// class's body (Swift overrides across extensions only through the Objective-C runtime).
struct ClassesAndOverrides {
    var classes: Set<String> = []
    var overridden: Set<String> = []
    /// For each overridden member name, the classes (or extended types) whose bodies override it.
    var overriders: [String: Set<String>] = [:]
    /// The get-only computed properties that non-public extensions add to a type, by name: the extended type and the
    /// property's type as written (a subclass's override of one, when the type is UIKit's, is dispatched by glide port:
    /// see `PortVisitor.dispatchedExtensionProperty`).
    var extensionProperties: [String: (extended: String, type: String)] = [:]
    /// For each type an extension declares a conformance to (`extension NSObject: Initializable {}`), the extended types.
    var extensionConformances: [String: Set<String>] = [:]
    /// For each extended type, the argument labels (`_:`) of the initializers its extensions declare whose body is
    /// `self.init()` followed by statements that neither return nor delegate again (`glide port` can make them
    /// methods: see `PortVisitor.initializerConformances`).
    var simpleExtensionInitializers: [String: Set<String>] = [:]

    mutating func collect(in tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        classes.formUnion(collector.classes)
        overridden.formUnion(collector.overridden)
        overriders.merge(collector.overriders) { $0.union($1) }
        extensionProperties.merge(collector.extensionProperties) { first, _ in first }
        extensionConformances.merge(collector.extensionConformances) { $0.union($1) }
        simpleExtensionInitializers.merge(collector.simpleExtensionInitializers) { $0.union($1) }
    }

    /// Whether an initializer's body is `self.init()` and then statements that neither return nor call an initializer
    /// again, and it is not failable: what an initializer of a protocol extension does after `init()`, which a method
    /// on the made instance can do as well.
    static func isSimpleInitializer(_ initializer: InitializerDeclSyntax) -> Bool {
        guard initializer.optionalMark == nil, let body = initializer.body, let first = body.statements.first,
              first.item.trimmedDescription.replacing(" ", with: "") == "self.init()" else { return false }
        for statement in body.statements.dropFirst() {
            let text = statement.trimmedDescription
            if text.contains("return") || text.contains("init(") || text.contains("self =") { return false }
        }
        return true
    }

    /// An initializer's argument labels (`_:`, `frame:`).
    static func labels(_ initializer: InitializerDeclSyntax) -> String {
        initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
    }

    /// The name and type of a get-only computed property that is neither public, open, private nor static (`var
    /// isHidden: Bool { … }`, or with a lone `get`), else nil.
    static func getOnlyComputedProperty(_ decl: DeclSyntax) -> (name: String, type: String)? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type.trimmedDescription, let accessors = binding.accessorBlock,
              !variable.modifiers.contains(where: {
                  ["public", "open", "private", "fileprivate", "static", "class", "override"].contains($0.name.text)
              })
        else { return nil }
        switch accessors.accessors {
        case .getter: return (name, type)
        case .accessors(let list): return list.allSatisfy({ $0.accessorSpecifier.text == "get" }) ? (name, type) : nil
        }
    }

    /// The name a member is overridden by: a function's full name (`collectionView(_:numberOfItemsInSection:)`), a
    /// property's name, or `subscript`.
    static func memberName(_ decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
            return function.name.text + "(" + labels.joined() + ")"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        var classes: Set<String> = []
        var overridden: Set<String> = []
        var overriders: [String: Set<String>] = [:]
        var extensionProperties: [String: (extended: String, type: String)] = [:]
        var extensionConformances: [String: Set<String>] = [:]
        var simpleExtensionInitializers: [String: Set<String>] = [:]
        private var path: [String] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            path.append(node.name.text); classes.insert(path.joined(separator: ".")); return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let extended = node.extendedType.trimmedDescription
            if path.isEmpty {
                for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
                    extensionConformances[inherited.type.trimmedDescription, default: []].insert(extended)
                }
                for member in node.memberBlock.members {
                    if let initializer = member.decl.as(InitializerDeclSyntax.self), ClassesAndOverrides.isSimpleInitializer(initializer) {
                        simpleExtensionInitializers[extended, default: []].insert(ClassesAndOverrides.labels(initializer))
                    }
                }
            }
            if path.isEmpty, node.genericWhereClause == nil,
               !node.modifiers.contains(where: { ["public", "open"].contains($0.name.text) }) {
                for member in node.memberBlock.members {
                    if let property = ClassesAndOverrides.getOnlyComputedProperty(member.decl), extensionProperties[property.name] == nil {
                        extensionProperties[property.name] = (extended, property.type)
                    }
                }
            }
            path.append(extended); return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
        override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if let modified = node.decl.asProtocol(WithModifiersSyntax.self), modified.modifiers.contains(where: { $0.name.text == "override" }),
               let name = ClassesAndOverrides.memberName(node.decl) {
                overridden.insert(name)
                if let owner = path.last { overriders[name, default: []].insert(owner) }
            }
            return .visitChildren
        }
    }
}
