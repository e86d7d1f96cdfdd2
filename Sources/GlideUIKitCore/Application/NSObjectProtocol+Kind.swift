import Foundation

/// `isKind(of:)` and `isMember(of:)` for a value of a protocol that refines `NSObjectProtocol` (`scrollView.delegate?
/// .isKind(of: UIViewController.self)`), as Apple's `NSObjectProtocol` declares them. Glide differs: Foundation on Linux
/// declares neither in the protocol, only on `NSObject`; these answer as `NSObject`'s do.
extension NSObjectProtocol {
    /// Whether the object is an instance of `aClass` or of a subclass of it.
    @discardableResult
    public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self as AnyObject, of: aClass) }

    /// Whether the object is an instance of `aClass` itself.
    @discardableResult
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self as AnyObject) == aClass }
}

/// Whether `object`'s class is `aClass` or a subclass of it (`NSObject`'s `isKind(of:)`, for any class).
func objectIsKind(_ object: AnyObject, of aClass: AnyClass) -> Bool {
    var current: AnyClass? = type(of: object)
    while let each = current {
        if each == aClass { return true }
        current = _getSuperclass(each)
    }
    return false
}
