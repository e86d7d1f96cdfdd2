import Foundation
import GlideUIKitCore

/// Draws a view tree as SVG, as the screen shows it now: every layer's *presentation* values (what
/// `layer.presentation()` returns at the clock's current time), composited as Core Animation does.
///
/// What is drawn, per layer, back to front:
/// - the shadow (``CALayer/shadowOpacity``, colour, offset and radius, a Gaussian blur of σ = radius / 2),
///   cast by the layer's own rounded shape;
/// - the background colour, in the rounded shape (``CALayer/cornerRadius``, ``CALayer/maskedCorners``);
/// - for a `CAGradientLayer`, its presented axial gradient (colours, locations, start and end points);
/// - for a `CAShapeLayer`, its presented path, filled (fill colour and rule) and stroked (colour, width,
///   caps, joins, dashes, and the `strokeStart`…`strokeEnd` range);
/// - for a `UIVisualEffectView`, the blur material as a frosted tint whose strength is the blur amount;
///   for a `UIImageView`, its image where it sits (its `contentMode`): what was drawn into a drawn image
///   (a view frozen by `drawHierarchy` or `render(in:)` is drawn as it showed then), a decoded image's
///   PNG, or a labelled placeholder for a named image; for a `UILabel`, its text lines in its font size and colour;
///   for a `CATextLayer`, its lines from the top of its bounds, wrapped and truncated as it says, clipped to the bounds;
/// - the sublayers, sorted by ``CALayer/zPosition`` then in order, clipped to the rounded bounds when
///   ``CALayer/masksToBounds`` (`clipsToBounds`) is set; a `CAReplicatorLayer`'s sublayers once per instance, instance
///   k through its `instanceTransform` k times over (about the replicator's centre), its colours multiplied by the
///   instance colour (an SVG colour matrix), its explicit animations `instanceDelay` × k seconds behind;
/// - the border, inside the bounds, above the sublayers;
/// - all of it through the layer's ``CALayer/mask``, when it has one: the mask layer's presented tree
///   (a shape layer's path, a layer's rounded background, their sublayers), whose alpha decides what
///   shows, as Core Animation composites a mask (an SVG `<mask>` of the mask's silhouette).
///
/// Geometry is the layer's bounds through position, ``CALayer/anchorPoint``, ``CALayer/transform`` and
/// every ancestor's transform and ``CALayer/sublayerTransform``. A chain of affine transforms is
/// written as an SVG `transform`; a chain with perspective (`m34`) or any 3D turn is projected and
/// each layer flattened into its superlayer's plane (as Core Animation does without
/// `CATransformLayer`), so a flipping card is drawn as the quadrilateral the eye sees. A `CATransformLayer` draws
/// nothing of its own and does not flatten: its sublayers' transforms and its own are composed in 3D before the
/// projection, a single-sided sublayer is left out when the composition turns its back to the eye, and its sublayers
/// are drawn back to front by the depth of their centres. Opacity is
/// group opacity (UIKit's default), multiplied down the tree; hidden layers, fully transparent
/// layers, single-sided layers seen from behind and layers behind the eye are not drawn.
///
/// Glide differs from a real screen where it has nothing to draw: named images and text are placeholders
/// (no asset bitmaps, no font shaping), the blur cannot blur what is behind it (SVG has no backdrop filter),
/// a radial or conic gradient is drawn as an axial one, and in a mask an image or a label counts as opaque over its
/// frame or glyphs. Every element carries its view's name and type as a tooltip (`<title>`) and a
/// `data-view` attribute.
///
/// The output depends only on the tree's state: no wall clock, no randomness, numbers rounded to
/// 1/100 point, identifiers numbered in drawing order.
@MainActor
public struct ScreenRenderer {
    /// How a screen is drawn.
    public struct Options: Sendable {
        /// The fill behind everything (a screen with nothing on it is black).
        public var background = "#000000"
        /// Views to outline in red on top of the drawing, by name (as reports name views), with a
        /// label each; a view not in the tree is listed in the corner instead.
        public var outlined: [String] = []
        /// The name a view goes by in the drawing (tooltips, `data-view`, ``outlined``); nil, or nil for a
        /// view: its accessibility identifier or its type. A check's report names views by their evidence ids.
        public var viewName: (@MainActor @Sendable (UIView) -> String?)?
        /// A prefix for the SVG's internal identifiers (clip paths, filters), so that several
        /// drawings can be inlined in one HTML page.
        public var idPrefix = "g"
        /// Draw an XML declaration and the `xmlns` for a stand-alone `.svg` file (false: an inline `<svg>`).
        public var standalone = true
        /// The drawing's width in CSS pixels (nil: one pixel per point).
        public var pixelWidth: Double?
        /// Draw a thin dashed outline around views that show nothing of their own (no background,
        /// border or content), as Xcode's view debugger draws wireframes, so they can be seen moving.
        public var wireframes = true
        /// Draw each named view's name on it, small, at its top left (a view named only by its type is
        /// not labelled); the name is also each element's tooltip. Names that would land on one another
        /// are moved down a line.
        public var namesViews = true
        /// Creates default options.
        public init() {}
    }

    /// The options.
    public var options: Options

    /// A renderer with `options`.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG of `root`'s tree (usually a `UIWindow`) in `root`'s bounds coordinates.
    public func svg(of root: UIView) -> String {
        svg(ofLayer: root.layer)
    }

    /// The SVG of `root`'s layer tree, in its bounds coordinates.
    public func svg(ofLayer root: CALayer) -> String {
        var drawing = Drawing(prefix: options.idPrefix, outlined: Set(options.outlined))
        drawing.wireframes = options.wireframes
        drawing.namesViews = options.namesViews
        drawing.viewName = options.viewName
        let state = root.presentationState()
        let size = state.bounds.size
        var body = "<rect width=\"\(SVGText.number(size.width))\" height=\"\(SVGText.number(size.height))\" fill=\"\(options.background)\"/>\n"
        // The root's own transform and position are outside its coordinates; its bounds origin is not.
        let origin = CGPoint(x: -state.bounds.minX, y: -state.bounds.minY)
        let rootMap = Mapping(steps: [CATransform3D(translationX: origin.x, y: origin.y, z: 0)])
        body += drawing.layer(root, state: state, map: rootMap, depth: 0)
        body += drawing.overlay(outlined: options.outlined, size: size)
        return document(body: body, defs: drawing.defs, size: size)
    }

    /// The SVG document around `body`: `size` in points as its view box, drawn `pixelWidth` wide when
    /// the options say so, with the XML declaration when standalone.
    func document(body: String, defs: String, size: CGSize) -> String {
        let w = SVGText.number(size.width), h = SVGText.number(size.height)
        let widthAttributes: String
        if let px = options.pixelWidth, size.width > 0 {
            widthAttributes = "width=\"\(SVGText.number(px))\" height=\"\(SVGText.number(px * size.height / size.width))\""
        } else {
            widthAttributes = "width=\"\(w)\" height=\"\(h)\""
        }
        var out = ""
        if options.standalone { out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(widthAttributes) viewBox=\"0 0 \(w) \(h)\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
        if !defs.isEmpty { out += "<defs>\n" + defs + "</defs>\n" }
        out += body + "</svg>\n"
        return out
    }

    /// Where each named view shows now: the corners of its presented bounds (top left, top right,
    /// bottom right, bottom left) in `root`'s coordinates, for views drawn in the current picture.
    public func quads(in root: UIView) -> [String: [CGPoint]] {
        var drawing = Drawing(prefix: options.idPrefix, outlined: [])
        let state = root.layer.presentationState()
        let rootMap = Mapping(steps: [CATransform3D(translationX: -state.bounds.minX, y: -state.bounds.minY, z: 0)])
        _ = drawing.layer(root.layer, state: state, map: rootMap, depth: 0)
        return drawing.quads
    }
}

// MARK: - Mapping

/// From a layer's coordinates to the root's: each step maps the plane z = 0 of one layer into its
/// superlayer's plane (flattening, with the homogeneous divide).
struct Mapping {
    /// The steps, innermost first.
    var steps: [CATransform3D]

    /// The mapping of a sublayer with `step` to this layer's coordinates.
    func appending(innermost step: CATransform3D) -> Mapping {
        Mapping(steps: [step] + steps)
    }

    /// The mapping of a sublayer with `step` to this layer's coordinates when this layer does not flatten it (a
    /// transform layer): `step` and this layer's innermost step composed in 3D, projected once.
    func merging(innermost step: CATransform3D) -> Mapping {
        guard let first = steps.first else { return Mapping(steps: [step]) }
        return Mapping(steps: [step.concatenating(first)] + steps.dropFirst())
    }

    /// `p` in the root's coordinates; nil when it falls behind the eye (w ≤ 0) at some step.
    func map(_ p: CGPoint) -> CGPoint? {
        var point = p
        for m in steps {
            let w = point.x * m.m14 + point.y * m.m24 + m.m44
            guard w > 1e-9 else { return nil }
            point = CGPoint(x: (point.x * m.m11 + point.y * m.m21 + m.m41) / w, y: (point.x * m.m12 + point.y * m.m22 + m.m42) / w)
        }
        return point
    }

    /// The whole mapping as one affine transform (a, b, c, d, tx, ty), when every step is affine in the plane.
    var affine: Affine? {
        var t = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        for m in steps {
            guard m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return nil }
            let m11 = Double(m.m11), m12 = Double(m.m12), m21 = Double(m.m21), m22 = Double(m.m22)
            let m41 = Double(m.m41), m42 = Double(m.m42)
            // Apply t, then m: p' = M(T(p)).
            let a = t.a * m11 + t.b * m21
            let b = t.a * m12 + t.b * m22
            let c = t.c * m11 + t.d * m21
            let d = t.c * m12 + t.d * m22
            let tx = t.tx * m11 + t.ty * m21 + m41
            let ty = t.tx * m12 + t.ty * m22 + m42
            t = Affine(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        }
        return t
    }

    /// The affine transform that best stands for the mapping near `rect` (through three of its
    /// corners), for text and placeholders on a projected layer.
    func localAffine(_ rect: CGRect) -> Affine? {
        guard rect.width > 0, rect.height > 0,
              let o = map(CGPoint(x: rect.minX, y: rect.minY)), let x = map(CGPoint(x: rect.maxX, y: rect.minY)),
              let y = map(CGPoint(x: rect.minX, y: rect.maxY))
        else { return nil }
        let w = Double(rect.width), h = Double(rect.height), minX = Double(rect.minX), minY = Double(rect.minY)
        let a = Double(x.x - o.x) / w, b = Double(x.y - o.y) / w
        let c = Double(y.x - o.x) / h, d = Double(y.y - o.y) / h
        let tx = Double(o.x) - a * minX - c * minY
        let ty = Double(o.y) - b * minX - d * minY
        return Affine(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }
}

/// A 2D affine transform (x' = a·x + c·y + tx, y' = b·x + d·y + ty), as SVG's `matrix(a b c d e f)`.
struct Affine {
    var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
}

/// The matrix from a layer in `state` to its superlayer's coordinates (superlayer in `parent`); `instance`: a replicator's
/// instance transform, applied about the centre of the superlayer's bounds before its sublayer transform.
func layerStep(_ state: LayerState, parent: LayerState?, instance: CATransform3D = .identity) -> CATransform3D {
    let b = state.bounds
    var m = CATransform3D(translationX: -(b.minX + state.anchorPoint.x * b.width), y: -(b.minY + state.anchorPoint.y * b.height), z: 0)
        .concatenating(state.transform)
        .concatenating(CATransform3D(translationX: state.position.x, y: state.position.y, z: state.zPosition))
    if let parent, !instance.isIdentity {
        let pb = parent.bounds
        m = m.concatenating(CATransform3D(translationX: -pb.midX, y: -pb.midY, z: 0)).concatenating(instance)
            .concatenating(CATransform3D(translationX: pb.midX, y: pb.midY, z: 0))
    }
    if let parent, !parent.sublayerTransform.isIdentity {
        let pb = parent.bounds
        let px = pb.minX + parent.anchorPoint.x * pb.width, py = pb.minY + parent.anchorPoint.y * pb.height
        m = m.concatenating(CATransform3D(translationX: -px, y: -py, z: 0)).concatenating(parent.sublayerTransform)
            .concatenating(CATransform3D(translationX: px, y: py, z: 0))
    }
    return m
}

// MARK: - Drawing

/// One drawing in progress: the defs it needs and its numbering.
@MainActor
struct Drawing {
    let prefix: String
    let outlined: Set<String>
    var defs = ""
    var nextID = 0
    var blurFilters: [String: String] = [:]
    /// Outline views that draw nothing of their own.
    var wireframes = false
    /// Names views instead of their own names, where it gives one.
    var viewName: (@MainActor @Sendable (UIView) -> String?)?
    /// Draw the names of named views on them (``ScreenRenderer/Options/namesViews``).
    var namesViews = false
    /// The names drawn so far and where, in drawing order.
    var nameTags: [(name: String, at: CGPoint)] = []
    /// The presented quads of the views drawn, by name (the first of a name wins).
    var quads: [String: [CGPoint]] = [:]
    /// Drawing a mask's content: every colour becomes white at the colour's alpha (an SVG luminance
    /// mask then lets through what the mask layer's alpha lets through), and nothing is named.
    var silhouette = false
    /// The frozen layer tree being drawn (an image's `drawHierarchy` or `render(in:)`), whose layers
    /// name their views and content through it; nil while drawing live layers.
    var tree: LayerTreeSnapshot?

    init(prefix: String, outlined: Set<String>) {
        self.prefix = prefix
        self.outlined = outlined
    }

    mutating func newID(_ kind: String) -> String {
        nextID += 1
        return "\(prefix)-\(kind)\(nextID)"
    }

    /// The `<g>` of `layer` and its sublayers.
    /// `facingAway`: whether the layer's back is turned to the eye, when its superlayer (a transform layer) decides it
    /// (nil: the layer's own transform decides).
    mutating func layer(_ layer: CALayer, state: LayerState, map: Mapping, depth: Int, facingAway: Bool? = nil) -> String {
        guard !state.isHidden, state.opacity > 0, !(!state.isDoubleSided && (facingAway ?? state.isFacingAway)) else { return "" }
        // A transform layer only groups its sublayers: none of its own drawing, no mask, no clip.
        let drawsOwn = !(layer is CATransformLayer)
        let b = state.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)]
        let mapped = corners.compactMap(map.map)
        // Behind the eye: Core Animation would clip it; Glide leaves it out.
        guard mapped.count == 4 else { return "" }
        let described = describe(layer, bounds: b)
        let name = described.name, typeName = described.typeName
        if !silhouette, quads[name] == nil { quads[name] = mapped }
        let radius = min(max(0, state.cornerRadius), min(b.width, b.height) / 2)
        let shape = Shape(rect: b, radius: radius, corners: layer.maskedCorners, map: map)

        var out = silhouette ? "<g" : "<g data-view=\"\(SVGText.escape(name))\""
        if state.opacity < 1 { out += " opacity=\"\(SVGText.number(state.opacity))\"" }
        out += ">"
        if !silhouette {
            let box = LayerState.boundingBox(mapped)
            let x0 = SVGText.number(Double(box.minX)), y0 = SVGText.number(Double(box.minY))
            let bw = SVGText.number(Double(box.width)), bh = SVGText.number(Double(box.height))
            let alphaText = state.opacity < 1 ? ", alpha " + SVGText.number(state.opacity) : ""
            out += "<title>\(SVGText.escape(name)) (\(SVGText.escape(typeName))): \(x0), \(y0), \(bw) × \(bh)\(alphaText)</title>\n"
        }
        // The mask first (its defs), then everything the layer draws, through it.
        var maskID: String?
        if drawsOwn, let maskLayer = layer.mask {
            let maskState = maskLayer.presentationState()
            let was = silhouette
            silhouette = true
            let content = self.layer(maskLayer, state: maskState, map: map.appending(innermost: layerStep(maskState, parent: nil)), depth: depth + 1)
            silhouette = was
            let id = newID("mask")
            // In user space and far larger than any screen, so shadows and strokes are not cut at the bounding box.
            defs += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\">\n"
                + content + "</mask>\n"
            maskID = id
            out += "<g mask=\"url(#\(id))\">\n"
        }

        // Shadow: the layer's shape, offset and blurred.
        if drawsOwn, state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0, b.width > 0, b.height > 0,
           state.backgroundColor.map({ $0.alpha > 0 }) ?? false || layer.shadowPath != nil
        {
            var offsetRect = b
            offsetRect.origin.x += state.shadowOffset.width
            offsetRect.origin.y += state.shadowOffset.height
            let shadow = Shape(rect: offsetRect, radius: radius, corners: layer.maskedCorners, map: map)
            let filter = blurFilter(stdDeviation: Double(state.shadowRadius) / 2)
            out += shadow.element(
                attributes: "fill=\"\(silhouette ? "#ffffff" : hex(color))\" fill-opacity=\"\(SVGText.number(Double(color.alpha) * state.shadowOpacity))\""
                    + (filter.map { " filter=\"url(#\($0))\"" } ?? ""))
        }
        // Background.
        if drawsOwn, let color = state.backgroundColor, color.alpha > 0 {
            out += shape.element(attributes: paint(color))
        }
        // A gradient layer's colours, in its rounded shape.
        if let gradientLayer = layer as? CAGradientLayer, let gradient = linearGradient(gradientLayer) {
            out += shape.element(attributes: "fill=\"url(#\(gradient))\"")
        }
        // A shape layer's path.
        if let shapeLayer = layer as? CAShapeLayer {
            out += shapeContent(shapeLayer, bounds: b, map: map)
        }
        // Content: blur material, image, text.
        switch drawsOwn ? described.content : nil {
        case .backdrop(let style)?:
            let dark = style.map(Self.isDark) ?? false
            let tint = silhouette ? "fill=\"#ffffff\"" : dark ? "fill=\"#1c1c1e\" fill-opacity=\"0.72\"" : "fill=\"#f2f2f7\" fill-opacity=\"0.78\""
            out += shape.element(attributes: tint)
        case .image(let image, let frame?)?:
            if silhouette {
                out += Shape(rect: frame, radius: 0, corners: [], map: map).element(attributes: "fill=\"#ffffff\"")
            } else if let image, image.storedCGImage != nil, let cgImage = image.cgImage, let t = image.pixelTransform(into: frame) {
                // A drawn or decoded image shows what it holds.
                out += self.image(cgImage, map: map.appending(innermost: CATransform3D(t)), depth: depth + 1)
            } else {
                out += placeholder(frame: frame, label: image?.name ?? "image", map: map)
            }
        case let .text(lines, pointSize, lineHeight, color, alignment)?:
            out += text(lines: lines, pointSize: pointSize, lineHeight: lineHeight, color: color, alignment: alignment, bounds: b, map: map)
        case let .layerText(lines, pointSize, lineHeight, color, alignment, clipped)?:
            var drawn = text(lines: lines, pointSize: pointSize, lineHeight: lineHeight, color: color, alignment: alignment, bounds: b,
                             map: map, fromTop: true)
            if clipped, !drawn.isEmpty {
                // A text layer's content is its backing store, as large as its bounds.
                let clip = newID("clip")
                defs += "<clipPath id=\"\(clip)\">" + Shape(rect: b, radius: 0, corners: [], map: map).element(attributes: "") + "</clipPath>\n"
                drawn = "<g clip-path=\"url(#\(clip))\">\n" + drawn + "</g>\n"
            }
            out += drawn
        case .image(_, nil)?, nil:
            break
        }
        // Sublayers, by zPosition then order (a replicator's once per instance, a transform layer's by depth), clipped
        // when the layer masks to bounds.
        var inner = ""
        if let replicator = layer as? CAReplicatorLayer {
            inner = replicatedSublayers(of: replicator, state: state, map: map, depth: depth)
        } else if !drawsOwn {
            inner = sublayersInDepth(of: layer, state: state, map: map, depth: depth)
        } else {
            for child in Self.sortedSublayers(of: layer) {
                inner += self.layer(child.layer, state: child.state, map: map.appending(innermost: layerStep(child.state, parent: state)), depth: depth + 1)
            }
        }
        if !inner.isEmpty {
            if drawsOwn, state.masksToBounds {
                let clip = newID("clip")
                defs += "<clipPath id=\"\(clip)\">" + shape.element(attributes: "") + "</clipPath>\n"
                out += "<g clip-path=\"url(#\(clip))\">\n" + inner + "</g>\n"
            } else {
                out += inner
            }
        }
        // A wireframe for a view that shows nothing of its own (not the root, which is the screen).
        var showsContent = false
        switch described.content {
        case .image?, .text?, .layerText?: showsContent = true
        case .backdrop?, nil: break
        }
        let showsSomething = (state.backgroundColor?.alpha ?? 0) > 0 || (state.borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0)
            || showsContent
        if wireframes, !silhouette, depth > 0, described.isView, !showsSomething, b.width > 0, b.height > 0 {
            out += shape.element(attributes: "class=\"wireframe\" fill=\"none\" stroke=\"#8e8e93\" stroke-width=\"1\" stroke-dasharray=\"4 3\" vector-effect=\"non-scaling-stroke\"")
        }
        // The view's name at its top left, above its sublayers and under whatever covers the view.
        if namesViews, !silhouette, tree == nil, depth > 0, described.isView, described.isNamed, b.width >= 1, b.height >= 1 {
            out += nameTag(name, at: mapped[0])
        }
        // Border, inside the bounds, above the sublayers.
        if drawsOwn, state.borderWidth > 0, let color = state.borderColor, color.alpha > 0 {
            let w = min(state.borderWidth, min(b.width, b.height) / 2)
            let inset = b.insetBy(dx: w / 2, dy: w / 2)
            let border = Shape(rect: inset, radius: max(0, radius - w / 2), corners: layer.maskedCorners, map: map)
            out += border.element(attributes: "fill=\"none\" " + paint(color, as: "stroke") + " stroke-width=\"\(SVGText.number(w))\"")
        }
        if maskID != nil { out += "</g>\n" }
        return out + "</g>\n"
    }

    /// A view's name, small, dark on a white halo, upright at `corner` (its presented top left); a name
    /// that would land on one already drawn moves down a line.
    mutating func nameTag(_ name: String, at corner: CGPoint) -> String {
        let lineHeight = 10.0
        var p = CGPoint(x: Double(corner.x) + 2, y: Double(corner.y) + 9)
        while nameTags.contains(where: { abs(Double($0.at.x - p.x)) < 40 && abs(Double($0.at.y - p.y)) < lineHeight }) {
            p.y += lineHeight
        }
        nameTags.append((name, p))
        return "<text class=\"view-name\" data-view-name=\"\(SVGText.escape(name))\" x=\"\(SVGText.number(Double(p.x)))\" y=\"\(SVGText.number(Double(p.y)))\" "
            + "font-size=\"8\" fill=\"#1c1c1e\" stroke=\"#ffffff\" stroke-width=\"2\" paint-order=\"stroke\">\(SVGText.escape(name))</text>\n"
    }

    /// Red outlines of `names` on top, each labelled; names not drawn are listed in the corner.
    mutating func overlay(outlined names: [String], size: CGSize) -> String {
        var out = ""
        var missing: [String] = []
        for name in names {
            guard let quad = quads[name] else {
                missing.append(name)
                continue
            }
            out += "<g data-outline=\"\(SVGText.escape(name))\"><title>\(SVGText.escape(name))</title>"
            out += "<path d=\"M" + quad.map(SVGText.point).joined(separator: "L") + "Z\" fill=\"none\" stroke=\"#ff2d55\" stroke-width=\"3\" stroke-dasharray=\"8 4\"/>"
            let top = quad.min { ($0.y, $0.x) < ($1.y, $1.x) } ?? .zero
            let y: CGFloat = max(14, top.y - 4)
            out += "<text x=\"\(SVGText.number(Double(max(2, top.x))))\" y=\"\(SVGText.number(Double(y)))\" font-size=\"13\" fill=\"#ff2d55\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">\(SVGText.escape(name))</text></g>\n"
        }
        for (i, name) in missing.enumerated() {
            out += "<text data-outline-missing=\"\(SVGText.escape(name))\" x=\"6\" y=\"\(SVGText.number(Double(size.height) - 8 - 16 * Double(missing.count - 1 - i)))\" font-size=\"13\" fill=\"#ff2d55\" stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\">not on screen: \(SVGText.escape(name))</text>\n"
        }
        return out
    }

    /// The id of a Gaussian blur filter of `σ` (shared by every shadow of that radius); nil for no blur.
    mutating func blurFilter(stdDeviation σ: Double) -> String? {
        guard σ > 0.01 else { return nil }
        let key = SVGText.number(σ)
        if let id = blurFilters[key] { return id }
        let id = newID("blur")
        blurFilters[key] = id
        defs += "<filter id=\"\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(key)\"/></filter>\n"
        return id
    }

    /// `fill` (or `stroke`) of `color`: the colour with its opacity, or in a mask's silhouette white at the colour's alpha.
    func paint(_ color: UIColor, as property: String = "fill") -> String {
        let value = silhouette ? "#ffffff" : hex(color)
        return "\(property)=\"\(value)\"" + (color.alpha < 1 ? " \(property)-opacity=\"\(SVGText.number(color.alpha))\"" : "")
    }

    /// A shape layer's presented path, filled and stroked as it says; empty when it draws nothing.
    /// Under an affine mapping the path is drawn in the layer's coordinates with an SVG transform
    /// (exact curves, the stroke scaled with the layer); under a projection, curves are flattened into
    /// ``Shape/segmentsPerCurve`` segments and every point projected, the stroke scaled by the
    /// mapping's local area.
    func shapeContent(_ shapeLayer: CAShapeLayer, bounds: CGRect, map: Mapping) -> String {
        guard case .path(let elements?)? = shapeLayer.presentedValue(forKey: "path"), !elements.isEmpty else { return "" }
        var attributes: [String] = []
        if case .color(let color?)? = shapeLayer.presentedValue(forKey: "fillColor"), color.alpha > 0 {
            attributes.append(paint(UIColor(cgColor: color)))
            if shapeLayer.fillRule == .evenOdd { attributes.append("fill-rule=\"evenodd\"") }
        } else {
            attributes.append("fill=\"none\"")
        }
        func scalar(_ key: String, _ fallback: Double) -> Double {
            if case .scalar(let v)? = shapeLayer.presentedValue(forKey: key) { return v }
            return fallback
        }
        let lineWidth = scalar("lineWidth", 1)
        let start = min(max(scalar("strokeStart", 0), 0), 1), end = min(max(scalar("strokeEnd", 1), 0), 1)
        var strokes = false
        if case .color(let color?)? = shapeLayer.presentedValue(forKey: "strokeColor"), color.alpha > 0, lineWidth > 0, end > start {
            strokes = true
            attributes.append(paint(UIColor(cgColor: color), as: "stroke"))
            var widthScale = 1.0
            if map.affine == nil, let t = map.localAffine(bounds.width > 0 && bounds.height > 0 ? bounds : CGRect(x: 0, y: 0, width: 1, height: 1)) {
                widthScale = abs(t.a * t.d - t.b * t.c).squareRoot()
            }
            attributes.append("stroke-width=\"\(SVGText.number(lineWidth * widthScale))\"")
            if shapeLayer.lineCap != .butt { attributes.append("stroke-linecap=\"\(shapeLayer.lineCap.rawValue)\"") }
            if shapeLayer.lineJoin != .miter { attributes.append("stroke-linejoin=\"\(shapeLayer.lineJoin.rawValue)\"") }
            let miter = scalar("miterLimit", 10)
            if shapeLayer.lineJoin == .miter, miter != 4 { attributes.append("stroke-miterlimit=\"\(SVGText.number(max(1, miter)))\"") }
            if start > 0 || end < 1 {
                // Core Animation strokes only [strokeStart, strokeEnd] of the path's length: one dash of
                // that length, measured on a path normalised to length 1.
                attributes.append("pathLength=\"1\" stroke-dasharray=\"\(SVGText.number(end - start)) 2\" stroke-dashoffset=\"\(SVGText.number(-start))\"")
            } else if let dashes = shapeLayer.lineDashPattern, !dashes.isEmpty, dashes.allSatisfy({ $0.doubleValue >= 0 }),
                      dashes.contains(where: { $0.doubleValue > 0 })
            {
                attributes.append("stroke-dasharray=\"\(dashes.map { SVGText.number($0.doubleValue) }.joined(separator: " "))\"")
                let phase = scalar("lineDashPhase", 0)
                if phase != 0 { attributes.append("stroke-dashoffset=\"\(SVGText.number(phase))\"") }
            }
        }
        guard strokes || !attributes.contains("fill=\"none\"") else { return "" }
        if let t = map.affine {
            let isIdentity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0
            let transform = isIdentity ? "" : " transform=\"\(matrix(t))\""
            return "<path d=\"\(Shape.pathData(elements))\"\(transform) \(attributes.joined(separator: " "))/>\n"
        }
        guard let d = Shape.projectedPathData(elements, map: map) else { return "" }
        return "<path d=\"\(d)\" \(attributes.joined(separator: " "))/>\n"
    }

    /// The id of an SVG linear gradient of a gradient layer's presented colours, locations and end
    /// points (unit coordinates of the bounds, as `objectBoundingBox`); nil when it has no colour.
    /// Glide draws `.axial` gradients; other types are drawn as axial ones.
    mutating func linearGradient(_ g: CAGradientLayer) -> String? {
        guard case .array(let values)? = g.presentedValue(forKey: "colors") else { return nil }
        let colors = values.compactMap { v -> UIColor? in if case .color(let c?) = v { return UIColor(cgColor: c) } else { return nil } }
        guard !colors.isEmpty else { return nil }
        var locations = colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        if case .array(let l)? = g.presentedValue(forKey: "locations"), l.count == colors.count {
            locations = l.map { if case .scalar(let v) = $0 { return min(max(v, 0), 1) } else { return 0 } }
        }
        var start = CGPoint(x: 0.5, y: 0), end = CGPoint(x: 0.5, y: 1)
        if case .point(let p)? = g.presentedValue(forKey: "startPoint") { start = p }
        if case .point(let p)? = g.presentedValue(forKey: "endPoint") { end = p }
        let id = newID("gradient")
        var def = "<linearGradient id=\"\(id)\" gradientUnits=\"objectBoundingBox\" x1=\"\(SVGText.number(start.x))\" "
            + "y1=\"\(SVGText.number(start.y))\" x2=\"\(SVGText.number(end.x))\" y2=\"\(SVGText.number(end.y))\">"
        for (color, location) in zip(colors, locations) {
            def += "<stop offset=\"\(SVGText.number(location))\" stop-color=\"\(silhouette ? "#ffffff" : hex(color))\""
                + (color.alpha < 1 ? " stop-opacity=\"\(SVGText.number(color.alpha))\"" : "") + "/>"
        }
        defs += def + "</linearGradient>\n"
        return id
    }

    /// An image placeholder: a grey box with its diagonals and the image's name.
    func placeholder(frame: CGRect, label: String, map: Mapping) -> String {
        let shape = Shape(rect: frame, radius: 0, corners: [], map: map)
        var out = shape.element(attributes: "fill=\"#c7ccd4\" stroke=\"#8e96a3\" stroke-width=\"1\"")
        let diagonals = [
            [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.maxY)],
            [CGPoint(x: frame.maxX, y: frame.minY), CGPoint(x: frame.minX, y: frame.maxY)],
        ]
        for line in diagonals {
            let points = line.compactMap(map.map)
            guard points.count == 2 else { continue }
            out += "<path d=\"M\(SVGText.point(points[0]))L\(SVGText.point(points[1]))\" stroke=\"#8e96a3\" stroke-width=\"1\"/>"
        }
        if let t = map.localAffine(frame) {
            let size = max(8, min(14, frame.height / 4))
            out += "<text transform=\"\(matrix(t))\" x=\"\(SVGText.number(frame.midX))\" y=\"\(SVGText.number(frame.midY + size / 3))\" "
                + "font-size=\"\(SVGText.number(size))\" text-anchor=\"middle\" fill=\"#3a3f47\">\(SVGText.escape(label))</text>"
        }
        return out + "\n"
    }

    /// A label's text lines, in its font size and colour, aligned as it says, centred in the bounds' height (a
    /// label's) or from their top (`fromTop`, a text layer's).
    func text(lines: [String], pointSize: CGFloat, lineHeight: CGFloat, color: UIColor, alignment: NSTextAlignment, bounds: CGRect, map: Mapping,
              fromTop: Bool = false) -> String {
        guard !lines.isEmpty, let t = map.localAffine(bounds) else { return "" }
        let size = Double(pointSize), lineHeight = Double(lineHeight)
        let total = lineHeight * Double(lines.count)
        let top = fromTop ? Double(bounds.minY) : Double(bounds.midY) - total / 2
        let (anchor, x): (String, Double) = switch alignment {
        case .center: ("middle", Double(bounds.midX))
        case .right: ("end", Double(bounds.maxX))
        default: ("start", Double(bounds.minX))
        }
        var out = "<text transform=\"\(matrix(t))\" font-size=\"\(SVGText.number(size))\" text-anchor=\"\(anchor)\" \(paint(color))>"
        for (i, line) in lines.enumerated() {
            let baseline = top + lineHeight * Double(i) + size * 0.95
            out += "<tspan x=\"\(SVGText.number(x))\" y=\"\(SVGText.number(baseline))\">\(SVGText.escape(line))</tspan>"
        }
        return out + "</text>\n"
    }

    static func isDark(_ style: UIBlurEffect.Style) -> Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark:
            return true
        default:
            return false
        }
    }
}

/// "#rrggbb" of the colour's sRGB components.
func hex(_ color: UIColor) -> String {
    func byte(_ c: CGFloat) -> String {
        let v = Int((min(max(c, 0), 1) * 255).rounded())
        let digits = Array("0123456789abcdef")
        return String(digits[v / 16]) + String(digits[v % 16])
    }
    return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
}

/// "matrix(a b c d e f)".
func matrix(_ t: Affine) -> String {
    "matrix(\(SVGText.number(t.a)) \(SVGText.number(t.b)) \(SVGText.number(t.c)) \(SVGText.number(t.d)) \(SVGText.number(t.tx)) \(SVGText.number(t.ty)))"
}

/// A rounded rectangle in a layer's coordinates, drawn through a mapping: exact arcs under an SVG
/// transform when the mapping is affine, else the outline (arcs in 8 segments) projected point by point.
struct Shape {
    let rect: CGRect
    let radius: CGFloat
    let corners: CACornerMask
    let map: Mapping

    /// Corner arcs are drawn in this many straight segments on a projected layer.
    static let segmentsPerCorner = 8
    /// A shape layer's Bézier curves are drawn in this many straight segments on a projected layer.
    static let segmentsPerCurve = 16

    /// SVG path data of a path's elements, in its own coordinates (curves exact).
    static func pathData(_ elements: [CGPathElementValue]) -> String {
        var d = ""
        for e in elements {
            switch e {
            case .moveToPoint(let p): d += "M" + SVGText.point(p)
            case .addLineToPoint(let p): d += "L" + SVGText.point(p)
            case let .addQuadCurveToPoint(c, p): d += "Q" + SVGText.point(c) + " " + SVGText.point(p)
            case let .addCurveToPoint(c1, c2, p): d += "C" + SVGText.point(c1) + " " + SVGText.point(c2) + " " + SVGText.point(p)
            case .closeSubpath: d += "Z"
            }
        }
        return d
    }

    /// SVG path data of a path's elements projected through `map` point by point, curves flattened;
    /// nil when a point falls behind the eye.
    static func projectedPathData(_ elements: [CGPathElementValue], map: Mapping) -> String? {
        var d = ""
        var current = CGPoint.zero, start = CGPoint.zero
        func line(to p: CGPoint) -> Bool {
            guard let q = map.map(p) else { return false }
            d += "L" + SVGText.point(q)
            return true
        }
        for e in elements {
            switch e {
            case .moveToPoint(let p):
                guard let q = map.map(p) else { return nil }
                d += "M" + SVGText.point(q)
                current = p
                start = p
            case .addLineToPoint(let p):
                guard line(to: p) else { return nil }
                current = p
            case let .addQuadCurveToPoint(c, p):
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    let x = u * u * current.x + 2 * u * t * c.x + t * t * p.x
                    let y = u * u * current.y + 2 * u * t * c.y + t * t * p.y
                    guard line(to: CGPoint(x: x, y: y)) else { return nil }
                }
                current = p
            case let .addCurveToPoint(c1, c2, p):
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve), u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    guard line(to: CGPoint(x: x, y: y)) else { return nil }
                }
                current = p
            case .closeSubpath:
                d += "Z"
                current = start
            }
        }
        return d
    }

    /// `<path …/>` with `attributes`.
    func element(attributes: String) -> String {
        let extra = attributes.isEmpty ? "" : " " + attributes
        if let t = map.affine {
            let isIdentity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0
            let transform = isIdentity ? "" : " transform=\"\(matrix(t))\""
            if radius == 0 || corners.isEmpty {
                return "<rect x=\"\(SVGText.number(rect.minX))\" y=\"\(SVGText.number(rect.minY))\" width=\"\(SVGText.number(rect.width))\" "
                    + "height=\"\(SVGText.number(rect.height))\"\(transform)\(extra)/>\n"
            }
            return "<path d=\"\(arcPath())\"\(transform)\(extra)/>\n"
        }
        let points = outline().compactMap(map.map)
        guard points.count > 2 else { return "" }
        return "<path d=\"M" + points.map(SVGText.point).joined(separator: "L") + "Z\"\(extra)/>\n"
    }

    private func rounds(_ corner: CACornerMask) -> Bool { radius > 0 && corners.contains(corner) }

    /// The outline with SVG arcs, in the layer's coordinates.
    private func arcPath() -> String {
        let r = radius, n = SVGText.number
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        let tl = rounds(.layerMinXMinYCorner) ? r : 0, tr = rounds(.layerMaxXMinYCorner) ? r : 0
        let br = rounds(.layerMaxXMaxYCorner) ? r : 0, bl = rounds(.layerMinXMaxYCorner) ? r : 0
        var d = "M\(n(x0 + tl)),\(n(y0))H\(n(x1 - tr))"
        if tr > 0 { d += "A\(n(tr)),\(n(tr)) 0 0 1 \(n(x1)),\(n(y0 + tr))" }
        d += "V\(n(y1 - br))"
        if br > 0 { d += "A\(n(br)),\(n(br)) 0 0 1 \(n(x1 - br)),\(n(y1))" }
        d += "H\(n(x0 + bl))"
        if bl > 0 { d += "A\(n(bl)),\(n(bl)) 0 0 1 \(n(x0)),\(n(y1 - bl))" }
        d += "V\(n(y0 + tl))"
        if tl > 0 { d += "A\(n(tl)),\(n(tl)) 0 0 1 \(n(x0 + tl)),\(n(y0))" }
        return d + "Z"
    }

    /// The outline as points, clockwise from the top left, in the layer's coordinates.
    private func outline() -> [CGPoint] {
        var points: [CGPoint] = []
        func corner(_ mask: CACornerMask, center: CGPoint, from angle: Double, point: CGPoint) {
            guard rounds(mask) else {
                points.append(point)
                return
            }
            for i in 0...Self.segmentsPerCorner {
                let a = angle + Double.pi / 2 * Double(i) / Double(Self.segmentsPerCorner)
                points.append(CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
            }
        }
        let r = radius
        corner(.layerMinXMinYCorner, center: CGPoint(x: rect.minX + r, y: rect.minY + r), from: .pi, point: CGPoint(x: rect.minX, y: rect.minY))
        corner(.layerMaxXMinYCorner, center: CGPoint(x: rect.maxX - r, y: rect.minY + r), from: -.pi / 2, point: CGPoint(x: rect.maxX, y: rect.minY))
        corner(.layerMaxXMaxYCorner, center: CGPoint(x: rect.maxX - r, y: rect.maxY - r), from: 0, point: CGPoint(x: rect.maxX, y: rect.maxY))
        corner(.layerMinXMaxYCorner, center: CGPoint(x: rect.minX + r, y: rect.maxY - r), from: .pi / 2, point: CGPoint(x: rect.minX, y: rect.maxY))
        return points
    }
}

extension LayerState {
    /// The bounding box of `points`.
    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
