import Foundation

/// The region text is laid out in (TextKit's `NSTextContainer`): a size, padding at each end of a line, and a limit on
/// the number of lines.
///
/// Glide differs: exclusion paths are kept but text does not flow around them.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// The size of the region (TextKit's default for a container made without one: 10,000,000 points each way).
    open var size: CGSize
    /// Empty space at each end of every line (5 points by default, as TextKit's).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0 for no limit.
    open var maximumNumberOfLines = 0
    /// How a line that does not fit breaks (kept; lines wrap at words).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Paths text would flow around (kept; see the type's note).
    open var exclusionPaths: [UIBezierPath] = []
    /// Whether a text view sets the width to its own.
    open var widthTracksTextView = false
    /// Whether a text view sets the height to its own.
    open var heightTracksTextView = false
    /// The layout manager that lays text out in this container (held weakly, as in TextKit).
    open internal(set) weak var layoutManager: NSLayoutManager?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of TextKit's default size.
    public override convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }

    /// Replaces the layout manager (TextKit's call, which a layout manager makes when the container is added).
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        layoutManager?.removeTextContainer(self)
        newLayoutManager.addTextContainer(self)
    }
}
