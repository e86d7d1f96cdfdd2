import Foundation
import GlideObjectiveC

// Key-value coding on animations, as Core Animation answers it: each property by its Objective-C name
// (`duration`, `removedOnCompletion`, `keyPath`, `toValue` …) and any other key, kept on the animation and copied with
// it. Transition code tags an animation with what its delegate needs (`anim.setValue(layer, forKey: "layer")`) and
// reads it back in `animationDidStop(_:finished:)`, from the copy the layer ran.

extension CAAnimation: KeyValueCodingClass {
    package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        if let property = Self.property(keyPath, of: self) { return .value(KeyValueBoxing.box(property.get(self))) }
        // A key is any string (reverse-DNS tags have dots); a path through a kept object is followed by the caller.
        if let value = customValues[keyPath] { return .value(value) }
        return keyPath.contains(".") ? .undefined : .value(nil)
    }

    package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        if let property = Self.property(keyPath, of: self) { return property.set(self, value) }
        if let dot = keyPath.firstIndex(of: "."), customValues[String(keyPath[..<dot])] is NSObject { return false }
        customValues[keyPath] = value
        return true
    }

    package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? { nil }

    /// Animations notify no observers (Core Animation's do not either: an animation is configured, then copied).
    package func keyValueObservingNotifies(forKey key: String) -> Bool { false }

    private struct Property {
        let get: (CAAnimation) -> Any?
        /// False when the value has the wrong type.
        let set: (CAAnimation, Any?) -> Bool
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as NSNumber: return v.doubleValue
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        default: return nil
        }
    }

    private static func flag(_ value: Any?) -> Bool? {
        switch value {
        case let v as Bool: return v
        case let v as NSNumber: return v.boolValue
        default: return nil
        }
    }

    /// The property `key` names on `animation`'s class, or nil.
    private static func property(_ key: String, of animation: CAAnimation) -> Property? {
        func double(_ get: @escaping (CAAnimation) -> Double, _ set: @escaping (CAAnimation, Double) -> Void) -> Property {
            Property(get: get) { a, v in number(v).map { set(a, $0) } != nil }
        }
        switch key {
        case "duration": return double({ $0.duration }, { $0.duration = $1 })
        case "beginTime": return double({ $0.beginTime }, { $0.beginTime = $1 })
        case "timeOffset": return double({ $0.timeOffset }, { $0.timeOffset = $1 })
        case "speed": return double({ Double($0.speed) }, { $0.speed = Float($1) })
        case "repeatCount": return double({ Double($0.repeatCount) }, { $0.repeatCount = Float($1) })
        case "repeatDuration": return double({ $0.repeatDuration }, { $0.repeatDuration = $1 })
        case "autoreverses":
            return Property(get: { $0.autoreverses }) { a, v in flag(v).map { a.autoreverses = $0 } != nil }
        case "removedOnCompletion":
            return Property(get: { $0.isRemovedOnCompletion }) { a, v in flag(v).map { a.isRemovedOnCompletion = $0 } != nil }
        case "fillMode":
            return Property(get: { $0.fillMode.rawValue }) { a, v in (v as? String).map { a.fillMode = CAMediaTimingFillMode(rawValue: $0) } != nil }
        case "timingFunction":
            return Property(get: { $0.timingFunction }) { a, v in
                guard v == nil || v is CAMediaTimingFunction else { return false }
                a.timingFunction = v as? CAMediaTimingFunction
                return true
            }
        default: break
        }
        if animation is CAPropertyAnimation {
            switch key {
            case "keyPath":
                return Property(get: { ($0 as! CAPropertyAnimation).keyPath }) { a, v in
                    guard v == nil || v is String else { return false }
                    (a as! CAPropertyAnimation).keyPath = v as? String
                    return true
                }
            case "additive":
                return Property(get: { ($0 as! CAPropertyAnimation).isAdditive }) { a, v in flag(v).map { (a as! CAPropertyAnimation).isAdditive = $0 } != nil }
            case "cumulative":
                return Property(get: { ($0 as! CAPropertyAnimation).isCumulative }) { a, v in flag(v).map { (a as! CAPropertyAnimation).isCumulative = $0 } != nil }
            default: break
            }
        }
        if animation is CABasicAnimation {
            switch key {
            case "fromValue": return Property(get: { ($0 as! CABasicAnimation).fromValue }) { a, v in (a as! CABasicAnimation).fromValue = v; return true }
            case "toValue": return Property(get: { ($0 as! CABasicAnimation).toValue }) { a, v in (a as! CABasicAnimation).toValue = v; return true }
            case "byValue": return Property(get: { ($0 as! CABasicAnimation).byValue }) { a, v in (a as! CABasicAnimation).byValue = v; return true }
            default: break
            }
        }
        if animation is CAKeyframeAnimation {
            switch key {
            case "values":
                return Property(get: { ($0 as! CAKeyframeAnimation).values }) { a, v in
                    guard v == nil || v is [Any] else { return false }
                    (a as! CAKeyframeAnimation).values = v as? [Any]
                    return true
                }
            case "keyTimes":
                return Property(get: { ($0 as! CAKeyframeAnimation).keyTimes }) { a, v in
                    guard v == nil || v is [NSNumber] else { return false }
                    (a as! CAKeyframeAnimation).keyTimes = v as? [NSNumber]
                    return true
                }
            default: break
            }
        }
        if animation is CATransition {
            switch key {
            case "type":
                return Property(get: { ($0 as! CATransition).type.rawValue }) { a, v in (v as? String).map { (a as! CATransition).type = CATransitionType(rawValue: $0) } != nil }
            case "subtype":
                return Property(get: { ($0 as! CATransition).subtype?.rawValue }) { a, v in
                    guard v == nil || v is String else { return false }
                    (a as! CATransition).subtype = (v as? String).map { CATransitionSubtype(rawValue: $0) }
                    return true
                }
            default: break
            }
        }
        return nil
    }
}
