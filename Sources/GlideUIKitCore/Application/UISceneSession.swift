import Foundation

/// A scene's session: its role, configuration and saved state (UIKit's `UISceneSession`).
///
/// Glide differs: Glide launches no app, so it makes no sessions itself; an app's scene delegate code that receives
/// one builds, and a test may make one to call it.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What kind of scene a session is for (UIKit's `UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main window scenes.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Scenes on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene of the session (nil while it is not connected).
    open internal(set) weak var scene: UIScene?
    public let role: Role
    public let configuration: UISceneConfiguration
    public let persistentIdentifier: String
    /// State the app saves for the session.
    open var userInfo: [String: Any]?

    /// A session for `role` with `configuration` (Glide's: UIKit makes sessions).
    public init(role: Role = .windowApplication, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
