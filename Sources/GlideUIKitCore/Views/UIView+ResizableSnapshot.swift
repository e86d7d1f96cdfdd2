import Foundation
import GlideQuartzCore

extension UIView {
    /// A snapshot of the part of this view inside `rect` (in its bounds' coordinates), not in any hierarchy, sized
    /// `rect.size` (`resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`). Glide's snapshot is geometry:
    /// resizing it scales the copied views, so the cap insets (the edges UIKit keeps unstretched) are not applied.
    @discardableResult
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard let content = snapshotView(afterScreenUpdates: afterScreenUpdates) else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size), name: "snapshot(\(name))")
        snapshot.snapshotSourceName = name
        snapshot.snapshotSource = self
        AnimationTransaction.withoutAnimation {
            snapshot.clipsToBounds = true
            content.transform = .identity
            content.frame = CGRect(x: -rect.minX, y: -rect.minY, width: bounds.width, height: bounds.height)
            snapshot.addSubview(content)
        }
        return snapshot
    }
}
