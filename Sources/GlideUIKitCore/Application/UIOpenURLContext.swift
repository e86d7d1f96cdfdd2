import Foundation

/// A URL a scene was asked to open (UIKit's `UIOpenURLContext`).
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    public let url: URL
    public init(url: URL) {
        self.url = url
        super.init()
    }
}
