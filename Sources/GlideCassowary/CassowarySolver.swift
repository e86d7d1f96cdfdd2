/// An incremental solver for linear equalities and inequalities with priorities: the Cassowary
/// algorithm (Badros, Borning & Stuckey 2001), the one Auto Layout uses, in the shape of kiwi.
///
/// The solver keeps a simplex tableau that is feasible and optimal after every call: adding a
/// constraint pivots its row in (phase one with an artificial variable when no variable can take
/// it), removing one pivots its marker out, and suggesting an edit value or changing a constant
/// shifts the row constants and repairs them with the dual simplex. Nothing is ever re-solved from
/// scratch. Optional constraints are minimised priority level by priority level (see
/// `LayoutStrength`).
///
/// The same sequence of calls gives bit-identical values in every run and every process: nothing
/// depends on hash order or on addresses (see `Tableau.swift`).
///
/// Not thread-safe: use one solver from one task or thread at a time.
public final class CassowarySolver {
    /// The numerical tolerance, kiwi's 1e-8: a coefficient whose magnitude falls below it after
    /// arithmetic is removed from its row (it is rounding noise, and keeping it could make a pivot
    /// divide by almost nothing), a row constant that small counts as zero when judging whether a
    /// row is infeasible or a required constraint holds, and objective ratios that close count as
    /// tied. Layout values are points, so 1e-8 is far below anything visible and far above the
    /// rounding of `Double` arithmetic on them.
    public static let epsilon: Double = 1.0e-8

    static func nearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The symbols that stand for a constraint in the tableau: its marker (the slack of an
    /// inequality, the first error of an optional equality, the dummy of a required equality) and,
    /// for optional constraints, the other error.
    struct Tag {
        let marker: Symbol
        let other: Symbol?
    }

    struct Record {
        var constraint: LayoutConstraint
        let tag: Tag
    }

    private var constraints: [LayoutConstraint: Record] = [:]
    /// Required constraints by marker, to name the constraints behind a contradiction.
    private var requiredMarkers: [Symbol: LayoutConstraint] = [:]
    private var tableau = Tableau()
    private var objective = Objective()
    /// Phase one's objective, while a constraint is being added through an artificial variable.
    private var artificial: Row?
    private var variables: [LayoutVariable: Symbol] = [:]
    /// Variables in the order the solver met them: the order of `updateVariables()`.
    private var variableOrder: [LayoutVariable] = []
    /// The values last returned through `updateVariables()`, parallel to `variableOrder`.
    private var published: [Double] = []
    private var edits: [LayoutVariable: LayoutConstraint] = [:]
    private var infeasibleRows: [Symbol] = []
    private var nextID = 1

    /// An empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `.duplicateConstraint` if it is already in the solver; `.unsatisfiableConstraint`
    ///   if it is required and contradicts the required constraints already added (the solver is
    ///   then exactly as before the call).
    public func addConstraint(_ constraint: LayoutConstraint) throws(CassowaryError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let before = (variables: variableOrder.count, nextID: nextID)
        var (row, tag) = createRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.hasOnlyDummies {
            // Every variable cancelled out: the constraint is implied by required equalities
            // (constant 0) or contradicts them.
            guard Self.nearZero(row.constant) else {
                let conflicting = explanation(row, excluding: constraint)
                forgetVariables(since: before.variables, nextID: before.nextID)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            tableau.append(subject, row)
        } else {
            let saved = (tableau: tableau, objective: objective, infeasibleRows: infeasibleRows)
            if let residue = try addWithArtificialVariable(row, tag) {
                let conflicting = explanation(residue, excluding: constraint)
                (tableau, objective, infeasibleRows) = saved
                forgetVariables(since: before.variables, nextID: before.nextID)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
        }
        constraints[constraint] = Record(constraint: constraint, tag: tag)
        if constraint.strength.isRequired { requiredMarkers[tag.marker] = constraint }
        try optimize()
    }

    /// Removes a constraint and re-optimises without it.
    ///
    /// - Throws: `.unknownConstraint` if it is not in the solver.
    public func removeConstraint(_ constraint: LayoutConstraint) throws(CassowaryError) {
        guard let record = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        let marker = record.tag.marker
        if constraint.strength.isRequired {
            requiredMarkers[marker] = nil
        } else if let level = objective.levelIndex(constraint.strength) {
            // Take the constraint's errors out of its level of the objective.
            for error in [marker, record.tag.other].compactMap({ $0 }) where error.kind == .error {
                if let row = tableau.row(for: error) {
                    objective.insert(row, -1, level: level)
                } else {
                    objective.insert(error, -1, level: level)
                }
            }
            objective.releaseLevel(level)
        }
        if let slot = tableau.slot(of: marker) {
            tableau.remove(at: slot)
        } else {
            // Pivot the marker into the basis, then drop its row.
            guard let slot = markerLeavingSlot(marker) else {
                throw .internalInconsistency("no row to pivot out the marker of \(constraint)")
            }
            let leaving = tableau.basics[slot]
            var row = tableau.remove(at: slot)
            row.solve(for: leaving, marker)
            substitute(marker, with: row)
        }
        try optimize()
    }

    /// Whether the constraint (by identity) is in the solver.
    public func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        constraints[constraint] != nil
    }

    /// Replaces the constant of a constraint's expression (`lhs - rhs`; for `a == b + 20` that is
    /// -20) in place, without removing and re-adding it: the row constants shift and the dual
    /// simplex restores optimality, as for an edit variable. This is how an `NSLayoutConstraint`'s
    /// `constant` changes.
    ///
    /// - Returns: the constraint with its new constant (the same constraint, by identity).
    /// - Throws: `.unknownConstraint`; `.unsatisfiableConstraint` if it is required and cannot hold
    ///   with the new constant (the solver is then exactly as before the call).
    @discardableResult
    public func changeConstant(of constraint: LayoutConstraint, to constant: Double) throws(CassowaryError)
        -> LayoutConstraint
    {
        guard var record = constraints[constraint] else { throw .unknownConstraint(constraint) }
        let updated = record.constraint.withConstant(constant)
        let delta = constant - record.constraint.expression.constant
        let saved = constraint.strength.isRequired ? snapshot() : nil
        if let failure = shiftConstant(of: record, by: delta) ?? dualOptimize() {
            guard let saved else {
                throw .internalInconsistency("the dual simplex failed on an optional change of \(constraint)")
            }
            let conflicting = explanation(failure.row, basic: failure.basic, excluding: constraint)
            restore(saved)
            throw .unsatisfiableConstraint(updated, conflicting: conflicting)
        }
        record.constraint = updated
        constraints[constraint] = record
        if constraint.strength.isRequired { requiredMarkers[record.tag.marker] = updated }
        return updated
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional `variable == value` whose value
    /// `suggestValue(_:_:)` moves (the dragged coordinate of a gesture, say). Its value starts at 0.
    ///
    /// - Throws: `.duplicateEditVariable`; `.requiredEditVariable` if `strength` is required.
    public func addEditVariable(_ variable: LayoutVariable, strength: LayoutStrength) throws(CassowaryError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = LayoutConstraint(
            expression: LayoutExpression(variable), relation: .equal, strength: strength, identifier: "edit \(variable)")
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Stops editing `variable`, removing its edit constraint.
    ///
    /// - Throws: `.unknownEditVariable`.
    public func removeEditVariable(_ variable: LayoutVariable) throws(CassowaryError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        try removeConstraint(constraint)
        edits[variable] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        edits[variable] != nil
    }

    /// Suggests a value for an edit variable: the solver moves it there as far as the stronger
    /// constraints allow, incrementally (a shift of row constants and the dual simplex).
    ///
    /// - Throws: `.unknownEditVariable`.
    public func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(CassowaryError) {
        guard let constraint = edits[variable], let record = constraints[constraint] else {
            throw .unknownEditVariable(variable)
        }
        // The edit constraint is `variable - value == 0`: its constant is -value.
        let delta = -value - record.constraint.expression.constant
        if shiftConstant(of: record, by: delta) ?? dualOptimize() != nil {
            throw .internalInconsistency("the dual simplex failed on a suggestion for \(variable)")
        }
        constraints[constraint]?.constraint = record.constraint.withConstant(-value)
    }

    // MARK: Values

    /// The current value of `variable` in the solution (0 if no constraint mentions it). Always
    /// up to date: the solution is re-optimised by every call that changes the system.
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variables[variable], let slot = tableau.slot(of: symbol) else { return 0 }
        return tableau.rows[slot].constant + 0  // + 0 turns a -0 into 0
    }

    /// Publishes the solution: returns the variables whose value changed since the previous call
    /// (every variable the first time it is seen), in the order the solver first met them, so a
    /// layout pass updates only the views that moved.
    @discardableResult
    public func updateVariables() -> [LayoutVariable] {
        var changed: [LayoutVariable] = []
        for (index, variable) in variableOrder.enumerated() {
            let value = value(of: variable)
            if index == published.count {
                published.append(value)
                changed.append(variable)
            } else if published[index] != value {
                published[index] = value
                changed.append(variable)
            }
        }
        return changed
    }

    /// Empties the solver: no constraints, edit variables or known variables.
    public func reset() {
        constraints = [:]
        requiredMarkers = [:]
        tableau = Tableau()
        objective = Objective()
        artificial = nil
        variables = [:]
        variableOrder = []
        published = []
        edits = [:]
        infeasibleRows = []
        nextID = 1
    }

    // MARK: - Building rows

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for variable: LayoutVariable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        variableOrder.append(variable)
        return symbol
    }

    /// Forgets the variables first met by a failed call, and the ids it handed out.
    private func forgetVariables(since count: Int, nextID: Int) {
        for variable in variableOrder[count...] { variables[variable] = nil }
        variableOrder.removeSubrange(count...)
        published.removeSubrange(min(count, published.count)...)
        self.nextID = nextID
    }

    /// The coefficient of a constraint's marker in its own row, before any sign reversal: the
    /// slack of `≤` is +1 and of `≥` -1, the first error `e⁺` of an optional `==` is -1, the dummy of
    /// a required `==` +1. The other error, if any, always has the opposite coefficient.
    private static func markerCoefficient(_ constraint: LayoutConstraint) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
    }

    /// The constraint's row in terms of the current parametric symbols, with its slack, error or
    /// dummy symbols, its errors entered in the objective, and a constant ≥ 0.
    private func createRow(for constraint: LayoutConstraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Self.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let slot = tableau.slot(of: symbol) {
                row.insert(tableau.rows[slot], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let coefficient = Self.markerCoefficient(constraint)
        let tag: Tag
        switch (constraint.relation, constraint.strength.isRequired) {
        case (.equal, true):
            let dummy = makeSymbol(.dummy)
            row.insert(dummy, coefficient)
            tag = Tag(marker: dummy, other: nil)
        case (.equal, false):
            let plus = makeSymbol(.error)
            let minus = makeSymbol(.error)
            row.insert(plus, coefficient)
            row.insert(minus, -coefficient)
            let level = objective.retainLevel(constraint.strength)
            objective.insert(plus, 1, level: level)
            objective.insert(minus, 1, level: level)
            tag = Tag(marker: plus, other: minus)
        case (_, true):
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            tag = Tag(marker: slack, other: nil)
        case (_, false):
            let slack = makeSymbol(.slack)
            let error = makeSymbol(.error)
            row.insert(slack, coefficient)
            row.insert(error, -coefficient)
            let level = objective.retainLevel(constraint.strength)
            objective.insert(error, 1, level: level)
            tag = Tag(marker: slack, other: error)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol a new row is solved for: its first external variable; else its marker or other
    /// symbol if pivotable with a negative coefficient (so the row stays feasible); else none, and
    /// the row goes in through an artificial variable.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: adds `row` as `art = row`, minimises `art`, and keeps the constraint (`art = 0`) if
    /// the minimum is 0. Returns nil on success, or the minimised `art` in terms of parametric
    /// symbols (the proof that the constraint cannot hold) on failure, leaving the caller to restore
    /// the tableau.
    private func addWithArtificialVariable(_ row: Row, _ tag: Tag) throws(CassowaryError) -> Row? {
        let art = makeSymbol(.slack)
        tableau.append(art, row)
        artificial = row
        try optimize(phaseOne: true)
        let residue = artificial ?? Row()
        artificial = nil
        guard Self.nearZero(residue.constant) else { return residue }
        if let slot = tableau.slot(of: art) {
            var artRow = tableau.rows[slot]
            if artRow.cells.isEmpty {
                tableau.remove(at: slot)
                return nil
            }
            // art is basic at 0: pivot something else in. Kiwi takes a slack or an error; when there
            // is none, an unrestricted variable will do, and a row of dummies alone means the
            // constraint was implied: its own dummy becomes basic, as for any redundant equality.
            let entering =
                artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol
                ?? artRow.cells.first(where: { $0.symbol.kind == .external })?.symbol
                ?? (artRow.contains(tag.marker) ? tag.marker : nil)
            guard let entering else { return residue }
            artRow.solve(for: art, entering)
            tableau.rows[slot] = artRow
            tableau.setBasic(entering, at: slot)
            substitute(entering, with: artRow)
        }
        for slot in 0..<tableau.count { tableau.rows[slot].remove(art) }
        objective.remove(art)
        return nil
    }

    // MARK: - Pivoting

    /// Replaces `symbol` by `row` everywhere, noting restricted rows it made infeasible.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for slot in 0..<tableau.count {
            guard tableau.rows[slot].substitute(symbol, with: row) else { continue }
            let basic = tableau.basics[slot]
            if basic.kind != .external, tableau.rows[slot].constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of the row in `slot`.
    private func pivot(_ slot: Int, entering: Symbol) {
        let leaving = tableau.basics[slot]
        tableau.rows[slot].solve(for: leaving, entering)
        tableau.setBasic(entering, at: slot)
        substitute(entering, with: tableau.rows[slot])
    }

    /// The primal simplex on the objective (or phase one's): pivots until no symbol can lower it.
    private func optimize(phaseOne: Bool = false) throws(CassowaryError) {
        while true {
            let entering =
                phaseOne ? artificial.flatMap(Objective.firstNegative) : objective.enteringSymbol()
            guard let entering else { return }
            guard let slot = leavingSlot(for: entering) else {
                throw .internalInconsistency("the objective is unbounded")
            }
            pivot(slot, entering: entering)
        }
    }

    /// The restricted row that limits `entering` first (the least ratio `-constant / coefficient`
    /// over rows where it has a negative coefficient), ties to the lowest basic id (Bland's rule,
    /// which also rules out cycling).
    private func leavingSlot(for entering: Symbol) -> Int? {
        var best: (slot: Int, ratio: Double, id: Int)?
        for slot in 0..<tableau.count {
            let basic = tableau.basics[slot]
            guard basic.kind != .external else { continue }
            let coefficient = tableau.rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -tableau.rows[slot].constant / coefficient
            if let current = best, ratio > current.ratio || (ratio == current.ratio && basic.id > current.id) { continue }
            best = (slot, ratio, basic.id)
        }
        return best?.slot
    }

    /// The row to pivot a constraint's marker into before dropping it (kiwi's choice): a restricted
    /// row where the marker's coefficient is negative, least ratio first; else one where it is
    /// positive; else an unrestricted row. Ties go to the lowest basic id.
    private func markerLeavingSlot(_ marker: Symbol) -> Int? {
        var negative: (slot: Int, ratio: Double, id: Int)?
        var positive: (slot: Int, ratio: Double, id: Int)?
        var unrestricted: (slot: Int, id: Int)?
        func better(_ ratio: Double, _ id: Int, than current: (slot: Int, ratio: Double, id: Int)?) -> Bool {
            guard let current else { return true }
            return ratio < current.ratio || (ratio == current.ratio && id < current.id)
        }
        for slot in 0..<tableau.count {
            let coefficient = tableau.rows[slot].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            let basic = tableau.basics[slot]
            let constant = tableau.rows[slot].constant
            if basic.kind == .external {
                if unrestricted.map({ basic.id < $0.id }) ?? true { unrestricted = (slot, basic.id) }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if better(ratio, basic.id, than: negative) { negative = (slot, ratio, basic.id) }
            } else {
                let ratio = constant / coefficient
                if better(ratio, basic.id, than: positive) { positive = (slot, ratio, basic.id) }
            }
        }
        return negative?.slot ?? positive?.slot ?? unrestricted?.slot
    }

    /// A row the dual simplex could not make feasible: `basic = row` with a negative constant
    /// and no symbol that could raise it.
    private struct Failure {
        let basic: Symbol
        let row: Row
    }

    /// The dual simplex: pivots the infeasible rows (negative constants, noted by the shifts and
    /// substitutions) back to feasibility while keeping the objective optimal. Returns the first
    /// row that cannot be repaired, if any.
    private func dualOptimize() -> Failure? {
        while let leaving = infeasibleRows.popLast() {
            guard let slot = tableau.slot(of: leaving) else { continue }
            let row = tableau.rows[slot]
            guard row.constant < 0, !Self.nearZero(row.constant) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasibleRows = []
                return Failure(basic: leaving, row: row)
            }
            pivot(slot, entering: entering)
        }
        return nil
    }

    /// Among the symbols with a positive coefficient in the row (dummies excepted), the one whose
    /// objective cost divided by that coefficient is lexicographically least, ties to the lowest id:
    /// entering it keeps every cost non-negative.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, ratios: [Double])?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            let ratios = objective.costs(of: cell.symbol).map { $0 / cell.coefficient }
            if let current = best, !Self.lexicographicallyLess(ratios, current.ratios) { continue }
            best = (cell.symbol, ratios)
        }
        return best?.symbol
    }

    /// Compares cost vectors level by level, highest priority first; components within `epsilon`
    /// are equal and defer to the next level.
    static func lexicographicallyLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (left, right) in zip(lhs, rhs) where !nearZero(left - right) {
            return left < right
        }
        return false
    }

    /// Shifts the tableau as if the constant of the recorded constraint grew by `delta`, without
    /// re-solving. With `m` the marker's coefficient, the constraint `e + c + m·marker (- m·other) = 0`
    /// with `c + delta` is the old one with the marker replaced by `marker + delta/m` (or the other
    /// error by `other - delta/m`), so only row constants move: the marker's row if it is basic,
    /// else the other error's, else every row in proportion to its marker coefficient. Rows made
    /// negative are queued for the dual simplex; a redundant required equality (a dummy row) made
    /// nonzero cannot be repaired and is returned.
    private func shiftConstant(of record: Record, by delta: Double) -> Failure? {
        func note(_ slot: Int) -> Failure? {
            let basic = tableau.basics[slot]
            let row = tableau.rows[slot]
            if basic.kind == .dummy, !Self.nearZero(row.constant) { return Failure(basic: basic, row: row) }
            if basic.kind != .external, row.constant < 0 { infeasibleRows.append(basic) }
            return nil
        }
        let shift = delta / Self.markerCoefficient(record.constraint)
        let marker = record.tag.marker
        if let slot = tableau.slot(of: marker) {
            tableau.rows[slot].constant -= shift
            return note(slot)
        }
        if let other = record.tag.other, let slot = tableau.slot(of: other) {
            tableau.rows[slot].constant += shift
            return note(slot)
        }
        for slot in 0..<tableau.count {
            let coefficient = tableau.rows[slot].coefficient(for: marker)
            guard coefficient != 0 else { continue }
            tableau.rows[slot].constant += coefficient * shift
            if let failure = note(slot) { return failure }
        }
        return nil
    }

    // MARK: - Explanations and snapshots

    /// The required constraints whose markers appear in a row that proves a contradiction (with
    /// `basic`, its basic symbol). Any row is a linear combination of the constraints' equations,
    /// and a marker occurs in exactly one equation, so the constraints combined are exactly those
    /// whose markers it holds; in a proof of infeasibility only required ones can be among them.
    private func explanation(_ row: Row, basic: Symbol? = nil, excluding constraint: LayoutConstraint)
        -> [LayoutConstraint]
    {
        let symbols = ([basic].compactMap { $0 } + row.cells.map(\.symbol)).sorted()
        return symbols.compactMap { requiredMarkers[$0] }.filter { $0 != constraint }
    }

    private struct Snapshot {
        let tableau: Tableau
        let objective: Objective
        let infeasibleRows: [Symbol]
    }

    /// The tableau, taken before a change that may have to be undone; copy-on-write makes the
    /// copy cheap until the tableau changes.
    private func snapshot() -> Snapshot {
        Snapshot(tableau: tableau, objective: objective, infeasibleRows: infeasibleRows)
    }

    private func restore(_ snapshot: Snapshot) {
        tableau = snapshot.tableau
        objective = snapshot.objective
        infeasibleRows = snapshot.infeasibleRows
    }
}

extension CassowarySolver: CustomDebugStringConvertible {
    /// The objective and the tableau, for debugging.
    public var debugDescription: String {
        var lines = objective.levels.map { "objective @\($0.priority): \($0.row)" }
        for slot in 0..<tableau.count { lines.append("\(tableau.basics[slot]) = \(tableau.rows[slot])") }
        return lines.joined(separator: "\n")
    }
}
