import Foundation

/// The kinds of scroll event (UIKit's `UIScrollType`).
public enum UIScrollType: Int, Sendable {
    /// Discrete steps: a mouse wheel.
    case discrete
    /// Continuous scrolling: two fingers on a trackpad.
    case continuous
}

/// The scroll events a pan accepts (UIKit's `UIScrollTypeMask`).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << UIScrollType.discrete.rawValue)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << UIScrollType.continuous.rawValue)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A pan (UIKit's `UIPanGestureRecognizer`): continuous; begins once at least
/// ``minimumNumberOfTouches`` touches have moved the centroid ``hysteresis`` points along either
/// axis, changes with every move, ends when the last finger lifts, fails if they lift before it began.
///
/// Followed from UIKit's implementation: the translation is the centroid's movement since it began,
/// with the hysteresis taken off each axis at `.began` (so a pan that begins after 12 points reports
/// 2); when fingers are added or lifted, the start point shifts with the centroid, so the
/// translation does not jump; touches beyond ``maximumNumberOfTouches`` are ignored; a pan that
/// waited for another recognizer to fail begins with a zero translation.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// ``UIScreenEdgePanGestureRecognizer/edges``' storage (see there: a plain pan answers none).
    var screenEdgePanEdges: UIRectEdge = []
    /// The centroid movement along one axis that begins a pan, in points. UIKit:
    /// `+[UIPanGestureRecognizer _defaultHysteresis]` returns 10 (confirmed with LLDB on a device),
    /// and `_willScrollX`/`_willScrollY` compare each axis's translation with it.
    package static let hysteresis: CGFloat = 10
    /// The weight of the newest velocity sample, in UIKit's `velocityInView:` (0.2 newest + 0.8 previous).
    package static let newestSampleWeight: CGFloat = 0.2
    /// A sample shorter than this has no velocity, in seconds (UIKit's `_convertVelocitySample:…`: 0.001 s).
    package static let minimumSampleInterval: Double = 0.001
    /// The previous sample counts only when longer than this, in seconds (UIKit: `FLT_EPSILON`).
    package static let minimumPreviousSampleInterval: Double = 1.1920929e-7

    /// The fewest touches that may pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most touches that may pan; more are ignored. Default `Int.max` (UIKit's `NSUIntegerMax`).
    open var maximumNumberOfTouches = Int.max
    /// The scroll events (trackpad, mouse wheel) that may pan; none by default, as in UIKit. A
    /// touchpad's two-finger scroll reaches the pan when this contains `.continuous` (see
    /// ``UITouch/Routing/scroll``); Glide has no mouse wheel, so `.discrete` changes nothing.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The named states of the pan's machine.
    enum Phase: Equatable {
        /// No touches.
        case idle
        /// Touches down, the centroid has not moved far enough.
        case tracking
        /// Began: every move is a change.
        case panning
    }

    /// The events the machine handles.
    enum Event {
        case touchesChanged(old: [UITouch], new: [UITouch])
        case centroidMoved(to: CGPoint, time: Double)
        case lastTouchLifted(cancelled: Bool)
    }

    private(set) var phase: Phase = .idle
    /// The centroid when the pan started (shifted as fingers come and go), in window coordinates.
    private var firstLocation: CGPoint = .zero
    /// The centroid at the last move, in window coordinates.
    private var lastLocation: CGPoint = .zero
    private var lastTouchTime: Double = 0
    private var lastTouchCount = 0
    private var velocitySample: VelocitySample?
    private var previousVelocitySample: VelocitySample?

    /// A move of the centroid: UIKit's `UIPanGestureVelocitySample`.
    struct VelocitySample {
        var start: CGPoint
        var end: CGPoint
        var dt: Double
    }

    // MARK: Values

    /// The centroid's movement since the pan began, in `view`'s coordinates (the window's when nil).
    @discardableResult
    open func translation(in view: UIView?) -> CGPoint {
        let first = convert(firstLocation, to: view), last = convert(lastLocation, to: view)
        return CGPoint(x: last.x - first.x, y: last.y - first.y)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates); ignored with no touches.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard lastTouchCount > 0 else { return }
        let last = convert(lastLocation, to: view)
        firstLocation = convertToWindow(CGPoint(x: last.x - translation.x, y: last.y - translation.y), from: view)
    }

    /// The velocity in points per second in `view`'s coordinates, as UIKit estimates it: the last
    /// move's displacement over its interval, blended 0.2 : 0.8 with the move before it. As in UIKit,
    /// a finger that rests before lifting keeps the last move's velocity at `.ended` (no move, no new
    /// sample; developers measure the same on devices and compute their own final velocity when
    /// they need the resting one).
    @discardableResult
    open func velocity(in view: UIView?) -> CGPoint {
        var v = velocity(of: velocitySample, in: view)
        if let previous = previousVelocitySample, previous.dt > Self.minimumPreviousSampleInterval {
            let p = velocity(of: previous, in: view)
            let w = Self.newestSampleWeight
            v = CGPoint(x: v.x * w + p.x * (1 - w), y: v.y * w + p.y * (1 - w))
        }
        return v
    }

    private func velocity(of sample: VelocitySample?, in view: UIView?) -> CGPoint {
        guard let sample, sample.dt >= Self.minimumSampleInterval else { return .zero }
        let start = convert(sample.start, to: view), end = convert(sample.end, to: view)
        return CGPoint(x: (end.x - start.x) / sample.dt, y: (end.y - start.y) / sample.dt)
    }

    @discardableResult
    open override func location(in view: UIView?) -> CGPoint {
        convert(lastLocation, to: view)
    }

    private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        view?.convert(windowPoint, from: nil) ?? windowPoint
    }

    private func convertToWindow(_ point: CGPoint, from view: UIView?) -> CGPoint {
        view?.convert(point, to: nil) ?? point
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let old = movingTouches.filter { !touches.contains($0) }
        var accepted = 0
        for touch in event.touchList(from: touches) {
            if old.count + accepted >= maximumNumberOfTouches {
                ignore(touch, for: event)
            } else {
                accepted += 1
            }
        }
        handle(.touchesChanged(old: old, new: movingTouches), time: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        handle(.centroidMoved(to: centroid(of: movingTouches), time: event.timestamp), time: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lifted(touches, cancelled: false, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        lifted(touches, cancelled: true, event: event)
    }

    private func lifted(_ touches: Set<UITouch>, cancelled: Bool, event: UIEvent) {
        let old = trackedTouches
        let remaining = trackedTouches.filter { !touches.contains($0) && $0.isDown }
        if remaining.isEmpty {
            handle(.lastTouchLifted(cancelled: cancelled), time: event.timestamp)
        } else {
            handle(.touchesChanged(old: old, new: remaining), time: event.timestamp)
        }
    }

    /// The tracked touches still down.
    private var movingTouches: [UITouch] { trackedTouches.filter(\.isDown) }

    private func centroid(of touches: [UITouch]) -> CGPoint {
        UIGestureRecognizer.centroid(of: touches.map(\.windowLocation))
    }

    // MARK: The machine

    func handle(_ event: Event, time: Double) {
        switch phase {
        case .idle: onIdle(event, time: time)
        case .tracking: onTracking(event, time: time)
        case .panning: onPanning(event, time: time)
        }
    }

    /// No touches: the first ones start tracking.
    private func onIdle(_ event: Event, time: Double) {
        guard case .touchesChanged(_, let new) = event, !new.isEmpty else { return }
        firstLocation = centroid(of: new)
        lastLocation = firstLocation
        lastTouchCount = new.count
        lastTouchTime = time
        phase = .tracking
    }

    /// Tracking: a move far enough begins the pan; lifting every finger first fails it.
    private func onTracking(_ event: Event, time: Double) {
        switch event {
        case .touchesChanged(let old, let new):
            touchesListChanged(from: old, to: new)
        case .centroidMoved(let point, let t):
            centroidMoved(to: point, at: t)
            guard state == .possible, shouldTryToBegin() else { return }
            removeHysteresisFromTranslation()
            phase = .panning
            state = .began
            if state != .began && pendingState == nil { phase = state == .possible ? .tracking : .idle }
        case .lastTouchLifted:
            phase = .idle
            state = .failed
        }
    }

    /// Panning: moves change it, the last lift ends it (or cancels it when the touch was cancelled).
    private func onPanning(_ event: Event, time: Double) {
        switch event {
        case .touchesChanged(let old, let new):
            touchesListChanged(from: old, to: new)
        case .centroidMoved(let point, let t):
            centroidMoved(to: point, at: t)
            if state.isActive { state = .changed }
        case .lastTouchLifted(let cancelled):
            phase = .idle
            state = cancelled || !state.isActive ? .failed : .ended
        }
    }

    /// Whether the pan may begin now (UIKit's `_shouldTryToBeginWithEvent:`): enough touches, and
    /// the translation along either axis at least ``hysteresis``.
    func shouldTryToBegin() -> Bool {
        guard movingTouches.count >= minimumNumberOfTouches else { return false }
        let t = translation(in: nil)
        return abs(t.x) >= Self.hysteresis || abs(t.y) >= Self.hysteresis
    }

    /// UIKit's `_centroidMovedTo:atTime:affectingTranslation:`: a new velocity sample when time passed.
    private func centroidMoved(to point: CGPoint, at time: Double) {
        let dt = time - lastTouchTime
        if dt > 0 {
            previousVelocitySample = velocitySample
            velocitySample = VelocitySample(start: lastLocation, end: point, dt: dt)
        }
        lastLocation = point
        lastTouchTime = time
    }

    /// UIKit's `_touchesListChangedFrom:to:`: the start and last points move with the centroid.
    private func touchesListChanged(from old: [UITouch], to new: [UITouch]) {
        let before = centroid(of: old), after = centroid(of: new.filter(\.isDown))
        let dx = after.x - before.x, dy = after.y - before.y
        firstLocation = CGPoint(x: firstLocation.x + dx, y: firstLocation.y + dy)
        lastLocation = CGPoint(x: lastLocation.x + dx, y: lastLocation.y + dy)
        lastTouchCount = new.count
    }

    /// UIKit's `_removeHysteresisFromTranslation`: each axis's translation loses ``hysteresis``
    /// towards zero.
    private func removeHysteresisFromTranslation() {
        let t = translation(in: nil), h = Self.hysteresis
        func reduce(_ v: CGFloat) -> CGFloat { v > 0 ? max(v - h, 0) : min(v + h, 0) }
        setTranslation(CGPoint(x: reduce(t.x), y: reduce(t.y)), in: nil)
    }

    override func willBeginAfterSatisfyingFailureRequirements() {
        setTranslation(.zero, in: nil)
    }

    override func sampleMovement(at time: Double) {
        guard phase != .idle, !movingTouches.isEmpty else { return }
        centroidMoved(to: centroid(of: movingTouches), at: time)
    }

    open override func reset() {
        super.reset()
        phase = .idle
        lastTouchCount = 0
        velocitySample = nil
        previousVelocitySample = nil
    }
}

extension UIEvent {
    /// `touches` in the event's order (deterministic iteration over a set).
    func touchList(from touches: Set<UITouch>) -> [UITouch] {
        if let event = self as? UITouchesEvent {
            let ordered = event.touchList.filter { touches.contains($0) }
            if ordered.count == touches.count { return ordered }
        }
        return touches.sorted { $0.contactID < $1.contactID }
    }
}
