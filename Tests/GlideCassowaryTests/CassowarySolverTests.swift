import Testing
@testable import GlideCassowary

/// A view's frame as four solver variables, the way the UIKit layer will model it.
struct LayoutBox {
    let left: LayoutVariable
    let top: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ name: String) {
        left = LayoutVariable("\(name).left")
        top = LayoutVariable("\(name).top")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    var right: LayoutExpression { left + width }
    var bottom: LayoutExpression { top + height }

    /// `[x, y, width, height]`.
    func frame(in solver: CassowarySolver) -> [Double] {
        [left, top, width, height].map(solver.value(of:))
    }
}

extension CassowarySolver {
    func add(_ constraints: LayoutConstraint...) throws {
        for constraint in constraints { try addConstraint(constraint) }
    }
}

@Suite struct CassowarySolverTests {
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    let z = LayoutVariable("z")

    // MARK: Equalities and inequalities

    @Test func equalitiesDetermineTheValues() throws {
        let solver = CassowarySolver()
        try solver.add(
            LayoutConstraint(x + y, .equal, 20),
            LayoutConstraint(x, .equal, 5),
            LayoutConstraint(z, .equal, 2 * y - x))
        #expect(solver.value(of: x) == 5 && solver.value(of: y) == 15 && solver.value(of: z) == 25)
        #expect(solver.value(of: LayoutVariable("unknown")) == 0)
    }

    @Test func inequalitiesBoundWhatWeakerConstraintsPull() throws {
        let solver = CassowarySolver()
        let keepXLow = LayoutConstraint(x, .equal, 0, strength: .defaultHigh)
        try solver.add(
            LayoutConstraint(x, .greaterThanOrEqual, 10),
            keepXLow,
            LayoutConstraint(y, .lessThanOrEqual, x + 5),
            LayoutConstraint(y, .equal, 100, strength: .defaultLow))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)

        // With x held only at priority 1, y's wish at 250 now comes first and pushes x up.
        try solver.removeConstraint(keepXLow)
        try solver.addConstraint(LayoutConstraint(x, .equal, 0, strength: LayoutStrength(1)))
        #expect(solver.value(of: x) == 95 && solver.value(of: y) == 100)
    }

    @Test func anInequalityThatHoldsChangesNothing() throws {
        let solver = CassowarySolver()
        try solver.add(LayoutConstraint(x, .equal, 40, strength: .defaultLow), LayoutConstraint(x, .lessThanOrEqual, 100))
        #expect(solver.value(of: x) == 40)
    }

    // MARK: Priorities

    @Test func aRequiredMinimumBeatsAWeakPreference() throws {
        let solver = CassowarySolver()
        let width = LayoutVariable("width")
        try solver.add(
            LayoutConstraint(width, .greaterThanOrEqual, 100),
            LayoutConstraint(width, .equal, 50, strength: .fittingSizeLevel))
        #expect(solver.value(of: width) == 100)
    }

    @Test func theHigherOfTwoConflictingPrioritiesWinsExactly() throws {
        for (high, low) in [(750, 749), (749, 750), (2, 1), (999, 998)] as [(Float, Float)] {
            for reversed in [false, true] {
                let solver = CassowarySolver()
                let wants100 = LayoutConstraint(x, .equal, 100, strength: LayoutStrength(high))
                let wants200 = LayoutConstraint(x, .equal, 200, strength: LayoutStrength(low))
                try solver.add(contentsOf: reversed ? [wants200, wants100] : [wants100, wants200])
                #expect(solver.value(of: x) == (high > low ? 100 : 200))
            }
        }
    }

    @Test func noAmountOfALowerPriorityOutweighsAHigherOne() throws {
        // Fifty constraints at 750, with errors of 100 each, lose to one at 751 (kiwi's single
        // weights would let them win).
        let solver = CassowarySolver()
        try solver.addConstraint(LayoutConstraint(x, .equal, 100, strength: LayoutStrength(751)))
        for _ in 0..<50 { try solver.addConstraint(LayoutConstraint(x, .equal, 200, strength: LayoutStrength(750))) }
        #expect(solver.value(of: x) == 100)

        // The same through a sum: 999 wants x + y == 10 (a small error would cost little), 998 wants
        // x == 1000 and y == 1000 with weight 2; 999 still holds exactly.
        let sum = CassowarySolver()
        try sum.add(
            LayoutConstraint(x + y, .equal, 10, strength: LayoutStrength(999)),
            LayoutConstraint(x, .equal, 1000, strength: LayoutStrength(998)),
            LayoutConstraint(2 * y, .equal, 2000, strength: LayoutStrength(998)))
        #expect(sum.value(of: x) + sum.value(of: y) == 10)
        #expect(sum.value(of: y) == 1000)
    }

    @Test func withinOnePriorityTheErrorsAddUp() throws {
        // |x - 100| + |x - 200| + |x - 600| is least at the median.
        let solver = CassowarySolver()
        for target in [100.0, 600, 200] {
            try solver.addConstraint(LayoutConstraint(x, .equal, target, strength: LayoutStrength(500)))
        }
        #expect(solver.value(of: x) == 200)
    }

    @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
        let solver = CassowarySolver()
        try solver.add(
            LayoutConstraint(x, .equal, 1, strength: LayoutStrength(500)),
            LayoutConstraint(x, .equal, 2, strength: LayoutStrength(500.5)))
        #expect(solver.value(of: x) == 2)
    }

    // MARK: Edit variables

    @Test func aDraggedValueFollowsSuggestionsWithinItsBounds() throws {
        let solver = CassowarySolver()
        let handle = LayoutVariable("handle")
        let label = LayoutVariable("label")
        try solver.add(
            LayoutConstraint(handle, .greaterThanOrEqual, 0),
            LayoutConstraint(handle, .lessThanOrEqual, 300),
            LayoutConstraint(label, .equal, handle + 10),
            LayoutConstraint(handle, .equal, 150, strength: .defaultLow))
        #expect(solver.value(of: handle) == 150)

        try solver.addEditVariable(handle, strength: LayoutStrength(999))
        #expect(solver.hasEditVariable(handle))
        #expect(solver.value(of: handle) == 0)  // an edit starts at 0, and 999 beats 250
        var position = 0.0
        for step in 0..<120 {
            position = Double(step * 7 - 200)  // from -200 to 633
            try solver.suggestValue(handle, position)
            let expected = min(max(position, 0), 300)
            #expect(solver.value(of: handle) == expected)
            #expect(solver.value(of: label) == expected + 10)
        }
        for target in [120.0, 120, -3, 299.5, 42.25] {
            try solver.suggestValue(handle, target)
            #expect(solver.value(of: handle) == min(max(target, 0), 300))
        }

        try solver.removeEditVariable(handle)
        #expect(!solver.hasEditVariable(handle))
        #expect(solver.value(of: handle) == 150 && solver.value(of: label) == 160)
    }

    @Test func twoEditVariablesAtDifferentPriorities() throws {
        // A width dragged by a weak and a strong edit at once: the strong edit wins, the weak one
        // takes what is left.
        let solver = CassowarySolver()
        let left = LayoutVariable("left")
        let right = LayoutVariable("right")
        try solver.add(LayoutConstraint(right, .greaterThanOrEqual, left + 50))
        try solver.addEditVariable(left, strength: .defaultHigh)
        try solver.addEditVariable(right, strength: .defaultLow)
        try solver.suggestValue(left, 100)
        try solver.suggestValue(right, 120)
        #expect(solver.value(of: left) == 100 && solver.value(of: right) == 150)
        try solver.suggestValue(right, 400)
        #expect(solver.value(of: left) == 100 && solver.value(of: right) == 400)
        try solver.suggestValue(left, 380)
        #expect(solver.value(of: left) == 380 && solver.value(of: right) == 430)
    }

    @Test func editVariableMisuseThrows() throws {
        let solver = CassowarySolver()
        #expect(throws: CassowaryError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.suggestValue(x, 1) }
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(throws: CassowaryError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .defaultLow) }
        try solver.suggestValue(x, 12)
        #expect(solver.value(of: x) == 12)
    }

    // MARK: Removing constraints

    @Test func removingAConstraintRestoresThePreviousSolution() throws {
        let solver = CassowarySolver()
        try solver.add(
            LayoutConstraint(x, .greaterThanOrEqual, 10),
            LayoutConstraint(y, .equal, x + 20),
            LayoutConstraint(x, .equal, 30, strength: .defaultLow),
            LayoutConstraint(z, .lessThanOrEqual, y),
            LayoutConstraint(z, .equal, 1000, strength: .fittingSizeLevel))
        let before = [x, y, z].map(solver.value(of:))
        #expect(before == [30, 50, 50])

        let stronger = LayoutConstraint(x, .equal, 75, strength: .defaultHigh)
        let cap = LayoutConstraint(z, .lessThanOrEqual, 12)
        try solver.add(stronger, cap)
        #expect([x, y, z].map(solver.value(of:)) == [75, 95, 12])

        try solver.removeConstraint(stronger)
        #expect([x, y, z].map(solver.value(of:)) == [30, 50, 12])
        try solver.removeConstraint(cap)
        #expect([x, y, z].map(solver.value(of:)) == before)
        #expect(!solver.hasConstraint(stronger) && !solver.hasConstraint(cap))
    }

    @Test func removingARequiredConstraintFreesItsVariables() throws {
        let solver = CassowarySolver()
        let pin = LayoutConstraint(x, .equal, 10)
        try solver.add(pin, LayoutConstraint(y, .equal, 2 * x), LayoutConstraint(x, .equal, 4, strength: .defaultLow))
        #expect(solver.value(of: y) == 20)
        try solver.removeConstraint(pin)
        #expect(solver.value(of: x) == 4 && solver.value(of: y) == 8)
        try solver.addConstraint(pin)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 20)
    }

    @Test func duplicateAndUnknownConstraintsThrow() throws {
        let solver = CassowarySolver()
        let c = LayoutConstraint(x, .equal, 1)
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        #expect(throws: CassowaryError.duplicateConstraint(c)) { try solver.addConstraint(c) }
        let lookalike = LayoutConstraint(x, .equal, 1)
        #expect(!solver.hasConstraint(lookalike))
        #expect(throws: CassowaryError.unknownConstraint(lookalike)) { try solver.removeConstraint(lookalike) }
        try solver.addConstraint(lookalike)  // the same equation again is redundant, not a duplicate
        try solver.removeConstraint(c)
        #expect(throws: CassowaryError.unknownConstraint(c)) { try solver.removeConstraint(c) }
        #expect(solver.value(of: x) == 1)
    }

    // MARK: Unsatisfiable constraints

    @Test func anUnsatisfiableEqualityThrowsNamingTheConflict() throws {
        let solver = CassowarySolver()
        let ten = LayoutConstraint(x, .equal, 10, identifier: "ten")
        let unrelated = LayoutConstraint(z, .equal, 3)
        try solver.add(ten, unrelated, LayoutConstraint(y, .equal, 1, strength: .defaultLow))
        let before = solver.debugDescription
        let twenty = LayoutConstraint(x, .equal, 20, identifier: "twenty")
        #expect(throws: CassowaryError.unsatisfiableConstraint(twenty, conflicting: [ten])) {
            try solver.addConstraint(twenty)
        }
        #expect(!solver.hasConstraint(twenty))
        #expect(solver.debugDescription == before)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 1 && solver.value(of: z) == 3)

        // Still usable: swap the pins.
        try solver.removeConstraint(ten)
        try solver.addConstraint(twenty)
        #expect(solver.value(of: x) == 20)
    }

    @Test func aContradictionThroughAChainNamesTheChainOnly() throws {
        let solver = CassowarySolver()
        let a = LayoutConstraint(x, .greaterThanOrEqual, 0, identifier: "x >= 0")
        let b = LayoutConstraint(y, .equal, x + 10, identifier: "y = x + 10")
        let c = LayoutConstraint(z, .greaterThanOrEqual, y + 10, identifier: "z >= y + 10")
        let unrelated = LayoutConstraint(LayoutVariable("w"), .lessThanOrEqual, 7)
        try solver.add(a, unrelated, b, c, LayoutConstraint(z, .equal, 50, strength: .defaultHigh))
        let before = solver.debugDescription
        let values = [x, y, z].map(solver.value(of:))

        let cap = LayoutConstraint(z, .lessThanOrEqual, 15, identifier: "z <= 15")
        do {
            try solver.addConstraint(cap)
            Issue.record("z <= 15 contradicts z >= x + 20 with x >= 0")
        } catch {
            #expect(error == .unsatisfiableConstraint(cap, conflicting: [a, b, c]))
            #expect(error.description.contains("\"z <= 15\"") && error.description.contains("\"y = x + 10\""))
        }
        #expect(solver.debugDescription == before)
        #expect([x, y, z].map(solver.value(of:)) == values)

        let roomy = LayoutConstraint(z, .lessThanOrEqual, 35)
        try solver.addConstraint(roomy)
        #expect(solver.value(of: z) == 35)
    }

    @Test func aFailedAddForgetsTheVariablesItIntroduced() throws {
        // After the failure the solver behaves exactly like one that never saw the attempt.
        let tried = CassowarySolver()
        let fresh = CassowarySolver()
        let newcomer = LayoutVariable("newcomer")
        for solver in [tried, fresh] { try solver.add(LayoutConstraint(x, .equal, 1), LayoutConstraint(y, .equal, 2)) }
        #expect(throws: CassowaryError.self) {
            try tried.addConstraint(LayoutConstraint(x + 0 * newcomer, .equal, y))
        }
        #expect(tried.debugDescription == fresh.debugDescription)
        for solver in [tried, fresh] {
            try solver.add(LayoutConstraint(newcomer, .equal, x + y), LayoutConstraint(z, .equal, 5, strength: .defaultLow))
        }
        #expect(tried.debugDescription == fresh.debugDescription)
        #expect(tried.updateVariables() == fresh.updateVariables())
    }

    // MARK: Changing a constant in place

    @Test func changingAConstantMovesTheSolution() throws {
        let solver = CassowarySolver()
        let gap = LayoutConstraint(y, .equal, x + 20)
        try solver.add(LayoutConstraint(x, .equal, 10), gap, LayoutConstraint(z, .greaterThanOrEqual, y))
        #expect(solver.value(of: y) == 30 && solver.value(of: z) == 30)
        let wider = try solver.changeConstant(of: gap, to: -45)
        #expect(wider == gap && wider.expression.constant == -45)
        #expect(solver.value(of: y) == 55 && solver.value(of: z) == 55)
        try solver.changeConstant(of: gap, to: 0)
        #expect(solver.value(of: y) == 10)
        try solver.removeConstraint(gap)
        #expect(throws: CassowaryError.unknownConstraint(gap)) { try solver.changeConstant(of: gap, to: 1) }
    }

    @Test func changingAnOptionalConstantFollowsItsPriority() throws {
        let solver = CassowarySolver()
        let preferred = LayoutConstraint(x, .equal, 100, strength: .defaultLow)
        try solver.add(preferred, LayoutConstraint(x, .lessThanOrEqual, 300))
        for target in [150.0, 280, 350, 20] {
            try solver.changeConstant(of: preferred, to: -target)
            #expect(solver.value(of: x) == min(target, 300))
        }
        let atLeast = LayoutConstraint(x, .greaterThanOrEqual, 50, strength: .defaultHigh)
        try solver.addConstraint(atLeast)
        #expect(solver.value(of: x) == 50)
        try solver.changeConstant(of: atLeast, to: -10)
        #expect(solver.value(of: x) == 20)
    }

    @Test func anImpossibleConstantThrowsAndChangesNothing() throws {
        let solver = CassowarySolver()
        let floor = LayoutConstraint(x, .greaterThanOrEqual, 0, identifier: "floor")
        let ceiling = LayoutConstraint(x, .lessThanOrEqual, 100, identifier: "ceiling")
        try solver.add(floor, ceiling, LayoutConstraint(x, .equal, 60, strength: .defaultLow))
        let before = solver.debugDescription
        do {
            try solver.changeConstant(of: ceiling, to: 10)  // x <= -10
            Issue.record("x <= -10 contradicts x >= 0")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflicting) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(constraint == ceiling && constraint.expression.constant == 10 && conflicting == [floor])
        }
        #expect(solver.debugDescription == before && solver.value(of: x) == 60)
        try solver.changeConstant(of: ceiling, to: -40)
        #expect(solver.value(of: x) == 40)
    }

    @Test func aRedundantEqualityCannotTakeAnotherConstant() throws {
        // x == 10, y == 10 and x == y: the third is implied (its dummy is basic in an all-dummy
        // row); x == y + 5 contradicts the other two.
        let solver = CassowarySolver()
        let pinX = LayoutConstraint(x, .equal, 10)
        let pinY = LayoutConstraint(y, .equal, 10)
        let same = LayoutConstraint(x, .equal, y)
        try solver.add(pinX, pinY, same)
        let before = solver.debugDescription
        #expect(throws: CassowaryError.unsatisfiableConstraint(same.withConstant(-5), conflicting: [pinX, pinY])) {
            try solver.changeConstant(of: same, to: -5)
        }
        #expect(solver.debugDescription == before)
        try solver.removeConstraint(pinY)
        try solver.changeConstant(of: same, to: -5)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 5)
    }

    // MARK: A typical Auto Layout system

    @Test func aCardInAContainer() throws {
        let solver = CassowarySolver()
        let container = LayoutBox("container")
        let card = LayoutBox("card")
        let containerWidth = LayoutConstraint(container.width, .equal, 390)
        let leading = LayoutConstraint(card.left, .equal, container.left + 20, identifier: "leading")
        let trailing = LayoutConstraint(container.right, .equal, card.right + 20, identifier: "trailing")
        try solver.add(
            LayoutConstraint(container.left, .equal, 0),
            LayoutConstraint(container.top, .equal, 0),
            containerWidth,
            LayoutConstraint(container.height, .equal, 844),
            leading, trailing,
            LayoutConstraint(card.top, .equal, container.top + 100),
            LayoutConstraint(card.height, .equal, 0.5 * card.width))
        #expect(container.frame(in: solver) == [0, 0, 390, 844])
        #expect(card.frame(in: solver) == [20, 100, 350, 175])

        // An NSLayoutConstraint's constant changed: leading 20 → 40, in place.
        try solver.changeConstant(of: leading, to: -40)
        #expect(card.frame(in: solver) == [40, 100, 330, 165])

        // The same by removing and re-adding, for trailing 20 → 0 (the App Store card expanding).
        try solver.removeConstraint(trailing)
        try solver.addConstraint(LayoutConstraint(container.right, .equal, card.right))
        #expect(card.frame(in: solver) == [40, 100, 350, 175])

        // The container turns to landscape: the card follows.
        try solver.changeConstant(of: containerWidth, to: -844)
        #expect(container.frame(in: solver) == [0, 0, 844, 844])
        #expect(card.frame(in: solver) == [40, 100, 804, 402])
    }

    @Test func aCardWhoseAspectGivesWayToARequiredCap() throws {
        let solver = CassowarySolver()
        let container = LayoutBox("container")
        let card = LayoutBox("card")
        try solver.add(
            LayoutConstraint(container.left, .equal, 0),
            LayoutConstraint(container.top, .equal, 0),
            LayoutConstraint(container.width, .equal, 390),
            LayoutConstraint(container.height, .equal, 844),
            LayoutConstraint(card.left, .equal, container.left + 20),
            LayoutConstraint(card.right, .equal, container.right - 20),
            LayoutConstraint(card.bottom, .lessThanOrEqual, container.bottom - 34),
            LayoutConstraint(card.bottom, .equal, container.bottom, strength: .defaultLow),
            LayoutConstraint(card.height, .equal, 0.5 * card.width, strength: .defaultHigh),
            LayoutConstraint(card.height, .lessThanOrEqual, 150))
        #expect(card.frame(in: solver) == [20, 660, 350, 150])
    }

    // MARK: Publishing values

    @Test func updateVariablesReportsWhatMoved() throws {
        let solver = CassowarySolver()
        let pin = LayoutConstraint(x, .equal, 10)
        try solver.add(pin, LayoutConstraint(y, .equal, x + 1), LayoutConstraint(z, .equal, 7))
        #expect(solver.updateVariables() == [x, y, z])
        #expect(solver.updateVariables().isEmpty)
        try solver.changeConstant(of: pin, to: -11)
        #expect(solver.updateVariables() == [x, y])
        solver.reset()
        #expect(solver.value(of: x) == 0 && !solver.hasConstraint(pin))
        #expect(solver.updateVariables().isEmpty)
        try solver.addConstraint(pin)  // as made: x == 10 (the change lived in the solver)
        #expect(solver.value(of: x) == 10)
    }
}

extension CassowarySolver {
    func add(contentsOf constraints: [LayoutConstraint]) throws {
        for constraint in constraints { try addConstraint(constraint) }
    }
}
