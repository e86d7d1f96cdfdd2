import Foundation

/// A colour space (Core Graphics' `CGColorSpace`): how a colour's components are read.
///
/// Glide differs: Glide's colours are sRGB (or grey) components, so a colour space only names
/// itself and counts its components; nothing is converted between spaces.
public final class CGColorSpace: Hashable, @unchecked Sendable {
    /// The space's name (`CGColorSpace.sRGB`, …).
    public let name: CFString?
    /// The number of colour components (without alpha): 3 for the RGB spaces, 1 for grey.
    public let numberOfComponents: Int

    /// The space named `name` (`CGColorSpace.sRGB`, `.genericRGBLinear`, `.genericGrayGamma2_2`, …), or nil
    /// for a name Glide does not know.
    public init?(name: CFString) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.displayP3, Self.genericRGBLinear, Self.linearSRGB, Self.deviceRGBName:
            numberOfComponents = 3
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.deviceGrayName:
            numberOfComponents = 1
        default:
            return nil
        }
        self.name = name
    }

    /// The standard RGB space (IEC 61966-2-1).
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with components outside 0...1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// Display P3.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Linear RGB.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// sRGB primaries with a linear transfer.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Grey with a gamma of 2.2.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Grey with values outside 0...1.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    static let deviceRGBName: CFString = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName: CFString = "kCGColorSpaceDeviceGray"

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device-dependent RGB space (Core Graphics' `CGColorSpaceCreateDeviceRGB()`).
@discardableResult
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGBName)! }

/// The device-dependent grey space (Core Graphics' `CGColorSpaceCreateDeviceGray()`).
@discardableResult
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceGrayName)! }
