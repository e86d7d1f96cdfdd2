import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A deck presentation: the presented view comes up over the lower part of the screen while the presenter's view
/// shrinks behind it, and goes back on the dismissal. `resetsInCompletion` is the mistake: the completion of the
/// presentation puts the presenter's transform back without animation, so the screen behind jumps to full size the
/// moment the transition ends (AWPercentDrivenInteractiveTransition#3's "flash when frames are reset in the completion").
@MainActor
final class DeckAnimator: SlideAnimator {
    let resetsInCompletion: Bool
    /// Rounds the presenter's corners as the deck begins (without animation, as such code does) and squares them again in
    /// the completion of a cancelled presentation or of the dismissal: the corners jump there.
    let roundsPresenter: Bool
    static let shrunk = CGAffineTransform(scaleX: 0.9, y: 0.9)

    init(resetsInCompletion: Bool = false, roundsPresenter: Bool = false) {
        self.resetsInCompletion = resetsInCompletion
        self.roundsPresenter = roundsPresenter
        super.init()
    }

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let container = ctx.containerView
        if Self.isForward(ctx) {
            guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return ({}, {}) }
            let behind = ctx.viewController(forKey: .from)?.view
            if roundsPresenter {
                behind?.clipsToBounds = true
                behind?.layer.cornerRadius = 12
            }
            var final = ctx.finalFrame(for: toVC)
            final.origin.y += 200
            final.size.height -= 200
            toView.frame = final.offsetBy(dx: 0, dy: final.height)
            container.addSubview(toView)
            return ({ toView.frame = final; behind?.transform = Self.shrunk }, { toView.removeFromSuperview() })
        }
        guard let fromView = ctx.view(forKey: .from) else { return ({}, {}) }
        let start = fromView.frame
        let behind = ctx.viewController(forKey: .to)?.view
        return ({ fromView.frame = start.offsetBy(dx: 0, dy: start.height); behind?.transform = .identity }, { fromView.frame = start })
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        let forward = Self.isForward(ctx)
        if roundsPresenter, forward == cancelled, let behind = ctx.viewController(forKey: forward ? .from : .to)?.view {
            behind.layer.cornerRadius = 0
            behind.clipsToBounds = false
        }
        guard resetsInCompletion, !cancelled, forward else { return }
        ctx.viewController(forKey: .from)?.view.transform = .identity
    }
}

/// A deck whose screen behind is a stand-in: a plain container the size of the screen holds a copy of the presenter's
/// picture, which the animation shrinks; the completion sizes the container to where the copy shrank to and puts the
/// copy back to identity in it (SPStorkController's and DeckTransition's `presentationTransitionDidEnd`). Nothing on
/// screen moves; only the container's frame changes. `containerDraws` gives the container a background of its own,
/// which then shows jumping.
@MainActor
final class StandInDeckAnimator: SlideAnimator {
    let containerDraws: Bool
    private var standIn: UIView?

    init(containerDraws: Bool) {
        self.containerDraws = containerDraws
        super.init()
    }

    override func prepare(_ ctx: any UIViewControllerContextTransitioning) -> (change: () -> Void, undo: () -> Void) {
        let container = ctx.containerView
        guard Self.isForward(ctx) else {
            guard let fromView = ctx.view(forKey: .from) else { return ({}, {}) }
            let start = fromView.frame
            return ({ fromView.frame = start.offsetBy(dx: 0, dy: start.height) }, { fromView.frame = start })
        }
        guard let toView = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return ({}, {}) }
        let standIn = UIView(frame: container.bounds)
        if containerDraws { standIn.backgroundColor = .black }
        let picture = UIView(frame: standIn.bounds)
        picture.backgroundColor = .systemBlue
        standIn.addSubview(picture)
        container.addSubview(standIn)
        self.standIn = standIn
        var final = ctx.finalFrame(for: toVC)
        final.origin.y += 200
        final.size.height -= 200
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        container.addSubview(toView)
        return ({ toView.frame = final; picture.transform = DeckAnimator.shrunk },
                { toView.removeFromSuperview(); standIn.removeFromSuperview() })
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        guard let standIn else { return }
        if !Self.isForward(ctx) || cancelled {
            if !cancelled || Self.isForward(ctx) { standIn.removeFromSuperview(); self.standIn = nil }
            return
        }
        guard let picture = standIn.subviews.first else { return }
        let shrunk = picture.convert(picture.bounds, to: standIn.superview)
        picture.transform = .identity
        standIn.frame = shrunk
        picture.frame = standIn.bounds
    }
}

@MainActor
struct EndJumpTests {
    /// Only a presentation that leaves the presenter's view showing can show the jump.
    static let styles: [CheckStyle] = [.overFullScreen]

    @Test func aResetInTheCompletionIsAJump() throws {
        let (broken, report) = try brokenInvariants(subject("deck-reset", styles: Self.styles) { DeckAnimator(resetsInCompletion: true) })
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(broken == [39], "\(broken.sorted())\n\(describe(report))")
        let smallest = try #require(report.result(39)?.smallest)
        #expect(smallest.evidence.view == "presenter.view", "\(smallest)")
        #expect(smallest.evidence.property == "frame in the window")
        #expect(smallest.evidence.before == "(19.5, 42.2, 351, 759.6)", "\(smallest)")
        #expect(smallest.evidence.after == "(0, 0, 390, 844)", "\(smallest)")
        #expect(smallest.evidence.call == "completeTransition(true)")
    }

    /// Corners squared in the completion of a cancel (UIKit has put the animated properties back; the corner radius set
    /// without animation stays until the completion changes it): a jump of the corner radius.
    @Test func cornersSquaredInTheCompletionJump() throws {
        let (broken, report) = try brokenInvariants(subject("deck-rounded", styles: Self.styles) { DeckAnimator(roundsPresenter: true) })
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(broken == [39], "\(broken.sorted())\n\(describe(report))")
        let violations = report.violations(of: 39)
        #expect(violations.allSatisfy { $0.evidence.property == "cornerRadius" && $0.evidence.before == "12" && $0.evidence.after == "0" },
                "\(violations.prefix(3))")
        #expect(violations.contains { $0.scenario.label.hasPrefix("cancel") && $0.evidence.call == "completeTransition(false)" },
                "\(violations.map(\.scenario.label))")
        #expect(violations.contains { $0.evidence.call == "completeTransition(true)" }, "\(violations.map(\.scenario.label))")
    }

    /// The stand-in's container changes its frame at the end, but it draws nothing and its picture stays where it
    /// shrank to: no jump (the eleventh bug sample's SPStorkController and DeckTransition, before and after their fixes,
    /// all failed 39 on such a container alone). A container with a background of its own shows the jump.
    @Test func aContainerThatDrawsNothingDoesNotJump() throws {
        let (broken, report) = try brokenInvariants(subject("deck-stand-in", styles: Self.styles) { StandInDeckAnimator(containerDraws: false) })
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(!broken.contains(39), "\(broken.sorted())\n\(describe(report))")
        let (drawnBroken, drawn) = try brokenInvariants(subject("deck-stand-in-drawn", styles: Self.styles) { StandInDeckAnimator(containerDraws: true) })
        #expect(drawnBroken.contains(39), "\(drawnBroken.sorted())\n\(describe(drawn))")
        let smallest = try #require(drawn.result(39)?.smallest)
        #expect(smallest.evidence.property == "frame in the window" && smallest.evidence.before == "(0, 0, 390, 844)", "\(smallest)")
    }

    @Test func theSameDeckAnimatedBackHoldsIt() throws {
        let (broken, report) = try brokenInvariants(subject("deck", styles: Self.styles) { DeckAnimator(resetsInCompletion: false) })
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(broken.isEmpty, "\(broken.sorted())\n\(describe(report))")
    }
}
