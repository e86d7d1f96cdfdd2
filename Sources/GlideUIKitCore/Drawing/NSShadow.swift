import Foundation

/// A shadow under text (UIKit's `NSShadow`, the value of `NSAttributedString.Key.shadow`).
///
/// Glide differs: text shadows are kept with the text and not drawn.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// Must stay the first stored property (see ``CoreFoundationMarker``).
    private let coreFoundationMarker = CoreFoundationMarker.word
    /// How far the shadow lies from the text (UIKit's default: (0, −3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// How blurred the shadow is, in points (0 by default).
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour: a `UIColor` (nil: black at a third opacity, as UIKit draws it).
    open var shadowColor: Any?

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && (shadowColor as? NSObject)?.isEqual(other.shadowColor) ?? (other.shadowColor == nil)
    }

    open override var hash: Int { Int(shadowOffset.width * 31 + shadowOffset.height * 7 + shadowBlurRadius) }
}
