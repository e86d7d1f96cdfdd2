import Foundation
import GlideCheck
import GlideUIKitCore

// Animators that break one interaction invariant each, as app developers write them.

/// Breaks 4: backs out of a transition nobody is driving by calling `cancelInteractiveTransition()`,
/// which only an interactive transition can take.
@MainActor
final class CancelsNonInteractiveAnimator: SlideAnimator {
    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if !ctx.isInteractive, ctx.isAnimated { ctx.cancelInteractiveTransition() }
        super.animateTransition(using: ctx)
    }
}

/// Breaks 11: the interruptible slide, scrubbed along its ease-in-out curve (`scrubsLinearly = false`)
/// so that the views lag the finger at the start and rush ahead in the middle.
@MainActor
final class CurvedScrubAnimator: InterruptibleSlideAnimator {
    override func makeAnimator(duration: Double) -> UIViewPropertyAnimator {
        let made = super.makeAnimator(duration: duration)
        made.scrubsLinearly = false
        return made
    }
}

/// Breaks 12: sets the container's `layer.speed` back to 1 in `animateTransition`, a workaround copied
/// for a container an earlier transition left frozen, which unfreezes the percent-driven scrub.
@MainActor
final class UnfreezesContainerAnimator: SlideAnimator {
    override func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        ctx.containerView.layer.speed = 1
        super.animateTransition(using: ctx)
    }
}
