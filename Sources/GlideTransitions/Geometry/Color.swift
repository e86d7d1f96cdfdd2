import Foundation
/// An sRGB colour with straight (non-premultiplied) alpha, every component in 0...1 (UIKit's `UIColor`).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: CGFloat
    /// The green component, 0...1.
    public var green: CGFloat
    /// The blue component, 0...1.
    public var blue: CGFloat
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: CGFloat

    /// A colour from its components, each clamped to 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A grey of brightness `white` (0 black ... 1 white), clamped to 0...1.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black (`UIColor.clear`).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = UIColor(white: 0)
    /// Opaque white.
    public static let white = UIColor(white: 1)
    /// 50% grey (`UIColor.gray`).
    public static let gray = UIColor(white: 0.5)
    /// 33% grey (`UIColor.darkGray`).
    public static let darkGray = UIColor(white: 1.0 / 3.0)
    /// 67% grey (`UIColor.lightGray`).
    public static let lightGray = UIColor(white: 2.0 / 3.0)
    /// Opaque pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1)
    /// The background of a view controller's view: white (the light-mode `UIColor.systemBackground`).
    public static let systemBackground = UIColor.white

    /// The colour `fraction` of the way to `other`, component by component (alpha included).
    /// `fraction` may lie outside [0, 1]; the result is clamped to 0...1.
    public func interpolated(to other: UIColor, fraction: CGFloat) -> UIColor {
        UIColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    /// The same colour with the given opacity, clamped to 0...1.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    public var description: String {
        "#" + [red, green, blue, alpha].map { component -> String in
            let byte = Int((Self.clamp(component) * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count < 2 ? "0" + hex : hex
        }.joined()
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
