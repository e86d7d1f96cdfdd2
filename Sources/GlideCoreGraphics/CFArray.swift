import Foundation

/// Core Foundation's array (`CFArray`), as Core Graphics takes a gradient's colours:
/// `[a.cgColor, b.cgColor] as CFArray`.
///
/// Glide differs: it is Foundation's `NSArray` (toll-free bridged to `CFArray` on iOS), since Linux's
/// Foundation does not export Core Foundation's types; `as CFArray` bridges a Swift array to it as on iOS.
public typealias CFArray = NSArray
