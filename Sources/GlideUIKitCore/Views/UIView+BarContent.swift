import Foundation

extension UIView {
    /// True for a view inside a navigation bar, toolbar or tab bar: the bar's content, which the bar remakes
    /// as its items change (UIKit's private chrome), and views of items shown in it.
    package var isBarContent: Bool {
        var ancestor = superview
        while let current = ancestor {
            if current is UINavigationBar || current is UIToolbar || current is UITabBar { return true }
            ancestor = current.superview
        }
        return false
    }
}
