import Foundation
import GlideCheck
import GlideInteraction
import GlideInput
import GlideUIKitCore

/// Drives a subject's own gesture handlers with recordings: each trace is played into a fresh
/// window of the subject (``TouchReplay``), once as recorded and once with the system taking the
/// touches away mid-gesture (an incoming call: `touchesCancelled`, so the recognizers go to
/// `.cancelled`), and every transition the handlers start must be answered: a handler that meets
/// `.cancelled` or `.failed` without calling `cancel()` leaves the transition interactive, which
/// invariant 27 (terminal-gesture-ends) reports with the trace, the time and the state.
///
/// ``TransitionCheck`` runs it on every trace it is given when the subject's scene holds gesture
/// recognizers (``check(subject:paths:)``): its findings are the report's violations of invariant 27
/// and the transitions the handlers start its "handlers" scenarios. A scroll view's own pan, whose
/// only target is the scroll view, is not judged (it has no app handler), but its beginning counts
/// for the system's cancellation.
///
/// Glide's check of handlers observes, it does not drive: the recognizers' states are read through
/// an extra target added after the app's own (so it sees the state after the handler ran), and the
/// transitions through `TransitionContext.observeCreation`.
@MainActor
public struct HandlerTraceCheck {
    /// A fresh window of the subject on `clock`, and whatever must stay alive with it (its view
    /// controllers, delegates and handlers).
    public typealias SceneFactory = @MainActor (ManualClock) -> (window: UIWindow, keepAlive: Any)

    /// How a run plays its trace.
    public enum Mode: String, Sendable, Hashable {
        /// As recorded.
        case recorded
        /// The system cancels every touch once a recognizer has begun (a call comes in).
        case systemCancel = "system cancel"
    }

    /// One run's finding: a transition a terminal gesture state left unanswered.
    public struct Finding: Sendable, Hashable, CustomStringConvertible {
        /// Always 27 (terminal-gesture-ends).
        public var invariant = 27
        public var name = "terminal-gesture-ends"
        /// The trace (file name or script) and how it was played.
        public var trace: String
        public var mode: Mode
        /// The terminal state's time, in seconds since the trace began.
        public var time: Double
        /// The recognizer and the state its handler was told.
        public var recognizer: String
        public var state: String
        /// The transition's state after the handler ran, and when the clock had settled.
        public var transitionState: String
        /// The transition left unanswered (nil when it could not be told apart: not a presentation,
        /// dismissal, push or pop of a view controller in the window).
        public var operation: CheckOperation?
        /// Its percent when the handler was told, and the name of the recognizer's view.
        public var percent: Double = 0
        public var view: String?
        public var description: String {
            "\(invariant) \(name): \(recognizer) .\(state) at \(String(format: "%.3f", time)) s (\(trace), \(mode.rawValue)) "
                + "was not answered with cancel(): \(transitionState)"
        }
    }

    /// What one run saw.
    public struct Run: Sendable, Hashable {
        public var trace: String
        public var mode: Mode
        /// Recognizer actions observed (began, changed, ended, cancelled) and transitions started.
        public var actions: Int
        public var transitions: Int
        public var findings: [Finding]
        /// Which of the app's recognizers the touches made begin, or why none began.
        public var reach: Reach
    }

    /// Which of the app's gesture recognizers a run's touches made begin (or, discrete, recognize), so
    /// that their handlers were called.
    public struct Reach: Sendable, Hashable {
        /// Those recognizers, in order, as "UIPanGestureRecognizer on halfSheet.sheet". A scroll view's
        /// own pan, which has no app handler, is not listed.
        public var recognizers: [String]
        /// When none began, why: where the first touch landed and what the recognizers there need.
        public var missed: String?
    }

    public let makeScene: SceneFactory
    /// Clock seconds allowed after the input for transitions to complete.
    public var settleSeconds = 10.0
    /// In ``Mode/systemCancel``, how long after the gesture began the system cancels the touches, in
    /// clock seconds: 0 (the default) is the clock's next tick, just after it began; later, the finger
    /// has moved on (a handler that answers `.cancelled` like `.ended` may then finish).
    public var systemCancelDelaySeconds = 0.0

    public init(makeScene: @escaping SceneFactory) {
        self.makeScene = makeScene
    }

    /// Runs every trace in `paths` (files, or folders of `*.evemu`, `*.yml`, `*.yaml`) in both modes.
    public func check(paths: [String]) throws -> [Run] {
        var runs: [Run] = []
        for file in try TraceFiles.expand(paths) {
            let name = URL(fileURLWithPath: file).lastPathComponent
            for mode in [Mode.recorded, .systemCancel] {
                runs.append(try check(TouchReplay(trace: URL(fileURLWithPath: file)), name: name, mode: mode))
            }
        }
        return runs
    }

    /// Plays `replay` into a fresh scene in `mode` and reports the transitions left unanswered.
    public func check(_ replay: TouchReplay, name: String, mode: Mode) throws -> Run {
        let clock = ManualClock()
        return try clock.withCurrent { try check(replay, name: name, mode: mode, on: clock) }
    }

    /// ``check(_:name:mode:)`` on `clock`, the ambient clock.
    private func check(_ replay: TouchReplay, name: String, mode: Mode, on clock: ManualClock) throws -> Run {
        let (window, keepAlive) = makeScene(clock)
        let observer = Observer(clock: clock, origin: clock.now)
        let observation = TransitionContext.observeCreation { context in
            observer.contexts.append(context)
            observer.operations[ObjectIdentifier(context)] = Self.operation(of: context)
        }
        defer { observation.cancel() }
        for recognizer in Self.recognizers(in: window) {
            recognizer.addTrailingTarget(observer, action: Selector(Observer.action(_:), name: "action:"))
        }
        window.touchDelivery.onTouchBegan = { [weak window] touch in
            observer.touchBegan(touch, down: window?.touchDelivery.touchesDown.count ?? 1)
        }
        if mode == .systemCancel {
            observer.onBegan = { [weak window] in
                // The call comes in just after the gesture began (the clock's next tick), or the delay later.
                guard let window else { return }
                let delay = max(1, Int64((systemCancelDelaySeconds * 1e9).rounded()))
                _ = clock.schedule(atNanoseconds: clock.nowNanoseconds + delay) { window.cancelAllTouches() }
            }
        }
        var settled = replay
        settled.settleSeconds = settleSeconds
        let played = try settled.play(in: window)
        let reach = Reach(
            recognizers: observer.began.map(Self.describe),
            missed: observer.began.isEmpty ? Self.missed(played, observer: observer, window: window) : nil)
        withExtendedLifetime(keepAlive) {}
        var findings: [Finding] = []
        var reported: Set<ObjectIdentifier> = []
        for terminal in observer.terminals where terminal.state == .cancelled || terminal.state == .failed {
            // The transitions that were interactive when the handler had been told, and never
            // completed; each once, at the first handler told.
            for (context, percent) in terminal.openTransitions where !reported.contains(ObjectIdentifier(context)) {
                let state: String
                if context.phase != .completed {
                    state = "the transition stayed interactive at \(String(format: "%.1f", percent * 100)) % "
                        + "and had not completed \(settleSeconds) s later (\(context.phase))"
                } else if !context.transitionWasCancelled {
                    state = "the transition at \(String(format: "%.1f", percent * 100)) % was finished instead (completeTransition(true))"
                } else {
                    continue
                }
                reported.insert(ObjectIdentifier(context))
                findings.append(Finding(
                    trace: name, mode: mode, time: terminal.time, recognizer: terminal.recognizer, state: "\(terminal.state)",
                    transitionState: state, operation: observer.operations[ObjectIdentifier(context)], percent: percent,
                    view: terminal.view))
            }
        }
        return Run(
            trace: name, mode: mode, actions: observer.actions, transitions: observer.contexts.count, findings: findings, reach: reach)
    }

    /// "UIPanGestureRecognizer on halfSheet.sheet".
    static func describe(_ recognizer: UIGestureRecognizer) -> String {
        "\(type(of: recognizer)) on \(recognizer.view?.name ?? "no view")"
    }

    /// Why no app recognizer began in a run that delivered `played`: no touch reached the window, the
    /// first touch landed where no app recognizer is, or the recognizers there got the touches and did
    /// not begin (with what they need, where Glide can tell).
    static func missed(_ played: TouchReplay.Result, observer: Observer, window: UIWindow) -> String {
        guard let first = observer.firstTouch else {
            switch played.device.kind {
            case .touchpad:
                return "no touch reached the window: on a touchpad one finger only moves the pointer and three or more fingers are "
                    + "the system's; a click, a two-finger scroll or a pinch makes touches"
            default:
                return "no touch reached the window (the recording holds no contact)"
            }
        }
        let at = "(\(Int(first.location.x.rounded())), \(Int(first.location.y.rounded())))"
        let on = first.view ?? "no view"
        guard !observer.touched.isEmpty else {
            let own = observer.ownPansTouched.map(describe)
            let only = own.isEmpty ? "" : " (only UIKit's own \(own.joined(separator: ", ")) took it)"
            switch first.routing {
            case .scroll:
                return "its two-finger scroll, at the pointer \(at) on \(on), reaches only pans that accept scrolling "
                    + "(allowedScrollTypesMask .continuous), and none of the app's is there\(only)"
            case .transform:
                return "its pinch, about the pointer \(at) on \(on), reaches only pinch and rotation recognizers, and none is there\(only)"
            case .touch:
                return "its first touch, at \(at), is on \(on), and no gesture recognizer of the app is on that view or a view it is in\(only)"
            }
        }
        let failed = observer.touched.map { recognizer in
            "\(describe(recognizer)) got the touches and did not begin"
                + (need(of: recognizer, first: first.location, mostTouches: observer.mostTouches, window: window).map { ": " + $0 } ?? "")
        }
        return failed.joined(separator: "; ")
    }

    /// What `recognizer` needs that the trace did not give, where Glide can tell.
    static func need(of recognizer: UIGestureRecognizer, first: CGPoint, mostTouches: Int, window: UIWindow) -> String? {
        if let edgePan = recognizer as? UIScreenEdgePanGestureRecognizer {
            let bounds = window.bounds
            let edges: [(UIRectEdge, String, CGFloat)] = [
                (.left, "left", first.x - bounds.minX), (.right, "right", bounds.maxX - first.x),
                (.top, "top", first.y - bounds.minY), (.bottom, "bottom", bounds.maxY - first.y),
            ].filter { edgePan.edges.contains($0.0) }
            guard let nearest = edges.min(by: { $0.2 < $1.2 }) else { return "its edges are empty, so it never begins" }
            let region = UIScreenEdgePanGestureRecognizer.edgeRegionSize
            guard nearest.2 > region else { return nil }
            let names = edges.map(\.1).joined(separator: " or ")
            return "it begins only within \(Int(region)) points of the \(names) edge, and the first touch, at "
                + "(\(Int(first.x.rounded())), \(Int(first.y.rounded()))), is \(Int(nearest.2.rounded())) points from the \(nearest.1) edge"
        }
        if recognizer is UIPinchGestureRecognizer || recognizer is UIRotationGestureRecognizer, mostTouches < 2 {
            return "it needs two touches, and the trace had one at a time"
        }
        if let pan = recognizer as? UIPanGestureRecognizer, pan.minimumNumberOfTouches > mostTouches {
            return "it needs \(pan.minimumNumberOfTouches) touches, and the trace had \(mostTouches) at a time"
        }
        return nil
    }

    /// What `context` does, read as it is created: a presentation, dismissal, push or pop.
    static func operation(of context: TransitionContext) -> CheckOperation? {
        let from = context.viewController(forKey: .from)
        let to = context.viewController(forKey: .to)
        if to?.isBeingPresented == true { return .present }
        if from?.isBeingDismissed == true { return .dismiss }
        guard let from, let to, let navigation = from.navigationController ?? to.navigationController else { return nil }
        let stack = navigation.viewControllers
        if let f = stack.firstIndex(where: { $0 === from }), let t = stack.firstIndex(where: { $0 === to }), t < f { return .pop }
        return .push
    }

    /// Every gesture recognizer in `window`'s view tree, in tree order.
    static func recognizers(in window: UIWindow) -> [UIGestureRecognizer] { GestureRecognizers.all(in: window) }

    /// Reads the recognizers' states after the handlers ran.
    @MainActor
    final class Observer {
        struct Terminal {
            var time: Double
            var recognizer: String
            var state: UIGestureRecognizer.State
            var view: String?
            var openTransitions: [(TransitionContext, Double)]
        }

        let clock: ManualClock
        let origin: Double
        var contexts: [TransitionContext] = []
        var operations: [ObjectIdentifier: CheckOperation] = [:]
        var terminals: [Terminal] = []
        var actions = 0
        var onBegan: (() -> Void)?
        /// Where the first touch landed: its window location, the hit view's name, and how it was routed.
        var firstTouch: (location: CGPoint, view: String?, routing: UITouch.Routing)?
        /// The app's recognizers that got touches, and those whose handlers were called (began, or a
        /// discrete gesture recognized), each once, in order.
        var touched: [UIGestureRecognizer] = []
        var began: [UIGestureRecognizer] = []
        /// Scroll views' own pans that got touches (UIKit's, with no app handler).
        var ownPansTouched: [UIGestureRecognizer] = []
        /// The most touches down at once.
        var mostTouches = 0

        init(clock: ManualClock, origin: Double) {
            self.clock = clock
            self.origin = origin
        }

        /// True for a scroll view's own pan with no target but the scroll view (and this observer).
        func isOwnPanOnly(_ recognizer: UIGestureRecognizer) -> Bool { GestureRecognizers.isOwnPanOnly(recognizer, besides: self) }

        /// Notes a touch that began: where it landed and the recognizers it reached; `down` touches are down now.
        func touchBegan(_ touch: UITouch, down: Int) {
            if firstTouch == nil {
                let view = touch.wasIgnored ? "nothing: it began while a transition animated, when UIKit ignores touches" : touch.view?.name
                firstTouch = (touch.windowLocation, view, touch.routing)
            }
            mostTouches = max(mostTouches, down)
            for recognizer in touch.gestureRecognizers ?? [] {
                if isOwnPanOnly(recognizer) {
                    if !ownPansTouched.contains(where: { $0 === recognizer }) { ownPansTouched.append(recognizer) }
                } else if !touched.contains(where: { $0 === recognizer }) {
                    touched.append(recognizer)
                }
            }
        }

        func action(_ recognizer: UIGestureRecognizer) {
            // A scroll view's own pan, with no target but the scroll view, has no app handler to judge
            // (it still counts as the gesture beginning, for the system's cancellation).
            if isOwnPanOnly(recognizer) {
                if recognizer.state == .began {
                    onBegan?()
                    onBegan = nil
                }
                return
            }
            actions += 1
            // Its handler is being called (a continuous gesture began, a discrete one was recognized).
            if !began.contains(where: { $0 === recognizer }) { began.append(recognizer) }
            switch recognizer.state {
            case .began:
                onBegan?()
                onBegan = nil
            case .ended, .cancelled, .failed:
                // The transitions interactive before the handler was told (it has run by now: read the
                // interaction's state from the events, not the context's current flag).
                let open = contexts.filter { context in
                    context.events.contains { event in
                        switch event.kind {
                        case .started(interactive: true), .interactionChanged(isInteractive: true): true
                        default: false
                        }
                    }
                        && !context.events.contains { event in
                            switch event.kind {
                            case .finish(let accepted), .cancel(let accepted): accepted && event.time < clock.now
                            case .complete(_, let accepted, _): accepted && event.time < clock.now
                            default: false
                            }
                        }
                }.map { ($0, $0.percentComplete) }
                terminals.append(Terminal(time: clock.now - origin, recognizer: "\(type(of: recognizer))", state: recognizer.state,
                                          view: recognizer.view?.name, openTransitions: open))
            default:
                break
            }
        }
    }
}
