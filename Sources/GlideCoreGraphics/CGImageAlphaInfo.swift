/// Where a bitmap keeps alpha and whether colours are premultiplied by it (Core Graphics' `CGImageAlphaInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
