/// Where a boundary supplementary item sits on its section (UIKit's `NSRectAlignment`).
public enum NSRectAlignment: Int, Sendable, Hashable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
