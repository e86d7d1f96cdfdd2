//
//  PullToDismissInteractor.swift
//  Dismisses a sheet when its list is pulled down past the top: the interactor follows the list's
//  content offset by key-value observing, and settles once the pulling has stopped for a moment.
//

import UIKit

class PullToDismissInteractor: UIPercentDrivenInteractiveTransition {
    weak var scrollView: UIScrollView?
    var hasStarted = false
    var pulls: [CGFloat] = []
    var settled: [String] = []
    private let distance: CGFloat = 200

    func attach(to scrollView: UIScrollView) {
        self.scrollView = scrollView
        scrollView.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil)
    }

    func detach() {
        scrollView?.removeObserver(self, forKeyPath: "contentOffset")
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey : Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        let pulled = min(1, max(0, -offset.y) / distance)
        if pulled > 0 { hasStarted = true }
        guard hasStarted else { return }
        pulls.append(pulled)
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(settle), object: nil)
        perform(#selector(settle), with: nil, afterDelay: 0.15)
    }

    @objc func settle() {
        hasStarted = false
        settled.append((pulls.last ?? 0) > 0.5 ? "finish" : "cancel")
    }
}
