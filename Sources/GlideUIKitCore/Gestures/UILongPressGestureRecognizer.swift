import Foundation
import GlideClock

/// A long press (UIKit's `UILongPressGestureRecognizer`): continuous; begins when
/// ``numberOfTouchesRequired`` fingers, after ``numberOfTapsRequired`` taps, have been held for
/// ``minimumPressDuration`` without moving more than ``allowableMovement``; every move then changes
/// it (with no limit on movement), and lifting a finger ends it.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Apple's documented default for ``minimumPressDuration``, in seconds (0.5).
    package static let defaultMinimumPressDuration: Double = 0.5
    /// Apple's documented default for ``allowableMovement``, in points (10).
    package static let defaultAllowableMovement: CGFloat = 10

    /// How long the fingers must be held, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = UILongPressGestureRecognizer.defaultMinimumPressDuration
    /// How far a finger may move before the press begins, in points. Default 10.
    open var allowableMovement: CGFloat = UILongPressGestureRecognizer.defaultAllowableMovement
    /// Full taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// Fingers to hold. Default 1.
    open var numberOfTouchesRequired = 1

    /// The named states of the press's machine.
    enum Phase: Equatable {
        case idle
        /// Fingers down for one of the taps before the press.
        case tapping(tapsDone: Int)
        /// Waiting for the next tap or the press.
        case betweenTaps(tapsDone: Int)
        /// Fingers down for the press; the timer runs once enough fingers are down.
        case pressing
        /// Began: moves change it, a lift ends it.
        case held
        case done
    }

    enum Event {
        case fingersDown(count: Int)
        case fingerMoved(distance: CGFloat)
        case fingerUp(allUp: Bool)
        case pressTimerFired
        case pauseTooLong
        case cancelled
    }

    private(set) var phase: Phase = .idle
    /// Where each touch began (looked up, never iterated).
    private var touchStarts: [ObjectIdentifier: CGPoint] = [:]
    private var timer: ScheduledTask?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in event.touchList(from: touches) { touchStarts[ObjectIdentifier(touch)] = touch.windowLocation }
        handle(.fingersDown(count: trackedTouches.filter(\.isDown).count))
    }

    /// Each finger's movement is measured from where it touched down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let distance = touches.map { touch in
            let start = touchStarts[ObjectIdentifier(touch)] ?? touch.windowLocation
            return hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y)
        }.max() ?? 0
        handle(.fingerMoved(distance: distance))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        handle(.fingerUp(allUp: trackedTouches.allSatisfy { touches.contains($0) || !$0.isDown }))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        handle(.cancelled)
    }

    func handle(_ event: Event) {
        switch phase {
        case .idle: onIdle(event)
        case .tapping(let tapsDone): onTapping(event, tapsDone: tapsDone)
        case .betweenTaps(let tapsDone): onBetweenTaps(event, tapsDone: tapsDone)
        case .pressing: onPressing(event)
        case .held: onHeld(event)
        case .done: break
        }
    }

    private func onIdle(_ event: Event) {
        guard case .fingersDown(let count) = event else { return }
        if numberOfTapsRequired > 0 {
            phase = .tapping(tapsDone: 0)
            arm(after: UITapGestureRecognizer.maximumTapDuration, .cancelled)
        } else {
            startPress(fingers: count)
        }
    }

    private func onTapping(_ event: Event, tapsDone: Int) {
        switch event {
        case .fingerMoved(let distance) where distance > allowableMovement: fail()
        case .fingerUp(let allUp) where allUp:
            phase = .betweenTaps(tapsDone: tapsDone + 1)
            arm(after: UITapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps, .pauseTooLong)
        case .cancelled: fail()
        default: break
        }
    }

    private func onBetweenTaps(_ event: Event, tapsDone: Int) {
        switch event {
        case .fingersDown(let count):
            if tapsDone >= numberOfTapsRequired {
                startPress(fingers: count)
            } else {
                phase = .tapping(tapsDone: tapsDone)
                arm(after: UITapGestureRecognizer.maximumTapDuration, .cancelled)
            }
        case .pauseTooLong, .cancelled: fail()
        default: break
        }
    }

    private func onPressing(_ event: Event) {
        switch event {
        case .fingersDown(let count):
            if count > numberOfTouchesRequired { fail() } else if count == numberOfTouchesRequired { armPress() }
        case .fingerMoved(let distance):
            if distance > allowableMovement { fail() }
        case .pressTimerFired:
            phase = .held
            state = .began
        case .fingerUp, .cancelled, .pauseTooLong:
            fail()
        }
    }

    private func onHeld(_ event: Event) {
        switch event {
        case .fingerMoved:
            if state.isActive { state = .changed }
        case .fingerUp:
            phase = .done
            state = state.isActive ? .ended : .failed
        case .cancelled:
            phase = .done
            state = .failed  // a recognizer that began becomes .cancelled
        default:
            break
        }
    }

    private func startPress(fingers: Int) {
        phase = .pressing
        timer?.cancel()
        if fingers > numberOfTouchesRequired { return fail() }
        if fingers == numberOfTouchesRequired { armPress() }
    }

    private func armPress() {
        arm(after: minimumPressDuration, .pressTimerFired)
    }

    private func fail() {
        timer?.cancel()
        phase = .done
        state = .failed
    }

    private func arm(after seconds: Double, _ event: Event) {
        timer?.cancel()
        timer = clock.schedule(after: seconds) { [weak self] in self?.handle(event) }
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        phase = .idle
        touchStarts.removeAll()
    }
}
