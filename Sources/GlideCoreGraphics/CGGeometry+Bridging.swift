import Foundation

// Objective-C's boxing of Core Graphics values, which Swift on Apple platforms bridges in casts: a `CGFloat` is an
// `NSNumber` and a point an `NSValue` wherever `Any` holds one (`change[.newKey] as? CGPoint` when the change holds an
// `NSValue`, `as? NSNumber` on a `CGFloat`). Foundation on Linux bridges `Double` and `Float` to `NSNumber` but not
// these; Swift's casts on Linux follow `_ObjectiveCBridgeable`, so these conformances make key-value coding's boxed
// values cast as they do on iOS. (Retroactive: Foundation may one day declare them itself.)

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) { result = CGFloat(source.doubleValue) }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { CGFloat(source?.doubleValue ?? 0) }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.pointValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard NSValue.holds(source, "{CGPoint") else { return false }
        result = source.pointValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.pointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.sizeValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard NSValue.holds(source, "{CGSize") else { return false }
        result = source.sizeValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.sizeValue ?? .zero }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.rectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard NSValue.holds(source, "{CGRect") else { return false }
        result = source.rectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

extension NSValue {
    /// True when the value's type encoding starts with `prefix` (`{CGPoint=dd}` holds a point; a rectangle's
    /// `{CGRect={CGPoint=dd}{CGSize=dd}}` holds no point).
    package static func holds(_ value: NSValue, _ prefix: String) -> Bool {
        String(cString: value.objCType).hasPrefix(prefix)
    }
}
