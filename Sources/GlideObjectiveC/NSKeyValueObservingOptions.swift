import Foundation

/// What a key-value observer is sent (`NSKeyValueObservingOptions`), with Foundation's raw values.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, when the observer registers.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is sent before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (`NSKeyValueChange`): Glide's observed properties are set, never mutated as collections.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}

/// A key of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives (`NSKeyValueChangeKey`).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The kind of the change, an `NSNumber` holding an ``NSKeyValueChange`` raw value.
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value (with ``NSKeyValueObservingOptions/new``); `NSNull` when it is nil.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value (with ``NSKeyValueObservingOptions/old``); `NSNull` when it was nil.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a to-many change (never sent by Glide's properties).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// `true` in the notification sent before a change (with ``NSKeyValueObservingOptions/prior``).
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One change as `observe(_:options:changeHandler:)` hands it over (`NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` for Glide's properties.
    public let kind: Kind
    /// The value after the change, when ``NSKeyValueObservingOptions/new`` was asked for (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when ``NSKeyValueObservingOptions/old`` was asked for.
    public let oldValue: Value?
    /// The indexes of a to-many change (nil for Glide's properties).
    public let indexes: IndexSet?
    /// True for the notification sent before the change (``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool

    package init(kind: Kind, newValue: Value?, oldValue: Value?, indexes: IndexSet?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = indexes
        self.isPrior = isPrior
    }
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
