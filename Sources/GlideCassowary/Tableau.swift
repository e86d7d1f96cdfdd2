// The solver's internal data: symbols, rows, the tableau and the lexicographic objective.
//
// Determinism: nothing here iterates a Dictionary or a Set. A row's cells are kept sorted by symbol
// id (ids are handed out by the solver in the order it needs them, never from addresses or
// hashes); the tableau's rows live in an array whose order follows the sequence of operations,
// with a dictionary used only to look a row up by its basic symbol; the objective's levels are
// sorted by priority. Every choice of pivot breaks ties by the lowest symbol id.

extension CassowarySolver {
    /// A column of the tableau: a variable the simplex method works with.
    struct Symbol: Hashable, Comparable, CustomStringConvertible {
        enum Kind: UInt8 {
            /// A user's `LayoutVariable`; unrestricted in sign.
            case external
            /// The slack of an inequality (≥ 0), also the artificial variable of phase one.
            case slack
            /// An error of an optional constraint (≥ 0), weighted in the objective.
            case error
            /// The marker of a required equality: always 0, never pivoted in.
            case dummy
        }

        let id: Int
        let kind: Kind

        /// Slacks and errors can enter the basis of a row they were solved out of.
        var isPivotable: Bool { kind == .slack || kind == .error }

        static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

        var description: String {
            switch kind {
            case .external: "v\(id)"
            case .slack: "s\(id)"
            case .error: "e\(id)"
            case .dummy: "d\(id)"
            }
        }
    }

    /// `constant + Σ coefficient·symbol`, the right-hand side of `basic = …` in the tableau.
    /// Cells are sorted by symbol id and never hold a coefficient within `epsilon` of zero.
    struct Row: CustomStringConvertible {
        struct Cell {
            var symbol: Symbol
            var coefficient: Double
        }

        private(set) var cells: [Cell] = []
        var constant: Double

        init(constant: Double = 0) {
            self.constant = constant
        }

        /// Whether every symbol of the row is a dummy (vacuously true when it has none).
        var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

        private func index(of symbol: Symbol) -> (found: Bool, index: Int) {
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
            }
            return (low < cells.count && cells[low].symbol.id == symbol.id, low)
        }

        func coefficient(for symbol: Symbol) -> Double {
            let (found, index) = index(of: symbol)
            return found ? cells[index].coefficient : 0
        }

        func contains(_ symbol: Symbol) -> Bool { index(of: symbol).found }

        /// Adds `coefficient·symbol`, dropping the cell if the sum is near zero.
        mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
            let (found, index) = index(of: symbol)
            if found {
                cells[index].coefficient += coefficient
                if CassowarySolver.nearZero(cells[index].coefficient) { cells.remove(at: index) }
            } else if !CassowarySolver.nearZero(coefficient) {
                cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            }
        }

        /// Adds `coefficient·other`: one merge of the two sorted cell lists.
        mutating func insert(_ other: Row, _ coefficient: Double = 1) {
            constant += other.constant * coefficient
            guard !other.cells.isEmpty else { return }
            var merged: [Cell] = []
            merged.reserveCapacity(cells.count + other.cells.count)
            var i = 0
            var j = 0
            while i < cells.count || j < other.cells.count {
                if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                    merged.append(cells[i])
                    i += 1
                } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                    let value = other.cells[j].coefficient * coefficient
                    if !CassowarySolver.nearZero(value) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
                    j += 1
                } else {
                    let value = cells[i].coefficient + other.cells[j].coefficient * coefficient
                    if !CassowarySolver.nearZero(value) { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
                    i += 1
                    j += 1
                }
            }
            cells = merged
        }

        mutating func remove(_ symbol: Symbol) {
            let (found, index) = index(of: symbol)
            if found { cells.remove(at: index) }
        }

        mutating func reverseSign() {
            constant = -constant
            for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
        }

        /// Solves `0 = self` for `symbol`: the row becomes `symbol = …`, without `symbol`.
        mutating func solve(for symbol: Symbol) {
            let (found, index) = index(of: symbol)
            precondition(found, "solving a row for a symbol it does not contain")
            let factor = -1 / cells[index].coefficient
            cells.remove(at: index)
            constant *= factor
            for index in cells.indices { cells[index].coefficient *= factor }
        }

        /// Turns `lhs = self` into `rhs = …`: a pivot from basic `lhs` to basic `rhs`.
        mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row` (what it equals). Returns whether the row contained it.
        @discardableResult
        mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
            let (found, index) = index(of: symbol)
            guard found else { return false }
            let coefficient = cells[index].coefficient
            cells.remove(at: index)
            insert(row, coefficient)
            return true
        }

        var description: String {
            cells.reduce("\(constant)") { "\($0) + \($1.coefficient)·\($1.symbol)" }
        }
    }

    /// The rows of the tableau, `basic = row`, in an array: iteration follows the order of the
    /// operations that made them; `slots` only finds a row by its basic symbol.
    struct Tableau {
        private(set) var basics: [Symbol] = []
        var rows: [Row] = []
        private var slots: [Symbol: Int] = [:]

        var count: Int { rows.count }

        func slot(of basic: Symbol) -> Int? { slots[basic] }

        func row(for basic: Symbol) -> Row? { slots[basic].map { rows[$0] } }

        mutating func append(_ basic: Symbol, _ row: Row) {
            slots[basic] = rows.count
            basics.append(basic)
            rows.append(row)
        }

        /// Removes a row; the last row moves into its slot.
        @discardableResult
        mutating func remove(at slot: Int) -> Row {
            let row = rows[slot]
            slots[basics[slot]] = nil
            let last = rows.count - 1
            if slot != last {
                basics[slot] = basics[last]
                rows[slot] = rows[last]
                slots[basics[slot]] = slot
            }
            basics.removeLast()
            rows.removeLast()
            return row
        }

        /// Makes `basic` the basic symbol of the row in `slot` (after the row was solved for it).
        mutating func setBasic(_ basic: Symbol, at slot: Int) {
            slots[basics[slot]] = nil
            basics[slot] = basic
            slots[basic] = slot
        }
    }

    /// The objective to minimise: one row per distinct optional priority, highest first, compared
    /// lexicographically (see `LayoutStrength`). Each row is the sum of its level's error
    /// variables, expressed, like every row, in the current parametric (nonbasic) symbols.
    struct Objective {
        struct Level {
            let priority: Float
            var row = Row()
            /// The optional constraints (edit constraints included) of this priority.
            var constraints = 0
        }

        private(set) var levels: [Level] = []

        /// The level of `strength`, made if it is the first constraint of that priority.
        mutating func retainLevel(_ strength: LayoutStrength) -> Int {
            if let index = levels.firstIndex(where: { $0.priority == strength.priority }) {
                levels[index].constraints += 1
                return index
            }
            let index = levels.firstIndex { $0.priority < strength.priority } ?? levels.count
            levels.insert(Level(priority: strength.priority, constraints: 1), at: index)
            return index
        }

        func levelIndex(_ strength: LayoutStrength) -> Int? {
            levels.firstIndex { $0.priority == strength.priority }
        }

        /// Forgets a level's constraint; a level left without constraints is dropped (its row has
        /// then cancelled to zero, up to rounding).
        mutating func releaseLevel(_ index: Int) {
            levels[index].constraints -= 1
            if levels[index].constraints == 0 { levels.remove(at: index) }
        }

        mutating func insert(_ symbol: Symbol, _ coefficient: Double, level: Int) {
            levels[level].row.insert(symbol, coefficient)
        }

        mutating func insert(_ row: Row, _ coefficient: Double, level: Int) {
            levels[level].row.insert(row, coefficient)
        }

        mutating func substitute(_ symbol: Symbol, with row: Row) {
            for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        }

        mutating func remove(_ symbol: Symbol) {
            for index in levels.indices { levels[index].row.remove(symbol) }
        }

        /// The lowest-id non-dummy symbol whose cost vector is lexicographically negative: its first
        /// nonzero coefficient, from the highest level down, is negative. Nil when optimal.
        func enteringSymbol() -> Symbol? {
            if levels.count == 1 { return Objective.firstNegative(levels[0].row) }
            // A symbol's sign is that of its first level with a coefficient (cells are never ~0).
            // The set is only asked for membership; the choice is the lowest id, whatever its order.
            var signed = Set<Symbol>()
            var best: Symbol?
            for level in levels {
                for cell in level.row.cells {
                    guard signed.insert(cell.symbol).inserted else { continue }
                    if cell.coefficient < 0, cell.symbol.kind != .dummy, best.map({ cell.symbol < $0 }) ?? true {
                        best = cell.symbol
                    }
                }
            }
            return best
        }

        /// Kiwi's rule on one row: the first (lowest-id) non-dummy symbol with a negative coefficient.
        static func firstNegative(_ row: Row) -> Symbol? {
            row.cells.first { $0.coefficient < 0 && $0.symbol.kind != .dummy }?.symbol
        }

        /// The cost vector of `symbol`, one coefficient per level, highest priority first.
        func costs(of symbol: Symbol) -> [Double] {
            levels.map { $0.row.coefficient(for: symbol) }
        }
    }
}
