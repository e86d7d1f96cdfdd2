/// An unknown of a linear layout system: one edge, centre or dimension of a view.
///
/// A variable is a value with identity: copies of it are the same variable, while two variables
/// made separately are different even when they share a name. The name is for diagnostics only.
/// A solver knows a variable once a constraint or edit mentions it; its value is 0 until then.
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// The name used in descriptions and error messages, such as `"card.width"`.
    public let name: String
    private let identity = LayoutIdentity()

    /// A new variable, distinct from every other.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool {
        lhs.identity === rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    public var description: String { name.isEmpty ? "<unnamed variable>" : name }
}

/// The identity shared by the copies of a variable or a constraint. Its address is used only for
/// equality and hashing, never for ordering, so nothing a solver computes depends on it.
final class LayoutIdentity: Sendable {}
