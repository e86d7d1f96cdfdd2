import Foundation

/// Glide's animator for a context menu's appearance, disappearance and commit: it runs what was added in one
/// `UIView` animation of ``duration`` seconds on the view's clock when the menu's own animation starts.
@MainActor
package final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    /// How long the menu takes to appear, go or commit, in seconds. UIKit does not document it; Glide's choice.
    package static let duration: TimeInterval = 0.3

    package let previewViewController: UIViewController?
    package var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    package init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    package func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    package func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the added animations over ``duration`` (none for a `.dismiss` commit) and the completions after them.
    package func run(animated: Bool) {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        UIView.animate(withDuration: animated ? Self.duration : 0, animations: {
            for animation in animations { animation() }
        }, completion: { _ in
            for completion in completions { completion() }
        })
    }
}
