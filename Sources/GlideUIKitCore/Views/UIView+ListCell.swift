extension UIView {
    /// True for a table view's or collection view's cell (a `UITableViewCell` or `UICollectionViewCell`
    /// inside one): the list dequeues, reuses and places it as it scrolls, whatever a transition does, so a
    /// checker does not count its coming and its frame as the transition's.
    package var isListCell: Bool {
        guard self is UITableViewCell || self is UICollectionViewCell else { return false }
        var ancestor = superview
        while let current = ancestor {
            if current is UITableView || current is UICollectionView { return true }
            ancestor = current.superview
        }
        return false
    }
}
