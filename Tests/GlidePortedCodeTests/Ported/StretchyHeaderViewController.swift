//
//  StretchyHeaderViewController.swift
//  A header that stretches as the list is pulled down and fades as it scrolls away, in the style of
//  profile screens: key-value observing of the scroll view, both ways real code writes it.
//

import GlideUIKit

private var contentOffsetContext = 0

class StretchyHeaderViewController: UIViewController {
    weak var scrollView: UIScrollView!
    weak var headerView: UIView!
    let headerHeight: CGFloat = 240
    private var sizeObservation: NSKeyValueObservation?

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: &contentOffsetContext)
        sizeObservation = scrollView.observe(\.contentSize, options: [.initial, .new]) { [weak self] scrollView, change in
            guard let height = change.newValue?.height else { return }
            self?.preferredContentSize = CGSize(width: scrollView.bounds.width, height: min(600, height))
        }
    }

    func stopObserving() {
        scrollView.removeObserver(self, forKeyPath: "contentOffset", context: &contentOffsetContext)
        sizeObservation?.invalidate()
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        guard context == &contentOffsetContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        guard let offset = (change?[.newKey] as? NSValue)?.cgPointValue else { return }
        let stretch = max(0, -offset.y)
        headerView.frame = CGRect(x: 0, y: min(0, offset.y), width: view.bounds.width, height: headerHeight + stretch)
        headerView.alpha = 1 - min(1, max(0, offset.y) / headerHeight)
    }

    // Written by glide port: the Objective-C runtime makes a class from a type parameter with init().
    override class func glideMakeWithInit() -> UIViewController { StretchyHeaderViewController() }
}
