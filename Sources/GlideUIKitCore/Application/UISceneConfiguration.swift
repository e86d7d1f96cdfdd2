import Foundation

/// What a scene is made with: its delegate's class and storyboard (UIKit's `UISceneConfiguration`).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene.
    open var sceneClass: AnyClass?
    /// The storyboard of the scene's first screen (Glide has no storyboard files).
    open var storyboard: UIStoryboard?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
