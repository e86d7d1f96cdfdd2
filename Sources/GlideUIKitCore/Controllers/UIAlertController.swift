import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): a title, a message, buttons (``UIAlertAction``) and, for an
/// alert, text fields, presented modally over the app.
///
/// Presented as UIKit presents it: ``modalPresentationStyle`` is `.custom` and UIKit's own presentation controller
/// keeps the presenter's view in the window under the alert; the alert fades in, and fades out when dismissed.
///
/// Glide differs: nothing is drawn (the alert's view is an empty, clear view over the window) and the simulated user
/// taps nothing; the alert stays until it is dismissed, or until a test taps an action with ``glideTap(_:)``.
/// Misuse UIKit answers with an exception (a second cancel action, a text field on an action sheet, a preferred
/// action that is not one of the alert's) is logged to ``GlideDiagnostics`` and ignored. On Glide's compact-width
/// screen an action sheet has no ``UIViewController/popoverPresentationController``, as on an iPhone.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert (UIKit's `UIAlertController.Style`, with its raw values).
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// A sheet of buttons that slides up from the bottom (a popover on a regular-width screen).
        case actionSheet = 0
        /// A dialog in the middle of the screen.
        case alert = 1
    }

    /// The message under the title.
    open var message: String?
    /// Whether this is an alert or an action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order they were added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order they were added (alerts only).
    open var textFields: [UITextField]? { textFieldStorage }
    private var textFieldStorage: [UITextField] = []

    /// The action emphasised as the default (Return triggers it); it must be one of ``actions``.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                GlideDiagnostics.log(
                    "UIAlertController: the preferred action \(Self.describe(newValue)) is not one of the alert's actions; ignored "
                        + "(UIKit raises an exception)")
                return
            }
            preferredActionStorage = newValue
        }
    }
    private var preferredActionStorage: UIAlertAction?

    /// An alert of `preferredStyle` with `title` and `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// An empty alert; its ``modalPresentationStyle`` is `.custom`, as UIKit's.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .custom
    }

    /// An empty alert (Glide has no storyboards).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .custom
    }

    /// Adds `action` as the last button. A second `.cancel` action is logged to ``GlideDiagnostics`` and not added
    /// (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            GlideDiagnostics.log(
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel: "
                    + "\(Self.describe(action)) not added (UIKit raises an exception)")
            return
        }
        actions.append(action)
    }

    /// Adds a text field, which `configurationHandler` configures at once. Only an alert has text fields: on an action
    /// sheet this is logged to ``GlideDiagnostics`` and nothing is added (UIKit raises an exception).
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            GlideDiagnostics.log(
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; ignored "
                    + "(UIKit raises an exception)")
            return
        }
        let field = UITextField(frame: .zero)
        textFieldStorage.append(field)
        configurationHandler?(field)
    }

    /// Taps `action` as the user does (Glide's): the alert is dismissed with animation and, once the dismissal has
    /// completed, the action's handler is called, as UIKit calls it. A disabled action, one that is not the alert's,
    /// or a tap while the alert is not presented or is transitioning, is logged to ``GlideDiagnostics`` and does
    /// nothing (the user cannot tap it).
    public func glideTap(_ action: UIAlertAction) {
        guard actions.contains(where: { $0 === action }) else {
            GlideDiagnostics.log("glideTap: \(Self.describe(action)) is not one of the alert's actions; nothing tapped")
            return
        }
        guard action.isEnabled else {
            GlideDiagnostics.log("glideTap: \(Self.describe(action)) is disabled; nothing tapped")
            return
        }
        guard presentingViewController != nil, !isBeingPresented, !isBeingDismissed else {
            GlideDiagnostics.log("glideTap: \(Self.describe(action)) tapped while the alert is not on screen; nothing tapped")
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Taps the action titled `title` (Glide's; see ``glideTap(_:)``), the first one with that title.
    public func glideTap(actionTitled title: String) {
        guard let action = actions.first(where: { $0.title == title }) else {
            GlideDiagnostics.log("glideTap: the alert has no action titled \"\(title)\"; nothing tapped")
            return
        }
        glideTap(action)
    }

    private static func describe(_ action: UIAlertAction) -> String {
        "the action \(action.title.map { "\"\($0)\"" } ?? "with no title") (\(action.style))"
    }
}
