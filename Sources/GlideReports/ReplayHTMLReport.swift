import Foundation
import GlideInteraction
import GlideRender
import GlideUIKitCore

/// Draws the screen of a replay at every display frame, for the replay's HTML report.
///
/// Attach it to a ``ReplaySession`` before ``ReplaySession/run()`` (the session should record its
/// timeline, `Options.recordsTimeline`, for the fingers, the gestures and the decisions), then make
/// the report from the timeline the run returns:
///
/// ```swift
/// let screens = ReplayScreenRecorder(session: session, root: scene.window)
/// let timeline = try session.run()
/// try screens.report(timeline).html().write(toFile: "replay.html", atomically: true, encoding: .utf8)
/// ```
@MainActor
public final class ReplayScreenRecorder {
    /// A drawn display frame.
    struct Shot {
        let t: Double
        let screen: Int
        let percent: Double?
    }

    private let root: UIView
    private let clock: ManualClock
    private var book = ScreenBook()
    private var shots: [Shot] = []

    /// A recorder drawing `root` (the scene's window) at each of `session`'s display frames; the
    /// session's `onDisplayFrame` is chained, not replaced.
    public init(session: ReplaySession, root: UIView) {
        self.root = root
        self.clock = session.clock
        shots.append(Shot(t: session.clock.now, screen: draw(), percent: nil))
        let previous = session.onDisplayFrame
        session.onDisplayFrame = { [unowned self] frame in
            previous?(frame)
            self.shots.append(Shot(t: frame.t, screen: self.draw(), percent: frame.phase == "completed" ? nil : frame.percent))
        }
    }

    /// The number of distinct screens drawn so far.
    public var distinctScreens: Int { book.screens.count }

    private func draw() -> Int { book.draw(root) }

    /// The report of the replay that produced `timeline`; `summary` is the text beside the screen
    /// (by default, the summary's own lines).
    public func report(_ timeline: ReplayTimeline, summary: [String]? = nil) -> ReplayHTMLReport {
        // The screen where the replay left it.
        let final = Shot(t: max(clock.now, shots.last?.t ?? 0), screen: draw(), percent: nil)
        var all = shots
        if all.last?.screen != final.screen || all.last?.t != final.t { all.append(final) }
        return ReplayHTMLReport(timeline: timeline, shots: all, screens: book.screens, summary: summary ?? Self.summaryLines(timeline))
    }

    /// The summary as lines: the trace, the gestures, each transition's release, decision and completion, the final state.
    static func summaryLines(_ t: ReplayTimeline) -> [String] {
        let s = t.summary
        var lines = ["\(t.trace): \(t.device.name) (\(t.device.kind), \(fmt(t.device.widthMillimetres)) × \(fmt(t.device.heightMillimetres)) mm)"]
        lines.append("  \(s.events) events, \(s.frames) frames, \(fmt(s.durationSeconds)) s; binding \(t.binding), distance \(fmt(t.distanceMillimetres)) mm, policy \(t.policy)")
        lines.append("  gestures:")
        if s.gestures.isEmpty { lines.append("    none") }
        for g in s.gestures {
            lines.append("    \(fmt(g.start))–\(fmt(g.end)) s  \(g.kind), \(g.fingers) fingers\(g.direction.map { ", \($0)" } ?? "")\(g.cancelled ? " (cancelled)" : "")")
        }
        for (i, o) in s.transitions.enumerated() {
            lines.append("  transition \(i + 1): \(t.transition) \(o.step), \(o.driveMode) drive, duration \(fmt(o.duration)) s")
            lines.append("    gesture:      \(o.gesture) with \(o.fingers) fingers, began at \(fmt(o.began)) s")
            if let r = o.released, let p = o.percentAtRelease {
                lines.append("    release:      \(fmt(p * 100)) % at \(fmt(r)) s" + (o.velocityAtRelease.map { ", \($0 >= 0 ? "+" : "")\(fmt($0)) /s" } ?? ""))
            }
            if let d = o.decision { lines.append("    decision:     \(d)" + (o.reason.map { ", \($0)" } ?? "")) }
            if let c = o.completionSeconds { lines.append("    completion:   \(fmt(c)) s after release") }
            if let a = o.completeTransitionArgument { lines.append("    completeTransition(\(a)); then \(o.stateAfter ?? "")") }
        }
        lines.append("  final state: \(s.finalState)")
        return lines
    }
}

/// The distinct screens of a report, each drawn once (inline SVG for the page) and numbered.
@MainActor
struct ScreenBook {
    private let renderer: ScreenRenderer = {
        var options = ScreenRenderer.Options()
        options.standalone = false
        options.idPrefix = "s"
        return ScreenRenderer(options: options)
    }()
    private var index: [String: Int] = [:]
    private(set) var screens: [String] = []

    /// The number of `root`'s screen as drawn now (a screen seen before keeps its number).
    mutating func draw(_ root: UIView) -> Int {
        let svg = renderer.svg(of: root)
        if let i = index[svg] { return i }
        screens.append(svg)
        index[svg] = screens.count - 1
        return screens.count - 1
    }
}

/// A replay's report: the HTML page (``html()``) of its screens, fingers, percent and property tracks.
public struct ReplayHTMLReport: Sendable {
    /// The page's values.
    public let page: ReplayPage

    init(timeline t: ReplayTimeline, shots: [ReplayScreenRecorder.Shot], screens: [String], summary: [String]) {
        let fingers = t.inputFrames.map { f in
            TouchSurfacePlot.Frame(t: f.t, contacts: f.contacts.map { .init(id: $0.id, x: $0.x, y: $0.y, isPalm: $0.palm ?? false) })
        }
        let samples = t.displayFrames.map { PercentPlot.Sample(t: $0.t, percent: $0.percent, phase: $0.phase) }
        let bands = t.summary.gestures.map {
            PercentPlot.Band(start: $0.start, end: $0.end, label: "\($0.kind) \($0.fingers)f" + ($0.direction.map { " \($0)" } ?? ""))
        }
        var markers: [PercentPlot.Marker] = []
        for a in t.driver {
            switch a.action {
            case "began": markers.append(.init(t: a.t, kind: .began, label: "began \(a.step ?? "")"))
            case "finish", "cancel":
                let p = a.percent.map { " at \(fmt($0 * 100)) %" } ?? ""
                markers.append(.init(t: a.t, kind: .release, label: "release\(p): \(a.action)" + (a.reason.map { " (\($0))" } ?? "")))
            case "interrupted": markers.append(.init(t: a.t, kind: .release, label: "interrupted: cancel (\(a.reason ?? ""))"))
            case "completed": markers.append(.init(t: a.t, kind: .completion, label: "completeTransition(\(a.didComplete.map(String.init) ?? "?"))"))
            default: break
            }
        }
        let views = t.displayFrames.map { (t: $0.t, views: $0.views) }
        self.init(
            title: "glide replay \((t.trace as NSString).lastPathComponent) — \(t.transition)", summary: summary, shots: shots,
            screens: screens, device: (t.device.widthMillimetres, t.device.heightMillimetres), fingers: fingers, samples: samples,
            bands: bands, markers: markers, views: views, extraTimes: t.driver.map(\.t))
    }

    /// The page from its parts: the screens at display frames, the fingers at input frames, the
    /// percent samples, the gesture bands and markers, the observed views' values.
    init(
        title: String, summary: [String], shots: [ReplayScreenRecorder.Shot], screens: [String], device: (width: Double, height: Double),
        fingers: [TouchSurfacePlot.Frame], samples: [PercentPlot.Sample], bands: [PercentPlot.Band], markers: [PercentPlot.Marker],
        views: [(t: Double, views: [ReplayTimeline.ViewState])], extraTimes: [Double]
    ) {
        // The time axis: from the first to the last thing that happened.
        let times = shots.map(\.t) + fingers.map(\.t) + extraTimes
        let start = min(0, times.min() ?? 0), end = times.max() ?? 1
        let axis = TimeAxis(start: start, end: end)

        // The scrubber: display frames and input frames in time order.
        var steps: [ReplayPage.Step] = []
        var si = 0, fi = 0
        var shot = shots[0]
        var frame: Int? = nil
        while si < shots.count || fi < fingers.count {
            let nextShot = si < shots.count ? shots[si].t : .infinity
            let nextFrame = fi < fingers.count ? fingers[fi].t : .infinity
            if nextShot <= nextFrame {
                shot = shots[si]
                si += 1
                if nextFrame == nextShot {
                    frame = fi
                    fi += 1
                }
                steps.append(.init(t: shot.t, screen: shot.screen, touchFrame: frame, percent: shot.percent, isDisplayFrame: true))
            } else {
                frame = fi
                fi += 1
                steps.append(.init(t: nextFrame, screen: shot.screen, touchFrame: frame, percent: nil, isDisplayFrame: false))
            }
        }

        let surface = TouchSurfacePlot(widthMillimetres: device.width, heightMillimetres: device.height, frames: fingers)
        let percentPlot = PercentPlot(samples: samples, bands: bands, markers: markers, axis: axis)

        // One track per view and property: frame origin and size, alpha, and the z rotation when turned.
        var order: [String] = []
        var values: [String: [(t: Double, value: Double)]] = [:]
        for f in views {
            for v in f.views {
                var properties = [("x", v.x), ("y", v.y), ("width", v.width), ("height", v.height), ("alpha", v.alpha)]
                if let m = v.transform, m.count == 16 { properties.append(("rotation°", atan2(m[1], m[0]) * 180 / .pi)) }
                for (p, value) in properties {
                    let key = v.name + "\u{1}" + p
                    if values[key] == nil { order.append(key) }
                    values[key, default: []].append((f.t, value))
                }
            }
        }
        let tracks = PropertyTracks(tracks: order.map { key in
            let parts = key.split(separator: "\u{1}", maxSplits: 1).map(String.init)
            return .init(view: parts[0], property: parts[1], samples: values[key] ?? [])
        }, axis: axis)

        page = ReplayPage(
            title: title, summary: summary, screens: screens, steps: steps, surface: surface,
            percentPlot: percentPlot, tracks: tracks)
    }

    /// The report as one self-contained HTML file (no network access; inline SVG, CSS and script).
    public func html() -> String { page.html() }
}

/// A figure as the text reports write it: up to 3 decimals, no trailing zeros.
func fmt(_ v: Double) -> String {
    var text = String(format: "%.3f", v)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}
