import Foundation
import GlideCatalog
import GlideInteraction
import GlideInput
import GlideRender
import GlideReports
import GlideTestSupport
import GlideUIKitCore
import Testing

/// A replay's HTML report, in a real headless browser (Debian's chromium).
@MainActor @Suite(.serialized) struct ReplayReportBrowserTests {
    /// A replay of a recording through `transition`, with its report.
    struct Replayed {
        let timeline: ReplayTimeline
        let report: ReplayHTMLReport
        let file: URL
    }

    static func replay(_ trace: String, _ transition: ReferenceTransition) throws -> Replayed {
        let clock = ManualClock().makeCurrent()
        let scene = transition.makeScene(clock: clock)
        var options = ReplaySession.Options()
        options.recordsTimeline = true
        options.traceName = trace
        options.transitionName = transition.name
        let source = try TraceReader.open(path: Repository.glideTrace(trace))
        let session = ReplaySession(source: source, target: scene, clock: clock, options: options)
        let screens = ReplayScreenRecorder(session: session, root: scene.window)
        let timeline = try session.run()
        let report = screens.report(timeline)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("report.html")
        try report.html().write(to: file, atomically: true, encoding: .utf8)
        return Replayed(timeline: timeline, report: report, file: file)
    }

    static func url(_ file: URL, step: Int) -> URL {
        URL(string: file.absoluteString + "#step=\(step)")!
    }

    /// The page is one file: no script, style, font or image from anywhere else.
    @Test func reportIsSelfContained() throws {
        let r = try Self.replay("touchpad-3f-swipe-left-70-back-20.evemu", .menu)
        let html = try String(contentsOf: r.file, encoding: .utf8)
        #expect(!html.contains("src="), "no external scripts or images")
        #expect(!html.contains("<link"), "no stylesheets or fonts by link")
        #expect(!html.contains("@import") && !html.contains("url(http"))
        let urls = html.components(separatedBy: "://").dropFirst().map { $0.prefix(30) }
        #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") }, "the only URL is SVG's namespace: \(urls.prefix(3))")
        #expect(r.report.page.screens.count > 10, "the screens of the frames: \(r.report.page.screens.count)")
        // Deterministic: the same replay gives the same page.
        let again = try Self.replay("touchpad-3f-swipe-left-70-back-20.evemu", .menu)
        #expect(try String(contentsOf: again.file, encoding: .utf8) == html)
    }

    /// A page with an error is seen as one: the harness can fail.
    @Test func brokenPageIsDetected() throws {
        guard Browser.available("brokenPageIsDetected") else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("broken.html")
        try "<!DOCTYPE html><html><body><script>undefinedFunction();</script></body></html>".write(to: file, atomically: true, encoding: .utf8)
        let run = try Browser.dumpDOM(file)
        #expect(!run.consoleProblems.isEmpty, "an uncaught error is in Chromium's log: \(run.stderr.suffix(500))")
    }

    /// Loads with no console error and no network request; the scrubber moves the drawn screen only
    /// where the moving view is; the fingers are where the trace puts them.
    @Test func scrubbingInChromium() throws {
        guard Browser.available("scrubbingInChromium") else { return }
        let r = try Self.replay("touchpad-3f-swipe-left-70-back-20.evemu", .flip)
        let page = r.report.page

        // Two display frames a few frames apart whose changed views (by the timeline) cover at most
        // half of the screen, so that "elsewhere" is a real region: the flip's snapshot turning in.
        let display = page.steps.indices.filter { page.steps[$0].isDisplayFrame && page.steps[$0].percent != nil }
        try #require(display.count > 20)
        func changedFrames(_ i: Int, _ j: Int) -> CGRect? {
            guard let fa = r.timeline.displayFrames.first(where: { $0.t == page.steps[i].t }),
                  let fb = r.timeline.displayFrames.first(where: { $0.t == page.steps[j].t })
            else { return nil }
            var union = CGRect.null
            for va in fa.views {
                guard let vb = fb.views.first(where: { $0.name == va.name }), va != vb else { continue }
                for v in [va, vb] { union = union.union(CGRect(x: v.x, y: v.y, width: v.width, height: v.height)) }
            }
            return union.isNull ? nil : union.intersection(CGRect(x: 0, y: 0, width: 390, height: 844))
        }
        let pair = try #require(display.indices.dropLast(4).lazy.map { (display[$0], display[$0 + 4]) }.first { i, j in
            guard page.steps[i].screen != page.steps[j].screen, let moved = changedFrames(i, j) else { return false }
            return moved.width * moved.height < 0.5 * 390 * 844
        }, "two frames where only part of the screen moves")
        let (a, b) = pair
        let movedPoints = changedFrames(a, b)!

        // The DOM after the script ran: ready, no errors, no resources fetched, the step shown.
        let dom = try Browser.dumpDOM(Self.url(r.file, step: a))
        #expect(dom.status == 0)
        #expect(Browser.bodyAttribute(dom.stdout, "data-ready") == "1", "the script ran to its end")
        #expect(Browser.bodyAttribute(dom.stdout, "data-step") == "\(a)")
        #expect(Browser.bodyAttribute(dom.stdout, "data-resources") == "0", "no network request")
        #expect(dom.consoleProblems.isEmpty, "console: \(dom.consoleProblems)")
        let screenBox = try #require(Browser.box(Browser.bodyAttribute(dom.stdout, "data-screen-box")))

        // Two screenshots: they differ inside the moving views' frames and agree elsewhere on the screen.
        let folder = r.file.deletingLastPathComponent()
        let shotA = folder.appendingPathComponent("a.png"), shotB = folder.appendingPathComponent("b.png")
        #expect(try Browser.screenshot(Self.url(r.file, step: a), to: shotA).status == 0)
        #expect(try Browser.screenshot(Self.url(r.file, step: b), to: shotB).status == 0)
        let scale = screenBox.width / 390
        let moved = CGRect(x: screenBox.minX + movedPoints.minX * scale, y: screenBox.minY + movedPoints.minY * scale,
                           width: movedPoints.width * scale, height: movedPoints.height * scale)
        let inside = try PNGPixels.diff(shotA, shotB, in: screenBox)
        #expect(inside.count > 200, "the screen changed: \(inside.count) pixels")
        // Shadows and anti-aliasing reach a few pixels past a view's frame.
        let margin = 6.0
        if let box = inside.box {
            let allowed = moved.insetBy(dx: -margin, dy: -margin)
            let within = box.minX >= allowed.minX && box.maxX <= allowed.maxX && box.minY >= allowed.minY && box.maxY <= allowed.maxY
            #expect(within, "pixels changed at \(box), outside the moving views \(moved)")
        }

        // The fingers: at an input frame with three contacts, drawn at the trace's positions.
        let withFingers = try #require(page.steps.indices.first { i in
            page.steps[i].touchFrame.map { page.surface.frames[$0].contacts.count == 3 } ?? false && i > a
        })
        let contacts = page.surface.frames[page.steps[withFingers].touchFrame!].contacts
        let fingerDOM = try Browser.dumpDOM(Self.url(r.file, step: withFingers))
        let surfaceBox = try #require(Browser.box(Browser.bodyAttribute(fingerDOM.stdout, "data-surface-box")))
        let circles = Self.circles(fingerDOM.stdout)
        #expect(circles.count == 3, "three fingers drawn: \(circles)")
        let s = page.surface.scale
        for c in contacts {
            let drawn = try #require(circles[c.id], "contact \(c.id) drawn")
            #expect(abs(drawn.x - c.x * s) < 0.02 && abs(drawn.y - c.y * s) < 0.02, "contact \(c.id) at \(drawn), trace \(c.x * s), \(c.y * s)")
        }
        let shotF = folder.appendingPathComponent("f.png")
        #expect(try Browser.screenshot(Self.url(r.file, step: withFingers), to: shotF).status == 0)
        for c in contacts {
            let x = Int(surfaceBox.minX + c.x * s), y = Int(surfaceBox.minY + c.y * s)
            let rgb = try PNGPixels.pixel(shotF, x: x, y: y)
            // The surface is dark grey (#2c2c2e); a finger is a saturated colour.
            let spread = (rgb.max() ?? 0) - (rgb.min() ?? 0)
            #expect(spread > 80, "a finger's colour at (\(x), \(y)) where the trace puts contact \(c.id): \(rgb)")
        }
    }

    /// The player's controls, pressed as a person would (real key presses and clicks through the
    /// DevTools protocol): → and ← step one display frame, End and Home jump to the ends, the play
    /// button and space play and pause, and playback moves the replay's time at the chosen rate
    /// against the page's own animation-frame clock (¼× is a quarter, 1× the same), to the end.
    @Test func playPauseRatesAndKeysInChromium() throws {
        guard Browser.available("playPauseRatesAndKeysInChromium") else { return }
        let r = try Self.replay("touchpad-3f-swipe-left-70-back-20.evemu", .flip)
        let steps = r.report.page.steps
        let last = steps.count - 1
        // The page's rule for a display-frame step, computed here from the page's values.
        func nextDisplay(_ from: Int, _ dir: Int) -> Int {
            var i = from + dir
            while i > 0 && i < last && !steps[i].isDisplayFrame { i += dir }
            return max(0, min(last, i))
        }
        let state = ["eval": "glideReplay.state()"]
        let ready = ["until": "document.body && document.body.dataset.ready"]
        func playing(atLeast ms: Int) -> [String: Any] {
            // Wait for an animation frame `ms` after the last one read (or for playback to end).
            ["until": "(()=>{const s=glideReplay.state();return !s.playing||s.clock>=window.mark+\(ms)})()"]
        }
        let mark = ["eval": "window.mark=glideReplay.state().clock"]
        let drive = try PageDriver.drive(r.file, [
            ready, state,                                                          // 1
            ["key": "ArrowRight"], state, ["key": "ArrowRight"], state,            // 3, 5
            ["key": "ArrowLeft"], state,                                           // 7
            ["key": "End"], state, ["key": "Home"], state,                         // 9, 11
            ["click": "input[name=rate][value='0.25']"], ["click": "#play"],
            ["until": "glideReplay.state().clock>0"], state, mark, playing(atLeast: 150), state,  // 15, 18
            ["key": " "], state, ["wait": 150], state,                             // 20, 22
            ["click": "input[name=rate][value='1']"], ["key": " "],
            ["until": "glideReplay.state().clock>window.mark"], mark, state, playing(atLeast: 100), state,  // 27, 29
            ["until": "!glideReplay.state().playing"], state, ["eval": "document.getElementById('play').textContent"],  // 31, 32
        ])
        #expect(drive.errors.isEmpty && drive.console.isEmpty, "errors \(drive.errors), console \(drive.console)")
        #expect(drive.requests.allSatisfy { $0.hasPrefix("file://") } && drive.requests.count == 1, "only the file: \(drive.requests)")
        func s(_ i: Int) throws -> [String: Any] { try #require(drive.results[i] as? [String: Any], "result \(i): \(drive.results[i])") }
        func number(_ i: Int, _ key: String) throws -> Double {
            let state = try s(i)
            return try #require(state[key] as? Double ?? (state[key] as? Int).map(Double.init), "\(key) in result \(i)")
        }
        func step(_ i: Int) throws -> Int { Int(try number(i, "step")) }

        // Keys.
        #expect(try step(1) == 0)
        let first = nextDisplay(0, 1), second = nextDisplay(first, 1)
        #expect(try step(3) == first && step(5) == second, "→ → shows display frames \(first), \(second)")
        #expect(try s(5)["displayFrame"] as? Bool == true)
        #expect(abs(steps[second].t - steps[first].t - 1 / 120) < 1e-6, "one display frame apart at 120 Hz")
        #expect(try step(7) == first, "← goes back one display frame")
        #expect(try step(9) == last && step(11) == 0, "End and Home")

        // ¼×: the replay's time moves a quarter as fast as the page's clock, and the step shown is the one at that time.
        #expect(try s(15)["playing"] as? Bool == true && number(15, "rate") == 0.25)
        let quarter = try (number(18, "playTime") - number(15, "playTime")) / (number(18, "clock") - number(15, "clock")) * 1000
        #expect(try number(18, "clock") > number(15, "clock"))
        #expect(abs(quarter - 0.25) < 1e-9, "¼×: replay seconds per page second \(quarter)")
        let shown = try step(18), playTime = try number(18, "playTime")
        #expect(steps[shown].t <= playTime && (shown == last || steps[shown + 1].t > playTime), "the step at the play time")
        #expect(shown > 0, "playing moved the screen")
        // Space pauses: the time stands still.
        #expect(try s(20)["playing"] as? Bool == false)
        #expect(try number(22, "playTime") == number(20, "playTime") && step(22) == step(20))
        // 1×, resumed with space, to the end.
        let one = try (number(29, "playTime") - number(27, "playTime")) / (number(29, "clock") - number(27, "clock")) * 1000
        #expect(try number(27, "rate") == 1 && number(29, "clock") > number(27, "clock"))
        #expect(abs(one - 1) < 1e-9, "1×: replay seconds per page second \(one)")
        #expect(try step(31) == last && s(31)["playing"] as? Bool == false, "playback stops at the end")
        #expect(drive.results[32] as? String == "▶ Play")
    }

    /// The `data-contact` circles of a dumped DOM: id → centre.
    static func circles(_ dom: String) -> [Int: CGPoint] {
        var out: [Int: CGPoint] = [:]
        for part in dom.components(separatedBy: "<circle").dropFirst() {
            let tag = part.prefix { $0 != ">" }
            func attribute(_ name: String) -> Double? {
                guard let r = tag.range(of: " \(name)=\"") else { return nil }
                return Double(tag[r.upperBound...].prefix { $0 != "\"" })
            }
            if let id = attribute("data-contact"), let x = attribute("cx"), let y = attribute("cy") { out[Int(id)] = CGPoint(x: x, y: y) }
        }
        return out
    }
}
