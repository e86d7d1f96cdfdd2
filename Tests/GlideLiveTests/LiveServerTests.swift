import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GlideLive
import Testing

/// The live page's server (`glide live --serve`) on loopback: it answers the page, refuses what it does
/// not serve, and says clearly what address it cannot bind.
@Suite(.serialized) struct LiveServerTests {
    /// `GET path` on the server, with the status and the body.
    static func get(_ path: String, port: UInt16) async throws -> (status: Int, body: String) {
        let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    @Test func thePageIsServedOnLoopback() async throws {
        let page = LivePage.html(title: "glide live: card")
        let server = try LiveServer(page: page)
        let (host, port) = try server.start()
        defer { server.stop() }
        #expect(host == "127.0.0.1" && port > 0)
        let answer = try await Self.get("/", port: port)
        #expect(answer.status == 200)
        #expect(answer.body == page)
        #expect(answer.body.contains("glide live: card"))
        let missing = try await Self.get("/favicon.ico", port: port)
        #expect(missing.status == 404)
    }

    @Test func loopbackAddressesAreKnown() {
        #expect(LiveServer.isLoopback("127.0.0.1") && LiveServer.isLoopback("127.1.2.3") && LiveServer.isLoopback("::1"))
        #expect(!LiveServer.isLoopback("0.0.0.0") && !LiveServer.isLoopback("192.168.1.2") && !LiveServer.isLoopback("::"))
    }

    @Test func aBadAddressIsOneClearError() {
        #expect(throws: LiveServer.AddressError.self) { try LiveServer(page: "", host: "localhost-ish") }
    }

    @Test func aPortInUseFailsAtStart() throws {
        let first = try LiveServer(page: "a")
        let (_, port) = try first.start()
        defer { first.stop() }
        let second = try LiveServer(page: "b", port: port)
        #expect(throws: (any Error).self) { try second.start() }
    }
}
