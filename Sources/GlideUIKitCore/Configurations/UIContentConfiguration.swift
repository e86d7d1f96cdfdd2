import Foundation

/// What a content view shows, as a value (UIKit's `UIContentConfiguration`): a cell's, header's or footer's
/// `contentConfiguration` makes its content view with ``makeContentView()`` and hands later configurations of the same
/// kind to that view. ``UIListContentConfiguration`` is UIKit's; an app's own configuration pairs with its own
/// ``UIContentView``.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor
    func makeContentView() -> UIView & UIContentView
    /// This configuration for `state`: the state's defaults applied to what the app did not set.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a ``UIContentConfiguration`` (UIKit's `UIContentView`): setting ``configuration`` updates what it
/// shows.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell hands it a new configuration rather than making a new view).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: by default, as UIKit's, when it is of the same type as the one it
    /// shows (a cell given a configuration of another kind makes that kind's view).
    @discardableResult
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
