import Foundation

/// What was drawn into a `CGContext`, in order: Glide's stand-in for a bitmap's pixels.
///
/// Not a Core Graphics type. Every item is in the image's pixel space (origin at the top left, y
/// down, one unit per pixel) through its ``Item/transform``, with the clip, alpha and blend mode
/// the context had when it was drawn. Glide's renderer (`GlideRender`) turns a display list into a
/// picture.
package struct CGDisplayList: Sendable {
    /// One drawing operation with the graphics state it was drawn in.
    package struct Item: Sendable {
        /// What is drawn.
        package var operation: Operation
        /// From the operation's coordinates to the image's pixels.
        package var transform: CGAffineTransform
        /// The clip regions, in the image's pixels; the item shows only where every one of them covers.
        package var clips: [Clip]
        /// The context's alpha (`setAlpha`), 0...1.
        package var alpha: CGFloat
        /// How the item composites with what is below it.
        package var blendMode: CGBlendMode

        package init(operation: Operation, transform: CGAffineTransform, clips: [Clip] = [], alpha: CGFloat = 1, blendMode: CGBlendMode = .normal) {
            self.operation = operation
            self.transform = transform
            self.clips = clips
            self.alpha = alpha
            self.blendMode = blendMode
        }
    }

    /// A drawing operation, in its own coordinates.
    package enum Operation: Sendable {
        /// A path filled with a colour.
        case fill(CGPath, rule: CGPathFillRule, color: CGColor)
        /// A path stroked with a colour.
        case stroke(CGPath, color: CGColor, style: StrokeStyle)
        /// An image, its pixel space (0, 0, width, height) mapped by the item's transform.
        case image(CGImage)
        /// Content drawn by a layer above Core Graphics (a frozen layer tree from `CALayer.render(in:)` or
        /// `UIView.drawHierarchy(in:afterScreenUpdates:)`), in its own coordinates of `size`; the renderer knows its type.
        case content(any Sendable, size: CGSize)
        /// Everything drawn before it becomes transparent inside the path (`clear(_:)`).
        case clear(CGPath)
    }

    /// How a path is stroked.
    package struct StrokeStyle: Sendable, Hashable {
        package var lineWidth: CGFloat = 1
        package var lineCap: CGLineCap = .butt
        package var lineJoin: CGLineJoin = .miter
        package var miterLimit: CGFloat = 10
        package var dashPhase: CGFloat = 0
        package var dashLengths: [CGFloat] = []

        package init() {}
    }

    /// A clip region: a path in the image's pixels and its fill rule.
    package struct Clip: Sendable {
        package var path: CGPath
        package var rule: CGPathFillRule

        package init(path: CGPath, rule: CGPathFillRule) {
            self.path = path
            self.rule = rule
        }
    }

    /// The items, back to front.
    package var items: [Item] = []
    /// True for an opaque image: what nothing covers is black, as in an opaque bitmap context.
    package var isOpaque = false

    package init(items: [Item] = [], isOpaque: Bool = false) {
        self.items = items
        self.isOpaque = isOpaque
    }
}
