import SwiftSyntax

/// The declarations of the files ported together (one module): each type's kind, what it inherits, its members with
/// their types as written, and what the porter's rules ask of them (stored and `dynamic` properties, initializers,
/// optional requirements, access). Together with ``GlideDeclarations`` it lets the porter answer questions the
/// Objective-C runtime answers on iOS (``StaticTypes``, ``RespondsToSelector``).
struct ModuleIndex {
    struct TypeInfo {
        var kind = "extension"
        var inherits: [String] = []
        /// Methods by full name (`handlePan(_:)`) → result type ("Void" when none).
        var methods: [String: String] = [:]
        /// Properties by name → type as written ("?" when it is not written and cannot be read off the initial value).
        var properties: [String: String] = [:]
        var storedProperties: Set<String> = []
        /// Static (and class) properties, with their types when the declaration says them.
        var staticProperties: [String: String] = [:]
        var dynamicProperties: Set<String> = []
        /// The `@NSManaged` properties.
        var managedProperties: Set<String> = []
        /// The labels of the designated initializers the type declares (`init(frame:)` → `frame:`).
        var designatedInitializers: [String] = []
        /// For a protocol: its optional requirements (methods by full name, properties by name).
        var optionalRequirements: Set<String> = []
        /// For a protocol: its requirements (methods by full name, properties by name).
        var requirements: Set<String> = []
        /// For a protocol: its property requirements of a non-optional type that have no setter (`{ get }`).
        var plainReadOnlyRequirements: Set<String> = []
        var isPublic = false
        var isFinal = false
        /// Declared inside another type (or an extension), generic, or private to its file: not nameable as a plain
        /// type from every file.
        var isNestedOrGeneric = false
        /// Methods declared `private` or `fileprivate` (full names), not reachable from the module's other files.
        var privateMethods: Set<String> = []
        /// Methods the Objective-C runtime sees (full names): `@objc`, `@IBAction`, or in an `@objcMembers` class.
        var objcMethods: Set<String> = []
        /// Declared `@objcMembers`.
        var isObjcMembers = false
    }

    var types: [String: TypeInfo] = [:]
    /// Top-level variables → type.
    var globals: [String: String] = [:]
    /// The bases (`UIView`, `UIViewController`) of the type parameters the files construct with `T()` (``ClassConstruction``).
    var constructedBases: Set<String> = []
    /// The method names the files' `#selector`s (and `Selector("…")` literals) give (``MethodTable``).
    var selectorNames: Set<String> = []

    mutating func collect(in tree: SourceFileSyntax) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (name, info) in collector.types {
            var merged = types[name] ?? TypeInfo()
            if info.kind != "extension" { merged.kind = info.kind; merged.isPublic = info.isPublic; merged.isFinal = info.isFinal }
            for i in info.inherits where !merged.inherits.contains(i) { merged.inherits.append(i) }
            merged.methods.merge(info.methods) { a, _ in a }
            merged.properties.merge(info.properties) { a, _ in a }
            merged.staticProperties.merge(info.staticProperties) { a, _ in a }
            merged.storedProperties.formUnion(info.storedProperties)
            merged.dynamicProperties.formUnion(info.dynamicProperties)
            merged.managedProperties.formUnion(info.managedProperties)
            merged.designatedInitializers += info.designatedInitializers
            merged.optionalRequirements.formUnion(info.optionalRequirements)
            merged.requirements.formUnion(info.requirements)
            merged.plainReadOnlyRequirements.formUnion(info.plainReadOnlyRequirements)
            merged.isNestedOrGeneric = merged.isNestedOrGeneric || info.isNestedOrGeneric
            merged.privateMethods.formUnion(info.privateMethods)
            merged.objcMethods.formUnion(info.objcMethods)
            merged.isObjcMembers = merged.isObjcMembers || info.isObjcMembers
            types[name] = merged
        }
        globals.merge(collector.globals) { a, _ in a }
        let selectors = MethodTable.SelectorNames(viewMode: .sourceAccurate)
        selectors.walk(tree)
        selectorNames.formUnion(selectors.names)
    }

    // MARK: Questions

    /// The superclass of a class declared here or in Glide, if known.
    func superclass(of name: String) -> String? {
        if let info = types[name], info.kind == "class" || info.kind == "extension" {
            // A generic superclass (`ItemBaseController<VideoView>`) is its class.
            if let written = info.inherits.first, case let first = String(written.prefix { $0 != "<" }), isClass(first) { return first }
            return info.kind == "class" ? nil : GlideDeclarations.superclass(of: name)
        }
        return GlideDeclarations.superclass(of: name)
    }

    /// Whether `name` names a class (here or in Glide; `NSObject` too).
    func isClass(_ name: String) -> Bool {
        if name == "NSObject" { return true }
        if let info = types[name], info.kind == "class" { return true }
        return GlideDeclarations.types[name]?.kind == "class"
    }

    /// The chain of classes from `name` up (itself first), through the ported files and Glide.
    func classChain(_ name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let type = current, !chain.contains(type) {
            chain.append(type)
            current = superclass(of: type)
        }
        return chain
    }

    /// Whether the class `name` is `ancestor` or inherits from it.
    func isClass(_ name: String, kindOf ancestor: String) -> Bool { classChain(name).contains(ancestor) }

    /// The first Glide class in the chain of `name` (itself when it is Glide's), nil when the chain leaves the known.
    func glideAncestor(of name: String) -> String? {
        classChain(name).first { types[$0] == nil || types[$0]?.kind == "extension" ? GlideDeclarations.types[$0] != nil || $0 == "NSObject" : false }
    }

    /// The protocols `name` conforms to, directly or through its superclasses and the protocols' own parents.
    func protocols(of name: String) -> Set<String> {
        var result: Set<String> = []
        var queue = classChain(name)
        while let type = queue.popLast() {
            let inherited = (types[type]?.inherits ?? []) + (GlideDeclarations.types[type]?.inherits ?? [])
            for i in inherited where isProtocol(i) && result.insert(i).inserted { queue.append(i) }
        }
        return result
    }

    func isProtocol(_ name: String) -> Bool {
        types[name]?.kind == "protocol" || GlideDeclarations.types[name]?.kind == "protocol"
    }

    /// The classes and protocols declared here that conform to `protocolName` (directly or through parents).
    func conformers(of protocolName: String) -> [String] {
        types.keys.filter { types[$0]?.kind == "class" && protocols(of: $0).contains(protocolName) }.sorted()
    }

    /// Whether `type` itself (a class of the ported files or Glide, with its superclasses, not protocol extensions)
    /// declares a method named `method` (a full name, or a base name alone).
    func classDeclares(_ type: String, method: String) -> Bool {
        for ancestor in classChain(type) {
            if Self.matches(method, in: Set(types[ancestor]?.methods.keys.map { $0 } ?? [])) { return true }
            if Self.matches(method, in: Set(GlideDeclarations.types[ancestor]?.methods.keys.map { $0 } ?? [])) { return true }
            if let properties = types[ancestor]?.properties, properties[method] != nil { return true }
        }
        return false
    }

    /// Whether `method` (a full name like `view(forKey:)`, or a base name like `view`) is among `names`.
    static func matches(_ method: String, in names: Set<String>) -> Bool {
        if names.contains(method) { return true }
        guard !method.contains("(") else { return false }
        return names.contains { $0.hasPrefix(method + "(") }
    }

    // MARK: Collecting

    private final class Collector: SyntaxVisitor {
        var types: [String: TypeInfo] = [:]
        var globals: [String: String] = [:]
        private var stack: [String] = []

        private func enter(_ name: String, kind: String, inheritance: InheritanceClauseSyntax?, modifiers: DeclModifierListSyntax) {
            var info = types[name] ?? TypeInfo()
            if kind != "extension" {
                info.kind = kind
                info.isPublic = modifiers.contains { ["public", "open"].contains($0.name.text) }
                info.isFinal = modifiers.contains { $0.name.text == "final" }
            }
            for inherited in inheritance?.inheritedTypes ?? [] {
                let n = StaticTypes.normalized(inherited.type.trimmedDescription)
                if !info.inherits.contains(n) { info.inherits.append(n) }
            }
            types[name] = info
            stack.append(name)
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let nestedOrGeneric = !stack.isEmpty || node.genericParameterClause != nil
                || node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
            enter(node.name.text, kind: "class", inheritance: node.inheritanceClause, modifiers: node.modifiers)
            if nestedOrGeneric { types[node.name.text]?.isNestedOrGeneric = true }
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers" }) {
                types[node.name.text]?.isObjcMembers = true
            }
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { stack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, kind: "struct", inheritance: node.inheritanceClause, modifiers: node.modifiers); return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { stack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, kind: "enum", inheritance: node.inheritanceClause, modifiers: node.modifiers); return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, kind: "protocol", inheritance: node.inheritanceClause, modifiers: node.modifiers); return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { stack.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = StaticTypes.normalized(node.extendedType.trimmedDescription).split(separator: ".").last.map(String.init) ?? ""
            enter(name, kind: "extension", inheritance: node.inheritanceClause, modifiers: node.modifiers)
            // Members of a protocol's extension are defaults, not declarations of conformers.
            if types[name]?.kind == "protocol" { stack[stack.count - 1] = "extension:" + name }
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { stack.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last, !owner.hasPrefix("extension:"),
                  !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return .skipChildren }
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let name = node.name.text + "(" + labels + ")"
            types[owner]?.methods[name] = node.signature.returnClause.map { StaticTypes.normalized($0.type.trimmedDescription) } ?? "Void"
            if node.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
                types[owner]?.privateMethods.insert(name)
            }
            if node.attributes.contains(where: { ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "") }) {
                types[owner]?.objcMethods.insert(name)
            }
            if types[owner]?.kind == "protocol" {
                types[owner]?.requirements.insert(name)
                if node.modifiers.contains(where: { $0.name.text == "optional" }) { types[owner]?.optionalRequirements.insert(name) }
            }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let owner = stack.last, !owner.hasPrefix("extension:") else { return .skipChildren }
            if !node.modifiers.contains(where: { $0.name.text == "convenience" }) {
                types[owner]?.designatedInitializers.append(node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined())
            }
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
            let isDynamic = node.modifiers.contains { $0.name.text == "dynamic" }
            let isManaged = node.attributes.contains {
                if case .attribute(let a) = $0 { return a.attributeName.trimmedDescription == "NSManaged" } else { return false }
            }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let type = binding.typeAnnotation.map { StaticTypes.normalized($0.type.trimmedDescription) }
                    ?? binding.initializer.flatMap { StaticTypes.literalType($0.value) } ?? "?"
                guard let owner = stack.last else { globals[name] = type; continue }
                guard !owner.hasPrefix("extension:") else { continue }
                if isStatic { types[owner]?.staticProperties[name] = type; continue }
                types[owner]?.properties[name] = type
                let computed = binding.accessorBlock.map { block -> Bool in
                    if case .accessors(let list) = block.accessors {
                        return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
                    }
                    return true
                } ?? false
                if !computed { types[owner]?.storedProperties.insert(name) }
                if isDynamic { types[owner]?.dynamicProperties.insert(name) }
                if isManaged { types[owner]?.managedProperties.insert(name) }
                if types[owner]?.kind == "protocol" {
                    types[owner]?.requirements.insert(name)
                    if node.modifiers.contains(where: { $0.name.text == "optional" }) { types[owner]?.optionalRequirements.insert(name) }
                    let written = binding.typeAnnotation?.type.trimmedDescription ?? "?"
                    let optionalType = written.hasSuffix("?") || written.hasSuffix("!") || written.hasPrefix("Optional<")
                    if !optionalType, !(binding.accessorBlock?.trimmedDescription.contains("set") ?? false) {
                        types[owner]?.plainReadOnlyRequirements.insert(name)
                    }
                }
            }
            return .skipChildren
        }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
