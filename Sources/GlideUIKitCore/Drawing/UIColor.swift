import Foundation
import GlideCoreGraphics

/// A colour (UIKit's `UIColor`): an immutable object holding sRGB components with straight
/// (non-premultiplied) alpha.
///
/// Like UIKit's it is a class, so `extension UIColor { convenience init(hex:) }` builds as written.
/// Glide differs in two documented ways: every colour is stored as sRGB with components clamped to
/// 0...1 (UIKit keeps extended-range and Display P3 colours as such), and there is no dark mode —
/// dynamic and system colours resolve to their light-mode values.
open class UIColor: NSObject, @unchecked Sendable {
    /// Must stay the first stored property (see ``CoreFoundationMarker``).
    private let coreFoundationMarker = CoreFoundationMarker.word
    /// The red component, 0...1 (Glide's; UIKit reads it with ``getRed(_:green:blue:alpha:)``).
    package let red: CGFloat
    /// The green component, 0...1.
    package let green: CGFloat
    /// The blue component, 0...1.
    package let blue: CGFloat
    /// The opacity, 0 (transparent) ... 1 (opaque).
    package let alpha: CGFloat

    /// A colour from sRGB components, each clamped to 0...1. (UIKit has no default for `alpha`; Glide's is 1.)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
        super.init()
    }

    /// A colour made with no components (`UIColor()`, the initializer UIKit's class inherits from `NSObject`):
    /// transparent black, which `UIColor()` describes on iOS ("UIExtendedGrayColorSpace 0 0").
    public override convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// The image a pattern colour tiles (``init(patternImage:)``), else nil.
    package private(set) var patternImage: UIImage?

    /// A colour that tiles `image` (UIKit's pattern colour).
    ///
    /// Glide differs: its colours are flat, so the pattern is an opaque mid grey wherever it is drawn; the image is
    /// kept (``patternImage``) for renderers and tests.
    public convenience init(patternImage image: UIImage) {
        self.init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        patternImage = image
    }

    /// A grey of brightness `white` (0 black ... 1 white). (UIKit has no default for `alpha`; Glide's is 1.)
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness, each 0...1 (the HSB/HSV model UIKit uses).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from Display P3 components, converted to sRGB (CSS Color 4's matrices and transfer
    /// function); components outside sRGB are clamped (Glide's difference: UIKit keeps the wider gamut).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: CGFloat) -> Double {
            let c = Double(c)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        func encoded(_ c: Double) -> CGFloat {
            let c = Swift.max(0, c)
            return CGFloat(c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055)
        }
        let (pr, pg, pb) = (linear(displayP3Red), linear(green), linear(blue))
        // P3-linear → sRGB-linear (both D65).
        let r = 1.2249401 * pr - 0.2249404 * pg + 0.0000000 * pb
        let g = -0.0420569 * pr + 1.0420571 * pg + 0.0000000 * pb
        let b = -0.0196376 * pr - 0.0786361 * pg + 1.0982735 * pb
        self.init(red: encoded(r), green: encoded(g), blue: encoded(b), alpha: alpha)
    }

    /// The colour registered under `name` with ``register(_:named:)``, else nil (Glide has no asset catalogs).
    public convenience init?(named name: String) {
        guard let color = Self.registry[name] else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    /// A colour that UIKit resolves per trait collection; Glide resolves it once, with
    /// ``UITraitCollection/current`` (light mode), when it is made.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// Registers the colour `UIColor(named: name)` returns: Glide's stand-in for an asset catalog.
    package static func register(_ color: UIColor?, named name: String) {
        registry[name] = color
    }

    private static let registry = LockedRegistry<UIColor>()

    // MARK: Components

    /// The same colour with opacity `alpha`.
    @discardableResult
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The sRGB components; always succeeds in Glide (every colour is sRGB).
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// The grey level and alpha; succeeds only for greys (equal components), as UIKit's does for grey-space colours.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// Hue, saturation and brightness (HSB), each 0...1; always succeeds in Glide.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maxC = Swift.max(red, green, blue), minC = Swift.min(red, green, blue)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == red {
                h = (green - blue) / delta
                if h < 0 { h += 6 }
            } else if maxC == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = self.alpha
        return true
    }

    /// Returns the colour itself: Glide has no dark mode, so every colour is already resolved.
    @discardableResult
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The colour `fraction` of the way to `other`, component by component (alpha included), clamped.
    package func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        UIColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    // MARK: Equality and printing

    /// Equal when the components are equal (UIKit's `isEqual:` for colours in the same space).
    @discardableResult
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits (Glide's format; UIKit prints the colour space).
    open override var description: String {
        "#" + [red, green, blue, alpha].map { component -> String in
            let byte = Int((Self.clamp(component) * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count < 2 ? "0" + hex : hex
        }.joined()
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6  // hue wraps around
        let s = clamp(saturation), v = clamp(brightness)
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    private convenience init(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    // MARK: Fixed colours (UIKit's values)

    /// Fully transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0)
    public static let white = UIColor(white: 1)
    /// 50% grey.
    public static let gray = UIColor(white: 0.5)
    /// 33% grey.
    public static let darkGray = UIColor(white: 1.0 / 3.0)
    /// 67% grey.
    public static let lightGray = UIColor(white: 2.0 / 3.0)
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2)

    // MARK: System colours: the light-mode values of Apple's Human Interface Guidelines ("Color", iOS)

    public static let systemRed = UIColor(255, 59, 48)
    public static let systemOrange = UIColor(255, 149, 0)
    public static let systemYellow = UIColor(255, 204, 0)
    public static let systemGreen = UIColor(52, 199, 89)
    public static let systemMint = UIColor(0, 199, 190)
    public static let systemTeal = UIColor(48, 176, 199)
    public static let systemCyan = UIColor(50, 173, 230)
    public static let systemBlue = UIColor(0, 122, 255)
    public static let systemIndigo = UIColor(88, 86, 214)
    public static let systemPurple = UIColor(175, 82, 222)
    public static let systemPink = UIColor(255, 45, 85)
    public static let systemBrown = UIColor(162, 132, 94)
    public static let systemGray = UIColor(142, 142, 147)
    public static let systemGray2 = UIColor(174, 174, 178)
    public static let systemGray3 = UIColor(199, 199, 204)
    public static let systemGray4 = UIColor(209, 209, 214)
    public static let systemGray5 = UIColor(229, 229, 234)
    public static let systemGray6 = UIColor(242, 242, 247)
    /// The app's tint (UIKit's default tint is the system blue).
    public static let tintColor = systemBlue
    public static let label = UIColor(0, 0, 0)
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    public static let link = UIColor(0, 122, 255)
    public static let separator = UIColor(60, 60, 67, 0.29)
    public static let opaqueSeparator = UIColor(198, 198, 200)
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)
    /// The background of a view controller's view: white in light mode.
    public static let systemBackground = UIColor(255, 255, 255)
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    /// A grouped table's background before iOS 13: ``systemGroupedBackground``'s colour. Deprecated on iOS 13; Glide does
    /// not mark it so (code written for iOS builds here without the warning).
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let darkText = UIColor(white: 0)
}

extension UIColor {
    /// The colour as a `CGColor` (for layer colours: `layer.borderColor = UIColor.red.cgColor`).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
