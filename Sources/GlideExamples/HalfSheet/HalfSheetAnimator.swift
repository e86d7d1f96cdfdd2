import Foundation
import GlideUIKit

/// Slides the half sheet up from below the screen to its frame, and back down (0.4 s, ease in-out).
///
/// Completes with `!transitionWasCancelled`; on a cancelled presentation it removes the sheet's view
/// and puts back the frame it set below the screen before the block. A cancelled dismissal needs no
/// code: UIKit runs the slide back and gives the sheet's frame its value from before the block. The
/// dimming and the presenter's scale are the presentation controller's.
@MainActor
public final class HalfSheetAnimator: UIViewControllerAnimatedTransitioning {
    /// The duration of either slide, in seconds.
    nonisolated public static let duration = 0.4

    /// Slide up (present) or down (dismiss).
    public let operation: ReferenceOperation
    /// Every `animationEnded` value received, in order.
    public private(set) var endedValues: [Bool] = []

    /// An animator for `operation`.
    public init(operation: ReferenceOperation) {
        self.operation = operation
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        endedValues.append(transitionCompleted)
    }

    public func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let presenting = operation == .present
        guard let sheetVC = ctx.viewController(forKey: presenting ? .to : .from),
              let sheet = ctx.view(forKey: presenting ? .to : .from)
        else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let saved = sheet.frame
        let shown = presenting ? ctx.finalFrame(for: sheetVC) : ctx.initialFrame(for: sheetVC)
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            sheet.frame = hidden
            container.addSubview(sheet)
        }
        ctx.perform(
            animations: { sheet.frame = presenting ? shown : hidden },
            completion: { _ in
                let cancelled = ctx.transitionWasCancelled
                if cancelled, presenting {
                    sheet.removeFromSuperview()
                    sheet.frame = saved
                }
                ctx.completeTransition(!cancelled)
            },
            animate: { animations, completion in
                UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut, animations: animations, completion: completion)
            })
    }
}
