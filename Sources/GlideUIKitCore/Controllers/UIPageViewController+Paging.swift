import Foundation
import GlideClock
import GlideObjectiveC

/// A page turn in progress: the pages on either side, the one pending, and the settling animation.
@MainActor
struct PageTurn {
    enum Side { case before, after }

    /// Begun by the user's gesture (the delegate hears it) or by `setViewControllers` (only its completion does).
    let byGesture: Bool
    var before: [UIViewController] = []
    var after: [UIViewController] = []
    /// The side the turn goes to, once the content moved toward a page there.
    var pending: Side?
    /// Whether appearance callbacks were begun (the page view controller was on screen).
    var forwardsAppearance = false
    /// A finger is moving the content.
    var dragging = false
    /// Where the release settles: a side, or back (nil), once settling.
    var target: Side??
    var settling: [ScheduledTask] = []
    var completion: ((Bool) -> Void)?

    init(byGesture: Bool) { self.byGesture = byGesture }

    func pages(_ side: Side) -> [UIViewController] { side == .before ? before : after }
}

/// The page view controller's paging scroll view (UIKit's private `_UIQueuingScrollView`): its pan starts and
/// ends the owner's page turns, and every change of its offset tells the owner.
@MainActor
final class PageQueuingScrollView: UIScrollView {
    weak var owner: UIPageViewController?

    init(owner: UIPageViewController) {
        self.owner = owner
        super.init(frame: .zero)
        contentInsetAdjustmentBehavior = .never
        isPagingEnabled = true
        settlesPagesItself = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        alwaysBounceHorizontal = owner.navigationOrientation == .horizontal
        alwaysBounceVertical = owner.navigationOrientation == .vertical
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func handleScrollPan(_ pan: UIPanGestureRecognizer) {
        guard let owner else { return super.handleScrollPan(pan) }
        switch pan.state {
        case .began:
            owner.beginGestureTurn()
            super.handleScrollPan(pan)
        case .ended, .cancelled, .failed:
            let velocity = pan.state == .ended ? owner.along(pan.velocity(in: self)) : 0
            // The drag ends (the delegate hears it) without velocity: the owner settles the content on a page.
            applyDrag(.ended(velocity: .zero))
            owner.endGestureTurn(fingerVelocity: velocity, cancelled: pan.state != .ended)
        default:
            super.handleScrollPan(pan)
        }
    }

    override package func boundsOriginDidChange() {
        super.boundsOriginDidChange()
        owner?.pageOffsetDidChange()
    }
}

extension UIPageViewController {
    /// A flick faster than this (points per second, toward a page) turns to it however little it moved: a paging scroll
    /// view's rule (``UIScrollView/pagingFlickVelocity``).
    static var flickVelocity: CGFloat { UIScrollView.pagingFlickVelocity }
    /// How long the content takes to settle on a page after a release or for an animated `setViewControllers`.
    static let settleDuration = 0.3

    /// The view controllers before the shown ones: one, or two for a `.mid` spine (nil when the data source has none).
    private func pagesBefore() -> [UIViewController] {
        guard let dataSource, let first = shown.first else { return [] }
        guard let one = dataSource.pageViewController(self, viewControllerBefore: first) else { return [] }
        guard spineLocation == .mid else { return [one] }
        guard let two = dataSource.pageViewController(self, viewControllerBefore: one) else { return [] }
        return [two, one]
    }

    private func pagesAfter() -> [UIViewController] {
        guard let dataSource, let last = shown.last else { return [] }
        guard let one = dataSource.pageViewController(self, viewControllerAfter: last) else { return [] }
        guard spineLocation == .mid else { return [one] }
        guard let two = dataSource.pageViewController(self, viewControllerAfter: one) else { return [] }
        return [one, two]
    }

    /// A finger began to move the pages: the data source is asked for the pages on either side, which
    /// are put in their slots. A turn still settling ends first, where it was going.
    func beginGestureTurn() {
        interruptTurn()
        guard !shown.isEmpty else { return }
        var turn = PageTurn(byGesture: true)
        turn.dragging = true
        turn.before = pagesBefore()
        turn.after = pagesAfter()
        self.turn = turn
        placeNeighbors()
    }

    /// Puts the turn's neighbouring pages' views into the scroll view and lays everything out.
    func placeNeighbors() {
        guard let turn else { return }
        for page in turn.before + turn.after where page.view.superview !== pagingScrollView {
            pagingScrollView.addSubview(page.view)
        }
        layoutPages()
    }

    /// The content moved: a drag toward a page makes it pending (the delegate hears `willTransitionTo`);
    /// a drag back past the shown page toward the other side changes which page is pending.
    func pageOffsetDidChange() {
        guard let turn, turn.dragging else { return }
        let delta = along(pagingScrollView.contentOffset) - slotLength
        let side: PageTurn.Side? = delta > 0.5 ? .after : delta < -0.5 ? .before : nil
        guard let side, side != turn.pending, !turn.pages(side).isEmpty else { return }
        if turn.pending != nil { revertPending() }
        becomePending(side)
    }

    /// The pages on `side` become the ones the turn goes to: children of the page view controller, their
    /// appearance begun (and the shown pages' disappearance) when it is on screen.
    func becomePending(_ side: PageTurn.Side) {
        guard var turn else { return }
        let pages = turn.pages(side)
        turn.pending = side
        turn.forwardsAppearance = appearanceState == .appeared || appearanceState == .appearing
        self.turn = turn
        if turn.byGesture { delegate?.pageViewController(self, willTransitionTo: pages) }
        for page in pages where page.parent !== self {
            addChild(page)
            page.didMove(toParent: self)
        }
        guard turn.forwardsAppearance else { return }
        for page in pages { page.beginAppearanceTransition(true, animated: true) }
        for page in shown { page.beginAppearanceTransition(false, animated: true) }
    }

    /// The drag turned back toward the other side: the pending pages disappear again, the shown ones reappear.
    private func revertPending() {
        guard var turn, let side = turn.pending else { return }
        let pages = turn.pages(side)
        if turn.forwardsAppearance {
            for page in pages { page.beginAppearanceTransition(false, animated: true) }
            for page in shown { page.beginAppearanceTransition(true, animated: true) }
            for page in pages { page.endAppearanceTransition() }
            for page in shown { page.endAppearanceTransition() }
        }
        for page in pages {
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        turn.pending = nil
        self.turn = turn
    }

    /// The finger lifted (or the system cancelled the gesture): the turn completes when the content moved
    /// more than half a page toward the pending page, or was flicked toward it; otherwise it goes back.
    func endGestureTurn(fingerVelocity: CGFloat, cancelled: Bool) {
        guard var turn, turn.dragging else {
            if self.turn == nil { layoutPages() }
            return
        }
        turn.dragging = false
        self.turn = turn
        let offset = pagingScrollView.contentOffset
        var side: PageTurn.Side?
        if let pending = turn.pending, !cancelled {
            let sign: CGFloat = pending == .after ? 1 : -1
            let progress = (along(offset) - slotLength) * sign / slotLength
            let toward = -fingerVelocity * sign
            if toward > Self.flickVelocity || (toward > -Self.flickVelocity && progress > 0.5) { side = pending }
        }
        settle(toward: side, from: offset)
    }

    /// Moves the content from `start` to the slot of `side` (or back to the shown page) over
    /// ``settleDuration`` with an ease-out, one step per 120 Hz frame on Glide's clock, then ends the turn.
    func settle(toward side: PageTurn.Side?, from start: CGPoint) {
        guard var turn else { return }
        turn.target = .some(side)
        let slot = slotLength
        let target = offset(slot + (side == .after ? slot : side == .before ? -slot : 0))
        let from = along(start), to = along(target)
        guard abs(to - from) > 0.01 else {
            self.turn = turn
            finishTurn()
            return
        }
        let clock = Clocks.current
        let begin = clock.nowNanoseconds
        let frames = Int((Self.settleDuration * 120).rounded())
        for frame in 1...frames {
            let fraction = Double(frame) / Double(frames)
            let task = clock.schedule(atNanoseconds: begin + nanoseconds(Self.settleDuration * fraction)) { [weak self] in
                guard let self else { return }
                let eased = CGFloat(1 - pow(1 - fraction, 3))
                self.pagingScrollView.contentOffset = self.offset(from + (to - from) * eased)
                if frame == frames { self.finishTurn() }
            }
            turn.settling.append(task)
        }
        self.turn = turn
    }

    /// Ends the turn where it settled: a completed turn shows the pending pages (the old ones leave,
    /// their appearance ended); a cancelled one keeps the shown pages. The scroll view is re-centred on
    /// the shown page, the delegate hears `didFinishAnimating` (gesture turns) and the completion runs.
    func finishTurn() {
        guard let turn else { return }
        self.turn = nil
        turn.settling.forEach { $0.cancel() }
        let previous = shown
        let completed = turn.pending != nil && turn.target == .some(turn.pending)
        if let side = turn.pending {
            let pages = turn.pages(side)
            if completed {
                if turn.forwardsAppearance {
                    for page in previous { page.endAppearanceTransition() }
                    for page in pages { page.endAppearanceTransition() }
                }
                for page in previous {
                    page.willMove(toParent: nil)
                    page.view.removeFromSuperview()
                    page.removeFromParent()
                }
                shown = pages
            } else {
                if turn.forwardsAppearance {
                    for page in pages { page.beginAppearanceTransition(false, animated: true) }
                    for page in previous { page.beginAppearanceTransition(true, animated: true) }
                    for page in pages { page.endAppearanceTransition() }
                    for page in previous { page.endAppearanceTransition() }
                }
                for page in pages {
                    page.willMove(toParent: nil)
                    page.removeFromParent()
                }
            }
        }
        for page in turn.before + turn.after where !shown.contains(where: { $0 === page }) && page.view.superview === pagingScrollView {
            page.view.removeFromSuperview()
        }
        layoutPages()
        if turn.byGesture, turn.pending != nil {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: completed)
        }
        turn.completion?(completed)
    }

    /// A turn still in progress ends at once: a settling one where it was going, a dragged one cancelled
    /// (the finger's later moves are ignored; its release re-centres the pages).
    func interruptTurn() {
        guard var turn else { return }
        turn.settling.forEach { $0.cancel() }
        turn.settling = []
        if turn.target == nil { turn.target = .some(nil) }
        turn.dragging = false
        self.turn = turn
        finishTurn()
    }

    // MARK: Page-curl style (drawn as a slide)

    /// The page-curl pan: the content follows the finger along the axis, up to one page toward a side
    /// that has one.
    func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { beginGestureTurn() }
            guard let turn, turn.dragging else { return }
            let slot = slotLength
            var moved = -along(pan.translation(in: view))
            if turn.before.isEmpty { moved = Swift.max(moved, 0) }
            if turn.after.isEmpty { moved = Swift.min(moved, 0) }
            moved = Swift.min(Swift.max(moved, -slot), slot)
            pagingScrollView.contentOffset = offset(slot + moved)
        case .ended, .cancelled, .failed:
            let velocity = pan.state == .ended ? along(pan.velocity(in: view)) : 0
            endGestureTurn(fingerVelocity: velocity, cancelled: pan.state != .ended)
        default:
            break
        }
    }

    /// The page-curl tap: in the leading fifth it turns back a page, in the trailing fifth forward, animated.
    func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, turn == nil else { return }
        let position = along(tap.location(in: view))
        let length = along(view.bounds.size)
        let side: PageTurn.Side? = position < length * 0.2 ? .before : position > length * 0.8 ? .after : nil
        guard let side else { return }
        beginGestureTurn()
        guard var turn else { return }
        turn.dragging = false
        self.turn = turn
        guard !turn.pages(side).isEmpty else {
            settle(toward: nil, from: pagingScrollView.contentOffset)
            return
        }
        becomePending(side)
        settle(toward: side, from: pagingScrollView.contentOffset)
    }
}
