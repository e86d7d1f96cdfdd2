import Foundation

/// The look of a toolbar (UIKit's `UIToolbarAppearance`).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance()
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}
