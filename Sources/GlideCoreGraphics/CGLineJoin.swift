/// How the corners of a stroked path are drawn (`CGLineJoin`).
public enum CGLineJoin: Int32, Sendable, Hashable {
    case miter = 0, round, bevel
}
