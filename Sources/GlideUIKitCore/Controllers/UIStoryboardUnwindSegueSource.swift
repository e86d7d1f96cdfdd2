import Foundation

/// Where an unwind segue starts (UIKit's `UIStoryboardUnwindSegueSource`): the view controller that asked for it, the
/// unwind action, and the sender. UIKit makes these while it looks for the unwind's destination; so does Glide, and
/// like UIKit's the class has no public initializer.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    /// The view controller the unwind starts from.
    open var source: UIViewController { storedSource }
    /// The action the destination implements (an `@IBAction` taking a `UIStoryboardSegue`).
    open var unwindAction: Selector { storedAction }
    /// What triggered the unwind.
    open var sender: Any? { storedSender }

    private let storedSource: UIViewController
    private let storedAction: Selector
    private let storedSender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        storedSource = source
        storedAction = unwindAction
        storedSender = sender
        super.init()
    }
}
