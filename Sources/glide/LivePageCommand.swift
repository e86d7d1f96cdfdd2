#if GLIDE_LIVE_PAGE
import ArgumentParser
import Foundation
import GlideCommandLine
import GlideCatalog
import GlideGestureRecognition
import GlideInteraction
import GlideInput
import GlideLive
import GlideUIKitCore

// `glide live --serve`: the live page. Left out of builds made with GLIDE_NO_LIVE_PAGE set (the
// kernel tests' static glide: FlyingFox links FoundationNetworking, whose libcurl has no static
// library to link into a static executable).

/// The live page beside the terminal view: the server, and the feed once the scene exists.
@MainActor
final class LivePageCompanion: LiveCompanion {
    let server: LiveServer
    let title: String
    private var feed: LiveFeed?

    init(server: LiveServer, title: String) {
        self.server = server
        self.title = title
    }

    func attach(scene: ReferenceScene, device: DeviceDescription, paced: PacedEventSource?) -> Bool {
        feed = LiveFeed(server: server, scene: scene, device: device, title: title)
        guard let paced else { return true }
        // A played gesture waits for its audience: a page that connected and drew the screen.
        printError("glide live: the gesture plays when a page connects (Ctrl-C to stop).")
        guard server.wait(seconds: nil, shouldStop: { StopSignal.requested }, until: { $0.pagesReady > 0 }) else { return false }
        paced.start()
        return true
    }

    func gesture(_ event: GestureEvent) { feed?.gesture(event) }
    func touch(_ frame: TouchFrame) { feed?.touch(frame) }
    func display(percent: Double, phase: String, at nanoseconds: Int64) { feed?.display(percent: percent, phase: phase, at: nanoseconds) }
    func record(_ record: DriverRecord) { feed?.record(record) }
    func note(_ text: String) { feed?.note(text) }

    func finish(scene: ReferenceScene) -> String {
        feed?.end("ended: \(scene.stateDescription)")
        // Each page reports what it saw (frames, resources, errors) before the server stops.
        _ = server.wait(seconds: Self.reportWaitSeconds, until: { $0.reports.count >= $0.pagesConnected })
        return Self.pageStatistics(server)
    }

    func stop() { server.stop() }

    /// How long a session waits at most for the pages' reports at its end, in seconds (it goes on as soon as every
    /// connected page has reported; a loaded machine's browser can take several seconds).
    static let reportWaitSeconds = 15.0

    /// The live page's figures for `--stats`.
    static func pageStatistics(_ server: LiveServer) -> String {
        func ms(_ ns: Int64?) -> String { ns.map { String(format: "%.1f ms", Double($0) / 1e6) } ?? "–" }
        let (count, latency) = server.acknowledgements
        let pages = server.pagesConnected
        var text = """
            glide live: page: \(server.frameNumber) frames sent, \(count) acknowledged by \(pages) page\(pages == 1 ? "" : "s")
              frame time → page's acknowledgement back (bounds the delay): p50 \(ms(latency.percentile(0.5)))  p99 \(ms(latency.percentile(0.99)))  max \(ms(latency.maximum))
              requests: \(server.requests.joined(separator: ", "))
            """
        for r in server.reports {
            text += "\n  page report: \(r.frames) frames received, \(r.resources) other resources, \(r.errors.count) script errors"
            if !r.errors.isEmpty { text += ": " + r.errors.joined(separator: "; ") }
        }
        let missing = pages - server.reports.count
        if missing > 0 {
            text += "\n  page report: none from \(missing) of \(pages) page\(pages == 1 ? "" : "s") within \(Int(reportWaitSeconds)) s (what \(missing == 1 ? "it" : "they") received is not known)"
        }
        return text
    }
}

extension Live {
    /// Starts the live page's server and prints where; warns when --host was given.
    func startServer(title: String) -> LiveServer {
        let address = host ?? LiveServer.defaultHost
        do {
            let server = try LiveServer(page: LivePage.html(title: title), host: address, port: port)
            let (bound, boundPort) = try server.start()
            if let host {
                let reach = LiveServer.isLoopback(host)
                    ? "a loopback address: every user of this machine can watch"
                    : "anyone who can reach this machine on it can watch"
                printError("glide live: warning: --host \(host) serves the live page beyond 127.0.0.1 (\(reach); the page has no password).")
            }
            let url = "http://\(bound.contains(":") ? "[\(bound)]" : bound):\(boundPort)/"
            let only = LiveServer.isLoopback(bound) ? " (this machine only)" : ""
            FileHandle.standardOutput.write(Data("glide live: serving the live page at \(url)\(only)\n".utf8))
            return server
        } catch {
            fail("cannot serve the live page on \(address) port \(port): \(error)")
        }
    }
}
#endif
