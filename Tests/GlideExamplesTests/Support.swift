import Foundation
import GlideCatalog
import GlideExamples
import GlideUIKitCore
import Testing

/// How a test drives one transition.
enum Drive: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Animated, no interactor: runs to the end.
    case animated
    /// A percent-driven interactor updates to 0.3 then 0.7, then finishes.
    case interactiveFinish
    /// A percent-driven interactor updates to 0.3 then 0.7, then cancels.
    case interactiveCancel

    var testDescription: String { rawValue }
    var isInteractive: Bool { self != .animated }
    var cancels: Bool { self == .interactiveCancel }
}

/// One driven transition: its context and interactor, and what a probe saw mid-way.
@MainActor
struct DrivenTransition {
    let context: TransitionContext
    let interactor: UIPercentDrivenInteractiveTransition?

    /// Every `completeTransition` call: its argument, whether it was accepted, and `transitionWasCancelled` then.
    var completeCalls: [(argument: Bool, accepted: Bool, wasCancelled: Bool)] {
        context.events.compactMap { event in
            if case let .complete(argument, accepted, wasCancelled) = event.kind { return (argument, accepted, wasCancelled) }
            return nil
        }
    }

    /// True when `completeTransition` was called exactly once, with `!transitionWasCancelled`, and the
    /// transition was cancelled exactly when `cancelled`.
    func completedOnceCorrectly(cancelled: Bool) -> Bool {
        let calls = completeCalls
        return calls.count == 1 && calls[0].accepted && calls[0].argument == !cancelled && calls[0].wasCancelled == cancelled
            && context.phase == .completed
    }
}

/// Runs `operation` on `scene` as `drive` says, then advances `clock` well past the duration.
/// `probe` is called with the interactor's percent after each update (interactive drives only).
@MainActor
func drive(
    _ scene: ReferenceScene, _ operation: ReferenceOperation, _ drive: Drive, clock: ManualClock,
    probe: ((Double) -> Void)? = nil
) -> DrivenTransition? {
    let duration = scene.duration(of: operation)
    switch drive {
    case .animated:
        guard let context = scene.perform(operation) else { return nil }
        clock.advance(by: duration / 2)
        #expect(context.phase == .inFlight, "an animated transition is still running half-way")
        clock.advance(by: duration + 1)
        return DrivenTransition(context: context, interactor: nil)
    case .interactiveFinish, .interactiveCancel:
        let interactor = UIPercentDrivenInteractiveTransition()
        guard let context = scene.perform(operation, interactor: interactor) else { return nil }
        // UIKit starts an interactive transition at the end of the turn that asked for it.
        clock.runPending()
        #expect(context.isInteractive)
        for p in [0.3, 0.7] {
            interactor.update(p)
            clock.advance(by: 0.05)
            probe?(p)
        }
        if drive.cancels { interactor.cancel() } else { interactor.finish() }
        #expect(context.phase == .inFlight, "the completion after release takes time")
        clock.advance(by: duration + 1)
        return DrivenTransition(context: context, interactor: interactor)
    }
}

/// A fresh manual clock.
@MainActor
func makeClock() -> ManualClock { ManualClock() }

/// The names of `views`, in order.
@MainActor
func names(_ views: [UIView]) -> [String] { views.map(\.name) }

/// The kinds of the appearance callbacks `vc` received after the first `since`.
@MainActor
func appearance(_ vc: UIViewController, since: Int = 0) -> [AppearanceCallback.Kind] {
    vc.appearanceCallbacks.dropFirst(since).map(\.kind)
}

/// True when no view in `root`'s tree has an animation running.
@MainActor
func nothingAnimates(in root: UIView) -> Bool {
    root.allViewsInTree.allSatisfy { !$0.layer.hasAnimations }
}

extension Double {
    func isClose(to other: Double, within tolerance: Double = 1e-6) -> Bool { abs(self - other) <= tolerance }
}

extension CGFloat {
    func isClose(to other: CGFloat, within tolerance: Double = 1e-6) -> Bool { Swift.abs(Double(self - other)) <= tolerance }
}

extension CGRect {
    func isClose(to other: CGRect, within tolerance: Double = 1e-6) -> Bool {
        origin.x.isClose(to: other.origin.x, within: tolerance) && origin.y.isClose(to: other.origin.y, within: tolerance)
            && size.width.isClose(to: other.size.width, within: tolerance)
            && size.height.isClose(to: other.size.height, within: tolerance)
    }
}

/// The appearance sequences UIKit produces.
enum Appearance {
    static let appeared: [AppearanceCallback.Kind] = [.viewWillAppear, .viewDidAppear]
    static let disappeared: [AppearanceCallback.Kind] = [.viewWillDisappear, .viewDidDisappear]
    /// A cancelled appearance: will appear, then will and did disappear.
    static let appearanceCancelled: [AppearanceCallback.Kind] = [.viewWillAppear, .viewWillDisappear, .viewDidDisappear]
    /// A cancelled disappearance: will disappear, then will and did appear.
    static let disappearanceCancelled: [AppearanceCallback.Kind] = [.viewWillDisappear, .viewWillAppear, .viewDidAppear]
}
