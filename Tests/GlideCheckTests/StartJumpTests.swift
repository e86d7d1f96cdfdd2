import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A photo viewer's zoom back to its thumbnail, as image viewers write it: the dismissal animator makes an image view
/// of the photo and flies it from where the viewer shows the photo to the thumbnail. `startsFromScrollViewFrame` is the
/// bug GSImageViewerController fixed in #10 and #18: the copy starts from the scroll view's frame, not from where the
/// photo is drawn, and jumps there as the dismissal starts.
@MainActor
final class ThumbnailHome: UIViewController {
    let thumbnail = UIImageView(image: UIImage(named: "start-jump-photo"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
        view.addSubview(thumbnail)
    }
}

@MainActor
final class PhotoViewer: UIViewController, UIViewControllerTransitioningDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView(image: UIImage(named: "start-jump-photo"))
    let startsFromScrollViewFrame: Bool
    /// Whether the dismissal flies a snapshot of the image view rather than an image view of the photo.
    let fliesSnapshot: Bool
    weak var home: ThumbnailHome?

    init(home: ThumbnailHome, startsFromScrollViewFrame: Bool, fliesSnapshot: Bool = false) {
        self.home = home
        self.startsFromScrollViewFrame = startsFromScrollViewFrame
        self.fliesSnapshot = fliesSnapshot
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: view.bounds.width)
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        FadeIn()
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ZoomBack(viewer: self)
    }
}

/// The viewer fades in (no copy flies: 40 has nothing to compare).
@MainActor
final class FadeIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(false)
        }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class ZoomBack: NSObject, UIViewControllerAnimatedTransitioning {
    weak var viewer: PhotoViewer?

    init(viewer: PhotoViewer) { self.viewer = viewer }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let viewer, let thumbnail = viewer.home?.thumbnail else { return transitionContext.completeTransition(true) }
        let flying: UIView
        if viewer.fliesSnapshot, let snapshot = viewer.imageView.snapshotView(afterScreenUpdates: false) {
            flying = snapshot
        } else {
            let image = UIImageView(image: viewer.imageView.image)
            image.contentMode = .scaleAspectFit
            flying = image
        }
        flying.frame = viewer.startsFromScrollViewFrame
            ? viewer.scrollView.frame
            : viewer.imageView.convert(viewer.imageView.bounds, to: transitionContext.containerView)
        transitionContext.containerView.addSubview(flying)
        viewer.view.alpha = 0
        thumbnail.alpha = 0
        let target = thumbnail.convert(thumbnail.bounds, to: transitionContext.containerView)
        UIView.animate(withDuration: 0.3, animations: {
            flying.frame = target
        }, completion: { _ in
            thumbnail.alpha = 1
            flying.removeFromSuperview()
            viewer.view.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
struct StartJumpTests {
    /// A dimming view faded in alongside the presentation and out alongside the dismissal. `setsFullFirst` is
    /// PanModal#77's mistake: a layout pass run as the presentation begins sets the dimming to full before the alongside
    /// animation fades it to full, so that animation animates nothing and the dimming appears at once.
    @MainActor
    final class FadingDimmingPresentationController: UIPresentationController {
        var setsFullFirst = false
        private var dimming: UIView?
        override var shouldRemovePresentersView: Bool { false }
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            guard let container = containerView else { return }
            let dimming = UIView(frame: container.bounds, name: "dimming")
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimming.alpha = setsFullFirst ? 1 : 0
            container.insertSubview(dimming, at: 0)
            self.dimming = dimming
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in dimming.alpha = 1 })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            if !completed { dimming?.removeFromSuperview(); dimming = nil }
        }
        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { [dimming] _ in dimming?.alpha = 0 })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimming?.removeFromSuperview(); dimming = nil }
        }
    }

    private func dimmingReport(setsFullFirst: Bool) throws -> CheckReport {
        var check = TransitionCheck(subject: subject(
            "fading dimming", styles: [.custom],
            presentationController: { presented, presenting in
                let controller = FadingDimmingPresentationController(presentedViewController: presented, presenting: presenting)
                controller.setsFullFirst = setsFullFirst
                return controller
            }
        ) { SlideAnimator() }, options: .init(runs: 0))
        check.options.flows = false
        return try check.runNow()
    }

    /// The dimming set to full before its fade in appears at once: 40 on the presentation, and nothing else. Faded from
    /// 0, it holds 40.
    @Test func aFadeInToTheAlphaAViewAlreadyShowsIsAJump() throws {
        let clean = try dimmingReport(setsFullFirst: false)
        #expect(clean.failedInvariants.isEmpty, "\(clean.failedInvariants)")
        let broken = try dimmingReport(setsFullFirst: true)
        #expect(broken.failedInvariants == [40], "\(broken.failedInvariants)")
        let jumps = broken.violations(of: 40)
        #expect(!jumps.isEmpty && jumps.allSatisfy { $0.scenario.operation == .present }, "\(jumps.prefix(2))")
        let evidence = try #require(jumps.first?.evidence)
        #expect(evidence.view?.hasPrefix("FadingDimmingPresentationController.dimming") == true || evidence.view == "dimming", "\(evidence)")
        #expect(evidence.message.contains("appeared at once when the transition started"), "\(evidence)")
        #expect(evidence.after?.hasPrefix("alpha 1 at (0, 0, 390, 844)") == true, "\(evidence)")
    }

    private func report(startsFromScrollViewFrame: Bool, fliesSnapshot: Bool = false) throws -> CheckReport {
        GlideImages.setPlaceholderSize(CGSize(width: 400, height: 300), forImageNamed: "start-jump-photo")
        var check = TransitionCheck(
            presentation: {
                let home = ThumbnailHome()
                return (home, PhotoViewer(home: home, startsFromScrollViewFrame: startsFromScrollViewFrame, fliesSnapshot: fliesSnapshot))
            },
            options: .init(runs: 0))
        check.options.flows = false
        return try check.runNow()
    }

    /// The copy starts where the viewer draws the photo: no jump.
    @Test func aCopyThatStartsWhereThePhotoShowsHolds40() throws {
        let report = try report(startsFromScrollViewFrame: false)
        #expect(report.violations(of: 40).isEmpty, "\(report.violations(of: 40).prefix(2))")
    }

    /// A snapshot of the image view, set where the image view is, does not jump; set on the scroll view's frame, it does.
    @Test func aSnapshotJumpsOnlyWhenSetUpElsewhere() throws {
        let clean = try report(startsFromScrollViewFrame: false, fliesSnapshot: true).violations(of: 40)
        #expect(clean.isEmpty, "\(clean.prefix(2))")
        let jumps = try report(startsFromScrollViewFrame: true, fliesSnapshot: true).violations(of: 40)
        #expect(!jumps.isEmpty && jumps.allSatisfy { $0.scenario.operation == .dismiss })
        #expect(jumps.first?.evidence.message.contains("the snapshot jumped when the transition started") == true)
    }

    /// The copy starts from the scroll view's frame: the aspect-fit photo is drawn 200 points lower in the viewer (the
    /// image view sits there) than in the copy (centred in the screen): 40, on the dismissal.
    @Test func aCopyThatStartsFromTheScrollViewsFrameJumps() throws {
        let report = try report(startsFromScrollViewFrame: true)
        let jumps = report.violations(of: 40)
        #expect(!jumps.isEmpty, "\(report.errors.prefix(2))")
        #expect(jumps.allSatisfy { $0.scenario.operation == .dismiss })
        #expect(jumps.first?.evidence.message.contains("the image jumped when the transition started") == true, "\(jumps.first.map { "\($0.evidence)" } ?? "")")
    }
}

/// A poster cell's image (aspect fill in a 2:3 frame) copied into an image view of that frame (scale to fill), as
/// DeluxeAlonso/UpcomingMovies' push does: with the asset's own 2:3 shape nothing jumps. The test gives the image no
/// size, so Glide's stand-in is square and its aspect fill overflows the frame; 40 then judges the two frames, which
/// agree.
@MainActor
final class PosterCopyAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    weak var cell: UIImageView?

    init(cell: UIImageView) { self.cell = cell }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let cell, let to = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else {
            return transitionContext.completeTransition(true)
        }
        toView.frame = transitionContext.finalFrame(for: to)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let copy = UIImageView(image: cell.image)
        copy.frame = cell.convert(cell.bounds, to: transitionContext.containerView)
        transitionContext.containerView.addSubview(copy)
        UIView.animate(withDuration: 0.3, animations: {
            toView.alpha = 1
            copy.frame = CGRect(x: 0, y: 100, width: 390, height: 585)
        }, completion: { _ in
            copy.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
final class PosterList: UIViewController, UIViewControllerTransitioningDelegate {
    let poster = UIImageView(image: UIImage(named: "start-jump-poster-without-size"))

    override func viewDidLoad() {
        super.viewDidLoad()
        poster.contentMode = .scaleAspectFill
        poster.clipsToBounds = true
        poster.frame = CGRect(x: 16, y: 120, width: 120, height: 180)
        view.addSubview(poster)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        PosterCopyAnimator(cell: poster)
    }
}

@MainActor
struct StartJumpShapeTests {
    @Test func anImageOfUnknownShapeCopiedIntoTheSameFrameDoesNotJump() throws {
        var check = TransitionCheck(
            presentation: {
                let list = PosterList()
                let detail = UIViewController()
                detail.modalPresentationStyle = .overFullScreen
                detail.transitioningDelegate = list
                return (list, detail)
            },
            options: .init(runs: 0))
        check.options.flows = false
        let report = try check.runNow()
        #expect(report.scenarioCounts["matrix"] ?? 0 > 0)
        #expect(report.violations(of: 40).isEmpty, "\(report.violations(of: 40).prefix(2))")
    }
}

/// A push whose first screen shows a "back" chevron of its own in its content (a custom back button), by a slide that
/// flies no copy. The navigation bar's own back button, made for the pushed screen, shows an equal image far from that
/// one: bar content is the bar's, not a copy the animator flies, and 40 has nothing to compare.
@MainActor
final class ChevronHome: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
        button.frame = CGRect(x: 150, y: 400, width: 44, height: 44)
        view.addSubview(button)
        let badge = UIImageView(image: UIImage(systemName: "star.fill"))
        badge.frame = CGRect(x: 300, y: 600, width: 30, height: 30)
        view.addSubview(badge)
    }
}

@MainActor
final class ChevronDetail: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "star.fill"), style: .plain, target: nil, action: nil)
    }
}

@MainActor
final class ChevronSlideDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        ChevronSlideAnimator()
    }
}

@MainActor
final class ChevronSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return transitionContext.completeTransition(false) }
        let width = transitionContext.containerView.bounds.width
        to.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: width, dy: 0)
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.3, animations: {
            to.frame = transitionContext.finalFrame(for: toVC)
            from.frame = from.frame.offsetBy(dx: -width / 3, dy: 0)
        }, completion: { _ in
            from.frame = transitionContext.containerView.bounds
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
struct StartJumpBarTests {
    @Test func theBarsOwnItemsAreNotCopies() throws {
        var check = TransitionCheck(
            navigationController: UINavigationController(rootViewController: ChevronHome()), pushed: ChevronDetail(),
            delegate: ChevronSlideDelegate(), options: .init(runs: 0))
        check.options.flows = false
        let report = try check.runNow()
        #expect(report.scenarioCounts["matrix"] ?? 0 > 0)
        #expect(report.violations(of: 40).isEmpty, "\(report.violations(of: 40).prefix(2))")
    }
}
