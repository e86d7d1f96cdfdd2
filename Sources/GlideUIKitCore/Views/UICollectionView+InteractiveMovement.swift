import Foundation

/// An item being moved interactively: where it came from, where it would go, and where the finger is.
struct InteractiveMovement {
    let original: IndexPath
    var target: IndexPath
    var position: CGPoint?
    /// Set by the data source's default `collectionView(_:moveItemAt:to:)`: the app did not implement it.
    var dataSourceDidNotMove = false

    /// Where the item at `indexPath` (before the movement) shows while the moved item is at ``target``: the moved item
    /// taken out of its section, then put in at the target.
    func displayed(_ indexPath: IndexPath) -> IndexPath {
        if indexPath == original { return target }
        var item = indexPath.item
        if indexPath.section == original.section, item > original.item { item -= 1 }
        if indexPath.section == target.section, item >= target.item { item += 1 }
        return IndexPath(item: item, section: indexPath.section)
    }
}

extension UICollectionView {
    /// Starts moving the item at `indexPath` (UIKit's `beginInteractiveMovementForItem(at:)`): false when a movement is
    /// in progress, the item does not exist or the data source's `collectionView(_:canMoveItemAt:)` says no.
    ///
    /// Glide differs: UIKit also answers false when the data source does not implement
    /// `collectionView(_:moveItemAt:to:)`; Glide cannot ask that before the end, so the movement runs and its end puts
    /// the items back as a cancel does.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard interactiveMovement == nil, let dataSource, indexPath.section < numberOfSections,
              indexPath.item < numberOfItems(inSection: indexPath.section),
              dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, target: indexPath)
        return true
    }

    /// Moves the item's cell so that its centre is at `targetPosition` (in the collection view's coordinates) and, when
    /// it is over another item's place, makes room for it there (the delegate's
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` may choose another place).
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        if let proposed = indexPathForItem(at: targetPosition), proposed != movement.target {
            let chosen = collectionDelegate?.collectionView(self, targetIndexPathForMoveFromItemAt: movement.original,
                                                            toProposedIndexPath: proposed) ?? proposed
            if chosen.section < numberOfSections, chosen.item < numberOfItems(inSection: chosen.section) + (chosen.section == movement.original.section ? 0 : 1) {
                movement.target = chosen
            }
        }
        interactiveMovement = movement
        UIView.animate(withDuration: 0.25) { self.placeMovingItems(followingFinger: false) }
        placeMovingItems(followingFinger: true)
    }

    /// Ends the movement: the data source's `collectionView(_:moveItemAt:to:)` is told the item's new place, and the
    /// cell settles there.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.target != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.target)
        }
        if interactiveMovement?.dataSourceDidNotMove == true {
            cancelInteractiveMovement()
            return
        }
        interactiveMovement = nil
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visible { moved[movement.displayed(indexPath)] = cell }
        visible = moved
        var counts = knownCounts ?? dataSourceCounts()
        if movement.original.section != movement.target.section, counts.indices.contains(movement.original.section),
           counts.indices.contains(movement.target.section) {
            counts[movement.original.section] -= 1
            counts[movement.target.section] += 1
        }
        knownCounts = counts
        UIView.animate(withDuration: 0.25) { self.settleCells() }
    }

    /// Ends the movement with every item back where it was.
    public func cancelInteractiveMovement() {
        guard interactiveMovement != nil else { return }
        interactiveMovement = nil
        UIView.animate(withDuration: 0.25) { self.settleCells() }
    }

    /// Puts every visible cell at its item's frame in the layout (the movement moved them by hand).
    private func settleCells() {
        for (indexPath, cell) in visible {
            cell.appliedLayout = nil
            if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame { cell.setCenterAndBoundsSize(from: frame) }
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Places the visible cells where the movement in progress shows them: each other item in the place it takes while
    /// the moved item is at the target, the moved item under the finger (or at the target before the finger moved).
    func placeMovingItems(followingFinger: Bool = true) {
        guard let movement = interactiveMovement else { return }
        for (indexPath, cell) in visible {
            if indexPath == movement.original, followingFinger, let position = movement.position {
                cell.center = position
                bringSubviewToFront(cell)
                continue
            }
            if indexPath == movement.original, !followingFinger { continue }
            if let frame = collectionViewLayout.layoutAttributesForItem(at: movement.displayed(indexPath))?.frame {
                cell.setCenterAndBoundsSize(from: frame)
            }
        }
    }
}
