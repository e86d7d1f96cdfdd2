import Foundation
import GlideUIKit

/// The half sheet's gesture handler, as an app writes it: pulling the sheet down dismisses it,
/// following the finger over the sheet's height; past half way (or flicked down) it goes, otherwise
/// it springs back; a cancelled or failed gesture cancels.
///
/// The sheet's content is a list (a `UIScrollView`), and the hand-off is the one real sheets do:
/// the sheet's pan recognizes together with the list's own pan
/// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`); while the list is scrolled, the
/// finger scrolls it; once its content is at the top (`contentOffset.y <= -adjustedContentInset.top`)
/// and the finger pulls down, the sheet follows the finger instead and the list is held at its top.
@MainActor
public final class HalfSheetInteractionController: NSObject, UIGestureRecognizerDelegate {
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
        sheet.dismissPanGestureRecognizer.delegate = self
    }

    /// The sheet's pan works together with the list's: the handler decides which one moves.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === sheet?.scrollView.panGestureRecognizer
    }

    func handleDismissPan(_ gesture: UIPanGestureRecognizer) {
        guard let sheet, let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        let scrollView = sheet.scrollView
        let top = -scrollView.adjustedContentInset.top
        switch gesture.state {
        case .began, .changed:
            if interactor == nil {
                // The list scrolls first; the translation counts from when its content reached the top.
                guard scrollView.contentOffset.y <= top, gesture.translation(in: view).y > 0 else {
                    gesture.setTranslation(.zero, in: view)
                    return
                }
                guard sheet.presentingViewController != nil, !sheet.isBeingPresented else { return }
                let interactor = FlickSafeInteractiveTransition()
                self.interactor = interactor
                transitioningDelegate.dismissalInteractor = interactor
                sheet.dismiss(animated: true)
                transitioningDelegate.dismissalInteractor = nil
            }
            // While the sheet follows the finger, the list stays at its top.
            scrollView.contentOffset.y = top
            interactor?.update(min(max(gesture.translation(in: view).y / max(view.bounds.height, 1), 0), 1))
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
