import Foundation
import GlideQuartzCore

// A layer state's colours as UIKit's: Core Animation keeps them as `CGColor`s; Glide's reports,
// checks and renderer read them as `UIColor`s.

extension LayerState {
    /// A state with the given values (UIKit's defaults for the rest).
    public init(
        bounds: CGRect, position: CGPoint, transform: CATransform3D = .identity, opacity: Double = 1,
        cornerRadius: CGFloat = 0, backgroundColor: UIColor? = nil, isHidden: Bool = false, masksToBounds: Bool = false,
        anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), zPosition: CGFloat = 0, sublayerTransform: CATransform3D = .identity,
        shadowOpacity: Double = 0, shadowRadius: CGFloat = 3, shadowOffset: CGSize = CGSize(width: 0, height: -3),
        shadowColor: UIColor? = .black, borderWidth: CGFloat = 0, borderColor: UIColor? = .black, isDoubleSided: Bool = true
    ) {
        self.init(
            bounds: bounds, position: position, transform: transform, opacity: opacity,
            cornerRadius: cornerRadius, backgroundCGColor: backgroundColor?.cgColor, isHidden: isHidden,
            masksToBounds: masksToBounds, anchorPoint: anchorPoint, zPosition: zPosition,
            sublayerTransform: sublayerTransform, shadowOpacity: shadowOpacity, shadowRadius: shadowRadius,
            shadowOffset: shadowOffset, shadowCGColor: shadowColor?.cgColor, borderWidth: borderWidth,
            borderCGColor: borderColor?.cgColor, isDoubleSided: isDoubleSided)
    }

    /// The background colour.
    public var backgroundColor: UIColor? {
        get { backgroundCGColor.map(UIColor.init(cgColor:)) }
        set { backgroundCGColor = newValue?.cgColor }
    }

    /// The shadow's colour.
    public var shadowColor: UIColor? {
        get { shadowCGColor.map(UIColor.init(cgColor:)) }
        set { shadowCGColor = newValue?.cgColor }
    }

    /// The border's colour.
    public var borderColor: UIColor? {
        get { borderCGColor.map(UIColor.init(cgColor:)) }
        set { borderCGColor = newValue?.cgColor }
    }
}

extension UIColor: CGColorConvertible {}
