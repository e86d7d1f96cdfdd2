/// What Glide itself declares, read from a table generated from its sources (`GlideDeclarations+Table.swift`): the
/// public types of the modules `GlideUIKit` re-exports, what each inherits or conforms to, and its members with their
/// types. The porter asks it what a UIKit name is in Glide (is `UIPresentationController` a layer? does the transition
/// context declare `view(forKey:)`? what type does `viewController(forKey:)` return?).
enum GlideDeclarations {
    /// A type: its kind (`class`, `protocol`, `struct`, `enum`, `extension` for a type Glide only extends), what it
    /// inherits, and its members: methods by full name (`view(forKey:)`) and properties by name, with their types.
    struct TypeInfo {
        var kind: String
        var inherits: [String] = []
        var methods: [String: String] = [:]
        var properties: [String: String] = [:]
        var staticMethods: [String: String] = [:]
        var staticProperties: [String: String] = [:]
        var initializers: Set<String> = []
    }

    /// The table, parsed once.
    static let types: [String: TypeInfo] = {
        var result: [String: TypeInfo] = [:]
        var current: String?
        for line in table.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.first == " " {
                guard let owner = current else { continue }
                let body = line.dropFirst()
                let tag = body.first
                let rest = String(body.dropFirst(2))
                switch tag {
                case "f", "F":
                    let (name, type) = split(rest, by: " -> ")
                    if tag == "f" { result[owner]?.methods[name] = type ?? "Void" } else { result[owner]?.staticMethods[name] = type ?? "Void" }
                case "v", "V":
                    let (name, type) = split(rest, by: ": ")
                    if tag == "v" { result[owner]?.properties[name] = type ?? "?" } else { result[owner]?.staticProperties[name] = type ?? "?" }
                case "i":
                    result[owner]?.initializers.insert(rest)
                default: break
                }
            } else {
                let (head, inherits) = split(String(line), by: ": ")
                let parts = head.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                let inherited = inherits.map { $0.split(separator: ",").map { StaticTypes.trimmingSpaces($0) } } ?? []
                result[parts[1]] = TypeInfo(kind: parts[0], inherits: inherited)
                current = parts[1]
            }
        }
        return result
    }()

    private static func split(_ text: String, by separator: String) -> (String, String?) {
        guard let range = text.firstRange(of: separator) else { return (text, nil) }
        return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
    }

    /// The superclass of a Glide class (the first inherited name that is a class, or `NSObject`).
    static func superclass(of name: String) -> String? {
        guard let info = types[name], info.kind == "class" else { return nil }
        return info.inherits.first { types[$0]?.kind == "class" || $0 == "NSObject" }
    }

    /// Whether the Glide class `name` is `ancestor` or inherits from it.
    static func isClass(_ name: String, kindOf ancestor: String) -> Bool {
        var current: String? = name
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            if type == ancestor { return true }
            current = superclass(of: type)
        }
        return false
    }
}
