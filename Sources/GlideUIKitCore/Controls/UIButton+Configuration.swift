import Foundation

extension UIButton {
    /// What a button shows and how (UIKit's `UIButton.Configuration`, iOS 15): a title and subtitle, an image beside
    /// them, colours, a background, insets and paddings. A button with a ``UIButton/configuration`` draws from it (see
    /// ``updated(for:)`` for the values a button's state resolves).
    ///
    /// The styles' colours, as the button resolves them: `plain()` and `borderless()` a clear background and the tint
    /// colour for the content; `gray()` and `bordered()` a light gray fill (the system's tertiary fill) and the tint
    /// colour; `tinted()` and `borderedTinted()` the tint colour at 15 % opacity and the tint colour; `filled()` and
    /// `borderedProminent()` the tint colour and white. ``baseBackgroundColor`` and ``baseForegroundColor`` replace the
    /// tint colour and those defaults.
    ///
    /// Glide differs: the sizes and state colours are Glide's approximations of UIKit's: the content insets are 14 × 20
    /// points (top and bottom × leading and trailing) for `.large`, 7 × 12 for `.medium`, 5 × 10 for `.small` and 3 × 8 for
    /// `.mini`; the title is 17 points for `.large` and `.medium`, 15 for `.small`, 13 for `.mini` (the subtitle 2 points
    /// smaller); the corners are 4 (`.small`), 8 (`.medium`), 12 (`.large`) points, `.dynamic` as the button size's
    /// (`.mini` and `.small` 4, `.medium` 8, `.large` 12), `.capsule` half the height, `.fixed` the background's
    /// ``UIBackgroundConfiguration/cornerRadius``. A highlighted button's content is drawn at half opacity (a filled
    /// style's background at 80 %), a disabled one's in the tertiary label colour on the tertiary fill, and a selected
    /// one, with ``automaticallyUpdateForSelection``, as a filled one.
    public struct Configuration {
        /// The look a configuration was made with.
        package enum Style: Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// How big the button is (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Int, Sendable {
            case mini = 0, small, medium, large
        }

        /// How round the background's corners are (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable {
            /// The background's own corner radius.
            case fixed = -1
            /// A radius that follows the button size.
            case dynamic = 0
            case small, medium, large
            /// Half the height.
            case capsule
        }

        /// How the title and the subtitle align with each other (UIKit's `UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Int, Sendable {
            /// Leading beside an image on the leading or trailing side, else centred.
            case automatic = 0
            case leading, center, trailing
        }

        /// How the button looks on a Mac (UIKit's `UIButton.Configuration.MacIdiomStyle`); kept and read back.
        public enum MacIdiomStyle: Int, Sendable {
            case automatic = 0, bordered, borderless, borderlessTinted
        }

        package let style: Style

        package init(style: Style) {
            self.style = style
            switch style {
            case .plain, .borderless: background = .clear()
            default: break
            }
        }

        // MARK: Styles

        /// A transparent background and tinted content.
        @discardableResult
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted, translucent background and tinted content.
        @discardableResult
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background and tinted content.
        @discardableResult
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint colour and white content.
        @discardableResult
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background and tinted content.
        @discardableResult
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray background and tinted content.
        @discardableResult
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted, translucent background and tinted content.
        @discardableResult
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A background in the tint colour and white content.
        @discardableResult
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        // MARK: Background

        /// The background (its colour nil until ``updated(for:)`` resolves it, except `plain()`'s and `borderless()`'s
        /// clear one).
        public var background = UIBackgroundConfiguration.unstyled()
        /// How round the background's corners are (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// How big the button is (`.medium` by default): its default insets and fonts.
        public var buttonSize: Size = .medium
        /// The Mac look.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// The colour of the title, subtitle and image (nil: the style's).
        public var baseForegroundColor: UIColor?
        /// The colour the background is made from (nil: the style's).
        public var baseBackgroundColor: UIColor?

        // MARK: Image

        /// The image beside the title.
        public var image: UIImage?
        /// Changes the image's colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Whether an activity indicator shows in place of the image.
        public var showsActivityIndicator = false
        /// Changes the activity indicator's colour.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Title

        /// The title (the text of ``attributedTitle``; setting it replaces that).
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with attributes (its first run's `font` and `foregroundColor` are drawn).
        public var attributedTitle: AttributedString?
        /// Changes the title's attributes before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks (iOS 16).
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The subtitle under the title (the text of ``attributedSubtitle``; setting it replaces that).
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString?
        /// Changes the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the subtitle breaks (iOS 16).
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping

        // MARK: Layout

        /// The space between the button's edges and its content (the button size's unless set).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        private var customContentInsets: NSDirectionalEdgeInsets?

        /// Makes ``contentInsets`` the button size's default again.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        /// Which side of the title the image is on (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        /// The symbol configuration for the image (nil: the image's own). Glide differs: kept, not drawn.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// Whether a selected button looks selected without an update handler (true by default).
        public var automaticallyUpdateForSelection = true

        // MARK: Resolving

        /// A copy with the values `button`'s state gives filled in, as the button draws it: ``baseForegroundColor``,
        /// the background's colour and corner radius, and ``contentInsets``.
        @preconcurrency @MainActor @discardableResult
        public func updated(for button: UIButton) -> Configuration {
            var resolved = self
            let tint: UIColor = button.tintColor
            let filledStyle = style == .filled || style == .borderedProminent
            var foreground = baseForegroundColor ?? (filledStyle ? .white : tint)
            var fill: UIColor
            if let color = background.backgroundColor {
                fill = color
            } else {
                switch style {
                case .plain, .borderless: fill = .clear
                case .gray, .bordered: fill = baseBackgroundColor ?? .tertiarySystemFill
                case .tinted, .borderedTinted: fill = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
                case .filled, .borderedProminent: fill = baseBackgroundColor ?? tint
                }
            }
            if !button.isEnabled {
                foreground = .tertiaryLabel
                if fill.alpha > 0 { fill = .tertiarySystemFill }
            } else if button.isSelected, automaticallyUpdateForSelection, !filledStyle {
                fill = baseForegroundColor ?? tint
                foreground = .white
            }
            if button.isEnabled, button.isHighlighted {
                if filledStyle { fill = fill.withAlphaComponent(fill.alpha * 0.8) } else {
                    foreground = foreground.withAlphaComponent(foreground.alpha * 0.5)
                }
            }
            resolved.baseForegroundColor = foreground
            resolved.background.backgroundColor = background.backgroundColorTransformer?(fill) ?? fill
            resolved.background.cornerRadius = cornerRadius(forHeight: button.bounds.height)
            resolved.contentInsets = contentInsets
            return resolved
        }

        /// The background's corner radius for a button `height` points tall.
        package func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 8
                case .large: return 12
                }
            }
        }

        /// The content insets of `size` when none are set.
        package static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            }
        }

        /// The title's point size for the button size.
        package var titlePointSize: CGFloat {
            switch buttonSize {
            case .large, .medium: return 17
            case .small: return 15
            case .mini: return 13
            }
        }

        /// The attributes the title (or, with `subtitle`, the subtitle) is drawn with: the button size's font and the
        /// foreground colour, then the attributed text's first run's, then the transformer's.
        package func textAttributes(subtitle: Bool, foreground: UIColor) -> (font: UIFont, color: UIColor) {
            var container = AttributeContainer()
            container.font = UIFont.systemFont(ofSize: subtitle ? titlePointSize - 2 : titlePointSize)
            container.foregroundColor = foreground
            if let run = (subtitle ? attributedSubtitle : attributedTitle)?.runs.first {
                if let font = run.font { container.font = font }
                if let color = run.foregroundColor { container.foregroundColor = color }
            }
            if let transformer = subtitle ? subtitleTextAttributesTransformer : titleTextAttributesTransformer {
                container = transformer(container)
            }
            return (container.font ?? .systemFont(ofSize: titlePointSize), container.foregroundColor ?? foreground)
        }
    }
}
