import Foundation

/// How a collection holds and compares pointers (Foundation's `NSPointerFunctions`), which Foundation on
/// Linux lacks; Glide has it for its ``Options``, which ``NSMapTable`` takes.
public final class NSPointerFunctions: NSObject {
    /// How a map table holds and compares its keys or values (the options a map table of objects uses).
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Holds the object strongly (the default).
        public static let strongMemory = Options([])
        /// Holds the object weakly: its entry goes when it is deallocated.
        public static let weakMemory = Options(rawValue: 5)
        /// Compares by `isEqual(_:)` and `hash` (the default).
        public static let objectPersonality = Options([])
        /// Compares by identity (`===`).
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Copies keys (kept as given: Swift objects are not copied).
        public static let copyIn = Options(rawValue: 1 << 16)
    }

    /// The options given.
    public let options: Options

    public init(options: Options = []) {
        self.options = options
        super.init()
    }
}
