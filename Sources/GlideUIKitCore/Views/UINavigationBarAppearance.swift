import Foundation

/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`): the bar appearance and its titles.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor` are shown).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance()
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and the mask it slides under.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override class func makeCopy(of appearance: UIBarAppearance) -> UIBarAppearance {
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        if let source = appearance as? UINavigationBarAppearance {
            copy.titleTextAttributes = source.titleTextAttributes
            copy.largeTitleTextAttributes = source.largeTitleTextAttributes
            copy.titlePositionAdjustment = source.titlePositionAdjustment
            copy.buttonAppearance = source.buttonAppearance
            copy.doneButtonAppearance = source.doneButtonAppearance
            copy.backButtonAppearance = source.backButtonAppearance
            copy.setBackIndicatorImage(source.backIndicatorImage, transitionMaskImage: source.backIndicatorTransitionMaskImage)
        }
        return copy
    }
}
