import Foundation

/// A range of a text input's text (UIKit's `UITextRange`).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var start: UITextPosition { storedStart }
    open var end: UITextPosition { storedEnd }
    /// Whether the range holds no characters (a cursor).
    open var isEmpty: Bool { start.offset == end.offset }
    private let storedStart: UITextPosition
    private let storedEnd: UITextPosition
    package init(start: UITextPosition, end: UITextPosition) {
        storedStart = start
        storedEnd = end
        super.init()
    }
    public override init() {
        storedStart = UITextPosition()
        storedEnd = UITextPosition()
        super.init()
    }
}
