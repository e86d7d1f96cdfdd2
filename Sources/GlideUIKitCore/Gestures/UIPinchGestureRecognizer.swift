import Foundation

/// The named states shared by the two-finger recognizers' machines.
enum TwoFingerPhase: Equatable {
    /// Fewer than two fingers down.
    case idle
    /// Two fingers down, not moved enough.
    case tracking
    /// Began: changes with every move.
    case transforming
}

/// What the two-finger recognizers' state machines react to.
enum TwoFingerEvent {
    case twoFingersDown(TwoFingerSample)
    case moved(TwoFingerSample)
    case fingerLifted(cancelled: Bool)
}

extension UIGestureRecognizer {
    /// The pinch's and rotation's reading of touches that began: a third finger and later ones are
    /// ignored; the second finger down, while idle, starts the gesture.
    func twoFingersDown(_ touches: Set<UITouch>, with event: UIEvent, idle: Bool) -> TwoFingerEvent? {
        for touch in event.touchList(from: touches) where trackedTouches.firstIndex(of: touch).map({ $0 >= 2 }) == true {
            ignore(touch, for: event)
        }
        guard trackedTouches.count == 2, idle else { return nil }
        return .twoFingersDown(TwoFingerSample(trackedTouches[0], trackedTouches[1], time: event.timestamp))
    }

    /// The pinch's and rotation's reading of moved touches: a move of the two tracked fingers.
    func twoFingersMoved(with event: UIEvent) -> TwoFingerEvent? {
        guard trackedTouches.count == 2 else { return nil }
        return .moved(TwoFingerSample(trackedTouches[0], trackedTouches[1], time: event.timestamp))
    }
}

/// The two touches a pinch or rotation follows: their span and angle, and the samples for velocity.
@MainActor
struct TwoFingerSample {
    var span: CGFloat
    var angle: CGFloat
    var time: Double

    init(_ a: UITouch, _ b: UITouch, time: Double) {
        let dx = b.windowLocation.x - a.windowLocation.x, dy = b.windowLocation.y - a.windowLocation.y
        span = hypot(dx, dy)
        angle = atan2(dy, dx)
        self.time = time
    }
}

/// A pinch (UIKit's `UIPinchGestureRecognizer`): continuous; two fingers moving apart or together.
///
/// ``scale`` is the distance between the fingers over the distance when they touched down (times
/// what you set it to); ``velocity`` is the change of scale per second over the last move. It
/// begins when the distance has changed by ``spanHysteresis``, changes with every move, and ends
/// when fewer than two fingers remain. A third finger is ignored.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The change of the fingers' distance that begins a pinch, in points. Apple documents no value;
    /// Glide uses the pan's hysteresis (10 pt, UIKit's `_defaultHysteresis`) for the span.
    package static let spanHysteresis: CGFloat = 10

    /// The scale factor relative to the fingers' distance at touch-down (or when last set).
    open var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            baseScale = newValue
            baseSpan = current?.span ?? baseSpan
        }
    }
    /// The scale factor's change per second over the last move.
    open private(set) var velocity: CGFloat = 0

    private(set) var phase: TwoFingerPhase = .idle
    private var storedScale: CGFloat = 1
    private var baseScale: CGFloat = 1
    private var baseSpan: CGFloat = 0
    private var initialSpan: CGFloat = 0
    private var current: TwoFingerSample?

    typealias Event = TwoFingerEvent

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let down = twoFingersDown(touches, with: event, idle: phase == .idle) { handle(down) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let moved = twoFingersMoved(with: event) { handle(moved) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        handle(.fingerLifted(cancelled: false))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        handle(.fingerLifted(cancelled: true))
    }

    func handle(_ event: Event) {
        switch (phase, event) {
        case (.idle, .twoFingersDown(let sample)):
            current = sample
            initialSpan = sample.span
            baseSpan = sample.span
            phase = .tracking
        case (.idle, .fingerLifted):
            state = .failed
        case (.tracking, .moved(let sample)):
            update(sample)
            if abs(sample.span - initialSpan) >= Self.spanHysteresis {
                phase = .transforming
                state = .began
            }
        case (.tracking, .fingerLifted):
            phase = .idle
            state = .failed
        case (.transforming, .moved(let sample)):
            update(sample)
            if state.isActive { state = .changed }
        case (.transforming, .fingerLifted(let cancelled)):
            phase = .idle
            state = cancelled || !state.isActive ? .failed : .ended
        default:
            break
        }
    }

    private func update(_ sample: TwoFingerSample) {
        let old = storedScale
        storedScale = baseSpan > 0 ? baseScale * sample.span / baseSpan : baseScale
        if let previous = current, sample.time > previous.time {
            velocity = (storedScale - old) / CGFloat(sample.time - previous.time)
        }
        current = sample
    }

    open override func reset() {
        super.reset()
        phase = .idle
        storedScale = 1
        baseScale = 1
        velocity = 0
        current = nil
    }
}
