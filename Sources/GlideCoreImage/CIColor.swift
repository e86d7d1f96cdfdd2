import Foundation
import GlideCoreGraphics

/// A colour for Core Image (`CIColor`), in sRGB components.
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
    }

    /// The colour of a Core Graphics colour (gray or RGB).
    public convenience init(cgColor c: CGColor) {
        let parts = c.components ?? [0, 0, 0, 1]
        if parts.count == 2 {
            self.init(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
        } else {
            self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts.count > 3 ? parts[3] : 1)
        }
    }

    /// The colour as Core Graphics' colour.
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    open class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    open class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    open class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}
