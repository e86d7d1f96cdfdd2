import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
///
/// The bar that shows the item shows its ``customView``, or a system button with its title or image
/// (a system item's title, "Done", "Cancel", …, or its symbol); a tap on that button runs the item's
/// ``primaryAction``, or sends its ``action`` to its ``target`` (up the responder chain from the bar
/// when the target is nil), with the item as the sender, as UIKit does. Flexible and fixed spaces take
/// room in a toolbar and show nothing.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        case plain = 0, bordered = 1, done = 2
    }

    /// The system's items (UIKit's `UIBarButtonItem.SystemItem`, with its raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title UIKit shows for a textual item, in English.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The symbol UIKit shows for the other items.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .pageCurl: "book.pages"
            case .close: "xmark"
            default: nil
            }
        }
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The width of a fixed space, or of the item (0: its content's).
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    open var possibleTitles: Set<String>?
    /// A view shown instead of a button (it gets no touches from the item: it handles its own).
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The method sent when the item is tapped.
    open var action: Selector?
    /// The object the ``action`` is sent to (nil: the responder chain), held weakly.
    open weak var target: AnyObject?
    /// The tint of the item's button (nil: the bar's).
    open var tintColor: UIColor? {
        didSet {
            itemDidChange()
            appearanceDidSet(key: "tintColor") { [tintColor] item in (item as? UIBarButtonItem)?.tintColor = tintColor }
        }
    }
    /// The action run when the item is tapped (instead of ``action``).
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction { title = primaryAction.title; image = primaryAction.image }
        }
    }
    /// The menu the item shows (see ``UIMenu``: Glide shows no menus).
    open var menu: UIMenu?
    open var isSelected = false { didSet { itemDidChange() } }
    /// Whether the item is hidden from its bar.
    open var isHidden = false { didSet { itemDidChange() } }
    /// The system item this was made as, if any.
    package private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item that runs `primaryAction` or shows `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item titled `title` or showing `image` that runs `primaryAction` or shows `menu` (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.menu = menu
    }

    /// An item that runs `primaryAction` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A space of `width` points in a toolbar.
    @discardableResult
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes what is left of a toolbar, shared with the other flexible spaces.
    @discardableResult
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// True for the two spaces.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// What the item's button shows: its title (a system item's), else its image (a system item's symbol).
    var shownTitle: String? { title ?? (image == nil ? systemItem?.title : nil) }
    var shownImage: UIImage? { image ?? systemItem?.symbolName.flatMap { UIImage(systemName: $0) } }

    /// The system button a navigation bar or toolbar shows for this item (its title, or its image without
    /// one, enabled and tinted as the item); the bar adds its own target.
    func makeBarButton() -> UIButton {
        let button = UIButton(type: .system)
        button.name = "UIBarButton"
        button.setTitle(shownTitle, for: .normal)
        if shownTitle == nil { button.setImage(shownImage, for: .normal) }
        for state in [UIControl.State.normal, .highlighted, .disabled, .selected] {
            if let image = backgroundImage(for: state, style: style, barMetrics: .default) ?? backgroundImage(for: state, barMetrics: .default) {
                button.setBackgroundImage(image, for: state)
            }
        }
        button.isEnabled = isEnabled
        if let tint = tintColor { button.tintColor = tint }
        shownView = button
        return button
    }

    // MARK: Background images

    private struct BackgroundKey: Hashable {
        let state: UInt
        let style: Int?
        let metrics: Int
    }

    private var backgroundImages: [BackgroundKey: UIImage] = [:] { didSet { itemDidChange() } }

    /// The image behind the item's button in `state` for `barMetrics` (a bar shows the `.default` metrics' images).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages[BackgroundKey(state: state.rawValue, style: nil, metrics: barMetrics.rawValue)] = backgroundImage
    }

    /// The image set behind the item's button in `state` for `barMetrics`, if any.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BackgroundKey(state: state.rawValue, style: nil, metrics: barMetrics.rawValue)]
    }

    /// The image behind the item's button in `state` when its style is `style`, for `barMetrics` (it takes precedence
    /// over the one set for every style).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        backgroundImages[BackgroundKey(state: state.rawValue, style: style.rawValue, metrics: barMetrics.rawValue)] = backgroundImage
    }

    /// The image set behind the item's button in `state` for `style` and `barMetrics`, if any.
    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BackgroundKey(state: state.rawValue, style: style.rawValue, metrics: barMetrics.rawValue)]
    }

    /// The system button a bar made for this item last (what a popover's `barButtonItem` anchor points at).
    weak var shownView: UIView?

    /// The item was tapped through `button`: runs its primary action, or sends its action, as UIKit does.
    func performTap(from button: UIView) {
        guard isEnabled else { return }
        if let primaryAction { return primaryAction.perform(sender: self) }
        guard let action else { return }
        if let target { UIApplication.shared.sendAction(action, to: target, from: self, for: nil); return }
        var responder: UIResponder? = button
        while let current = responder {
            if action.perform(on: current, sender: self) { return }
            responder = current.next
        }
        action.perform(on: UIApplication.shared, sender: self)
    }
}
