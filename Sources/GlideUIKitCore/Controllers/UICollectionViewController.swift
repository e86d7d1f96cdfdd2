import Foundation

/// A view controller whose view is a collection (UIKit's `UICollectionViewController`).
///
/// As with ``UITableViewController``, override the methods it declares; an internal adapter is the
/// collection's data source and delegate. As on iOS, the controller declares every data-source, delegate and
/// scroll-view-delegate method Glide's protocols have (a subclass writes `override func
/// collectionView(_:viewForSupplementaryElementOfKind:at:)`, `override func scrollViewDidScroll(_:)`); a subclass
/// that adopts `UICollectionViewDelegateFlowLayout` (for `sizeForItemAt`) is asked through that conformance.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController {
    private let layout: UICollectionViewLayout
    private lazy var adapter = CollectionAdapter(controller: self)
    /// Whether `viewWillAppear` deselects the selected items (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a long press reorders items (stored).
    open var installsStandardGestureForInteractiveMovement = true

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection (the view).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout the collection was made with.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? layout }

    /// Keeps a collection the default loading gave (a storyboard scene's), else makes one filling
    /// 390 × 844 with the layout; unless already connected, its data source and delegate are this controller.
    open override func loadView() {
        super.loadView()
        let collection = view as? UICollectionView
            ?? UICollectionView(frame: CGRect(origin: .zero, size: UIScreen.defaultSceneSize), collectionViewLayout: layout)
        if collection.dataSource == nil { collection.dataSource = adapter }
        if collection.delegate == nil { collection.delegate = adapter }
        view = collection
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = collectionView.indexPathsForSelectedItems {
            for indexPath in selected { collectionView.deselectItem(at: indexPath, animated: animated) }
        }
    }

    @discardableResult
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    @discardableResult
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// UIKit's controller has no cells of its own: override when items exist.
    @discardableResult
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        preconditionFailure("\(type(of: self)) must override collectionView(_:cellForItemAt:)")
    }
    @discardableResult
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    @discardableResult
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Not answered by default, as the data source's default (see ``UICollectionViewDataSource``).
    @discardableResult
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UnansweredSupplementaryView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    @discardableResult
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented by default: the collection view puts the items back where they were.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.interactiveMovement?.dataSourceDidNotMove = true
    }
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                             newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

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

/// The collection's data source and delegate on behalf of a ``UICollectionViewController``.
@MainActor
private final class CollectionAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    unowned let controller: UICollectionViewController
    init(controller: UICollectionViewController) { self.controller = controller }

    private var flow: (any UICollectionViewDelegateFlowLayout)? { controller as? any UICollectionViewDelegateFlowLayout }

    func numberOfSections(in c: UICollectionView) -> Int { controller.numberOfSections(in: c) }
    func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { controller.collectionView(c, numberOfItemsInSection: s) }
    func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath) -> UICollectionViewCell { controller.collectionView(c, cellForItemAt: i) }
    func collectionView(_ c: UICollectionView, shouldHighlightItemAt i: IndexPath) -> Bool { controller.collectionView(c, shouldHighlightItemAt: i) }
    func collectionView(_ c: UICollectionView, didHighlightItemAt i: IndexPath) { controller.collectionView(c, didHighlightItemAt: i) }
    func collectionView(_ c: UICollectionView, didUnhighlightItemAt i: IndexPath) { controller.collectionView(c, didUnhighlightItemAt: i) }
    func collectionView(_ c: UICollectionView, shouldSelectItemAt i: IndexPath) -> Bool { controller.collectionView(c, shouldSelectItemAt: i) }
    func collectionView(_ c: UICollectionView, didSelectItemAt i: IndexPath) { controller.collectionView(c, didSelectItemAt: i) }
    func collectionView(_ c: UICollectionView, didDeselectItemAt i: IndexPath) { controller.collectionView(c, didDeselectItemAt: i) }
    func collectionView(_ c: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt i: IndexPath) {
        controller.collectionView(c, willDisplay: cell, forItemAt: i)
    }
    func collectionView(_ c: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt i: IndexPath) {
        controller.collectionView(c, didEndDisplaying: cell, forItemAt: i)
    }
    func collectionView(_ c: UICollectionView, viewForSupplementaryElementOfKind k: String, at i: IndexPath) -> UICollectionReusableView {
        controller.collectionView(c, viewForSupplementaryElementOfKind: k, at: i)
    }
    func collectionView(_ c: UICollectionView, willDisplaySupplementaryView v: UICollectionReusableView, forElementKind k: String, at i: IndexPath) {
        controller.collectionView(c, willDisplaySupplementaryView: v, forElementKind: k, at: i)
    }
    func collectionView(_ c: UICollectionView, didEndDisplayingSupplementaryView v: UICollectionReusableView, forElementOfKind k: String, at i: IndexPath) {
        controller.collectionView(c, didEndDisplayingSupplementaryView: v, forElementOfKind: k, at: i)
    }
    func collectionView(_ c: UICollectionView, canMoveItemAt i: IndexPath) -> Bool { controller.collectionView(c, canMoveItemAt: i) }
    func collectionView(_ c: UICollectionView, moveItemAt from: IndexPath, to: IndexPath) { controller.collectionView(c, moveItemAt: from, to: to) }
    func collectionView(_ c: UICollectionView, targetIndexPathForMoveFromItemAt from: IndexPath, toProposedIndexPath to: IndexPath) -> IndexPath {
        controller.collectionView(c, targetIndexPathForMoveFromItemAt: from, toProposedIndexPath: to)
    }
    func collectionView(_ c: UICollectionView, transitionLayoutForOldLayout from: UICollectionViewLayout,
                        newLayout to: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        controller.collectionView(c, transitionLayoutForOldLayout: from, newLayout: to)
    }
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, sizeForItemAt i: IndexPath) -> CGSize {
        flow?.collectionView(c, layout: l, sizeForItemAt: i) ?? (l as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, insetForSectionAt s: Int) -> UIEdgeInsets {
        flow?.collectionView(c, layout: l, insetForSectionAt: s) ?? (l as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, minimumLineSpacingForSectionAt s: Int) -> CGFloat {
        flow?.collectionView(c, layout: l, minimumLineSpacingForSectionAt: s) ?? (l as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, minimumInteritemSpacingForSectionAt s: Int) -> CGFloat {
        flow?.collectionView(c, layout: l, minimumInteritemSpacingForSectionAt: s) ?? (l as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, referenceSizeForHeaderInSection s: Int) -> CGSize {
        flow?.collectionView(c, layout: l, referenceSizeForHeaderInSection: s) ?? (l as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    func collectionView(_ c: UICollectionView, layout l: UICollectionViewLayout, referenceSizeForFooterInSection s: Int) -> CGSize {
        flow?.collectionView(c, layout: l, referenceSizeForFooterInSection: s) ?? (l as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
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
