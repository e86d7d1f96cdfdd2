import Foundation

/// A view's Auto Layout state, kept in one stored property of `UIView` (``UIView/autoLayoutState``)
/// and created on first use, so a view that never meets a constraint pays one nil pointer.
@MainActor
package final class AutoLayoutViewState {
    /// The view's solver variables.
    let item: AutoLayoutItem
    /// The constraints installed on this view (`UIView.constraints`), in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMaskIntoConstraints = true
    /// The engine of the hierarchy this view is the root of, if any constraint lives there.
    var engine: AutoLayoutEngine?
    /// Content hugging priorities, horizontal then vertical.
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    /// Content compression resistance priorities, horizontal then vertical.
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// Set by `setNeedsUpdateConstraints()`, cleared before `updateConstraints()` runs.
    var needsUpdateConstraints = false
    /// True once the view took part in constraint-based layout (translation turned off, an item of
    /// an activated constraint, or a class that requires it): its first `updateConstraints()` was asked for.
    var isConstraintBased = false
    /// The guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?

    init(view: UIView) {
        item = AutoLayoutItem(name: view.name)
        item.view = view
    }
}

/// UIKit's Auto Layout members of `UIView`.
///
/// Glide differs from UIKit deliberately: leading and trailing are left and right (Glide lays out
/// left to right only); baselines are the bottom edge (Glide's views draw no text); frames are not
/// rounded to pixels; positions ignore transforms (as UIKit's alignment rectangles do) and bounds
/// origins; a view whose constraints leave it ambiguous gets the solver's basic solution (its free
/// variables at 0), where UIKit's choice is unspecified.
extension UIView {
    /// No intrinsic size along an axis (`UIView.noIntrinsicMetric`).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The standard spacing the system-spacing anchors use.
    nonisolated static let systemSpacing: CGFloat = 8

    /// This view's Auto Layout state, created on first use.
    var autoLayout: AutoLayoutViewState {
        if let state = autoLayoutState { return state }
        let state = AutoLayoutViewState(view: self)
        autoLayoutState = state
        return state
    }

    /// The solver variables of this view.
    var layoutItem: AutoLayoutItem { autoLayout.item }

    // MARK: Constraints

    /// The constraints installed on this view (those whose nearest common ancestor it is, or that
    /// were added to it with ``addConstraint(_:)``).
    public var constraints: [NSLayoutConstraint] { autoLayoutState?.constraints ?? [] }

    /// Installs `constraint` on this view and activates it (the API before `isActive`). Its items
    /// must be this view or inside it.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(installingOn: self)
    }

    /// Installs each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` if it is installed on this view (deactivating it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.deactivate()
    }

    /// Removes each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// True (the default for views made in code): the view's frame is what code sets, and Auto Layout
    /// sees it as required constraints (UIKit's `NSAutoresizingMaskLayoutConstraint`s: its frame's
    /// origin in the superview, width and height). False: constraints give the frame, in the
    /// superview's layout pass (a view no active constraint mentions keeps its frame).
    ///
    /// Simplification: the frame is translated as fixed (UIKit's flexible autoresizing masks
    /// become constraints proportional to the superview; autoresizing on resize is applied to the
    /// frame itself, and the constraints follow the frame at the next layout pass).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            autoLayout.item.engine?.structureDidChange(of: autoLayout.item)
            if !newValue { becomeConstraintBased() }
        }
    }

    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline: the bottom edge for Glide's views, which draw no text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline: the bottom edge for Glide's views.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Layout guides

    /// The safe area: the view's edges inset by ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(following: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The layout margins: the safe area's edges when ``insetsLayoutMarginsFromSafeArea`` (the view's otherwise).
    ///
    /// **Glide differs:** the guide adds no ``layoutMargins`` (UIKit's are 8 points).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(following: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Adds `guide` to this view (moving it from another view if it had one).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard !guide.followsOwningView, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    /// Removes `guide` and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = autoLayoutState else { return }
        state.layoutGuides.removeAll { $0 === guide }
        guide.layoutItem.engine?.removeItem(guide.layoutItem)
        guide.owningView = nil
    }

    // MARK: Content size

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250 by default).
    @discardableResult
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutState?.hugging[axis.rawValue] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority
        autoLayout.item.engine?.structureDidChange(of: autoLayout.item)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 by default).
    @discardableResult
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayoutState?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority
        autoLayout.item.engine?.structureDidChange(of: autoLayout.item)
    }

    /// Tells Auto Layout that ``intrinsicContentSize`` changed: it is read again at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        guard let item = autoLayoutState?.item else { return }
        item.engine?.structureDidChange(of: item)
    }

    // MARK: The update-constraints phase

    /// Asks for ``updateConstraints()`` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        guard !autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = true
        AutoLayoutEngine.engine(forRootOf: self).requestUpdateConstraints(of: self)
    }

    /// Whether ``updateConstraints()`` is due.
    @discardableResult
    public func needsUpdateConstraints() -> Bool { autoLayoutState?.needsUpdateConstraints ?? false }

    /// Runs the update-constraints phase of this view's hierarchy now: ``updateConstraints()`` of every
    /// view that asked, subviews before superviews.
    public func updateConstraintsIfNeeded() {
        AutoLayoutEngine.rootView(of: self).autoLayoutState?.engine?.updateConstraintsIfNeeded()
    }

    /// Marks the view constraint-based: the first time, ``updateConstraints()`` is due before the
    /// next layout (UIKit's initial update-constraints pass for such views).
    func becomeConstraintBased() {
        let state = autoLayout
        guard !state.isConstraintBased else { return }
        state.isConstraintBased = true
        setNeedsUpdateConstraints()
    }
}

// MARK: - Fitting sizes

extension UIView {
    /// The smallest size (`systemLayoutSizeFitting(_:)` pulls towards zero).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size. Glide's value is 10⁷ points a side (UIKit documents it only as "the largest").
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when pulled towards `targetSize` at
    /// `fittingSizeLevel` (50) on both axes: for a view whose subviews are constrained to its
    /// edges, the size its content needs.
    @discardableResult
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when pulled towards `targetSize` with the given
    /// priorities (`.required` fixes that axis, as for a sheet of the container's width).
    ///
    /// Solved in the hierarchy's own engine, incrementally: the view's size pins (if it
    /// translates its autoresizing mask) are lifted and two fitting constraints added, then all is
    /// put back; nothing is laid out.
    @discardableResult
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let engine = AutoLayoutEngine.engine(forRootOf: self)
        engine.updateConstraintsIfNeeded()
        return engine.fittingSize(
            of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority))
    }
}
