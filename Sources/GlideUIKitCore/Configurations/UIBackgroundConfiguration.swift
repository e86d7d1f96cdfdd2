import Foundation

/// What a cell's, header's or footer's background shows (UIKit's `UIBackgroundConfiguration`, iOS 14): a colour, a
/// corner radius, a stroke, a visual effect, an image and a custom view, inset from the view's edges. Set it as a cell's
/// `backgroundConfiguration`; the view draws it behind its content.
///
/// The list styles (``listPlainCell()``, ``listGroupedCell()`` …) fill with the list's cell or header colour; their
/// ``updated(for:)`` fills a highlighted or selected cell with `.systemGray4`, a selected sidebar cell with the tint
/// colour, on a background colour the app did not set. ``clear()`` has no styling. A nil ``backgroundColor`` or
/// ``strokeColor`` means the view's tint colour, as in UIKit.
///
/// Glide differs: the styles' colours and radii are Glide's reading of iOS 17's in light mode; ``visualEffect`` is drawn
/// as Glide draws a `UIVisualEffectView` (a frosted tint); the corner curve is circular.
public struct UIBackgroundConfiguration: Hashable {
    /// The list element a configuration is styled for.
    enum Style: Hashable, Sendable {
        case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter, listSidebarHeader
        case listSidebarCell, listAccompaniedSidebarCell, listCell, listHeader, listFooter

        var isCell: Bool {
            switch self {
            case .listPlainCell, .listGroupedCell, .listSidebarCell, .listAccompaniedSidebarCell, .listCell: true
            default: false
            }
        }

        var isSidebarCell: Bool { self == .listSidebarCell || self == .listAccompaniedSidebarCell }

        /// The fill in the normal state.
        var color: UIColor? {
            switch self {
            case .clear, .listGroupedHeaderFooter, .listSidebarHeader, .listSidebarCell, .listAccompaniedSidebarCell: .clear
            case .listPlainCell, .listPlainHeaderFooter, .listCell, .listHeader, .listFooter: .systemBackground
            case .listGroupedCell: .secondarySystemGroupedBackground
            }
        }
    }

    let style: Style
    private var storedBackgroundColor: UIColor?
    private var backgroundColorIsCustomized = false

    /// A view drawn as the background, filling it, above the colour (nil by default).
    public var customView: UIView?
    /// The radius of the background's and the stroke's corners (0 by default).
    public var cornerRadius: CGFloat = 0
    /// The background's insets from the view's edges (negative: outsets).
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges on which the view's layout margins are added to ``backgroundInsets``.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill (nil: the view's tint colour; `.clear`: none). Setting it keeps it in every state.
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            backgroundColorIsCustomized = true
        }
    }
    /// A transformer the fill goes through (nil: none).
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An effect drawn over the fill (nil by default).
    public var visualEffect: UIVisualEffect?
    /// An image drawn over the fill (iOS 15; nil by default).
    public var image: UIImage?
    /// How ``image`` fills the background (iOS 15; `.scaleToFill` by default).
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour (nil: the view's tint colour).
    public var strokeColor: UIColor?
    /// A transformer the stroke's colour goes through (nil: none).
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width (0 by default: no stroke).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke sits outside the background (negative: inside); its corners stay concentric.
    public var strokeOutset: CGFloat = 0

    init(style: Style) {
        self.style = style
        storedBackgroundColor = style.color
        if style.isSidebarCell { cornerRadius = 10 }
    }

    /// A configuration with no colour set, which resolves to the view's tint colour: a button configuration's
    /// background until ``UIButton/Configuration/updated(for:)`` gives it its style's colour.
    package static func unstyled() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration(style: .clear)
        background.storedBackgroundColor = nil
        return background
    }

    /// A configuration with no styling: clear, no radius, no stroke.
    @discardableResult
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A plain list's cell: `.systemBackground`.
    @discardableResult
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainCell) }
    /// A plain list's header or footer: `.systemBackground`.
    @discardableResult
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listPlainHeaderFooter) }
    /// A grouped list's cell: `.secondarySystemGroupedBackground`.
    @discardableResult
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedCell) }
    /// A grouped list's header or footer: clear.
    @discardableResult
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listGroupedHeaderFooter) }
    /// A sidebar's header: clear.
    @discardableResult
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listSidebarHeader) }
    /// A sidebar's cell: clear, corners of 10 points; the tint colour while selected.
    @discardableResult
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listSidebarCell) }
    /// An accompanied sidebar's cell: as ``listSidebarCell()``.
    @discardableResult
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listAccompaniedSidebarCell) }
    /// A list's cell (iOS 18): as ``listPlainCell()`` (Glide reads no list environment).
    @discardableResult
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listCell) }
    /// A list's header (iOS 18): as ``listPlainHeaderFooter()``.
    @discardableResult
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listHeader) }
    /// A list's footer (iOS 18): as ``listPlainHeaderFooter()``.
    @discardableResult
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .listFooter) }

    /// This configuration for `state`: on a fill the app did not set, `.systemGray4` while a cell is highlighted or
    /// selected, the tint colour (nil) while a sidebar cell is selected, the style's colour otherwise.
    @discardableResult
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        guard !backgroundColorIsCustomized, style != .clear else { return self }
        var updated = self
        let cell = state as? UICellConfigurationState, view = state as? UIViewConfigurationState
        let selected = cell?.isSelected ?? view?.isSelected ?? false
        let highlighted = cell?.isHighlighted ?? view?.isHighlighted ?? false
        if style.isSidebarCell {
            updated.storedBackgroundColor = selected ? nil : style.color
        } else if style.isCell, selected || highlighted {
            updated.storedBackgroundColor = .systemGray4
        } else {
            updated.storedBackgroundColor = style.color
        }
        return updated
    }

    /// The fill drawn when the view's tint is `tintColor`: ``backgroundColor`` (or `tintColor`) through the transformer.
    @discardableResult
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = storedBackgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke's colour drawn when the view's tint is `tintColor`: ``strokeColor`` (or `tintColor`) through the
    /// transformer.
    @discardableResult
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}

/// The view a background configuration is drawn in, behind a cell's content: the fill with its corners, the visual
/// effect, the image and the custom view inside it, and the stroke around it.
@MainActor
final class BackgroundConfigurationView: UIView {
    private(set) var configuration = UIBackgroundConfiguration.clear()
    private let strokeView = UIView(frame: .zero)
    private var effectView: UIVisualEffectView?
    private var imageView: UIImageView?
    private weak var customView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        strokeView.isUserInteractionEnabled = false
        strokeView.backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `configuration` in `host`'s bounds (its layout margins where the configuration adds them).
    func apply(_ configuration: UIBackgroundConfiguration, in host: UIView) {
        self.configuration = configuration
        let c = configuration
        var insets = c.backgroundInsets
        let margins = host.directionalLayoutMargins
        let edges = c.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let b = host.bounds
        frame = CGRect(x: b.minX + insets.leading, y: b.minY + insets.top, width: Swift.max(0, b.width - insets.leading - insets.trailing),
                       height: Swift.max(0, b.height - insets.top - insets.bottom))
        let fill = c.resolvedBackgroundColor(for: host.tintColor)
        backgroundColor = fill.alpha > 0 ? fill : nil
        let radius = Swift.min(Swift.max(0, c.cornerRadius), Swift.min(bounds.width, bounds.height) / 2)
        layer.cornerRadius = radius
        clipsToBounds = radius > 0

        if let effect = c.visualEffect {
            let view = effectView ?? UIVisualEffectView(effect: effect)
            view.effect = effect
            view.frame = bounds
            if view.superview !== self { insertSubview(view, at: 0) }
            effectView = view
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
        }
        if let image = c.image {
            let view = imageView ?? UIImageView(frame: .zero)
            view.image = image
            view.contentMode = c.imageContentMode
            view.frame = bounds
            if view.superview !== self { addSubview(view) }
            imageView = view
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if customView !== c.customView { customView?.removeFromSuperview() }
        if let custom = c.customView {
            custom.frame = bounds
            custom.layer.cornerRadius = radius
            custom.clipsToBounds = radius > 0
            if custom.superview !== self { addSubview(custom) }
            customView = custom
        }

        // The stroke around the background, outside it by the outset, its corners concentric; above the background.
        if c.strokeWidth > 0 {
            let outset = c.strokeOutset
            strokeView.frame = frame.insetBy(dx: -outset, dy: -outset)
            strokeView.layer.cornerRadius = radius > 0 ? Swift.max(0, radius + outset) : 0
            strokeView.layer.borderWidth = c.strokeWidth
            strokeView.layer.borderColor = c.resolvedStrokeColor(for: host.tintColor).cgColor
            if strokeView.superview !== host { host.insertSubview(strokeView, aboveSubview: self) }
        } else {
            strokeView.removeFromSuperview()
        }
    }

    override func removeFromSuperview() {
        strokeView.removeFromSuperview()
        super.removeFromSuperview()
    }
}
