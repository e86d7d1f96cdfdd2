import Foundation

/// A rotation (UIKit's `UIRotationGestureRecognizer`): continuous; two fingers turning.
///
/// ``rotation`` is the angle the line between the fingers has turned since they touched down (plus
/// what you set it to), in radians, clockwise positive on screen; ``velocity`` is radians per second
/// over the last move. It begins when the angle has turned ``angleHysteresis``, changes with every
/// move, and ends when fewer than two fingers remain.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The turn that begins a rotation, in radians. Apple documents no value; Glide uses 0.1 rad
    /// (5.7°, about 10 pt of arc for fingers 100 pt apart, matching the pan's hysteresis).
    package static let angleHysteresis: CGFloat = 0.1

    /// The rotation in radians since touch-down (or since it was last set).
    open var rotation: CGFloat {
        get { storedRotation }
        set {
            storedRotation = newValue
            baseRotation = newValue
            baseAngle = unwrappedAngle
        }
    }
    /// Radians per second over the last move.
    open private(set) var velocity: CGFloat = 0

    private(set) var phase: TwoFingerPhase = .idle
    private var storedRotation: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var baseAngle: CGFloat = 0
    private var unwrappedAngle: CGFloat = 0
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
            unwrappedAngle = sample.angle
            baseAngle = sample.angle
            phase = .tracking
        case (.idle, .fingerLifted):
            state = .failed
        case (.tracking, .moved(let sample)):
            update(sample)
            if abs(storedRotation - baseRotation) >= Self.angleHysteresis {
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
        guard let previous = current else { return }
        var delta = sample.angle - previous.angle
        while delta > .pi { delta -= 2 * .pi }
        while delta < -.pi { delta += 2 * .pi }
        unwrappedAngle += delta
        let old = storedRotation
        storedRotation = baseRotation + unwrappedAngle - baseAngle
        if sample.time > previous.time { velocity = (storedRotation - old) / CGFloat(sample.time - previous.time) }
        current = sample
    }

    open override func reset() {
        super.reset()
        phase = .idle
        storedRotation = 0
        baseRotation = 0
        unwrappedAngle = 0
        velocity = 0
        current = nil
    }
}
