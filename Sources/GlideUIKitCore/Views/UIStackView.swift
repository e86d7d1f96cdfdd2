import Foundation

/// A view that lays out a row or a column of views (UIKit's `UIStackView`), with Auto Layout, as UIKit does.
///
/// The stack view makes the constraints UIKit's makes (named as UIKit names them, `UISV-…`) whenever its
/// arranged subviews or properties change: a chain along ``axis`` from its leading edge to its trailing
/// edge with ``spacing`` between the views (or the ``setCustomSpacing(_:after:)`` spacing), the sizes
/// ``distribution`` asks for (intrinsic sizes with their hugging and compression resistance for `.fill`,
/// equal sizes, sizes in proportion to the intrinsic ones, equal gaps or equal distances between centres
/// through layout guides), and the places ``alignment`` asks for across the axis. A hidden arranged subview
/// keeps its place in the list and takes no room (zero along the axis, no spacing). Arranged subviews stop
/// translating their autoresizing masks; the stack view itself may be placed by frame or by constraints,
/// and without a size across the axis it takes its largest view's. Frames are solved at the next layout
/// pass (or `layoutIfNeeded()`), so changes made in an animation block with `layoutIfNeeded()` animate.
///
/// Glide differs from UIKit in baseline alignment: `.firstBaseline` and `.lastBaseline` align tops and
/// bottoms (Glide's text has no baselines to align), and ``isBaselineRelativeArrangement`` is kept only.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length (UIKit's `UIStackView.Distribution`).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Where the arranged views sit across the axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// `.leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// `.trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// The spacing value that stands for "the stack's ``spacing``" in ``setCustomSpacing(_:after:)``.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The spacing value that stands for the system spacing (8 points in Glide).
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNonzeroMagnitude)

    /// The views laid out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the row (`.horizontal`) or column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuild() } }
    open var distribution: Distribution = .fill { didSet { rebuild() } }
    open var alignment: Alignment = .fill { didSet { rebuild() } }
    /// The space between neighbouring views, in points (a negative value overlaps them).
    open var spacing: CGFloat = 0 { didSet { rebuild() } }
    /// Whether the arrangement is inset by the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }
    /// Whether baselines set the vertical spacing (kept only: see the type's note on baselines).
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [NSLayoutConstraint] = []
    private var guides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = .zero
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layoutMargins = .zero
    }

    /// A stack of `views`, horizontal.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement (and as a subview, on top, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` in the arrangement (and as a subview, if it is not one).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuild()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from its superview too to make it go).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        rebuild()
    }

    /// A subview leaving the stack view leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Uses `spacing` after `arrangedSubview` instead of ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        rebuild()
    }

    /// The spacing after `arrangedSubview` (``spacingUseDefault`` when it has none of its own).
    @discardableResult
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { rebuild() }
    }

    /// An arranged subview was hidden or shown: the arrangement is made again without (or with) it.
    package func arrangedSubviewHiddenDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { rebuild() }
    }

    /// The constraints the stack view made for its arrangement (Glide's, for tests).
    package var arrangementConstraints: [NSLayoutConstraint] { stackConstraints }

    // MARK: The constraints

    private func rebuild() {
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints = []
        for guide in guides { removeLayoutGuide(guide) }
        guides = []
        guard !arrangedSubviews.isEmpty else { return }
        let horizontal = axis == .horizontal
        let insets = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let (startInset, endInset) = horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
        var made: [NSLayoutConstraint] = []
        func add(_ constraint: NSLayoutConstraint, _ identifier: String, priority: UILayoutPriority = .required) {
            constraint.identifier = identifier
            constraint.priority = priority
            made.append(constraint)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Along the axis: the chain, edge to edge.
        var previous: UIView?
        for view in arrangedSubviews {
            if view.isHidden {
                add(length(view).constraint(equalToConstant: 0), "UISV-hiding")
                if let previous {
                    add(start(view).constraint(equalTo: end(previous)), "UISV-hiding")
                } else {
                    add(start(view).constraint(equalTo: start(self), constant: startInset), "UISV-hiding")
                }
                continue
            }
            if let previous {
                let gap = spacing(after: previous)
                if distribution == .equalSpacing || distribution == .equalCentering {
                    add(start(view).constraint(greaterThanOrEqualTo: end(previous), constant: gap), "UISV-spacing")
                } else {
                    add(start(view).constraint(equalTo: end(previous), constant: gap), "UISV-spacing")
                }
            } else {
                add(start(view).constraint(equalTo: start(self), constant: startInset), "UISV-canvas-connection")
            }
            previous = view
        }
        if let last = visible.last {
            add(end(last).constraint(equalTo: end(self), constant: -endInset), "UISV-canvas-connection")
        } else {
            // Everything hidden: the stack has no length of its own.
            add(length(self).constraint(equalToConstant: startInset + endInset), "UISV-canvas-connection", priority: .fittingSizeLevel)
        }
        // The sizes along the axis.
        switch distribution {
        case .fill:
            // Views of equal hugging (or compression resistance) leave the room to the last one: each other
            // view is held at its intrinsic length, barely (UIKit resolves the ambiguity by index).
            for view in visible.dropLast() {
                let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                if intrinsic >= 0 { add(length(view).constraint(equalToConstant: intrinsic), "UISV-ambiguity-suppression", priority: UILayoutPriority(1)) }
            }
        case .fillEqually:
            for view in visible.dropFirst() { add(length(view).constraint(equalTo: length(visible[0])), "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = visible.map { max(0, horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height) }
            let total = sizes.reduce(0, +)
            if total > 0 {
                let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) } + startInset + endInset
                for (view, size) in zip(visible, sizes) {
                    let share = size / total
                    add(length(view).constraint(equalTo: length(self), multiplier: share, constant: -gaps * share), "UISV-fill-proportionally")
                }
            } else {
                for view in visible.dropFirst() { add(length(view).constraint(equalTo: length(visible[0])), "UISV-fill-equally") }
            }
        case .equalSpacing, .equalCentering:
            var first: UILayoutGuide?
            for (before, after) in zip(visible, visible.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
                addLayoutGuide(guide)
                guides.append(guide)
                if distribution == .equalSpacing {
                    add(start(guide).constraint(equalTo: end(before)), "UISV-distributing-edge")
                    add(end(guide).constraint(equalTo: start(after)), "UISV-distributing-edge")
                } else {
                    add(start(guide).constraint(equalTo: middle(before)), "UISV-distributing-center")
                    add(end(guide).constraint(equalTo: middle(after)), "UISV-distributing-center")
                }
                if let first {
                    add(length(guide).constraint(equalTo: length(first)), "UISV-distributing")
                } else {
                    first = guide
                    // Without a length of its own, the stack keeps its gaps at the spacing.
                    add(length(guide).constraint(equalToConstant: max(0, spacing)), "UISV-spanning-fit", priority: .fittingSizeLevel)
                }
            }
        }
        // Across the axis.
        let (crossStartInset, crossEndInset) = horizontal ? (insets.top, insets.bottom) : (insets.left, insets.right)
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                add(crossStart(view).constraint(equalTo: crossStart(self), constant: crossStartInset), "UISV-alignment")
                add(crossEnd(view).constraint(equalTo: crossEnd(self), constant: -crossEndInset), "UISV-alignment")
            case .leading, .firstBaseline:
                add(crossStart(view).constraint(equalTo: crossStart(self), constant: crossStartInset), "UISV-alignment")
                add(crossEnd(view).constraint(lessThanOrEqualTo: crossEnd(self), constant: -crossEndInset), "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                add(crossEnd(view).constraint(equalTo: crossEnd(self), constant: -crossEndInset), "UISV-alignment")
                add(crossStart(view).constraint(greaterThanOrEqualTo: crossStart(self), constant: crossStartInset), "UISV-spanning-boundary")
            case .center:
                add(crossMiddle(view).constraint(equalTo: crossMiddle(self), constant: (crossStartInset - crossEndInset) / 2), "UISV-alignment")
                add(crossStart(view).constraint(greaterThanOrEqualTo: crossStart(self), constant: crossStartInset), "UISV-spanning-boundary")
                add(crossEnd(view).constraint(lessThanOrEqualTo: crossEnd(self), constant: -crossEndInset), "UISV-spanning-boundary")
            }
        }
        if alignment != .fill {
            // With no size of its own across the axis, the stack takes its largest view's.
            add(breadth(self).constraint(equalToConstant: crossStartInset + crossEndInset), "UISV-canvas-fit", priority: .fittingSizeLevel)
        }
        stackConstraints = made
        NSLayoutConstraint.activate(made)
        setNeedsLayout()
    }

    private func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == Self.spacingUseSystem ? UIView.systemSpacing : custom
    }

    // The attributes along and across the axis, for views and guides.
    private func start(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .leading : .top) }
    private func end(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .trailing : .bottom) }
    private func middle(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .centerX : .centerY) }
    private func crossStart(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .top : .leading) }
    private func crossEnd(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .bottom : .trailing) }
    private func crossMiddle(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .centerY : .centerX) }
    private func length(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .width : .height) }
    private func breadth(_ item: AnyObject) -> Edge { Edge(item, axis == .horizontal ? .height : .width) }
}

/// One attribute of a view or guide, to make the stack's constraints from (anchors are typed by axis,
/// which the stack chooses at run time).
@MainActor
private struct Edge {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: Edge?, _ multiplier: CGFloat, _ constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    func constraint(equalTo other: Edge, constant: CGFloat = 0) -> NSLayoutConstraint { make(.equal, other, 1, constant) }
    func constraint(equalTo other: Edge, multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint { make(.equal, other, multiplier, constant) }
    func constraint(greaterThanOrEqualTo other: Edge, constant: CGFloat = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, other, 1, constant) }
    func constraint(lessThanOrEqualTo other: Edge, constant: CGFloat = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, other, 1, constant) }
    func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint { make(.equal, nil, 1, constant) }
}
