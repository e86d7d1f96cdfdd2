import Foundation

/// A button (UIKit's `UIButton`): titles, title colours and images per control state.
///
/// A state without its own value uses the `.normal` one, as in UIKit. The title label uses the
/// 15-point system font (UIKit's default for buttons); a `.system` button's default title colour is
/// its tint colour, a `.custom` one's is white. The intrinsic size is the image beside the title
/// (by Glide's text metric) plus ``contentEdgeInsets``; a `.system` button is at least 30 points tall.
///
/// A button with a ``configuration`` (iOS 15) draws from it instead: a background view in the configuration's colour,
/// with its corners and stroke, the title (and ``subtitleLabel``) in the configuration's fonts and colours, and the image
/// (or an activity indicator) placed beside them with the configuration's paddings, inside its ``UIButton/Configuration/contentInsets``,
/// which with the content make the intrinsic size; a title, title colour or image set for the current state with the
/// per-state setters still wins, as in UIKit. ``setNeedsUpdateConfiguration()`` (called for every state change while
/// ``automaticallyUpdatesConfiguration``, and when the configuration or the handler is set) has ``updateConfiguration()``
/// and then ``configurationUpdateHandler`` run before the next layout or size query; the content edge insets are
/// ignored then, as UIKit ignores them.
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
    /// Whether a tap toggles the button's selection, or picks from its menu (UIKit's, iOS 15). Default false.
    open var changesSelectionAsPrimaryAction = false
    /// The order the button's menu shows its elements in (iOS 16).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// The menu the button shows (iOS 14; nil: none). Setting a menu enables the button's context menu
    /// interaction, which shows it on a press and hold, or on a tap when ``showsMenuAsPrimaryAction`` is true.
    ///
    /// Glide differs: nothing is drawn for the menu (see ``UIContextMenuInteraction``).
    open var menu: UIMenu? { didSet { isContextMenuInteractionEnabled = menu != nil } }

    /// The menu for a press: the button's ``menu``, with no preview.
    open override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// A button of `buttonType` whose tap runs `primaryAction` (UIKit's `init(type:primaryAction:)`, iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if title(for: .normal) == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        }
    }

    /// A `.system` button drawn from `configuration` whose tap runs `primaryAction` (UIKit's
    /// `init(configuration:primaryAction:)`, iOS 15); the action's title and image fill a configuration without them.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.configuration = configuration
        configurationDidChange()  // an initializer's assignment runs no observer
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

    /// The symbol configuration for the images of `state` (UIKit's `setPreferredSymbolConfiguration(_:forImageIn:)`).
    /// Glide differs: kept and read back; the images are drawn as made.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        preferredSymbolConfigurations[state.rawValue] = configuration
    }

    /// The symbol configuration set for the images of `state`.
    @discardableResult
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        preferredSymbolConfigurations[state.rawValue]
    }

    private var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

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

    /// The title shown: the one set for the state (else the normal state's), else the configuration's.
    open var currentTitle: String? { title(for: state) ?? configuration?.title }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    // MARK: Subviews

    /// The label showing the current title (made on first use, as UIKit's).
    open var titleLabel: UILabel? {
        if let label { return label }
        let made = makeTitleLabel()
        refreshContent()
        return made
    }

    /// The image view showing the current image (made on first use, as UIKit's).
    open var imageView: UIImageView? {
        if let image { return image }
        let made = makeImageView()
        refreshContent()
        return made
    }

    /// The label showing the configuration's subtitle (iOS 15; nil while there is none).
    open var subtitleLabel: UILabel? { subtitle?.isHidden == false ? subtitle : nil }

    private func makeTitleLabel() -> UILabel {
        if let label { return label }
        let made = UILabel(frame: .zero)
        made.font = .systemFont(ofSize: 15)
        label = made
        addSubview(made)
        return made
    }

    private func makeImageView() -> UIImageView {
        if let image { return image }
        let made = UIImageView(frame: .zero)
        image = made
        insertSubview(made, at: backgroundView == nil ? 0 : 1)
        return made
    }

    override func controlStateDidChange() {
        refreshContent()
        if configuration != nil, automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    // MARK: Configuration (iOS 15)

    /// What a configuration update handler runs (UIKit's `UIButton.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// What the button shows and how (nil: the per-state titles and images). Setting it shows it at once and asks for a
    /// configuration update.
    open var configuration: UIButton.Configuration? {
        didSet { configurationDidChange() }
    }

    private func configurationDidChange() {
        if configuration == nil { tearDownConfiguredViews() }
        refreshContent()
        if !updatingConfiguration { setNeedsUpdateConfiguration() }
    }

    /// Run on every configuration update, after ``updateConfiguration()``: the place to change ``configuration`` for
    /// the button's state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// Whether a change of the button's state asks for a configuration update (true by default).
    open var automaticallyUpdatesConfiguration = true

    private var needsConfigurationUpdate = false
    private var updatingConfiguration = false
    private var subtitle: UILabel?
    private var backgroundView: UIView?
    private var activityIndicator: UIActivityIndicatorView?

    /// Asks for a configuration update before the next layout pass or size query.
    open func setNeedsUpdateConfiguration() {
        guard !updatingConfiguration else { return }
        needsConfigurationUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state; a subclass overrides it to change ``configuration`` (the
    /// ``configurationUpdateHandler`` runs after it). The default shows the configuration as it is.
    open func updateConfiguration() {
        refreshContent()
    }

    /// Runs a pending configuration update: ``updateConfiguration()``, then the handler, then shows the result.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !updatingConfiguration else { return }
        needsConfigurationUpdate = false
        updatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        updatingConfiguration = false
        refreshContent()
    }

    private func tearDownConfiguredViews() {
        backgroundView?.removeFromSuperview()
        backgroundView = nil
        subtitle?.removeFromSuperview()
        subtitle = nil
        activityIndicator?.removeFromSuperview()
        activityIndicator = nil
        label?.font = .systemFont(ofSize: 15)
        label?.isHidden = false
        image?.isHidden = false
    }

    /// Shows the configuration as the button's state resolves it.
    private func applyConfiguration(_ configuration: UIButton.Configuration) {
        let shown = configuration.updated(for: self)
        let foreground = shown.baseForegroundColor ?? tintColor!
        // The background, under everything.
        let background: UIView
        if let backgroundView {
            background = backgroundView
        } else {
            background = UIView(frame: .zero)
            background.name = "UIButton.background"
            background.isUserInteractionEnabled = false
            insertSubview(background, at: 0)
            backgroundView = background
        }
        background.backgroundColor = shown.background.backgroundColor
        background.layer.cornerRadius = shown.background.cornerRadius
        background.layer.borderWidth = shown.background.strokeWidth
        background.layer.borderColor = shown.background.strokeWidth > 0 ? shown.background.resolvedStrokeColor(for: tintColor).cgColor : nil
        if let custom = shown.background.customView, custom.superview !== background {
            for view in background.subviews { view.removeFromSuperview() }
            background.addSubview(custom)
        }
        // The title: the state's own, else the configuration's.
        let titleLabel = makeTitleLabel()
        let stateTitle = titles[state.rawValue] ?? titles[State.normal.rawValue]
        let text = stateTitle ?? shown.title
        let titleStyle = shown.textAttributes(subtitle: false, foreground: foreground)
        titleLabel.text = text
        titleLabel.font = titleStyle.font
        titleLabel.textColor = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? titleStyle.color
        titleLabel.textAlignment = textAlignment(for: shown)
        titleLabel.isHidden = text?.isEmpty ?? true
        // The subtitle.
        if let subtitleText = shown.subtitle, !subtitleText.isEmpty {
            let label = subtitle ?? UILabel(frame: .zero)
            if subtitle == nil {
                label.name = "UIButton.subtitle"
                addSubview(label)
                subtitle = label
            }
            let style = shown.textAttributes(subtitle: true, foreground: foreground)
            label.text = subtitleText
            label.font = style.font
            label.textColor = style.color
            label.textAlignment = textAlignment(for: shown)
            label.isHidden = false
        } else {
            subtitle?.isHidden = true
        }
        // The image, or the activity indicator in its place.
        let imageView = makeImageView()
        imageView.image = images[state.rawValue] ?? images[State.normal.rawValue] ?? shown.image
        imageView.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
        imageView.isHidden = shown.showsActivityIndicator
        if shown.showsActivityIndicator {
            let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
            if activityIndicator == nil {
                indicator.isUserInteractionEnabled = false
                addSubview(indicator)
                activityIndicator = indicator
            }
            indicator.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.startAnimating()
        } else {
            activityIndicator?.stopAnimating()
        }
    }

    private func textAlignment(for configuration: UIButton.Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return .left
        case .center: return .center
        case .trailing: return .right
        case .automatic: return configuredImageSize(configuration) != .zero && isHorizontal(configuration) ? .left : .center
        }
    }

    private func isHorizontal(_ configuration: UIButton.Configuration) -> Bool {
        !(configuration.imagePlacement.contains(.top) || configuration.imagePlacement.contains(.bottom))
    }

    private func configuredImageSize(_ configuration: UIButton.Configuration) -> CGSize {
        if configuration.showsActivityIndicator { return CGSize(width: 20, height: 20) }
        return (images[state.rawValue] ?? images[State.normal.rawValue] ?? configuration.image)?.size ?? .zero
    }

    private func textSize(of label: UILabel?) -> CGSize {
        guard let label, !label.isHidden, let text = label.text, !text.isEmpty else { return .zero }
        return CGSize(width: UILabel.pixelCeil(label.font.width(of: text)), height: UILabel.pixelCeil(label.font.lineHeight))
    }

    /// The sizes of the configured content: the image, the title, the subtitle, the title block and all of it.
    private func configuredLayout(_ configuration: UIButton.Configuration)
        -> (image: CGSize, title: CGSize, subtitle: CGSize, block: CGSize, content: CGSize, gap: CGFloat) {
        let image = configuredImageSize(configuration)
        let title = textSize(of: label), sub = textSize(of: subtitle)
        let between = title != .zero && sub != .zero ? configuration.titlePadding : 0
        let block = CGSize(width: Swift.max(title.width, sub.width), height: title.height + between + sub.height)
        let gap = image != .zero && block != .zero ? configuration.imagePadding : 0
        let content = isHorizontal(configuration)
            ? CGSize(width: image.width + gap + block.width, height: Swift.max(image.height, block.height))
            : CGSize(width: Swift.max(image.width, block.width), height: image.height + gap + block.height)
        return (image, title, sub, block, content, gap)
    }

    private func layoutConfiguredContent(_ configuration: UIButton.Configuration) {
        let insets = configuration.contentInsets
        backgroundView?.frame = bounds.inset(by: UIEdgeInsets(
            top: configuration.background.backgroundInsets.top, left: configuration.background.backgroundInsets.leading,
            bottom: configuration.background.backgroundInsets.bottom, right: configuration.background.backgroundInsets.trailing))
        if let custom = configuration.background.customView, let backgroundView { custom.frame = backgroundView.bounds }
        backgroundView?.layer.cornerRadius = configuration.updated(for: self).background.cornerRadius
        let area = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let sizes = configuredLayout(configuration)
        let origin = CGPoint(x: area.midX - sizes.content.width / 2, y: area.midY - sizes.content.height / 2)
        let content = CGRect(origin: origin, size: sizes.content)
        var imageFrame: CGRect, block: CGRect
        let placement = configuration.imagePlacement
        if placement.contains(.top) || placement.contains(.bottom) {
            let imageX = content.midX - sizes.image.width / 2, blockX = content.midX - sizes.block.width / 2
            if placement.contains(.bottom) {
                block = CGRect(x: blockX, y: content.minY, width: sizes.block.width, height: sizes.block.height)
                imageFrame = CGRect(x: imageX, y: block.maxY + sizes.gap, width: sizes.image.width, height: sizes.image.height)
            } else {
                imageFrame = CGRect(x: imageX, y: content.minY, width: sizes.image.width, height: sizes.image.height)
                block = CGRect(x: blockX, y: imageFrame.maxY + sizes.gap, width: sizes.block.width, height: sizes.block.height)
            }
        } else {
            let imageY = content.midY - sizes.image.height / 2, blockY = content.midY - sizes.block.height / 2
            if placement.contains(.trailing) {
                block = CGRect(x: content.minX, y: blockY, width: sizes.block.width, height: sizes.block.height)
                imageFrame = CGRect(x: block.maxX + sizes.gap, y: imageY, width: sizes.image.width, height: sizes.image.height)
            } else {
                imageFrame = CGRect(x: content.minX, y: imageY, width: sizes.image.width, height: sizes.image.height)
                block = CGRect(x: imageFrame.maxX + sizes.gap, y: blockY, width: sizes.block.width, height: sizes.block.height)
            }
        }
        image?.frame = imageFrame
        activityIndicator?.frame = imageFrame
        let alignment = textAlignment(for: configuration)
        func place(_ size: CGSize, at y: CGFloat) -> CGRect {
            let x: CGFloat
            switch alignment {
            case .left: x = block.minX
            case .right: x = block.maxX - size.width
            default: x = block.midX - size.width / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
        label?.frame = place(sizes.title, at: block.minY)
        let subtitleY = block.minY + sizes.title.height + (sizes.title != .zero ? configuration.titlePadding : 0)
        subtitle?.frame = place(sizes.subtitle, at: subtitleY)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshContent()
    }

    private func refreshContent() {
        if let configuration {
            applyConfiguration(configuration)
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            return
        }
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

    /// The image beside the title, plus ``contentEdgeInsets``; with a configuration, its content (the image beside or
    /// above the title and subtitle, with the paddings) plus its content insets.
    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let configuration {
            let content = configuredLayout(configuration).content, insets = configuration.contentInsets
            return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        }
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
        updateConfigurationIfNeeded()
        if let configuration {
            layoutConfiguredContent(configuration)
            return
        }
        let content = bounds.inset(by: contentEdgeInsets)
        let t = titleSize, i = currentImage?.size ?? .zero
        let x = content.midX - (t.width + i.width) / 2
        image?.frame = CGRect(x: x, y: content.midY - i.height / 2, width: i.width, height: i.height)
        label?.frame = CGRect(x: x + i.width, y: content.midY - t.height / 2, width: t.width, height: t.height)
    }
}
