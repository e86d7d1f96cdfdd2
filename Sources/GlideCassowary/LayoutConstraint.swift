/// The relation of a `LayoutConstraint`, named as `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Hashable, Sendable, CustomStringConvertible {
    /// `≤`
    case lessThanOrEqual
    /// `=`
    case equal
    /// `≥`
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression ⋈ 0` (⋈ one of `≤`, `=`, `≥`) with a strength.
///
/// A constraint is a value with identity, like `LayoutVariable`: a solver holds it by identity, so
/// copies are the same constraint and two constraints made separately are different even when they
/// read alike (adding both is not a duplicate). `LayoutConstraint(a, .equal, b + 20)` stores
/// `a - b - 20 == 0`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, constrained against 0.
    public let expression: LayoutExpression
    /// How `expression` compares with 0.
    public let relation: LayoutRelation
    /// Required, or the priority with which the solver tries to satisfy it.
    public let strength: LayoutStrength
    /// A name for messages, as `NSLayoutConstraint.identifier`.
    public let identifier: String?
    private let identity: LayoutIdentity

    /// The constraint `lhs ⋈ rhs`, such as `LayoutConstraint(width, .greaterThanOrEqual, 100)` or
    /// `LayoutConstraint(height, .equal, width * 0.5, strength: .defaultHigh)`.
    public init(
        _ lhs: some LayoutExpressionConvertible, _ relation: LayoutRelation, _ rhs: some LayoutExpressionConvertible,
        strength: LayoutStrength = .required, identifier: String? = nil
    ) {
        self.init(
            expression: lhs.layoutExpression - rhs.layoutExpression, relation: relation, strength: strength,
            identifier: identifier)
    }

    /// The constraint `expression ⋈ 0`.
    public init(
        expression: LayoutExpression, relation: LayoutRelation, strength: LayoutStrength = .required,
        identifier: String? = nil
    ) {
        self.init(expression: expression, relation: relation, strength: strength, identifier: identifier, identity: LayoutIdentity())
    }

    private init(
        expression: LayoutExpression, relation: LayoutRelation, strength: LayoutStrength, identifier: String?,
        identity: LayoutIdentity
    ) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.identifier = identifier
        self.identity = identity
    }

    /// The same constraint (same identity) with its expression's constant replaced; what
    /// `CassowarySolver.changeConstant(of:to:)` hands back.
    func withConstant(_ constant: Double) -> LayoutConstraint {
        var expression = expression
        expression.constant = constant
        return LayoutConstraint(
            expression: expression, relation: relation, strength: strength, identifier: identifier, identity: identity)
    }

    /// Whether the constraint holds, to within `CassowarySolver.epsilon`, when each variable has
    /// the value `value(variable)`.
    public func isSatisfied(_ value: (LayoutVariable) -> Double) -> Bool {
        let residual = expression.value(value)
        switch relation {
        case .lessThanOrEqual: return residual <= CassowarySolver.epsilon
        case .equal: return abs(residual) <= CassowarySolver.epsilon
        case .greaterThanOrEqual: return residual >= -CassowarySolver.epsilon
        }
    }

    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
        lhs.identity === rhs.identity
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    /// Such as `card.height - 0.5*card.width == 0 @750`, or `"aspect": card.height - … == 0`.
    public var description: String {
        var terms = expression
        terms.constant = 0
        let left = expression.terms.isEmpty ? "0" : terms.description
        let right = LayoutExpression.format(-expression.constant + 0)
        let text = "\(left) \(relation) \(right)" + (strength.isRequired ? "" : " @\(strength)")
        return identifier.map { "\"\($0)\": \(text)" } ?? text
    }
}
