import Foundation
import GlideCoreGraphics

/// What a graphics renderer's contexts are like (`UIGraphicsRendererFormat`): the base of
/// ``UIGraphicsImageRendererFormat``.
open class UIGraphicsRendererFormat: NSObject {
    /// The bounds of the renderer that uses the format (zero until a renderer is made with it).
    public internal(set) var bounds: CGRect = .zero

    /// A format with the device's defaults.
    public required override init() {
        super.init()
    }

    /// A format with the device's defaults (`default()`, deprecated on iOS in favour of ``preferred()``).
    open class func `default`() -> Self { Self() }

    /// The format best suited to the device.
    @discardableResult
    open class func preferred() -> Self { Self() }
}
