/// How strongly a constraint holds: UIKit's `UILayoutPriority`, a number from 1 to 1000.
///
/// **Required (1000).** The constraint must hold. In the solver it is a hard row of the tableau
/// with no error variables; adding one that cannot hold together with the other required
/// constraints throws `CassowaryError.unsatisfiableConstraint`.
///
/// **Optional (1 up to 999, fractions allowed).** The solver minimises how far the constraint is
/// violated: an `==` gets two error variables (`e⁺`, `e⁻`, the amounts above and below), a `≤` or `≥`
/// one (the amount by which it fails). Errors are weighted by *symbolic weights*, as in the
/// original Cassowary paper (Badros, Borning & Stuckey 2001, §2): every distinct priority is one
/// level of the objective, the objective is the vector of the levels' summed errors, from the
/// highest priority down, and vectors are compared lexicographically. So an improvement at
/// priority 999 is worth more than any amount at 998, however many constraints of priority 998
/// there are and however large their errors: a lower priority never outweighs a higher one, which
/// is how Auto Layout documents priorities ("satisfy all constraints in priority order from highest
/// to lowest"). Within one priority, errors add up with equal weight (the sum of the absolute
/// violations).
///
/// kiwi instead folds its strengths into one `Double` weight (strong 10⁶, medium 10³, weak 1),
/// where a thousand weak errors can outweigh a medium one; with 999 levels a single `Double` could
/// not keep them apart (it would need weights up to 10^(3·999)), hence the vector objective.
public struct LayoutStrength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The priority, between 1 and 1000; 1000 is required.
    public let priority: Float

    /// The strength of `priority`, clamped into 1…1000 (NaN counts as 1, the weakest).
    public init(_ priority: Float) {
        self.priority = priority.isNaN ? 1 : min(max(priority, 1), 1000)
    }

    /// UIKit's `.required`: the constraint must hold.
    public static let required = LayoutStrength(1000)
    /// UIKit's `.defaultHigh` (750), a button's content compression resistance.
    public static let defaultHigh = LayoutStrength(750)
    /// UIKit's `.defaultLow` (250), a button's content hugging.
    public static let defaultLow = LayoutStrength(250)
    /// UIKit's `.fittingSizeLevel` (50), what `systemLayoutSizeFitting` uses to pull towards a size.
    public static let fittingSizeLevel = LayoutStrength(50)

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority >= 1000 }

    public static func < (lhs: LayoutStrength, rhs: LayoutStrength) -> Bool { lhs.priority < rhs.priority }

    public var description: String {
        isRequired ? "required" : LayoutExpression.format(Double(priority))
    }
}
