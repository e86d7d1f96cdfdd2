import Foundation

/// The text a layout manager lays out (TextKit's `NSTextStorage`): an attributed string that knows its layout
/// managers, which lay it out again whenever they are asked after it changed.
///
/// Glide differs: edits are not batched into `processEditing()` passes and the delegate is not told of them; layout
/// managers read the storage as it is when they are asked.
@preconcurrency @MainActor
open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers that lay the text out, in the order they were added (the storage holds them).
    public private(set) var layoutManagers: [NSLayoutManager] = []
    /// The storage's delegate (held weakly, as in UIKit).
    open weak var delegate: (any NSTextStorageDelegate)?

    /// Empty text storage.
    public init() { super.init(string: "") }
    public override init(string: String) { super.init(string: string) }
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: string, attributes: attributes)
    }
    public override init(attributedString: NSAttributedString) { super.init(attributedString: attributedString) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds `layoutManager`, which then lays out this text.
    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    /// Removes `layoutManager`.
    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === layoutManager }
        if layoutManager.textStorage === self { layoutManager.textStorage = nil }
    }

    /// What changed in the last edit (kept as the app reports it with ``edited(_:range:changeInLength:)``).
    public private(set) var editedMask: EditActions = []
    /// The range the last edit changed.
    public private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the last edit changed the length.
    public private(set) var changeInLength = 0

    /// Records an edit, as a subclass that overrides the primitives reports it.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        self.editedMask = editedMask
        self.editedRange = editedRange
        changeInLength = delta
    }

    /// Ends an edit (Glide's layout managers read the text when asked, so there is nothing to process).
    open func processEditing() {}

    /// The kinds of edit (TextKit's `NSTextStorage.EditActions`).
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }
}
