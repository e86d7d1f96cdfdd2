import Foundation
import GlideCoreGraphics

/// A renderer that runs drawing actions in a context of its format (`UIGraphicsRenderer`): the base of
/// ``UIGraphicsImageRenderer``.
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat

    /// A renderer drawing `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        rendererFormat = format
        super.init()
        format.bounds = bounds
    }

    /// A renderer drawing `bounds` with the default format of its kind.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: Self.defaultFormat())
    }

    /// The format the renderer's contexts have.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// True when the renderer makes images.
    open var allowsImageOutput: Bool { false }

    /// The format ``init(bounds:)`` uses.
    class func defaultFormat() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat.preferred() }
}
