/// A bitmap's layout (Core Graphics' `CGBitmapInfo`): its alpha info (``CGImageAlphaInfo``'s raw value in
/// ``alphaInfoMask``), float components and byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Core Graphics' `init(alpha:)`: the bits of `alpha`.
    public init(alpha: CGImageAlphaInfo) { rawValue = alpha.rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrder16Host = CGBitmapInfo.byteOrder16Little
    public static let byteOrder32Host = CGBitmapInfo.byteOrder32Little
}
