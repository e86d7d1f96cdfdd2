import Testing
@testable import GlideCassowary
import GlideClock

/// Swift randomises `Dictionary` and `Set` iteration per process and per instance; the solver must
/// not let that reach its pivots. These tests run systems with many optimal solutions (ties
/// everywhere), where any hash-ordered choice would show.
@Suite struct CassowaryDeterminismTests {
    /// A script of adds, refusals, suggestions, constant changes and removals on a system whose
    /// optimum is not unique. Returns the bit patterns of every value after each phase.
    static func degenerateScript(_ solver: CassowarySolver) throws -> [UInt64] {
        let system = HiddenSolutionSystem(variables: 60, inequalities: 80, optional: 120, seed: 42)
        var bits: [UInt64] = []
        func record() { bits += system.variables.map { solver.value(of: $0).bitPattern } }

        // Without the spanning tree of equalities the required part leaves freedom, and the
        // optional constraints (many sharing a priority) have many optima.
        var random = SplitMix64(seed: 9)
        let required = system.inequalities + system.equalities.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        for constraint in (required + system.optional).shuffled(using: &random) { try solver.addConstraint(constraint) }
        record()
        // Ties at one priority: pairs pulled towards sums they cannot both reach.
        for i in stride(from: 0, to: 60, by: 2) {
            let a = system.variables[i]
            let b = system.variables[i + 1]
            try solver.addConstraint(LayoutConstraint(a + b, .equal, 100, strength: LayoutStrength(600)))
            try solver.addConstraint(LayoutConstraint(a - b, .equal, 30, strength: LayoutStrength(600)))
            try solver.addConstraint(LayoutConstraint(a, .equal, 0, strength: LayoutStrength(600)))
        }
        record()
        _ = try? solver.addConstraint(LayoutConstraint(system.variables[0], .equal, system.hidden[0] + 1))
        try solver.addEditVariable(system.variables[7], strength: LayoutStrength(900))
        for step in 0..<40 {
            try solver.suggestValue(system.variables[7], Double(step * 13 % 400) - 200)
            if step % 8 == 0 { record() }
        }
        try solver.changeConstant(of: system.inequalities[3], to: system.inequalities[3].expression.constant - 7)
        for constraint in system.optional.prefix(60) { try solver.removeConstraint(constraint) }
        try solver.removeEditVariable(system.variables[7])
        record()
        return bits
    }

    /// FNV-1a over the bit patterns: one number that pins every value.
    static func digest(_ bits: [UInt64]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in bits {
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ ((word >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    @Test func theSameCallsGiveBitIdenticalResultsInEverySolver() throws {
        var results: [[UInt64]] = []
        var tableaus: [String] = []
        var ballast: [[LayoutVariable: Int]] = []
        for round in 0..<4 {
            // Shift the heap between solvers, so their dictionaries get other addresses and seeds.
            ballast.append(Dictionary(uniqueKeysWithValues: (0..<(round * 37 + 5)).map { (LayoutVariable("b\($0)"), $0) }))
            let solver = CassowarySolver()
            results.append(try Self.degenerateScript(solver))
            tableaus.append(solver.debugDescription)
        }
        #expect(ballast.count == 4)
        #expect(results.allSatisfy { $0 == results[0] })
        #expect(tableaus.allSatisfy { $0 == tableaus[0] })
    }

    @Test func theSameResultsInEveryProcess() throws {
        // Pinned values: another process (another hash seed) or another machine must give these
        // bits. A deliberate change to the pivoting rules changes them; nothing else may.
        let x = LayoutVariable("x")
        let y = LayoutVariable("y")
        let solver = CassowarySolver()
        try solver.add(
            LayoutConstraint(x + y, .equal, 100),
            LayoutConstraint(x, .greaterThanOrEqual, 0),
            LayoutConstraint(y, .greaterThanOrEqual, 0),
            LayoutConstraint(x, .equal, 70, strength: .defaultLow),
            LayoutConstraint(y, .equal, 70, strength: .defaultLow))
        // Any x in 30…70 is optimal (total error 40); the solver's rules pick one.
        #expect(solver.value(of: x) == 70 && solver.value(of: y) == 30)

        let digest = Self.digest(try Self.degenerateScript(CassowarySolver()))
        #expect(digest == 0x30AA_C995_2C0E_BD70, "digest \(String(digest, radix: 16))")
    }

    @Test func insertionOrderDoesNotChangeAUniqueSolution() throws {
        let container = LayoutBox("container")
        let card = LayoutBox("card")
        let constraints = [
            LayoutConstraint(container.left, .equal, 0),
            LayoutConstraint(container.top, .equal, 0),
            LayoutConstraint(container.width, .equal, 390),
            LayoutConstraint(container.height, .equal, 844),
            LayoutConstraint(card.left, .equal, container.left + 20),
            LayoutConstraint(container.right, .equal, card.right + 20),
            LayoutConstraint(card.top, .equal, container.top + 100),
            LayoutConstraint(card.height, .equal, 0.5 * card.width),
            LayoutConstraint(card.height, .lessThanOrEqual, 400),
            LayoutConstraint(card.width, .equal, 10, strength: .defaultLow),
        ]
        var random = SplitMix64(seed: 5)
        for _ in 0..<50 {
            let solver = CassowarySolver()
            for constraint in constraints.shuffled(using: &random) { try solver.addConstraint(constraint) }
            #expect(card.frame(in: solver) == [20, 100, 350, 175])
            #expect(container.frame(in: solver) == [0, 0, 390, 844])
        }

        let system = HiddenSolutionSystem(variables: 80, inequalities: 80, optional: 80, seed: 11)
        var solutions: [[Double]] = []
        for _ in 0..<5 {
            let solver = CassowarySolver()
            for constraint in system.all.shuffled(using: &random) { try solver.addConstraint(constraint) }
            solutions.append(system.variables.map(solver.value(of:)))
        }
        for solution in solutions {
            #expect(zip(solution, system.hidden).allSatisfy { abs($0 - $1) < 1e-9 })
        }
    }
}
