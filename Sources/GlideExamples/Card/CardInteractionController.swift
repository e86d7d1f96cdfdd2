import Foundation
import GlideUIKit

/// The card's gesture handlers, as an app writes its interaction controller: a vertical pan over the
/// list expands the selected card, a pinch on the story closes it. Each handler starts the transition
/// in `.began`, updates a `UIPercentDrivenInteractiveTransition` in `.changed`, decides in `.ended`
/// (past half way, or flicked that way), and cancels in `.cancelled` and `.failed`. (Linux has no
/// `#selector`: the targets are added with GlideUIKit's `Selector(Type.method(_:), name:)`, as
/// `glide port` rewrites them.)
@MainActor
public final class CardInteractionController: NSObject {
    /// How far up the fingers travel for the whole expansion, in points.
    nonisolated public static let expandDistance: CGFloat = 400
    /// An upward pan at least this fast expands whatever the distance, in points per second.
    nonisolated public static let flickVelocity: CGFloat = 1000
    /// The pinch scale at which the story is fully closed.
    nonisolated public static let closedScale: CGFloat = 0.4
    /// A pinch closing at least this fast closes whatever the scale, in scale per second.
    nonisolated public static let flickScaleVelocity: CGFloat = 2

    /// The handlers' form: correct, or forgetting `.cancelled` and `.failed`.
    public let handlerVariant: HandlerVariant
    /// The interactor of the transition in progress (nil between gestures).
    public private(set) var interactor: UIPercentDrivenInteractiveTransition?
    private weak var list: CardListViewController?
    private weak var detail: CardDetailViewController?
    private let transitioningDelegate: CardTransitioningDelegate

    /// Handlers on `list`'s pan and `detail`'s pinch, presenting `detail` through `delegate`.
    public init(
        list: CardListViewController, detail: CardDetailViewController, delegate: CardTransitioningDelegate,
        handlerVariant: HandlerVariant = .reference
    ) {
        self.handlerVariant = handlerVariant
        self.list = list
        self.detail = detail
        transitioningDelegate = delegate
        super.init()
        list.expandPanGestureRecognizer.addTarget(self, action: Selector(CardInteractionController.handleExpandPan(_:), name: "handleExpandPan:"))
        detail.closePinchGestureRecognizer.addTarget(self, action: Selector(CardInteractionController.handleClosePinch(_:), name: "handleClosePinch:"))
    }

    func handleExpandPan(_ gesture: UIPanGestureRecognizer) {
        guard let list, let detail, let view = gesture.view else { return }
        let progress = min(max(-gesture.translation(in: view).y / Self.expandDistance, 0), 1)
        switch gesture.state {
        case .began:
            guard detail.presentingViewController == nil else { return }
            let interactor = FlickSafeInteractiveTransition()
            self.interactor = interactor
            transitioningDelegate.presentationInteractor = interactor
            list.present(detail, animated: true)
            transitioningDelegate.presentationInteractor = nil
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).y < -Self.flickVelocity {
                interactor?.finish()
            } else {
                interactor?.cancel()
            }
            interactor = nil
        case .cancelled, .failed:
            // The forgetful form, as often written, has no such case: it falls into `default: break`.
            guard handlerVariant == .reference else { break }
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }

    func handleClosePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let detail else { return }
        let progress = min(max((1 - gesture.scale) / (1 - Self.closedScale), 0), 1)
        switch gesture.state {
        case .began:
            guard detail.presentingViewController != nil, !detail.isBeingPresented else { return }
            let interactor = FlickSafeInteractiveTransition()
            self.interactor = interactor
            transitioningDelegate.dismissalInteractor = interactor
            detail.dismiss(animated: true)
            transitioningDelegate.dismissalInteractor = nil
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity < -Self.flickScaleVelocity {
                interactor?.finish()
            } else {
                interactor?.cancel()
            }
            interactor = nil
        case .cancelled, .failed:
            // The forgetful form, as often written, has no such case: it falls into `default: break`.
            guard handlerVariant == .reference else { break }
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}
