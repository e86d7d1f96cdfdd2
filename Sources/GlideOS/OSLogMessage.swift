import Foundation

/// A log message written as a string literal with interpolations (`"opened \(name, privacy: .public)"`),
/// as ``Logger`` and `os_log(_:log:_:)` take it (iOS 14).
///
/// Glide differs: the message is composed when logged, every value in full (private values are not
/// redacted: the record is the process's own, read by its checks); the privacy and alignment given are
/// kept only as far as alignment pads the text.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public typealias StringInterpolation = OSLogInterpolation

    let pieces: [@Sendable () -> String]

    public init(stringInterpolation: OSLogInterpolation) { pieces = stringInterpolation.pieces }

    public init(stringLiteral value: String) { pieces = [{ value }] }

    /// The message as it reads, each value's text put in.
    var composed: String { pieces.map { $0() }.joined() }
}

/// The interpolations a log message accepts: strings, values that describe themselves, integers and
/// floating-point numbers with a format, Booleans, metatypes, and Objective-C objects.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var pieces: [@Sendable () -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

    /// A string, aligned in `align`'s columns.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        let value = argumentString()
        pieces.append { align.apply(value) }
    }

    /// A value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        let text = value().description
        pieces.append { align.apply(text) }
    }

    /// An object's `description`.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        let text = argumentObject().description
        pieces.append { text }
    }

    /// A type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        let text = String(describing: value())
        pieces.append { align.apply(text) }
    }

    /// An integer in `format` (decimal unless told).
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        let text = format.apply(number())
        pieces.append { align.apply(text) }
    }

    /// A `Double` in `format` (`%f`'s six decimals unless told).
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        let text = format.apply(number())
        pieces.append { align.apply(text) }
    }

    /// A `Float` in `format`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        let text = format.apply(Double(number()))
        pieces.append { align.apply(text) }
    }

    /// A Boolean as `true`/`false` (or `YES`/`NO` with `.answer`).
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {
        let value = boolean()
        let text = format == .answer ? (value ? "YES" : "NO") : (value ? "true" : "false")
        pieces.append { text }
    }
}

/// Who may read a logged value: `.public`, `.private` (the default for strings and objects on iOS),
/// `.sensitive`, `.auto`, `.private(mask: .hash)`.
///
/// Glide differs: values are recorded in full whatever their privacy (see ``OSLogMessage``).
public struct OSLogPrivacy: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case auto, `public`, `private`, sensitive }
    let kind: Kind
    let mask: Mask

    /// How a private value would be masked.
    public struct Mask: Equatable, Sendable {
        let hashes: Bool
        /// Replaced by a hash of the value.
        public static let hash = Mask(hashes: true)
        /// Not masked.
        public static let none = Mask(hashes: false)
    }

    public static let auto = OSLogPrivacy(kind: .auto, mask: .none)
    public static let `public` = OSLogPrivacy(kind: .public, mask: .none)
    public static let `private` = OSLogPrivacy(kind: .private, mask: .none)
    public static let sensitive = OSLogPrivacy(kind: .sensitive, mask: .none)
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .private, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .sensitive, mask: mask) }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: .auto, mask: mask) }
}

/// How an interpolated text is padded: to `columns`, on the left or the right.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool

    public static let none = OSLogStringAlignment(columns: 0, left: false)
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: true)
    }
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: false)
    }

    func apply(_ text: String) -> String {
        let pad = String(repeating: " ", count: max(0, columns - text.count))
        return left ? text + pad : pad + text
    }
}

/// How an interpolated integer is written: decimal, hexadecimal or octal.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    public static let decimal = decimal(explicitPositiveSign: false)
    public static let hex = hex(explicitPositiveSign: false)
    public static let octal = octal(explicitPositiveSign: false)

    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @escaping @autoclosure () -> Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits())
    }

    public static func hex(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @escaping @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    public static func octal(
        explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: @escaping @autoclosure () -> Int = 0
    ) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits())
    }

    func apply<T: FixedWidthInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        if includePrefix { digits = (radix == 16 ? "0x" : radix == 8 ? "0" : "") + digits }
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + digits
    }
}

/// How an interpolated floating-point number is written: fixed (`%f`), exponential (`%e`) or hybrid (`%g`).
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    public static let fixed = fixed(explicitPositiveSign: false)
    public static let exponential = exponential(explicitPositiveSign: false)
    public static let hybrid = hybrid(explicitPositiveSign: false)

    public static func fixed(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "e", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false)
        -> OSLogFloatFormatting
    {
        OSLogFloatFormatting(conversion: "g", precision: precision(), explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func apply(_ value: Double) -> String {
        let c = uppercase ? Character(conversion.uppercased()) : conversion
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\($0)" } ?? "") + String(c)
        return String(format: format, value)
    }
}

/// How an interpolated Boolean is written: `true`/`false` (`.truth`) or `YES`/`NO` (`.answer`).
public enum OSLogBoolFormat: Sendable {
    case truth, answer
}
