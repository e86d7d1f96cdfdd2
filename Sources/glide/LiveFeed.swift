#if GLIDE_LIVE_PAGE
import Foundation
import GlideCommandLine
import GlideCatalog
import GlideGestureRecognition
import GlideInteraction
import GlideInput
import GlideLive
import GlideRender
import GlideUIKitCore

/// What `glide live --serve` pushes to the live page, beside the terminal view: the fingers at every
/// touch frame, the percent and the screen (GlideRender's SVG of the scene's window) at every
/// display frame, a line for every decision. Each frame carries its time on `CLOCK_MONOTONIC`
/// (a touch frame: its event time, the kernel's for a device; a display frame: the tick).
@MainActor
final class LiveFeed {
    let server: LiveServer
    let scene: ReferenceScene
    private let renderer = ScreenRenderer()
    private var lastScreen = ""
    private var gestureText = "no gesture"
    private var hello = ""

    init(server: LiveServer, scene: ReferenceScene, device: DeviceDescription, title: String) {
        self.server = server
        self.scene = scene
        lastScreen = renderer.svg(of: scene.window)
        hello = Self.json([
            "type": "hello", "title": title, "state": scene.stateDescription,
            "device": ["name": device.name, "width": device.sizeMillimetres.width, "height": device.sizeMillimetres.height],
        ])
        server.setWelcome([hello, welcomeFrame()])
    }

    /// A late page's first frame: the newest screen, percent and fingers (not timed: it was not
    /// sent when they were drawn).
    private func welcomeFrame() -> String {
        var fields: [String: Any] = [
            "type": "frame", "seq": -1, "t": Double(MonotonicClock.nanosecondsNow()) / 1e9, "screen": lastScreen,
            "state": scene.stateDescription, "gesture": gestureText, "fingers": lastFingers,
        ]
        if let (percent, phase) = lastPercent {
            fields["percent"] = percent
            fields["phase"] = phase
        }
        return Self.json(fields)
    }

    private var lastFingers: [[Double]] = []
    private var lastPercent: (Double, String)?

    func touch(_ frame: TouchFrame) {
        let fingers = frame.contacts.map { [Double($0.id), $0.xMillimetres, $0.yMillimetres] }
        lastFingers = fingers
        send(["fingers": fingers], at: frame.timestampMicroseconds * 1000)
    }

    func gesture(_ e: GestureEvent) {
        let state = e.phase == .changed ? "" : " \(e.phase.rawValue)"
        gestureText = "\(e.kind.rawValue)\(state) · \(e.fingerCount) finger\(e.fingerCount == 1 ? "" : "s")"
    }

    func display(percent: Double, phase: String, at nanoseconds: Int64) {
        var fields: [String: Any] = ["percent": percent, "phase": phase]
        let screen = renderer.svg(of: scene.window)
        if screen != lastScreen {
            lastScreen = screen
            fields["screen"] = screen
        }
        lastPercent = (percent, phase)
        send(fields, at: nanoseconds)
        server.setWelcome([hello, welcomeFrame()])
    }

    func record(_ r: DriverRecord) {
        let t = String(format: "t=%.3f", r.time)
        let text: String
        switch r {
        case let .began(_, step, _, fingers, _, _): text = "began \(step.rawValue) with \(fingers) fingers \(t)"
        case let .released(_, decision, release):
            text = "\(decision.finishes ? "finish" : "cancel") at \(String(format: "%.1f %%", release.percent * 100)): \(decision.policy): \(decision.reason)"
        case let .interrupted(_, reason): text = "interrupted: \(reason.rawValue)"
        case let .ignored(_, reason): text = "ignored: \(reason)"
        case let .completed(_, didComplete): text = "completed \(didComplete): \(scene.stateDescription)"
        case .update: return
        }
        server.send(Self.json(["type": "record", "text": text]))
        if case .completed = r {
            // The settled screen, even when the last display frame came before the end.
            display(percent: didFinishPercent(r), phase: "completed", at: MonotonicClock.nanosecondsNow())
        }
        server.setWelcome([hello, welcomeFrame()])
    }

    private func didFinishPercent(_ r: DriverRecord) -> Double {
        if case let .completed(_, didComplete) = r { return didComplete ? 1 : 0 }
        return 0
    }

    /// A line for the page's log, as it is (what a gesture handler did).
    func note(_ text: String) {
        server.send(Self.json(["type": "record", "text": text]))
        server.setWelcome([hello, welcomeFrame()])
    }

    func end(_ text: String) {
        server.send(Self.json(["type": "end", "text": text]))
    }

    private func send(_ fields: [String: Any], at nanoseconds: Int64) {
        var message = fields
        message["type"] = "frame"
        message["seq"] = server.frameNumber
        message["t"] = Double(nanoseconds) / 1e9
        message["gesture"] = gestureText
        message["state"] = scene.stateDescription
        server.send(Self.json(message), frameNanoseconds: nanoseconds)
    }

    static func json(_ object: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
#endif
