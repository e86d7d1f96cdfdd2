import Foundation
import GlideObjectiveC

// Key-value coding and observing on views and view controllers: the keys UIKit's classes answer by their
// Objective-C names (`hidden` for `isHidden`), boxed as iOS boxes them (`NSValue` for geometry, `NSNumber` for numbers
// and booleans). Observers of a view's `frame`, `bounds`, `center`, `alpha`, `transform` and `hidden`, a scroll view's
// `contentOffset`, `contentSize` and `contentInset`, a view controller's `preferredContentSize`, a navigation
// controller's `viewControllers` and a tab bar controller's `viewControllers`, `selectedIndex` and
// `selectedViewController` are told from the setters (for `contentOffset`, at every scroll step).

extension UIResponder: NSKeyValueObserving {}

extension UIResponder: KeyValueCodingClass {
    nonisolated package func keyValueCodingValue(forKeyPath keyPath: String) -> KeyValueCodingAnswer {
        MainActor.assumeIsolated {
            guard let value = responderValue(forKey: keyPath) else { return .undefined }
            return .value(value)
        }
    }

    nonisolated package func keyValueCodingSetValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        nonisolated(unsafe) let value = value
        return MainActor.assumeIsolated { setResponderValue(value, forKey: keyPath) }
    }

    nonisolated package static func keyValueCodingKey(of keyPath: AnyKeyPath, rootedAt root: Any.Type) -> String? {
        nonisolated(unsafe) let keyPath = keyPath
        return MainActor.assumeIsolated {
            if let scroll = root as? any ScrollViewKeyPathRoot.Type { return scrollViewKeyPaths(scroll)[keyPath] }
            if let view = root as? any ViewKeyPathRoot.Type { return viewKeyPaths(view)[keyPath] }
            if let navigation = root as? any NavigationControllerKeyPathRoot.Type { return navigationControllerKeyPaths(navigation)[keyPath] }
            if let tabs = root as? any TabBarControllerKeyPathRoot.Type { return tabBarControllerKeyPaths(tabs)[keyPath] }
            if let controller = root as? any ViewControllerKeyPathRoot.Type { return viewControllerKeyPaths(controller)[keyPath] }
            return nil
        }
    }

    nonisolated package func keyValueObservingNotifies(forKey key: String) -> Bool {
        MainActor.assumeIsolated {
            // A key the class answers notifies when its setter tells observers; any other key is a subclass's own.
            var known: Set<String> = [], observable: Set<String> = []
            if self is UIView { known.formUnion(UIView.viewKeys); observable.formUnion(UIView.viewObservableKeys) }
            if self is UIScrollView { known.formUnion(UIScrollView.scrollViewKeys); observable.formUnion(UIScrollView.scrollViewObservableKeys) }
            if self is UIViewController { known.formUnion(UIViewController.viewControllerKeys); observable.formUnion(UIViewController.viewControllerObservableKeys) }
            if self is UINavigationController { known.formUnion(UINavigationController.navigationControllerKeys); observable.formUnion(UINavigationController.navigationControllerObservableKeys) }
            if self is UITabBarController { known.formUnion(UITabBarController.tabBarControllerKeys); observable.formUnion(UITabBarController.tabBarControllerObservableKeys) }
            return observable.contains(key) || !known.contains(key)
        }
    }

    /// A key's value, boxed; nil when the responder's class has no such key.
    private func responderValue(forKey key: String) -> Any?? {
        if let scroll = self as? UIScrollView, let value = scroll.scrollViewValue(forKey: key) { return value }
        if let view = self as? UIView { return view.viewValue(forKey: key) }
        if let navigation = self as? UINavigationController, let value = navigation.navigationControllerValue(forKey: key) { return value }
        if let tabs = self as? UITabBarController, let value = tabs.tabBarControllerValue(forKey: key) { return value }
        if let controller = self as? UIViewController { return controller.viewControllerValue(forKey: key) }
        return nil
    }

    private func setResponderValue(_ value: Any?, forKey key: String) -> Bool {
        if let scroll = self as? UIScrollView, scroll.setScrollViewValue(value, forKey: key) { return true }
        if let view = self as? UIView { return view.setViewValue(value, forKey: key) }
        if let navigation = self as? UINavigationController, navigation.setNavigationControllerValue(value, forKey: key) { return true }
        if let tabs = self as? UITabBarController, tabs.setTabBarControllerValue(value, forKey: key) { return true }
        if let controller = self as? UIViewController { return controller.setViewControllerValue(value, forKey: key) }
        return false
    }
}

/// Stops where a value of the wrong kind is set by key, as iOS's key-value coding does.
@MainActor
func keyValueMismatch(_ value: Any?, _ key: String, of object: Any) -> Never {
    preconditionFailure("[\(type(of: object)) setValue:forKey:]: \(value.map { "\($0)" } ?? "nil") is not a value for the key \(key)")
}

/// Decoders of values set by key, stopping on a mismatch.
@MainActor
struct KeyValueDecoder {
    let value: Any?
    let key: String
    let object: Any

    var cgFloat: CGFloat { if let v = KeyValueBoxing.cgFloat(value) { return v }; keyValueMismatch(value, key, of: object) }
    var bool: Bool { if let v = KeyValueBoxing.bool(value) { return v }; keyValueMismatch(value, key, of: object) }
    var int: Int { if let v = KeyValueBoxing.double(value) { return Int(v) }; keyValueMismatch(value, key, of: object) }
    var point: CGPoint { if let v = KeyValueBoxing.point(value) { return v }; keyValueMismatch(value, key, of: object) }
    var size: CGSize { if let v = KeyValueBoxing.size(value) { return v }; keyValueMismatch(value, key, of: object) }
    var rect: CGRect { if let v = KeyValueBoxing.rect(value) { return v }; keyValueMismatch(value, key, of: object) }
    var edgeInsets: UIEdgeInsets {
        if let v = value as? UIEdgeInsets { return v }
        if let v = (value as? NSValue)?.glideEdgeInsets { return v }
        keyValueMismatch(value, key, of: object)
    }
    var affineTransform: CGAffineTransform {
        if let v = value as? CGAffineTransform { return v }
        if let v = value as? NSValue, String(cString: v.objCType) == "[6d]" { return v.cgAffineTransformValue }
        keyValueMismatch(value, key, of: object)
    }
}
