import Foundation

/// An element of a menu: an action or a submenu (UIKit's `UIMenuElement`).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown for the element.
    open var title: String
    /// The image shown beside the title.
    open var image: UIImage?
    /// A second line under the title.
    open var subtitle: String?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }

    /// The attributes of an element (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }
}
