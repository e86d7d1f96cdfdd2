import Foundation
import Testing
@testable import GlideUIKitCore

/// The Auto Layout of the seeds and the corpus, written in their spirit: the dimming half sheet's
/// close button placed by an animated constraint (`FadeAwayPresentation`, seed 002), the card's
/// blur view pinned to the container's edges (seed 001), and a presented view controller that
/// builds its views with anchors in `viewDidLoad` (as HalfModalPresentationController's
/// `ModalViewController` would with constraints).
@MainActor @Suite struct AutoLayoutSeedTests {
    /// A button-like view: 44 × 44 of content.
    final class CloseButton: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 44, height: 44) }
    }

    /// Seed 002's `FadeAwayPresentation`, as its listing writes it (the close button made in code,
    /// with `translatesAutoresizingMaskIntoConstraints = false`).
    final class FadeAwayPresentation: UIPresentationController {
        let dimmingView = UIView(frame: .zero, name: "dimmingView")
        let closeButton: CloseButton = {
            let button = CloseButton(frame: .zero, name: "closeButton")
            button.translatesAutoresizingMaskIntoConstraints = false
            return button
        }()
        var closeButtonTopConstraint: NSLayoutConstraint?

        override var frameOfPresentedViewInContainerView: CGRect {
            guard var frame = containerView?.frame else { return .zero }
            frame.origin.y = frame.size.height / 2
            frame.size.height = frame.size.height / 2
            return frame
        }

        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            guard let containerView = containerView else { fatalError() }
            dimmingView.alpha = 0.0
            dimmingView.frame = containerView.bounds
            containerView.insertSubview(dimmingView, at: 0)
            containerView.addSubview(closeButton)
            closeButton.centerXAnchor.constraint(equalTo: containerView.centerXAnchor).isActive = true
            closeButtonTopConstraint = closeButton.topAnchor.constraint(equalTo: containerView.topAnchor, constant: -80)
            closeButtonTopConstraint?.isActive = true
            containerView.layoutIfNeeded()
            closeButtonTopConstraint?.constant = 60
            guard let coordinator = presentedViewController.transitionCoordinator else {
                dimmingView.alpha = 1.0
                presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                containerView.layoutIfNeeded()
                return
            }
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 1.0
                self.presentingViewController.view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                containerView.layoutIfNeeded()
            }, completion: nil)
        }

        override func dismissalTransitionWillBegin() {
            closeButtonTopConstraint?.constant = -80
            guard let coordinator = presentedViewController.transitionCoordinator else {
                dimmingView.alpha = 0.0
                presentingViewController.view.transform = CGAffineTransform.identity
                containerView?.layoutIfNeeded()
                return
            }
            coordinator.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0.0
                self.presentingViewController.view.transform = CGAffineTransform.identity
                self.containerView?.layoutIfNeeded()
            }, completion: nil)
        }
    }

    /// A presented view controller laying out its views with anchors in `viewDidLoad`.
    final class ModalViewController: UIViewController {
        let header = UIView(frame: .zero, name: "header")
        let body = UIView(frame: .zero, name: "body")
        let grabber = UIView(frame: .zero, name: "grabber")

        override func viewDidLoad() {
            super.viewDidLoad()
            for sub in [header, body] {
                sub.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(sub)
            }
            grabber.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(grabber)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                header.heightAnchor.constraint(equalToConstant: 44),
                grabber.centerXAnchor.constraint(equalTo: header.centerXAnchor),
                grabber.centerYAnchor.constraint(equalTo: header.centerYAnchor),
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.heightAnchor.constraint(equalToConstant: 5),
                body.topAnchor.constraint(equalTo: header.bottomAnchor),
                body.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                body.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
    }

    /// Presents a `ModalViewController` through `FadeAwayPresentation` and a 1 s slide; the delegate
    /// is returned so that the caller keeps it (`transitioningDelegate` is weak, as in UIKit).
    private func present(
        in world: World, interactor: UIPercentDrivenInteractiveTransition? = nil
    ) -> (ModalViewController, FadeAwayPresentation, TestDelegate) {
        let presented = ModalViewController(nibName: nil, bundle: nil)
        presented.modalPresentationStyle = .custom
        var made: FadeAwayPresentation?
        let delegate = TestDelegate(animator: SlideAnimator(duration: 1), interactor: interactor)
        delegate.presentationControllerFactory = { p, q in
            let controller = FadeAwayPresentation(presentedViewController: p, presenting: q)
            made = controller
            return controller
        }
        presented.transitioningDelegate = delegate
        GlideDiagnostics.clear()
        world.root.present(presented, animated: true)
        // An interactive presentation starts at the end of the turn that asked for it.
        if interactor != nil { world.clock.runPending() }
        return (presented, made!, delegate)
    }

    @Test func theCloseButtonSlidesDownAlongsideThePresentationAndBackOnDismissal() {
        let world = World()
        let (presented, presentation, delegate) = present(in: world)
        defer { withExtendedLifetime(delegate) {} }
        let button = presentation.closeButton
        let ease = UICubicTimingParameters(animationCurve: .easeInOut)
        // Laid out at the start position, then animated with the transition's duration and curve.
        #expect(button.frame == CGRect(x: 178, y: 60, width: 44, height: 44))
        #expect(button.presentationFrame == CGRect(x: 178, y: -80, width: 44, height: 44))
        world.advance(0.25)
        #expect(button.presentationFrame.minY.isClose(to: -80 + 140 * ease.progress(atTimeFraction: 0.25)))
        world.advance(0.25)
        #expect(button.presentationFrame.minY.isClose(to: -80 + 140 * ease.progress(atTimeFraction: 0.5)))
        #expect(button.presentationFrame.minX == 178 && button.presentationFrame.size == CGSize(width: 44, height: 44))
        world.advance(0.6)
        #expect(button.presentationFrame == CGRect(x: 178, y: 60, width: 44, height: 44))
        #expect(presented.presentingViewController === world.root)
        // The presented view's own constraints (made in viewDidLoad, before it had a window) laid it out.
        #expect(presented.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(presented.header.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(presented.body.frame == CGRect(x: 0, y: 44, width: 400, height: 356))
        #expect(presented.grabber.frame == CGRect(x: 182, y: 19.5, width: 36, height: 5))

        presented.dismiss(animated: true)
        world.advance(0.5)
        #expect(button.frame.minY == -80)
        #expect(button.presentationFrame.minY.isClose(to: 60 - 140 * ease.progress(atTimeFraction: 0.5)))
        world.advance(0.6)
        #expect(presented.presentingViewController == nil)
        #expect(button.presentationFrame.minY == -80)
        #expect(GlideDiagnostics.messages.isEmpty, "\(GlideDiagnostics.messages)")
    }

    @Test func anInteractivePresentationScrubsTheConstraintAnimationAlongside() {
        let world = World()
        let interactor = UIPercentDrivenInteractiveTransition()
        let (presented, presentation, delegate) = present(in: world, interactor: interactor)
        defer { withExtendedLifetime(delegate) {} }
        let button = presentation.closeButton
        interactor.update(0.5)
        world.clock.runPending()
        #expect(button.presentationFrame == CGRect(x: 178, y: -10, width: 44, height: 44))
        interactor.update(0.25)
        #expect(button.presentationFrame == CGRect(x: 178, y: -45, width: 44, height: 44))
        interactor.finish()
        world.advance(1)
        #expect(presented.presentingViewController === world.root)
        #expect(button.presentationFrame == CGRect(x: 178, y: 60, width: 44, height: 44))
    }

    @Test func theCardsBlurViewPinnedToTheContainersEdgesFollowsIt() {
        // Seed 001: `blurView.translatesAutoresizingMaskIntoConstraints = false; blurView.edges(to: container)`,
        // the helper written out with anchors.
        let world = World()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), name: "container")
        world.window.addSubview(container)
        let blurView = UIView(frame: .zero, name: "blurView")
        container.addSubview(blurView)
        blurView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            blurView.topAnchor.constraint(equalTo: container.topAnchor),
            blurView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            blurView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            blurView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        blurView.alpha = 0
        world.clock.runPending()
        #expect(blurView.frame == container.bounds)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews], animations: {
            container.frame = CGRect(x: 0, y: 100, width: 400, height: 600)
            blurView.alpha = 1
        })
        world.advance(0.5)
        #expect(blurView.presentationFrame == CGRect(x: 0, y: 0, width: 400, height: 700))
        world.advance(0.5)
        #expect(blurView.frame == CGRect(x: 0, y: 0, width: 400, height: 600) && blurView.presentationFrame == blurView.frame)
    }
}
