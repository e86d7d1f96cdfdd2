import Foundation

/// What a list's cell, header or footer shows (UIKit's `UIListContentConfiguration`, iOS 14): an image, a text and a
/// secondary text, styled as the list element it is made for (``cell()``, ``subtitleCell()``, ``valueCell()``,
/// ``sidebarCell()``, ``plainHeader()``, ``groupedHeader()`` …). Set it as a cell's `contentConfiguration` (start from the
/// cell's `defaultContentConfiguration()`), or show it in a ``UIListContentView`` anywhere.
///
/// The content view lays it out as UIKit does: inside ``directionalLayoutMargins`` (at least the superview's layout
/// margins on the ``axesPreservingSuperviewLayoutMargins``), the image at the leading margin, centred vertically, then
/// ``imageToTextPadding``, then the text with the secondary text below it (``textToSecondaryTextVerticalPadding``
/// apart), the two centred vertically as a block; or, when ``prefersSideBySideTextAndSecondaryText`` and both fit on one
/// line, the secondary text against the trailing margin (a value cell). ``updated(for:)`` applies the style's colours for
/// the state to the colours the app did not set: a sidebar cell's text, secondary text and image turn white while it is
/// selected; every other style keeps its colours in every state, as on iOS 14 and later.
///
/// Glide differs: the styles' fonts, colours and metrics are Glide's reading of iOS 17's at the default content size
/// (see ``cell()`` and the others), measured with Glide's text metric; the iOS 18 list environment is not read (the
/// style stays the one the configuration was made with), and `preferredSymbolConfiguration` is not offered (Glide has
/// no symbol images).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The list element a configuration is styled for.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case header, footer

        var isSidebarCell: Bool {
            switch self {
            case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }

        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell: true
            default: isSidebarCell
            }
        }
    }

    /// Properties of the image (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable {
        /// The system's standard size, for ``reservedLayoutSize``.
        ///
        /// Glide differs: the standard reserved size is the image's own (Glide has no symbol images to align).
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        private var storedTintColor: UIColor?
        var tintColorIsCustomized = false
        /// The image's tint (nil: the content view's tint colour). Setting it keeps it in every state.
        public var tintColor: UIColor? {
            get { storedTintColor }
            set {
                storedTintColor = newValue
                tintColorIsCustomized = true
            }
        }
        /// A transformer the tint goes through (nil: none).
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is shown at, its aspect ratio kept (zero in a dimension: no limit).
        public var maximumSize: CGSize = .zero
        /// The size the layout keeps for the image at least, centring it in it (zero: the image's size).
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// Whether the image is left as it is by Smart Invert (kept).
        public var accessibilityIgnoresInvertColors = false

        init(tintColor: UIColor?) {
            storedTintColor = tintColor
        }

        /// The tint the image is drawn in when the content view's tint is `tintColor`: ``tintColor`` (or `tintColor`)
        /// through ``tintColorTransformer``.
        @discardableResult
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = storedTintColor ?? tintColor
            return tintColorTransformer?(color) ?? color
        }

        /// Sets the tint as the style does, not as the app customizing it.
        mutating func setDefaultTintColor(_ color: UIColor?) { storedTintColor = color }
    }

    /// Properties of the text or the secondary text (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable {
        /// How the lines align (UIKit's `UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural = 0, center, justified
        }

        /// A change of case applied to the text (UIKit's `UIListContentConfiguration.TextProperties.TextTransform`).
        public enum TextTransform: Int, Hashable, Sendable {
            case none = 0, uppercase, lowercase, capitalized
        }

        /// The font.
        public var font: UIFont
        private var storedColor: UIColor
        var colorIsCustomized = false
        /// The colour. Setting it keeps it in every state.
        public var color: UIColor {
            get { storedColor }
            set {
                storedColor = newValue
                colorIsCustomized = true
            }
        }
        /// A transformer the colour goes through (nil: none).
        public var colorTransformer: UIConfigurationColorTransformer?
        /// How the lines align.
        public var alignment: TextAlignment = .natural
        /// How a line too long is cut or wrapped.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown (0 by default: as many as needed).
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width (kept; Glide's label keeps its font).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to (kept).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before the text is truncated (kept).
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the font follows the content size category (kept; Glide's is always the default).
        public var adjustsFontForContentSizeCategory = true
        /// Whether a truncated text shows in full when the pointer hovers it (kept).
        public var showsExpansionTextWhenTruncated = false
        /// The change of case applied to the text shown (not to an attributed text).
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            storedColor = color
        }

        /// The colour the text is drawn in: ``color`` through ``colorTransformer``.
        @discardableResult
        public func resolvedColor() -> UIColor { colorTransformer?(storedColor) ?? storedColor }

        /// Sets the colour as the style does, not as the app customizing it.
        mutating func setDefaultColor(_ color: UIColor) { storedColor = color }

        /// `text` with ``transform`` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    let style: Style

    /// The image, at the leading side (nil by default).
    public var image: UIImage?
    /// Properties of the image.
    public var imageProperties: ImageProperties
    /// The text (nil by default).
    public var text: String?
    /// The text with attributes; when set, shown instead of ``text``, in its own attributes where it has them.
    public var attributedText: NSAttributedString?
    /// Properties of the text.
    public var textProperties: TextProperties
    /// The secondary text (nil by default).
    public var secondaryText: String?
    /// The secondary text with attributes; when set, shown instead of ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString?
    /// Properties of the secondary text.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the superview's layout margins are the least margins of the content.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content, inside the content view.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and the secondary text sit side by side when they fit on one line (a value cell's).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the text, when there are both.
    public var imageToTextPadding: CGFloat = 16
    /// The least space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and the secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The opacity of the content (iOS 18; 1 by default).
    public var alpha: CGFloat = 1

    init(style: Style) {
        self.style = style
        let body = UIFont.preferredFont(forTextStyle: .body)
        let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        let footnote = UIFont.preferredFont(forTextStyle: .footnote)
        let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let headerMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        var text = TextProperties(font: body, color: .label)
        var secondary = TextProperties(font: subheadline, color: .secondaryLabel)
        var margins = cellMargins
        switch style {
        case .cell, .subtitleCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            break
        case .valueCell:
            secondary = TextProperties(font: body, color: .secondaryLabel)
            prefersSideBySideTextAndSecondaryText = true
        case .plainHeader, .header, .sidebarHeader:
            text = TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label)
            margins = headerMargins
        case .plainFooter, .footer:
            text = TextProperties(font: footnote, color: .secondaryLabel)
            margins = headerMargins
        case .groupedHeader:
            text = TextProperties(font: footnote, color: .secondaryLabel)
            text.transform = .uppercase
            margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        case .groupedFooter:
            text = TextProperties(font: footnote, color: .secondaryLabel)
            margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        case .prominentInsetGroupedHeader:
            text = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
            margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .extraProminentInsetGroupedHeader:
            text = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
            margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        }
        if !style.isCell { secondary = TextProperties(font: footnote, color: .secondaryLabel) }
        textProperties = text
        secondaryTextProperties = secondary
        imageProperties = ImageProperties(tintColor: nil)
        directionalLayoutMargins = margins
    }

    /// A list cell's: the text in the body font (17 points) and `.label`, the secondary text below it in the subheadline
    /// font (15 points) and `.secondaryLabel`; margins 11 points above and below, 16 at the sides.
    @discardableResult
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration(style: .cell) }
    /// A list cell with subtitle text: as ``cell()``, the secondary text below the text.
    @discardableResult
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .subtitleCell) }
    /// A list cell with side-by-side value text: as ``cell()``, the secondary text in the body font against the trailing
    /// margin when both fit on one line.
    @discardableResult
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// A plain list's header: the text in the headline font (17 points, semibold) and `.label`; margins 8 points above
    /// and below, 16 at the sides.
    @discardableResult
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    /// A plain list's footer: the text in the footnote font (13 points) and `.secondaryLabel`.
    @discardableResult
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// A grouped list's header: the text upper-cased in the footnote font and `.secondaryLabel`; margins 16 points
    /// above, 6 below.
    @discardableResult
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
    /// A grouped list's footer: the text in the footnote font and `.secondaryLabel`; margins 6 points above, 16 below.
    @discardableResult
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
    /// A prominent header of an inset grouped list (iOS 15): the text in a 20-point bold font and `.label`.
    @discardableResult
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .prominentInsetGroupedHeader) }
    /// An extra prominent header of an inset grouped list (iOS 15): the text in a 22-point bold font and `.label`.
    @discardableResult
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }
    /// A sidebar list's cell: as ``cell()``; while selected its text, secondary text and image turn white.
    @discardableResult
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    /// A sidebar list's cell with subtitle text: as ``sidebarCell()``, the secondary text below the text.
    @discardableResult
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarSubtitleCell) }
    /// An accompanied sidebar list's cell: as ``sidebarCell()``.
    @discardableResult
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .accompaniedSidebarCell) }
    /// An accompanied sidebar list's cell with subtitle text: as ``sidebarSubtitleCell()``.
    @discardableResult
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }
    /// A sidebar list's header: as ``plainHeader()``.
    @discardableResult
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }
    /// A list's header (iOS 18): as ``plainHeader()`` (Glide reads no list environment).
    @discardableResult
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration(style: .header) }
    /// A list's footer (iOS 18): as ``plainFooter()`` (Glide reads no list environment).
    @discardableResult
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration(style: .footer) }

    /// A new ``UIListContentView`` showing this configuration.
    @MainActor
    @discardableResult
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// This configuration for `state`: the style's colours for the state, on the colours the app did not set (a sidebar
    /// cell's turn white while selected, and back); everything else as it is.
    @discardableResult
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        let defaults = UIListContentConfiguration(style: style)
        let selected = (state as? UICellConfigurationState)?.isSelected ?? (state as? UIViewConfigurationState)?.isSelected ?? false
        let inverted = style.isSidebarCell && selected
        if !updated.textProperties.colorIsCustomized {
            updated.textProperties.setDefaultColor(inverted ? .white : defaults.textProperties.color)
        }
        if !updated.secondaryTextProperties.colorIsCustomized {
            updated.secondaryTextProperties.setDefaultColor(inverted ? .white : defaults.secondaryTextProperties.color)
        }
        if !updated.imageProperties.tintColorIsCustomized {
            updated.imageProperties.setDefaultTintColor(inverted ? .white : defaults.imageProperties.tintColor)
        }
        return updated
    }
}
