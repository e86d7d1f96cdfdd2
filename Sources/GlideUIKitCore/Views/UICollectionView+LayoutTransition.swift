import Foundation

extension UICollectionView {
    /// The completion of an interactive layout transition: `completed` is true when the final animation ran to its
    /// end, `finished` true when the transition finished (the new layout is installed) and false when it was cancelled
    /// (the old layout is back), as UIKit's.
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Installs `layout`, the cells moving to their new places animated when `animated`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Installs `layout`; when `animated`, the shown cells move to their new places with a UIView animation on Glide's
    /// clock (0.3 s) and `completion(true)` runs at its end (false if its animations were removed). Without animation
    /// the items are laid out at once, so that inside an animation block (a property animator's) the cells move with
    /// that animation, as on iOS.
    ///
    /// Glide differs: without animation the completion runs on the clock's next turn, as Glide's `UIView.animate` runs
    /// a completion when nothing animates; cells of items that leave the bounds in an animated change are let go at its
    /// end, and items that come in appear at their new place at once (UIKit animates them from their old place).
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        relayout(animated: animated, changes: { collectionViewLayout = layout }, completion: completion)
    }

    /// Starts a change of layout driven step by step: installs the delegate's
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)` (by default a ``UICollectionViewTransitionLayout``
    /// from the current layout to `layout`) at progress 0 and returns it; set its
    /// ``UICollectionViewTransitionLayout/transitionProgress`` as the gesture moves, then call
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``. `completion(completed, finished)` runs
    /// when that ends.
    @discardableResult
    public func startInteractiveTransition(to layout: UICollectionViewLayout,
                                           completion: LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        let old = collectionViewLayout
        let delegate = delegate as? any UICollectionViewDelegate
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = (transition, completion)
        collectionViewLayout = transition
        return transition
    }

    /// Ends the interactive transition by installing its next layout: the cells move from where the progress left them
    /// to their places there, animated on Glide's clock (0.3 s), and the completion gets `(true, true)` at the end.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finishing: true)
    }

    /// Ends the interactive transition by putting its current (old) layout back: the cells move back, animated on
    /// Glide's clock (0.3 s), and the completion gets `(true, false)` at the end.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finishing: false)
    }

    private func endInteractiveTransition(finishing: Bool) {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        let target = finishing ? transition.nextLayout : transition.currentLayout
        relayout(animated: true, changes: {
            collectionViewLayout = target
            transition.transitionProgress = finishing ? 1 : 0
        }, completion: { completed in completion?(completed, finishing) })
    }
}
