/// Objective-C's native signed integer (`NSInteger`), which Swift imports as `Int`.
///
/// On iOS the name comes from the Objective-C module that Foundation re-exports; swift-corelibs-foundation does not
/// declare it, so Glide does, with the same meaning.
public typealias NSInteger = Int

/// Objective-C's native unsigned integer (`NSUInteger`), which Swift imports as `UInt`.
public typealias NSUInteger = UInt
