import Foundation
import GlideCoreGraphics

// UIKit's graphics context functions: a per-thread stack of contexts, as UIKit keeps one per thread.
// `UIGraphicsBeginImageContext…` pushes a bitmap context, `UIGraphicsEndImageContext()` pops it, and
// drawing code (`UIImage.draw(in:)`, `UIColor.setFill()`, `UIBezierPath.fill()`, `UIRectFill`,
// `UIView.drawHierarchy(in:afterScreenUpdates:)`) draws into the top one.

/// One entry of a thread's context stack.
struct GraphicsStackEntry {
    /// The context; nil for an image context of no pixels (UIKit logs an invalid context and draws nothing).
    var context: CGContext?
    /// For an image context: the image's scale (points to pixels). Nil for a pushed context.
    var imageScale: CGFloat?
}

/// The calling thread's stack of contexts (kept in the thread's dictionary, so it ends with the thread).
final class GraphicsContextStack {
    var entries: [GraphicsStackEntry] = []

    private static let key = "GlideUIKit.UIGraphicsContextStack"

    /// The calling thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Pushes a new image context of `size` points at `scale` (0: the screen's), its origin at `origin`.
    func pushImageContext(size: CGSize, opaque: Bool, scale: CGFloat, origin: CGPoint = .zero) -> CGContext? {
        let s = scale > 0 ? scale : UIGraphicsImageRendererFormat.screenScale
        let width = Int((size.width * s).rounded(.up)), height = Int((size.height * s).rounded(.up))
        guard size.width > 0, size.height > 0, width > 0, height > 0, size.width.isFinite, size.height.isFinite else {
            entries.append(GraphicsStackEntry(context: nil, imageScale: s))
            return nil
        }
        let base = CGAffineTransform(translationX: -origin.x, y: -origin.y).concatenating(CGAffineTransform(scaleX: s, y: s))
        let context = CGContext(width: width, height: height, baseTransform: base, isOpaque: opaque)
        entries.append(GraphicsStackEntry(context: context, imageScale: s))
        return context
    }
}

/// Pushes a bitmap context of `size` points at scale 1, not opaque, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    _ = GraphicsContextStack.current.pushImageContext(size: size, opaque: false, scale: 1)
}

/// Pushes a bitmap context of `size` points, `opaque` or not, at `scale` pixels per point (0: the
/// screen's, 3), and makes it current.
///
/// Glide differs: a zero or negative size pushes a context that is nil (UIKit logs an invalid context);
/// ``UIGraphicsEndImageContext()`` still pops it, so calls stay balanced.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    _ = GraphicsContextStack.current.pushImageContext(size: size, opaque: opaque, scale: scale)
}

/// The calling thread's current context (the top of its stack), or nil when there is none.
@discardableResult
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// An image of what has been drawn into the current image context; nil when the current context is
/// not an image context, or there is none (as UIKit returns).
@discardableResult
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.current.entries.last, let scale = top.imageScale,
          let image = top.context?.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Pops the current image context; does nothing when the current context is not an image context
/// (UIKit logs the unbalanced call).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let top = stack.entries.last, top.imageScale != nil else { return }
    stack.entries.removeLast()
}

/// Makes `context` current, on top of the stack.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(GraphicsStackEntry(context: context, imageScale: nil))
}

/// Pops a context pushed with ``UIGraphicsPushContext(_:)``; does nothing when the top is an image context or the stack is empty.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard let top = stack.entries.last, top.imageScale == nil else { return }
    stack.entries.removeLast()
}

/// Fills `rect` with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill colour and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` with the current fill colour, as UIKit's does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let t = min(1, r.height / 2), s = min(1, r.width / 2)
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: t), CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
        CGRect(x: r.minX, y: r.minY + t, width: s, height: r.height - 2 * t), CGRect(x: r.maxX - s, y: r.minY + t, width: s, height: r.height - 2 * t),
    ])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
