import Testing
@testable import GlideCassowary
import GlideClock

/// The incremental paths (removal, constants changed in place, suggestions, refused additions)
/// against a solver that only ever added: after any sequence of operations the optimum must be
/// the one a fresh solver finds for the constraints in force. The optimal point may differ where
/// it is not unique; the optimal errors, priority by priority, may not.
@Suite struct CassowaryIncrementalTests {
    /// The summed violation of the optional constraints at each priority, highest first.
    static func errors(of constraints: [LayoutConstraint], in solver: CassowarySolver) -> [(Float, Double)] {
        var sums: [Float: Double] = [:]
        for constraint in constraints where !constraint.strength.isRequired {
            let residual = constraint.expression.value { solver.value(of: $0) }
            let violation: Double
            switch constraint.relation {
            case .equal: violation = abs(residual)
            case .lessThanOrEqual: violation = max(0, residual)
            case .greaterThanOrEqual: violation = max(0, -residual)
            }
            sums[constraint.strength.priority, default: 0] += violation
        }
        return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomOperationsKeepTheOptimumOfAFreshSolve(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let variables = (0..<10).map { LayoutVariable("v\($0)") }
        let edited = [variables[0], variables[5]]
        let editStrength = [LayoutStrength(900), LayoutStrength(300)]
        let priorities: [Float] = [100, 300, 500, 750, 900, 999]
        let solver = CassowarySolver()
        var active: [LayoutConstraint] = []
        var suggested: [Double] = [0, 0]
        for (variable, strength) in zip(edited, editStrength) { try solver.addEditVariable(variable, strength: strength) }

        func randomConstraint() -> LayoutConstraint {
            let a = variables.randomElement(using: &random)!
            let b = variables.randomElement(using: &random)!
            let constant = Double(Int.random(in: -300...300, using: &random))
            let relation = [LayoutRelation.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
            let strength =
                Int.random(in: 0..<10, using: &random) < 3
                ? LayoutStrength.required : LayoutStrength(priorities.randomElement(using: &random)!)
            let expression: LayoutExpression =
                switch Int.random(in: 0..<3, using: &random) {
                case 0: LayoutExpression(a)
                case 1: a - b
                default: a + 0.5 * b
                }
            return LayoutConstraint(expression: expression + constant, relation: relation, strength: strength)
        }

        var refused = 0
        for step in 1...400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let constraint = randomConstraint()
                do {
                    try solver.addConstraint(constraint)
                    active.append(constraint)
                } catch {
                    refused += 1
                }
            case 4..<6 where !active.isEmpty:
                try solver.removeConstraint(active.remove(at: Int.random(in: 0..<active.count, using: &random)))
            case 6..<8 where !active.isEmpty:
                let index = Int.random(in: 0..<active.count, using: &random)
                let constant = Double(Int.random(in: -300...300, using: &random))
                do {
                    active[index] = try solver.changeConstant(of: active[index], to: constant)
                } catch {
                    refused += 1
                }
            default:
                let which = Int.random(in: 0..<2, using: &random)
                suggested[which] = Double(Int.random(in: -400...400, using: &random))
                try solver.suggestValue(edited[which], suggested[which])
            }
            guard step % 10 == 0 else { continue }

            let violated = active.filter { $0.strength.isRequired && !$0.isSatisfied { solver.value(of: $0) } }
            #expect(violated.isEmpty, "step \(step): \(violated)")
            let fresh = CassowarySolver()
            let edits = zip(edited, suggested).enumerated().map {
                LayoutConstraint($0.element.0, .equal, $0.element.1, strength: editStrength[$0.offset])
            }
            for constraint in active + edits { try fresh.addConstraint(constraint) }
            let incremental = Self.errors(of: active + edits, in: solver)
            let reference = Self.errors(of: active + edits, in: fresh)
            #expect(incremental.map(\.0) == reference.map(\.0))
            #expect(
                zip(incremental, reference).allSatisfy { abs($0.1 - $1.1) < 1e-6 },
                "step \(step): \(incremental) vs \(reference)")
        }
        #expect(refused > 0 && active.count > 10)
    }
}
