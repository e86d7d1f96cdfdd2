import Foundation
import GlideCassowary

/// A linear relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Activating a constraint (``isActive``, ``activate(_:)``, or `UIView.addConstraint(_:)`) installs it
/// on the nearest common ancestor of its items, as UIKit does, and hands it to the Auto Layout engine
/// of that view's hierarchy: one incremental Cassowary solver per hierarchy (see ``AutoLayoutEngine``).
/// Changing ``constant`` later moves the solution through `CassowarySolver.changeConstant(of:to:)`
/// at the next layout pass, never by rebuilding; frames change in `layoutIfNeeded()`, so inside a
/// `UIView.animate` block they animate.
///
/// Glide differs from UIKit deliberately: misuse UIKit answers with an exception (activating a
/// constraint whose items have no common ancestor, an invalid pairing of attributes, a position
/// against a constant) is logged to ``GlideDiagnostics`` and the constraint stays inactive; changing
/// the priority of an installed constraint between required and optional (an exception in UIKit) is
/// logged and done; a malformed visual format string (``constraints(withVisualFormat:options:metrics:views:)``)
/// is logged and makes no constraints.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A layout attribute: an edge, a centre, a dimension, a baseline, or one of their margin variants.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// `lastBaseline`'s old name.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout axis, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    private weak var storedFirstItem: AnyObject?
    private weak var storedSecondItem: AnyObject?

    /// The first item: a `UIView` or a `UILayoutGuide`.
    open var firstItem: AnyObject? { storedFirstItem }
    /// The second item, nil for a constraint against a constant.
    open var secondItem: AnyObject? { storedSecondItem }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// The constant added to the right side. Settable while active: the solver is updated in place.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self)
        }
    }

    /// The priority; optional constraints (below 1000) are satisfied as well as possible.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if engine != nil, (priority == .required) != (oldValue == .required) {
                GlideDiagnostics.log(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported "
                        + "(UIKit raises); Glide does it: \(self)")
            }
            engine?.priorityDidChange(self)
        }
    }

    /// A name for messages.
    open var identifier: String?
    /// Whether the constraint is saved when its view is archived (Glide archives nothing; the flag is kept).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it true installs the constraint on the
    /// nearest common ancestor of its items; false removes it from there.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activate(installingOn: nil) } else { deactivate() }
        }
    }

    /// The view it is installed on (the nearest common ancestor of its items), while active.
    package internal(set) weak var container: UIView?
    /// The engine holding it, while active.
    weak var engine: AutoLayoutEngine?
    /// Its row in the engine's solver; nil while pending (added at the next layout pass) or broken.
    var solverConstraint: LayoutConstraint?
    /// The constant of its row's expression when ``constant`` is 0 (`row constant = base - constant`).
    var solverBaseConstant = 0.0
    /// True when the solver refused it (it could not hold with the required constraints): UIKit's
    /// "breaking constraint". It stays active and installed, and takes no part in layout until
    /// deactivated and activated again.
    package internal(set) var isBroken = false

    /// `view1.attr1 relation multiplier × view2.attr2 + c`; `view2` nil (and `attr2` `.notAnAttribute`)
    /// for a constant. `view1` and `view2` are `UIView`s or `UILayoutGuide`s.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        storedFirstItem = view1 as AnyObject
        storedSecondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = c
        super.init()
    }

    /// A constraint relating nothing (`NSObject`'s `init()`, which UIKit's class inherits): apps make one as a
    /// placeholder (`private var leading = NSLayoutConstraint()`) and replace it before activating. Activated, it is
    /// logged and stays inactive (its first attribute is `.notAnAttribute`).
    public override init() {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Activates each constraint (as setting ``isActive`` to true on each, in order).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Activation

    /// Installs the constraint on `view` (the old `addConstraint(_:)`), or on the nearest common
    /// ancestor of its items when nil, and hands it to that hierarchy's engine.
    func activate(installingOn view: UIView?) {
        if let view, container === view { return }
        if container != nil {
            guard view != nil else { return }
            deactivate()
        }
        if let problem = pairingProblem {
            GlideDiagnostics.log("Unable to activate constraint \(self): \(problem) (UIKit raises an exception)")
            return
        }
        let hosts = [storedFirstItem, storedSecondItem].compactMap { $0.flatMap(AutoLayoutEngine.hostView(of:)) }
        guard hosts.count == (storedSecondItem == nil ? 1 : 2) else {
            GlideDiagnostics.log("Unable to activate constraint \(self): an item is not a view or a layout guide in a view")
            return
        }
        let target: UIView
        if let view {
            guard hosts.allSatisfy({ $0.isDescendant(of: view) }) else {
                GlideDiagnostics.log(
                    "The view hierarchy is not prepared for the constraint \(self): its items are not inside \(view.name)")
                return
            }
            target = view
        } else {
            guard let ancestor = AutoLayoutEngine.nearestCommonAncestor(hosts) else {
                GlideDiagnostics.log(
                    "Unable to activate constraint \(self) because it has no common ancestor. Does the constraint or its "
                        + "anchors reference items in different view hierarchies? That's illegal.")
                return
            }
            target = ancestor
        }
        container = target
        target.autoLayout.constraints.append(self)
        for case let view as UIView in [storedFirstItem, storedSecondItem] { view.becomeConstraintBased() }
        AutoLayoutEngine.engine(forRootOf: target).add(self)
    }

    /// Removes the constraint from its view and its engine.
    func deactivate() {
        guard let view = container else { return }
        engine?.remove(self)
        view.autoLayoutState?.constraints.removeAll { $0 === self }
        container = nil
        isBroken = false
    }

    /// Why the attributes cannot be related (UIKit's "Invalid pairing"), or nil.
    private var pairingProblem: String? {
        if firstAttribute == .notAnAttribute { return "the first attribute is notAnAttribute" }
        if storedSecondItem == nil {
            return firstAttribute.axisKind.isDimension
                ? nil : "a constraint cannot be made between the position attribute \(firstAttribute.name) and a constant"
        }
        if secondAttribute == .notAnAttribute { return "the second attribute is notAnAttribute" }
        let a = firstAttribute.axisKind, b = secondAttribute.axisKind
        if a.isDimension != b.isDimension || (!a.isDimension && a.isHorizontal != b.isHorizontal) {
            return "invalid pairing of layout attributes \(firstAttribute.name) and \(secondAttribute.name)"
        }
        return nil
    }

    /// Such as `<NSLayoutConstraint sheet.height == 300 (active)>` or
    /// `<NSLayoutConstraint 'top' button.top == container.top + 60 @750 (inactive)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            var right = ""
            if let second = storedSecondItem {
                let factor = multiplier == 1 ? "" : "\(LayoutExpression.format(Double(multiplier)))*"
                right = factor + AutoLayoutEngine.itemName(second) + "." + secondAttribute.name
                if constant != 0 {
                    right += (constant < 0 ? " - " : " + ") + LayoutExpression.format(Double(abs(constant)))
                }
            } else {
                right = LayoutExpression.format(Double(constant))
            }
            let left = storedFirstItem.map(AutoLayoutEngine.itemName) ?? "nil"
            let id = identifier.map { "'\($0)' " } ?? ""
            let strength = priority == .required ? "" : " @\(LayoutExpression.format(Double(priority.rawValue)))"
            let state = isActive ? (isBroken ? "active, broken" : "active") : "inactive"
            return "<NSLayoutConstraint \(id)\(left).\(firstAttribute.name) \(relation.symbol) \(right)\(strength) (\(state))>"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    var solverRelation: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name for the attribute, as in its constraint descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The attribute's kind: which axis, and whether it is a dimension or a position.
    var axisKind: (isHorizontal: Bool, isDimension: Bool) {
        switch self {
        case .width: (true, true)
        case .height: (false, true)
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            (true, false)
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins, .notAnAttribute:
            (false, false)
        }
    }
}
