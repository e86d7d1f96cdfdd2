import Foundation
import GlideCoreGraphics

/// A layer that shows a plain or attributed string (`CATextLayer`), its first line at the top of its bounds.
///
/// The text is laid out as Core Animation lays it out: in ``font`` at ``fontSize`` and in ``foregroundColor`` for a
/// plain string, in the string's own attributes for an attributed one; on one line per paragraph unless ``isWrapped``,
/// which wraps it at the bounds' width; cut to the bounds with an ellipsis where ``truncationMode`` says; each line
/// aligned as ``alignmentMode`` says. `fontSize` and `foregroundColor` animate, explicitly and implicitly. Glide's
/// renderer draws the text as it draws a label's, clipped to the bounds (a text layer's content is its backing store).
///
/// Glide differs: the text is measured with Glide's text metric (see `UIFont`), not a font's glyphs; an attributed
/// string is drawn in the font and colour of its first character (Core Animation draws each run in its own);
/// `.justified` lines are drawn as `.natural` ones; `allowsFontSubpixelQuantization` is kept, never used.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (nil by default: nothing is drawn).
    open var string: Any?
    /// The font of a plain string: a `UIFont`, or a string naming one (Helvetica by default); its size is ignored,
    /// ``fontSize`` is the size.
    ///
    /// Glide differs: it is typed `Any?` where Core Animation types it `CFTypeRef?`, so that a font name given
    /// `as CFString` (a Swift `String` on Linux) is taken as on iOS; a `UIFont` or a name are what Glide reads.
    open var font: Any?
    /// The size of a plain string's font, in points (36 by default).
    open var fontSize: CGFloat = 36 { willSet { willChangeStandalone("fontSize") } }
    /// The colour of a plain string (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) {
        willSet { willChangeStandalone("foregroundColor") }
    }
    /// Whether the text wraps at the bounds' width (false by default: one line per paragraph).
    open var isWrapped = false
    /// Where a line too long for the bounds is cut and an ellipsis put (`.none` by default: not cut, clipped).
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How each line sits between the bounds' sides (`.natural` by default: the leading side).
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether glyphs are drawn at quantized subpixel positions (false by default); kept, never used.
    open var allowsFontSubpixelQuantization = false

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let o = layer as? CATextLayer else { return }
        string = o.string; font = o.font; fontSize = o.fontSize; foregroundColor = o.foregroundColor
        isWrapped = o.isWrapped; truncationMode = o.truncationMode; alignmentMode = o.alignmentMode
        allowsFontSubpixelQuantization = o.allowsFontSubpixelQuantization
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new CATextLayer made with `init()` (see ``CALayer/makeBackingLayer()``).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { CATextLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { CATextLayer(layer: self) }

    override func layerValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "fontSize": return .scalar(fontSize)
        case "foregroundColor": return .color(foregroundColor?.rgbaColor)
        default: return super.layerValue(forKey: key)
        }
    }

    override func setLayerValue(_ value: AnimatableValue, forKey key: String) {
        suppressingActions {
            switch (key, value) {
            case ("fontSize", .scalar(let v)): fontSize = v
            case ("foregroundColor", .color(let c)): foregroundColor = c
            default: super.setLayerValue(value, forKey: key)
            }
        }
    }

    /// The presented font size and colour (``fontSize`` and ``foregroundColor`` through their animations).
    package var presentedFontSize: CGFloat {
        if case .scalar(let v)? = presentedValue(forKey: "fontSize") { return v }
        return fontSize
    }

    /// The presented text colour.
    package var presentedForegroundColor: CGColor? {
        if case .color(let c)? = presentedValue(forKey: "foregroundColor") { return c }
        return foregroundColor
    }
}

/// Where a text layer cuts a line too long for its bounds (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Not cut.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// The start of the line gives way to an ellipsis.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// The end of the line gives way to an ellipsis.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// The middle of the line gives way to an ellipsis.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The script's natural side (the left, for the left-to-right text Glide lays out).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// The left side.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// The right side.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred between the sides.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Stretched to both sides (Glide draws it as ``natural``).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
