import Testing
@testable import GlideInput

/// The gesture script language: every step, and every error with its line and column.
@Suite struct SynthScriptTests {
    @Test func everyStep() throws {
        let script = try GestureScript("""
            # a comment line
            DOWN 3 at 30% 60% stagger 10ms   # fingers one by one
            move left 70% 400ms; flick Right 10% 0.05s
            pause 100 ms; add; add 2
            lift 1; drop; drop 30ms
            lift all stagger 20ms
            down 2 at right 40%; move up 12.5% 100ms; vanish
            """)
        let actions = script.steps.map(\.action)
        #expect(actions == [
            .down(fingers: 3, placement: .point(xPercent: 30, yPercent: 60), staggerMicroseconds: 10_000),
            .move(.left, percent: 70, durationMicroseconds: 400_000, profile: .glide),
            .move(.right, percent: 10, durationMicroseconds: 50_000, profile: .flick),
            .pause(durationMicroseconds: 100_000),
            .add(fingers: 1),
            .add(fingers: 2),
            .lift(fingers: 1, staggerMicroseconds: 0),
            .drop(lostMicroseconds: GestureScript.defaultDropMicroseconds),
            .drop(lostMicroseconds: 30_000),
            .lift(fingers: nil, staggerMicroseconds: 20_000),
            .down(fingers: 2, placement: .edge(.right, alongPercent: 40), staggerMicroseconds: 0),
            .move(.up, percent: 12.5, durationMicroseconds: 100_000, profile: .glide),
            .vanish,
        ])
        #expect(script.steps.map(\.line) == [2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 7, 7, 7])
        #expect(script.steps.map(\.column) == [1, 1, 22, 1, 15, 20, 1, 9, 15, 1, 1, 22, 43])
        #expect(script.steps[2].text == "flick Right 10% 0.05s")
        #expect(script.fingerCounts == [3, 3, 3, 3, 4, 6, 5, 5, 5, 0, 2, 2, 2])
    }

    @Test func briefExamples() throws {
        for text in [
            "down 3; move left 70% 400ms; move left 20% 300ms; lift",
            "down 3; move left 25% 60ms; lift",
            "down 3; move left 30% 200ms; add 1; move left 60% 200ms; lift",
            "down 3; move left 40% 200ms; drop; move left 60% 150ms; lift",
            "down 1 at left; move right 49% 600ms; lift",
            "down 2 at top 30%; move down 10% 1s; lift 1; lift",
            "down 3; move left 50% 300ms; vanish",
        ] {
            #expect(throws: Never.self) { try GestureScript(text) }
        }
        let defaults = try GestureScript("down 2 at bottom; lift stagger 0ms")
        #expect(defaults.steps[0].action == .down(fingers: 2, placement: .edge(.bottom, alongPercent: 50), staggerMicroseconds: 0))
    }

    /// (script, line, column, part of `expected`, `found`)
    static let errors: [(String, Int, Int, String, String)] = [
        ("", 1, 1, "at least one step", "an empty script"),
        ("  # only a comment\n", 1, 1, "at least one step", "an empty script"),
        ("mvoe left 10% 100ms", 1, 1, "a step (down, move, flick, pause, add, lift, drop or vanish)", "mvoe"),
        ("down", 1, 5, "a finger count from 1 to 10 after `down`", "the end of the step"),
        ("down 0; lift", 1, 6, "a finger count from 1 to 10", "0"),
        ("down three; lift", 1, 6, "a finger count", "three"),
        ("down 3; move lef 70% 400ms; lift", 1, 14, "a direction after `move` (left, right, up or down)", "lef"),
        ("down 3; flick", 1, 14, "a direction after `flick`", "the end of the step"),
        ("down 3; move left 70 400ms; lift", 1, 19, "where to move to, in percent of the gesture distance", "70"),
        ("down 3; move left -5% 400ms; lift", 1, 19, "in percent of the gesture distance", "-5%"),
        ("down 3; move left 70% 400; lift", 1, 23, "how long the move takes, like `300ms` or `0.3s`", "400"),
        ("down 3; move left 70%; lift", 1, 22, "how long the move takes", "the end of the step"),
        ("down 3; move left 70% 0ms; lift", 1, 23, "a duration above zero", "0ms"),
        ("down 3; pause 2h; lift", 1, 15, "how long to pause", "2h"),
        ("down 3; pause 11min; lift", 1, 15, "how long to pause", "11min"),
        ("down 3; pause 700s; lift", 1, 15, "at most 10 minutes", "700s"),
        // The whole script is bounded too (the mutation sweep's 10,000 one-second pauses, issue 20).
        ("down 3; pause 100s; move left 10% 10s; pause 11s; lift", 1, 40, "a script of at most 2 minutes in all (this step ends at 121 s)", "pause 11s"),
        ("down 3 stagger 1s; pause 118s; move left 10% 2s; lift", 1, 32, "a script of at most 2 minutes in all (this step ends at 122 s)", "move left 10% 2s"),
        ("down 3; move left 70% 400ms now; lift", 1, 29, "the end of the step (`;` or a new line)", "now"),
        ("down 3 at 120% 50%; lift", 1, 11, "a position on the surface from 0% to 100%", "120%"),
        ("down 3 at 20%; lift", 1, 14, "the hand's vertical position", "the end of the step"),
        ("down 3 at middle; lift", 1, 11, "a place after `at`", "middle"),
        ("down 1 at left 150%; lift", 1, 16, "a position along the edge from 0% to 100%", "150%"),
        ("down 3 quickly; lift", 1, 8, "`at`, `stagger` or the end of the step", "quickly"),
        ("down 3 stagger; lift", 1, 15, "a stagger time", "the end of the step"),
        ("move left 10% 100ms", 1, 1, "`down N` before the fingers can move", "move left 10% 100ms"),
        ("down 2; down 1; lift", 1, 9, "`add` to put more fingers down while 2 touch", "down 1"),
        ("down 2; lift 3", 1, 14, "at most 2 fingers to lift (2 are down)", "lift 3"),
        ("down 2; lift some", 1, 14, "a finger count from 1 to 10 after `lift` (or `all`)", "some"),
        ("down 2; lift all now", 1, 18, "`stagger` or the end of the step", "now"),
        ("lift", 1, 1, "fingers on the surface to lift", "lift"),
        ("add", 1, 1, "`down N` before `add`", "add"),
        ("down 3; add 8; lift", 1, 13, "at most 10 fingers in all (3 are down)", "add 8"),
        ("drop; down 1; lift", 1, 1, "`drop` mid-gesture", "drop"),
        ("down 1; drop 0s; lift", 1, 14, "a duration above zero", "0s"),
        ("down 2\nvanish\nlift", 3, 1, "nothing after `vanish` (line 2: the device is gone)", "lift"),
        ("down 3; move left 10% 100ms", 1, 28, "`lift` or `vanish` before the end: 3 fingers are still down", "the end of the script"),
        ("down 1\n", 1, 7, "`lift` or `vanish` before the end: 1 finger is still down", "the end of the script"),
        ("down 3\n  move left 70% 400ms\n  move sideways 20% 300ms\nlift", 3, 8, "a direction after `move`", "sideways"),
        ("down 3;;  ; move left 5% 1ms;\tstay; lift", 1, 31, "a step", "stay"),
    ]

    @Test(arguments: errors.indices)
    func errorNamesLineAndColumn(_ index: Int) {
        let (text, line, column, expected, found) = Self.errors[index]
        do {
            _ = try GestureScript(text, name: "swipe.script")
            Issue.record("accepted \(text.debugDescription)")
        } catch {
            #expect(error.script == "swipe.script")
            #expect(error.line == line && error.column == column, "\(text.debugDescription): \(error)")
            #expect(error.expected.contains(expected), "\(text.debugDescription): \(error)")
            #expect(error.found == found, "\(text.debugDescription): \(error)")
        }
    }

    /// A script saved on Windows (`\r\n` line ends) was one line: Swift reads `\r\n` as one Character, which a
    /// split at "\n" did not split, and the error quoted a raw line break. It reads as its `\n` form now.
    @Test func windowsLineEndsEndLinesToo() throws {
        let unix = "down 3\nmove left 50% 300ms   # half\n\nlift\n"
        let windows = unix.replacingOccurrences(of: "\n", with: "\r\n")
        let a = try GestureScript(unix), b = try GestureScript(windows)
        #expect(b.steps.map(\.action) == a.steps.map(\.action))
        #expect(b.steps.map(\.line) == [1, 2, 4] && b.steps.map(\.column) == a.steps.map(\.column))
        #expect(throws: GestureScriptError.self) { try GestureScript("down 3\r\nmove lef 5% 1ms\r\n") }
        do {
            _ = try GestureScript("down 3\r\nmove lef 5% 1ms\r\n")
        } catch {
            #expect(error.line == 2 && error.column == 6 && error.found == "lef", "\(error)")
        }
    }

    /// A byte-order mark at the start (a script saved by an editor on Windows) is not part of the first step.
    @Test func aByteOrderMarkIsNotPartOfTheFirstStep() throws {
        let script = try GestureScript("\u{FEFF}down 3; lift")
        #expect(script.steps.map(\.column) == [1, 9] && script.text == "down 3; lift")
    }

    @Test func errorDescriptionReadsLikeACompiler() {
        do {
            _ = try GestureScript("down 3; move lef 70% 400ms; lift")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "<script>:1:14: expected a direction after `move` (left, right, up or down), found \"lef\"")
        }
    }
}
