/// The kind of content a vibrancy effect is for (UIKit's `UIVibrancyEffectStyle`, iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
