import SwiftSyntax

/// `T()` where `T` is a type parameter bound to a UIKit view or view-controller class: on iOS the Objective-C runtime
/// sends `-init` to whatever class `T` is, which Swift on Linux does only through a `required` initializer. `glide port`
/// writes `T.glideMakeWithInit() as! T` (GlideUIKit's class method, which Glide's own classes answer from a table) and,
/// in a module that does this, gives each of its classes of that kind an override that calls its own `init()` (one that
/// traps, naming the class, where the class has no `init()`, as iOS traps).
enum ClassConstruction {
    /// The bases whose subclasses `glideMakeWithInit()` makes.
    static let bases = ["UIView", "UIViewController"]

    /// The base (`UIView`, `UIViewController`) of a `T()` call's type parameter, with the bound written, or nil when
    /// `call` is no such construction.
    static func base(of call: FunctionCallExprSyntax, module: ModuleIndex) -> (base: String, bound: String)? {
        guard call.arguments.isEmpty, call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        guard let parameter = enclosingGenericParameters(of: Syntax(call)).first(where: { $0.name.text == name }),
              let bound = parameter.inheritedType.map({ $0.trimmedDescription }),
              let base = bases.first(where: { module.classChain(bound).contains($0) }) else { return nil }
        return (base, bound)
    }

    /// The generic parameters of the declarations enclosing `node`, the nearest declaration's first.
    static func enclosingGenericParameters(of node: Syntax) -> [GenericParameterSyntax] {
        var parameters: [GenericParameterSyntax] = []
        var current = node.parent
        while let syntax = current {
            let clause = syntax.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(StructDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(EnumDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(InitializerDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(SubscriptDeclSyntax.self)?.genericParameterClause
            parameters += clause?.parameters.map { $0 } ?? []
            current = syntax.parent
        }
        return parameters
    }

    /// The bases of every such construction in a file.
    final class Finder: SyntaxVisitor {
        let module: ModuleIndex
        var bases: Set<String> = []
        init(module: ModuleIndex) {
            self.module = module
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let found = ClassConstruction.base(of: node, module: module) { bases.insert(found.base) }
            return .visitChildren
        }
    }

    /// The designated initializers of Glide's bases (a subclass that overrides them all inherits `init()`, which is a
    /// convenience initializer of a view and a view controller and a designated one of a layer).
    static let glideDesignated: [String: Set<String>] = [
        "UIView": ["frame:", "coder:"], "UIViewController": ["nibName:bundle:", "coder:"], "CALayer": ["", "layer:", "coder:"],
    ]

    /// Whether `Name()` makes the module's class `name`: it declares `init()`, or it declares no designated initializer
    /// or all of its superclass's, and its superclass has `init()` (Glide's bases and their classes do).
    static func hasPlainInitializer(_ name: String, module: ModuleIndex) -> Bool {
        guard let info = module.types[name], info.kind == "class" else { return true }
        let own = Set(info.designatedInitializers)
        if own.contains("") { return true }
        let chain = module.classChain(name)
        guard let superclass = chain.dropFirst().first else { return own.isEmpty }
        let inherited: Set<String>
        if let superInfo = module.types[superclass], superInfo.kind == "class" {
            inherited = Set(superInfo.designatedInitializers)
        } else {
            inherited = chain.lazy.compactMap { glideDesignated[$0] }.first ?? []
        }
        guard own.isEmpty || inherited.isSubset(of: own) else { return false }
        return hasPlainInitializer(superclass, module: module)
    }
}

