import Foundation
import GlideUIKit

/// The menu's gesture handler, as an app writes it: a pan from the screen's left edge opens the menu,
/// following the finger across the screen; past half way (or flicked right) it opens, otherwise it
/// closes again; a cancelled or failed gesture cancels.
@MainActor
public final class MenuInteractionController: NSObject {
    /// A rightward pan at least this fast opens whatever the distance, in points per second.
    nonisolated public static let flickVelocity: CGFloat = 1000

    /// The handlers' form: correct, or forgetting `.cancelled` and `.failed`.
    public let handlerVariant: HandlerVariant
    /// The interactor of the transition in progress (nil between gestures).
    public private(set) var interactor: UIPercentDrivenInteractiveTransition?
    private weak var home: MenuHomeViewController?
    private weak var menu: MenuViewController?
    private let transitioningDelegate: MenuTransitioningDelegate

    /// A handler on `home`'s edge pan presenting `menu` through `delegate`.
    public init(
        home: MenuHomeViewController, menu: MenuViewController, delegate: MenuTransitioningDelegate,
        handlerVariant: HandlerVariant = .reference
    ) {
        self.handlerVariant = handlerVariant
        self.home = home
        self.menu = menu
        transitioningDelegate = delegate
        super.init()
        home.openEdgePanGestureRecognizer.addTarget(self, action: Selector(MenuInteractionController.handleEdgePan(_:), name: "handleEdgePan:"))
    }

    func handleEdgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        guard let home, let menu, let view = gesture.view else { return }
        let progress = min(max(gesture.translation(in: view).x / view.bounds.width, 0), 1)
        switch gesture.state {
        case .began:
            guard menu.presentingViewController == nil else { return }
            let interactor = FlickSafeInteractiveTransition()
            self.interactor = interactor
            transitioningDelegate.presentationInteractor = interactor
            home.present(menu, animated: true)
            transitioningDelegate.presentationInteractor = nil
        case .changed:
            interactor?.update(progress)
        case .ended:
            if progress > 0.5 || gesture.velocity(in: view).x > Self.flickVelocity {
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
