import Foundation

// Glide's geometry is Core Graphics': Foundation on Linux already has `CGFloat`, `CGPoint`, `CGSize`
// and `CGRect` with UIKit's API, and the engine uses them directly. `CGVector.swift` adds what Foundation
// lacks on Linux; this file, the few helpers the engine shares (UIKit's `UIEdgeInsets` and
// `UIOffset` are in the UIKit engine).

extension CGRect {
    /// The centre point (the engine's shorthand; UIKit has no such member, so it is not public).
    package var center: CGPoint { CGPoint(x: midX, y: midY) }

    /// "(x, y, width, height)", compact: Glide's reports print rectangles this way.
    package var formatted: String {
        "(\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height)))"
    }
}

extension CGPoint {
    /// The Euclidean distance to `other`.
    package func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }

    /// "(x, y)", compact.
    package var formatted: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

extension CGSize {
    /// "width × height", compact.
    package var formatted: String { "\(formatPoints(width)) × \(formatPoints(height))" }
}

/// Formats a coordinate compactly: to three decimals, whole numbers without a fraction, and what rounds
/// to zero as `0` (never `-0.0`, never `2.0186485700231097e-14`).
package func formatPoints(_ value: CGFloat) -> String {
    let value = Double(value)
    guard value.isFinite else { return String(value) }
    let scaled = abs(value) < 1e12 ? (value * 1000).rounded() / 1000 : value.rounded()
    if scaled == scaled.rounded(), abs(scaled) < 1e15 { return String(Int64(scaled)) }
    return String(scaled)
}

extension CGRect {
    /// True when the two rectangles share some area (rectangles that only touch do not; Foundation's
    /// `intersects` on Linux counts touching edges, Core Graphics' does not).
    package func sharesArea(with other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
