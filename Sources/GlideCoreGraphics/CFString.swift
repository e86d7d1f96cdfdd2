import Foundation

/// Core Foundation's string (`CFString`), as Core Graphics names its colour spaces (`CGColorSpace.sRGB`).
///
/// Glide differs: it is Swift's `String`, since Linux's Foundation does not export Core Foundation's
/// types; `"name" as CFString` and comparing names work as on iOS.
public typealias CFString = String
