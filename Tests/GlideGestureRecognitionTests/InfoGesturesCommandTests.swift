import Foundation
import Testing
import GlideTestSupport

/// The gestures part of `glide info`, run as the built executable (`.build/debug/glide`).
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct InfoGesturesCommandTests {
    static func json(_ args: [String], stdin: String? = nil) throws -> [String: Any] {
        let r = try GlideCommand.run(args, stdin: stdin)
        #expect(r.status == 0, "\(r.err)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
    }

    @Test func jsonGainsGesturesAndKeepsItsKeys() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let json = try Self.json(["info", "--json", SharedTraces.path("synaptics-tm3276-t480-2finger-swipe-left.evemu")])
        #expect(Set(json.keys) == [
            "contacts", "device", "droppedFrames", "durationSeconds", "events", "format", "frames", "maxFingers",
            "protocol", "skippedLines", "timeOffsetSeconds", "gestures", "clicks", "crowded",
        ])
        let gestures = try #require(json["gestures"] as? [[String: Any]])
        #expect(gestures.count == 1)
        let g = try #require(gestures.first)
        #expect(Set(g.keys) == ["kind", "fingers", "direction", "startDirection", "start", "began", "end", "cancelled"])
        #expect(g["kind"] as? String == "scroll")
        #expect(g["fingers"] as? Int == 2)
        #expect(g["direction"] as? String == "left")
        #expect(g["start"] as? Double == 0)
        #expect(abs((g["end"] as? Double ?? 0) - 0.608) < 0.001)
        #expect(g["cancelled"] as? Bool == false)
    }

    @Test func directionOnlyWhereOneApplies() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let tap = try Self.json(["info", "--json", SharedTraces.path("alps-glidepoint-2finger-tap.evemu")])
        let tapGesture = try #require((tap["gestures"] as? [[String: Any]])?.first)
        #expect(tapGesture["kind"] as? String == "tap")
        #expect(tapGesture["direction"] == nil)
        let pinch = try Self.json(["info", "--json", SharedTraces.path("synaptics-tm3276-t480-2finger-pinch-in.evemu")])
        #expect((pinch["gestures"] as? [[String: Any]])?.first?["direction"] as? String == "in")
        let hold = try Self.json(["info", "--json", SharedTraces.path("ts-ntrig-2finger-touch-release-protoA.evemu")])
        let holds = try #require(hold["gestures"] as? [[String: Any]])
        #expect(holds.map { $0["kind"] as? String } == ["hold", "hold", "hold"])
        #expect(holds.map { $0["cancelled"] as? Bool } == [true, true, false])
        #expect(holds.allSatisfy { $0["direction"] == nil })
    }

    @Test func textListsTheGesturesAndStandardInputWorks() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let r = try GlideCommand.run(["info", "-"], stdin: SharedTraces.path("ts-atmel-maxtouch-4finger-drag-down.evemu"))
        #expect(r.status == 0)
        #expect(r.out.contains("  gestures:  1\n    0.181–0.567 s  drag, 4 fingers, down\n"))
        #expect(r.out.contains("at most 4 at once"))
        let none = try GlideCommand.run(["info", SharedTraces.path("cypress-ps2-3finger-press.evemu")])
        #expect(none.out.contains("  gestures:  none\n  clicks:    1\n"), "\(none.out)")
        let cancelled = try GlideCommand.run(["info", SharedTraces.path("synaptics-hp8470p-2finger-scroll-horizontal.evemu")])
        #expect(cancelled.out.contains("scroll, 2 fingers, right, cancelled (fingerCountChanged)"))
    }
}
