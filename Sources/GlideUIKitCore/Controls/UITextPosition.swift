import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`): Glide's are offsets in UTF-16 units, as `NSString`
/// counts them.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// The offset from the start of the text, in UTF-16 units (Glide's; UIKit's positions are opaque).
    public let offset: Int
    package init(offset: Int) {
        self.offset = offset
        super.init()
    }
    public override init() {
        offset = 0
        super.init()
    }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset }
}
