/// What the default of an optional protocol requirement that returns a value throws: the conformer does not
/// implement the requirement.
///
/// On iOS an `@objc optional func presentrShouldDismiss(keyboardShowing: Bool) -> Bool` is called through `?`
/// (`delegate?.presentrShouldDismiss?(keyboardShowing: k) ?? true`), which gives nil when the conformer does not
/// implement it, so the caller's default applies. Glide differs: Swift on Linux has no optional requirements, and a
/// default implementation would have to make up a `Bool`. So `glide port` makes such a requirement `throws` (a
/// conformer's method, which does not throw, still implements it), gives it a default that throws this error, and
/// writes each call through `?` as `(try? delegate?.presentrShouldDismiss(keyboardShowing: k))`: nil when the
/// conformer does not implement it, as on iOS. A call through `!` becomes `try!`, which stops the program with this
/// error, naming the requirement, where iOS stops with "unrecognized selector sent to instance".
public struct OptionalRequirementNotImplemented: Error, CustomStringConvertible {
    /// The requirement, as `Protocol.method(labels:)`.
    public let requirement: String
    /// The conformer's type, as Swift prints it.
    public let conformer: String

    /// The error for `requirement` (`presentrShouldDismiss(keyboardShowing:)`) of `protocolName`, which `conformer`
    /// (the object the default was called on) does not implement.
    public init(_ requirement: String, of protocolName: String, by conformer: Any) {
        self.requirement = protocolName + "." + requirement
        self.conformer = String(describing: type(of: conformer))
    }

    public var description: String {
        "\(conformer) does not implement the optional requirement \(requirement) (iOS: unrecognized selector sent to instance)"
    }
}
