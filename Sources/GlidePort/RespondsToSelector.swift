/// `x.responds(to: #selector(m))` answered without the Objective-C runtime: `glide port` sees every declaration of the
/// module it ports and Glide knows its own, so where the type of `x` settles whether it has the method, the call becomes
/// that answer; where only the object at run time could say, the porter reports why.
struct RespondsToSelector {
    enum Answer: Equatable {
        case yes(String)
        case no(String)
        case unknown(String)
    }

    /// UIKit's protocols whose objects UIKit itself hands to the app (the app never conforms to them): in Glide, only
    /// Glide's classes conform, so what those classes declare is the answer.
    static let implementedByGlideOnly: Set<String> = [
        "UIViewControllerContextTransitioning", "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext",
    ]

    let types: StaticTypes
    var module: ModuleIndex { types.module }

    /// Whether an object whose static type is `type` (nil: unknown), written `receiver`, has `method` (a full name, or a
    /// base name when the selector gives no labels). `askingTheClass`: what NSObject's own `responds(to:)` answers
    /// (`super.responds(to:)`), from the class's methods, whatever a class's own `responds(to:)` would say.
    func answer(type: String?, receiver: String, method: String, askingTheClass: Bool = false) -> Answer {
        if !askingTheClass, let type, let answerer = answersItself(type) {
            return .unknown("\(answerer) answers responds(to:) itself, so what \(receiver) says only the object at run time knows")
        }
        guard let type else {
            return .unknown("glide port cannot tell what \(receiver) is (give it a declared type: a parameter's, a property's, an `as!` cast) and so whether it has \(method)")
        }
        if ["AnyObject", "Any", "NSObject", "NSObjectProtocol"].contains(type) {
            return .unknown("\(receiver) is declared as \(type), so any object may be there, with or without \(method)")
        }
        if module.isProtocol(type) { return protocolAnswer(type, receiver: receiver, method: method) }
        if module.isClass(type) || GlideDeclarations.types[type] != nil { return classAnswer(type, receiver: receiver, method: method) }
        return .unknown("\(receiver) is a \(type), which glide port does not know")
    }

    /// A class of the ported files that answers `responds(to:)` itself and that an object of static type `type` may be:
    /// the class, one of its superclasses or subclasses, or a conformer of the protocol `type`.
    private func answersItself(_ type: String) -> String? {
        func declares(_ name: String) -> Bool { module.types[name]?.methods["responds(to:)"] != nil }
        if module.isProtocol(type) {
            return module.conformers(of: type).first { module.classChain($0).contains(where: declares) }
        }
        if let owner = module.classChain(type).first(where: declares) { return owner }
        return module.types.keys.filter { module.types[$0]?.kind == "class" && module.isClass($0, kindOf: type) && declares($0) }.sorted().first
    }

    private func classAnswer(_ type: String, receiver: String, method: String) -> Answer {
        if let owner = module.classChain(type).first(where: { declaresItself($0, method) }) {
            return .yes("\(receiver) is a\(article(type)) \(type), " + (owner == type ? "which declares \(method)" : "whose superclass \(owner) declares \(method)"))
        }
        let subclasses = module.types.keys.filter { $0 != type && module.isClass($0, kindOf: type) && declaresItself($0, method) }.sorted()
        if !subclasses.isEmpty {
            return .unknown("\(type) does not declare \(method) but its subclass \(subclasses.joined(separator: ", ")) does: whether \(receiver) is one only the object at run time says")
        }
        if let info = module.types[type], info.kind == "class", info.isPublic, !info.isFinal {
            return .unknown("\(type) declares no \(method), but it is public and open to subclasses outside the ported files, which may")
        }
        return .no("\(receiver) is a\(article(type)) \(type), and neither it, its superclasses nor its subclasses in the ported files declare \(method)")
    }

    private func protocolAnswer(_ type: String, receiver: String, method: String) -> Answer {
        if Self.implementedByGlideOnly.contains(type) {
            let conformers = glideClasses(conformingTo: type)
            let declaring = conformers.filter { declaresItself($0, method) }
            if !conformers.isEmpty, declaring.count == conformers.count {
                return .yes("\(receiver) is a \(type), which UIKit hands to the app and only Glide's \(conformers.joined(separator: ", ")) implements; it declares \(method)")
            }
            if declaring.isEmpty {
                return .no("\(receiver) is a \(type), which UIKit hands to the app and only Glide's \(conformers.joined(separator: ", ")) implements; it has no \(method)")
            }
        }
        let requirementOwners = [type] + Array(module.protocols(of: type)).sorted()
        let isRequirement = requirementOwners.contains { owner in
            ModuleIndex.matches(method, in: module.types[owner]?.requirements ?? [])
                || ModuleIndex.matches(method, in: Set(GlideDeclarations.types[owner]?.methods.keys.map { $0 } ?? []))
        }
        let isOptional = requirementOwners.contains { owner in
            ModuleIndex.matches(method, in: module.types[owner]?.optionalRequirements ?? [])
        } || (GlideDeclarations.types[type] != nil && ModuleIndex.matches(method, in: PrivateWitnesses.uikitOptionalRequirements))
        if isRequirement, !isOptional {
            return .yes("\(receiver) is a \(type), and \(method) is a required method of it: every conformer implements it")
        }
        guard let info = module.types[type], info.kind == "protocol" else {
            return .unknown("\(receiver) is a \(type), UIKit's protocol, whose conformers may be anywhere: whether the object implements \(isOptional ? "the optional " : "")\(method) only the object at run time says")
        }
        if info.isPublic {
            return .unknown("\(type) is public: a conformer outside the ported files may or may not implement \(isOptional ? "the optional " : "")\(method)")
        }
        let conformers = module.conformers(of: type)
        let declaring = conformers.filter { declaresItself($0, method) }
        if declaring.isEmpty {
            return .no("no conformer of \(type) in the ported files (\(conformers.isEmpty ? "none" : conformers.joined(separator: ", "))) implements \(method)")
        }
        if declaring.count == conformers.count {
            return .yes("every conformer of \(type) in the ported files (\(conformers.joined(separator: ", "))) implements \(method)")
        }
        let missing = conformers.filter { !declaring.contains($0) }
        return .unknown("\(declaring.joined(separator: ", ")) implement\(declaring.count == 1 ? "s" : "") \(method) and \(missing.joined(separator: ", ")) do\(missing.count == 1 ? "es" : "") not: which one \(receiver) is only the object at run time says")
    }

    /// Whether the class `type` (of the ported files or Glide) declares `method` itself, in its body or an extension
    /// (not a protocol's default, which the runtime does not see).
    /// `NSObject`'s own methods and properties (Foundation's, not in Glide's table).
    static let foundationObjectMembers: Set<String> = [
        "description", "debugDescription", "hash", "copy()", "mutableCopy()", "isEqual(_:)", "isKind(of:)", "isMember(of:)",
        "responds(to:)", "conforms(to:)", "isProxy()", "self()", "superclass", "classForCoder",
    ]

    private func declaresItself(_ type: String, _ method: String) -> Bool {
        if type == "NSObject", ModuleIndex.matches(method, in: Self.foundationObjectMembers) { return true }
        if let info = module.types[type] {
            if ModuleIndex.matches(method, in: Set(info.methods.keys)) || info.properties[method] != nil { return true }
        }
        if let info = GlideDeclarations.types[type] {
            if ModuleIndex.matches(method, in: Set(info.methods.keys)) || info.properties[method] != nil { return true }
        }
        return false
    }

    /// Glide's classes that conform to `protocolName` (directly or through a protocol that refines it).
    private func glideClasses(conformingTo protocolName: String) -> [String] {
        GlideDeclarations.types.filter { $0.value.kind == "class" && module.protocols(of: $0.key).contains(protocolName) }.map(\.key).sorted()
    }

    private func article(_ word: String) -> String {
        "AEIOU".contains(word.first ?? "x") ? "n" : ""
    }
}
