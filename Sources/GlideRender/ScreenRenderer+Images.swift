import Foundation
import GlideUIKitCore

// Images: what was drawn into them (`CGImage`'s display list: paths, images, frozen layer trees),
// decoded PNG data, and asset placeholders, drawn wherever they show (an image view, or on their own).

extension ScreenRenderer {
    /// The SVG of `image` on its own, `image.size` points wide and high: what was drawn into it (a view
    /// drawn with `drawHierarchy(in:afterScreenUpdates:)` or a layer with `render(in:)` is drawn as the
    /// view or layer showed when it was drawn), its PNG data, or a named image's placeholder.
    /// Nothing is drawn behind it (``Options/background`` is for screens): what nothing covers is
    /// transparent, or black for an image drawn in an opaque context.
    public func svg(of image: UIImage) -> String {
        var drawing = Drawing(prefix: options.idPrefix, outlined: [])
        drawing.wireframes = options.wireframes
        drawing.viewName = options.viewName
        let size = image.size
        var body = ""
        if let cgImage = image.cgImage, let t = image.pixelTransform(into: CGRect(origin: .zero, size: size)) {
            body = drawing.image(cgImage, map: Mapping(steps: [CATransform3D(t)]), depth: 0)
        }
        return document(body: body, defs: drawing.defs, size: size)
    }

    /// `image` as PNG, `size × scale` pixels, drawn by ``svg(of:)-(UIImage)`` and `rsvg-convert`; throws
    /// ``PNGConverter/Failure/missingTool`` without it.
    public func png(of image: UIImage) throws -> Data {
        try PNGConverter.data(svg: svg(of: image), scale: Double(image.scale))
    }
}

extension Drawing {
    /// How a layer is named and what its view draws: from the frozen tree being drawn, else from the live view.
    func describe(_ layer: CALayer, bounds: CGRect) -> (name: String, typeName: String, isView: Bool, isNamed: Bool, content: LayerContent?) {
        let layerType = String(describing: type(of: layer))
        if let tree, let entry = tree.entry(for: layer) {
            let given = entry.source.flatMap { viewName?($0) } ?? entry.viewName ?? layer.name
            let typeName = entry.viewTypeName ?? layerType
            return (given ?? layerType, typeName, entry.viewTypeName != nil, given.map { Self.isOwnName($0, typeName: typeName) } ?? false, entry.content)
        }
        let view = layer.view
        let named = view.flatMap { viewName?($0) }
        let name = named ?? view?.name ?? layer.name ?? layerType
        // Only a name someone gave is drawn: a report's id, an accessibility identifier, a layer's name.
        let given = named ?? view?.accessibilityIdentifier ?? (view == nil ? layer.name : nil)
        let content = layer.drawnContent(bounds: bounds) ?? (view as? UIButton).flatMap(Self.unlabelledTitle)
        let typeName = view.map { String(describing: type(of: $0)) } ?? layerType
        return (name, typeName, view != nil, given.map { Self.isOwnName($0, typeName: typeName) } ?? false, content)
    }

    /// A name someone gave (an accessibility identifier, a report's id), not a type's: neither the
    /// view's type nor one of UIKit's own views' class names (`UITabBarButton`, `_UIBarBackground`),
    /// which Glide's chrome goes by.
    static func isOwnName(_ name: String, typeName: String) -> Bool {
        guard name != typeName, !name.isEmpty else { return false }
        let bare = name.hasPrefix("_") ? name.dropFirst() : Substring(name)
        guard bare.hasPrefix("UI"), bare.count > 2 else { return true }
        let third = bare[bare.index(bare.startIndex, offsetBy: 2)]
        return !(third.isUppercase && bare.allSatisfy { $0.isLetter || $0.isNumber })
    }

    /// A button's title when no label of its own shows it yet: UIKit draws a button's title whether
    /// or not anyone asked for its `titleLabel`, which Glide makes on first use. Drawn as that label
    /// would be: the title font (15 pt system), the title colour, centred in the content rectangle.
    static func unlabelledTitle(_ button: UIButton) -> LayerContent? {
        let title = button.currentAttributedTitle?.string ?? button.currentTitle
        guard let title, !title.isEmpty else { return nil }
        let shown = button.subviews.contains { ($0 as? UILabel).map { !$0.isHidden && ($0.text ?? "") == title } ?? false }
        guard !shown else { return nil }
        let font = UIFont.systemFont(ofSize: 15)
        return .text(lines: [title], pointSize: font.pointSize, lineHeight: font.lineHeight, color: button.currentTitleColor, alignment: .center)
    }

    /// `image`'s pixel space (0, 0, width, height) drawn through `map`.
    mutating func image(_ image: CGImage, map: Mapping, depth: Int) -> String {
        let frame = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        guard image.width > 0, image.height > 0 else { return "" }
        switch image.content {
        case .placeholder(let name):
            return silhouette
                ? Shape(rect: frame, radius: 0, corners: [], map: map).element(attributes: "fill=\"#ffffff\"")
                : placeholder(frame: frame, label: name, map: map)
        case .encoded(let data):
            if silhouette { return Shape(rect: frame, radius: 0, corners: [], map: map).element(attributes: "fill=\"#ffffff\"") }
            guard let t = map.affine ?? map.localAffine(frame) else { return "" }
            return "<image width=\"\(image.width)\" height=\"\(image.height)\" preserveAspectRatio=\"none\" transform=\"\(matrix(t))\" "
                + "href=\"data:image/png;base64,\(data.base64EncodedString())\"/>\n"
        case .drawing(let list):
            return displayList(list, frame: frame, map: map, depth: depth)
        }
    }

    /// A display list's items in order, each through its transform, clips, alpha and blend mode.
    mutating func displayList(_ list: CGDisplayList, frame: CGRect, map: Mapping, depth: Int) -> String {
        var out = ""
        if list.isOpaque {
            out += Shape(rect: frame, radius: 0, corners: [], map: map).element(attributes: silhouette ? "fill=\"#ffffff\"" : "fill=\"#000000\"")
        }
        var blends = false
        for item in list.items {
            let itemMap = map.appending(innermost: CATransform3D(item.transform))
            var body: String
            switch item.operation {
            case let .fill(path, rule, color):
                var attributes = paint(UIColor(cgColor: color))
                if rule == .evenOdd { attributes += " fill-rule=\"evenodd\"" }
                body = pathElement(path.elementValues, map: itemMap, attributes: attributes)
            case let .stroke(path, color, style):
                body = pathElement(path.elementValues, map: itemMap, attributes: strokeAttributes(color, style, map: itemMap, near: path.boundingBox))
            case .image(let image):
                body = self.image(image, map: itemMap, depth: depth)
            case let .content(content, _):
                guard let tree = content as? LayerTreeSnapshot else { continue }
                body = frozenTree(tree, map: itemMap, depth: depth)
            case .clear(let path):
                // What was drawn so far shows only outside the cleared path.
                let id = newID("clear")
                defs += "<mask id=\"\(id)\" maskUnits=\"userSpaceOnUse\" x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\">"
                    + "<rect x=\"-10000\" y=\"-10000\" width=\"20000\" height=\"20000\" fill=\"#ffffff\"/>"
                    + pathElement(path.elementValues, map: itemMap, attributes: "fill=\"#000000\"") + "</mask>\n"
                if !out.isEmpty { out = "<g mask=\"url(#\(id))\">\n" + out + "</g>\n" }
                continue
            }
            guard !body.isEmpty else { continue }
            for clip in item.clips.reversed() {
                let id = newID("clip")
                let rule = clip.rule == .evenOdd ? " clip-rule=\"evenodd\"" : ""
                defs += "<clipPath id=\"\(id)\">" + pathElement(clip.path.elementValues, map: map, attributes: rule.trimmingCharacters(in: .whitespaces)) + "</clipPath>\n"
                body = "<g clip-path=\"url(#\(id))\">\n" + body + "</g>\n"
            }
            if item.alpha < 1 { body = "<g opacity=\"\(SVGText.number(item.alpha))\">\n" + body + "</g>\n" }
            if let mode = Self.cssBlendMode(item.blendMode), !silhouette {
                blends = true
                body = "<g style=\"mix-blend-mode:\(mode)\">\n" + body + "</g>\n"
            }
            out += body
        }
        // Blend modes blend with what the image drew below, not with what is behind the image.
        return blends ? "<g style=\"isolation:isolate\">\n" + out + "</g>\n" : out
    }

    /// A frozen layer tree drawn as a live one is, its root's bounds origin at `map`'s origin.
    mutating func frozenTree(_ frozen: LayerTreeSnapshot, map: Mapping, depth: Int) -> String {
        let saved = tree
        tree = frozen
        defer { tree = saved }
        let state = frozen.root.presentationState()
        let rootMap = map.appending(innermost: CATransform3D(translationX: -state.bounds.minX, y: -state.bounds.minY, z: 0))
        return layer(frozen.root, state: state, map: rootMap, depth: depth)
    }

    /// `<path>` of `elements` through `map`: in their own coordinates with an SVG transform when the
    /// mapping is affine, else projected point by point.
    func pathElement(_ elements: [CGPathElementValue], map: Mapping, attributes: String) -> String {
        guard !elements.isEmpty else { return "" }
        let extra = attributes.isEmpty ? "" : " " + attributes
        if let t = map.affine {
            let isIdentity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 && t.tx == 0 && t.ty == 0
            let transform = isIdentity ? "" : " transform=\"\(matrix(t))\""
            return "<path d=\"\(Shape.pathData(elements))\"\(transform)\(extra)/>\n"
        }
        guard let d = Shape.projectedPathData(elements, map: map) else { return "" }
        return "<path d=\"\(d)\"\(extra)/>\n"
    }

    /// The SVG stroke attributes of a Core Graphics stroke (its width scaled by the mapping's local area when projected).
    func strokeAttributes(_ color: CGColor, _ style: CGDisplayList.StrokeStyle, map: Mapping, near box: CGRect) -> String {
        var attributes = ["fill=\"none\"", paint(UIColor(cgColor: color), as: "stroke")]
        var widthScale = 1.0
        if map.affine == nil, let t = map.localAffine(box.width > 0 && box.height > 0 ? box : CGRect(x: box.minX, y: box.minY, width: 1, height: 1)) {
            widthScale = abs(t.a * t.d - t.b * t.c).squareRoot()
        }
        attributes.append("stroke-width=\"\(SVGText.number(Double(style.lineWidth) * widthScale))\"")
        switch style.lineCap {
        case .butt: break
        case .round: attributes.append("stroke-linecap=\"round\"")
        case .square: attributes.append("stroke-linecap=\"square\"")
        }
        switch style.lineJoin {
        case .miter: if style.miterLimit != 4 { attributes.append("stroke-miterlimit=\"\(SVGText.number(max(1, style.miterLimit)))\"") }
        case .round: attributes.append("stroke-linejoin=\"round\"")
        case .bevel: attributes.append("stroke-linejoin=\"bevel\"")
        }
        if !style.dashLengths.isEmpty, style.dashLengths.allSatisfy({ $0 >= 0 }), style.dashLengths.contains(where: { $0 > 0 }) {
            attributes.append("stroke-dasharray=\"\(style.dashLengths.map { SVGText.number($0) }.joined(separator: " "))\"")
            if style.dashPhase != 0 { attributes.append("stroke-dashoffset=\"\(SVGText.number(style.dashPhase))\"") }
        }
        return attributes.joined(separator: " ")
    }

    /// SVG's `mix-blend-mode` for a Core Graphics blend mode; nil for `normal` and the Porter-Duff modes, drawn as `normal`.
    static func cssBlendMode(_ mode: CGBlendMode) -> String? {
        switch mode {
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        default: nil
        }
    }
}
