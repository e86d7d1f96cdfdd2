import Foundation
import GlideCoreLocation

/// MapKit's error domain.
public let MKErrorDomain = "MKErrorDomain"

/// An error MapKit reports (`MKError`): `error as? MKError` reads its ``code``.
public struct MKError: Error, Hashable, Sendable, CustomNSError {
    /// What went wrong (`MKError.Code`).
    public enum Code: UInt, Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { MKErrorDomain }
    public var errorCode: Int { Int(code.rawValue) }
}

/// A search for places by name or category (`MKLocalSearch`).
///
/// Glide differs: there is no network, so a search finds nothing: ``start(completionHandler:)`` calls its handler at
/// once, inside the call, with no response and `MKError(.placemarkNotFound)` (MapKit answers on the main queue later).
open class MKLocalSearch: NSObject {
    /// What to search for (`MKLocalSearch.Request`).
    open class Request: NSObject {
        /// The words to search for.
        open var naturalLanguageQuery: String?
        /// Where to search.
        open var region = MKCoordinateRegion()
        /// What kinds of results to find.
        open var resultTypes: ResultType = [.address, .pointOfInterest]

        /// An empty request.
        public override init() {
            super.init()
        }

        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// The kinds of results a search finds (`MKLocalSearch.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
    }

    /// What a search found (`MKLocalSearch.Response`).
    open class Response: NSObject {
        /// The places found.
        open var mapItems: [MKMapItem] = []
        /// A region that holds them.
        open var boundingRegion = MKCoordinateRegion()
    }

    /// A completion handler: the response, or an error.
    public typealias CompletionHandler = (Response?, (any Error)?) -> Void

    /// The request.
    public let glideRequest: Request

    /// Whether the search is under way: never in Glide, which answers at once.
    open var isSearching: Bool { false }

    /// A search for `request`.
    public init(request: Request) {
        glideRequest = request
        super.init()
    }

    /// Searches: in Glide, calls `completionHandler` at once with no response and `MKError(.placemarkNotFound)`.
    open func start(completionHandler: @escaping CompletionHandler) {
        completionHandler(nil, MKError(.placemarkNotFound))
    }

    /// Cancels the search: there is none under way in Glide.
    open func cancel() {}
}
