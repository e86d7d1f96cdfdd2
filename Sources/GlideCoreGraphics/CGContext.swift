import Foundation

/// A drawing destination (Core Graphics' `CGContext`): a graphics state (transform, clip, colours,
/// line style, alpha) with a stack, a current path, and painting operations.
///
/// Glide's contexts are bitmap contexts made by UIKit's image drawing (`UIGraphicsBeginImageContext`,
/// `UIGraphicsImageRenderer`). Their ``ctm`` is UIKit's: user space in points with the origin at the
/// top left, mapped onto a device space in pixels whose origin is at the bottom left, so
/// ``draw(_:in:byTiling:)`` draws a `CGImage` upside down as it does on iOS (UIKit's `UIImage.draw(in:)`
/// draws it upright).
///
/// Glide differs: nothing is rasterised. Each painting operation is recorded with the state it was
/// drawn in (see `CGImage`), and ``makeImage()`` returns that record; Glide's renderer draws it.
/// Shadows (`setShadow`), patterns, gradients drawn with `drawLinearGradient` and text are not
/// recorded: Glide has none of them.
public final class CGContext {
    /// The graphics state that ``saveGState()`` saves.
    struct GState {
        /// User space to the image's pixels (origin at the top left, y down).
        var transform: CGAffineTransform
        var clips: [CGDisplayList.Clip] = []
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var stroke = CGDisplayList.StrokeStyle()
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shouldAntialias = true
        var interpolationQuality = CGInterpolationQuality.default
    }

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    private var state: GState
    private var saved: [GState] = []
    /// The current path, in the image's pixels (Core Graphics maps a path's points by the CTM as they are added).
    private var currentPath = CGMutablePath()
    /// What has been drawn.
    package private(set) var displayList: CGDisplayList

    /// A context of `width` × `height` pixels whose user space maps onto them by `baseTransform`
    /// (UIKit's image contexts: a scale by the image's scale, after a translation to the drawing's origin).
    package init(width: Int, height: Int, baseTransform: CGAffineTransform, isOpaque: Bool) {
        self.width = max(0, width)
        self.height = max(0, height)
        state = GState(transform: baseTransform)
        displayList = CGDisplayList(isOpaque: isOpaque)
    }

    /// A bitmap context of `width` × `height` pixels (Core Graphics' own constructor, as image-processing code makes
    /// one): user space is in pixels with the origin at the bottom left, as on iOS; nil when a size is negative,
    /// `bitsPerComponent` is not 1, 5, 8, 16 or 32, or `bytesPerRow` is too small for `width` pixels.
    ///
    /// Glide differs: nothing is rasterised, so `data` is never written (``data`` is the memory given, or nil); what
    /// is drawn is recorded for ``makeImage()``.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let components = space.numberOfComponents
            + (CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue).map { $0 == .none ? 0 : 1 } ?? 0)
        let minimumRowBytes = (width * components * bitsPerComponent + 7) / 8
        guard width >= 0, height >= 0, [1, 5, 8, 16, 32].contains(bitsPerComponent),
              bytesPerRow == 0 || bytesPerRow >= minimumRowBytes else { return nil }
        self.init(
            width: width, height: height,
            baseTransform: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)),
            isOpaque: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue == CGImageAlphaInfo.none.rawValue)
        self.data = data
        self.bitsPerComponent = bitsPerComponent
        self.bytesPerRow = bytesPerRow == 0 ? minimumRowBytes : bytesPerRow
        self.colorSpace = space
        self.bitmapInfo = CGBitmapInfo(rawValue: bitmapInfo)
    }

    /// The memory a bitmap context was made with (never written by Glide; see the constructor).
    public private(set) var data: UnsafeMutableRawPointer?
    /// Bits per colour component (8 for UIKit's image contexts).
    public private(set) var bitsPerComponent = 8
    /// Bytes per row of pixels (4 per pixel in UIKit's image contexts).
    public private(set) lazy var bytesPerRow = width * 4
    /// The colour space (device RGB in UIKit's image contexts).
    public private(set) var colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()
    /// The bitmap layout (premultiplied alpha first, 32-bit little-endian in UIKit's image contexts).
    public private(set) var bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    /// The alpha layout (``bitmapInfo``'s alpha bits).
    public var alphaInfo: CGImageAlphaInfo { CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none }

    /// From the image's pixels (y down) to Core Graphics' device space (y up).
    private var pixelsToDevice: CGAffineTransform { CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)) }

    /// The current transformation matrix: user space to device space (pixels, origin at the bottom left).
    /// In a UIKit image context of height `h` points at scale `s`, `(s, 0, 0, −s, 0, h·s)`.
    public var ctm: CGAffineTransform { state.transform.concatenating(pixelsToDevice) }

    /// The current transform from user space to the image's pixels with the origin at the top left (Glide's).
    package var userToPixels: CGAffineTransform { state.transform }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line style, alpha, blend mode).
    public func saveGState() { saved.append(state) }

    /// Restores the state most recently saved; does nothing when none is saved.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        state = last
    }

    /// Moves the origin of user space by (tx, ty).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales user space by (sx, sy).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` to user space before the current transformation.
    public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the fill colour from sRGB components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// Sets the fill colour to a grey.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the stroke colour from sRGB components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// Sets the stroke colour to a grey.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke width, in user space.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    /// Sets how stroked ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    /// Sets how stroked corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Sets the dash pattern of strokes (an empty `lengths` strokes solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashPhase = phase
        state.stroke.dashLengths = lengths
    }
    /// Sets the opacity every operation is drawn with, clamped to 0...1.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    /// Sets how operations composite with what is drawn.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    /// Sets whether edges are antialiased (kept; Glide's renderer always antialiases).
    public func setShouldAntialias(_ shouldAntialias: Bool) { state.shouldAntialias = shouldAntialias }
    /// Sets whether antialiasing is allowed (kept only).
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    /// How images are resampled (kept only).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Path

    /// Empties the current path.
    public func beginPath() { currentPath = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.transform) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.transform) }
    /// Adds lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.transform) }
    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.transform)
    }
    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control, transform: state.transform) }
    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.transform) }
    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.transform) }
    /// Adds an ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.transform) }
    /// Adds an arc (see `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: state.transform)
    }
    /// Adds an arc tangent to two lines.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        // The tangent points are in user space, the current point in pixels: build the arc in user space.
        let toUser = state.transform.inverted()
        let user = CGMutablePath()
        user.move(to: currentPath.currentPoint.applying(toUser))
        user.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        for element in user.elementValues.dropFirst() {
            appendElement(element.applying(state.transform))
        }
    }
    /// Adds `path`'s elements.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.transform) }
    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }
    /// True when the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point of the path, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.transform.inverted()) }
    /// The bounding box of the current path, in user space (`.null` when empty).
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.isEmpty, let user = userPath else { return .null }
        return user.boundingBox
    }
    /// The current path in user space (nil when empty).
    public var path: CGPath? { currentPath.isEmpty ? nil : userPath }

    private var userPath: CGPath? {
        var inverse = state.transform.inverted()
        return currentPath.copy(using: &inverse)
    }

    private func appendElement(_ element: CGPathElementValue) {
        switch element {
        case .moveToPoint(let p): currentPath.move(to: p)
        case .addLineToPoint(let p): currentPath.addLine(to: p)
        case let .addQuadCurveToPoint(c, p): currentPath.addQuadCurve(to: p, control: c)
        case let .addCurveToPoint(c1, c2, p): currentPath.addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: currentPath.closeSubpath()
        }
    }

    // MARK: Painting

    /// Fills the current path with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        guard !currentPath.isEmpty, let path = currentPath.copy() else { return }
        record(.fill(path, rule: rule, color: state.fillColor), transform: .identity)
    }

    /// Strokes the current path with the stroke colour and line style (the width in the current user space), then empties it.
    public func strokePath() {
        defer { beginPath() }
        guard !currentPath.isEmpty, state.transform.isInvertible, let user = userPath else { return }
        record(.stroke(user, color: state.strokeColor, style: state.stroke), transform: state.transform)
    }

    /// Paints the current path as `mode` says, then empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        guard !currentPath.isEmpty, let pixels = currentPath.copy() else { return }
        let user = userPath
        switch mode {
        case .fill, .fillStroke: record(.fill(pixels, rule: .winding, color: state.fillColor), transform: .identity)
        case .eoFill, .eoFillStroke: record(.fill(pixels, rule: .evenOdd, color: state.fillColor), transform: .identity)
        case .stroke: break
        }
        if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke, state.transform.isInvertible, let user {
            record(.stroke(user, color: state.strokeColor, style: state.stroke), transform: state.transform)
        }
        beginPath()
    }

    /// Fills `rect` with the fill colour (the current path is left alone).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle.
    public func fill(_ rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects)
        record(.fill(path, rule: .winding, color: state.fillColor), transform: state.transform)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        record(.fill(CGPath(ellipseIn: rect, transform: nil), rule: .winding, color: state.fillColor), transform: state.transform)
    }

    /// Strokes the outline of `rect` with the current line width.
    public func stroke(_ rect: CGRect) {
        record(.stroke(CGPath(rect: rect, transform: nil), color: state.strokeColor, style: state.stroke), transform: state.transform)
    }

    /// Strokes the outline of `rect` `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.stroke
        style.lineWidth = width
        record(.stroke(CGPath(rect: rect, transform: nil), color: state.strokeColor, style: style), transform: state.transform)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        record(.stroke(CGPath(ellipseIn: rect, transform: nil), color: state.strokeColor, style: state.stroke), transform: state.transform)
    }

    /// Strokes the segments between consecutive pairs of `points`.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            path.move(to: points[i])
            path.addLine(to: points[i + 1])
            i += 2
        }
        guard !path.isEmpty else { return }
        record(.stroke(path, color: state.strokeColor, style: state.stroke), transform: state.transform)
    }

    /// Makes everything drawn so far inside `rect` transparent.
    public func clear(_ rect: CGRect) {
        record(.clear(CGPath(rect: rect, transform: nil)), transform: state.transform)
    }

    /// Draws `image` into `rect` as Core Graphics does: the image's top row at `rect`'s maximum y, so in
    /// a UIKit context (y down) it appears upside down unless the context is flipped first.
    /// `byTiling` repeats the image from `rect` over the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard image.width > 0, image.height > 0 else { return }
        let place = { (r: CGRect) -> CGAffineTransform in
            CGAffineTransform(a: r.width / CGFloat(image.width), b: 0, c: 0, d: -r.height / CGFloat(image.height), tx: r.minX, ty: r.maxY)
        }
        guard byTiling, rect.width > 0, rect.height > 0 else {
            drawImage(image, transform: place(rect))
            return
        }
        // Tiles cover the clip's bounding box (the whole image without a clip), in user space.
        let toUser = state.transform.inverted()
        var area = CGRect(x: 0, y: 0, width: width, height: height)
        for clip in state.clips { area = area.intersection(clip.path.boundingBox) }
        guard !area.isNull else { return }
        let user = area.applying(toUser)
        let firstColumn = ((user.minX - rect.minX) / rect.width).rounded(.down), lastColumn = ((user.maxX - rect.minX) / rect.width).rounded(.up)
        let firstRow = ((user.minY - rect.minY) / rect.height).rounded(.down), lastRow = ((user.maxY - rect.minY) / rect.height).rounded(.up)
        guard (lastColumn - firstColumn) * (lastRow - firstRow) <= 10_000 else { return }
        var row = firstRow
        while row < lastRow {
            var column = firstColumn
            while column < lastColumn {
                drawImage(image, transform: place(rect.offsetBy(dx: column * rect.width, dy: row * rect.height)))
                column += 1
            }
            row += 1
        }
    }

    /// Draws `image` with its pixel space mapped into user space by `transform` (UIKit's `UIImage`
    /// drawing places images upright with it).
    package func drawImage(_ image: CGImage, transform: CGAffineTransform) {
        record(.image(image), transform: transform.concatenating(state.transform))
    }

    /// Records content drawn by a layer above Core Graphics (a frozen layer tree) of `size`, its
    /// coordinates mapped into user space by `transform`.
    package func drawContent(_ content: any Sendable, size: CGSize, transform: CGAffineTransform = .identity) {
        record(.content(content, size: size), transform: transform.concatenating(state.transform))
    }

    /// Fills `path` (user space) with `color`, leaving the current path and the fill colour alone (a
    /// gradient's stand-in, ``drawLinearGradient(_:start:end:options:)``).
    package func fillLeavingPath(_ path: CGPath, color: CGColor) {
        record(.fill(path, rule: .winding, color: color), transform: state.transform)
    }

    private func record(_ operation: CGDisplayList.Operation, transform: CGAffineTransform) {
        displayList.items.append(CGDisplayList.Item(
            operation: operation, transform: transform, clips: state.clips, alpha: state.alpha, blendMode: state.blendMode))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        defer { beginPath() }
        guard let path = currentPath.copy() else { return }
        state.clips.append(CGDisplayList.Clip(path: path, rule: rule))
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        var t = state.transform
        state.clips.append(CGDisplayList.Clip(path: CGPath(rect: rect, transform: &t), rule: .winding))
    }

    /// Intersects the clip with `rect` masked by `mask` (Core Graphics' image mask: an image tinted through its alpha).
    /// Glide differs: it keeps no pixels, so the clip is `rect` itself, the area the mask is drawn over.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect)
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let path = CGMutablePath()
        path.addRects(rects, transform: state.transform)
        state.clips.append(CGDisplayList.Clip(path: path, rule: .winding))
    }

    /// The bounding box of the clip, in user space (the whole context without a clip).
    public var boundingBoxOfClipPath: CGRect {
        var area = CGRect(x: 0, y: 0, width: width, height: height)
        for clip in state.clips { area = area.intersection(clip.path.boundingBox) }
        return area.isNull ? .zero : area.applying(state.transform.inverted())
    }

    // MARK: Output

    /// An image of everything drawn so far (`makeImage()`); nil for a context of no pixels.
    @discardableResult
    public func makeImage() -> CGImage? {
        guard width > 0, height > 0 else { return nil }
        return CGImage(width: width, height: height, content: .drawing(displayList))
    }
}
