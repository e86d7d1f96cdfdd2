import Foundation

// A window's scene (iOS 13's `windowScene`): Glide has one scene, ``UIApplication/connectedScenes``'s only
// member, and every window is in it.
extension UIWindow {
    /// A window the size of `windowScene`'s screen, in that scene (how a scene delegate makes its window).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }

    /// The scene the window is in: Glide's one window scene, or nil once the app set it to nil. Setting a scene puts
    /// the window in Glide's one scene (there is no other); Glide differs in that a window taken out of its scene
    /// stays as it was otherwise (on iOS it no longer shows).
    public var windowScene: UIWindowScene? {
        get { isDetachedFromScene ? nil : UIApplication.shared.scene }
        set { isDetachedFromScene = newValue == nil }
    }

    /// The screen the window shows on: Glide's one screen, ``UIScreen/main`` (setting another is kept, and changes
    /// nothing else: Glide differs, it has no external displays).
    public var screen: UIScreen {
        get { assignedScreen ?? .main }
        set { assignedScreen = newValue }
    }
}
