/// What `CGContext.drawPath(using:)` paints (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
