import Foundation
import GlideCoreGraphics

// Transforms boxed in `NSValue` cast as on iOS (see `CGGeometry+Bridging.swift`): `layer.value(forKey: "transform")
// as? CATransform3D`, and `as? NSValue` on a transform.

extension CATransform3D: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) { result = source.caTransform3DValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        guard let transform = source.glideTransform3D else { return false }
        result = transform
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D { source?.caTransform3DValue ?? .identity }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) { result = source.cgAffineTransformValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) -> Bool {
        guard NSValue.holds(source, "[6d]") else { return false }
        result = source.cgAffineTransformValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform { source?.cgAffineTransformValue ?? .identity }
}
