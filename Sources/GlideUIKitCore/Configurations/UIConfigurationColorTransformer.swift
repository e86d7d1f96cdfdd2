import Foundation

/// A function from a colour to the colour to draw (UIKit's `UIConfigurationColorTransformer`): a configuration's text,
/// image, background or stroke colour goes through it when set (`resolvedColor()`, `resolvedTintColor(for:)`).
///
/// Two transformers are equal when they are the same one (made by the same `init(_:)`, or copies of it), as UIKit
/// compares its blocks.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    /// The function.
    public let transform: (UIColor) -> UIColor
    private let identity = Identity()

    private final class Identity: @unchecked Sendable {}

    /// A transformer applying `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour `input` becomes.
    @discardableResult
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of the same luminance (Rec. 709 weights), alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let y = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return UIColor(red: y, green: y, blue: y, alpha: color.alpha)
    }

    /// The app's tint colour (the system blue: Glide's default tint), whatever the input.
    public static let preferredTint = UIConfigurationColorTransformer { _ in .systemBlue }

    /// The tint colour when the input is the tint colour, the input otherwise; Glide's tint is the system blue.
    public static let monochromeTint = UIConfigurationColorTransformer { color in color }

    /// Whether `a` and `b` are the same transformer.
    public static func == (a: UIConfigurationColorTransformer, b: UIConfigurationColorTransformer) -> Bool { a.identity === b.identity }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
