#if GLIDE_LIVE_PAGE
import ArgumentParser
import Foundation
import GlideCatalog
import GlideGestures
import GlideInput
import GlideLive
import GlideTransitions

/// `glide live --serve`: the live page. Left out of builds made with GLIDE_NO_LIVE_PAGE set (the
/// kernel tests' static glide: FlyingFox links FoundationNetworking, whose libcurl has no static
/// library to link into a static executable).
extension Live {
    /// `--serve`: the session as `run()` has it, with the live page fed beside the terminal view.
    func runWithPage() throws {
        let configuration = interaction.configuration
        let reference = interaction.reference
        let title = "glide live — \(reference.rawValue)"
        let (end, statistics, path, kind, server): (LiveSession.End?, String, String, DeviceKind, LiveServer?) = MainActor.assumeIsolated {
            let (source, path, paced) = openSource()
            if let problem = interaction.bindingProblem(for: source.device.kind) { CommandVoice.usageError(problem) }
            StopSignal.install()
            let kind = source.device.kind
            let server = serve ? startServer(title: title) : nil
            let clock = MonotonicClock()
            Clocks.current = clock
            let scene = reference.makeScene(clock: clock)
            let session = LiveSession(source: source, target: scene, clock: clock, configuration: configuration, displayRate: rate)
            session.shouldStop = { StopSignal.requested }
            let view = LiveView(plain: lines, scene: scene)
            let feed = server.map { LiveFeed(server: $0, scene: scene, device: source.device, title: title) }
            if let server, let paced {
                // A played gesture waits for its audience: a page that connected and drew the screen.
                printError("glide live: the gesture plays when a page connects (Ctrl-C to stop).")
                guard server.wait(seconds: nil, shouldStop: { StopSignal.requested }, until: { $0.pagesReady > 0 }) else {
                    return (nil, "", path, kind, server)
                }
                paced.start()
            }
            view.start(path: path, device: source.device, binding: session.pipeline.driver.binding, policy: configuration.policy)
            session.pipeline.onGesture = { view.gesture($0); feed?.gesture($0) }
            if let feed { session.pipeline.onFrame = { feed.touch($0) } }
            session.onDisplayFrame = { view.frame(percent: $0, phase: $1); feed?.display(percent: $0, phase: $1, at: clock.nowNanoseconds) }
            do {
                let end = try session.run(transitionLimit: count) { view.record($0); feed?.record($0) }
                view.finish(end)
                var figures = Self.statistics(session)
                if let server, let feed {
                    feed.end("ended: \(scene.stateDescription)")
                    // Each page reports what it saw (frames, resources, errors) before the server stops.
                    _ = server.wait(seconds: Self.reportWaitSeconds, until: { $0.reports.count >= $0.pagesConnected })
                    figures += "\n" + Self.pageStatistics(server)
                }
                return (end, figures, path, kind, server)
            } catch {
                fail("\(error)")
            }
        }
        server?.stop()
        guard let end else { return }
        if stats { printError(statistics) }
        if end == .deviceRemoved {
            printError(CommandVoice.errorLine("\(path) went away\(kind == .other ? "" : "; a transition in flight was cancelled")."))
            throw ExitCode(1)
        }
    }

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

    /// How long a session waits for the pages' reports at its end, in seconds.
    static let reportWaitSeconds = 2.0

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
        return text
    }

}
#endif
