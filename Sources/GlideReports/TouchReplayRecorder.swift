import Foundation
import GlideInteraction
import GlideInput
import GlideRender
import GlideUIKitCore

/// Plays a ``TouchReplay`` into a window while drawing it, for the same HTML report a replay has
/// (``ReplayHTMLReport``): the window's screen at every display frame, the fingers at every input
/// frame, the percent of the transitions the window's own gesture handlers start, with their
/// `finish()`/`cancel()` and `completeTransition`, and the property tracks of the views named.
///
/// ```swift
/// let clock = ManualClock()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
/// window.rootViewController = MyViewController()
/// let recorder = try TouchReplayRecorder(window: window)
/// let result = try recorder.play(TouchReplay(trace: url))
/// try recorder.report(title: "my sheet").html().write(toFile: "replay.html", atomically: true, encoding: .utf8)
/// ```
///
/// The window's clock must be a ``ManualClock`` (the replay is then repeatable bit for bit, and so
/// is the page). Display frames fall every 1/``displayRate`` s from the replay's start; after the
/// input ends, frames stop once nothing has changed for ``quietFrames`` frames.
@MainActor
public final class TouchReplayRecorder: ReplayObserver {
    /// The window played into.
    public let window: UIWindow
    /// Display frames per second (default 120, as ProMotion).
    public let displayRate: Int
    /// After the input, this many unchanged frames in a row end the recording.
    public var quietFrames = 12
    private let clock: ManualClock
    private let observed: [UIView]
    private var book = ScreenBook()
    private var shots: [ReplayScreenRecorder.Shot] = []
    private var samples: [PercentPlot.Sample] = []
    private var views: [(t: Double, views: [ReplayTimeline.ViewState])] = []
    private var fingers: [TouchSurfacePlot.Frame] = []
    private var contexts: [TransitionContext] = []
    private var origin = 0.0
    private var frames: ReplayDisplayFrames?
    private var unchanged = 0
    private var inputEnded = false
    /// What the last play delivered.
    public private(set) var result: TouchReplay.Result?

    /// A recorder of `window` (whose clock must be a ``ManualClock``), with property tracks for
    /// `observing` (by their names).
    public init(window: UIWindow, observing: [UIView] = [], displayRate: Int = 120) throws {
        guard let clock = window.clock as? ManualClock else { throw TouchReplayError.needsManualClock }
        self.window = window
        self.clock = clock
        self.observed = observing
        self.displayRate = max(1, displayRate)
    }

    /// Plays `replay` into the window, drawing every display frame; returns what was delivered.
    public func play(_ replay: TouchReplay) throws -> TouchReplay.Result {
        origin = clock.now
        inputEnded = false
        unchanged = 0
        let observation = TransitionContext.observeCreation { [weak self] in self?.contexts.append($0) }
        defer { observation.cancel() }
        shots.append(.init(t: 0, screen: draw(), percent: nil))
        // After the input the clock runs on for the replay's settling; the frames stop once the screen has been still.
        let result = try replay.play(in: window, observers: [self])
        frames?.cancel()
        frames = nil
        self.result = result
        return result
    }

    // MARK: ReplayObserver

    /// Takes a display frame every 1/``displayRate`` s from the replay's start.
    public func willPlay(with player: ReplayPlayer) {
        frames = player.displayFrames(rate: displayRate) { [weak self] in
            guard let self else { return false }
            let changed = self.displayFrame()
            self.unchanged = changed ? 0 : self.unchanged + 1
            return !(self.inputEnded && self.unchanged >= self.quietFrames)
        }
    }

    /// The fingers at every input frame, in the input's time.
    public func play(_ event: InputEvent, completing frame: TouchFrame?) {
        guard let frame else { return }
        fingers.append(.init(
            t: frame.timestamp, contacts: frame.contacts.map { .init(id: $0.id, x: $0.xMillimetres, y: $0.yMillimetres, isPalm: $0.isPalm) }))
    }

    /// After the input, a screen that has been still for ``quietFrames`` frames ends the recording.
    public func inputEnded(_ end: InputSourceEnd?, at time: Double) {
        inputEnded = true
        if unchanged >= quietFrames {
            frames?.cancel()
            frames = nil
        }
    }

    /// Draws one display frame; true when something changed since the last one.
    private func displayFrame() -> Bool {
        let t = ((clock.now - origin) * 1e6).rounded() / 1e6
        let screen = draw()
        var percent: Double?
        var changed = screen != shots.last?.screen
        if let context = contexts.last(where: { $0.phase != .completed }) ?? contexts.last,
           context.phase != .completed || samples.last?.phase != "completed"
        {
            let phase = context.phase == .completed ? "completed" : context.isInteractive ? "interactive" : "completing"
            samples.append(.init(t: t, percent: context.percentComplete, phase: phase))
            if phase != "completed" { percent = context.percentComplete }
            changed = true
        }
        shots.append(.init(t: t, screen: screen, percent: percent))
        views.append((t, observed.map(ReplayTimeline.ViewState.init(presentationOf:))))
        return changed
    }

    private func draw() -> Int { book.draw(window) }

    /// The report of what was played: the same page as a replay's, titled `title`, with `summary`
    /// beside the screen (by default: the device, the touches and each transition's decisions).
    public func report(title: String, summary: [String]? = nil) -> ReplayHTMLReport {
        // Trailing frames that show nothing new are left out.
        var kept = shots
        while kept.count > 2, kept[kept.count - 1].screen == kept[kept.count - 2].screen, kept[kept.count - 1].percent == nil,
              kept[kept.count - 2].percent == nil
        {
            kept.removeLast()
        }
        let end = kept.last?.t ?? 0
        var markers: [PercentPlot.Marker] = []
        for context in contexts {
            let name = "\(context.viewController(forKey: .from)?.name ?? "?") → \(context.viewController(forKey: .to)?.name ?? "?")"
            var percent = 0.0
            for event in context.events {
                let t = event.time - origin
                switch event.kind {
                case .started(let interactive):
                    markers.append(.init(t: t, kind: .began, label: "began \(name)\(interactive ? " (interactive)" : "")"))
                case .update(let p, let accepted) where accepted: percent = p
                case .finish(let accepted) where accepted:
                    markers.append(.init(t: t, kind: .release, label: "finish() at \(fmt(percent * 100)) %"))
                case .cancel(let accepted) where accepted:
                    markers.append(.init(t: t, kind: .release, label: "cancel() at \(fmt(percent * 100)) %"))
                case .complete(let value, let accepted, _) where accepted:
                    markers.append(.init(t: t, kind: .completion, label: "completeTransition(\(value))"))
                default: break
                }
            }
        }
        // The bands: while fingers were down.
        var bands: [PercentPlot.Band] = []
        var downSince: (t: Double, most: Int)?
        for f in fingers {
            let n = f.contacts.filter { !$0.isPalm }.count
            if n > 0 { downSince = downSince.map { ($0.t, max($0.most, n)) } ?? (f.t, n) }
            if n == 0, let d = downSince {
                bands.append(.init(start: d.t, end: f.t, label: "\(d.most) finger\(d.most == 1 ? "" : "s") down"))
                downSince = nil
            }
        }
        if let d = downSince, let last = fingers.last { bands.append(.init(start: d.t, end: last.t, label: "\(d.most) finger\(d.most == 1 ? "" : "s") down")) }
        let device = result?.device.sizeMillimetres ?? (width: 100, height: 60, isGuess: true)
        return ReplayHTMLReport(
            title: title, summary: summary ?? defaultSummary(), shots: kept, screens: book.screens, device: (device.width, device.height),
            fingers: fingers, samples: samples.filter { $0.t <= end }, bands: bands, markers: markers,
            views: views.filter { $0.t <= end }, extraTimes: markers.map(\.t))
    }

    private func defaultSummary() -> [String] {
        guard let r = result else { return ["nothing played"] }
        var lines = ["\(r.deviceName): \(r.frames) frames, \(fmt(r.durationSeconds)) s; touches: \(r.touchesBegan) began, "
            + "\(r.touchesMoved) moved, \(r.touchesEnded) ended, \(r.touchesCancelled) cancelled"]
        for (i, context) in contexts.enumerated() {
            lines.append("transition \(i + 1): \(context.viewController(forKey: .from)?.name ?? "?") → \(context.viewController(forKey: .to)?.name ?? "?")")
            for event in context.events {
                let t = fmt(event.time - origin)
                switch event.kind {
                case .finish(let accepted) where accepted: lines.append("  finish() at \(t) s")
                case .cancel(let accepted) where accepted: lines.append("  cancel() at \(t) s")
                case .complete(let value, let accepted, _) where accepted: lines.append("  completeTransition(\(value)) at \(t) s")
                default: break
                }
            }
        }
        return lines
    }
}
