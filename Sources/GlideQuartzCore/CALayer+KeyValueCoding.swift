import Foundation
import GlideCoreGraphics
import GlideObjectiveC

// Key-value coding and observing on layers, as Core Animation answers them: every property by its Objective-C name
// (`hidden`, `doubleSided`, `opaque` for the `is…` properties), Core Animation's key paths into structures
// (`position.x`, `bounds.size.width`, `transform.scale`, `transform.rotation.z`, `transform.translation.x` …), and any
// other key, kept on the layer. Observers of the animatable properties, `frame`, `hidden` and custom keys are told
// from the setters.

extension CALayer: NSKeyValueObserving {}

extension CALayer: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        MainActor.assumeIsolated { layerKeyValue(forKeyPath: keyPath) }
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        nonisolated(unsafe) let value = value
        return MainActor.assumeIsolated { setLayerKeyValue(value, forKeyPath: keyPath) }
    }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? {
        nonisolated(unsafe) let keyPath = keyPath
        return MainActor.assumeIsolated {
            if let shape = root as? any ShapeLayerKeyPathRoot.Type, let key = shapeLayerKeyPaths(shape)[keyPath] { return key }
            if let gradient = root as? any GradientLayerKeyPathRoot.Type, let key = gradientLayerKeyPaths(gradient)[keyPath] { return key }
            guard let layer = root as? any LayerKeyPathRoot.Type else { return nil }
            return layerKeyPaths(layer)[keyPath]
        }
    }

    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool {
        !CALayer.silentKeys.contains(key)
    }

    /// Keys a layer answers but does not notify observers of.
    nonisolated static let silentKeys: Set<String> = [
        "anchorPointZ", "masksToBounds", "doubleSided", "shadowPath", "mask", "contents", "contentsGravity", "contentsScale",
        "rasterizationScale", "shouldRasterize", "opaque", "name", "speed", "timeOffset", "beginTime", "sublayers",
        "superlayer", "needsDisplayOnBoundsChange", "maskedCorners", "actions", "contentsRect", "contentsCenter",
        "allowsGroupOpacity", "allowsEdgeAntialiasing",
    ]

    // MARK: Reading

    private func layerKeyValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        if !keyPath.contains(".") {
            if let value = propertyValue(forKey: keyPath) { return .value(value) }
            // Core Animation answers any other key, from the layer's own storage.
            return .value(customValue(forKey: keyPath))
        }
        // Core Animation's key paths into structures: the whole value's component.
        guard let path = LayerKeyPath(keyPath), let whole = structureValue(forKey: path.base), let part = path.get(whole) else {
            return .undefined
        }
        return .value(part.boxed)
    }

    /// The value of a structure-valued key (`position`, `bounds`, `transform`, `frame`, `shadowOffset` … or a custom key).
    private func structureValue(forKey key: String) -> AnimatableValue? {
        if key == "frame" { return .rect(frame) }
        return layerValue(forKey: key)
    }

    /// A property's value by its Objective-C name, boxed; nil when `key` names no property.
    private func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "bounds": return NSValue(rect: bounds)
        case "position": return NSValue(point: position)
        case "frame": return NSValue(rect: frame)
        case "zPosition": return NSNumber(value: Double(zPosition))
        case "anchorPoint": return NSValue(point: anchorPoint)
        case "anchorPointZ": return NSNumber(value: Double(anchorPointZ))
        case "transform": return NSValue(caTransform3D: transform)
        case "sublayerTransform": return NSValue(caTransform3D: sublayerTransform)
        case "opacity": return NSNumber(value: opacity)
        case "cornerRadius": return NSNumber(value: Double(cornerRadius))
        case "maskedCorners": return NSNumber(value: maskedCorners.rawValue)
        case "backgroundColor": return .some(backgroundColor)
        case "borderWidth": return NSNumber(value: Double(borderWidth))
        case "borderColor": return .some(borderColor)
        case "shadowOpacity": return NSNumber(value: shadowOpacity)
        case "shadowRadius": return NSNumber(value: Double(shadowRadius))
        case "shadowOffset": return NSValue(size: shadowOffset)
        case "shadowColor": return .some(shadowColor)
        case "shadowPath": return .some(shadowPath)
        case "masksToBounds": return NSNumber(value: masksToBounds)
        case "hidden", "isHidden": return NSNumber(value: isHidden)
        case "doubleSided", "isDoubleSided": return NSNumber(value: isDoubleSided)
        case "opaque", "isOpaque": return NSNumber(value: isOpaque)
        case "mask": return .some(mask)
        case "contents": return .some(contents)
        case "contentsGravity": return contentsGravity.rawValue
        case "contentsScale": return NSNumber(value: Double(contentsScale))
        case "contentsRect": return NSValue(rect: contentsRect)
        case "contentsCenter": return NSValue(rect: contentsCenter)
        case "allowsGroupOpacity": return NSNumber(value: allowsGroupOpacity)
        case "allowsEdgeAntialiasing": return NSNumber(value: allowsEdgeAntialiasing)
        case "rasterizationScale": return NSNumber(value: Double(rasterizationScale))
        case "shouldRasterize": return NSNumber(value: shouldRasterize)
        case "name": return .some(name)
        case "speed": return NSNumber(value: speed)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "beginTime": return NSNumber(value: beginTime)
        case "sublayers": return .some(sublayers)
        case "superlayer": return .some(superlayer)
        case "needsDisplayOnBoundsChange": return NSNumber(value: needsDisplayOnBoundsChange)
        case "actions": return .some(actions)
        default: break
        }
        if let shape = self as? CAShapeLayer {
            switch key {
            case "path": return .some(shape.path)
            case "fillColor": return .some(shape.fillColor)
            case "strokeColor": return .some(shape.strokeColor)
            case "strokeStart": return NSNumber(value: Double(shape.strokeStart))
            case "strokeEnd": return NSNumber(value: Double(shape.strokeEnd))
            case "lineWidth": return NSNumber(value: Double(shape.lineWidth))
            case "miterLimit": return NSNumber(value: Double(shape.miterLimit))
            case "lineDashPhase": return NSNumber(value: Double(shape.lineDashPhase))
            case "lineDashPattern": return .some(shape.lineDashPattern)
            case "fillRule": return shape.fillRule.rawValue
            case "lineCap": return shape.lineCap.rawValue
            case "lineJoin": return shape.lineJoin.rawValue
            default: break
            }
        }
        if let gradient = self as? CAGradientLayer {
            switch key {
            case "colors": return .some(gradient.colors)
            case "locations": return .some(gradient.locations)
            case "startPoint": return NSValue(point: gradient.startPoint)
            case "endPoint": return NSValue(point: gradient.endPoint)
            case "type": return gradient.type.rawValue
            default: break
            }
        }
        if let text = self as? CATextLayer {
            switch key {
            case "string": return .some(text.string)
            case "font": return .some(text.font)
            case "fontSize": return NSNumber(value: Double(text.fontSize))
            case "foregroundColor": return .some(text.foregroundColor)
            case "wrapped", "isWrapped": return NSNumber(value: text.isWrapped)
            case "truncationMode": return text.truncationMode.rawValue
            case "alignmentMode": return text.alignmentMode.rawValue
            case "allowsFontSubpixelQuantization": return NSNumber(value: text.allowsFontSubpixelQuantization)
            default: break
            }
        }
        if let replicator = self as? CAReplicatorLayer {
            switch key {
            case "instanceCount": return NSNumber(value: replicator.instanceCount)
            case "preservesDepth": return NSNumber(value: replicator.preservesDepth)
            case "instanceDelay": return NSNumber(value: replicator.instanceDelay)
            case "instanceTransform": return NSValue(caTransform3D: replicator.instanceTransform)
            case "instanceColor": return .some(replicator.instanceColor)
            case "instanceRedOffset": return NSNumber(value: replicator.instanceRedOffset)
            case "instanceGreenOffset": return NSNumber(value: replicator.instanceGreenOffset)
            case "instanceBlueOffset": return NSNumber(value: replicator.instanceBlueOffset)
            case "instanceAlphaOffset": return NSNumber(value: replicator.instanceAlphaOffset)
            default: break
            }
        }
        return nil
    }

    // MARK: Writing

    private func setLayerKeyValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        if !keyPath.contains(".") {
            if setProperty(value, forKey: keyPath) { return true }
            setCustomValue(value, forKey: keyPath)
            return true
        }
        guard let path = LayerKeyPath(keyPath), let whole = structureValue(forKey: path.base), let template = path.get(whole),
              let part = template.coerce(value) else { return false }
        let updated = path.set(whole, part).boxed
        if !setProperty(updated, forKey: path.base) { setCustomValue(updated, forKey: path.base) }
        return true
    }

    /// Sets a property by its Objective-C name through its setter (so actions and observers run); false when `key`
    /// names no property. A value of the wrong kind stops the program, as iOS's key-value coding does.
    private func setProperty(_ value: Any?, forKey key: String) -> Bool {
        func number() -> CGFloat { if let n = KeyValueBoxing.cgFloat(value) { return n }; mismatch(value, key) }
        func point() -> CGPoint { if let p = KeyValueBoxing.point(value) { return p }; mismatch(value, key) }
        func size() -> CGSize { if let s = KeyValueBoxing.size(value) { return s }; mismatch(value, key) }
        func rect() -> CGRect { if let r = KeyValueBoxing.rect(value) { return r }; mismatch(value, key) }
        func bool() -> Bool { if let b = KeyValueBoxing.bool(value) { return b }; mismatch(value, key) }
        func string() -> String { if let s = value as? String { return s }; mismatch(value, key) }
        func transform3D() -> CATransform3D {
            guard case .transform(let t)? = AnimatableValue.transform(.identity).coerce(value) else { mismatch(value, key) }
            return t
        }
        func color() -> CGColor? {
            guard let value else { return nil }
            guard case .color(let c)? = AnimatableValue.color(nil).coerce(value) else { mismatch(value, key) }
            return (value as? CGColor) ?? c
        }
        switch key {
        case "bounds": bounds = rect()
        case "position": position = point()
        case "frame": frame = rect()
        case "zPosition": zPosition = number()
        case "anchorPoint": anchorPoint = point()
        case "anchorPointZ": anchorPointZ = number()
        case "transform": transform = transform3D()
        case "sublayerTransform": sublayerTransform = transform3D()
        case "opacity": opacity = Float(number())
        case "cornerRadius": cornerRadius = number()
        case "backgroundColor": backgroundColor = color()
        case "borderWidth": borderWidth = number()
        case "borderColor": borderColor = color()
        case "shadowOpacity": shadowOpacity = Float(number())
        case "shadowRadius": shadowRadius = number()
        case "shadowOffset": shadowOffset = size()
        case "shadowColor": shadowColor = color()
        case "shadowPath": shadowPath = value as? CGPath
        case "masksToBounds": masksToBounds = bool()
        case "hidden", "isHidden": isHidden = bool()
        case "doubleSided", "isDoubleSided": isDoubleSided = bool()
        case "opaque", "isOpaque": isOpaque = bool()
        case "mask": mask = value as? CALayer
        case "contents": contents = value
        case "contentsScale": contentsScale = number()
        case "contentsRect": contentsRect = rect()
        case "contentsCenter": contentsCenter = rect()
        case "allowsGroupOpacity": allowsGroupOpacity = bool()
        case "allowsEdgeAntialiasing": allowsEdgeAntialiasing = bool()
        case "rasterizationScale": rasterizationScale = number()
        case "shouldRasterize": shouldRasterize = bool()
        case "name": name = value as? String
        case "speed": speed = Float(number())
        case "timeOffset": timeOffset = Double(number())
        case "beginTime": beginTime = Double(number())
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange = bool()
        default:
            if let shape = self as? CAShapeLayer {
                switch key {
                case "path": shape.path = value as? CGPath; return true
                case "fillColor": shape.fillColor = color(); return true
                case "strokeColor": shape.strokeColor = color(); return true
                case "strokeStart": shape.strokeStart = number(); return true
                case "strokeEnd": shape.strokeEnd = number(); return true
                case "lineWidth": shape.lineWidth = number(); return true
                case "miterLimit": shape.miterLimit = number(); return true
                case "lineDashPhase": shape.lineDashPhase = number(); return true
                case "lineDashPattern": shape.lineDashPattern = value as? [NSNumber]; return true
                default: break
                }
            }
            if let gradient = self as? CAGradientLayer {
                switch key {
                case "colors": gradient.colors = value as? [Any]; return true
                case "locations": gradient.locations = value as? [NSNumber]; return true
                case "startPoint": gradient.startPoint = point(); return true
                case "endPoint": gradient.endPoint = point(); return true
                default: break
                }
            }
            if let text = self as? CATextLayer {
                switch key {
                case "string": text.string = value; return true
                case "font": text.font = value; return true
                case "fontSize": text.fontSize = number(); return true
                case "foregroundColor": text.foregroundColor = color(); return true
                case "wrapped", "isWrapped": text.isWrapped = bool(); return true
                case "truncationMode": text.truncationMode = CATextLayerTruncationMode(rawValue: string()); return true
                case "alignmentMode": text.alignmentMode = CATextLayerAlignmentMode(rawValue: string()); return true
                case "allowsFontSubpixelQuantization": text.allowsFontSubpixelQuantization = bool(); return true
                default: break
                }
            }
            if let replicator = self as? CAReplicatorLayer {
                switch key {
                case "instanceCount": replicator.instanceCount = Int(number()); return true
                case "preservesDepth": replicator.preservesDepth = bool(); return true
                case "instanceDelay": replicator.instanceDelay = Double(number()); return true
                case "instanceTransform": replicator.instanceTransform = transform3D(); return true
                case "instanceColor": replicator.instanceColor = color(); return true
                case "instanceRedOffset": replicator.instanceRedOffset = Float(number()); return true
                case "instanceGreenOffset": replicator.instanceGreenOffset = Float(number()); return true
                case "instanceBlueOffset": replicator.instanceBlueOffset = Float(number()); return true
                case "instanceAlphaOffset": replicator.instanceAlphaOffset = Float(number()); return true
                default: break
                }
            }
            return false
        }
        return true
    }

    private func mismatch(_ value: Any?, _ key: String) -> Never {
        preconditionFailure("[\(type(of: self)) setValue:forKey:]: \(value.map { "\($0)" } ?? "nil") is not a value for the key \(key)")
    }
}

// MARK: Swift key paths

/// Layers whose Swift key paths Glide names (see ``CALayer/keyValueCodingKey(of:rootedAt:)``): a key path rooted at a
/// subclass is another key path than the same property's rooted at `CALayer`, so the names are made for the root.
protocol LayerKeyPathRoot: CALayer {}
extension CALayer: LayerKeyPathRoot {}
protocol ShapeLayerKeyPathRoot: CAShapeLayer {}
extension CAShapeLayer: ShapeLayerKeyPathRoot {}
protocol GradientLayerKeyPathRoot: CAGradientLayer {}
extension CAGradientLayer: GradientLayerKeyPathRoot {}

/// The key paths of the layer properties that notify observers, rooted at `R`, and their keys.
@MainActor
func layerKeyPaths<R: LayerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [
        \R.bounds: "bounds", \R.position: "position", \R.frame: "frame", \R.zPosition: "zPosition",
        \R.anchorPoint: "anchorPoint", \R.transform: "transform", \R.sublayerTransform: "sublayerTransform",
        \R.opacity: "opacity", \R.cornerRadius: "cornerRadius", \R.backgroundColor: "backgroundColor",
        \R.borderWidth: "borderWidth", \R.borderColor: "borderColor", \R.shadowOpacity: "shadowOpacity",
        \R.shadowRadius: "shadowRadius", \R.shadowOffset: "shadowOffset", \R.shadowColor: "shadowColor",
        \R.isHidden: "hidden",
        \R.bounds.size: "bounds.size", \R.bounds.size.width: "bounds.size.width", \R.bounds.size.height: "bounds.size.height",
        \R.bounds.origin: "bounds.origin", \R.position.x: "position.x", \R.position.y: "position.y",
    ]
}

@MainActor
func shapeLayerKeyPaths<R: ShapeLayerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [
        \R.path: "path", \R.fillColor: "fillColor", \R.strokeColor: "strokeColor", \R.strokeStart: "strokeStart",
        \R.strokeEnd: "strokeEnd", \R.lineWidth: "lineWidth", \R.miterLimit: "miterLimit", \R.lineDashPhase: "lineDashPhase",
    ].merging(layerKeyPaths(R.self)) { own, _ in own }
}

@MainActor
func gradientLayerKeyPaths<R: GradientLayerKeyPathRoot>(_: R.Type) -> [AnyKeyPath: String] {
    [\R.colors: "colors", \R.locations: "locations", \R.startPoint: "startPoint", \R.endPoint: "endPoint"]
        .merging(layerKeyPaths(R.self)) { own, _ in own }
}
