import Foundation

extension UIImage {
    /// A symbol's stroke weight (UIKit's `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to the text beside it (UIKit's `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// What an image is drawn with (UIKit's `UIImage.Configuration`): its traits.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for (nil: any).
        public let traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }
    }

    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): its point size or text style or font, its
    /// weight and scale, and its colours.
    ///
    /// Glide differs: symbols are placeholders (see ``UIImage/init(systemName:)``); a configuration sizes the
    /// placeholder, a square of 20 points at the body text's 17-point size, in proportion to the point size it gives and
    /// by its scale (small 0.8, large 1.3 of medium; Glide's approximation of SF Symbols' metrics). Weights and colours
    /// are kept and compared, not drawn.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: not set).
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// The text style whose font sizes the symbol (nil: none).
        public let textStyle: UIFont.TextStyle?
        /// The font that sizes the symbol (nil: none).
        public let font: UIFont?
        /// The colours given with ``init(hierarchicalColor:)`` or ``init(paletteColors:)``.
        public let colors: [UIColor]
        /// Whether the symbol prefers its multicolour variant (``preferringMulticolor()``).
        public let prefersMulticolor: Bool

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified,
             textStyle: UIFont.TextStyle? = nil, font: UIFont? = nil, colors: [UIColor] = [], prefersMulticolor: Bool = false) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.font = font
            self.colors = colors
            self.prefersMulticolor = prefersMulticolor
            super.init(traitCollection: nil)
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, font: font)
        }
        /// Draws the symbol's layers in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) { self.init(colors: [hierarchicalColor]) }
        /// Draws the symbol's layers in `paletteColors`.
        public convenience init(paletteColors: [UIColor]) { self.init(colors: paletteColors) }

        /// A configuration that prefers the symbol's multicolour variant.
        @discardableResult
        open class func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }

        /// A configuration with nothing set.
        public static let unspecified = SymbolConfiguration()

        /// This configuration with what `otherConfiguration` sets on top (its point size, weight, scale, style, font
        /// and colours where it gives them). Glide differs: the result is typed `SymbolConfiguration`, UIKit's `Self`.
        @discardableResult
        open func applying(_ otherConfiguration: Configuration?) -> SymbolConfiguration {
            guard let other = otherConfiguration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                weight: other.weight != .unspecified ? other.weight : weight,
                scale: other.scale != .unspecified ? other.scale : scale,
                textStyle: other.textStyle ?? (other.font == nil && other.pointSize == 0 ? textStyle : nil),
                font: other.font ?? (other.textStyle == nil && other.pointSize == 0 ? font : nil),
                colors: other.colors.isEmpty ? colors : other.colors,
                prefersMulticolor: other.prefersMulticolor || prefersMulticolor)
        }

        /// This configuration without its weight.
        @discardableResult
        open func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle, font: font, colors: colors,
                 prefersMulticolor: prefersMulticolor)
        }

        /// This configuration without its point size, text style and font.
        @discardableResult
        open func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, font: nil, colors: colors,
                 prefersMulticolor: prefersMulticolor)
        }

        /// The side of a symbol drawn with this configuration: see the type's documentation.
        var placeholderSide: CGFloat {
            let points = pointSize > 0 ? pointSize
                : font?.pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? 17
            let factor: CGFloat = switch scale {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
            return (20 * points / 17 * factor).rounded()
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && font == other.font && colors == other.colors && prefersMulticolor == other.prefersMulticolor
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }
    }

    /// The SF Symbol `name` drawn with `configuration` (a placeholder sized by it; see ``SymbolConfiguration``).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let symbol = configuration as? SymbolConfiguration
        let side = symbol?.placeholderSide ?? 20
        self.init(name: "system:" + name, size: CGSize(width: side, height: side), scale: 3, renderingMode: .alwaysTemplate, isSymbol: true)
        storedSymbolConfiguration = symbol
    }

    /// The symbol configuration the image was made with (nil for an image that is not a symbol, or has none).
    public var symbolConfiguration: SymbolConfiguration? { storedSymbolConfiguration }

    /// The same image drawn with `configuration`: a symbol is sized anew by it; other images are returned as they are.
    @discardableResult
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard isSymbolImage, let name, name.hasPrefix("system:") else { return self }
        let merged = storedSymbolConfiguration?.applying(configuration) ?? (configuration as? SymbolConfiguration)
        let image = UIImage(systemName: String(name.dropFirst("system:".count)), withConfiguration: merged) ?? self
        return renderingMode == image.renderingMode ? image : image.withRenderingMode(renderingMode)
    }

    /// The symbol with `configuration` applied on top of its own (nil for an image that is not a symbol).
    @discardableResult
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }
}
