import Foundation

/// Core Location's error domain.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error a location manager or a geocoder reports (`CLError`): `error as? CLError` reads its ``code``.
public struct CLError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (`CLError.Code`).
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case promptDeclined = 18
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public static let network = Code.network
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    public static let geocodeCanceled = Code.geocodeCanceled
}

/// Whether `error` is a ``CLError`` of `code` (`catch CLError.denied`).
public func ~= (code: CLError.Code, error: any Error) -> Bool { (error as? CLError)?.code == code }
