import Foundation
@testable import GlideUIKitCore

/// A reference view on a manual clock with a dynamic animator, for the dynamics tests.
@MainActor
struct DynamicsScene {
    let clock: ManualClock
    let reference: UIView
    let animator: UIDynamicAnimator
    let recorder = AnimatorRecorder()

    init(width: CGFloat = 400, height: CGFloat = 800) {
        clock = ManualClock().makeCurrent()
        reference = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        animator = UIDynamicAnimator(referenceView: reference)
        animator.delegate = recorder
    }

    /// A subview of the reference view with `size`, centred on `center`.
    func addView(center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        reference.addSubview(view)
        return view
    }

    /// Advances the clock by `seconds` one display frame (1/120 s) at a time, to each frame's exact
    /// nanosecond, calling `frame` after each.
    func run(_ seconds: Double, frame: () -> Void = {}) {
        let start = clock.nowNanoseconds
        let frames = Int64((seconds * 120).rounded())
        guard frames > 0 else { return }
        for k in 1...frames {
            clock.advance(toNanoseconds: start + (k * 1_000_000_000 + 119) / 120)
            frame()
        }
    }
}

/// Counts the animator's pause and resume callbacks.
@MainActor
final class AnimatorRecorder: NSObject, UIDynamicAnimatorDelegate {
    var resumed = 0
    var paused = 0
    var pausedAt: [Double] = []

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        paused += 1
        pausedAt.append(Clocks.current.now)
    }
}

/// Records a collision behaviour's contact callbacks.
@MainActor
final class CollisionRecorder: NSObject, UICollisionBehaviorDelegate {
    var events: [String] = []

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem, at p: CGPoint) {
        events.append("began \(name(item1)) \(name(item2))")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem) {
        events.append("ended \(name(item1)) \(name(item2))")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        events.append("began \(name(item)) \(identifier.map { "\($0)" } ?? "bounds") at \(Int(p.y.rounded()))")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?) {
        events.append("ended \(name(item)) \(identifier.map { "\($0)" } ?? "bounds")")
    }

    private func name(_ item: any UIDynamicItem) -> String { (item as? UIView)?.accessibilityIdentifier ?? "item" }
}

extension UIView {
    /// The rotation of the view's transform, in radians.
    var rotationAngle: Double { Double(atan2(transform.b, transform.a)) }
}
