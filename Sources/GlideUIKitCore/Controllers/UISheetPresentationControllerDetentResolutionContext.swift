import Foundation

/// What a custom detent's resolver computes its height from (`UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container view.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's (see ``UISheetPresentationController/Detent``).
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        super.init()
    }
}
