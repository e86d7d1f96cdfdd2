import Foundation

/// The contents of a nib file (`UINib`): the objects Interface Builder archived, made anew on each
/// ``instantiate(withOwner:options:)``, with the owner's outlets connected.
///
/// Glide differs from UIKit here: there are no nib files on Linux. A test says what a nib holds with
/// ``register(_:make:)``: `make` builds the nib's top-level objects for an owner and connects its outlets, as the
/// nib loader would. Instantiating a nib nobody registered stops the program, as iOS raises an exception for a nib
/// it cannot find.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name (its file name without `.nib`).
    public let name: String

    /// The nib named `name`; the bundle is ignored (Glide looks the name up among the registrations).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The keys of the options of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects that stand for the nib's external placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's top-level objects, made anew, with `ownerOrNil`'s outlets connected; each view is replaced by what its
    /// ``UIResponder/awakeAfter(using:)`` returns, then gets `awakeFromNib()`.
    @discardableResult
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let make = Self.registrations[name] else {
            preconditionFailure("Could not load NIB in bundle with name '\(name)': register what it holds with UINib.register")
        }
        let objects = make(ownerOrNil).map { object -> Any in
            guard let view = object as? UIView else { return object }
            return view.awakeAfter(using: NSCoder()) ?? view
        }
        for case let view as UIView in objects { view.awakeFromNib() }
        return objects
    }

    // MARK: Glide: what the nib holds

    private static var registrations: [String: @MainActor (Any?) -> [Any]] = [:]

    /// Glide: registers the nib `name`: `make` builds its top-level objects for the owner it is given (nil for none) and
    /// connects the outlets. A later registration of the same name replaces it.
    public static func register(_ name: String, make: @escaping @MainActor (_ owner: Any?) -> [Any]) {
        registrations[name] = make
    }

    /// Forgets every registration (between tests).
    public static func removeAllRegistrations() {
        registrations.removeAll()
    }
}

extension Bundle {
    /// The top-level objects of the nib `name`, made anew with `owner`'s outlets connected (UIKit's
    /// `loadNibNamed(_:owner:options:)`, as `UINib(nibName:bundle:).instantiate(withOwner:options:)`).
    ///
    /// Glide differs as ``UINib`` does: the nib is what ``UINib/register(_:make:)`` registered under `name`, whatever
    /// the bundle; one nobody registered stops the program, as iOS raises for a nib it cannot find.
    @preconcurrency @MainActor @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
