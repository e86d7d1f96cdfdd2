import Foundation
import GlideUIKit

/// The half sheet's gesture handler, as an app writes it: pulling the sheet down dismisses it,
/// following the finger over the sheet's height; past half way (or flicked down) it goes, otherwise
/// it springs back; a cancelled or failed gesture cancels.
@MainActor
public final class HalfSheetInteractionController: NSObject {
    /// A downward pan at least this fast dismisses whatever the distance, in points per second.
    nonisolated public static let flickVelocity: CGFloat = 1000

    /// The handlers' form: correct, or forgetting `.cancelled` and `.failed`.
    public let handlerVariant: HandlerVariant
    /// The interactor of the transition in progress (nil between gestures).
    public private(set) var interactor: UIPercentDrivenInteractiveTransition?
    private weak var sheet: HalfSheetContentViewController?
    private let transitioningDelegate: HalfSheetTransitioningDelegate

    /// A handler on `sheet`'s pan dismissing it through `delegate`.
    public init(sheet: HalfSheetContentViewController, delegate: HalfSheetTransitioningDelegate, handlerVariant: HandlerVariant = .reference) {
        self.handlerVariant = handlerVariant
        self.sheet = sheet
        transitioningDelegate = delegate
        super.init()
        sheet.dismissPanGestureRecognizer.addTarget(
            self, action: Selector(HalfSheetInteractionController.handleDismissPan(_:), name: "handleDismissPan:"))
    }

    func handleDismissPan(_ gesture: UIPanGestureRecognizer) {
        guard let sheet, let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch gesture.state {
        case .began:
            guard sheet.presentingViewController != nil, !sheet.isBeingPresented else { return }
            let interactor = UIPercentDrivenInteractiveTransition()
            self.interactor = interactor
            transitioningDelegate.dismissalInteractor = interactor
            sheet.dismiss(animated: true)
            transitioningDelegate.dismissalInteractor = nil
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).y > Self.flickVelocity {
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
