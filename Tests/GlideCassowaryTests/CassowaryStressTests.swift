import Testing
@testable import GlideCassowary
import GlideClock

/// A system whose required part has exactly one solution, `hidden`: a spanning tree of equalities
/// `xᵢ = a·xⱼ + b` from a pinned `x₀`, required inequalities that `hidden` satisfies (some tight),
/// and optional constraints at assorted priorities pulling elsewhere, which must all lose.
struct HiddenSolutionSystem {
    let variables: [LayoutVariable]
    let hidden: [Double]
    let equalities: [LayoutConstraint]
    let inequalities: [LayoutConstraint]
    let optional: [LayoutConstraint]

    var all: [LayoutConstraint] { equalities + inequalities + optional }

    init(variables count: Int, inequalities inequalityCount: Int, optional optionalCount: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<count).map { LayoutVariable("x\($0)") }
        let hidden = (0..<count).map { _ in Double(Int.random(in: -500...500, using: &random)) }
        var equalities = [LayoutConstraint(variables[0], .equal, hidden[0])]
        for i in 1..<count {
            let j = Int.random(in: 0..<i, using: &random)
            let a = [-2, -1, 0.5, 1, 2, 3][Int.random(in: 0..<6, using: &random)]
            equalities.append(LayoutConstraint(variables[i], .equal, a * variables[j] + (hidden[i] - a * hidden[j])))
        }
        var inequalities: [LayoutConstraint] = []
        for _ in 0..<inequalityCount {
            let i = Int.random(in: 0..<count, using: &random)
            let k = Int.random(in: 0..<count, using: &random)
            let slack = Double(Int.random(in: 0...5, using: &random))
            let bound = hidden[i] - hidden[k] + slack
            inequalities.append(
                Bool.random(using: &random)
                    ? LayoutConstraint(variables[i] - variables[k], .lessThanOrEqual, bound)
                    : LayoutConstraint(variables[k] - variables[i], .greaterThanOrEqual, -bound))
        }
        var optional: [LayoutConstraint] = []
        for _ in 0..<optionalCount {
            let i = Int.random(in: 0..<count, using: &random)
            let k = Int.random(in: 0..<count, using: &random)
            let strength = LayoutStrength(Float(Int.random(in: 1...999, using: &random)))
            let target = Double(Int.random(in: -1000...1000, using: &random))
            let relation = [LayoutRelation.lessThanOrEqual, .equal, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
            optional.append(LayoutConstraint(variables[i] + variables[k], relation, target, strength: strength))
        }
        self.variables = variables
        self.hidden = hidden
        self.equalities = equalities
        self.inequalities = inequalities
        self.optional = optional
    }
}

@Suite struct CassowaryStressTests {
    @Test func aChainOfThreeHundredSpacedVariables() throws {
        let solver = CassowarySolver()
        let xs = (0..<300).map { LayoutVariable("x\($0)") }
        let origin = LayoutConstraint(xs[0], .equal, 0)
        try solver.addConstraint(origin)
        var spacings: [LayoutConstraint] = []
        for i in 1..<xs.count {
            let spacing = LayoutConstraint(xs[i], .greaterThanOrEqual, xs[i - 1] + 2)
            spacings.append(spacing)
            try solver.addConstraint(spacing)
            try solver.addConstraint(LayoutConstraint(xs[i], .equal, 0, strength: .defaultLow))
        }
        #expect(xs.indices.allSatisfy { solver.value(of: xs[$0]) == Double(2 * $0) })

        // A stronger pull on the last one stretches only the last gap.
        try solver.addConstraint(LayoutConstraint(xs[299], .equal, 1000, strength: .defaultHigh))
        #expect(solver.value(of: xs[299]) == 1000 && solver.value(of: xs[298]) == 596)

        // Cut the chain at 150: x150…x298, no longer held from below, centre on 0 (at one
        // priority the sum of |xᵢ| is least when the median, x224, is 0).
        try solver.removeConstraint(spacings[149])
        #expect((0..<150).allSatisfy { solver.value(of: xs[$0]) == Double(2 * $0) })
        #expect((150..<299).allSatisfy { solver.value(of: xs[$0]) == Double(2 * ($0 - 224)) })

        // Move the origin in place.
        try solver.changeConstant(of: origin, to: -10)
        #expect((0..<150).allSatisfy { solver.value(of: xs[$0]) == Double(10 + 2 * $0) })
        #expect(solver.value(of: xs[299]) == 1000)
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aHiddenSolutionIsFoundAndKept(seed: UInt64) throws {
        let system = HiddenSolutionSystem(variables: 150, inequalities: 150, optional: 150, seed: seed)
        var random = SplitMix64(seed: seed &+ 100)
        let solver = CassowarySolver()
        for constraint in system.all.shuffled(using: &random) { try solver.addConstraint(constraint) }
        expectHidden(system, in: solver)

        // Unsatisfiable additions throw and leave the solution where it was.
        for (index, variable) in system.variables.enumerated().shuffled(using: &random).prefix(10) {
            let impossible = LayoutConstraint(variable, .greaterThanOrEqual, system.hidden[index] + 1)
            #expect(throws: CassowaryError.self) { try solver.addConstraint(impossible) }
        }
        expectHidden(system, in: solver)

        // Take away the optional constraints and the inequalities, then the tree, in shuffled orders.
        for constraint in (system.optional + system.inequalities).shuffled(using: &random) {
            try solver.removeConstraint(constraint)
        }
        expectHidden(system, in: solver)
        for constraint in system.equalities.shuffled(using: &random) { try solver.removeConstraint(constraint) }
        #expect(system.variables.allSatisfy { solver.value(of: $0) == 0 })
        #expect(solver.debugDescription.isEmpty)

        // And it all goes back in, in another order.
        for constraint in system.all.shuffled(using: &random) { try solver.addConstraint(constraint) }
        expectHidden(system, in: solver)
    }

    @Test func manySuggestionsAcrossManyConstraints() throws {
        // A slider of 100 segments: segment i's end is at least 3 beyond its start, the whole
        // fits in 0…1000, and the dragged knob (an edit variable) drags the segments after it.
        let solver = CassowarySolver()
        let ends = (0..<100).map { LayoutVariable("end\($0)") }
        try solver.addConstraint(LayoutConstraint(ends[0], .greaterThanOrEqual, 0))
        for i in 1..<ends.count {
            try solver.addConstraint(LayoutConstraint(ends[i], .greaterThanOrEqual, ends[i - 1] + 3))
            try solver.addConstraint(LayoutConstraint(ends[i], .equal, ends[i - 1] + 3, strength: .defaultLow))
        }
        try solver.addConstraint(LayoutConstraint(ends[99], .lessThanOrEqual, 1000))
        let knob = ends[40]
        try solver.addEditVariable(knob, strength: LayoutStrength(999))
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let target = Double(Int.random(in: -200...1200, using: &random))
            try solver.suggestValue(knob, target)
            // Feasible positions of end40 are 120…(1000 - 59·3) = 823.
            let expected = min(max(target, 120), 823)
            #expect(solver.value(of: knob) == expected)
            #expect(solver.value(of: ends[41]) == expected + 3)
            #expect(solver.value(of: ends[99]) == expected + 177)
        }
    }

    private func expectHidden(_ system: HiddenSolutionSystem, in solver: CassowarySolver, sourceLocation: SourceLocation = #_sourceLocation) {
        let worst = zip(system.variables, system.hidden).map { abs(solver.value(of: $0) - $1) }.max() ?? 0
        #expect(worst < 1e-6, "largest deviation from the hidden solution", sourceLocation: sourceLocation)
        let violated = (system.equalities + system.inequalities).filter { !$0.isSatisfied { solver.value(of: $0) } }
        #expect(violated.isEmpty, "\(violated.prefix(3))", sourceLocation: sourceLocation)
    }
}
