import Foundation
import GlideObjectiveC

nonisolated(unsafe) private var interactionsKey: UInt8 = 0

// A view's interactions (UIKit's `addInteraction(_:)`), kept by the view as UIKit keeps them.
extension UIView {
    /// The interactions added to the view, in order. Setting it removes the interactions not in the new list and adds
    /// the new ones, each told with `willMove(to:)` and `didMove(to:)`.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for old in storedInteractions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !storedInteractions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds `interaction` to the view (once): `willMove(to: self)`, then `didMove(to: self)`. An interaction already on
    /// another view is removed from it first, as in UIKit.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view: `willMove(to: nil)`, then `didMove(to: nil)`.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard storedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    private var storedInteractions: [any UIInteraction] {
        get { (objc_getAssociatedObject(self, &interactionsKey) as? [any UIInteraction]) ?? [] }
        set { objc_setAssociatedObject(self, &interactionsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
