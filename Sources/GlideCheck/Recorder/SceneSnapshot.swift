import Foundation
import GlideUIKitCore

/// One property of a view as a snapshot records it: its name and its value as text, rounded to a
/// thousandth of a point, so that values equal to the eye compare equal.
public struct PropertyValue: Sendable, Hashable, Codable {
    public var name: String
    public var value: String
}

/// A view at one instant: where it is in the hierarchy and its animatable properties (model values).
public struct ViewSnapshot: Sendable, Hashable, Codable {
    /// The view's id, unique within one scenario and the same in every run of it: the stored property of
    /// the user's code that holds it ("DetailViewController.dimmingView", "detail.view" for a view
    /// controller's root view), else `snapshot(…)` for a snapshot, its accessibility identifier, or its
    /// class and a count ("UIView#2"); a repeated name gets "#2". Evidence names views by it.
    public var id: String
    /// The view's own name: its accessibility identifier, or its type (what persistent view names match).
    public var name: String
    /// The superview's id, nil when the view is not in a hierarchy.
    public var superview: String?
    /// The index among the superview's subviews (0 is at the back).
    public var index: Int
    /// True when the view is in the window's tree.
    public var inWindow: Bool
    /// The name of the view this one is a snapshot of (`snapshotView(afterScreenUpdates:)`), if it is one.
    public var snapshotOf: String?
    /// True when an animation is attached to the view's layer.
    public var isAnimating: Bool
    /// True when some of the view shows on screen: in the window, not hidden, not transparent, not
    /// clipped away or covered by an opaque view in front (see `ScreenVisibility`).
    public var isVisible: Bool = false
    /// True when the view's own background colour shows: it is visible and its own subviews do not cover it.
    public var isBackgroundVisible: Bool = false
    /// True for a table or collection view's cell: the list dequeues and places it as it scrolls (a pan
    /// that scrolls the list during the transition brings new cells), so invariants 22 and 23 leave its
    /// coming and its frame to the list.
    public var isListCell: Bool = false
    /// True for a container's own bar (a navigation controller's navigation bar or toolbar, a tab bar controller's
    /// tab bar): the app shows and hides it, so invariant 22 leaves its coming to the app.
    public var isContainerBar: Bool = false
    /// frame, transform, alpha, isHidden, cornerRadius, backgroundColor, masksToBounds, isUserInteractionEnabled,
    /// and the layer's timing: layer.speed, layer.timeOffset, layer.beginTime.
    public var properties: [PropertyValue]

    /// The value of the property named `name`.
    public func value(_ name: String) -> String? { properties.first { $0.name == name }?.value }
}

/// A view controller at one instant: its place in the presentation chain, the navigation stack, and its appearance.
public struct ViewControllerSnapshot: Sendable, Hashable, Codable {
    public var name: String
    public var presentedViewController: String?
    public var presentingViewController: String?
    public var hasPresentationController: Bool
    public var parent: String?
    /// The navigation stack, root first, for a navigation controller.
    public var navigationStack: [String]?
    /// The selected tab's view controller, for a tab bar controller.
    public var selectedTab: String? = nil
    /// "appeared", "disappeared", "appearing" or "disappearing".
    public var appearance: String
    public var isBeingPresented: Bool
    public var isBeingDismissed: Bool
    /// True while the view controller reports a transition coordinator (a transition is in flight).
    public var hasTransitionCoordinator: Bool
    /// True when its view is in the window.
    public var viewInWindow: Bool
    /// True when some of its view shows on screen (``ViewSnapshot/isVisible`` of its root view).
    public var viewVisible: Bool = false
    /// The appearance callbacks it received since the transition began ("viewWillAppear", …).
    public var appearanceCallbacks: [String]

    /// The fields that make up "view-controller state" (B12): the chain, the stack, the appearance.
    var state: [String: String] {
        [
            "presentedViewController": presentedViewController ?? "nil",
            "presentingViewController": presentingViewController ?? "nil",
            "navigation stack": navigationStack.map { "[" + $0.joined(separator: ", ") + "]" } ?? "-",
            "parent": parent ?? "nil",
            "selected tab": selectedTab ?? "-",
        ]
    }
}

/// The window's view hierarchy and the scene's view controllers at one instant.
public struct SceneSnapshot: Sendable, Hashable, Codable {
    /// Clock time in seconds.
    public var time: Double
    /// Every view in the window (depth first, back to front), then every other view the recorder knows.
    public var views: [ViewSnapshot]
    public var viewControllers: [ViewControllerSnapshot]
    /// The status bar, when it shows what the view controllers that decide it no longer answer (UIKit was not asked
    /// again since their answer changed); nil when it is current or not judged (the app sets it itself), and in
    /// reports written before it was recorded.
    public var staleStatusBar: StaleStatusBar? = nil

    /// The snapshot of the view with id `id`.
    public func view(_ id: String) -> ViewSnapshot? { views.first { $0.id == id } }

    /// True when the view `id` is `ancestor` or lies under it, by the superviews this snapshot recorded.
    public func isView(_ id: String, inside ancestor: String) -> Bool {
        var current: String? = id
        var steps = 0
        while let name = current, steps <= views.count {
            if name == ancestor { return true }
            current = view(name)?.superview
            steps += 1
        }
        return false
    }
    /// The snapshot of the view controller named `name`.
    public func viewController(_ name: String) -> ViewControllerSnapshot? { viewControllers.first { $0.name == name } }
    /// The ids of the views in the window.
    public var idsInWindow: [String] { views.filter(\.inWindow).map(\.id) }
    /// The ids of `id`'s subviews, back to front.
    public func subviews(of id: String) -> [String] {
        views.filter { $0.superview == id }.sorted { $0.index < $1.index }.map(\.id)
    }
}

/// Numbers as the checker compares them: rounded to a thousandth, with no negative zero.
enum CheckFormat {
    static func number(_ value: CGFloat) -> String {
        let value = Double(value)
        guard value.isFinite else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)), \(number(r.origin.y)), \(number(r.size.width)), \(number(r.size.height)))"
    }

    static func transform(_ t: CATransform3D) -> String {
        // Most views have none: the same text without formatting sixteen numbers.
        if t.isIdentity { return "identity" }
        let entries = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        let text = entries.map(number)
        if text == ["1", "0", "0", "0", "0", "1", "0", "0", "0", "0", "1", "0", "0", "0", "0", "1"] { return "identity" }
        return "[" + text.joined(separator: " ") + "]"
    }

    static func color(_ c: UIColor?) -> String {
        guard let c else { return "nil" }
        return "rgba(\(number(c.red)), \(number(c.green)), \(number(c.blue)), \(number(c.alpha)))"
    }
}

/// A status bar that shows what the view controllers that decide it answered when UIKit last asked, not what they
/// answer now, or whose deciding view controllers changed since (``SceneSnapshot/staleStatusBar``).
public struct StaleStatusBar: Sendable, Hashable, Codable {
    /// What it shows: "shown, style .default".
    public var shown: String
    /// What the deciding view controllers answer now.
    public var answer: String
    /// The view controller that decides it now (the hidden state's where that differs, else the style's), by the
    /// recorder's name.
    public var decidedBy: String
    /// The view controller UIKit asked last, where another decides now (a container's `childForStatusBarStyle` now
    /// names another child); nil when the same ones decide and their answer changed.
    public var formerlyDecidedBy: String?
    /// Why and when UIKit last asked ("viewDidAppear of MenuViewController, 0.35 s"), if it did.
    public var lastAsked: String?

    public init(shown: String, answer: String, decidedBy: String, formerlyDecidedBy: String?, lastAsked: String?) {
        self.shown = shown
        self.answer = answer
        self.decidedBy = decidedBy
        self.formerlyDecidedBy = formerlyDecidedBy
        self.lastAsked = lastAsked
    }

    /// True when the status bar still shows what the new deciders answer: the call is missing, but nothing shows it
    /// until the view controllers answer otherwise.
    public var isLatent: Bool { shown == answer }

    /// What the user sees, and why.
    public var summary: String {
        let read = "what UIKit read" + (lastAsked.map { " (\($0))" } ?? "")
        let missing = "without calling setNeedsStatusBarAppearanceUpdate(), which UIKit's documentation asks for whenever what "
            + "prefersStatusBarHidden, preferredStatusBarStyle or childForStatusBarStyle/Hidden answer changes"
        if let former = formerlyDecidedBy {
            let now = isLatent
                ? "; both answer \(answer) here, so nothing shows until they answer differently, when iOS keeps the old one"
                : ", which answers \(answer): iOS keeps showing the old one"
            return "the status bar shows \(shown), \(read) from \(former); \(decidedBy) decides it now\(now). The app changed which view controller decides it "
                + missing
        }
        return "the status bar shows \(shown), \(read), but \(decidedBy) now answers \(answer): iOS keeps showing the old one. "
            + "The app changed what it answers " + missing
    }
}
