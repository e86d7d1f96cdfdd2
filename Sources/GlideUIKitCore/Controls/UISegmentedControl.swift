import Foundation

/// A row of segments, one of which is selected (UIKit's `UISegmentedControl`); each segment shows a title or an image.
///
/// A touch that ends on an enabled segment selects it and sends `.valueChanged` when the selection changed (every
/// time when ``isMomentary``), as UIKit's; the control also sends `.touchDown`, then `.touchUpInside` or
/// `.touchUpOutside` (`.touchCancel` when a gesture takes the touch). Setting ``selectedSegmentIndex`` in code sends
/// nothing.
///
/// Glide differs: nothing is drawn, and a momentary control keeps the tapped segment's index in
/// ``selectedSegmentIndex`` after the touch (UIKit shows it selected only briefly). Segment widths and the
/// intrinsic size follow Glide's text metric (see ``intrinsicContentSize``).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected" (UIKit's `UISegmentedControl.noSegment`, −1).
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The touch that went down on a segment, while it is followed.
    private var lift = LiftTracking()

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or ``noSegment``. Setting an index out of range is logged to
    /// ``GlideDiagnostics`` and ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                GlideDiagnostics.log("UISegmentedControl: selectedSegmentIndex \(newValue) is out of range (\(segments.count) segments); ignored")
                return
            }
            selectedIndex = newValue
        }
    }
    private var selectedIndex = UISegmentedControl.noSegment

    /// Whether segments show no lasting selection: every tap sends `.valueChanged`.
    open var isMomentary = false
    /// Whether each segment is as wide as its content (else all segments without a set width are equally wide).
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's tint.
    open var selectedSegmentTintColor: UIColor?

    /// A control with a segment for each item, a `String` (a title) or a ``UIImage`` (other items are left out), its
    /// frame's size its ``intrinsicContentSize``.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (pinned to ``numberOfSegments``).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (pinned to ``numberOfSegments``).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Removes the segment at `segment` (nothing when out of range); removing the selected one selects none.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndex == segment {
            selectedIndex = Self.noSegment
        } else if selectedIndex > segment {
            selectedIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment; none is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of the segment at `segment`, which then shows no image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// The title of the segment at `segment`.
    @discardableResult
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`, which then shows no title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// The image of the segment at `segment`.
    @discardableResult
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment` (a disabled segment cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether the segment at `segment` is enabled.
    @discardableResult
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the width of the segment at `segment`; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = Swift.max(0, width) }
    }

    /// The width set for the segment at `segment` (0: sized automatically).
    @discardableResult
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the title's text attributes for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        invalidateIntrinsicContentSize()
    }

    /// The title's text attributes set for `state` (nil when none were).
    @discardableResult
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = Swift.min(Swift.max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selectedIndex >= index { selectedIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        invalidateIntrinsicContentSize()
    }

    // MARK: Size and layout

    /// The padding on each side of a segment's content.
    private static let contentPadding: CGFloat = 8

    /// The width a segment's content needs: its title in the normal state's font (13-point system by default) or
    /// its image, plus 8 points each side.
    private func contentWidth(of segment: Segment) -> CGFloat {
        let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 13)
        let content = segment.title.map { font.width(of: $0) } ?? segment.image?.size.width ?? 0
        return UILabel.pixelCeil(content) + 2 * Self.contentPadding
    }

    /// 32 points tall (UIKit's height since iOS 13) and as wide as the segments: a segment with a set width counts it;
    /// the others are each as wide as the widest content (their own content when
    /// ``apportionsSegmentWidthsByContent``), a content being its title by Glide's text metric or its image, plus 8
    /// points each side.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.filter { $0.width == 0 }.map(contentWidth(of:)).max() ?? 0
        let width = segments.reduce(CGFloat(0)) { total, segment in
            total + (segment.width > 0 ? segment.width : apportionsSegmentWidthsByContent ? contentWidth(of: segment) : widest)
        }
        return CGSize(width: width, height: 32)
    }

    @discardableResult
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles across the bounds: set widths as set; the rest of the width shared by the other
    /// segments, equally (in proportion to their content when ``apportionsSegmentWidthsByContent``).
    package func segmentFrames() -> [CGRect] {
        let automatic = segments.filter { $0.width == 0 }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let free = Swift.max(0, bounds.width - fixed)
        let contentTotal = automatic.reduce(CGFloat(0)) { $0 + contentWidth(of: $1) }
        var x = bounds.minX
        return segments.map { segment in
            let width: CGFloat
            if segment.width > 0 {
                width = segment.width
            } else if apportionsSegmentWidthsByContent, contentTotal > 0 {
                width = free * contentWidth(of: segment) / contentTotal
            } else {
                width = free / CGFloat(automatic.count)
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The index of the segment under `point` (in the control's coordinates), or ``noSegment``.
    private func segment(at point: CGPoint) -> Int {
        guard bounds.contains(point) else { return Self.noSegment }
        return segmentFrames().firstIndex { $0.contains(point) } ?? Self.noSegment
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !lift.began(touches, on: self), !isEnabled { super.touchesBegan(touches, with: event) }
    }

    /// A tracked touch moving changes nothing until it ends (the segment under it when it ends is the one selected).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if lift.passesOn(touches, of: self) { super.touchesMoved(touches, with: event) }
    }

    /// The touch ends: on an enabled segment it selects it (`.valueChanged` if the selection changed, or always
    /// when momentary), then `.touchUpInside`; outside the control, `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let passesOn = lift.passesOn(touches, of: self)
        guard let point = lift.ended(touches, on: self) else {
            if passesOn { super.touchesEnded(touches, with: event) }
            return
        }
        let index = segment(at: point)
        if index != Self.noSegment, segments[index].isEnabled, isMomentary || index != selectedIndex {
            selectedIndex = index
            sendActions(for: .valueChanged)
        }
        sendActions(for: .touchUpInside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !lift.cancelled(touches, on: self), !isEnabled { super.touchesCancelled(touches, with: event) }
    }
}
