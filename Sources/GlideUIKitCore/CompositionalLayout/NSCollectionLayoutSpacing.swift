import Foundation

/// Space between items in a group (UIKit's `NSCollectionLayoutSpacing`): fixed, or at least a minimum with the
/// leftover shared out.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The points (the minimum, for a flexible spacing).
    public let spacing: CGFloat
    /// Whether the leftover space is shared out between the items.
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    /// At least `flexibleSpacing` points, the leftover shared out.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
}
