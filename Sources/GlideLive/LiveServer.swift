import FlyingFox
import FlyingSocks
import Foundation
import GlideInteraction
import GlideUIKitCore
import Synchronization

/// The live page's web server: `GET /` is the page (``LivePage``), `GET /socket` a WebSocket on
/// which every message given to ``send(_:frameNanoseconds:)`` goes to every open page. Built on
/// FlyingFox (BSD sockets and Swift concurrency); it runs on its own tasks, so the thread that
/// drives the transitions only hands messages over and never waits for a page.
///
/// It listens on 127.0.0.1 unless another address is given. A page acknowledges every frame as it
/// receives it; ``acknowledgementLatency`` is the time from a frame's stamp to its
/// acknowledgement's arrival, both on `CLOCK_MONOTONIC`: an upper bound of the one-way delay.
public final class LiveServer: Sendable {
    /// The address to listen on by default: loopback only.
    public static let defaultHost = "127.0.0.1"

    /// A listening address that could not be used.
    public struct AddressError: Error, CustomStringConvertible {
        public var description: String
    }

    /// What a page reported back at the end (``LivePage``'s `report` message).
    public struct PageReport: Sendable, Hashable {
        /// Frames the page received.
        public var frames: Int
        /// Resources the page loaded besides itself (`performance.getEntriesByType("resource")`).
        public var resources: Int
        /// Script errors the page caught.
        public var errors: [String]
    }

    fileprivate struct State {
        var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
        var nextClient = 0
        var pagesConnected = 0
        var pagesReady = 0
        var welcome: [String] = []
        var sent: [Int: Int64] = [:]
        var sentCount = 0
        var acknowledged = 0
        var latency = LatencyStatistics()
        var requests: [String] = []
        var reports: [PageReport] = []
    }

    /// The state the server's tasks and the session's thread share.
    fileprivate final class Shared: Sendable {
        let mutex = Mutex(State())
    }

    private let shared = Shared()
    private let server: HTTPServer
    private let runner = Mutex<Task<Void, Never>?>(nil)
    /// The address asked for.
    public let host: String

    /// A server for `page` on `host` (an IPv4 or IPv6 address) and `port` (0: any free port).
    public init(page: String, host: String = LiveServer.defaultHost, port: UInt16 = 0) throws(AddressError) {
        self.host = host
        let address: any SocketAddress
        do {
            address = host.contains(":") ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
        } catch {
            throw AddressError(description: "'\(host)' is not an IPv4 or IPv6 address (for example 127.0.0.1, 0.0.0.0 or ::1)")
        }
        let body = Data(page.utf8)
        let shared = self.shared
        let log: @Sendable (HTTPRequest) -> Void = { request in
            shared.mutex.withLock { $0.requests.append("\(request.method.rawValue) \(request.path)") }
        }
        var routes = RoutedHTTPHandler()
        routes.appendRoute("GET /socket", to: LoggedHandler(log: log, inner: .webSocket(Hub(shared: shared))))
        routes.appendRoute("GET /") { request in
            log(request)
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                body: body)
        }
        // Anything else is logged (a test asserts the page asks for nothing else) and not found.
        routes.appendRoute("*") { request in
            log(request)
            return HTTPResponse(statusCode: .notFound)
        }
        server = HTTPServer(address: address, timeout: 15, logger: .disabled, handler: routes)
    }

    /// True when `host` is a loopback address (127.0.0.0/8 or ::1): only this machine can connect.
    public static func isLoopback(_ host: String) -> Bool {
        host == "::1" || host.hasPrefix("127.")
    }

    /// Starts listening and returns the address the socket is bound to (the kernel's `getsockname`);
    /// throws at once when the address cannot be bound (in use, not this machine's).
    public func start() throws -> (host: String, port: UInt16) {
        let shared = Outcome()
        let server = self.server
        let task = Task.detached {
            do {
                try await server.run()
            } catch {
                shared.settle(.failure(error))
            }
        }
        runner.withLock { $0 = task }
        Task.detached {
            do {
                try await server.waitUntilListening(timeout: 10)
                switch await server.listeningAddress {
                case let .ip4(address, port), let .ip6(address, port): shared.settle(.success((address, port)))
                default: shared.settle(.failure(AddressError(description: "the server is not listening on an IP address")))
                }
            } catch {
                shared.settle(.failure(error))
            }
        }
        return try shared.wait().get()
    }

    /// The first of "listening" and "failed", handed from the server's tasks to the caller's thread.
    private final class Outcome: Sendable {
        private let value = Mutex<Result<(String, UInt16), any Error>?>(nil)
        private let ready = DispatchSemaphore(value: 0)

        func settle(_ result: Result<(String, UInt16), any Error>) {
            let first = value.withLock { v in
                guard v == nil else { return false }
                v = result
                return true
            }
            if first { ready.signal() }
        }

        func wait() -> Result<(String, UInt16), any Error> {
            ready.wait()
            return value.withLock { $0! }
        }
    }

    /// Stops listening and closes every page's socket.
    public func stop() {
        shared.mutex.withLock { s in
            for c in s.clients.values { c.finish() }
            s.clients = [:]
        }
        runner.withLock { $0?.cancel() }
    }

    /// Sends `message` (JSON text) to every open page. With `frameNanoseconds` (the frame's time on
    /// `CLOCK_MONOTONIC`), the message is a frame whose `seq` is ``frameNumber`` before the call and
    /// whose acknowledgement is timed.
    public func send(_ message: String, frameNanoseconds: Int64? = nil) {
        shared.mutex.withLock { s in
            if let t = frameNanoseconds {
                if !s.clients.isEmpty {
                    s.sent[s.sentCount] = t
                    if s.sent.count > 4096, let oldest = s.sent.keys.min() { s.sent[oldest] = nil }
                }
                s.sentCount += 1
            }
            for c in s.clients.values { c.yield(.text(message)) }
        }
    }

    /// Sets the messages a page gets as soon as it connects (the session's description, the last screen).
    public func setWelcome(_ messages: [String]) {
        shared.mutex.withLock { $0.welcome = messages }
    }

    /// The sequence number the next frame gets.
    public var frameNumber: Int { shared.mutex.withLock { $0.sentCount } }
    /// Pages that connected so far.
    public var pagesConnected: Int { shared.mutex.withLock { $0.pagesConnected } }
    /// Pages that drew their first frame (their `ready` message).
    public var pagesReady: Int { shared.mutex.withLock { $0.pagesReady } }
    /// Pages connected now.
    public var pagesOpen: Int { shared.mutex.withLock { $0.clients.count } }
    /// Frames sent to at least one page and acknowledged, and the latency from frame time to acknowledgement.
    public var acknowledgements: (count: Int, latency: LatencyStatistics) { shared.mutex.withLock { ($0.acknowledged, $0.latency) } }
    /// Every request served, as "METHOD /path", in order.
    public var requests: [String] { shared.mutex.withLock { $0.requests } }
    /// The pages' end-of-session reports.
    public var reports: [PageReport] { shared.mutex.withLock { $0.reports } }

    /// Waits until `condition` holds or `seconds` pass or `shouldStop` says so; true when it held.
    public func wait(seconds: Double?, shouldStop: () -> Bool = { false }, until condition: (LiveServer) -> Bool) -> Bool {
        let start = Date()
        while !condition(self) {
            if shouldStop() { return false }
            if let seconds, Date().timeIntervalSince(start) > seconds { return false }
            usleep(5_000)
        }
        return true
    }

}

extension LiveServer.Shared {
    func connect(_ client: AsyncStream<WSMessage>) -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let id = mutex.withLock { s in
            for m in s.welcome { continuation.yield(.text(m)) }
            let id = s.nextClient
            s.nextClient += 1
            s.clients[id] = continuation
            s.pagesConnected += 1
            return id
        }
        Task {
            for await message in client {
                guard case let .text(text) = message else { continue }
                self.receive(text)
            }
            mutex.withLock { s in
                s.clients[id]?.finish()
                s.clients[id] = nil
            }
        }
        return stream
    }

    func receive(_ text: String) {
        let arrived = MonotonicClock.nanosecondsNow()
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let type = object["type"] as? String
        else { return }
        switch type {
        case "ack":
            guard let seq = object["seq"] as? Int else { return }
            mutex.withLock { s in
                guard let t = s.sent.removeValue(forKey: seq) else { return }
                s.acknowledged += 1
                s.latency.add(arrived - t)
            }
        case "ready":
            mutex.withLock { $0.pagesReady += 1 }
        case "report":
            let report = LiveServer.PageReport(
                frames: object["frames"] as? Int ?? 0, resources: object["resources"] as? Int ?? 0,
                errors: object["errors"] as? [String] ?? [])
            mutex.withLock { $0.reports.append(report) }
        default:
            break
        }
    }
}

/// The WebSocket's side of the server: each page gets its own stream of the broadcast messages.
private struct Hub: WSMessageHandler {
    let shared: LiveServer.Shared
    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        shared.connect(client)
    }
}

/// A handler that logs its request before handing it on.
private struct LoggedHandler<Inner: HTTPHandler>: HTTPHandler {
    let log: @Sendable (HTTPRequest) -> Void
    let inner: Inner
    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        log(request)
        return try await inner.handleRequest(request)
    }
}
