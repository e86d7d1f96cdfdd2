import Foundation

/// Core Foundation's reference to any of its objects (`CFTypeRef`), as Core Animation types a text layer's `font`:
/// `font as CFTypeRef`.
///
/// Glide differs: it is Swift's `AnyObject`, since Linux's Foundation does not export Core Foundation's types.
public typealias CFTypeRef = AnyObject
