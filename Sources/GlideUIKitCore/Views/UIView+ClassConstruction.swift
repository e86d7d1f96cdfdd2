import Foundation

// `T()` for a type parameter `T: UIView` (or `UIViewController`): on iOS the Objective-C runtime sends `-init` to
// whatever class `T` is; Swift on Linux calls an initializer through a type parameter only when it is `required`, and
// UIKit's `init()` is not (it cannot be without every subclass that declares its own designated initializer having to
// declare `init()` too). `glide port` writes `T.glideMakeWithInit() as! T` instead, and gives each class of the
// ported module that `init()` makes an override that calls it; Glide's own classes answer from a table.

extension UIView {
    /// Glide's view classes that `init()` makes, with how.
    package static let glideInitializableClasses: [(type: UIView.Type, make: @MainActor () -> UIView)] = [
        (UIView.self, { UIView() }),
        (UIActivityIndicatorView.self, { UIActivityIndicatorView() }),
        (UIButton.self, { UIButton() }),
        (UICollectionView.self, { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) }),
        (UICollectionViewCell.self, { UICollectionViewCell() }),
        (UIControl.self, { UIControl() }),
        (UIImageView.self, { UIImageView() }),
        (UILabel.self, { UILabel() }),
        (UINavigationBar.self, { UINavigationBar() }),
        (UIPickerView.self, { UIPickerView() }),
        (UIScrollView.self, { UIScrollView() }),
        (UISegmentedControl.self, { UISegmentedControl() }),
        (UISlider.self, { UISlider() }),
        (UIStackView.self, { UIStackView() }),
        (UISwitch.self, { UISwitch() }),
        (UITabBar.self, { UITabBar() }),
        (UITableView.self, { UITableView() }),
        (UITableViewCell.self, { UITableViewCell() }),
        (UITextField.self, { UITextField() }),
        (UITextView.self, { UITextView() }),
        (UIToolbar.self, { UIToolbar() }),
        (UIVisualEffectView.self, { UIVisualEffectView() }),
        (UIWindow.self, { UIWindow() }),
    ]


    /// Glide's own class `type` made with `init()` (``glideMakeWithInit()``), or a trap naming it.
    static func glideMakeFromTable(_ type: UIView.Type) -> UIView {
        glideMake(type, from: glideInitializableClasses)
    }
}

extension UIViewController {
    /// Glide's view-controller classes that `init()` makes, with how.
    package static let glideInitializableClasses: [(type: UIViewController.Type, make: @MainActor () -> UIViewController)] = [
        (UIViewController.self, { UIViewController() }),
        (UIAlertController.self, { UIAlertController() }),
        (UICollectionViewController.self, { UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()) }),
        (UINavigationController.self, { UINavigationController() }),
        (UIPageViewController.self, { UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal) }),
        (UISplitViewController.self, { UISplitViewController() }),
        (UITabBarController.self, { UITabBarController() }),
        (UITableViewController.self, { UITableViewController() }),
    ]


    /// Glide's own class `type` made with `init()` (``glideMakeWithInit()``), or a trap naming it.
    static func glideMakeFromTable(_ type: UIViewController.Type) -> UIViewController {
        glideMake(type, from: glideInitializableClasses)
    }
}

/// Glide's own class `type` made by its entry in `table`, or a trap naming it, as iOS traps on `init()` of a class that
/// has none.
@MainActor
private func glideMake<Base: AnyObject>(_ type: Base.Type, from table: [(type: Base.Type, make: @MainActor () -> Base)]) -> Base {
    guard let make = table.first(where: { ObjectIdentifier($0.type) == ObjectIdentifier(type) })?.make else {
        fatalError("Use of unimplemented initializer 'init()' for class '\(type)': Glide makes a class from a type parameter with glideMakeWithInit(), which glide port writes for the classes it ports")
    }
    return make()
}
