import Foundation

// A window's scene (iOS 13's `windowScene`): Glide has one scene, ``UIApplication/connectedScenes``'s only
// member, and every window is in it.
extension UIWindow {
    /// A window the size of `windowScene`'s screen, in that scene (how a scene delegate makes its window).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }

    /// The scene the window is in: Glide's one window scene.
    public var windowScene: UIWindowScene? { UIApplication.shared.scene }

    /// The screen the window shows on: Glide's one screen, ``UIScreen/main`` (setting another is kept, and changes
    /// nothing else: Glide differs, it has no external displays).
    public var screen: UIScreen {
        get { assignedScreen ?? .main }
        set { assignedScreen = newValue }
    }
}
