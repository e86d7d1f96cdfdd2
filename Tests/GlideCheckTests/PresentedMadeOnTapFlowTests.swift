import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// A full-screen viewer that, as ImageSlideshow's zoom delegate does, adds its dismissal pan to the key window when it
/// is made and removes it when its dismissal ends (`removesPanWhenDismissed: false` is a viewer that forgets to).
@MainActor
final class WindowPanViewer: UIViewController {
    private let pan = UIPanGestureRecognizer()
    let removesPanWhenDismissed: Bool

    init(window: UIWindow?, removesPanWhenDismissed: Bool) {
        self.removesPanWhenDismissed = removesPanWhenDismissed
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
        window?.addGestureRecognizer(pan)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if removesPanWhenDismissed, isBeingDismissed { pan.view?.removeGestureRecognizer(pan) }
    }
}

@MainActor
struct PresentedMadeOnTapFlowTests {
    private func check(removesPanWhenDismissed: Bool) -> TransitionCheck {
        var home: UIViewController?
        return TransitionCheck(
            presenting: { () -> UIViewController in
                let made = UIViewController()
                home = made
                return made
            }(),
            presented: WindowPanViewer(window: home?.view.window, removesPanWhenDismissed: removesPanWhenDismissed),
            options: .init(runs: 0))
    }

    /// What making the presented view controller adds to the window (made when the app's button is tapped) is not part
    /// of the first screen: the dismissal that takes it away brings the screen back as it was (ImageSlideshow#92's fixed
    /// version, the eighth bug sample's i03).
    @Test func aRecognizerThePresentedScreenAddsAndTakesAwayIsNotADifference() {
        let report = check(removesPanWhenDismissed: true).runFlows()
        #expect(report.flowCount > 2, "\(report.flowCount)")
        #expect(report.passed, "\(report.failures.prefix(2))")
    }

    /// A recognizer it adds and leaves is not a difference either (one the app added counts only when it begins
    /// something), so the rule above hides nothing a flow judged before.
    @Test func aRecognizerLeftBehindIsTheAppsAddition() {
        let report = check(removesPanWhenDismissed: false).runFlows()
        #expect(report.passed, "\(report.failures.prefix(2))")
    }
}

@MainActor
struct PresentedExpressionTests {
    /// Every evaluation of `presented:`, the first (which reads the presented view controller's own style) included,
    /// comes after the presenter is on screen, as the app's button's code runs: an expression may read what the shown
    /// presenter holds (`home.selectedPhoto!`).
    @Test func thePresentedExpressionAlwaysSeesThePresenterOnScreen() throws {
        var home: UIViewController?
        var sawWindow: [Bool] = []
        let check = TransitionCheck(
            presenting: { () -> UIViewController in
                let made = UIViewController()
                home = made
                return made
            }(),
            presented: { () -> UIViewController in
                sawWindow.append(home?.view.window != nil)
                return UIViewController()
            }(),
            options: .init(matrix: true, runs: 0))
        var quick = check
        quick.options.flows = false
        quick.options.touches = false
        _ = try quick.runNow()
        #expect(!sawWindow.isEmpty && sawWindow.allSatisfy { $0 }, "\(sawWindow)")
    }
}
