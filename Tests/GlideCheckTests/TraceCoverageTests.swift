import Foundation
import GlideCatalog
import GlideCatalogCheck
import GlideCheck
import GlideCheckTraces
import GlideExamples
import GlideTestSupport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A check says per trace what it exercised (issue 17, item 6): the transitions it began through Glide's
/// driver, the subject's handlers it reached, or why nothing; and a check whose traces began no
/// transition does not pass, however many other scenarios ran.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct TraceCoverageTests {
    /// Glide's recording of a left-edge swipe, 51 % across: the menu's edge pan begins there.
    static let leftEdgeSwipe = Repository.glideTrace("touchscreen-edge-left-swipe-right-51.evemu")
    /// A real N-Trig touchscreen recording: two fingers touch the middle of the screen and lift.
    static let touchAndRelease = Repository.sharedTrace("ts-ntrig-2finger-touch-release-protoA.evemu")

    static func report(_ transition: ReferenceTransition, _ traces: [String], matrix: Bool = false) throws -> CheckReport {
        try TransitionCheck(subject: transition.checkSubject(), options: .init(matrix: matrix, traces: traces, runs: 0)).runNow()
    }

    @Test func aLeftEdgeSwipeBeginsTheMenuAndReachesItsEdgePan() throws {
        let report = try Self.report(.menu, [Self.leftEdgeSwipe])
        let trace = try #require(report.traces.first)
        #expect(report.traces.count == 1 && trace.trace == Self.leftEdgeSwipe)
        #expect(trace.exercised && report.passed && report.tracesMissed == nil, "\(trace.summary)")
        #expect(trace.driver.transitions > 0 && trace.driver.binding == "edgeSwipe::right", "\(trace.driver)")
        #expect(trace.handlers.recognizers == ["UIScreenEdgePanGestureRecognizer on menu.home.view"], "\(trace.handlers)")
        #expect(trace.handlers.transitions == report.scenarioCounts["handlers"] && trace.handlers.missed == nil)
        #expect(trace.summary.hasPrefix("began \(trace.driver.transitions) transitions through Glide's driver (edge swipe right); "), "\(trace.summary)")
        #expect(trace.summary.contains("reached UIScreenEdgePanGestureRecognizer on menu.home.view ("), "\(trace.summary)")
    }

    /// The example: the touches land mid-screen, so the menu's edge pan, which begins only at
    /// the left edge, fails; the recording is a touch and release, which Glide's driver cannot drive with.
    @Test func aTouchMidScreenExercisesNothingAndSaysWhy() throws {
        let report = try Self.report(.menu, [Self.touchAndRelease], matrix: true)
        let trace = try #require(report.traces.first)
        #expect(!trace.exercised && trace.driver.transitions == 0 && trace.handlers.transitions == 0)
        #expect(trace.driver.binding == nil)
        #expect(trace.driver.missed?.contains("the trace holds only:") == true, "\(trace.driver)")
        let handlers = try #require(trace.handlers.missed)
        #expect(handlers.contains("UIScreenEdgePanGestureRecognizer on menu.home.view got the touches and did not begin"), "\(handlers)")
        #expect(handlers.contains("it begins only within 13 points of the left edge"), "\(handlers)")
        #expect(handlers.contains("the first touch, at (65, 715), is 65 points from the left edge"), "\(handlers)")
        // The matrix ran and holds, but the traces checked nothing: not a pass.
        #expect(report.failedInvariants.isEmpty && report.scenarioCounts["matrix"] == 90)
        #expect(!report.passed)
        let missed = try #require(report.tracesMissed)
        #expect(missed.hasPrefix("the trace began no transition of menu: ts-ntrig-2finger-touch-release-protoA.evemu: "), "\(missed)")
        #expect(missed.contains("left edge"), "\(missed)")
        let n = InvariantCatalog.all.count
        #expect(report.description == "CheckReport(menu: 90 scenarios, \(n) invariants hold, but no trace began a transition)")
        #expect(report.failures == "menu: nothing checked by the traces: \(missed)")
        let text = report.text()
        #expect(!text.contains("All \(n) invariants hold"), "\(text)")
        #expect(text.contains("Traces (0 of 1 began a transition):\n  ts-ntrig-2finger-touch-release-protoA.evemu: exercised nothing: "), "\(text)")
        #expect(text.hasSuffix("Nothing checked by the traces (\(n) invariants hold in the 90 other scenarios): \(missed)."), "\(text)")
    }

    /// A trace that begins a transition through the driver exercises the check even where it misses the
    /// handlers: the report says which handler it missed, and the check passes.
    @Test func aRightEdgeSwipeDrivesTheMenuButMissesItsLeftEdgePan() throws {
        let report = try Self.report(.menu, [Repository.glideTrace("touchscreen-edge-right-swipe-left-51.evemu")])
        let trace = try #require(report.traces.first)
        #expect(trace.exercised && report.passed && trace.driver.transitions > 0)
        #expect(trace.handlers.recognizers.isEmpty && trace.handlers.played)
        #expect(trace.summary.contains("; reached no handler: UIScreenEdgePanGestureRecognizer on menu.home.view got the touches"), "\(trace.summary)")
        // The example: it starts at the right edge, and the menu's edge pan begins at the left one.
        #expect(trace.handlers.missed?.hasSuffix("it begins only within 13 points of the left edge, and the first touch, at (388, 422), is 388 points from the left edge") == true, "\(trace.handlers)")
    }

    /// The pinch reaches the card's pinch handler; the driver binds no pinch.
    @Test func aPinchReachesOnlyTheHandlers() throws {
        let report = try Self.report(.card, [Repository.sharedTrace("synaptics-tm3276-t480-2finger-pinch-in.evemu")])
        let trace = try #require(report.traces.first)
        #expect(trace.exercised && report.passed, "\(trace.summary)")
        #expect(trace.driver.transitions == 0 && trace.driver.missed != nil)
        #expect(trace.handlers.recognizers.contains { $0.hasPrefix("UIPinchGestureRecognizer on ") }, "\(trace.handlers)")
    }

    /// One trace that exercises is enough: the other is named, and the check passes.
    @Test func oneTraceThatExercisesIsEnough() throws {
        let report = try Self.report(.menu, [Self.leftEdgeSwipe, Self.touchAndRelease])
        #expect(report.passed && report.tracesMissed == nil)
        #expect(report.traces.map(\.exercised) == [true, false])
        // Two that miss, each for its own reasons: both named, with their reasons.
        let tap = Repository.sharedTrace("alps-glidepoint-2finger-tap.evemu")
        let neither = try Self.report(.menu, [Self.touchAndRelease, tap])
        let missed = try #require(neither.tracesMissed)
        #expect(missed.hasPrefix("none of the 2 traces began a transition of menu: ts-ntrig-2finger-touch-release-protoA.evemu: Glide's driver: "), "\(missed)")
        #expect(missed.contains("; alps-glidepoint-2finger-tap.evemu: Glide's driver: the trace holds only: 2-finger tap"), "\(missed)")
    }

    /// A touchpad's two-finger tap makes no touch in the window; a subject without recognizers is not played.
    @Test func whyATraceReachesNoHandler() throws {
        let tap = Repository.sharedTrace("alps-glidepoint-2finger-tap.evemu")
        let menu = try #require(try Self.report(.menu, [tap]).traces.first)
        #expect(menu.handlers.missed?.hasPrefix("no touch reached the window: on a touchpad one finger only moves the pointer") == true, "\(menu.handlers)")
        let flip = try #require(try Self.report(.flip, [Self.touchAndRelease]).traces.first)
        #expect(flip.handlers.missed == "not played: flip's scene holds no gesture recognizer, so no handler of its can be reached")
        #expect(!flip.handlers.played)
        let options = TransitionCheck.Options(matrix: false, traces: [Self.touchAndRelease], runs: 0, invariants: [2])
        let without27 = try #require(try TransitionCheck(subject: ReferenceTransition.menu.checkSubject(), options: options).runNow().traces.first)
        #expect(without27.handlers.missed?.contains("only invariant 27 reads the handlers") == true)
    }

    /// JSON carries each trace and the reason; JUnit has a test case per trace, skipped with its reason
    /// when it exercised nothing, and an errored one when none did.
    @Test func jsonAndJUnitSayWhatEachTraceDid() throws {
        let report = try Self.report(.menu, [Self.leftEdgeSwipe, Self.touchAndRelease])
        let decoded = try JSONDecoder().decode(CheckReport.self, from: report.json())
        #expect(decoded == report)
        let json = String(decoding: try report.json(), as: UTF8.self)
        #expect(json.contains("UIScreenEdgePanGestureRecognizer on menu.home.view"))
        #expect(json.contains("\"exercised\" : false") && json.contains("\"exercised\" : true"), "\(json)")
        #expect(json.contains("\"summary\" : \"exercised nothing: Glide's driver: the trace holds only:"), "\(json)")
        let none = try Self.report(.menu, [Self.touchAndRelease])
        #expect(String(decoding: try none.json(), as: UTF8.self).contains("\"tracesMissed\" : \"the trace began no transition of menu"))
        #if canImport(FoundationXML)
        let document = try XMLDocument(data: Data(report.junitXML().utf8))
        let traceCases = try document.nodes(forXPath: "//testcase[@classname='glide.check.menu.traces']/@name").compactMap(\.stringValue)
        #expect(traceCases == ["touchscreen-edge-left-swipe-right-51.evemu", "ts-ntrig-2finger-touch-release-protoA.evemu"])
        let skipped = try document.nodes(forXPath: "//testcase[skipped]/@name").compactMap(\.stringValue)
        #expect(skipped == ["ts-ntrig-2finger-touch-release-protoA.evemu"])
        let missedDocument = try XMLDocument(data: Data(none.junitXML().utf8))
        let errors = try missedDocument.nodes(forXPath: "//testcase[error]/error/@message").compactMap(\.stringValue)
        #expect(errors == [none.tracesMissed])
        #expect(try missedDocument.nodes(forXPath: "//testsuite/@errors").first?.stringValue == "1")
        #endif
    }
}

/// `glide check --trace` through the built tool: a trace that exercises the transition, and one that
/// does not, which is exit status 2 with one line naming what it missed.
@MainActor @Suite(.serialized, .enabled(if: Repository.hasShared, Repository.sharedMissing)) struct TraceCoverageCommandTests {
    @Test func aTraceThatBeginsTheMenuIsReportedAndPasses() throws {
        let r = try GlideCommand.run(["check", "--animator", "menu", "--trace", TraceCoverageTests.leftEdgeSwipe, "--runs", "0"])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("Traces (1 of 1 began a transition):"), "\(r.out)")
        #expect(r.out.contains("touchscreen-edge-left-swipe-right-51.evemu: began "), "\(r.out)")
        #expect(r.out.contains("reached UIScreenEdgePanGestureRecognizer on menu.home.view"), "\(r.out)")
        #expect(r.out.contains("All \(InvariantCatalog.all.count) invariants hold in"), "\(r.out)")
    }

    @Test func aTraceThatExercisesNothingExitsTwoNamingWhatItMissed() throws {
        let r = try GlideCommand.run(["check", "--animator", "menu", "--trace", TraceCoverageTests.touchAndRelease, "--runs", "0"])
        #expect(r.status == 2, "\(r.out)\(r.err)")
        #expect(!r.out.contains("All \(InvariantCatalog.all.count) invariants hold"), "\(r.out)")
        #expect(r.out.contains("ts-ntrig-2finger-touch-release-protoA.evemu: exercised nothing: "), "\(r.out)")
        let lines = r.err.split(separator: "\n")
        #expect(lines.count == 1, "one line: \(r.err)")
        #expect(r.err.hasPrefix("glide check: error: nothing was checked by the traces: the trace began no transition of menu: "), "\(r.err)")
        #expect(r.err.contains("it begins only within 13 points of the left edge"), "\(r.err)")
        // The HTML report says so too, with the trace's line.
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("glide-trace-coverage-\(getpid()).html").path
        defer { try? FileManager.default.removeItem(atPath: page) }
        let html = try GlideCommand.run(["check", "--animator", "menu", "--trace", TraceCoverageTests.touchAndRelease, "--runs", "0", "--html", page])
        #expect(html.status == 2, "\(html.err)")
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(written.contains("not checked by the traces: \(InvariantCatalog.all.count) invariants held in 90 scenarios, but no trace began a transition"), "\(written)")
        #expect(written.contains("<code>ts-ntrig-2finger-touch-release-protoA.evemu</code>: exercised nothing: "), "\(written)")
        // Without the matrix: 0 scenarios, the same status and line.
        let bare = try GlideCommand.run(["check", "--animator", "menu", "--trace", TraceCoverageTests.touchAndRelease, "--no-matrix", "--runs", "0"])
        #expect(bare.status == 2 && bare.err == r.err, "\(bare.out)\(bare.err)")
        // A failing invariant is still 1 (here the buggy menu's matrix), and the line is still given.
        let buggy = try GlideCommand.run(["check", "--animator", "menu-buggy", "--trace", TraceCoverageTests.touchAndRelease, "--runs", "0"])
        #expect(buggy.status == 1, "\(buggy.out)\(buggy.err)")
        #expect(buggy.out.contains("; no trace began a transition."), "\(buggy.out)")
        #expect(buggy.err.hasPrefix("glide check: error: nothing was checked by the traces: "), "\(buggy.err)")
    }
}
