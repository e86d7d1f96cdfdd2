import Foundation
import GlideCoreGraphics

// UIKit's `NSValue` conveniences for Core Animation values (`NSValue(caTransform3D:)`,
// `NSValue(cgPoint:)` …), which Foundation on Linux lacks. Transforms are stored as bytes with an
// array type encoding (`[16d]`, `[6d]`): Foundation on Linux cannot encode structs (Apple's
// encodings are `{CATransform3D=…}`); points, sizes and rects use Foundation's own values.

private let transform3DEncoding = "[16d]"
private let affineEncoding = "[6d]"

extension NSValue {
    /// A value holding a `CATransform3D`.
    public convenience init(caTransform3D t: CATransform3D) {
        var entries = t.elements
        self.init(bytes: &entries, objCType: transform3DEncoding)
    }

    /// The `CATransform3D` held (the identity if the value holds something else).
    public var caTransform3DValue: CATransform3D { glideTransform3D ?? .identity }

    /// A value holding a `CGAffineTransform`.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
        self.init(bytes: &entries, objCType: affineEncoding)
    }

    /// The `CGAffineTransform` held (the identity if the value holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == affineEncoding else { return .identity }
        var e = [Double](repeating: 0, count: 6)
        e.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CGAffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])
    }

    /// A value holding a `CGPoint`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The `CGPoint` held.
    public var cgPointValue: CGPoint { pointValue }
    /// A value holding a `CGSize`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The `CGSize` held.
    public var cgSizeValue: CGSize { sizeValue }
    /// A value holding a `CGRect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The `CGRect` held.
    public var cgRectValue: CGRect { rectValue }

    var glideTransform3D: CATransform3D? {
        guard String(cString: objCType) == transform3DEncoding else {
            if String(cString: objCType) == affineEncoding { return CATransform3D(cgAffineTransformValue) }
            return nil
        }
        var e = [Double](repeating: 0, count: 16)
        e.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(elements: e)
    }

    private var encoding: String { String(cString: objCType) }
    var glidePoint: CGPoint? { encoding.hasPrefix("{CGPoint") || encoding.hasPrefix("{_NSPoint") ? pointValue : nil }
    var glideSize: CGSize? { encoding.hasPrefix("{CGSize") || encoding.hasPrefix("{_NSSize") ? sizeValue : nil }
    var glideRect: CGRect? { encoding.hasPrefix("{CGRect") || encoding.hasPrefix("{_NSRect") ? rectValue : nil }
}
