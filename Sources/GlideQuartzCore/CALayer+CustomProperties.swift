import Foundation
import GlideClock
import GlideCoreGraphics
import GlideObjectiveC

// Keys that are no property of the layer's class: Core Animation keeps any key set on a layer (`setValue(_:forKey:)`),
// and a subclass's `@NSManaged` properties are such keys (`glide port` turns each into an accessor over
// `value(forKey:)`). A custom key holding a number, point, size, rectangle, transform or colour animates like a built-in
// one, explicitly (`CABasicAnimation(keyPath: "progress")`) or through the subclass's `action(forKey:)`; while such an
// animation runs on a key for which `needsDisplay(forKey:)` is true, the presentation layer is displayed every frame.

extension CALayer {
    /// True when `key` is kept in the layer's key-value storage (not a property of its class).
    func isCustomKey(_ key: String) -> Bool { customValues[key] != nil }

    /// A custom key's value, or its class's default (`defaultValue(forKey:)`).
    func customValue(forKey key: String) -> Any? {
        customValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets a custom key as Core Animation's setter does: the implicit action (the subclass's `action(forKey:)`),
    /// the key-value observers, and a display when ``needsDisplay(forKey:)`` says so.
    /// A presentation layer being made (its `init(layer:)` copying custom keys through their setters) neither runs
    /// actions, nor tells observers, nor asks for display.
    func setCustomValue(_ value: Any?, forKey key: String) {
        guard CALayer.copyingForPresentation == 0, !isPresentationCopy else {
            customValues[key] = KeyValueBoxing.box(value)
            return
        }
        willChangeStandalone(key)
        willChangeValue(forKey: key)
        customValues[key] = KeyValueBoxing.box(value)
        didChangeValue(forKey: key)
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }

    /// How many presentation layers are being made now (nested: a mask's is made inside its owner's).
    static var copyingForPresentation = 0

    /// A custom key's value as an animatable value (nil when it holds nothing animatable).
    func customLayerValue(forKey key: String) -> AnimatableValue? {
        guard let value = customValue(forKey: key) else { return nil }
        if let number = KeyValueBoxing.double(value) { return .scalar(number) }
        if let p = KeyValueBoxing.point(value) { return .point(p) }
        if let s = KeyValueBoxing.size(value) { return .size(s) }
        if let r = KeyValueBoxing.rect(value) { return .rect(r) }
        if let t = value as? CATransform3D { return .transform(t) }
        if let v = value as? NSValue, let t = v.glideTransform3D { return .transform(t) }
        if let c = value as? CGColor { return .color(c.rgbaColor) }
        return nil
    }

    /// Sets a custom key to an animated value (a presentation layer's), without action or notification.
    func setCustomLayerValue(_ value: AnimatableValue, forKey key: String) {
        customValues[key] = value.boxed
    }

    // MARK: Display while animating

    /// Displays the presentation layer once a display frame while an explicit animation of a key that
    /// ``needsDisplay(forKey:)`` runs (Core Animation redraws such a layer every frame), on Glide's clock at 60 Hz.
    func displayWhileAnimating(_ record: AttachedAnimation) {
        let layerClass = type(of: self)
        guard record.keys.contains(where: { layerClass.needsDisplay(forKey: $0) }), CALayer.displayLinks[ObjectIdentifier(self)] == nil else { return }
        let id = ObjectIdentifier(self)
        CALayer.displayLinks[id] = CADisplayLink(framesPerSecond: 60) { [weak self] link in
            guard let self else {
                link.invalidate()
                CALayer.displayLinks[id] = nil
                return
            }
            let animating = self.attached.contains { !$0.stopped && $0.keys.contains(where: { layerClass.needsDisplay(forKey: $0) }) }
            guard animating else {
                link.invalidate()
                CALayer.displayLinks[id] = nil
                // The last frame shows the model values, as Core Animation's does once the animation is gone.
                self.display()
                return
            }
            self.presentation()?.display()
        }
    }

    /// The display links of layers displaying while they animate.
    static var displayLinks: [ObjectIdentifier: CADisplayLink] = [:]
}

extension AnimatableValue {
    /// The value boxed as key-value coding boxes it (`NSNumber`, `NSValue`, `CGColor` …).
    var boxed: Any? {
        switch self {
        case .scalar(let v): return NSNumber(value: v)
        case .point(let p): return NSValue(point: p)
        case .size(let s): return NSValue(size: s)
        case .rect(let r): return NSValue(rect: r)
        case .transform(let t): return NSValue(caTransform3D: t)
        case .color(let c): return c
        case .path(let e): return e.map { CGPath(elements: $0) }
        case .array(let a): return a.map { $0.boxed as Any }
        }
    }
}
