import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

// What the fixed versions of real libraries showed Glide reporting that iOS would not show
// (docs/bug-benchmark.md: DraggableModalTransition after its fixes #7 and #12), each as the smallest code
// that has it: an interactor that moves the views itself and completes before it cancels, and a sheet
// whose table scrolls while it is dragged down.

/// DraggableModalTransition's interactor, reduced: it takes the context in `startInteractiveTransition`
/// (no animator runs), moves the presented view itself, and ends with `completeTransition` first, then
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()`, in that order.
@MainActor
final class CompletesFirstInteractor: UIPercentDrivenInteractiveTransition {
    private weak var transitionContext: (any UIViewControllerContextTransitioning)?
    /// When true, the app listens for the end of the interaction on the coordinator.
    let listens: Bool
    /// When false, the cancel ends with `completeTransition(false)` alone (DraggableModalTransition's
    /// `animationEnded(_:)` drops its context, so the `cancelInteractiveTransition()` after it is never sent).
    let cancelsAfterCompleting: Bool
    /// Where the cancel springs the presented view's top to (DraggableModalTransition's sheet, which its
    /// presentation left 10 points down, springs to 0).
    let cancelledY: CGFloat
    private(set) var interactionEnds = 0

    init(listens: Bool = false, cancelsAfterCompleting: Bool = true, cancelledY: CGFloat = 0) {
        self.listens = listens
        self.cancelsAfterCompleting = cancelsAfterCompleting
        self.cancelledY = cancelledY
        super.init()
    }

    override func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        if listens {
            transitionContext.viewController(forKey: .from)?.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] _ in
                self?.interactionEnds += 1
            }
        }
        guard let to = transitionContext.viewController(forKey: .to), let from = transitionContext.viewController(forKey: .from) else { return }
        transitionContext.containerView.addSubview(to.view)
        transitionContext.containerView.bringSubviewToFront(from.view)
    }

    override func update(_ percentComplete: CGFloat) {
        guard let from = transitionContext?.viewController(forKey: .from) else { return }
        from.view.frame.origin.y = max(from.view.bounds.height * percentComplete, 0)
    }

    override func finish() {
        guard let context = transitionContext, let from = context.viewController(forKey: .from) else { return }
        UIView.animate(withDuration: 0.3, animations: { from.view.frame.origin.y = from.view.bounds.height }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
            context.finishInteractiveTransition()
        }
    }

    override func cancel() {
        guard let context = transitionContext, let from = context.viewController(forKey: .from) else { return }
        UIView.animate(withDuration: 0.3, animations: { [cancelledY] in from.view.frame.origin.y = cancelledY }) { [cancelsAfterCompleting] _ in
            context.completeTransition(false)
            if cancelsAfterCompleting { context.cancelInteractiveTransition() }
        }
    }
}

/// A sheet with a table of 40 rows; `scroll()` scrolls it as a finger on it would.
@MainActor
final class SheetWithTable: UIViewController, UITableViewDataSource {
    let table = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        table.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A dismissal that scrolls the sheet's table as it starts (the pan recognizes with the table's own, so
/// the list scrolls under the finger), then slides the sheet down.
@MainActor
final class ScrollingSheetDismissal: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let sheet = transitionContext.viewController(forKey: .from) as? SheetWithTable, let fromView = transitionContext.view(forKey: .from) {
            sheet.table.contentOffset.y += 500
            sheet.table.layoutIfNeeded()
            UIView.animate(withDuration: 0.3, animations: { fromView.frame.origin.y = container.bounds.height }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else if let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: to)
            container.addSubview(toView)
            transitionContext.completeTransition(true)
        } else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

@MainActor
struct BugBenchmarkReadingsTests {
    /// `completeTransition(false)` then `cancelInteractiveTransition()`: UIKit rolls back, as the cancel meant.
    /// Invariants 2 and 25 judge the outcome by the cancel that follows (2 warns of the order), and 16's
    /// missed notification is a warning, since nothing in this app listens for it.
    @Test func completingBeforeCancellingIsWarnedNotFailed() throws {
        let (broken, report) = try brokenInvariants(subject("completes first", styles: [.fullScreen], interactor: { CompletesFirstInteractor() }) { SlideAnimator() })
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        #expect(broken.isDisjoint(with: [2, 16, 25]), "\(report.violations.filter { [2, 16, 25].contains($0.invariant) }.prefix(4))")
        #expect(Set(report.warnedInvariants).isSuperset(of: [2, 16]), "\(report.warnings.prefix(4))")
        let order = try #require(report.warnings.first { $0.invariant == 2 })
        #expect(order.evidence.onIOS?.contains("rolls the transition back") == true)
    }

    /// With no cancel after it (the context already dropped), the code that dragged the sheet back and
    /// completed with false still meant a cancel: 2 warns, 25 judges the state as after a cancel. The same
    /// code asked to finish, completing with false, fails both.
    @Test func completingWithFalseAfterDraggingTheViewBackIsWarned() throws {
        let check = TransitionCheck(subject: subject(
            "completes false, views back", styles: [.fullScreen], interactor: { CompletesFirstInteractor(cancelsAfterCompleting: false) }) { SlideAnimator() })
        let scenarios = ScenarioMatrix.scenarios(operation: .dismiss, style: .fullScreen)
        let cancelled = try ScenarioRunner(subject: check.subject).run(try #require(scenarios.first { $0.label == "cancel at 0.5" })).get()
        let violations = TransitionCheck.evaluate(cancelled, invariants: [2, 25].compactMap { InvariantCatalog.invariant($0) })
        #expect(violations.allSatisfy(\.evidence.isWarning) && violations.contains { $0.invariant == 2 }, "\(violations)")
        #expect(violations.first { $0.invariant == 2 }?.evidence.onIOS?.contains("every view was back") == true)
    }

    /// The same with the view not put back where it was (false alarm 7, DraggableModalTransition after #12:
    /// the cancel springs the sheet to y = 0, its presentation had left it at 10): the outcome is still a
    /// cancel, which UIKit rolls back, so 25 holds and 2 warns; the view left changed is 23's finding alone.
    @Test func completingWithFalseUnaskedIsACancelWhateverTheViews() throws {
        let check = TransitionCheck(subject: subject(
            "completes false, view 10 pt off", styles: [.fullScreen],
            interactor: { CompletesFirstInteractor(cancelsAfterCompleting: false, cancelledY: 10) }) { SlideAnimator() })
        let scenarios = ScenarioMatrix.scenarios(operation: .dismiss, style: .fullScreen)
        let cancelled = try ScenarioRunner(subject: check.subject).run(try #require(scenarios.first { $0.label == "cancel at 0.5" })).get()
        #expect(cancelled.rolledBackUnasked && !cancelled.rolledBackWithViewsBack)
        let violations = TransitionCheck.evaluate(cancelled, invariants: [2, 23, 25].compactMap { InvariantCatalog.invariant($0) })
        #expect(!violations.contains { $0.invariant == 25 }, "\(violations)")
        let order = try #require(violations.first { $0.invariant == 2 })
        #expect(order.evidence.isWarning && order.evidence.onIOS?.contains("reported apart") == true, "\(order)")
        #expect(violations.contains { $0.invariant == 23 && !$0.evidence.isWarning && $0.evidence.property == "frame" }, "\(violations)")
    }

    /// The same in a presentation begun interactively (ARNTransitionAnimator's MusicPlayerTransition, b04):
    /// nothing asked to finish, the views dragged back, `completeTransition(false)`: UIKit rolls the
    /// presentation back, as the app meant; 2 warns, 25 judges it as a cancel.
    @Test func aPresentationCompletedWithFalseAfterDraggingBackIsWarned() throws {
        let check = TransitionCheck(subject: subject(
            "completes false, views back", styles: [.fullScreen], interactor: { CompletesFirstInteractor(cancelsAfterCompleting: false) }) { SlideAnimator() })
        let scenarios = ScenarioMatrix.scenarios(operation: .present, style: .fullScreen)
        let cancelled = try ScenarioRunner(subject: check.subject).run(try #require(scenarios.first { $0.label == "cancel at 0.5" })).get()
        let violations = TransitionCheck.evaluate(cancelled, invariants: [2, 25].compactMap { InvariantCatalog.invariant($0) })
        #expect(violations.allSatisfy(\.evidence.isWarning) && violations.contains { $0.invariant == 2 }, "\(violations)")
    }

    /// An alpha left above 1 shows as 1 (UIKit clamps it when it draws): not a property left changed (23).
    /// Below 1 it shows, and fails.
    @Test func anAlphaAboveOneIsNotLeftChanged() throws {
        let (over, overReport) = try brokenInvariants(subject("alpha 1.4", styles: [.fullScreen]) { PresenterAlphaAnimator(alpha: 1.4) })
        #expect(!over.contains(23), "\(overReport.violations(of: 23).prefix(2))")
        let (under, underReport) = try brokenInvariants(subject("alpha 0.6", styles: [.fullScreen]) { PresenterAlphaAnimator(alpha: 0.6) })
        #expect(under.contains(23), "\(underReport.violations.prefix(3))")
    }

    /// A completion with false where nothing was put back still fails 2: UIKit rolls back a transition the
    /// code finished (a presentation that showed, then vanishes).
    @Test func completingWithFalseAloneStillFails() throws {
        let (broken, report) = try brokenInvariants(subject("complete false") { CompletesFalseAnimator() })
        #expect(broken.isSuperset(of: [2]), "\(report.violations.prefix(4))")
        #expect(report.violations(of: 2).contains { !$0.evidence.isWarning && $0.scenario.label.hasPrefix("finish") }, "a finished transition completed with false fails")
    }

    /// When the app listens (`notifyWhenInteractionChanges`), completing while interactive fails 16.
    @Test func aListeningAppSeesTheMissedNotification() throws {
        let listening = subject("completes first, listened to", styles: [.fullScreen], interactor: { CompletesFirstInteractor(listens: true) }) { SlideAnimator() }
        let (broken, report) = try brokenInvariants(listening)
        #expect(broken.contains(16), "\(report.warnings.filter { $0.invariant == 16 }.prefix(2))")
    }

    /// A table that scrolls during the dismissal dequeues and moves its cells: that is the list's doing,
    /// not a view the transition left or failed to put back (22, 23).
    @Test func cellsAListDequeuesAreNotTheTransitions() throws {
        let check = TransitionCheck(
            presenting: UIViewController(), presented: SheetWithTable(),
            transitioningDelegate: AnimatorDelegate(dismissal: ScrollingSheetDismissal()),
            styles: [.fullScreen], interactor: { UIPercentDrivenInteractiveTransition() }, options: .init(runs: 0))
        let report = try check.runNow()
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        let onCells = (report.violations + report.warnings).filter { [22, 23].contains($0.invariant) && ($0.evidence.view ?? "").contains("Cell") }
        #expect(onCells.isEmpty, "\(onCells.prefix(3))")
        // The scroll did move the cells (the list reused them for the rows it brought in): the check saw
        // them change and left them to the list.
        let record = try ScenarioRunner(subject: check.subject).run(
            try #require(ScenarioMatrix.scenarios(operation: .dismiss, style: .fullScreen).first { $0.label.contains("cancel") })).get()
        let moved = record.after.views.filter { cell in
            cell.isListCell && record.before.view(cell.id).map { $0.value("frame") != cell.value("frame") } == true
        }
        #expect(moved.count >= 5, "\(record.after.views.filter(\.isListCell).prefix(3))")
    }
}

/// Completes with false whatever happened.
@MainActor
final class CompletesFalseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(toView) }
        UIView.animate(withDuration: 0.3, animations: { transitionContext.view(forKey: .to)?.alpha = 1 }) { _ in
            transitionContext.completeTransition(false)
        }
    }
}

/// A transitioning delegate that vends one dismissal animator (UIKit's own presentation otherwise).
@MainActor
final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let dismissal: any UIViewControllerAnimatedTransitioning
    init(dismissal: any UIViewControllerAnimatedTransitioning) { self.dismissal = dismissal }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissal }
}

/// Leaves the presenting view's alpha at `alpha` when a transition ends (b04 overshoots to 1.4).
@MainActor
final class PresenterAlphaAnimator: SlideAnimator {
    let alpha: CGFloat
    init(alpha: CGFloat) {
        self.alpha = alpha
        super.init(duration: 0.4)
    }

    override func willComplete(_ ctx: any UIViewControllerContextTransitioning, cancelled: Bool) {
        let presenter = ctx.viewController(forKey: Self.isForward(ctx) ? .from : .to)
        presenter?.view.alpha = alpha
    }
}
