import Foundation
import GlideCoreGraphics

/// Renders Core Image recipes into Core Graphics images (`CIContext`).
///
/// Glide differs from Core Image: the filters of a recipe are not applied (see ``CIImage``); the image made shows the
/// recipe's source placed as its geometry says.
open class CIContext: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(options: [String: Any]?) { super.init() }

    /// The part `fromRect` of `image` as a Core Graphics image; nil for an empty or infinite rectangle.
    @discardableResult
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        let rect = fromRect.standardized.integral
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0 else { return nil }
        let width = Int(rect.width), height = Int(rect.height)
        let context = CGContext(width: width, height: height, baseTransform: .identity, isOpaque: false)
        switch image.source {
        case .image(let source):
            context.translateBy(x: -rect.minX, y: -rect.minY)
            context.concatenate(image.sourceTransform)
            context.draw(source, in: CGRect(x: 0, y: 0, width: source.width, height: source.height))
        case .color(let color):
            context.setFillColor(color.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        case .empty:
            break
        }
        return context.makeImage()
    }
}
