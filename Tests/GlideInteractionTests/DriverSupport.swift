import Foundation
import GlideCatalog
import GlideExamples
import GlideGestureRecognition
import GlideInteraction
import GlideInput
import GlideUIKitCore

/// A 100 × 56 mm clickpad (protocol B, 5 slots, 40 units/mm): enough of a description for the driver.
func testTouchpad() -> DeviceDescription {
    var d = DeviceDescription(name: "test touchpad")
    d.properties = [InputProperty.pointer, InputProperty.buttonpad]
    d.axes[EventCode.ABS_MT_SLOT] = AxisInfo(minimum: 0, maximum: 4)
    d.axes[EventCode.ABS_MT_POSITION_X] = AxisInfo(minimum: 0, maximum: 4000, resolution: 40)
    d.axes[EventCode.ABS_MT_POSITION_Y] = AxisInfo(minimum: 0, maximum: 2240, resolution: 40)
    d.codes[EventType.abs] = [EventCode.ABS_MT_SLOT, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y]
    d.codes[EventType.key] = [EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOUCH]
    return d
}

/// A 290 × 180 mm touchscreen.
func testTouchscreen() -> DeviceDescription {
    var d = DeviceDescription(name: "test touchscreen")
    d.properties = [InputProperty.direct]
    d.axes[EventCode.ABS_MT_SLOT] = AxisInfo(minimum: 0, maximum: 9)
    d.axes[EventCode.ABS_MT_POSITION_X] = AxisInfo(minimum: 0, maximum: 2900, resolution: 10)
    d.axes[EventCode.ABS_MT_POSITION_Y] = AxisInfo(minimum: 0, maximum: 1800, resolution: 10)
    d.codes[EventType.abs] = [EventCode.ABS_MT_SLOT, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y]
    d.codes[EventType.key] = [EventCode.BTN_TOUCH]
    return d
}

/// Gesture events of a swipe whose percent follows `path` (seconds, percent) linearly between
/// waypoints at 120 Hz, moving `direction` over `distance` mm; velocity is the exact derivative.
func swipeEvents(
    _ path: [(Double, Double)], kind: GestureKind = .swipe, fingers: Int = 3, direction: GestureDirection = .left,
    distance: Double = 40, edge: SurfaceEdge? = nil, end: GesturePhase = .ended, endVelocity: Double? = nil
) -> [GestureEvent] {
    let unit = direction.unitVector
    var events: [GestureEvent] = []
    var previous = SurfaceVector.zero
    let start = path[0].0
    func emit(_ phase: GesturePhase, _ t: Double, _ p: Double, _ v: Double) {
        let translation = unit * (p * distance)
        events.append(GestureEvent(
            phase: phase, kind: kind, fingerCount: fingers, time: t, startTime: start, translation: translation,
            delta: translation - previous, velocity: unit * (v * distance), centroid: SurfaceVector(x: 50, y: 30) + translation,
            edge: edge, cancelReason: phase == .cancelled ? .fingerCountChanged : nil))
        previous = translation
    }
    var first = true
    var lastV = 0.0
    for (a, b) in zip(path, path.dropFirst()) {
        let steps = max(1, Int(((b.0 - a.0) * 120).rounded()))
        let v = (b.1 - a.1) / (b.0 - a.0)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            emit(first ? .began : .changed, a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, v)
            first = false
        }
        lastV = v
    }
    let last = path[path.count - 1]
    emit(end, last.0 + 0.008, last.1, endVelocity ?? lastV)
    return events
}

/// Feeds `events` to `driver` on `clock` (advancing it to each event's time), then lets the completion run.
@MainActor
func drive(_ driver: InteractionDriver, _ events: [GestureEvent], clock: ManualClock, settle: Double = 3) {
    for e in events {
        clock.advance(to: e.time)
        driver.handle(e)
    }
    clock.advance(by: settle)
}

/// A presenter and a view controller presented with an interruptible slide (a property animator).
@MainActor
final class InterruptibleTarget: TransitionTarget, UIViewControllerTransitioningDelegate {
    let window: UIWindow
    let presenter = UIViewController(name: "home")
    let presented = UIViewController(name: "detail")
    var interactor: UIPercentDrivenInteractiveTransition?
    var animators: [InterruptibleSlide] = []

    init(clock: ManualClock) {
        window = ReferenceScene.makeWindow(clock: clock, root: presenter)
        presented.transitioningDelegate = self
    }

    var containerSize: CGSize { window.bounds.size }
    var stateDescription: String { presented.presentingViewController == nil ? "nothing presented" : "detail presented" }
    func canBegin(_ step: TransitionStep) -> Bool {
        step == .forward ? presented.presentingViewController == nil : presented.presentingViewController != nil
    }
    func beginTransition(_ step: TransitionStep, interactor: UIPercentDrivenInteractiveTransition) -> TransitionContext? {
        self.interactor = interactor
        var created: TransitionContext?
        let observation = TransitionContext.observeCreation { created = $0 }
        defer { observation.cancel() }
        if step == .forward { presenter.present(presented, animated: true) } else { presented.dismiss(animated: true) }
        return created
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let a = InterruptibleSlide()
        animators.append(a)
        return a
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        let a = InterruptibleSlide()
        animators.append(a)
        return a
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { interactor }
}

/// Slides the presented view in from the right with a property animator (0.5 s).
@MainActor
final class InterruptibleSlide: UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double { 0.5 }
    func animateTransition(using ctx: any UIViewControllerContextTransitioning) { interruptibleAnimator(using: ctx).startAnimation() }
    func interruptibleAnimator(using ctx: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let presenting = ctx.viewController(forKey: .to).map { ctx.finalFrame(for: $0) != .zero } ?? false
        let view = (presenting ? ctx.view(forKey: .to) : ctx.view(forKey: .from))!
        let onScreen = presenting ? ctx.finalFrame(for: ctx.viewController(forKey: .to)!) : view.frame
        let offScreen = onScreen.offsetBy(dx: onScreen.width, dy: 0)
        if presenting {
            ctx.containerView.addSubview(view)
            view.frame = offScreen
        }
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { view.frame = presenting ? onScreen : offScreen }
        animator.addCompletion { _ in
            let cancelled = ctx.transitionWasCancelled
            if cancelled, presenting { view.removeFromSuperview() }
            if cancelled, !presenting { view.frame = onScreen }
            ctx.completeTransition(!cancelled)
        }
        self.animator = animator
        return animator
    }
}
