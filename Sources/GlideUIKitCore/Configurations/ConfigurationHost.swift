import Foundation

/// A cell's, header's or footer's content and background configurations, kept and shown: the content view the content
/// configuration made, in the owner's `contentView`, and the background view behind everything. The owner class
/// (`UITableViewCell`, `UICollectionViewCell`, `UITableViewHeaderFooterView`) gives the state and runs the updates.
///
/// Not a UIKit type.
@MainActor
final class ConfigurationHost {
    unowned let owner: UIView
    unowned let container: UIView
    /// The content configuration, as set or as last updated for the state.
    var content: UIContentConfiguration?
    /// The view the content configuration shows in.
    private(set) var contentView: (UIView & UIContentView)?
    /// The background configuration, as set or as last updated for the state.
    var background: UIBackgroundConfiguration?
    private var backgroundView: BackgroundConfigurationView?
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    /// An update for the state is due (the owner's next layout runs it); true until the first one.
    var needsUpdate = true
    /// An update is running (a configuration set by it asks for no other).
    var isUpdating = false

    init(owner: UIView, container: UIView) {
        self.owner = owner
        self.container = container
    }

    /// Shows the content configuration (for `state`, when it updates automatically) in its view: the one it showed in
    /// when that view supports it, else a new one it makes, filling the container. No configuration: no view.
    func showContent(state: UIConfigurationState) {
        guard let configuration = content else {
            contentView?.removeFromSuperview()
            contentView = nil
            return
        }
        let shown = automaticallyUpdatesContent ? configuration.updated(for: state) : configuration
        if let view = contentView, view.supports(shown) {
            view.configuration = shown
            return
        }
        contentView?.removeFromSuperview()
        let view = shown.makeContentView()
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        contentView = view
    }

    /// Shows the background configuration (for `state`, when it updates automatically) behind the owner's subviews.
    func showBackground(state: UIConfigurationState) {
        guard let configuration = background else {
            backgroundView?.removeFromSuperview()
            backgroundView = nil
            return
        }
        let shown = automaticallyUpdatesBackground ? configuration.updated(for: state) : configuration
        let view = backgroundView ?? BackgroundConfigurationView(frame: .zero)
        if view.superview !== owner { owner.insertSubview(view, at: 0) }
        backgroundView = view
        view.apply(shown, in: owner)
    }

    /// Lays the background out again in the owner's bounds (after they changed).
    func layoutBackground() {
        guard let view = backgroundView else { return }
        view.apply(view.configuration, in: owner)
    }

    /// The automatic updates for `state`: each configuration that updates automatically is replaced by its update and
    /// shown again.
    /// Runs a due update once (not again from inside it): the automatic updates for the state `state()` gives, then
    /// `update` with it (the owner's `updateConfiguration(using:)` and its handler).
    func updateIfNeeded<State: UIConfigurationState>(_ state: () -> State, _ update: (State) -> Void) {
        guard needsUpdate, !isUpdating else { return }
        needsUpdate = false
        isUpdating = true
        defer { isUpdating = false }
        let current = state()
        applyAutomaticUpdates(for: current)
        update(current)
    }

    func applyAutomaticUpdates(for state: UIConfigurationState) {
        if automaticallyUpdatesContent, let configuration = content {
            content = configuration.updated(for: state)
            showContent(state: state)
        }
        if automaticallyUpdatesBackground, let configuration = background {
            background = configuration.updated(for: state)
            showBackground(state: state)
        }
    }
}
