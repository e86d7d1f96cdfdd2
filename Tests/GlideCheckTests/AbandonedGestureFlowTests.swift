import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// A full-screen gallery (a paging scroll view, opened on its middle page) with a page indicator it shows while
/// scrolling and fades 2 s after a scroll comes to rest (SwiftPhotoGallery's `scrollViewDidEndDecelerating`), and a
/// pan of its own on the scroll view. Written as a user writes it for UIKit.
private final class GalleryViewController: UIViewController, UIScrollViewDelegate, UIGestureRecognizerDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let indicator = UIView(frame: CGRect(x: 171, y: 803, width: 48, height: 26))
    let badge = UIView(frame: CGRect(x: 20, y: 100, width: 60, height: 30))
    /// The buggy form: the pan drags the badge and puts it back on `.ended` only.
    var dragsBadge = false
    var fadesIndicator = true
    /// The badge sits under the scroll view's opaque pages, where nothing of it shows.
    var badgeBehindPages = false
    private var badgeStart = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 390 * 3, height: 844)
        scrollView.delegate = self
        for page in 0..<3 {
            let content = UIView(frame: CGRect(x: CGFloat(page) * 390, y: 0, width: 390, height: 844))
            content.backgroundColor = [UIColor.red, .green, .blue][page]
            scrollView.addSubview(content)
        }
        view.addSubview(scrollView)
        let pan = UIPanGestureRecognizer(target: self, action: Selector(GalleryViewController.dragged(_:), name: "dragged:"))
        pan.delegate = self
        scrollView.addGestureRecognizer(pan)
        indicator.backgroundColor = .gray
        view.addSubview(indicator)
        badge.backgroundColor = .black
        if badgeBehindPages { view.insertSubview(badge, at: 0) } else { view.addSubview(badge) }
        scrollView.contentOffset = CGPoint(x: 390, y: 0)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        indicator.alpha = 1
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        guard fadesIndicator else { return }
        UIView.animate(withDuration: 1, delay: 2, options: .curveEaseInOut, animations: {
            self.indicator.alpha = 0
        }, completion: nil)
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        guard dragsBadge else { return }
        switch pan.state {
        case .began:
            badgeStart = badge.center
        case .changed:
            let translation = pan.translation(in: view)
            badge.center = CGPoint(x: badgeStart.x, y: badgeStart.y + translation.y)
        case .ended:
            badge.center = badgeStart
        default:
            break
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }
}

@MainActor
struct AbandonedGestureFlowTests {
    /// The gallery made anew each time it opens, as an app makes it in the action that opens it.
    private func check(dragsBadge: Bool = false, fades: Bool = true, badgeBehindPages: Bool = false) -> TransitionCheck {
        func makeGallery() -> GalleryViewController {
            let gallery = GalleryViewController()
            gallery.dragsBadge = dragsBadge
            gallery.badgeBehindPages = badgeBehindPages
            gallery.fadesIndicator = fades
            gallery.modalPresentationStyle = .fullScreen
            return gallery
        }
        return TransitionCheck(presenting: UIViewController(), presented: makeGallery(), options: .init(runs: 0))
    }

    /// The system cancels a sideways drag: the gallery settles on its page and the app fades its indicator, as it does
    /// after a drag that lifts. That is the app's design after any scroll, not what the cancel left (the bug
    /// benchmark's c10: four false flow failures on both the buggy and the fixed SwiftPhotoGallery).
    @Test func anIndicatorTheAppFadesAfterEveryScrollIsNotBlamedOnTheCancel() throws {
        let report = check().runFlows()
        #expect(report.flowCount > 10, "\(report.flowCount)")
        #expect(report.passed, "\(report.failures.prefix(3))")
    }

    /// A pan that puts what it dragged back only on `.ended` leaves it where the finger was when the system cancels
    /// it (reference B7); lifting puts it back, so the difference is the cancel's and is still reported.
    @Test func whatOnlyTheCancelLeavesIsStillReported() throws {
        let report = check(dragsBadge: true).runFlows()
        let failure = try #require(report.failures.first, "no flow failed of \(report.flowCount)")
        #expect(failure.differences.contains { $0.contains("GalleryViewController.badge") }, "\(failure)")
        #expect(!report.failures.contains { $0.differences.contains { $0.contains("indicator") } }, "\(report.failures.prefix(3))")
    }

    /// The same pan, its badge under the opaque pages: nothing of it shows before the drag or after the cancel, so the
    /// user finds nothing changed, though the action began no transition (the ninth bug sample's j03: a side menu's
    /// background left scaled under the opaque screen).
    @Test func whatTheCancelLeavesWhereNothingShowsIsNotReported() throws {
        let report = check(dragsBadge: true, badgeBehindPages: true).runFlows()
        #expect(!report.failures.contains { $0.differences.contains { $0.contains("GalleryViewController.badge") } }, "\(report.failures.prefix(3))")
    }
}
