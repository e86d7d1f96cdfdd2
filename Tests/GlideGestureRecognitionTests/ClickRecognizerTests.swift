import Foundation
import Testing
import GlideGestureRecognition
import GlideInput
import GlideTestSupport

/// Clicks: button presses reported beside gestures, with libinput's clickfinger button on a clickpad.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct ClickRecognizerTests {
    /// The clicks and gestures of evemu `text` (a real recording, possibly edited).
    static func read(_ text: String) throws -> (clicks: [RecognizedClick], gestures: [RecognizedGesture]) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glide-click-\(UUID().uuidString).evemu")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let source = try TraceReader.open(path: file.path)
        let collector = GestureCollector(device: source.device, resynchronizesAfterDrop: source.resynchronizesAfterDrop)
        while let e = try source.nextEvent() { collector.feed(e) }
        let gestures = collector.finish(end: source.end)
        return (collector.clicks, gestures)
    }

    /// `recording` with `button` pressed in the frame where `down` appears and released where `up` does.
    static func pressing(_ button: String, in recording: String, from down: String, to up: String) throws -> String {
        var lines = try String(contentsOfFile: SharedTraces.path(recording), encoding: .utf8).components(separatedBy: "\n")
        let first = try #require(lines.firstIndex { $0.contains(down) })
        let stamp = lines[first].split(separator: " ")[1]
        lines.insert("E: \(stamp) 0001 \(button) 1", at: first + 1)
        let last = try #require(lines.lastIndex { $0.contains(up) })
        let stampUp = lines[last].split(separator: " ")[1]
        lines.insert("E: \(stampUp) 0001 \(button) 0", at: last + 1)
        return lines.joined(separator: "\n")
    }

    @Test func clickfingerMapsOneTwoThreeFingersToLeftRightMiddle() {
        #expect(RecognizedClick.clickfingerButton(fingers: 0) == .left)
        #expect(RecognizedClick.clickfingerButton(fingers: 1) == .left)
        #expect(RecognizedClick.clickfingerButton(fingers: 2) == .right)
        #expect(RecognizedClick.clickfingerButton(fingers: 3) == .middle)
        #expect(RecognizedClick.clickfingerButton(fingers: 4) == .noButton)
    }

    /// The real Cypress clickpad pressed with three fingers and no motion: no gesture, one click,
    /// the middle button (the kernel sent BTN_RIGHT; on a clickpad the fingers decide, as in libinput).
    @Test func cypressThreeFingerPressIsAMiddleClick() throws {
        let text = try String(contentsOfFile: SharedTraces.path("cypress-ps2-3finger-press.evemu"), encoding: .utf8)
        let (clicks, gestures) = try Self.read(text)
        #expect(gestures.isEmpty)
        let click = try #require(clicks.first)
        #expect(clicks.count == 1)
        #expect(click.fingers == 3)
        #expect(click.button == .middle)
        #expect(click.clickpad)
        #expect(click.start < click.end)
        #expect(click.description.contains("click, 3 fingers: middle button (clickfinger)"))
    }

    /// A real clickpad (Synaptics, INPUT_PROP_BUTTONPAD) pressed while two fingers are down: the right button.
    @Test func twoFingersOnAClickpadAreARightClick() throws {
        let text = try Self.pressing("0110", in: "synaptics-clickpad-2finger-scroll-down.evemu", from: "0001 014d 1", to: "0001 014d 0")
        let click = try #require(try Self.read(text).clicks.first)
        #expect(click.fingers == 2)
        #expect(click.button == .right)
        #expect(click.clickpad)
    }

    /// A touchpad with physical buttons (the ALPS GlidePoint is no clickpad): the button pressed, whatever the fingers.
    @Test func aPhysicalButtonIsTheButtonPressed() throws {
        let text = try Self.pressing("0110", in: "alps-glidepoint-2finger-tap.evemu", from: "0001 014d 0001", to: "0001 014d 0000")
        let click = try #require(try Self.read(text).clicks.first)
        #expect(click.button == .left)
        #expect(!click.clickpad)
        #expect(click.description.hasSuffix("left button"))
    }

    /// No button event, no click (every real recording without one).
    @Test func recordingsWithoutButtonsHaveNoClicks() throws {
        for name in ["apple-bcm5974-multifinger-protoA-2010.evemu", "synaptics-tm3276-t480-2finger-swipe-left.evemu"] {
            let text = try String(contentsOfFile: SharedTraces.path(name), encoding: .utf8)
            #expect(try Self.read(text).clicks.isEmpty, "\(name)")
        }
    }

    /// A button still down when the recording ends makes a click that ends there.
    @Test func aClickStillHeldEndsWithTheRecording() throws {
        var lines = try String(contentsOfFile: SharedTraces.path("cypress-ps2-3finger-press.evemu"), encoding: .utf8).components(separatedBy: "\n")
        lines.removeAll { $0.contains("0001 0111 0000") }
        let click = try #require(try Self.read(lines.joined(separator: "\n")).clicks.first)
        #expect(click.button == .middle)
        #expect(click.end >= click.start)
    }

    /// `glide info` lists the click in text and JSON, and `glide replay`'s summary and timeline have it.
    @Test func infoAndReplayReportTheClick() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let path = SharedTraces.path("cypress-ps2-3finger-press.evemu")
        let text = try GlideCommand.run(["info", path])
        #expect(text.status == 0)
        #expect(text.out.contains("  gestures:  none\n  clicks:    1\n"), "\(text.out)")
        #expect(text.out.contains("click, 3 fingers: middle button (clickfinger)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try GlideCommand.run(["info", "--json", path]).out.utf8)) as? [String: Any])
        let clicks = try #require(json["clicks"] as? [[String: Any]])
        #expect(clicks.count == 1)
        #expect(clicks.first?["button"] as? String == "middle")
        #expect(clicks.first?["fingers"] as? Int == 3)
        #expect(clicks.first?["clickpad"] as? Bool == true)
        let replay = try GlideCommand.run(["replay", path, "--transition", "card", "--json", "-"])
        #expect(replay.status == 0, "\(replay.err)")
        #expect(replay.err.contains("click: "), "\(replay.err)")
        let timeline = try #require(try JSONSerialization.jsonObject(with: Data(replay.out.utf8)) as? [String: Any])
        let summary = try #require(timeline["summary"] as? [String: Any])
        #expect((summary["clicks"] as? [[String: Any]])?.first?["button"] as? String == "middle")
    }
}
