import Foundation

/// An object a view hands its events to, added with `UIView.addInteraction(_:)` (`UIInteraction`): a library's
/// gesture-driven behaviour that installs its own gesture recognizers on the view it is added to.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to; nil when it is on none.
    var view: UIView? { get }
    /// The interaction is about to be added to `view` (nil: about to be removed from its view).
    func willMove(to view: UIView?)
    /// The interaction was added to `view` (nil: it was removed from its view).
    func didMove(to view: UIView?)
}
