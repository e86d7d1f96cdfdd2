import Foundation
import GlideGestureRecognition
import GlideInput
import GlideTestSupport
import Testing

/// Issue 20, item 2: a three-finger tap on a two-slot (semi-multitouch) touchpad, whose third finger
/// shows only as `BTN_TOOL_TRIPLETAP`. libinput counts such fingers from the `BTN_TOOL_*` key (fake
/// touches) and reports the tap; Glide listed no gesture.
///
/// No real recording of such a tap is at hand, so the recordings here are derived from a real one:
/// the ALPS GlidePoint's two-finger tap (`alps-glidepoint-2finger-tap.evemu`, two slots,
/// `INPUT_PROP_SEMI_MT`) with its `BTN_TOOL_DOUBLETAP` key changed to `BTN_TOOL_TRIPLETAP` (014d to
/// 014e), and, in ``liftedTogether``, the frame where one finger lifted before the others removed, so
/// that all three leave in the last frame as fingers tapped together do.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct SemiMultitouchTapTests {
    static let original = "alps-glidepoint-2finger-tap.evemu"

    /// The real two-finger tap with the third finger's key in place of the second's.
    static func keyChanged() throws -> [String] {
        let text = try String(contentsOfFile: SharedTraces.path(original), encoding: .utf8)
        #expect(text.contains("0001 014d 0001") && text.contains("0001 014d 0000"), "the recording changed")
        return text.replacingOccurrences(of: "0001 014d", with: "0001 014e")
            .replacingOccurrences(of: "BTN_TOOL_DOUBLETAP  ", with: "BTN_TOOL_TRIPLETAP  ")
            .components(separatedBy: "\n")
    }

    /// As ``keyChanged()``, with every finger lifting in the last frame: the frame at 0.214298 s (one
    /// contact gone, `BTN_TOOL_FINGER` back) removed, its releases moved into the last frame.
    static func liftedTogether() throws -> String {
        var lines = try keyChanged()
        lines.removeAll { $0.hasPrefix("E: 0.214298 ") }
        let last = try #require(lines.lastIndex { $0.hasPrefix("E: 0.224519 0000 0000") })
        lines.insert(contentsOf: ["E: 0.224519 0003 002f 0001", "E: 0.224519 0003 0039 -001", "E: 0.224519 0001 014e 0000"], at: last)
        return lines.joined(separator: "\n")
    }

    static func recognize(_ text: String) throws -> [RecognizedGesture] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-semimt-\(UUID().uuidString).evemu")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let source = try TraceReader.open(path: file.path)
        let collector = GestureCollector(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
        while let e = try source.nextEvent() { collector.feed(e) }
        return collector.finish(end: source.end)
    }

    @Test func threeFingersLiftedTogetherAreAThreeFingerTap() throws {
        let text = try Self.liftedTogether()
        let gestures = try Self.recognize(text)
        #expect(gestures.map { "\($0.kind.rawValue) \($0.fingers)" } == ["tap 3"], "\(gestures)")
        // The same recording with the second finger's key (only the lift changed) is a two-finger tap.
        let two = try Self.recognize(text.replacingOccurrences(of: "0001 014e", with: "0001 014d"))
        #expect(two.map { "\($0.kind.rawValue) \($0.fingers)" } == ["tap 2"], "\(two)")
    }

    @Test func threeFingersLiftedOneByOneAreAThreeFingerTapToo() throws {
        let gestures = try Self.recognize(try Self.keyChanged().joined(separator: "\n"))
        #expect(gestures.map { "\($0.kind.rawValue) \($0.fingers)" } == ["tap 3"], "\(gestures)")
    }

    @Test func threeFingersThatMoveAreASwipeNotATap() throws {
        // The same fingers sliding down before they lift: both slots' ABS_MT_POSITION_Y 300 units
        // further from 0.07 s on (10.7 mm at libinput's 50 mm guess for 1400 units): a swipe begins,
        // and a touch that moved is no tap.
        var lines = try Self.liftedTogether().components(separatedBy: "\n")
        for i in lines.indices where lines[i].hasPrefix("E: 0.") && lines[i].contains(" 0003 0036 ") {
            let fields = lines[i].split(separator: " ", maxSplits: 4).map(String.init)
            guard let time = Double(fields[1]), time > 0.07 else { continue }
            let value = fields[4].prefix { $0 != "\t" }
            let rest = fields[4].dropFirst(value.count)
            lines[i] = fields[0..<4].joined(separator: " ") + " " + String(format: "%04d", (Int(value) ?? 0) + 300) + rest
        }
        let gestures = try Self.recognize(lines.joined(separator: "\n"))
        #expect(gestures.map { "\($0.kind.rawValue) \($0.fingers)" } == ["swipe 3"], "\(gestures)")
    }

    @Test func glideInfoSaysTapThreeFingers() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-semimt-\(UUID().uuidString).evemu")
        try Data(try Self.liftedTogether().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let r = try GlideCommand.run(["info", file.path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("tap, 3 fingers"), "\(r.out)")
        #expect(!r.out.contains("gestures:  none"), "\(r.out)")
    }
}
