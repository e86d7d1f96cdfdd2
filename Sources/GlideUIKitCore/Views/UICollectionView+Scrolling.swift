import Foundation

extension UICollectionView {
    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (`.left`, `.centeredHorizontally`, `.top`, …),
    /// as far as the content allows; an empty position scrolls as little as shows the item whole.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let size = bounds.size
        var offset = contentOffset
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
        else if frame.minX < offset.x { offset.x = frame.minX }
        else if frame.maxX > offset.x + size.width { offset.x = frame.maxX - size.width }
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
        else if frame.minY < offset.y { offset.y = frame.minY }
        else if frame.maxY > offset.y + size.height { offset.y = frame.maxY - size.height }
        let insets = contentInset
        let maxX = max(-insets.left, contentSize.width + insets.right - size.width)
        let maxY = max(-insets.top, contentSize.height + insets.bottom - size.height)
        offset.x = min(max(offset.x, -insets.left), maxX)
        offset.y = min(max(offset.y, -insets.top), maxY)
        setContentOffset(offset, animated: animated)
    }
}
