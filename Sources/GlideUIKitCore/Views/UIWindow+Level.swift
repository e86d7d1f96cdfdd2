import Foundation

extension UIWindow {
    /// Where a window stands among the others (UIKit's `UIWindow.Level`): normal, above the status bar, alerts.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// An app's window: 0.
        public static let normal = Level(0)
        /// The status bar's: 1000.
        public static let statusBar = Level(1000)
        /// Alerts': 2000.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level `rhs` above `lhs` (`.statusBar + 1`).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// The window's level (``Level/normal`` unless set).
    ///
    /// Glide differs: the level is kept and read back, and does not reorder windows; Glide draws and hit-tests the key
    /// window. An app that raises its window above the status bar to hide it changes nothing else here.
    public var windowLevel: Level {
        get { storedWindowLevel }
        set { storedWindowLevel = newValue }
    }
}
