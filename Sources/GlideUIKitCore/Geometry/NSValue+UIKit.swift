import Foundation

// UIKit's `NSValue` conveniences for its own structures, which key-value coding boxes them in (`contentInset`).
// Stored as bytes with an array type encoding, as the Core Animation values are (Foundation on Linux cannot encode
// structures).

private let edgeInsetsEncoding = "[4d:UIEdgeInsets]"

extension NSValue {
    /// A value holding a `UIEdgeInsets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        var entries = [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) }
        self.init(bytes: &entries, objCType: edgeInsetsEncoding)
    }

    /// The `UIEdgeInsets` held (zero if the value holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets { glideEdgeInsets ?? .zero }

    var glideEdgeInsets: UIEdgeInsets? {
        guard String(cString: objCType) == edgeInsetsEncoding else { return nil }
        var e = [Double](repeating: 0, count: 4)
        e.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return UIEdgeInsets(top: e[0], left: e[1], bottom: e[2], right: e[3])
    }
}

/// Edge insets boxed in `NSValue` cast as on iOS (`change[.newKey] as? UIEdgeInsets`).
extension UIEdgeInsets: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) { result = source.uiEdgeInsetsValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
        guard let insets = source.glideEdgeInsets else { return false }
        result = insets
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets { source?.uiEdgeInsetsValue ?? .zero }
}
