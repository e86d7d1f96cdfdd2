import Foundation

/// A colour as Core Graphics keeps it for layers (`CGColor`): sRGB components with straight alpha.
///
/// Glide differs from Core Graphics deliberately: `CGColor` is a value type (a struct), not a
/// reference-counted object, and every colour is in the sRGB space (a grey made with
/// ``init(gray:alpha:)`` keeps two components, as Core Graphics' grey space does).
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components in the colour space: red, green, blue, alpha (or grey, alpha).
    public let components: [CGFloat]?

    /// An sRGB colour (`CGColor(red:green:blue:alpha:)`), components clamped to 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map(CGColor.clamp)
    }

    /// A grey (`CGColor(gray:alpha:)`), clamped to 0...1.
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha].map(CGColor.clamp)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another opacity (`copy(alpha:)`).
    @discardableResult
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = components ?? [0, 0]
        c[c.count - 1] = CGColor.clamp(alpha)
        return c.count == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Red, green, blue and alpha, whatever the number of components.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = components ?? [0, 0]
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        return (c[0], c[1], c[2], c[3])
    }

    /// `#RRGGBBAA`, each component rounded to 8 bits (as `UIColor`'s description prints it).
    public var description: String {
        let c = rgba
        return "#" + [c.red, c.green, c.blue, c.alpha].map { component -> String in
            let byte = Int((CGColor.clamp(component) * 255).rounded())
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count < 2 ? "0" + hex : hex
        }.joined()
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
