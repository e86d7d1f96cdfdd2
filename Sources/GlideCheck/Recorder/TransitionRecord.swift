import Foundation
/// The views and view controllers that play a part in a transition, by id.
public struct TransitionRoles: Sendable, Hashable, Codable {
    /// The container view (`UITransitionView`, or the navigation controller's transition view).
    public var container: String?
    /// `view(forKey: .from)` and `view(forKey: .to)` as the animator saw them when the transition began.
    public var fromView: String?
    public var toView: String?
    /// The from and to view controllers' names, and their root views' ids.
    public var fromViewController: String?
    public var toViewController: String?
    public var fromViewControllerView: String?
    public var toViewControllerView: String?
    /// The presenting view controller's root view (for navigation, the navigation controller's view):
    /// the view that must stay in the window (B1).
    public var presenterRootView: String?
    /// The presented view controller's root view (modal styles).
    public var presentedView: String?
    /// The views the presentation controller added in `presentationTransitionWillBegin`.
    public var presentationControllerViews: [String]
    /// True when the presenter's view is removed once a presentation completes (`shouldRemovePresentersView`).
    public var removesPresenterView: Bool
}

/// What the context answered when the animator asked about keys and frames (invariant 30).
public struct ContextAnswers: Sendable, Hashable, Codable {
    /// `view(forKey:)` for a key that is neither `.from` nor `.to` returned nil.
    public var unknownViewKeyIsNil: Bool
    /// `viewController(forKey:)` for an unknown key returned nil.
    public var unknownViewControllerKeyIsNil: Bool
    /// `initialFrame(for:)` and `finalFrame(for:)` of a view controller outside the transition.
    public var bystanderInitialFrame: String?
    public var bystanderFinalFrame: String?
    /// `finalFrame(for: from view controller)`.
    public var fromFinalFrame: String
}

/// Everything the recorder saw of one transition: the calls in order with the state after each, the
/// scene before the transition and after it completed, and the roles of its views.
public struct TransitionRecord: Sendable, Hashable, Codable {
    public var subject: String
    public var scenario: Scenario
    /// The animator's `transitionDuration`, in seconds (0 when never asked).
    public var duration: Double
    /// True when the transition started interactively.
    public var initiallyInteractive: Bool
    /// True when the interactor drove an interruptible animator.
    public var interruptible: Bool
    /// True when UIKit does not time the completion: a timing curve replaced the animator's own (its duration may
    /// differ), or the interaction controller is the app's own `UIViewControllerInteractiveTransitioning`, not a
    /// `UIPercentDrivenInteractiveTransition`, which ends the transition with its own animation (MediaViewer's pop), or
    /// the code continued the interruptible animator with timing of its own after UIKit's finish or cancel
    /// (``animatorRetimedByTheCode``).
    public var customCompletionTiming: Bool
    /// Every observed call, in order.
    public var calls: [RecordedCall]
    /// The scene just before the transition was asked for.
    public var before: SceneSnapshot
    /// The scene once the transition completed and the clock was idle (or at the time limit).
    public var after: SceneSnapshot
    public var roles: TransitionRoles
    /// What the context answered the animator about keys and frames (nil when the animator never ran).
    public var answers: ContextAnswers?
    /// True when `completeTransition` was accepted.
    public var completed: Bool
    /// Seconds from the request to the end of the observation.
    public var observedFor: Double
    /// True when the clock ran out of scheduled work (nothing left to drive the transition).
    public var endedIdle: Bool
    /// Names of views the subject declares persistent.
    public var persistentViewNames: [String]
    /// Views of the view controllers' own trees when the animator was first asked for anything: the
    /// presented or pushed view controller loads its view during the operation, as in UIKit, so its
    /// subviews are not the animator's additions.
    public var loadedBeforeAnimator: [String] = []
    /// After completion: whether the inverse transition could begin, and why not.
    public var followUp: FollowUp?
    /// The number of calls recorded when the request (present, dismiss, push, pop) returned: later calls
    /// come from the scenario's steps and the clock.
    public var requestEnd: Int? = nil
    /// The state when the request returned (before the first step after it).
    public var afterRequest: Probe? = nil
    /// The values the handlers of the app's recognizers that took no part in the transition last gave views during it,
    /// by view id and property (a sheet's resize pan beside its dismissal pan): the app's own change, which a cancel
    /// does not put back.
    public var bystanderWrites: [String: [String: String]] = [:]
    /// Ids of the views that handlers of the app's recognizers which took no part in the transition put in the window
    /// during it (a page a paging pan brought in): the app's, not views the transition left (invariant 22).
    public var viewsAddedByOtherHandlers: [String] = []
    /// What the screen showed of the transition's views at its animation's last frame and right after it ended, when an
    /// animation's completion ended it (invariant 39); only the views that showed in both, settled.
    public var pictureAtLastFrame: ScreenPicture? = nil
    public var pictureAfterEnd: ScreenPicture? = nil
    /// The copies of an image, or snapshots of a view, that showed at the animation's first frame away from where the
    /// image or view showed just before (invariant 40).
    public var startJumps: [StartJump] = []
    /// A copy that first showed away from its source (invariant 40).
    public struct StartJump: Sendable, Hashable, Codable {
        /// The copy's id and its source's (``ViewSnapshot/id``).
        public var view: String
        public var source: String
        /// What was copied: "image" (an image view showing an equal image) or "snapshot" (a snapshot of the view); or
        /// "fade": a view the transition's animations fade in to the alpha it already shows (`view` and `source` are it,
        /// `before` "not showing", `after` its alpha and place at the first frame).
        public var what: String
        /// Where the source drew it just before the animator started, and the copy at the first frame (window points).
        public var before: String
        public var after: String
    }
    /// What the gesture driver's end policy saw and decided at each release (trace-driven records only).
    public var gestureReleases: [GestureRelease] = []
    /// The app's own invariants that failed on the scene after the scenario (``AppInvariant``), with
    /// their messages.
    public var appFindings: [AppFinding] = []

    /// What of the scenario's scene was still alive once the scene was dropped and the same scenario's scene made
    /// and dropped again (invariant 38): the objects a reference cycle or a growing global keeps.
    public var leaked: [LeakedObject] = []

    /// An object of the scene that outlived it.
    public struct LeakedObject: Sendable, Hashable, Codable {
        /// What it was to the scene ("the presented view controller", "the interaction controller").
        public var role: String
        /// Its class.
        public var typeName: String
        /// True for a view controller of the screen the scenario ended on, or for what such a view controller that
        /// also survived keeps through the app's own properties: held by that screen while it stays.
        public var heldByScreen: Bool = false
    }

    /// One failure of an app's own invariant.
    public struct AppFinding: Sendable, Hashable, Codable {
        /// The invariant's number (101 and up).
        public var id: Int
        public var message: String
    }

    /// What happened when the checker tried the next transition after this one.
    public struct FollowUp: Sendable, Hashable, Codable {
        public var operation: CheckOperation
        public var began: Bool
        public var completed: Bool
        /// The ids of the views in the window once the next transition ended (empty when it did not
        /// complete): what it took away of what this transition left.
        public var viewsInWindow: [String] = []
        /// What UIKit logged when it refused the next transition ("Attempt to present … whose view is not in a
        /// window"), when it did not begin.
        public var refusal: String? = nil
    }

    /// The accepted `completeTransition` call, if any.
    public var acceptedCompletion: RecordedCall? {
        calls.first { if case .completeTransition(_, true, _) = $0.call { return true } else { return false } }
    }

    /// The argument of the accepted `completeTransition` call.
    public var completedWith: Bool? {
        guard let call = acceptedCompletion, case let .completeTransition(argument, _, _) = call.call else { return nil }
        return argument
    }

    /// True when the interaction ended cancelled: `transitionWasCancelled` when completion was accepted
    /// (what the user asked for, whatever argument the animator passed).
    public var wasCancelled: Bool {
        if let call = acceptedCompletion, case let .completeTransition(_, _, wasCancelled) = call.call { return wasCancelled }
        return calls.last?.probe.transitionWasCancelled ?? false
    }
}
