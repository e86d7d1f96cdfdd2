import Foundation

/// Cells waiting to be reused, per identifier.
@MainActor
struct ReusePool<Cell: UIView> {
    private var cells: [String: [Cell]] = [:]

    mutating func push(_ cell: Cell, identifier: String?) {
        guard let identifier else { return }
        cells[identifier, default: []].append(cell)
    }

    mutating func pop(_ identifier: String) -> Cell? {
        cells[identifier]?.popLast()
    }

    mutating func removeAll() { cells.removeAll() }
}
