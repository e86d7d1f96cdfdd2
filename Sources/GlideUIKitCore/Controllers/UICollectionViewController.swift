import Foundation

/// A view controller whose view is a collection (UIKit's `UICollectionViewController`).
///
/// As with ``UITableViewController``, override the methods it declares; an internal adapter is the
/// collection's data source and delegate, and a subclass that adopts `UICollectionViewDelegateFlowLayout`
/// (for `sizeForItemAt`) or `UIScrollViewDelegate` itself is asked through that conformance.
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
}

/// The collection's data source and delegate on behalf of a ``UICollectionViewController``.
@MainActor
private final class CollectionAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    unowned let controller: UICollectionViewController
    init(controller: UICollectionViewController) { self.controller = controller }

    private var scrollDelegate: (any UIScrollViewDelegate)? { controller as? any UIScrollViewDelegate }
    private var flow: (any UICollectionViewDelegateFlowLayout)? { controller as? any UICollectionViewDelegateFlowLayout }
    private var own: (any UICollectionViewDelegate)? { controller as? any UICollectionViewDelegate }

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
        own?.collectionView(c, didEndDisplaying: cell, forItemAt: i)
    }
    func collectionView(_ c: UICollectionView, transitionLayoutForOldLayout from: UICollectionViewLayout,
                        newLayout to: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        own?.collectionView(c, transitionLayoutForOldLayout: from, newLayout: to) ?? UICollectionViewTransitionLayout(currentLayout: from, nextLayout: to)
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
    func scrollViewDidScroll(_ s: UIScrollView) { scrollDelegate?.scrollViewDidScroll(s) }
    func scrollViewWillBeginDragging(_ s: UIScrollView) { scrollDelegate?.scrollViewWillBeginDragging(s) }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
        scrollDelegate?.scrollViewWillEndDragging(s, withVelocity: v, targetContentOffset: t)
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { scrollDelegate?.scrollViewDidEndDragging(s, willDecelerate: d) }
    func scrollViewDidEndScrollingAnimation(_ s: UIScrollView) { scrollDelegate?.scrollViewDidEndScrollingAnimation(s) }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { scrollDelegate?.scrollViewDidEndDecelerating(s) }
}
