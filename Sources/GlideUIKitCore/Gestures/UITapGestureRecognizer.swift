import Foundation
import GlideClock

/// A tap (UIKit's `UITapGestureRecognizer`): discrete; recognized when ``numberOfTouchesRequired``
/// fingers have tapped ``numberOfTapsRequired`` times.
///
/// A tap fails when a finger moves more than ``allowableMovement`` from where it touched down or a
/// later tap lands farther than that from the first,
/// when a finger stays down longer than ``maximumTapDuration``, when the next tap does not begin
/// within ``maximumIntervalBetweenSuccessiveTaps`` of the last lift, or when more fingers than
/// required touch. Its location is that of the first tap (UIKit's header: "from the first tap in
/// the sequence").
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How far a finger may move from the first tap's start, in points. UIKit's private
    /// `UITapRecognizer` default; its decompiled `init` packs it in a constant, and mocha (a UIKit
    /// re-implementation, `mocha.ui.TapGestureRecognizer`) gives it as 45.
    package static let allowableMovement: CGFloat = 45
    /// The longest a finger may stay down for a tap, in seconds (`UITapRecognizer`'s
    /// `maximumSingleTapDuration`; 0.75 s in mocha's re-implementation).
    package static let maximumTapDuration: Double = 0.75
    /// The longest pause between a lift and the next tap, in seconds. UIKit: `-[UITapRecognizer init]`
    /// sets `_maximumIntervalBetweenSuccessiveTaps = 0.35` (decompiled UIKitCore).
    package static let maximumIntervalBetweenSuccessiveTaps: Double = 0.35

    /// The taps needed. Default 1.
    open var numberOfTapsRequired = 1
    /// The fingers needed for each tap. Default 1.
    open var numberOfTouchesRequired = 1

    /// The named states of the tap's machine.
    enum Phase: Equatable {
        /// Waiting for the first tap.
        case idle
        /// Fingers down for tap number `tap` (0-based).
        case touching(tap: Int)
        /// Tap `tapsDone` finished; waiting for the next one.
        case betweenTaps(tapsDone: Int)
        /// Recognized or failed: nothing more until reset.
        case done
    }

    /// The events the machine handles.
    enum Event {
        case fingersDown(count: Int, time: Double)
        case fingerMoved(distance: CGFloat)
        case allFingersUp
        case tapTooLong
        case pauseTooLong
        case cancelled
    }

    private(set) var phase: Phase = .idle
    private var startPoint: CGPoint?
    /// Where each touch began (looked up, never iterated).
    private var touchStarts: [ObjectIdentifier: CGPoint] = [:]
    private var mostFingers = 0
    private var timer: ScheduledTask?

    @discardableResult
    open override func location(in view: UIView?) -> CGPoint {
        guard let startPoint else { return super.location(in: view) }
        return view?.convert(startPoint, from: nil) ?? startPoint
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let list = event.touchList(from: touches)
        for touch in list { touchStarts[ObjectIdentifier(touch)] = touch.windowLocation }
        let centroid = UIGestureRecognizer.centroid(of: list.map(\.windowLocation))
        let startsNewTap: Bool
        if case .betweenTaps = phase { startsNewTap = true } else { startsNewTap = false }
        let start = startPoint ?? centroid
        startPoint = start
        handle(.fingersDown(count: trackedTouches.filter(\.isDown).count, time: event.timestamp))
        // A later tap must land near the first one.
        let distance = hypot(centroid.x - start.x, centroid.y - start.y)
        if startsNewTap, distance > Self.allowableMovement { handle(.fingerMoved(distance: distance)) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let distance = touches.map { touch in
            let start = touchStarts[ObjectIdentifier(touch)] ?? touch.windowLocation
            return hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y)
        }.max() ?? 0
        handle(.fingerMoved(distance: distance))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.allSatisfy({ touches.contains($0) || !$0.isDown }) { handle(.allFingersUp) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        handle(.cancelled)
    }

    func handle(_ event: Event) {
        switch phase {
        case .idle: onIdle(event)
        case .touching(let tap): onTouching(event, tap: tap)
        case .betweenTaps(let tapsDone): onBetweenTaps(event, tapsDone: tapsDone)
        case .done: break
        }
    }

    private func onIdle(_ event: Event) {
        guard case .fingersDown(let count, _) = event else { return }
        startTap(0, fingers: count)
    }

    private func onTouching(_ event: Event, tap: Int) {
        switch event {
        case .fingersDown(let count, _):
            mostFingers = max(mostFingers, count)
            if count > numberOfTouchesRequired { fail() }
        case .fingerMoved(let distance):
            if distance > Self.allowableMovement { fail() }
        case .allFingersUp:
            finishTap(tap)
        case .tapTooLong, .cancelled:
            fail()
        case .pauseTooLong:
            break
        }
    }

    private func onBetweenTaps(_ event: Event, tapsDone: Int) {
        switch event {
        case .fingersDown(let count, _):
            startTap(tapsDone, fingers: count)
        case .pauseTooLong, .cancelled:
            fail()
        default:
            break
        }
    }

    private func startTap(_ tap: Int, fingers: Int) {
        phase = .touching(tap: tap)
        mostFingers = fingers
        if fingers > numberOfTouchesRequired { return fail() }
        arm(after: Self.maximumTapDuration, .tapTooLong)
    }

    private func finishTap(_ tap: Int) {
        timer?.cancel()
        guard mostFingers == numberOfTouchesRequired else { return fail() }
        if tap + 1 >= numberOfTapsRequired {
            phase = .done
            state = .recognized
        } else {
            phase = .betweenTaps(tapsDone: tap + 1)
            arm(after: Self.maximumIntervalBetweenSuccessiveTaps, .pauseTooLong)
        }
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
        startPoint = nil
        touchStarts.removeAll()
        mostFingers = 0
    }
}
