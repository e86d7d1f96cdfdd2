import Foundation

/// What `NSObjectProtocol` gives a value of a UIKit protocol that refines it on iOS: `navigationController.delegate?
/// .description`, `delegate.isEqual(other)`, `delegate.hash`, `delegate.isKind(of: UIViewController.self)`.
///
/// Glide differs: its transition and delegate protocols refine `AnyObject` (with this), not Foundation's
/// `NSObjectProtocol`, so that a plain Swift class may adopt them as Glide's own do; these members answer as
/// `NSObject`'s do, and a conformer that is an `NSObject` answers with its own.
public protocol GlideObjectProtocol: AnyObject {}

extension GlideObjectProtocol {
    /// The object's `description`: an `NSObject`'s own, otherwise its type and address as `NSObject` writes them
    /// ("<Module.Type: 0x…>", so two objects never describe alike).
    public var description: String {
        if let object = self as AnyObject as? NSObject { return object.description }
        return "<\(String(reflecting: type(of: self))): \(Unmanaged.passUnretained(self).toOpaque())>"
    }
    /// The object's `debugDescription` (an `NSObject`'s own, otherwise ``description``).
    public var debugDescription: String { (self as AnyObject as? NSObject)?.debugDescription ?? description }
    /// `NSObject`'s `hash`, or the object's identity for a plain Swift class.
    public var hash: Int { (self as AnyObject as? NSObject)?.hash ?? ObjectIdentifier(self).hashValue }
    /// Whether the object is an instance of `aClass` or of a subclass of it, as `NSObject`'s `isKind(of:)` answers.
    @discardableResult
    public func isKind(of aClass: AnyClass) -> Bool { objectIsKind(self, of: aClass) }
    /// Whether the object is an instance of `aClass` itself, as `NSObject`'s `isMember(of:)` answers.
    @discardableResult
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self as AnyObject) == aClass }
    /// False: Glide has no proxies (`NSProxy`).
    @discardableResult
    public func isProxy() -> Bool { false }
    /// `NSObject`'s `isEqual(_:)`, or identity for a plain Swift class.
    @discardableResult
    public func isEqual(_ object: Any?) -> Bool {
        if let me = self as AnyObject as? NSObject { return me.isEqual(object) }
        guard let other = object else { return false }
        return other as AnyObject === self
    }
}
