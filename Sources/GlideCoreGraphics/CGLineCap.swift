/// How the ends of a stroked open subpath are drawn (`CGLineCap`).
public enum CGLineCap: Int32, Sendable, Hashable {
    case butt = 0, round, square
}
