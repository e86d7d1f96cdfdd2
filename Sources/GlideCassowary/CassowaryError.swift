/// Why a `CassowarySolver` refused a request. After any of them but `internalInconsistency` the
/// solver is exactly as it was before the call.
public enum CassowaryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already added.
    /// `conflicting` are those of them that, with it, admit no solution (the constraints whose
    /// markers carry the contradiction in the tableau), in the order they were added; UIKit's
    /// "Unable to simultaneously satisfy constraints" lists the same kind of set.
    case unsatisfiableConstraint(LayoutConstraint, conflicting: [LayoutConstraint])
    /// The constraint (this very one, by identity) has already been added.
    case duplicateConstraint(LayoutConstraint)
    /// The constraint has not been added, or has been removed.
    case unknownConstraint(LayoutConstraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(LayoutVariable)
    /// The variable is not an edit variable.
    case unknownEditVariable(LayoutVariable)
    /// Edit variables must be optional: a required edit would make every suggestion a hard
    /// constraint that may contradict the others.
    case requiredEditVariable(LayoutVariable)
    /// A pivot found no candidate where the algorithm guarantees one: a bug, not a property of
    /// the constraints.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicting):
            let list = conflicting.map { "\n  \($0)" }.joined()
            return "unsatisfiable required constraint \(constraint)"
                + (conflicting.isEmpty ? "" : "; it conflicts with:\(list)")
        case .duplicateConstraint(let constraint): return "constraint already added: \(constraint)"
        case .unknownConstraint(let constraint): return "constraint not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable): return "already an edit variable: \(variable)"
        case .unknownEditVariable(let variable): return "not an edit variable: \(variable)"
        case .requiredEditVariable(let variable): return "an edit variable cannot be required: \(variable)"
        case .internalInconsistency(let what): return "internal solver inconsistency: \(what)"
        }
    }
}
