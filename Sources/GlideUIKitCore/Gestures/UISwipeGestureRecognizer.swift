import Foundation

/// A swipe (UIKit's `UISwipeGestureRecognizer`): discrete; recognized while ``numberOfTouchesRequired``
/// fingers move mostly in one of ``direction``'s directions, far enough and soon enough.
///
/// Followed from UIKit's implementation (`-[UISwipeGestureRecognizer touchesMoved:withEvent:]`,
/// decompiled UIKitCore): at each move, every finger's movement since it touched down is split into a
/// primary part (along the direction) and a secondary part (across it). The swipe is recognized when, for
/// every finger, the primary part reaches ``minimumPrimaryMovement`` and the secondary part stays within
/// ``maximumSecondaryMovement``; both thresholds shrink with the time since the touch began (capped at
/// 0.5 s): the minimum by `1 − t·(1 − 0.06)`, the maximum by `1 − t·(1 − 0.02)`, so a slow swipe needs
/// less distance but a straighter line, as UIKit's header says. It fails when a finger moves more than
/// ``maximumOppositeMovement`` against a single direction, when the movement leaves the bounds, when
/// ``maximumDuration`` passes without recognition, when more fingers than required touch, or when the
/// fingers lift before it was recognized. Its location is the centroid where the swipe began.
///
/// Glide differs from UIKit in two values its decompiled initializer sets and Glide has not read: the
/// movement allowed against the direction (``maximumOppositeMovement``, 10 points here) and a minimum
/// speed of the last move (none here).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The longest a swipe may take to be recognized, in seconds (UIKit: 0.5).
    package static let maximumDuration: Double = 0.5
    /// The movement along the direction needed at the start of the swipe, in points (UIKit: 50).
    package static let minimumPrimaryMovement: CGFloat = 50
    /// The movement across the direction allowed at the start of the swipe, in points (UIKit: 50).
    package static let maximumSecondaryMovement: CGFloat = 50
    /// How much of ``minimumPrimaryMovement`` is left after the 0.5 s of decay (UIKit: 0.06).
    package static let rateOfMinimumMovementDecay: CGFloat = 0.06
    /// How much of ``maximumSecondaryMovement`` is left after the 0.5 s of decay (UIKit: 0.02).
    package static let rateOfMaximumMovementDecay: CGFloat = 0.02
    /// The movement against a single direction that fails the swipe, in points (Glide's estimate).
    package static let maximumOppositeMovement: CGFloat = 10

    /// The fingers that must swipe. Default 1.
    open var numberOfTouchesRequired = 1
    /// The directions that are recognized. Default `.right`.
    open var direction: Direction = .right

    private struct Tracked {
        let touch: UITouch
        let start: CGPoint
        var previous: CGPoint
    }

    private var swipeTouches: [Tracked] = []
    private var failedSwipe = false
    private var startLocation: CGPoint?
    private var startTime: Double = 0
    private var previousTime: Double = 0

    /// Where the swipe began (the centroid of its fingers then), in `view`'s coordinates.
    @discardableResult
    open override func location(in view: UIView?) -> CGPoint {
        guard let startLocation else { return super.location(in: view) }
        return view?.convert(startLocation, from: nil) ?? startLocation
    }

    /// Where finger `touchIndex` touched down, in `view`'s coordinates.
    @discardableResult
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(swipeTouches.indices.contains(touchIndex),
                     "location(ofTouch:in:): index (\(touchIndex)) beyond bounds (\(swipeTouches.count))")
        let start = swipeTouches[touchIndex].start
        return view?.convert(start, from: nil) ?? start
    }

    open override var numberOfTouches: Int { swipeTouches.count }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let list = event.touchList(from: touches)
        if failedSwipe || swipeTouches.count + list.count > numberOfTouchesRequired {
            failedSwipe = true
            return
        }
        for touch in list { swipeTouches.append(Tracked(touch: touch, start: touch.windowLocation, previous: touch.windowLocation)) }
        startLocation = UIGestureRecognizer.centroid(of: swipeTouches.filter { $0.touch.isDown }.map(\.start))
        startTime = event.timestamp
        previousTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let now = event.timestamp
        defer { previousTime = now }
        if now - startTime > Self.maximumDuration, state == .possible {
            state = .failed
            return
        }
        guard !failedSwipe else { return }
        var recognized = swipeTouches.count == numberOfTouchesRequired
        for index in swipeTouches.indices {
            let tracked = swipeTouches[index]
            let qualifies = check(tracked, now: now)
            recognized = recognized && qualifies
            swipeTouches[index].previous = tracked.touch.windowLocation
        }
        if recognized {
            state = .recognized
        } else if failedSwipe {
            state = .failed
        }
    }

    /// Whether one finger's movement makes a swipe (UIKit's per-touch test); sets the failure flag when
    /// the movement rules the swipe out.
    private func check(_ tracked: Tracked, now: Double) -> Bool {
        let location = tracked.touch.windowLocation
        var dx = location.x - tracked.start.x, dy = location.y - tracked.start.y
        if let view {
            // The movement in the view's coordinates, as UIKit measures it.
            let a = view.convert(tracked.start, from: nil), b = view.convert(location, from: nil)
            dx = b.x - a.x
            dy = b.y - a.y
        }
        let t = CGFloat(min(now - startTime, 0.5))
        let minimumDecay = 1 - t * (1 - Self.rateOfMinimumMovementDecay)
        let maximumDecay = 1 - t * (1 - Self.rateOfMaximumMovementDecay)
        let minimumPrimary = Self.minimumPrimaryMovement * minimumDecay
        let maximumSecondary = Self.maximumSecondaryMovement * maximumDecay
        let horizontal = direction.rawValue & 3, vertical = direction.rawValue & 12
        let opposite = Self.maximumOppositeMovement
        if (horizontal == 2 && dx > opposite) || (horizontal == 1 && dx < -opposite)
            || (vertical == 8 && dy < -opposite) || (vertical == 4 && dy > opposite) {
            failedSwipe = true
            return false
        }
        var qualifies = false
        if horizontal != 0 {
            if abs(dy) > maximumSecondary {
                failedSwipe = true
                return false
            }
            qualifies = abs(dx) >= minimumPrimary
        }
        if vertical != 0 {
            if abs(dx) > maximumSecondary {
                failedSwipe = true
                return qualifies
            }
            qualifies = qualifies || abs(dy) >= minimumPrimary
        }
        return qualifies
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        liftTouches(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        liftTouches(touches)
    }

    /// Fingers that lift before the swipe was recognized fail it (once the last one lifts).
    private func liftTouches(_ touches: Set<UITouch>) {
        swipeTouches.removeAll { touches.contains($0.touch) }
        if swipeTouches.isEmpty {
            if state == .possible { state = .failed }
        } else {
            failedSwipe = true
        }
    }

    open override func reset() {
        super.reset()
        swipeTouches.removeAll()
        failedSwipe = false
        startLocation = nil
        startTime = 0
        previousTime = 0
    }
}
