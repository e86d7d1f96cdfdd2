import Foundation
import GlideObjectiveC

extension UISheetPresentationController {
    /// How far ahead of the release a dragged sheet's resting place is projected at the release velocity, in seconds.
    static let releaseProjection: CGFloat = 0.2
    /// The share of the finger's movement a sheet that may not be dismissed follows below its smallest detent.
    static let refusedDismissalResistance: CGFloat = 0.1

    /// Puts UIKit's drag on the container: a pan that takes only touches on the sheet.
    func installDragRecognizer() {
        guard dragRecognizer == nil, let container = containerView else { return }
        let driver = SheetDragDriver(sheet: self)
        let pan = UIPanGestureRecognizer(target: driver, action: Selector(SheetDragDriver.handle(_:), name: "handleSheetPan:"))
        pan.name = "sheetDismissalPanGestureRecognizer"
        pan.delegate = driver
        container.addGestureRecognizer(pan)
        dragRecognizer = pan
        dragDriver = driver
    }
}

/// The target and delegate of a sheet's drag (see ``UISheetPresentationController`` for the behaviour).
@MainActor
final class SheetDragDriver: UIGestureRecognizerDelegate {
    unowned let sheet: UISheetPresentationController
    /// The sheet's top when the drag began.
    private var startTop: CGFloat = 0
    /// The dismissal the drag drives, once it went below the smallest detent.
    private var dismissal: UIPercentDrivenInteractiveTransition?
    /// True once the drag went below the smallest detent and the dismissal was refused.
    private var refused = false

    init(sheet: UISheetPresentationController) {
        self.sheet = sheet
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard sheet.isShown, sheet.presentedViewController.activeTransition == nil,
              sheet.presentedViewController.presentedViewController == nil,
              let pan = gestureRecognizer as? UIPanGestureRecognizer else { return false }
        let t = pan.translation(in: nil)
        return abs(t.y) >= abs(t.x)
    }

    /// Only touches that land on the sheet drag it. (A scroll view in the sheet that scrolls vertically takes its drags
    /// first: its pan, deeper, begins before this one.)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let view = sheet.presentedView, view.window != nil else { return false }
        return view.bounds.contains(touch.location(in: view))
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let container = sheet.containerView, let view = sheet.presentedView else { return }
        switch pan.state {
        case .began:
            pan.setTranslation(.zero, in: container)
            startTop = view.frame.minY
            dismissal = nil
            refused = false
            sheet.isDragging = true
        case .changed:
            move(to: startTop + pan.translation(in: container).y, container: container, view: view)
        case .ended:
            release(velocity: pan.velocity(in: container).y, container: container, view: view)
        case .cancelled, .failed:
            release(velocity: 0, container: container, view: view)
        default:
            break
        }
    }

    private var detentTops: [(identifier: UISheetPresentationController.Detent.Identifier, top: CGFloat)] {
        sheet.resolvedDetents.map { ($0.identifier, sheet.top(forValue: $0.value)) }
    }

    /// Follows the finger: between the detents, the sheet's top is the finger's; below the smallest detent, the
    /// dismissal's progress (or the resistance of a refused one).
    private func move(to proposed: CGFloat, container: UIView, view: UIView) {
        guard sheet.isDragging else { return }
        let tops = detentTops.map(\.top)
        let highest = tops.min()!, lowest = tops.max()!
        var top = max(proposed, highest)
        if top > lowest, dismissal == nil, !refused { beginDismissal(at: lowest, view: view) }
        if let dismissal {
            dismissal.update(max(0, top - lowest) / max(1, container.bounds.height))
            return
        }
        if refused, top > lowest { top = lowest + (top - lowest) * UISheetPresentationController.refusedDismissalResistance }
        view.frame = sheet.frame(atTop: top, in: container.bounds)
        sheet.dimmingView?.alpha = sheet.dimmingAlpha(atTop: top)
    }

    /// The drag went below the smallest detent: asks, then starts the interactive dismissal or refuses it.
    private func beginDismissal(at lowest: CGFloat, view: UIView) {
        let presented = sheet.presentedViewController
        let delegate = sheet.delegate
        guard !presented.isModalInPresentation, delegate?.presentationControllerShouldDismiss(sheet) ?? true else {
            refused = true
            delegate?.presentationControllerDidAttemptToDismiss(sheet)
            return
        }
        // The dismissal starts from the smallest detent.
        if let container = sheet.containerView { view.frame = sheet.frame(atTop: lowest, in: container.bounds) }
        delegate?.presentationControllerWillDismiss(sheet)
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.remembersEndBeforeStart = true
        sheet.builtInDismissalInteractor = interactor
        presented.dismiss(animated: true) { [weak sheet] in
            guard let sheet else { return }
            sheet.delegate?.presentationControllerDidDismiss(sheet)
        }
        sheet.builtInDismissalInteractor = nil
        if presented.isBeingDismissed { dismissal = interactor } else { refused = true }
    }

    /// The finger lifted: finishes or cancels the dismissal, or settles at the detent nearest the projected top.
    private func release(velocity: CGFloat, container: UIView, view: UIView) {
        guard sheet.isDragging else { return }
        sheet.isDragging = false
        let tops = detentTops
        let lowest = tops.map(\.top).max()!
        if let dismissal {
            self.dismissal = nil
            let top = lowest + dismissal.percentComplete * container.bounds.height
            let projected = top + velocity * UISheetPresentationController.releaseProjection
            if projected - lowest > container.bounds.maxY - projected { dismissal.finish() } else { dismissal.cancel() }
            return
        }
        let projected = view.frame.minY + velocity * UISheetPresentationController.releaseProjection
        let target = tops.min { abs($0.top - projected) < abs($1.top - projected) }!
        let changed = target.identifier != sheet.currentDetent.identifier
        UIView.animate(withDuration: UISheetPresentationController.detentAnimationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [.allowUserInteraction]) {
            if changed {
                self.sheet.selectedDetentIdentifier = target.identifier
            } else {
                self.sheet.applySheetLayout()
            }
        }
        if changed {
            (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
    }
}
