import Foundation
import GlideUIKit

/// The App Store "Today" card transition: the selected card expands to full screen and collapses back.
///
/// - Expand (present): the detail view starts at the card's frame with the card's corner radius and a
///   card-sized image; a spring (damping 0.5, 1.0 s) grows it to its final frame, grows its image,
///   fades in the close button and slides the tab bar off the bottom of the screen. The card in the
///   list is hidden while its detail is up.
/// - Collapse (dismiss): a spring (damping 0.8, 0.7 s) shrinks the detail back onto the card with
///   the card's corner radius and slides the tab bar back.
///
/// The reference form completes with `!transitionWasCancelled` and, on cancel, puts back only what UIKit
/// does not: a cancelled transition runs its animations back, and UIKit gives every property animated
/// in the block its value from before the block (the tab bar, and the whole collapse). The expansion
/// sets the detail view's frame, corner radius, image and close button to the card's *before* its
/// block, so the reversal ends there; the animator gives them their own values back, shows the card
/// it hid and removes the detail view it added.
///
/// The buggy form completes with the animation's `finished` flag, as commonly written. A cancelled
/// interactive transition still ends its animations normally (`finished == true`), so it calls
/// `completeTransition(true)` after a cancel: UIKit commits the presentation or dismissal the user
/// cancelled, with the views where the reversal left them (a presented detail the size of the card;
/// a dismissed detail still full screen).
@MainActor
public final class CardTransitionAnimator: UIViewControllerAnimatedTransitioning {
    /// The expansion spring's damping ratio.
    nonisolated public static let expandDamping = 0.5
    /// The expansion's duration, in seconds.
    nonisolated public static let expandDuration = 1.0
    /// The collapse spring's damping ratio.
    nonisolated public static let collapseDamping = 0.8
    /// The collapse's duration, in seconds.
    nonisolated public static let collapseDuration = 0.7

    /// Whether this animator expands (present) or collapses (dismiss).
    public let operation: ReferenceOperation
    /// The card the detail expands from and collapses onto.
    public let card: CardCell
    /// Correct or as commonly written.
    public let variant: ExampleVariant
    /// Every `animationEnded` value received, in order.
    public private(set) var endedValues: [Bool] = []

    /// An animator for `operation` on `card`.
    public init(operation: ReferenceOperation, card: CardCell, variant: ExampleVariant = .reference) {
        self.operation = operation
        self.card = card
        self.variant = variant
    }

    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> Double {
        guard transitionContext?.isAnimated != false else { return 0 }
        return operation == .present ? Self.expandDuration : Self.collapseDuration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        switch operation {
        case .present: expand(transitionContext)
        case .dismiss: collapse(transitionContext)
        }
    }

    public func animationEnded(_ transitionCompleted: Bool) {
        endedValues.append(transitionCompleted)
    }

    /// The tab bar frame on screen for `tabs`, and the frame just below the screen.
    static func tabBarFrames(for tabs: UITabBarController) -> (shown: CGRect, hidden: CGRect) {
        let bounds = tabs.view.bounds
        let shown = CGRect(
            x: 0, y: bounds.height - UITabBarController.tabBarHeight, width: bounds.width, height: UITabBarController.tabBarHeight)
        return (shown, shown.offsetBy(dx: 0, dy: UITabBarController.tabBarHeight))
    }

    private func tabBarController(_ vc: UIViewController?) -> UITabBarController? {
        (vc as? UITabBarController) ?? vc?.tabBarController
    }

    /// The card's resting frame in the container's coordinates.
    private func cardFrame(in container: UIView) -> CGRect {
        guard let list = card.superview else { return card.restingFrame }
        return container.convert(card.restingFrame, from: list)
    }

    /// What the completion passes to `completeTransition`: the bug lives here.
    private func didComplete(_ ctx: any UIViewControllerContextTransitioning, finished: Bool) -> Bool {
        switch variant {
        case .reference: return !ctx.transitionWasCancelled
        case .buggy: return finished
        }
    }

    private func expand(_ ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let detail = ctx.viewController(forKey: .to) as? CardDetailViewController, let detailView = ctx.view(forKey: .to) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let tabs = tabBarController(ctx.viewController(forKey: .from))
        let tabBarFrames = tabs.map(Self.tabBarFrames)
        let cardFrame = cardFrame(in: container)
        let finalFrame = ctx.finalFrame(for: detail)
        let card = self.card
        // What this animator sets outside the animation block, to put back on cancel (the reversal
        // ends at these starting values, not at the views' own).
        let saved = (
            frame: detailView.frame, cornerRadius: detailView.layer.cornerRadius, image: detail.imageView.frame,
            closeAlpha: detail.closeButton.alpha, cardHidden: card.isHidden)

        detailView.frame = cardFrame
        detailView.layer.cornerRadius = CardCell.cornerRadius
        detail.imageView.frame = detail.collapsedImageFrame(cardSize: cardFrame.size)
        detail.closeButton.alpha = 0
        container.addSubview(detailView)
        card.isHidden = true

        ctx.perform(
            animations: {
                detailView.frame = finalFrame
                detailView.layer.cornerRadius = 0
                detail.imageView.frame = detail.expandedImageFrame(in: CGRect(origin: .zero, size: finalFrame.size))
                detail.closeButton.alpha = 1
                if let tabs, let frames = tabBarFrames { tabs.tabBar.frame = frames.hidden }
            },
            completion: { finished in
                let completed = self.didComplete(ctx, finished: finished)
                if !completed {
                    detailView.removeFromSuperview()
                    detailView.frame = saved.frame
                    detailView.layer.cornerRadius = saved.cornerRadius
                    detail.imageView.frame = saved.image
                    detail.closeButton.alpha = saved.closeAlpha
                    card.isHidden = saved.cardHidden
                }
                ctx.completeTransition(completed)
            },
            animate: { animations, completion in
                UIView.animate(
                    withDuration: Self.expandDuration, delay: 0, usingSpringWithDamping: Self.expandDamping,
                    initialSpringVelocity: 0, animations: animations, completion: completion)
            })
    }

    private func collapse(_ ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        guard let detail = ctx.viewController(forKey: .from) as? CardDetailViewController, let detailView = ctx.view(forKey: .from) else {
            ctx.completeTransition(!ctx.transitionWasCancelled)
            return
        }
        let tabs = tabBarController(ctx.viewController(forKey: .to))
        let tabBarFrames = tabs.map(Self.tabBarFrames)
        let cardFrame = cardFrame(in: container)
        let card = self.card

        ctx.perform(
            animations: {
                detailView.frame = cardFrame
                detailView.layer.cornerRadius = CardCell.cornerRadius
                detail.imageView.frame = detail.collapsedImageFrame(cardSize: cardFrame.size)
                detail.closeButton.alpha = 0
                if let tabs, let frames = tabBarFrames { tabs.tabBar.frame = frames.shown }
            },
            completion: { finished in
                let completed = self.didComplete(ctx, finished: finished)
                // On cancel UIKit has put the animated values back; the card stays hidden under the detail.
                if completed { card.isHidden = false }
                ctx.completeTransition(completed)
            },
            animate: { animations, completion in
                UIView.animate(
                    withDuration: Self.collapseDuration, delay: 0, usingSpringWithDamping: Self.collapseDamping,
                    initialSpringVelocity: 0, animations: animations, completion: completion)
            })
    }
}
