import Foundation

/// The animation UIKit uses to present a view controller whose transitioning delegate vends no animator
/// (`UIModalTransitionStyle`); the dismissal runs it backwards.
public enum UIModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    /// The presented view slides up from the bottom (UIKit's default).
    case coverVertical = 0
    /// The presenter's view flips over to show the presented view.
    ///
    /// Glide differs from UIKit here: Glide has no 3D flip of the window, so this style animates as ``coverVertical``.
    case flipHorizontal = 1
    /// The presenter's view fades out while the presented view fades in.
    case crossDissolve = 2
    /// A corner of the presenter's view curls up to reveal the presented view.
    ///
    /// Glide differs from UIKit here: Glide draws no page curl, so this style animates as ``coverVertical``.
    case partialCurl = 3

    /// The animator UIKit's presentation machinery uses for this style when the transitioning delegate vends none.
    @MainActor
    package var defaultAnimator: any UIViewControllerAnimatedTransitioning {
        switch self {
        case .crossDissolve: return CrossDissolveAnimator()
        case .coverVertical, .flipHorizontal, .partialCurl: return CoverVerticalAnimator()
        }
    }
}
