import Foundation
import GlideUIKitCore

/// The objects a scenario's scene made and its transitions used (view controllers, delegates, animators,
/// interaction controllers, presentation controllers, the transition contexts), noted weakly, so that once the
/// scene is dropped the runner can tell which of them something still keeps alive (invariant 38).
///
/// Glide's engine keeps nothing of a dropped scene: a view holds its superview, window and view controller
/// weakly, a presentation controller the view controllers it presents unowned and where the presenter's view was
/// weakly, a recognizer and a control their targets weakly, a context its interactor only until it completes, as
/// UIKit's ownership goes. What outlives the scene is held by the app: a reference cycle (a closure that captures
/// `self` strongly and is kept by what `self` keeps, a delegate or presentation controller kept in a strong property
/// of what points back to it, an interactor that keeps its transition context after `completeTransition`), or a
/// global.
@MainActor
final class SceneObjects {
    /// One object, weakly, with what it was to the scene ("the presented view controller").
    struct Noted {
        var object: Weak<AnyObject>
        var role: String
        var typeName: String
        /// A view controller of the window's hierarchy when the scenario ended (the screen the user is left on).
        var onScreenAtEnd = false
    }

    private(set) var noted: [Noted] = []
    /// False when the check had to end a transition the scenario left in flight: what it held is not the app's
    /// to have let go of.
    var isJudged = true
    /// True once the scenario's own scene is set up: the contexts made from then on are the scenario's.
    var isNoting = false
    private var ids: Set<ObjectIdentifier> = []

    /// Notes `object` as `role` (the first role it was noted under stays).
    func note(_ object: AnyObject?, as role: String) {
        guard let object, ids.insert(ObjectIdentifier(object)).inserted else { return }
        noted.append(Noted(object: Weak(object), role: role, typeName: String(describing: type(of: object))))
    }

    /// Notes the scene's view controllers and the delegates it holds for the app.
    func note(_ scene: CheckScene) {
        note(scene.presenter, as: "the presenting view controller")
        note(scene.presented, as: "the presented view controller")
        note(scene.navigationController, as: "the navigation controller")
        note(scene.pushed, as: "the pushed view controller")
        note(scene.tabBarController, as: "the tab bar controller")
        for vc in scene.viewControllers { note(vc, as: "a view controller of the scene") }
        note(scene.transitioningDelegate, as: "the transitioning delegate")
        note(scene.navigationDelegate, as: "the navigation controller's delegate")
        note(scene.tabBarDelegate, as: "the tab bar controller's delegate")
    }

    /// Notes what `context` was made with: its view controllers, animator, interaction controller and the
    /// presentation controller of the view controller presented or dismissed.
    func note(_ context: TransitionContext) {
        let from = context.viewController(forKey: .from), to = context.viewController(forKey: .to)
        note(from, as: "the from view controller")
        note(to, as: "the to view controller")
        // The recorder's wrapper is the check's: the app's animator is what it wraps.
        note((context.animator as? RecordingAnimator)?.base ?? context.animator, as: "the animator")
        note(context.interactor, as: "the interaction controller")
        for vc in [to, from] { note(vc?.presentationControllerIfPresented, as: "the presentation controller") }
        note(context, as: "the transition context")
    }

    /// Marks the view controllers the window shows at the scenario's end: its root's tree, children and
    /// presentations. A cycle among them is the screen's own: it stays while the screen does.
    func noteScreen(of window: UIWindow) {
        var shown: Set<ObjectIdentifier> = []
        func visit(_ vc: UIViewController) {
            guard shown.insert(ObjectIdentifier(vc)).inserted else { return }
            vc.children.forEach(visit)
            vc.presentedViewController.map(visit)
        }
        window.rootViewController.map(visit)
        for index in noted.indices {
            if let object = noted[index].object.object, shown.contains(ObjectIdentifier(object)) { noted[index].onScreenAtEnd = true }
        }
    }

    /// What of this scene is still alive and `later` did not use, for the record (invariant 38), each marked with
    /// whether the screen left showing keeps it.
    func leaked(notUsedBy later: SceneObjects) -> [TransitionRecord.LeakedObject] {
        let survivors = survivors(notUsedBy: later)
        let held = Self.heldThroughScreen(survivors)
        return survivors.map { entry in
            let heldByScreen = entry.onScreenAtEnd || entry.object.object.map { held.contains(ObjectIdentifier($0)) } == true
            return .init(role: entry.role, typeName: entry.typeName, heldByScreen: heldByScreen)
        }
    }

    /// The identities of the `survivors` that a survivor the screen showed at the end keeps through the app's own
    /// stored properties (its delegate's `presentingViewController`, a list of animators): held by that screen, as
    /// long as it stays. Only properties the app's types declare are followed (not UIKit's, whose weak references a
    /// reflection cannot tell from strong ones); an app's weak property followed errs toward "held by the screen".
    private static func heldThroughScreen(_ survivors: [Noted]) -> Set<ObjectIdentifier> {
        let alive = survivors.compactMap { entry in entry.object.object.map { (ObjectIdentifier($0), entry) } }
        let wanted = Set(alive.map(\.0))
        var held: Set<ObjectIdentifier> = []
        var visited: Set<ObjectIdentifier> = []
        var queue: [(Any, Int)] = alive.filter { $0.1.onScreenAtEnd }.compactMap { pair in pair.1.object.object.map { ($0 as Any, 0) } }
        var head = 0
        while head < queue.count, visited.count < 5_000 {
            let (value, depth) = queue[head]
            head += 1
            guard depth < 12 else { continue }
            var mirror: Mirror? = Mirror(reflecting: value)
            while let level = mirror {
                // A class of Glide's (UIKit's) stops the walk up: its stored properties are the engine's.
                if let subject = level.subjectType as? AnyClass, isGlides(subject) { break }
                for child in level.children {
                    var next: Any = child.value
                    var nextMirror = Mirror(reflecting: next)
                    if nextMirror.displayStyle == .optional {
                        guard let wrapped = nextMirror.children.first?.value else { continue }
                        next = wrapped
                        nextMirror = Mirror(reflecting: next)
                    }
                    if nextMirror.displayStyle == .class {
                        let id = ObjectIdentifier(next as AnyObject)
                        if wanted.contains(id) { held.insert(id) }
                        if visited.insert(id).inserted { queue.append((next, depth + 1)) }
                    } else if nextMirror.displayStyle != nil {
                        queue.append((next, depth + 1))
                    }
                }
                mirror = level.superclassMirror
            }
        }
        return held
    }

    private static func isGlides(_ type: AnyClass) -> Bool {
        let module = String(reflecting: type).prefix { $0 != "." }
        return engineModules.contains(String(module))
    }

    /// The modules whose classes are UIKit's (Glide's engine) or the system's, not the app's.
    private static let engineModules: Set<String> = [
        "GlideUIKitCore", "GlideUIKit", "GlideQuartzCore", "GlideCoreGraphics", "GlideCoreImage", "GlideObjectiveC",
        "GlideAVFoundation", "GlideCoreData", "GlideMapKit", "GlideCoreLocation", "GlideGestureRecognition", "GlideInteraction", "GlideCheck", "GlideClock", "Foundation",
        "FoundationEssentials", "Swift", "Dispatch",
    ]

    /// True when any noted object is still alive.
    var anyAlive: Bool { noted.contains { $0.object.object != nil } }

    /// The noted objects still alive that `later` (the same scenario's scene made again) did not use too: what a
    /// global keeps of the scene it last saw is let go when a new scene replaces it, and one object every scene
    /// uses (a shared delegate) is the app's by design; what a cycle keeps stays.
    /// The most telling first: what left the screen, then what a cycle usually runs through.
    private func survivors(notUsedBy later: SceneObjects) -> [Noted] {
        let order = [
            "the presented view controller", "the pushed view controller", "the transition context", "the interaction controller",
            "the presentation controller", "the animator", "the transitioning delegate",
        ]
        return noted.enumerated().filter { _, entry in
            guard let object = entry.object.object else { return false }
            return !later.ids.contains(ObjectIdentifier(object))
        }.sorted { a, b in
            let (ra, rb) = (order.firstIndex(of: a.element.role) ?? order.count, order.firstIndex(of: b.element.role) ?? order.count)
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }
}

extension UIViewController {
    /// The presentation controller of a view controller presented now or whose presentation or dismissal is in
    /// flight, without making one (as `presentationController` does for a view controller never presented).
    var presentationControllerIfPresented: UIPresentationController? {
        presentingViewController != nil || isBeingPresented || isBeingDismissed ? presentationController : nil
    }
}
