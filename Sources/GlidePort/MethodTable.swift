import SwiftSyntax

/// `responds(to:)` that only the object at run time can answer (a selector passed in, a receiver of any class): on
/// Linux there is no Objective-C method table to ask, so `glide port` writes the module's own, from its declarations:
/// for each class of the ported files, and each of Glide's classes, the methods among those the module names in a
/// `#selector`, and the call asks it (`GlideMethodTable.responds(_:to:)`, which walks the object's class and its
/// superclasses). A class outside the ported files and Glide (the app's, if the app is ported apart) answers false.
enum MethodTable {
    /// The full name (`view(forKey:)`) or base name a `#selector(…)` names, nil when it names no method.
    static func selectorName(_ macro: MacroExpansionExprSyntax) -> String? {
        guard macro.macroName.text == "selector", let argument = macro.arguments.first else { return nil }
        var inner = argument.expression
        while let optional = inner.as(OptionalChainingExprSyntax.self) { inner = optional.expression }
        let declName = inner.as(DeclReferenceExprSyntax.self) ?? inner.as(MemberAccessExprSyntax.self)?.declName
        guard let declName else { return nil }
        if argument.label != nil { return declName.baseName.text }
        guard let names = declName.argumentNames else { return declName.baseName.text }
        return declName.baseName.text + "(" + names.arguments.map { $0.name.text + ":" }.joined() + ")"
    }

    /// Every method name the files' `#selector`s and `Selector("…")` literals give.
    final class SelectorNames: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = MethodTable.selectorName(node) { names.insert(name) }
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Selector", node.arguments.count == 1,
               let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
               literal.segments.count == 1, let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text {
                names.insert(text)
            }
            return .visitChildren
        }
    }

    /// Methods Glide declares on a UIKit class only so that a subclass overrides them as it does on iOS (where Swift
    /// shows the members of the protocols the Objective-C class adopts on the class itself), which UIKit's class does
    /// not implement: `responds(to:)` answers false for them unless the subclass overrides them.
    static let mirroredOnly: [String: Set<String>] = {
        // The scroll-view delegate's members, as Glide's protocol declares them.
        let scrolling = Set((GlideDeclarations.types["UIScrollViewDelegate"]?.methods ?? [:]).keys)
        return [
            "UITableViewController": scrolling.union([
                "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:canEditRowAt:)", "tableView(_:commit:forRowAt:)",
                "tableView(_:editingStyleForRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
                "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:editActionsForRowAt:)",
            ]),
            "UICollectionViewController": scrolling.union([
                "collectionView(_:didEndDisplaying:forItemAt:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
                "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
                "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)", "collectionView(_:canMoveItemAt:)",
                "collectionView(_:moveItemAt:to:)", "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
                "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
            ]),
        ]
    }()

    /// The table's Swift source: each class (of the module, then Glide's) that declares one of `names`, with those
    /// it declares, sorted.
    static func declaration(names: Set<String>, module: ModuleIndex) -> String {
        var rows: [(String, [String])] = []
        func add(_ type: String, methods: Set<String>, properties: Set<String>, except inherited: Set<String> = []) {
            let declared = names.subtracting(inherited).filter { name in
                ModuleIndex.matches(name, in: methods) || properties.contains(name)
            }
            if !declared.isEmpty { rows.append((type, declared.sorted())) }
        }
        for (type, info) in module.types where info.kind == "class" || (info.kind == "extension" && module.isClass(type)) {
            add(type, methods: Set(info.methods.keys), properties: Set(info.properties.keys))
        }
        // Glide's classes: where a superclass already declares a name, the walk up the chain finds it there.
        func glideMethods(_ type: String, _ info: GlideDeclarations.TypeInfo) -> Set<String> {
            Set(info.methods.keys).subtracting(mirroredOnly[type] ?? [])
        }
        func glideDeclares(_ type: String, _ name: String) -> Bool {
            guard let info = GlideDeclarations.types[type] else { return false }
            return ModuleIndex.matches(name, in: glideMethods(type, info)) || info.properties[name] != nil
        }
        for (type, info) in GlideDeclarations.types where info.kind == "class" && module.types[type] == nil
            && ["UI", "CA", "NS"].contains(where: type.hasPrefix) {
            let inherited = Set(names.filter { name in module.classChain(type).dropFirst().contains { glideDeclares($0, name) } })
            add(type, methods: glideMethods(type, info), properties: Set(info.properties.keys), except: inherited)
        }
        rows.sort { $0.0 < $1.0 }
        let body = rows.map { type, methods in
            "    \"\(type)\": [" + methods.map { "\"\($0)\"" }.joined(separator: ", ") + "],"
        }.joined(separator: "\n")
        return "// Written by glide port: what responds(to:) asks the Objective-C runtime, from the module's declarations"
            + " (the methods its #selectors name, by the class that declares them).\n"
            + "private let glideMethodTable = GlideMethodTable([\n" + (rows.isEmpty ? "    :" : body) + "\n])\n"
    }
}
