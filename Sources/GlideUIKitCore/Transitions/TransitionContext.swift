import Foundation
import GlideClock
import GlideCoreGraphics
/// One call made on a transition, with the clock time it was made at: the record a checker reads.
public struct TransitionEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The presenter handed the context to the animator (`interactive` when to an interactor).
        case started(interactive: Bool)
        /// `updateInteractiveTransition` with its clamped value; `accepted` false when ignored.
        case update(Double, accepted: Bool)
        case finish(accepted: Bool)
        case cancel(accepted: Bool)
        case pause(accepted: Bool)
        /// `isInteractive` changed; interaction-change handlers ran.
        case interactionChanged(isInteractive: Bool)
        /// `completeTransition` with its argument, whether it was the first call, and `transitionWasCancelled` then.
        case complete(Bool, accepted: Bool, wasCancelled: Bool)
        /// The presenter finished its view-controller and view-hierarchy work.
        case hierarchyUpdated(completed: Bool)
        /// The coordinator's completion blocks ran.
        case alongsideCompletions(count: Int)
        /// `animationEnded` was called on the animator.
        case animationEnded(Bool)
        /// The presenter called a lifecycle method of the presentation controller (recorded after it returned).
        case presentationController(PresentationControllerCall)
        /// A view controller registered with the coordinator: an alongside animation and/or a completion.
        case alongsideRegistered(animation: Bool, completion: Bool)
        /// A view controller registered an interaction-change handler with the coordinator.
        case interactionHandlerRegistered
    }

    /// The presentation controller's lifecycle methods, as the presenter calls them.
    public enum PresentationControllerCall: String, Sendable, Hashable, Codable {
        case presentationTransitionWillBegin
        case presentationTransitionDidEndCompleted
        case presentationTransitionDidEndCancelled
        case dismissalTransitionWillBegin
        case dismissalTransitionDidEndCompleted
        case dismissalTransitionDidEndCancelled
    }

    /// Clock time in seconds.
    public var time: Double
    public var kind: Kind

    public var description: String {
        let t = (time * 1_000_000).rounded() / 1_000_000
        return "\(t)s \(kind)"
    }
}

/// The context of one transition (UIKit's `_UIViewControllerTransitionContext`), and its coordinator's state.
///
/// Semantics follow the reference rule by rule: percent clamped to [0, 1]; updates ignored unless
/// in flight and interactive; `transitionWasCancelled` true synchronously at cancel; a completion
/// speed ≤ 0 taken as 1; `completeTransition` acts once, trusts its argument, and runs its chain in
/// UIKit's order (will-complete, the presenter's hierarchy work, coordinator completions,
/// did-complete, `animationEnded`).
///
/// Glide differs from UIKit deliberately: UIKit accepts `finishInteractiveTransition` / `cancelInteractiveTransition`
/// again after the interaction already ended; Glide accepts one per interactive phase (a pause
/// starts a new phase) and records later ones as ignored, so a double finish (B9) cannot reverse a
/// transition.
@preconcurrency @MainActor
public final class TransitionContext: UIViewControllerContextTransitioning {
    /// Where the transition is in its life.
    public enum Phase: Sendable, Hashable {
        /// Built, not yet handed to the animator.
        case ready
        /// Handed to the animator or interactor and not yet completed.
        case inFlight
        /// `completeTransition` was called.
        case completed
    }

    public let containerView: UIView
    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    public let targetTransform = CGAffineTransform.identity
    /// The animator running the transition.
    public let animator: any UIViewControllerAnimatedTransitioning
    /// The interactor driving the transition, if any. The context lets go of it once the transition
    /// completed (the interactor usually holds its context: a cycle otherwise).
    public private(set) var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// The clock the transition runs on.
    public let clock: any Clock

    public private(set) var phase: Phase = .ready
    /// True from the context's making until `completeTransition`: asked for and not over (an interactive
    /// transition waits out the rest of its turn in ``Phase/ready`` before it starts).
    var isUnderway: Bool { phase != .completed }
    public private(set) var isInteractive: Bool
    /// True when the transition started interactively; never changes.
    public let initiallyInteractive: Bool
    public private(set) var transitionWasCancelled = false
    /// The last accepted percent (`_previousPercentComplete`).
    public private(set) var percentComplete: Double = 0
    /// The completion speed handed over at finish (positive) or cancel (negative), UIKit's internal sign.
    public private(set) var signedCompletionVelocity: Double = 1
    /// The completion curve handed over at finish or cancel.
    public private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Every call made on this context, in order.
    public private(set) var events: [TransitionEvent] = []
    /// The interruptible animator the transition uses, once asked for.
    public internal(set) var interruptibleAnimator: UIViewPropertyAnimator?
    /// The coordinator handed to view controllers and presentation controllers during this transition.
    public private(set) lazy var coordinator = TransitionCoordinator(context: self)

    /// Called with each event as it is recorded (the checker's recorder listens here).
    public var onEvent: ((TransitionEvent) -> Void)?

    var viewControllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    var views: [UITransitionContextViewKey: UIView?] = [:]
    var initialFrames: [ObjectIdentifier: CGRect] = [:]
    var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// Run with each accepted percent (and at finish/cancel/pause with the last one): the interactor's drive.
    var updateHandlers: [(Double) -> Void] = []
    var interactionChangeHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var pendingAlongside: [(animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, view: UIView?)] = []
    var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The classic percent-driven tracker, when one drives the transition.
    var tracker: AnimationTracker?
    /// Step 3 of completion: before the presenter's work.
    var willCompleteHandler: ((Bool) -> Void)?
    /// Step 4 of completion: the presenter's view-controller and view-hierarchy work.
    var completionHandler: ((Bool) -> Void)?
    /// Step 6 of completion: after the coordinator's completions.
    var didCompleteHandler: ((Bool) -> Void)?
    private var phaseEndedInteraction = false
    /// False for a non-animated transition the presenter completed without running the animator.
    private var animatorRan = true
    private var completeCalls = 0

    init(
        containerView: UIView, animated: Bool, style: UIModalPresentationStyle, clock: any Clock,
        animator: any UIViewControllerAnimatedTransitioning, interactor: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.containerView = containerView
        self.isAnimated = animated
        self.presentationStyle = style
        self.clock = clock
        self.animator = animator
        self.interactor = interactor
        let interactive = interactor.map { $0.wantsInteractiveStart } ?? false
        self.isInteractive = interactive
        self.initiallyInteractive = interactive
        self.startedWithInteractor = interactor != nil
        CreationObservers.announce(self)
    }

    /// True when the presenter handed the transition to an interaction controller (whether or not it started interactively).
    public let startedWithInteractor: Bool

    /// Whether touches that begin in this transition's window now are ignored: while a transition that no interaction
    /// controller drives is in flight, from the animator's start until `completeTransition(_:)`. UIKit ignores
    /// interaction events then (a transition that never completes leaves the app frozen, reference B8); one that an
    /// interaction controller drives lets touches through, so that its gesture can go on or take it back; Glide lets
    /// them through until it completes, its completion animation included (Apple documents neither case).
    public var ignoresTouches: Bool { phase == .inFlight && !startedWithInteractor && animatorRan && !letsTouchesThrough }

    /// True for a transition during which UIKit takes touches even when no interaction controller drives it: a tab bar
    /// controller's change of tab (a tab tapped during one starts another: CosmicMind/Motion#55 had to turn the tab bar
    /// controller's interaction off itself, HeroTransitions/Hero#226, marcosgriselli/SwipeableTabBarController#36).
    package var letsTouchesThrough = false

    /// True when the animator vends an interruptible animator.
    public var isInterruptible: Bool { interruptibleAnimator != nil }

    /// How many times `completeTransition` was called (more than 1 is a bug the checker reports).
    public var completeTransitionCallCount: Int { completeCalls }

    /// The transition's duration as the animator states it.
    public var transitionDuration: Double { animator.transitionDuration(using: self) }

    // MARK: Keys and frames

    @discardableResult
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        let answer = viewControllers[key]
        // A container answered where the app may expect one of its screens (the presenting view controller of a
        // presentation from a tab's screen is the tab bar controller): an `as!` to the screen's class traps, and the
        // crash note says which class UIKit's model gave (the third bug sample's appstore-card-transition#6).
        if let answer, answer is UITabBarController || answer is UINavigationController || answer is UISplitViewController {
            GlideCrashNote.answer("viewController(forKey: .\(key == .from ? "from" : "to")) → \(type(of: answer)) \(answer.name) "
                + "(the container \(key == .from ? "that presents or shows" : "being shown") in this \(presentationStyle) transition, not one of its children)")
        }
        return answer
    }

    @discardableResult
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let explicit = views[key] {
            if explicit == nil, let controller = viewControllers[key == .from ? .from : .to] {
                GlideCrashNote.answer("view(forKey: .\(key == .from ? "from" : "to")) → nil (\(controller.name)'s view is not part of a "
                    + "\(presentationStyle) transition: its presentation controller keeps the presenter's view where it is; "
                    + "UIKit's default style since iOS 13, .automatic, is a page sheet; .fullScreen gives the view)")
            }
            return explicit
        }
        switch key {
        case .from: return viewControllers[.from]?.view
        case .to: return viewControllers[.to]?.view
        default: return nil
        }
    }

    @discardableResult
    public func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    @discardableResult
    public func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: Interaction

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        let p = min(1, max(0, percentComplete.isNaN ? 0 : Double(percentComplete)))
        guard phase == .inFlight, isInteractive, p != self.percentComplete else {
            record(.update(p, accepted: false))
            return
        }
        self.percentComplete = p
        record(.update(p, accepted: true))
        for handler in updateHandlers { handler(p) }
    }

    public func finishInteractiveTransition() {
        endInteraction(cancelled: false)
    }

    public func cancelInteractiveTransition() {
        endInteraction(cancelled: true)
    }

    public func pauseInteractiveTransition() {
        guard isInterruptible, phase == .inFlight, !isInteractive else {
            record(.pause(accepted: false))
            return
        }
        record(.pause(accepted: true))
        phaseEndedInteraction = false
        for handler in updateHandlers { handler(percentComplete) }
        setInteractive(true)
    }

    private func endInteraction(cancelled: Bool) {
        guard phase == .inFlight, !phaseEndedInteraction else {
            record(cancelled ? .cancel(accepted: false) : .finish(accepted: false))
            return
        }
        phaseEndedInteraction = true
        transitionWasCancelled = cancelled
        let speed = interactor?.completionSpeed ?? 1
        let sanitized = speed > 0 ? speed : 1
        signedCompletionVelocity = cancelled ? -sanitized : sanitized
        if let interactor { completionCurve = interactor.completionCurve }
        record(cancelled ? .cancel(accepted: true) : .finish(accepted: true))
        for handler in updateHandlers { handler(percentComplete) }
        if isInteractive { setInteractive(false) }
    }

    /// Sets `transitionWasCancelled` directly (UIKit's interrupted-animator path).
    func setTransitionWasCancelled(_ cancelled: Bool) { transitionWasCancelled = cancelled }

    private func setInteractive(_ interactive: Bool) {
        isInteractive = interactive
        record(.interactionChanged(isInteractive: interactive))
        for handler in interactionChangeHandlers { handler(coordinator) }
    }

    // MARK: Completion

    public func completeTransition(_ didComplete: Bool) {
        completeCalls += 1
        guard phase != .completed else {
            record(.complete(didComplete, accepted: false, wasCancelled: transitionWasCancelled))
            return
        }
        record(.complete(didComplete, accepted: true, wasCancelled: transitionWasCancelled))
        phase = .completed
        // An interaction that never ended (the animator completed while the interactor still held the
        // transition) is over now. UIKit's completion chain clears the interaction-change handlers
        // without calling them (only finish, cancel and pause call them), and so does Glide.
        if isInteractive {
            phaseEndedInteraction = true
            isInteractive = false
            record(.interactionChanged(isInteractive: false))
            // The percent-driven interactor froze the container for scrubbing; with the interaction
            // over, UIKit's container runs again (speed 1, time offset 0).
            if containerView.layer.speed == 0 {
                containerView.layer.speed = 1
                containerView.layer.timeOffset = 0
            }
        }
        // Alongside animations registered before an animator that completed synchronously (a non-animated
        // custom transition) apply now, before the hierarchy work, never after it.
        if !pendingAlongside.isEmpty { runPendingAlongsideAnimations() }
        willCompleteHandler?(didComplete)
        completionHandler?(didComplete)
        UIWindow.statusBarAppearanceNeedsUpdate(didComplete ? "a transition ended" : "a transition ended cancelled")
        record(.hierarchyUpdated(completed: didComplete))
        let completions = alongsideCompletions
        alongsideCompletions = []
        for completion in completions { completion(coordinator) }
        record(.alongsideCompletions(count: completions.count))
        interactionChangeHandlers = []
        didCompleteHandler?(didComplete)
        if animatorRan {
            record(.animationEnded(didComplete))
            animator.animationEnded(didComplete)
        }
        updateHandlers = []
        // The transition is over: let go of what could hold this context in a cycle (the interactor
        // holds its context; the tracker's animations capture the animator's completion blocks,
        // which capture the context), so a completed transition is freed.
        willCompleteHandler = nil
        completionHandler = nil
        didCompleteHandler = nil
        tracker = nil
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionDidComplete(self)
        interactor = nil
    }

    // MARK: Starting (the presenter's side)

    /// Hands the transition to the interactor (which starts the animator) or to the animator.
    func start() {
        guard phase == .ready else { return }
        phase = .inFlight
        let animator = self.animator
        if let interactor {
            record(.started(interactive: true))
            interactor.startInteractiveTransition(self)
        } else {
            record(.started(interactive: false))
            animator.animateTransition(using: self)
        }
        runPendingAlongsideAnimations()
        UIWindow.statusBarAppearanceNeedsUpdate("a transition began")
    }

    /// A non-animated transition: no animator runs; the presenter makes the end state and completes.
    func markInFlightWithoutAnimator() {
        guard phase == .ready else { return }
        phase = .inFlight
        animatorRan = false
        record(.started(interactive: false))
        let pending = pendingAlongside
        pendingAlongside = []
        let coordinator = self.coordinator
        UIView.performWithoutAnimation {
            for entry in pending { entry.animation?(coordinator) }
        }
    }

    /// Runs the alongside animations registered before the animations started, with the transition's timing.
    func runPendingAlongsideAnimations() {
        let pending = pendingAlongside
        pendingAlongside = []
        for entry in pending {
            guard let animation = entry.animation else { continue }
            runAlongside(animation)
        }
    }

    /// Runs one alongside animation now: added to the interruptible animator if there is one, otherwise in a
    /// block animation over the transition's duration (linear while interactive, the completion curve otherwise),
    /// tracked by a classic percent-driven interaction when one drives the transition.
    func runAlongside(_ animation: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        let coordinator = self.coordinator
        guard isAnimated, phase != .completed else {
            UIView.performWithoutAnimation { animation(coordinator) }
            return
        }
        if let interruptibleAnimator {
            interruptibleAnimator.addAnimations { animation(coordinator) }
            return
        }
        let duration = transitionDuration
        let options: UIView.AnimationOptions = isInteractive ? .curveLinear : curveOptions(completionCurve)
        let run = { UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animation(coordinator) }) }
        if let tracker, !tracker.isEnded {
            tracker.track(run)
        } else {
            run()
        }
    }

    private func curveOptions(_ curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        switch curve {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        }
    }

    func record(_ kind: TransitionEvent.Kind) {
        let event = TransitionEvent(time: clock.now, kind: kind)
        Self.activityCount &+= 1
        events.append(event)
        onEvent?(event)
    }
}
