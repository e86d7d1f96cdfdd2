import Foundation
import GlideClock
import GlideObjectiveC

/// The base of every gesture recognizer (UIKit's `UIGestureRecognizer`), with UIKit's state machine,
/// target-action, delegate and the subclassing hooks of `UIGestureRecognizerSubclass`.
///
/// States move as UIKit's do: a discrete recognizer goes `.possible` → `.ended` (`.recognized`) or
/// `.failed`; a continuous one `.possible` → `.began` → `.changed`… → `.ended` or `.cancelled`, or
/// `.possible` → `.failed`. Targets are called on `.began`, `.changed`, `.ended` and `.cancelled`.
/// Leaving `.possible` is arbitrated by the window's ``TouchDelivery`` (UIKit's gesture environment):
/// failure requirements hold the recognizer in `.possible`, the delegate may veto, and a recognizer
/// that begins makes the others on the same touches fail unless simultaneous recognition is allowed.
/// Illegal transitions are ignored, as UIKit ignores them (it logs them). Setting `.failed` on a
/// recognizer that began makes it `.cancelled`, as UIKit does (its pan sets `.failed` from
/// `touchesCancelled`, and its targets see `.cancelled`). A recognizer in a final state is reset to
/// `.possible` once the event is handled (``reset()`` is called) and ignores its remaining touches.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized: the same as `.ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// True for `.ended`, `.cancelled` and `.failed`.
        package var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// True for `.began` and `.changed`.
        package var isActive: Bool { self == .began || self == .changed }
    }

    /// A target-action pair; the target is held weakly, as UIKit holds it.
    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    private var targets: [TargetAction] = []
    /// Glide's observers of the recognizer (the checker's), told after every target, whenever the app added its own.
    private var trailingTargets: [TargetAction] = []
    /// Glide's observers told before every target (the checker's, to see what the app's handlers change).
    private var leadingTargets: [TargetAction] = []
    /// The objects its target-action pairs call, in the order added (Glide's, for the checker: it
    /// tells an app's handler from a scroll view's own).
    package var targetObjects: [AnyObject] { targets.compactMap(\.target) }
    private var storedState: State = .possible
    /// The state asked for while failure requirements hold the recognizer in `.possible`.
    var pendingState: State?
    /// The touches the recognizer is tracking (began, not yet ended, cancelled or ignored), in order.
    package internal(set) var trackedTouches: [UITouch] = []
    /// Every touch the recognizer has seen since its last reset (to find the recognizers it competes with).
    var touchesSinceReset: [UITouch] = []
    /// Recognizers that must fail before this one may leave `.possible` (``require(toFail:)``).
    private var failureRequirements: [WeakRecognizer] = []
    /// The states this recognizer's targets were told, in order (Glide's, for tests and reports):
    /// every one, up to the last ``actionLogLimit`` (older ones are dropped so a long-running
    /// session stays flat).
    package private(set) var actionLog: [State] = []
    /// How many states ``actionLog`` keeps.
    package static let actionLogLimit = 4096

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The delegate that may veto recognition, allow simultaneity and require failures.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging.
    open var name: String?
    /// Whether the view's touches are cancelled when the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether the view receives `touchesBegan` only after the recognizer fails. Default false.
    open var delaysTouchesBegan = false
    /// Whether the view receives `touchesEnded` only after the recognizer fails. Default true.
    open var delaysTouchesEnded = true
    /// Whether every touch of the gesture must be of one type (kept; Glide's touches are all fingers).
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer accepts (raw values of ``UITouch/TouchType``); all by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// Whether the recognizer gets touches; disabling it mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            abandon()
        }
    }

    /// A recognizer that calls `action` on `target` when its state changes (either may be nil).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Target-action

    /// Adds a target-action pair; adding the same pair twice keeps one. The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        let object = ClassTarget.object(for: target)
        guard !targets.contains(where: { $0.target === object && $0.action == action }) else { return }
        targets.append(TargetAction(target: object, action: action))
    }

    /// Glide: adds an observer told of each state after all of the recognizer's targets, also those added later (an
    /// interactor that adds itself as a target in `.began` runs before it). The target is not retained.
    package func addTrailingTarget(_ target: AnyObject, action: Selector) {
        guard !trailingTargets.contains(where: { $0.target === target && $0.action == action }) else { return }
        trailingTargets.append(TargetAction(target: target, action: action))
    }

    /// Glide: adds an observer told of each state before all of the recognizer's targets. The target is not retained.
    package func addLeadingTarget(_ target: AnyObject, action: Selector) {
        guard !leadingTargets.contains(where: { $0.target === target && $0.action == action }) else { return }
        leadingTargets.append(TargetAction(target: target, action: action))
    }

    /// Removes a pair; a nil target removes `action` from every target, a nil action every action of `target`.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { ClassTarget.object(for: $0) }
        targets.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    private func sendActions() {
        if actionLog.count >= Self.actionLogLimit { actionLog.removeFirst(Self.actionLogLimit / 2) }
        actionLog.append(storedState)
        leadingTargets.removeAll { $0.target == nil }
        for pair in leadingTargets {
            if let target = pair.target { pair.action.perform(on: target, sender: self) }
        }
        targets.removeAll { $0.target == nil }
        for pair in targets {
            if let target = pair.target, !pair.action.perform(on: target, sender: self), pair.action.isPerformable {
                undeliveredAction(pair.action, to: target)
            }
        }
        trailingTargets.removeAll { $0.target == nil }
        for pair in trailingTargets {
            if let target = pair.target { pair.action.perform(on: target, sender: self) }
        }
    }

    /// The actions already reported as not delivered (once each).
    private var reportedUndelivered: Set<String> = []

    /// An action whose method takes a sender of another class than this recognizer's (a handler declared for a
    /// `UILongPressGestureRecognizer` added to a `UIPanGestureRecognizer`): Objective-C calls it anyway; Swift cannot
    /// pass this recognizer as that class, so Glide does not call it and says so in ``GlideDiagnostics``, once. (A
    /// handler declared for a `UIScreenEdgePanGestureRecognizer` is called by a plain pan, as on iOS: see `Selector`.)
    private func undeliveredAction(_ action: Selector, to target: AnyObject) {
        let key = "\(type(of: target)).\(action.name)"
        guard reportedUndelivered.insert(key).inserted else { return }
        GlideDiagnostics.log(
            "\(type(of: self)): the action \(action.name) of \(type(of: target)) was not called: its method takes a sender of another class (or another target), which Objective-C would pass anyway and Swift on Linux cannot; declare the parameter as UIGestureRecognizer or as the recognizer's own class",
            kind: .glideLimit)
    }

    // MARK: State

    /// The current state. Subclasses set it (as `UIGestureRecognizerSubclass` allows); the
    /// transition is checked, arbitrated and reported to the targets.
    open var state: State {
        get { storedState }
        set { requestState(newValue) }
    }

    private func requestState(_ new: State) {
        let old = storedState
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            if let environment { environment.recognizerWantsToLeavePossible(self, to: new) } else { commit(new) }
        case (.possible, .failed), (.possible, .cancelled):
            pendingState = nil
            commit(.failed)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            commit(new)
        case (.began, .failed), (.changed, .failed):
            commit(.cancelled)
        case (.possible, .changed) where pendingState != nil:
            break  // held by a failure requirement: the pending `.began` stands
        default:
            break  // illegal (UIKit logs and ignores it)
        }
    }

    /// Sets the state without arbitration, tells the targets, and lets the environment react.
    func commit(_ new: State) {
        let old = storedState
        storedState = new
        if new != .failed, new != .possible { sendActions() }
        environment?.recognizerDidChangeState(self, from: old)
    }

    /// Back to `.possible`, forgetting touches; calls ``reset()``.
    func performReset() {
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        touchesSinceReset.removeAll()
        reset()
    }

    /// Disabled or removed: a recognizer that began is cancelled, one that was possible fails
    /// silently; its touches are given up.
    func abandon() {
        if storedState.isActive {
            commit(.cancelled)
        } else if storedState == .possible, pendingState != nil || !touchesSinceReset.isEmpty {
            pendingState = nil
            storedState = .failed
            environment?.recognizerDidChangeState(self, from: .possible)
        }
        environment?.forget(self)
    }

    var environment: TouchDelivery? { view?.window?.touchDelivery }

    /// The clock the recognizer's timers run on: its window's, or the ambient one.
    package var clock: any Clock { view?.window?.clock ?? Clocks.current }

    // MARK: Relationships

    /// Makes this recognizer wait in `.possible` until `otherGestureRecognizer` fails; if the other
    /// recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers given to ``require(toFail:)``.
    package var requiredToFail: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default true.
    @discardableResult
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail. Default true.
    @discardableResult
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Subclass hook: whether this recognizer waits for `otherGestureRecognizer` to fail. Default false.
    @discardableResult
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Subclass hook: whether `otherGestureRecognizer` waits for this one to fail. Default false.
    @discardableResult
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Touches (subclassing hooks)

    /// New touches for the recognizer. Override to recognize; the base class does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches cancelled by the system.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when a recognizer held by failure requirements is let go, just before it begins.
    func willBeginAfterSatisfyingFailureRequirements() {}

    /// Called for every recognizer whose tracked touches moved in an event, before any recognizer gets the event's
    /// `touchesMoved`: a recognizer that measures movement takes the event's positions now, so that a delegate another
    /// recognizer's beginning asks (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`) reads this event's
    /// translation and velocity, as in UIKit, which delivers an event's touches to every recognizer before it resolves
    /// their states. Its own `touchesMoved` then finds nothing new.
    func sampleMovement(at time: Double) {}

    /// Called when the recognizer returns to `.possible`; override to clear your own state (call super).
    open func reset() {}

    /// Stops delivering `touch` to this recognizer (and it no longer counts it).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.ignoringRecognizers.append(ObjectIdentifier(self))
    }

    // MARK: Location

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (the window's when nil).
    @discardableResult
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastCentroid.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        return Self.centroid(of: trackedTouches.map { $0.location(in: view) })
    }

    /// The location of the touch at `touchIndex` in `view`'s coordinates.
    @discardableResult
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(trackedTouches.count))")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The centroid when the last touch left, in window coordinates (UIKit keeps answering it).
    var lastCentroid: CGPoint?

    package static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// Whether the recognizer receives touches of `routing`: every recognizer receives ordinary
    /// touches; a trackpad's scroll reaches pans that allow continuous scrolling, its pinch the pinch
    /// and rotation recognizers (iPadOS: "Handle trackpad and mouse input", WWDC 2020, and
    /// `allowedScrollTypesMask`'s documentation).
    func receives(_ routing: UITouch.Routing) -> Bool {
        switch routing {
        case .touch: true
        case .scroll: (self as? UIPanGestureRecognizer)?.allowedScrollTypesMask.contains(.continuous) == true
        case .transform: self is UIPinchGestureRecognizer || self is UIRotationGestureRecognizer
        }
    }

    /// Whether the recognizer accepts `touch`'s type.
    func accepts(_ touch: UITouch) -> Bool {
        allowedTouchTypes.contains { $0.intValue == touch.type.rawValue }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self))\(name.map { " \($0)" } ?? "") state=\(storedState)>"
        }
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

extension UIView {
    /// The recognizers attached to the view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` (moving it from another view if needed).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; one in the middle of a gesture is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizer.abandon()
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }
}
