/// One variable times a coefficient, a term of a `LayoutExpression`.
public struct LayoutTerm: Hashable, Sendable {
    /// The variable.
    public var variable: LayoutVariable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// The term `coefficient·variable`.
    public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Each variable appears at most once: terms for the same variable are added together and a term
/// whose coefficient becomes exactly zero is dropped. Terms keep the order in which their variables
/// first appeared, which is the order a solver meets them in (never a hash order).
public struct LayoutExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, one per variable, none with a zero coefficient.
    public private(set) var terms: [LayoutTerm]
    /// The constant added to the terms.
    public var constant: Double

    /// `Σ terms + constant`, with terms for the same variable combined.
    public init(terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = []
        self.constant = constant
        for term in terms { add(term.variable, term.coefficient) }
    }

    /// The expression `1·variable`.
    public init(_ variable: LayoutVariable) {
        self.init(terms: [LayoutTerm(variable)])
    }

    /// The constant expression `constant`.
    public init(_ constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The coefficient of `variable` (0 when it does not appear).
    public func coefficient(of variable: LayoutVariable) -> Double {
        terms.first { $0.variable == variable }?.coefficient ?? 0
    }

    /// The expression's value when each variable has the value `value(variable)`.
    public func value(_ value: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    private mutating func add(_ variable: LayoutVariable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append(LayoutTerm(variable, coefficient))
        }
    }

    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(LayoutExpression.format(magnitude))*"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return LayoutExpression.format(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + LayoutExpression.format(abs(constant)) }
        return text
    }

    /// `100` rather than `100.0`; other values as Swift prints them.
    package static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// Something that reads as a linear expression: a `LayoutExpression`, a `LayoutVariable`, or a
/// number (a constant expression). Lets `LayoutConstraint(width, .greaterThanOrEqual, 100)` read
/// as written.
public protocol LayoutExpressionConvertible {
    /// The value as a linear expression.
    var layoutExpression: LayoutExpression { get }
}

extension LayoutExpression: LayoutExpressionConvertible {
    public var layoutExpression: LayoutExpression { self }
}

extension LayoutVariable: LayoutExpressionConvertible {
    public var layoutExpression: LayoutExpression { LayoutExpression(self) }
}

extension Double: LayoutExpressionConvertible {
    public var layoutExpression: LayoutExpression { LayoutExpression(self) }
}

extension Int: LayoutExpressionConvertible {
    public var layoutExpression: LayoutExpression { LayoutExpression(Double(self)) }
}

// MARK: - Arithmetic
// Sums and differences of expressions, variables and constants; products and quotients by constants
// (a linear expression stays linear, so there is no product of two expressions).

extension LayoutExpression {
    public static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        lhs + -rhs
    }

    public static prefix func - (expression: LayoutExpression) -> LayoutExpression {
        expression * -1
    }

    public static func * (expression: LayoutExpression, factor: Double) -> LayoutExpression {
        LayoutExpression(
            terms: expression.terms.map { LayoutTerm($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor)
    }

    public static func * (factor: Double, expression: LayoutExpression) -> LayoutExpression {
        expression * factor
    }

    public static func / (expression: LayoutExpression, divisor: Double) -> LayoutExpression {
        expression * (1 / divisor)
    }

    public static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    public static func + (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { rhs + lhs }

    public static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }

    public static func - (lhs: Double, rhs: LayoutExpression) -> LayoutExpression { -rhs + lhs }

    public static func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs + LayoutExpression(rhs) }

    public static func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { LayoutExpression(lhs) + rhs }

    public static func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs - LayoutExpression(rhs) }

    public static func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression { LayoutExpression(lhs) - rhs }
}

extension LayoutVariable {
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(lhs) + LayoutExpression(rhs)
    }

    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(lhs) - LayoutExpression(rhs)
    }

    public static prefix func - (variable: LayoutVariable) -> LayoutExpression { LayoutExpression(variable) * -1 }

    public static func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) + rhs }

    public static func + (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(rhs) + lhs }

    public static func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) - rhs }

    public static func - (lhs: Double, rhs: LayoutVariable) -> LayoutExpression { lhs - LayoutExpression(rhs) }

    public static func * (variable: LayoutVariable, factor: Double) -> LayoutExpression { LayoutExpression(variable) * factor }

    public static func * (factor: Double, variable: LayoutVariable) -> LayoutExpression { LayoutExpression(variable) * factor }

    public static func / (variable: LayoutVariable, divisor: Double) -> LayoutExpression { LayoutExpression(variable) / divisor }
}
