import Foundation
import GlideCassowary

/// The solver variables of one layout item, a view or a layout guide: its left, top, width and
/// height in the coordinates of its hierarchy's root (Auto Layout's alignment rectangle: centre and
/// bounds, without the transform).
@MainActor
final class AutoLayoutItem {
    let left: LayoutVariable
    let top: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    /// The engine the item is in, if any.
    weak var engine: AutoLayoutEngine?
    /// How many active constraints mention the item.
    var mentions = 0
    /// The required constraints that hold the item to a frame (see ``AutoLayoutEngine``): left, top,
    /// width, height, each nil while absent or refused.
    var pins: [LayoutConstraint?] = [nil, nil, nil, nil]
    /// Whether the item is pinned, and to what.
    var hasPins = false
    var pinMask: [Bool] = []
    var pinValues: [Double] = []
    /// The pin values last refused, so that a conflict is logged once.
    var refusedPinValues: [Double]?
    /// Intrinsic-size constraints: width hugging, width compression resistance, height hugging, height compression resistance.
    var intrinsic: [LayoutConstraint?] = [nil, nil, nil, nil]
    /// The intrinsic size and priorities the intrinsic constraints were made for.
    var intrinsicKey: [Double]?
    /// True while queued in its engine's list of items to bring up to date.
    var isQueued = false

    init(name: String) {
        left = LayoutVariable("\(name).left")
        top = LayoutVariable("\(name).top")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    var variables: [LayoutVariable] { [left, top, width, height] }

    /// The view the item belongs to: the view, or the guide's owning view.
    var hostView: UIView? { view ?? guide?.owningView }
}

/// Auto Layout for one view hierarchy: an incremental Cassowary solver holding the hierarchy's
/// active constraints, and the bookkeeping that turns views into solver variables and solutions
/// into frames. The engine lives on the root of the hierarchy (the window, or the top view of a
/// hierarchy not in a window); moving a subtree to another hierarchy moves its constraints.
///
/// **The model.** Each view or guide that takes part has four variables (left, top, width, height
/// in root coordinates). A view with `translatesAutoresizingMaskIntoConstraints` true, a view that
/// no active constraint mentions, and the root are *pinned*: required constraints hold them to
/// their current frame relative to their superview (UIKit's autoresizing-mask constraints), so a
/// constrained view sees where they are. Every other view is *managed*: its frame is what the solver
/// says, set through `frame` (so inside an animation block it animates) when its superview is laid out.
/// Position attributes are measured from the constraint's view (its items' nearest common ancestor),
/// which is what makes multipliers on positions mean what they mean in UIKit.
///
/// **Performance.** The solver is never rebuilt. Activating a constraint adds one row, deactivating
/// removes it, a new `constant` is `changeConstant(of:to:)` (row constants shift, the dual simplex
/// repairs), and a pinned view whose frame changed has its pins' constants changed the same way;
/// all of this is queued when it happens and applied at the next layout pass (or `layoutIfNeeded()`),
/// touching only what changed. Publishing the solution reads only the variables that moved
/// (`updateVariables()`), and marks only their superviews as needing layout. Pins are required
/// constraints moved with `changeConstant` rather than edit variables with suggested values: an
/// edit variable is optional, so a constraint on a view that translates its autoresizing mask
/// would silently move it, where UIKit reports the conflict.
///
/// **Conflicts.** A required constraint that cannot hold with the others is logged to
/// ``GlideDiagnostics`` as UIKit's "Unable to simultaneously satisfy constraints" message, listing
/// the constraints involved, and broken: the one being added (or the one whose constant was
/// changed, or the pin being moved) is left out. Nothing crashes.
@MainActor
package final class AutoLayoutEngine {
    let solver = CassowarySolver()
    private weak var root: UIView?
    /// The items in the engine, in the order they entered.
    private var items: [AutoLayoutItem] = []
    /// The active constraints, in the order they were activated.
    private(set) var constraints: [NSLayoutConstraint] = []
    private var pendingAdds: [NSLayoutConstraint] = []
    private var pendingConstants: [NSLayoutConstraint] = []
    private var queuedItems: [AutoLayoutItem] = []
    private var pendingUpdateConstraints: [UIView] = []
    private var itemByVariable: [LayoutVariable: AutoLayoutItem] = [:]
    private var constraintByRow: [LayoutConstraint: NSLayoutConstraint] = [:]
    private var pinByRow: [LayoutConstraint: (item: AutoLayoutItem, index: Int)] = [:]
    /// True when something is queued for the next ``update()``.
    private(set) var isDirty = false

    private init(root: UIView) {
        self.root = root
    }

    // MARK: Finding things

    /// The top of `view`'s hierarchy.
    static func rootView(of view: UIView) -> UIView {
        var top = view
        while let parent = top.superview { top = parent }
        return top
    }

    /// The engine of `view`'s hierarchy, made if there is none yet.
    static func engine(forRootOf view: UIView) -> AutoLayoutEngine {
        let root = rootView(of: view)
        if let engine = root.autoLayout.engine { return engine }
        let engine = AutoLayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }

    /// The view an item lives in: a view itself, a guide's owning view.
    static func hostView(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    static func layoutItem(of object: AnyObject) -> AutoLayoutItem? {
        if let view = object as? UIView { return view.layoutItem }
        return (object as? UILayoutGuide)?.layoutItem
    }

    static func itemName(_ object: AnyObject) -> String {
        if let view = object as? UIView { return view.name }
        if let guide = object as? UILayoutGuide {
            return (guide.owningView.map { "\($0.name)." } ?? "") + (guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier)
        }
        return String(describing: type(of: object))
    }

    /// The nearest view that contains all of `views`, or nil when they are in different hierarchies.
    static func nearestCommonAncestor(_ views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            var ancestor: UIView? = candidate
            while let current = ancestor, !view.isDescendant(of: current) { ancestor = current.superview }
            guard let found = ancestor else { return nil }
            candidate = found
        }
        return candidate
    }

    /// An item's frame in its superview's (a guide's owning view's) coordinates, as solved.
    static func solvedFrame(of item: AutoLayoutItem) -> CGRect? { item.engine?.frame(of: item) }

    // MARK: Changes (queued for the next update)

    /// Takes an activated constraint (already installed on its view).
    func add(_ constraint: NSLayoutConstraint, countingMentions: Bool = true) {
        constraints.append(constraint)
        constraint.engine = self
        constraint.isBroken = false
        pendingAdds.append(constraint)
        if countingMentions {
            for item in items(of: constraint) {
                item.mentions += 1
                queue(item)
            }
        }
        markDirty()
    }

    /// Drops a deactivated constraint.
    func remove(_ constraint: NSLayoutConstraint, countingMentions: Bool = true) {
        guard constraint.engine === self else { return }
        if let row = constraint.solverConstraint {
            try? solver.removeConstraint(row)
            constraintByRow[row] = nil
        }
        constraint.solverConstraint = nil
        constraint.engine = nil
        constraints.removeAll { $0 === constraint }
        pendingAdds.removeAll { $0 === constraint }
        pendingConstants.removeAll { $0 === constraint }
        if countingMentions {
            for item in items(of: constraint) {
                item.mentions -= 1
                queue(item)
            }
        }
        markDirty()
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard constraint.solverConstraint != nil, !pendingConstants.contains(where: { $0 === constraint }) else { return }
        pendingConstants.append(constraint)
        markDirty()
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let row = constraint.solverConstraint else { return }
        try? solver.removeConstraint(row)
        constraintByRow[row] = nil
        constraint.solverConstraint = nil
        pendingConstants.removeAll { $0 === constraint }
        pendingAdds.append(constraint)
        markDirty()
    }

    /// A view's `translatesAutoresizingMaskIntoConstraints`, priorities or intrinsic size changed.
    func structureDidChange(of item: AutoLayoutItem) {
        item.intrinsicKey = nil
        queue(item)
        markDirty()
    }

    /// A view's centre or bounds changed: a pinned view's pins follow at the next update.
    func geometryDidChange(of item: AutoLayoutItem) {
        guard item.hasPins else { return }
        queue(item)
        markDirty()
    }

    func requestUpdateConstraints(of view: UIView) {
        pendingUpdateConstraints.append(view)
        markDirty()
    }

    /// Removes a guide or a view from the engine, deactivating the constraints that use it.
    func removeItem(_ item: AutoLayoutItem) {
        for constraint in constraints where items(of: constraint).contains(where: { $0 === item }) {
            constraint.deactivate()
        }
        drop { $0 === item }
    }

    private func queue(_ item: AutoLayoutItem) {
        guard !item.isQueued else { return }
        item.isQueued = true
        queuedItems.append(item)
    }

    private func markDirty() {
        isDirty = true
        (root as? UIWindow)?.scheduleLayoutPass()
    }

    // MARK: The layout pass

    /// The update-constraints phase: `updateConstraints()` of each view that asked, deepest first.
    func updateConstraintsIfNeeded() {
        var rounds = 0
        while !pendingUpdateConstraints.isEmpty, rounds < 16 {
            rounds += 1
            let batch = pendingUpdateConstraints
            pendingUpdateConstraints = []
            let depths = batch.map { view -> Int in
                var depth = 0
                var v = view
                while let parent = v.superview { depth += 1; v = parent }
                return depth
            }
            let order = batch.indices.sorted { depths[$0] != depths[$1] ? depths[$0] > depths[$1] : $0 < $1 }
            for index in order {
                let view = batch[index]
                guard let state = view.autoLayoutState, state.needsUpdateConstraints else { continue }
                state.needsUpdateConstraints = false
                state.isConstraintBased = true
                view.updateConstraints()
            }
        }
    }

    /// Brings the solver up to date with what was queued, incrementally, then publishes the solution:
    /// every managed view whose solved frame differs from its frame gets its superview marked as needing layout.
    func update() {
        guard isDirty else { return }
        isDirty = false
        let queued = queuedItems
        queuedItems = []
        for item in queued { item.isQueued = false }
        // Pins of views that became managed go first, so that their new constraints do not meet them.
        for item in queued where item.engine === self && item.hasPins && !wantsPins(item) { syncPins(item) }
        let constants = pendingConstants
        pendingConstants = []
        for constraint in constants { applyConstant(constraint) }
        let adds = pendingAdds
        pendingAdds = []
        for constraint in adds where constraint.engine === self { insert(constraint) }
        for item in queued where item.engine === self {
            syncPins(item)
            syncIntrinsic(item)
        }
        publish()
    }

    /// Marks for layout the superview of each managed view whose solved frame is not its frame, among the views whose
    /// variables moved and their managed subviews (a view that moves in the root's coordinates moves its subviews there
    /// too, and a subview held elsewhere then has a new frame in it).
    ///
    /// The solution is compared with the frames, as UIKit compares: a view is laid out again when what it shows would
    /// change (its bounds size, a subview's frame), not when the engine's values moved without changing any frame.
    /// Re-made constraints that solve to the same frames (DeckTransition deactivates and re-activates its snapshot's in
    /// every `containerViewWillLayoutSubviews()`) change nothing, though the solver's values may move by a rounding
    /// error: removing and adding rows re-pivots the tableau, and the error accumulates pass after pass. Marking on
    /// that error made the container's every pass schedule another at the same instant, without end.
    private func publish() {
        let changed = solver.updateVariables()
        var seen = Set<ObjectIdentifier>()
        for variable in changed {
            guard let item = itemByVariable[variable], seen.insert(ObjectIdentifier(item)).inserted,
                let view = item.view
            else { continue }
            if let parent = view.superview, !parent.needsLayout, !wantsPins(item), solvedFrameMoves(view, item) {
                parent.setNeedsLayout()
            }
            if !view.needsLayout, view.subviews.contains(where: { sub in
                guard let subItem = sub.autoLayoutState?.item, subItem.engine === self, !wantsPins(subItem) else { return false }
                return solvedFrameMoves(sub, subItem)
            }) {
                view.setNeedsLayout()
            }
        }
    }

    /// Whether laying out `view`'s superview would give `view` another frame: its solved frame is not its frame.
    private func solvedFrameMoves(_ view: UIView, _ item: AutoLayoutItem) -> Bool {
        !frame(of: item).isClose(to: AutoLayoutEngine.alignmentFrame(of: view))
    }

    /// The view's frame as Auto Layout reads it: centre and bounds size, without the transform.
    private static func alignmentFrame(of view: UIView) -> CGRect {
        CGRect(
            x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
    }

    /// Sets the solved frames of `view`'s managed subviews; run by the layout pass just before
    /// `view.layoutSubviews()`, as UIKit's `UIView.layoutSubviews` applies the engine's values.
    static func applySolvedFrames(toSubviewsOf view: UIView) {
        for sub in view.subviews {
            guard let item = sub.autoLayoutState?.item, let engine = item.engine else { continue }
            if engine.isDirty { engine.update() }
            guard engine.isManaged(sub) else { continue }
            let solved = engine.frame(of: item)
            if !solved.isClose(to: alignmentFrame(of: sub)) { sub.setCenterAndBoundsSize(from: solved) }
        }
    }

    /// Runs the update-constraints phase and the solver for `view`'s hierarchy; returns the view the
    /// layout pass starts from: `view`, or its highest ancestor in an unbroken chain of superviews
    /// needing layout (UIKit's `layoutIfNeeded` lays out from there). Without Auto Layout in the
    /// hierarchy, `view` (Glide's layout pass then behaves exactly as before Auto Layout existed).
    static func prepareLayout(from view: UIView) -> UIView {
        guard let engine = rootView(of: view).autoLayoutState?.engine else { return view }
        engine.updateConstraintsIfNeeded()
        engine.update()
        var top = view
        while let parent = top.superview, parent.needsLayout { top = parent }
        return top
    }

    /// `systemLayoutSizeFitting`: the view's size with its size pins lifted and fitting constraints
    /// (`width == target.width`, `height == target.height` at the given priorities) added; both are
    /// taken back afterwards, so the solution is the one before the call.
    func fittingSize(of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)) -> CGSize {
        update()
        let item = view.layoutItem
        ensure(item)
        let lifted = item.hasPins ? [item.pins[2], item.pins[3]].compactMap { $0 }.filter { solver.hasConstraint($0) } : []
        for pin in lifted { try? solver.removeConstraint(pin) }
        var fitting: [LayoutConstraint] = []
        for (variable, length, priority) in [
            (item.width, target.width, priorities.0), (item.height, target.height, priorities.1),
        ] where length.isFinite {
            // A required pull that cannot hold pulls as hard as an optional constraint can instead.
            for strength in [priority.strength, LayoutStrength(min(priority.rawValue, 999))] {
                let row = LayoutConstraint(variable, .equal, Double(length), strength: strength)
                if (try? solver.addConstraint(row)) != nil {
                    fitting.append(row)
                    break
                }
            }
        }
        let size = CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
        for row in fitting { try? solver.removeConstraint(row) }
        for pin in lifted { try? solver.addConstraint(pin) }
        return size
    }

    // MARK: Moving between hierarchies

    /// Called after `view` moved (added to a superview, moved to another, or removed), with the root
    /// of the hierarchy it was in. As UIKit does, the constraints that tie the moved subtree to views
    /// outside it are deactivated; those installed inside it move with it to its new hierarchy's engine.
    static func viewDidMove(_ view: UIView, fromRoot oldRoot: UIView) {
        if view.superview != nil, type(of: view).requiresConstraintBasedLayout { view.becomeConstraintBased() }
        guard let old = oldRoot.autoLayoutState?.engine else { return }
        let inSubtree: (UIView?) -> Bool = { $0?.isDescendant(of: view) ?? false }
        var kept: [NSLayoutConstraint] = []
        for constraint in old.constraints {
            let hosts = [constraint.firstItem, constraint.secondItem].compactMap { $0.flatMap(hostView(of:)) }
            guard hosts.contains(where: inSubtree) else { continue }
            if inSubtree(constraint.container) {
                old.remove(constraint, countingMentions: false)
                kept.append(constraint)
            } else {
                constraint.deactivate()
            }
        }
        let pending = old.pendingUpdateConstraints.filter(inSubtree)
        old.pendingUpdateConstraints.removeAll(where: inSubtree)
        old.drop { inSubtree($0.hostView) }
        if oldRoot === view {
            view.autoLayoutState?.engine = nil
        } else {
            old.markDirty()
        }
        guard !kept.isEmpty || !pending.isEmpty else { return }
        let new = engine(forRootOf: view)
        for constraint in kept { new.add(constraint, countingMentions: false) }
        for pendingView in pending { new.requestUpdateConstraints(of: pendingView) }
    }

    /// Takes out the items `predicate` picks, with their pins and intrinsic constraints (their user
    /// constraints must be gone already).
    private func drop(where predicate: (AutoLayoutItem) -> Bool) {
        var remaining: [AutoLayoutItem] = []
        for item in items {
            guard predicate(item) else {
                remaining.append(item)
                continue
            }
            removePins(item)
            removeIntrinsic(item)
            for variable in item.variables { itemByVariable[variable] = nil }
            item.engine = nil
            item.isQueued = false
        }
        items = remaining
        queuedItems.removeAll { $0.engine !== self }
    }

    // MARK: Items

    private func items(of constraint: NSLayoutConstraint) -> [AutoLayoutItem] {
        var result: [AutoLayoutItem] = []
        for object in [constraint.firstItem, constraint.secondItem] {
            if let object, let item = AutoLayoutEngine.layoutItem(of: object), !result.contains(where: { $0 === item }) {
                result.append(item)
            }
        }
        return result
    }

    /// Brings `item` (and the views above it, whose positions its own depends on) into the engine.
    private func ensure(_ item: AutoLayoutItem) {
        if item.engine === self { return }
        if let other = item.engine { other.drop { $0 === item } }
        if let parent = item.view?.superview ?? item.guide?.owningView { ensure(parent.layoutItem) }
        item.engine = self
        // An item queued before it had an engine (or in an engine since gone) is in no queue: it may be queued again.
        if item.isQueued, !queuedItems.contains(where: { $0 === item }) { item.isQueued = false }
        items.append(item)
        for variable in item.variables { itemByVariable[variable] = item }
        syncPins(item)
        syncIntrinsic(item)
    }

    /// Which of left, top, width and height are pinned, or nil for a managed item: all four for a
    /// view that translates its autoresizing mask or that no constraint mentions, and for the
    /// safe-area and margins guides; the origin only for a root whose size its constraints decide.
    private func pinMask(_ item: AutoLayoutItem) -> [Bool]? {
        if let view = item.view {
            let fixed = view.translatesAutoresizingMaskIntoConstraints || item.mentions == 0
            if view === root || view.superview == nil { return fixed ? [true, true, true, true] : [true, true, false, false] }
            return fixed ? [true, true, true, true] : nil
        }
        return item.guide?.followsOwningView == true ? [true, true, true, true] : nil
    }

    /// Whether the item is not managed: its frame is not the solver's to set.
    private func wantsPins(_ item: AutoLayoutItem) -> Bool { pinMask(item) != nil }

    private func isManaged(_ view: UIView) -> Bool {
        guard let item = view.autoLayoutState?.item, item.engine === self else { return false }
        return !wantsPins(item)
    }

    /// The pins' expressions without their constants: the item's origin relative to its superview
    /// (or owning view), and its size; a guide's size relative to its owning view's.
    private func pinExpressions(_ item: AutoLayoutItem) -> [LayoutExpression] {
        if let guide = item.guide, let owner = guide.owningView?.layoutItem {
            return [
                item.left - owner.left, item.top - owner.top, item.width - owner.width, item.height - owner.height,
            ]
        }
        if let parent = item.view?.superview?.layoutItem, item.view !== root {
            return [item.left - parent.left, item.top - parent.top, LayoutExpression(item.width), LayoutExpression(item.height)]
        }
        return item.variables.map(LayoutExpression.init)
    }

    /// What the pins hold: the view's frame in its superview (centre and bounds, as Auto Layout
    /// reads a transformed view), the root's size at the origin, a guide's insets in its owning view.
    private func pinTargets(_ item: AutoLayoutItem) -> [Double] {
        guard let view = item.view else {
            guard let insets = item.guide?.followedInsets else { return [0, 0, 0, 0] }
            return [Double(insets.left), Double(insets.top), -Double(insets.left + insets.right), -Double(insets.top + insets.bottom)]
        }
        let size = view.bounds.size
        if view === root || view.superview == nil { return [0, 0, Double(size.width), Double(size.height)] }
        return [
            Double(view.center.x - size.width / 2), Double(view.center.y - size.height / 2),
            Double(size.width), Double(size.height),
        ]
    }

    /// Adds, moves or removes the item's pins so that they match ``pinMask(_:)`` and the frame.
    private func syncPins(_ item: AutoLayoutItem) {
        guard let mask = pinMask(item) else {
            removePins(item)
            return
        }
        if item.hasPins && item.pinMask != mask { removePins(item) }
        let targets = pinTargets(item)
        // A frame with NaN or infinity cannot be a row of the tableau: the pins keep their values.
        guard targets.allSatisfy(\.isFinite) else { return }
        if item.hasPins && targets == item.pinValues && item.refusedPinValues == nil { return }
        let expressions = pinExpressions(item)
        item.hasPins = true
        item.pinMask = mask
        item.pinValues = targets
        var refused: [Int] = []
        var conflicts: [LayoutConstraint] = []
        for index in 0..<4 where mask[index] {
            do {
                if let pin = item.pins[index], solver.hasConstraint(pin) {
                    item.pins[index] = try solver.changeConstant(of: pin, to: -targets[index])
                } else {
                    let pin = LayoutConstraint(expression: expressions[index] - targets[index], relation: .equal)
                    try solver.addConstraint(pin)
                    item.pins[index] = pin
                    pinByRow[pin] = (item, index)
                }
            } catch {
                refused.append(index)
                if case .unsatisfiableConstraint(_, let conflicting) = error {
                    conflicts.append(contentsOf: conflicting.filter { row in !conflicts.contains(row) })
                }
            }
        }
        if refused.isEmpty {
            item.refusedPinValues = nil
        } else if item.refusedPinValues != targets {
            item.refusedPinValues = targets
            logUnsatisfiable(conflicting: conflicts, adding: refused.map { pinDescription(item, $0, value: targets[$0]) })
        }
    }

    private func removePins(_ item: AutoLayoutItem) {
        guard item.hasPins else { return }
        for case let pin? in item.pins {
            if solver.hasConstraint(pin) { try? solver.removeConstraint(pin) }
            pinByRow[pin] = nil
        }
        item.pins = [nil, nil, nil, nil]
        item.hasPins = false
        item.pinMask = []
        item.pinValues = []
        item.refusedPinValues = nil
    }

    /// Content hugging (`width <= intrinsic`) and compression resistance (`width >= intrinsic`) at the
    /// view's priorities, for a managed view with an intrinsic size.
    private func syncIntrinsic(_ item: AutoLayoutItem) {
        guard let view = item.view, item.engine === self, !wantsPins(item), let state = view.autoLayoutState else {
            removeIntrinsic(item)
            return
        }
        let size = view.intrinsicContentSize
        guard size.width >= 0 || size.height >= 0 else {
            removeIntrinsic(item)
            return
        }
        let key = [
            Double(size.width), Double(size.height),
            Double(state.hugging[0].rawValue), Double(state.compressionResistance[0].rawValue),
            Double(state.hugging[1].rawValue), Double(state.compressionResistance[1].rawValue),
        ]
        guard key != item.intrinsicKey else { return }
        removeIntrinsic(item)
        item.intrinsicKey = key
        let axes: [(LayoutVariable, CGFloat, Int)] = [(item.width, size.width, 0), (item.height, size.height, 1)]
        for (variable, length, axis) in axes where length >= 0 && length.isFinite {
            let hug = LayoutConstraint(
                variable, .lessThanOrEqual, Double(length), strength: state.hugging[axis].strength,
                identifier: "\(view.name).\(axis == 0 ? "width" : "height") hugging")
            let resist = LayoutConstraint(
                variable, .greaterThanOrEqual, Double(length), strength: state.compressionResistance[axis].strength,
                identifier: "\(view.name).\(axis == 0 ? "width" : "height") compression resistance")
            for (slot, row) in [(axis * 2, hug), (axis * 2 + 1, resist)] {
                do {
                    try solver.addConstraint(row)
                    item.intrinsic[slot] = row
                } catch {
                    if case .unsatisfiableConstraint(_, let conflicting) = error {
                        logUnsatisfiable(conflicting: conflicting, adding: ["<NSContentSizeLayoutConstraint \(row)>"])
                    }
                }
            }
        }
    }

    private func removeIntrinsic(_ item: AutoLayoutItem) {
        for case let row? in item.intrinsic where solver.hasConstraint(row) { try? solver.removeConstraint(row) }
        item.intrinsic = [nil, nil, nil, nil]
        item.intrinsicKey = nil
    }

    // MARK: Constraints in the solver

    /// The expression of `attribute` of `item`; positions are measured from `origin` (the constraint's view).
    private func expression(
        _ attribute: NSLayoutConstraint.Attribute, of item: AutoLayoutItem, from origin: AutoLayoutItem?
    ) -> LayoutExpression {
        let x: LayoutExpression
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: x = LayoutExpression(item.left)
        case .right, .trailing, .rightMargin, .trailingMargin: x = item.left + item.width
        case .centerX, .centerXWithinMargins: x = item.left + item.width * 0.5
        case .top, .topMargin: x = LayoutExpression(item.top)
        case .bottom, .bottomMargin, .lastBaseline, .firstBaseline: x = item.top + item.height
        case .centerY, .centerYWithinMargins: x = item.top + item.height * 0.5
        case .width: return LayoutExpression(item.width)
        case .height: return LayoutExpression(item.height)
        case .notAnAttribute: return LayoutExpression(0)
        }
        guard let origin else { return x }
        return x - (attribute.axisKind.isHorizontal ? origin.left : origin.top)
    }

    /// Adds a user constraint's row to the solver, or logs and breaks it.
    private func insert(_ constraint: NSLayoutConstraint) {
        guard let firstObject = constraint.firstItem, let first = AutoLayoutEngine.layoutItem(of: firstObject),
            let view = constraint.container
        else {
            constraint.isBroken = true
            return
        }
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            constraint.isBroken = true
            GlideDiagnostics.log("Constraint with a non-finite constant or multiplier left out of layout: \(constraint)")
            return
        }
        let second = constraint.secondItem.flatMap(AutoLayoutEngine.layoutItem(of:))
        ensure(view.layoutItem)
        ensure(first)
        if let second { ensure(second) }
        let origin = view.layoutItem
        let lhs = expression(constraint.firstAttribute, of: first, from: origin)
        let rhs = second.map { expression(constraint.secondAttribute, of: $0, from: origin) * Double(constraint.multiplier) }
            ?? LayoutExpression(0)
        let row = LayoutConstraint(
            lhs, constraint.relation.solverRelation, rhs + Double(constraint.constant),
            strength: constraint.priority.strength, identifier: constraint.identifier)
        constraint.solverBaseConstant = (lhs - rhs).constant
        do {
            try solver.addConstraint(row)
            constraint.solverConstraint = row
            constraintByRow[row] = constraint
        } catch {
            constraint.isBroken = true
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                logUnsatisfiable(conflicting: conflicting, adding: [constraint.description])
            }
        }
    }

    private func applyConstant(_ constraint: NSLayoutConstraint) {
        guard let row = constraint.solverConstraint else { return }
        guard constraint.constant.isFinite else {
            GlideDiagnostics.log("Constraint with a non-finite constant left out of layout: \(constraint)")
            try? solver.removeConstraint(row)
            constraintByRow[row] = nil
            constraint.solverConstraint = nil
            constraint.isBroken = true
            return
        }
        do {
            let changed = try solver.changeConstant(
                of: row, to: constraint.solverBaseConstant - Double(constraint.constant))
            constraint.solverConstraint = changed
            constraintByRow[changed] = constraint
        } catch {
            if case .unsatisfiableConstraint(_, let conflicting) = error {
                logUnsatisfiable(conflicting: conflicting, adding: [constraint.description])
            }
            try? solver.removeConstraint(row)
            constraintByRow[row] = nil
            constraint.solverConstraint = nil
            constraint.isBroken = true
        }
    }

    /// The solved frame of an item, in its superview's (a guide's owning view's) coordinates.
    private func frame(of item: AutoLayoutItem) -> CGRect {
        var x = solver.value(of: item.left), y = solver.value(of: item.top)
        let reference = item.view.map { $0.superview } ?? item.guide?.owningView
        if let parent = reference?.autoLayoutState?.item, parent.engine === self {
            x -= solver.value(of: parent.left)
            y -= solver.value(of: parent.top)
        }
        return CGRect(x: x, y: y, width: solver.value(of: item.width), height: solver.value(of: item.height))
    }

    // MARK: Messages

    private func logUnsatisfiable(conflicting: [LayoutConstraint], adding broken: [String]) {
        let listed = conflicting.map(describe) + broken
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "(",
        ]
        lines += listed.map { "    \"\($0)\"" }
        lines += [")", "", "Will attempt to recover by breaking constraint "] + broken
        GlideDiagnostics.log(lines.joined(separator: "\n"))
    }

    private func describe(_ row: LayoutConstraint) -> String {
        if let constraint = constraintByRow[row] { return constraint.description }
        if let (item, index) = pinByRow[row] { return pinDescription(item, index, value: item.pinValues[safe: index]) }
        return "<\(row)>"
    }

    private func pinDescription(_ item: AutoLayoutItem, _ index: Int, value: Double?) -> String {
        let names = ["minX", "minY", "width", "height"]
        let value = value ?? item.pinValues[safe: index] ?? 0
        if let guide = item.guide {
            return "<NSLayoutConstraint '\(guide.identifier)-\(names[index])' \(AutoLayoutEngine.itemName(guide)).\(names[index]) == owner + \(LayoutExpression.format(value))>"
        }
        let name = item.view?.name ?? "?"
        if item.view === root { return "<NSLayoutConstraint 'Glide-Root-Frame' \(name).\(names[index]) == \(LayoutExpression.format(value))>" }
        return "<NSAutoresizingMaskLayoutConstraint \(name).\(names[index]) == \(LayoutExpression.format(value))>"
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension CGRect {
    /// Equal within a billionth of a point in each of origin and size.
    fileprivate func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) <= 1e-9 && abs(minY - other.minY) <= 1e-9 && abs(width - other.width) <= 1e-9
            && abs(height - other.height) <= 1e-9
    }
}
