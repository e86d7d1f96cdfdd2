import Foundation

// `T()` for a type parameter `T: UIView` (or `UIViewController`): on iOS the Objective-C runtime sends `-init` to
// whatever class `T` is; Swift on Linux calls an initializer through a type parameter only when it is `required`, and
// UIKit's `init()` is not (it cannot be without every subclass that declares its own designated initializer having to
// declare `init()` too). `glide port` writes `T.glideMakeWithInit() as! T` instead, and gives each class of the
// ported module that `init()` makes an override that calls it; Glide's own classes answer from a table.

extension UIView {
    /// Glide's view classes that `init()` makes, by class.
    private static let glideInitializers: [ObjectIdentifier: @MainActor () -> UIView] = [
        ObjectIdentifier(UIView.self): { UIView() },
        ObjectIdentifier(UIActivityIndicatorView.self): { UIActivityIndicatorView() },
        ObjectIdentifier(UIButton.self): { UIButton() },
        ObjectIdentifier(UICollectionView.self): { UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()) },
        ObjectIdentifier(UICollectionViewCell.self): { UICollectionViewCell() },
        ObjectIdentifier(UIControl.self): { UIControl() },
        ObjectIdentifier(UIImageView.self): { UIImageView() },
        ObjectIdentifier(UILabel.self): { UILabel() },
        ObjectIdentifier(UINavigationBar.self): { UINavigationBar() },
        ObjectIdentifier(UIPickerView.self): { UIPickerView() },
        ObjectIdentifier(UIScrollView.self): { UIScrollView() },
        ObjectIdentifier(UISlider.self): { UISlider() },
        ObjectIdentifier(UIStackView.self): { UIStackView() },
        ObjectIdentifier(UISwitch.self): { UISwitch() },
        ObjectIdentifier(UITabBar.self): { UITabBar() },
        ObjectIdentifier(UITableView.self): { UITableView() },
        ObjectIdentifier(UITableViewCell.self): { UITableViewCell() },
        ObjectIdentifier(UITextField.self): { UITextField() },
        ObjectIdentifier(UITextView.self): { UITextView() },
        ObjectIdentifier(UIToolbar.self): { UIToolbar() },
        ObjectIdentifier(UIVisualEffectView.self): { UIVisualEffectView() },
        ObjectIdentifier(UIWindow.self): { UIWindow() },
    ]

    /// The names of the classes ``glideMakeWithInit()`` makes without an override (for Glide's tests).
    package static var glideInitializableClassNames: [String] {
        glideInitializers.keys.compactMap { key in glideInitializers[key].map { String(describing: type(of: $0())) } }.sorted()
    }

    /// Glide's own class `type` made with `init()` (``glideMakeWithInit()``), or a trap naming it.
    static func glideMakeFromTable(_ type: UIView.Type) -> UIView {
        guard let make = glideInitializers[ObjectIdentifier(type)] else {
            fatalError("Use of unimplemented initializer 'init()' for class '\(type)': Glide makes a class from a type parameter with glideMakeWithInit(), which glide port writes for the classes it ports")
        }
        return make()
    }
}

extension UIViewController {
    /// Glide's view-controller classes that `init()` makes, by class.
    private static let glideInitializers: [ObjectIdentifier: @MainActor () -> UIViewController] = [
        ObjectIdentifier(UIViewController.self): { UIViewController() },
        ObjectIdentifier(UICollectionViewController.self): { UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()) },
        ObjectIdentifier(UINavigationController.self): { UINavigationController() },
        ObjectIdentifier(UIPageViewController.self): { UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal) },
        ObjectIdentifier(UISplitViewController.self): { UISplitViewController() },
        ObjectIdentifier(UITabBarController.self): { UITabBarController() },
        ObjectIdentifier(UITableViewController.self): { UITableViewController() },
    ]

    /// The names of the classes ``glideMakeWithInit()`` makes without an override (for Glide's tests).
    package static var glideInitializableClassNames: [String] {
        glideInitializers.keys.compactMap { key in glideInitializers[key].map { String(describing: type(of: $0())) } }.sorted()
    }

    /// Glide's own class `type` made with `init()` (``glideMakeWithInit()``), or a trap naming it.
    static func glideMakeFromTable(_ type: UIViewController.Type) -> UIViewController {
        guard let make = glideInitializers[ObjectIdentifier(type)] else {
            fatalError("Use of unimplemented initializer 'init()' for class '\(type)': Glide makes a class from a type parameter with glideMakeWithInit(), which glide port writes for the classes it ports")
        }
        return make()
    }
}
