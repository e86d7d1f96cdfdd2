import Foundation

extension UIScene {
    /// What a scene was connected with (UIKit's `UIScene.ConnectionOptions`): Glide's are always empty.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The URLs the scene was opened with.
        public let urlContexts: Set<UIOpenURLContext> = []
        /// The source application's bundle identifier.
        public let sourceApplication: String? = nil
        public override init() { super.init() }
    }
}
