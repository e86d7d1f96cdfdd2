import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

// A sheet library's presentation controller that adds a handle to the presented view at every presentation
// (BottomSheet's SheetPresentationController, bug benchmark b11, false alarm 8): presenting the same instance
// twice leaves two handles, on iOS as here; an app that makes its sheet anew for each presentation never shows it.

@MainActor
final class HandleAddingPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        let handle = UIView(frame: CGRect(x: 170, y: 8, width: 50, height: 5))
        handle.backgroundColor = .gray
        presentedViewController.view.addSubview(handle)
    }
}

@MainActor
final class HandleSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HandleAddingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

@MainActor
final class HandleSheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
}

@MainActor
struct RepresentationFlowTests {
    private func sheet() -> HandleSheetViewController {
        let sheet = HandleSheetViewController()
        sheet.modalPresentationStyle = .custom
        return sheet
    }

    private func repeated(_ report: FlowReport) -> [FlowFailure] {
        report.failures.filter { $0.flow.name.contains("repeated") }
    }

    /// An app whose button makes a new sheet each time: the check's `presented` expression makes one for each
    /// presentation of a flow, so the second presentation shows one handle, as the first did.
    @Test func aSheetMadeAnewForEachPresentationShowsOneHandle() throws {
        let check = TransitionCheck(
            presenting: UIViewController(), presented: sheet(), transitioningDelegate: HandleSheetDelegate(),
            options: .init(runs: 0))
        let report = check.runFlows()
        #expect(report.flowCount > 0)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(2))")
    }

    /// A navigation controller made anew with its root (SideMenu's README: `present(SideMenuNavigationController(
    /// rootViewController: …), animated: true)`): the new stack's view controllers take the old ones' names in the
    /// same places, so the stack compares equal (it read `[Menu] → [Menu#2]` before).
    @Test func aStackMadeAnewComparesEqual() throws {
        let check = TransitionCheck(
            presenting: UIViewController(),
            presented: { () -> UINavigationController in
                let navigation = UINavigationController(rootViewController: HandleSheetViewController())
                navigation.modalPresentationStyle = .overFullScreen
                return navigation
            }(),
            options: .init(runs: 0))
        let report = check.runFlows()
        #expect(report.flowCount > 0)
        #expect(report.failures.isEmpty, "\(report.failures.prefix(2))")
    }

    /// An app that keeps its sheet and presents it again: the expression returns the kept instance, and the
    /// second presentation's extra handle is found (a real bug of such an app).
    @Test func aKeptSheetPresentedAgainShowsTheSecondHandle() throws {
        final class Home: UIViewController {
            lazy var kept: HandleSheetViewController = {
                let sheet = HandleSheetViewController()
                sheet.modalPresentationStyle = .custom
                return sheet
            }()
        }
        var home: Home?
        let check = TransitionCheck(
            presenting: { let made = Home(); home = made; return made }(),
            presented: home!.kept, transitioningDelegate: HandleSheetDelegate(),
            options: .init(runs: 0))
        let failure = try #require(repeated(check.runFlows()).first)
        #expect(failure.differences.contains { $0.hasPrefix("view there now") && $0.contains("HandleSheetViewController.view") }, "\(failure.differences)")
    }

    /// A segue's pair (`presentation:`) is presented again as it was made: the same instance, documented so.
    @Test func aSeguesPairIsPresentedAgainAsMade() throws {
        let delegate = HandleSheetDelegate()
        let check = TransitionCheck(presentation: { [self] in
            let sheet = sheet()
            sheet.transitioningDelegate = delegate
            return (UIViewController(), sheet)
        }, options: .init(runs: 0))
        #expect(check.subject.makePresented == nil)
        #expect(!repeated(check.runFlows()).isEmpty)
    }
}
