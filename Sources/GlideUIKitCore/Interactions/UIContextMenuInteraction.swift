import Foundation

/// A context menu on a view (UIKit's `UIContextMenuInteraction`): pressing and holding the view asks the
/// ``delegate`` for a configuration and shows its menu and preview; the menu goes when ``dismissMenu()`` is called,
/// an action of it is performed, or the preview is tapped (the delegate's `willPerformPreviewActionForMenuWith`, whose
/// animator's completions show what was previewed).
///
/// Glide differs from UIKit: nothing is drawn for the menu; it is "showing" from the moment the delegate is told
/// `willDisplayMenuFor` until it is told `willEndFor`. The press is a `UILongPressGestureRecognizer` of
/// ``pressDuration`` added to the view (UIKit's is private), so Glide's touch exploration finds it. A tap on the
/// preview or on an action is made with Glide's ``commitPreview()`` and ``performMenuElement(_:)``.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How long a press must be held before the menu shows, in seconds (UIKit's is not documented; a long press's
    /// default).
    package static let pressDuration: TimeInterval = 0.5

    /// How the menu shows (UIKit's `UIContextMenuInteraction.Appearance`).
    public enum Appearance: Int, Sendable {
        case unknown = 0, rich, compact
    }

    /// The object asked for the menu; held weakly, as in UIKit.
    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    /// The view the interaction is on.
    open private(set) weak var view: UIView?
    /// How the menu shows: `.rich` (with a preview) while one shows, else `.unknown`.
    open var menuAppearance: Appearance { shown == nil ? .unknown : .rich }

    /// The recognizer of the press (Glide's; UIKit's is private).
    package private(set) var press: UILongPressGestureRecognizer?
    /// What shows while the menu is up.
    private var shown: (configuration: UIContextMenuConfiguration, menu: UIMenu?, preview: UIViewController?, location: CGPoint)?

    /// An interaction that asks `delegate` for its menus.
    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {
        if view == nil, let press, let old = self.view { old.removeGestureRecognizer(press) }
    }

    public func didMove(to view: UIView?) {
        self.view = view
        guard let view else { press = nil; return }
        let press = UILongPressGestureRecognizer(
            target: self, action: Selector(UIContextMenuInteraction.pressed(_:), name: "pressed:"))
        press.minimumPressDuration = Self.pressDuration
        view.addGestureRecognizer(press)
        self.press = press
    }

    /// Where the press that shows the menu is, in `view`'s coordinates (the press's last point; zero with no menu).
    open func location(in view: UIView?) -> CGPoint {
        guard let shown, let own = self.view else { return .zero }
        return own.convert(shown.location, to: view)
    }

    /// The configuration of the menu showing (Glide's; nil when none shows).
    public var visibleConfiguration: UIContextMenuConfiguration? { shown?.configuration }
    /// The menu showing (Glide's; nil when none shows or its configuration made none).
    public var visibleMenu: UIMenu? { shown?.menu }

    /// Replaces the showing menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let menu = shown?.menu else { return }
        shown?.menu = block(menu)
    }

    /// Makes the menu go, telling the delegate `willEndFor` with an animator.
    open func dismissMenu() {
        guard let shown else { return }
        self.shown = nil
        end(shown.configuration, preview: shown.preview)
    }

    /// Shows the menu for a press at `location` in the view, as holding the view does (Glide's; UIKit shows it only
    /// for a press). Nothing shows when the delegate gives no configuration or a menu already shows.
    public func presentMenu(at location: CGPoint) {
        guard shown == nil, view != nil, let delegate else { return }
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return }
        _ = delegate.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([])
        shown = (configuration, menu, preview, location)
        let animator = ContextMenuAnimator(previewViewController: preview)
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run(animated: true)
    }

    /// The user taps the preview (Glide's): the delegate is told `willPerformPreviewActionForMenuWith` with a commit
    /// animator, the menu goes, and the animator's completions run after its animation (none for `.dismiss`).
    public func commitPreview() {
        guard let shown, let delegate else { return }
        self.shown = nil
        let animator = ContextMenuAnimator(previewViewController: shown.preview)
        delegate.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: shown.configuration, animator: animator)
        end(shown.configuration, preview: shown.preview)
        animator.run(animated: animator.preferredCommitStyle == .pop)
    }

    /// The user taps `element`, an action of the showing menu (Glide's): the menu goes and the action's handler
    /// runs. A submenu, a disabled action or one not in the menu does nothing.
    public func performMenuElement(_ element: UIMenuElement) {
        guard let shown, let action = element as? UIAction, !action.attributes.contains(.disabled),
              Self.contains(shown.menu, action) else { return }
        self.shown = nil
        end(shown.configuration, preview: shown.preview)
        action.perform(sender: self)
    }

    private static func contains(_ menu: UIMenu?, _ action: UIAction) -> Bool {
        guard let menu else { return false }
        return menu.children.contains { $0 === action || contains($0 as? UIMenu, action) }
    }

    private func end(_ configuration: UIContextMenuConfiguration, preview: UIViewController?) {
        _ = delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)
        let animator = ContextMenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run(animated: true)
    }

    private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view else { return }
        presentMenu(at: recognizer.location(in: view))
    }
}
