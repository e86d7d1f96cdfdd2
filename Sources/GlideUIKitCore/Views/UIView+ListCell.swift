extension UIView {
    /// True for what a table or collection view places itself: a cell (a `UITableViewCell` or `UICollectionViewCell`
    /// inside one), a table's section header or footer view (whatever its class: the delegate's
    /// `tableView(_:viewForHeaderInSection:)` may return any view), or a collection view's supplementary view. The list
    /// makes, reuses and places these as it lays out and scrolls, whatever a transition does, so a checker does not
    /// count their coming and their frames as the transition's.
    package var isListCell: Bool {
        if let table = superview as? UITableView, table.isSectionView(self) { return true }
        guard self is UITableViewCell || self is UICollectionReusableView else { return false }
        var ancestor = superview
        while let current = ancestor {
            if current is UITableView || current is UICollectionView { return true }
            ancestor = current.superview
        }
        return false
    }
}
