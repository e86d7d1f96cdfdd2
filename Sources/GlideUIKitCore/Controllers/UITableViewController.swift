import Foundation

/// A view controller whose view is a table (UIKit's `UITableViewController`).
///
/// Override the data-source and delegate methods it declares, as with UIKit. Glide's difference,
/// forced by Swift: the controller itself does not adopt `UITableViewDataSource`/`UITableViewDelegate`
/// (Swift would then ignore a subclass's own implementations of the optional methods the base class
/// lacks). An internal adapter is the table's data source and delegate and calls the controller's
/// methods. As on iOS, where Swift sees the protocols' members on the class, the controller declares every
/// data-source, delegate and scroll-view-delegate method Glide's protocols have, so a subclass writes
/// `override func scrollViewDidScroll(_:)` as it does for UIKit.
@preconcurrency @MainActor
open class UITableViewController: UIViewController {
    private let tableStyle: UITableView.Style
    private lazy var adapter = TableAdapter(controller: self)
    /// Whether `viewWillAppear` deselects the selected row (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// The table's refresh control (``UIScrollView/refreshControl``); setting it loads the view.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table (the view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Keeps a table the default loading gave (a storyboard scene's), else makes one of the
    /// controller's style filling 390 × 844; unless already connected, its data source and delegate
    /// are this controller.
    open override func loadView() {
        super.loadView()
        let table = view as? UITableView ?? UITableView(frame: CGRect(origin: .zero, size: UIScreen.defaultSceneSize), style: tableStyle)
        if table.dataSource == nil { table.dataSource = adapter }
        if table.delegate == nil { table.delegate = adapter }
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathsForSelectedRows {
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
        }
    }

    @discardableResult
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    @discardableResult
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// UIKit's controller has no cells of its own: override when rows exist.
    @discardableResult
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:)")
    }
    @discardableResult
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    @discardableResult
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    @discardableResult
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.resolvedRowHeight }
    /// The table's ``UITableView/sectionHeaderHeight``.
    @discardableResult
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's ``UITableView/sectionFooterHeight``.
    @discardableResult
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    @discardableResult
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    @discardableResult
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    @discardableResult
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    @discardableResult
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    @discardableResult
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    @discardableResult
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? { nil }

    // MARK: UIScrollViewDelegate (UIKit mirrors the protocols the controller adopts onto it: a subclass overrides them)

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    @discardableResult
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    @discardableResult
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The table's data source and delegate on behalf of a ``UITableViewController``.
@MainActor
private final class TableAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
    unowned let controller: UITableViewController
    init(controller: UITableViewController) { self.controller = controller }


    func numberOfSections(in tableView: UITableView) -> Int {
        controller.numberOfSections(in: tableView)
    }
    func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { controller.tableView(t, numberOfRowsInSection: s) }
    func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell { controller.tableView(t, cellForRowAt: i) }
    func tableView(_ t: UITableView, titleForHeaderInSection s: Int) -> String? { controller.tableView(t, titleForHeaderInSection: s) }
    func tableView(_ t: UITableView, titleForFooterInSection s: Int) -> String? { controller.tableView(t, titleForFooterInSection: s) }
    func tableView(_ t: UITableView, heightForHeaderInSection s: Int) -> CGFloat { controller.tableView(t, heightForHeaderInSection: s) }
    func tableView(_ t: UITableView, heightForFooterInSection s: Int) -> CGFloat { controller.tableView(t, heightForFooterInSection: s) }
    func tableView(_ t: UITableView, viewForHeaderInSection s: Int) -> UIView? { controller.tableView(t, viewForHeaderInSection: s) }
    func tableView(_ t: UITableView, viewForFooterInSection s: Int) -> UIView? { controller.tableView(t, viewForFooterInSection: s) }
    func tableView(_ t: UITableView, willDisplayHeaderView v: UIView, forSection s: Int) { controller.tableView(t, willDisplayHeaderView: v, forSection: s) }
    func tableView(_ t: UITableView, willDisplayFooterView v: UIView, forSection s: Int) { controller.tableView(t, willDisplayFooterView: v, forSection: s) }
    func tableView(_ t: UITableView, heightForRowAt i: IndexPath) -> CGFloat { controller.tableView(t, heightForRowAt: i) }
    func tableView(_ t: UITableView, willDisplay c: UITableViewCell, forRowAt i: IndexPath) { controller.tableView(t, willDisplay: c, forRowAt: i) }
    func tableView(_ t: UITableView, didEndDisplaying c: UITableViewCell, forRowAt i: IndexPath) { controller.tableView(t, didEndDisplaying: c, forRowAt: i) }
    func tableView(_ t: UITableView, canEditRowAt i: IndexPath) -> Bool { controller.tableView(t, canEditRowAt: i) }
    func tableView(_ t: UITableView, commit e: UITableViewCell.EditingStyle, forRowAt i: IndexPath) { controller.tableView(t, commit: e, forRowAt: i) }
    func tableView(_ t: UITableView, editingStyleForRowAt i: IndexPath) -> UITableViewCell.EditingStyle { controller.tableView(t, editingStyleForRowAt: i) }
    func tableView(_ t: UITableView, leadingSwipeActionsConfigurationForRowAt i: IndexPath) -> UISwipeActionsConfiguration? {
        controller.tableView(t, leadingSwipeActionsConfigurationForRowAt: i)
    }
    func tableView(_ t: UITableView, trailingSwipeActionsConfigurationForRowAt i: IndexPath) -> UISwipeActionsConfiguration? {
        controller.tableView(t, trailingSwipeActionsConfigurationForRowAt: i)
    }
    func tableView(_ t: UITableView, editActionsForRowAt i: IndexPath) -> [UITableViewRowAction]? { controller.tableView(t, editActionsForRowAt: i) }
    func tableView(_ t: UITableView, shouldHighlightRowAt i: IndexPath) -> Bool { controller.tableView(t, shouldHighlightRowAt: i) }
    func tableView(_ t: UITableView, didHighlightRowAt i: IndexPath) { controller.tableView(t, didHighlightRowAt: i) }
    func tableView(_ t: UITableView, didUnhighlightRowAt i: IndexPath) { controller.tableView(t, didUnhighlightRowAt: i) }
    func tableView(_ t: UITableView, willSelectRowAt i: IndexPath) -> IndexPath? { controller.tableView(t, willSelectRowAt: i) }
    func tableView(_ t: UITableView, didSelectRowAt i: IndexPath) { controller.tableView(t, didSelectRowAt: i) }
    func tableView(_ t: UITableView, didDeselectRowAt i: IndexPath) { controller.tableView(t, didDeselectRowAt: i) }
    func scrollViewDidScroll(_ s: UIScrollView) { controller.scrollViewDidScroll(s) }
    func scrollViewDidZoom(_ s: UIScrollView) { controller.scrollViewDidZoom(s) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { controller.scrollViewWillBeginDragging(s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        controller.scrollViewWillEndDragging(s, withVelocity: v, targetContentOffset: t)
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { controller.scrollViewDidEndDragging(s, willDecelerate: d) }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { controller.scrollViewWillBeginDecelerating(s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { controller.scrollViewDidEndDecelerating(s) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { controller.scrollViewDidEndScrollingAnimation(s) }
    func viewForZooming(in s: UIScrollView) -> UIView? { controller.viewForZooming(in: s) }
    func scrollViewWillBeginZooming(_ s: UIScrollView, with v: UIView?) { controller.scrollViewWillBeginZooming(s, with: v) }
    func scrollViewDidEndZooming(_ s: UIScrollView, with v: UIView?, atScale a: CGFloat) { controller.scrollViewDidEndZooming(s, with: v, atScale: a) }
    func scrollViewShouldScrollToTop(_ s: UIScrollView) -> Bool { controller.scrollViewShouldScrollToTop(s) }
    func scrollViewDidScrollToTop(_ s: UIScrollView) { controller.scrollViewDidScrollToTop(s) }
    func scrollViewDidChangeAdjustedContentInset(_ s: UIScrollView) { controller.scrollViewDidChangeAdjustedContentInset(s) }
}
