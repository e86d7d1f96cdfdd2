import Foundation

// A navigation controller's bars: the navigation bar shows the stack's navigation items, the toolbar the
// top view controller's toolbar items.
extension UINavigationController {
    /// The navigation bar's items follow the stack; the toolbar's the top view controller.
    func syncBars() {
        navigationBar.navigationController = self
        let items = viewControllers.map(\.navigationItem)
        if navigationBar.items?.count != items.count || zip(navigationBar.items ?? [], items).contains(where: { $0 !== $1 }) {
            navigationBar.setItems(items, animated: false)
        }
        if storedToolbar != nil || !isToolbarHidden { toolbar.setItems(topViewController?.toolbarItems, animated: false) }
        syncBottomBar()
    }

    /// A tab's navigation controller hides the tab bar while a view controller on its stack has
    /// ``UIViewController/hidesBottomBarWhenPushed``, and shows it again when none has. Only a change of that answer
    /// touches the bar, so an app's own `tabBar.isHidden` stands otherwise; and a bar the app had hidden itself when the
    /// stack came to hide it is left alone both ways (UIKit shows again only the bar it hid: MediaViewer keeps an app's
    /// hidden tab bar hidden across its viewer's push and pop, the ninth bug sample's j05).
    func syncBottomBar() {
        guard let tabs = parent as? UITabBarController, tabs.selectedViewController === self else { return }
        let hides = viewControllers.contains(where: \.hidesBottomBarWhenPushed)
        guard hides != bottomBarHiddenByStack else { return }
        bottomBarHiddenByStack = hides
        if hides {
            bottomBarWasHiddenByApp = tabs.tabBar.isHidden && bottomBarSlideEnd == nil
            if bottomBarWasHiddenByApp { return }
        } else if bottomBarWasHiddenByApp {
            bottomBarWasHiddenByApp = false
            return
        }
        if let transition = bottomBarTransition {
            slideBottomBar(tabs.tabBar, hiding: hides, with: transition)
        } else if bottomBarSlideEnd == nil {
            tabs.tabBar.isHidden = hides
        }
    }

    /// The key of the animation that slides the tab bar during a push or pop (UIKit's: app code that customizes it
    /// looks for `tabBar.layer.animationKeys()` beginning with "position", as MediaViewer's transition does).
    static let bottomBarSlideKey = "position"

    /// An animated push or pop that hides the tab bar (or shows it again): the bar stays shown while the transition
    /// runs and slides out to the left over its duration (or in from the left), as an explicit animation of its
    /// layer's position, which leaves the bar's own position where it was (an app that removes the animation and fades
    /// the bar instead sees it stay in place). When the transition completes the bar is hidden (or shown) and the
    /// animation removed; a cancelled one leaves it as it was.
    ///
    /// Glide differs from UIKit: the slide runs over the transition's duration on the clock, not with the finger of an
    /// interactive push or pop, and its distance (the bar's width) is Glide's.
    func slideBottomBar(_ bar: UITabBar, hiding: Bool, with transition: TransitionContext) {
        let rest = bar.layer.position
        let away = CGPoint(x: rest.x - bar.bounds.width, y: rest.y)
        let slide = CABasicAnimation(keyPath: "position")
        slide.fromValue = NSValue(cgPoint: hiding ? rest : away)
        slide.toValue = NSValue(cgPoint: hiding ? away : rest)
        slide.duration = transition.animator.transitionDuration(using: transition)
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        bar.isHidden = false
        bar.layer.add(slide, forKey: Self.bottomBarSlideKey)
        bottomBarSlideEnd = { [weak self, weak bar] in
            guard let self, let bar else { return }
            bar.layer.removeAnimation(forKey: Self.bottomBarSlideKey)
            // Hidden once it slid out (or when a show was cancelled); a bar that slid in stays as the transition's
            // code left it (an app that hides it again in `viewWillDisappear` keeps it hidden).
            if self.bottomBarHiddenByStack { bar.isHidden = true }
        }
    }

    /// The tab bar controller whose tab bar covers `child`'s content (one of this stack's screens, or one leaving it):
    /// as UIKit's, the bar is there for a screen unless it or a screen below it ``UIViewController/hidesBottomBarWhenPushed``
    /// (so a pushed screen that hides the bar has the home indicator's inset from its push's start, and the screen a pop
    /// goes back to has the bar's from the pop's start, while the bar slides), or the app hid the bar itself.
    func tabBarController(covering child: UIViewController?) -> UITabBarController? {
        guard let tabs = parent as? UITabBarController, tabs.selectedViewController === self, !bottomBarWasHiddenByApp else { return nil }
        if tabs.tabBar.isHidden, !bottomBarHiddenByStack, bottomBarSlideEnd == nil { return nil }
        let below: [UIViewController]
        if let child, let index = viewControllers.firstIndex(where: { $0 === child }) {
            below = Array(viewControllers[...index])
        } else {
            below = viewControllers + (child.map { [$0] } ?? [])
        }
        return below.contains(where: \.hidesBottomBarWhenPushed) ? nil : tabs
    }

    /// The bar's content changed: its height may have.
    func navigationBarContentDidChange() {
        guard isViewLoaded, navigationBar.superview === view else { return }
        let height = navigationBar.preferredHeight
        if navigationBar.frame.height != height {
            navigationBar.frame = CGRect(x: navigationBar.frame.minX, y: navigationBar.frame.minY, width: navigationBar.frame.width, height: height)
        }
    }

    /// Adds or removes the toolbar and places it at the bottom of the view's safe area (above the home indicator's strip).
    func layoutToolbar() {
        guard isViewLoaded else { return }
        view.setNeedsLayout()
        if isToolbarHidden {
            storedToolbar?.removeFromSuperview()
            return
        }
        let bar = toolbar!
        if bar.superview !== view { view.addSubview(bar) }
        let bounds = view.bounds
        let height = UIToolbar.standardHeight
        var bottom = view.safeAreaInsets.bottom
        // Above the tab bar when it shows for the top screen.
        if let tabs = tabBarController(covering: topViewController) { bottom = tabs.coveredByTabBar(view, inherited: UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)).bottom }
        bar.frame = CGRect(x: 0, y: bounds.height - bottom - height, width: bounds.width, height: height)
        bar.setItems(topViewController?.toolbarItems, animated: false)
    }
}
