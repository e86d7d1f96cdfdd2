import Foundation
import GlideCoreGraphics

// What explicit Core Animation animations need of animatable values: arithmetic (by-values,
// additive and cumulative animations), the components a key path names ("position.x",
// "transform.rotation.y"), and conversion from the `Any` values users give (`NSNumber`, `CGFloat`,
// `NSValue(caTransform3D:)`, `CGColor` …).

extension AnimatableValue {
    /// `self + other`: component-wise; transforms concatenate (`other` applied first, as additive
    /// Core Animation transforms are); colours add component-wise.
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        case let (.color(a), .color(b)):
            let x = (a ?? .clearRGBA).rgba, y = (b ?? .clearRGBA).rgba
            return .color(CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        case let (.array(a), .array(b)) where a.count == b.count: return .array(zip(a, b).map { $0.adding($1) })
        default: return other
        }
    }

    /// `self − other` (the inverse of ``adding(_:)``).
    func subtracting(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.transform(a), .transform(b)): return .transform(b.inverted().concatenating(a))
        case let (.color(a), .color(b)):
            let x = (a ?? .clearRGBA).rgba, y = (b ?? .clearRGBA).rgba
            return .color(CGColor(red: x.red - y.red, green: x.green - y.green, blue: x.blue - y.blue, alpha: x.alpha - y.alpha))
        default: return adding(other.scaled(by: -1))
        }
    }

    /// `k · self` (transforms and colours: repeated `k` times when whole, else unchanged).
    func scaled(by k: Double) -> AnimatableValue {
        switch self {
        case .scalar(let a): return .scalar(a * k)
        case .point(let a): return .point(CGPoint(x: a.x * k, y: a.y * k))
        case .size(let a): return .size(CGSize(width: a.width * k, height: a.height * k))
        case .rect(let a): return .rect(CGRect(x: a.origin.x * k, y: a.origin.y * k, width: a.width * k, height: a.height * k))
        case .array(let a): return .array(a.map { $0.scaled(by: k) })
        case .transform(let t):
            if k == 0 { return .transform(.identity) }
            if k == -1 { return .transform(t.inverted()) }
            var r = CATransform3D.identity
            let n = Int(k.magnitude.rounded()), base = k < 0 ? t.inverted() : t
            for _ in 0..<n { r = r.concatenating(base) }
            return .transform(r)
        default: return self
        }
    }

    /// The value as users see it (`CGFloat`, `CGPoint`, `CATransform3D`, `CGColor` …).
    var anyValue: Any? {
        switch self {
        case .scalar(let v): return CGFloat(v)
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return c
        case .path(let e): return e.map { CGPath(elements: $0) }
        case .array(let a): return a.map { $0.anyValue as Any }
        }
    }

    /// Converts a user's value to the kind of `self`; nil when it cannot be read as one.
    func coerce(_ value: Any?) -> AnimatableValue? {
        guard let value else { return nil }
        switch self {
        case .scalar: return AnimatableValue.number(value).map { .scalar($0) }
        case .point:
            if let p = value as? CGPoint { return .point(p) }
            if let v = value as? NSValue, let p = v.glidePoint { return .point(p) }
            if let s = value as? CGSize { return .point(CGPoint(x: s.width, y: s.height)) }
        case .size:
            if let s = value as? CGSize { return .size(s) }
            if let v = value as? NSValue, let s = v.glideSize { return .size(s) }
            if let p = value as? CGPoint { return .size(CGSize(width: p.x, height: p.y)) }
            if let n = AnimatableValue.number(value) { return .size(CGSize(width: n, height: n)) }
        case .rect:
            if let r = value as? CGRect { return .rect(r) }
            if let v = value as? NSValue, let r = v.glideRect { return .rect(r) }
        case .transform:
            if let t = value as? CATransform3D { return .transform(t) }
            if let t = value as? CGAffineTransform { return .transform(CATransform3D(t)) }
            if let v = value as? NSValue, let t = v.glideTransform3D { return .transform(t) }
        case .color:
            if let c = value as? CGColor { return .color(c.rgbaColor) }
            if let c = value as? any CGColorConvertible { return .color(c.cgColor.rgbaColor) }
        case .path:
            if let p = value as? CGPath { return .path(p.elementValues) }
        case .array(let a):
            guard let list = value as? [Any] else { return nil }
            let template = a.first ?? .scalar(0)
            var out: [AnimatableValue] = []
            for item in list {
                let kind: AnimatableValue = (item is CGColor || item is any CGColorConvertible) ? .color(nil) : template
                guard let v = kind.coerce(item) else { return nil }
                out.append(v)
            }
            return .array(out)
        }
        return nil
    }

    /// A number from any of the types users pass: `NSNumber`, `CGFloat`, `Double`, `Float`, `Int`.
    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as CGFloat: return Double(v)
        case let v as Double: return v
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// The straight-line distance to `other` (paced keyframes); nil when it has no meaning.
    func distance(to other: AnimatableValue) -> Double? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return Double(a.distance(to: b))
        case let (.size(a), .size(b)): return Double(hypot(b.width - a.width, b.height - a.height))
        default: return nil
        }
    }
}

/// A layer key path split into the property it animates and the component of it, if any
/// (`position.x` → `position` and `.x`).
struct LayerKeyPath: Hashable, Sendable {
    enum Component: String, Hashable, Sendable {
        case x, y, width, height, size, origin, originX = "origin.x", originY = "origin.y"
        case sizeWidth = "size.width", sizeHeight = "size.height"
        case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
        case rotation, rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
        case translation, translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    }

    let base: String
    let component: Component?

    init?(_ keyPath: String?) {
        guard let keyPath, !keyPath.isEmpty else { return nil }
        if let dot = keyPath.firstIndex(of: ".") {
            base = String(keyPath[..<dot])
            guard let c = Component(rawValue: String(keyPath[keyPath.index(after: dot)...])) else { return nil }
            component = c
        } else {
            base = keyPath
            component = nil
        }
    }

    /// The component's value in `whole`.
    func get(_ whole: AnimatableValue) -> AnimatableValue? {
        guard let component else { return whole }
        switch (whole, component) {
        case let (.point(p), .x): return .scalar(p.x)
        case let (.point(p), .y): return .scalar(p.y)
        case let (.size(s), .width): return .scalar(s.width)
        case let (.size(s), .height): return .scalar(s.height)
        case let (.rect(r), .size): return .size(r.size)
        case let (.rect(r), .origin): return .point(r.origin)
        case let (.rect(r), .originX): return .scalar(r.origin.x)
        case let (.rect(r), .originY): return .scalar(r.origin.y)
        case let (.rect(r), .sizeWidth): return .scalar(r.width)
        case let (.rect(r), .sizeHeight): return .scalar(r.height)
        case let (.transform(t), _): return Self.getTransform(t, component)
        default: return nil
        }
    }

    /// `whole` with the component replaced by `value`.
    func set(_ whole: AnimatableValue, _ value: AnimatableValue) -> AnimatableValue {
        guard let component else { return value }
        switch (whole, component, value) {
        case let (.point(p), .x, .scalar(v)): return .point(CGPoint(x: v, y: p.y))
        case let (.point(p), .y, .scalar(v)): return .point(CGPoint(x: p.x, y: v))
        case let (.size(s), .width, .scalar(v)): return .size(CGSize(width: v, height: s.height))
        case let (.size(s), .height, .scalar(v)): return .size(CGSize(width: s.width, height: v))
        case let (.rect(r), .size, .size(v)): return .rect(CGRect(origin: r.origin, size: v))
        case let (.rect(r), .origin, .point(v)): return .rect(CGRect(origin: v, size: r.size))
        case let (.rect(r), .originX, .scalar(v)): return .rect(CGRect(x: v, y: r.origin.y, width: r.width, height: r.height))
        case let (.rect(r), .originY, .scalar(v)): return .rect(CGRect(x: r.origin.x, y: v, width: r.width, height: r.height))
        case let (.rect(r), .sizeWidth, .scalar(v)): return .rect(CGRect(x: r.origin.x, y: r.origin.y, width: v, height: r.height))
        case let (.rect(r), .sizeHeight, .scalar(v)): return .rect(CGRect(x: r.origin.x, y: r.origin.y, width: r.width, height: v))
        case let (.transform(t), _, _): return .transform(Self.setTransform(t, component, value))
        default: return whole
        }
    }

    /// The transform that the component's value alone stands for (what an additive animation of it adds).
    func delta(_ value: AnimatableValue) -> AnimatableValue {
        guard component != nil else { return value }
        return .transform(Self.setTransform(.identity, component!, value))
    }

    var isTransformComponent: Bool {
        switch component {
        case .scale?, .scaleX?, .scaleY?, .scaleZ?, .rotation?, .rotationX?, .rotationY?, .rotationZ?,
             .translation?, .translationX?, .translationY?, .translationZ?:
            return true
        default:
            return false
        }
    }

    private static func getTransform(_ t: CATransform3D, _ c: Component) -> AnimatableValue? {
        switch c {
        case .translation: return .size(CGSize(width: t.m41, height: t.m42))
        case .translationX: return .scalar(t.m41)
        case .translationY: return .scalar(t.m42)
        case .translationZ: return .scalar(t.m43)
        default: break
        }
        let d = t.decomposed() ?? DecomposedTransform3D()
        switch c {
        case .scale: return .scalar((d.scaleX + d.scaleY + d.scaleZ) / 3)
        case .scaleX: return .scalar(d.scaleX)
        case .scaleY: return .scalar(d.scaleY)
        case .scaleZ: return .scalar(d.scaleZ)
        // The angle of the rotation about that axis (0 when the rotation is about another axis).
        case .rotationX: return .scalar(abs(d.quaternionY) + abs(d.quaternionZ) < 1e-12 ? 2 * atan2(d.quaternionX, d.quaternionW) : 0)
        case .rotationY: return .scalar(abs(d.quaternionX) + abs(d.quaternionZ) < 1e-12 ? 2 * atan2(d.quaternionY, d.quaternionW) : 0)
        case .rotation, .rotationZ: return .scalar(abs(d.quaternionX) + abs(d.quaternionY) < 1e-12 ? 2 * atan2(d.quaternionZ, d.quaternionW) : 0)
        default: return nil
        }
    }

    private static func setTransform(_ t: CATransform3D, _ c: Component, _ value: AnimatableValue) -> CATransform3D {
        var t = t
        switch (c, value) {
        case let (.translation, .size(s)): t.m41 = s.width; t.m42 = s.height; return t
        case let (.translationX, .scalar(v)): t.m41 = v; return t
        case let (.translationY, .scalar(v)): t.m42 = v; return t
        case let (.translationZ, .scalar(v)): t.m43 = v; return t
        default: break
        }
        guard case .scalar(let v) = value else { return t }
        if t.isIdentity {
            // The common case, exact: the component alone.
            switch c {
            case .scale: return CATransform3D(scaleX: v, y: v, z: v)
            case .scaleX: return CATransform3D(scaleX: v, y: 1, z: 1)
            case .scaleY: return CATransform3D(scaleX: 1, y: v, z: 1)
            case .scaleZ: return CATransform3D(scaleX: 1, y: 1, z: v)
            case .rotationX: return CATransform3D(rotationAngle: v, x: 1, y: 0, z: 0)
            case .rotationY: return CATransform3D(rotationAngle: v, x: 0, y: 1, z: 0)
            case .rotation, .rotationZ: return CATransform3D(rotationAngle: v, x: 0, y: 0, z: 1)
            default: return t
            }
        }
        var d = t.decomposed() ?? DecomposedTransform3D()
        switch c {
        case .scale: d.scaleX = v; d.scaleY = v; d.scaleZ = v
        case .scaleX: d.scaleX = v
        case .scaleY: d.scaleY = v
        case .scaleZ: d.scaleZ = v
        case .rotationX, .rotationY, .rotation, .rotationZ:
            let s = sin(v / 2)
            d.quaternionW = cos(v / 2)
            d.quaternionX = c == .rotationX ? s : 0
            d.quaternionY = c == .rotationY ? s : 0
            d.quaternionZ = (c == .rotation || c == .rotationZ) ? s : 0
        default: break
        }
        return CATransform3D(d)
    }
}
