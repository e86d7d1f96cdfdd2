import Foundation

// MERGE NOTE: main's Auto Layout (`Layout/AutoLayout/UIView+AutoLayout.swift`) declares these three
// members of `UIView` with the same meaning; this file carries them so the widgets build before that
// merge. Delete this file when merging (and the marked `intrinsicContentSize` copy in View.swift).

extension UIView {
    /// No intrinsic size along an axis (`UIView.noIntrinsicMetric`).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Whether Auto Layout turns the autoresizing mask into constraints (default true). With false, the
    /// superview's autoresizing leaves this view alone, as UIKit does for views placed by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { !PreMergeStorage.constrained.contains(ObjectIdentifier(self)) }
        set {
            if newValue { PreMergeStorage.constrained.remove(ObjectIdentifier(self)) } else { PreMergeStorage.constrained.insert(ObjectIdentifier(self)) }
        }
    }

    /// Tells layout that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() { setNeedsLayout() }
}

@MainActor
private enum PreMergeStorage {
    /// Views with `translatesAutoresizingMaskIntoConstraints` false (identifiers of live views; a
    /// stand-in for main's per-view Auto Layout state).
    static var constrained: Set<ObjectIdentifier> = []
}
