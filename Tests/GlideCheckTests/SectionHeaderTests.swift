import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// A table's section header is the table's: the delegate's `tableView(_:viewForHeaderInSection:)` may return any view,
/// and the table adds it as it lays out, during the presentation that first shows it. Invariant 22 leaves it out as it
/// leaves out cells (the twenty-first sample's U05: a choice popup's header with its close button, warned about as a
/// view the transition left in the window).
@MainActor @Suite struct SectionHeaderTests {
    final class Centred: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView?.bounds ?? .zero
            return CGRect(x: 10, y: bounds.midY - 130, width: bounds.width - 20, height: 260)
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            Centred(presentedViewController: presented, presenting: presenting)
        }
    }

    final class Choices: UITableViewController {
        let choicesDelegate = Delegate()
        init() {
            super.init(style: .plain)
            modalPresentationStyle = .custom
            transitioningDelegate = choicesDelegate
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func numberOfSections(in tableView: UITableView) -> Int { 2 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Choice \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 80 }
        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.frame.width, height: 80))
            header.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 20, y: 0, width: 300, height: 80))
            label.text = "Section \(section)"
            header.addSubview(label)
            return header
        }
    }

    @Test("a table's section header view, added as the table lays out during the presentation, is no view the transition left")
    func aSectionHeaderIsTheTables() throws {
        let report = try TransitionCheck(
            presenting: UIViewController(), presented: Choices(), styles: [.custom], options: .init(matrix: true, runs: 0)
        ).runNow()
        #expect(!report.warnedInvariants.contains(22) && !report.failedInvariants.contains(22), "\(report.warnings.prefix(2))")
        #expect(report.scenarioCount > 0)
    }
}
