import Foundation

/// A button (UIKit's `UIButton`): titles, title colours and images per control state.
///
/// A state without its own value uses the `.normal` one, as in UIKit. The title label uses the
/// 15-point system font (UIKit's default for buttons); a `.system` button's default title colour is
/// its tint colour, a `.custom` one's is white. The intrinsic size is the image beside the title
/// (by Glide's text metric) plus ``contentEdgeInsets``; a `.system` button is at least 30 points tall.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button (UIKit's `UIButton.ButtonType`, with its raw values).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
        /// Another name for `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The kind of button.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var label: UILabel?
    private var image: UIImageView?

    /// Space around the content (deprecated in UIKit, still common).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    open var titleEdgeInsets: UIEdgeInsets = .zero
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Whether the button dims its image while highlighted.
    open var adjustsImageWhenHighlighted = true

    /// A button of `buttonType` whose tap runs `primaryAction` (UIKit's `init(type:primaryAction:)`, iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if title(for: .normal) == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    /// A button of `buttonType` with a zero frame (UIKit's `init(type:)`).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if buttonType != .custom, images[State.normal.rawValue] == nil, buttonType != .system {
            images[State.normal.rawValue] = UIImage(systemName: "\(buttonType)")
        }
        refreshContent()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Per-state values

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshContent()
    }

    @discardableResult
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        refreshContent()
    }

    @discardableResult
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshContent()
        appearanceDidSet(key: "titleColor.\(state.rawValue)") { button in (button as? UIButton)?.setTitleColor(color, for: state) }
    }

    @discardableResult
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? (buttonType == .custom ? .white : tintColor)
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        refreshContent()
    }

    @discardableResult
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
    }

    @discardableResult
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Subviews

    /// The label showing the current title (made on first use, as UIKit's).
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = UILabel(frame: .zero)
        made.font = .systemFont(ofSize: 15)
        label = made
        addSubview(made)
        refreshContent()
        return made
    }

    /// The image view showing the current image (made on first use, as UIKit's).
    open var imageView: UIImageView? {
        if let image { return image }
        let made = UIImageView(frame: .zero)
        image = made
        insertSubview(made, at: 0)
        refreshContent()
        return made
    }

    override func controlStateDidChange() { refreshContent() }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshContent()
    }

    private func refreshContent() {
        if let label {
            if let attributed = currentAttributedTitle {
                label.attributedText = attributed
            } else {
                label.text = currentTitle
            }
            label.textColor = currentTitleColor
        }
        image?.image = currentImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var titleSize: CGSize {
        let text = currentAttributedTitle?.string ?? currentTitle
        guard let text, !text.isEmpty else { return .zero }
        let font = label?.font ?? .systemFont(ofSize: 15)
        return CGSize(width: UILabel.pixelCeil(font.width(of: text)), height: UILabel.pixelCeil(font.lineHeight))
    }

    /// The image beside the title, plus ``contentEdgeInsets``.
    open override var intrinsicContentSize: CGSize {
        let t = titleSize, i = currentImage?.size ?? .zero
        var size = CGSize(width: t.width + i.width, height: Swift.max(t.height, i.height))
        if buttonType == .system { size.height = Swift.max(size.height, 30) }
        return CGSize(width: size.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: size.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the image and title side by side in the bounds inset by ``contentEdgeInsets``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.inset(by: contentEdgeInsets)
        let t = titleSize, i = currentImage?.size ?? .zero
        let x = content.midX - (t.width + i.width) / 2
        image?.frame = CGRect(x: x, y: content.midY - i.height / 2, width: i.width, height: i.height)
        label?.frame = CGRect(x: x + i.width, y: content.midY - t.height / 2, width: t.width, height: t.height)
    }
}
