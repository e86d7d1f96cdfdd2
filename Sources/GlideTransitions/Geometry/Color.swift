/// An sRGB colour with straight (non-premultiplied) alpha, every component in 0...1 (UIKit's `UIColor`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public var red: Double
    /// The green component, 0...1.
    public var green: Double
    /// The blue component, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) ... 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A grey of brightness `white` (0 black ... 1 white), clamped to 0...1.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Fully transparent black (`UIColor.clear`).
    public static let clear = Color(white: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// 50% grey (`UIColor.gray`).
    public static let gray = Color(white: 0.5)
    /// 33% grey (`UIColor.darkGray`).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// 67% grey (`UIColor.lightGray`).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// The background of a view controller's view: white (the light-mode `UIColor.systemBackground`).
    public static let systemBackground = Color.white

    /// The colour `fraction` of the way to `other`, component by component (alpha included).
    /// `fraction` may lie outside [0, 1]; the result is clamped to 0...1.
    public func interpolated(to other: Color, fraction: Double) -> Color {
        Color(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: alpha + (other.alpha - alpha) * fraction)
    }

    /// The same colour with the given opacity, clamped to 0...1.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits.
    public var description: String {
        "#" + [red, green, blue, alpha].map { component -> String in
            let byte = Int((Self.clamp(component) * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count < 2 ? "0" + hex : hex
        }.joined()
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
