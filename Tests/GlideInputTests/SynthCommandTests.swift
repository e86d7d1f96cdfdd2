import Foundation
import Testing
import GlideTestSupport
@testable import GlideInput

/// `glide synth`, run as the built executable.
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct SynthCommandTests {
    @Test func writesTheSameFileAsTheLibrary() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let script = "down 2; move right 30% 200ms; lift"
        let r = try GlideCommand.run(["synth", script, "--seed", "9", "--rate", "100", "--noise", "0.1", "-o", "-"])
        #expect(r.status == 0, "\(r.err)")
        let out = TraceOutput()
        try GestureSynthesizer(device: SyntheticDevice.touchpad, options: .init(seed: 9, rate: 100, noiseMillimetres: 0.1))
            .writeEvemu(try GestureScript(script), to: out, deviceArgument: "--device touchpad")
        #expect(r.out == out.text)
        #expect(r.err.hasPrefix("Wrote ") && r.err.contains("frames") && r.err.contains("standard output"))
    }

    @Test func scriptErrorsShowTheLineAndACaret() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let r = try GlideCommand.run(["synth", "down 3; move lef 70% 400ms; lift", "-o", "/dev/null"])
        #expect(r.status == 1)
        #expect(r.err == """
            glide synth: error: <script>:1:14: expected a direction after `move` (left, right, up or down), found "lef"
              down 3; move lef 70% 400ms; lift
                           ^

            """)
    }

    @Test func scriptFromAFileAndDevices() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let scriptPath = try temporaryFile("# an edge swipe\ndown 1 at right\nmove left 30% 300ms\nlift\n", suffix: ".script")
        let output = try temporaryFile("", suffix: ".evemu")
        defer {
            try? FileManager.default.removeItem(atPath: scriptPath)
            try? FileManager.default.removeItem(atPath: output)
        }
        let r = try GlideCommand.run(["synth", "@" + scriptPath, "--device", "touchscreen", "-o", output])
        #expect(r.status == 0, "\(r.err)")
        let source = try TraceReader.open(path: output)
        #expect(source.device.name == "Glide Synthetic Touchscreen")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("# Script:  # an edge swipe\n#          down 1 at right\n#          move left 30% 300ms\n#          lift\n# Options: --device touchscreen --seed 1 --rate 120 --distance 294 --noise 0.05\n"))

        let bad = try GlideCommand.run(["synth", "@" + scriptPath, "--device", "touchpad", "--distance", "400", "-o", output])
        #expect(bad.status == 1 && bad.err.contains("\(scriptPath):3:1: expected a gesture that stays on"), "\(bad.err)")

        let like = try GlideCommand.run(["synth", "--like", RealTraces.path("ts-atmel-maxtouch-4finger-drag-down.evemu"), "down 2; move down 20% 200ms; lift", "-o", "-"])
        #expect(like.status == 0 && like.out.contains("N: Atmel maXTouch Touchscreen\n"), "\(like.err)")
        #expect(like.out.contains("# Options: --like ts-atmel-maxtouch-4finger-drag-down.evemu --seed 1"))

        for args in [["--device", "mouse"], ["--device", "touchpad", "--like", "x.evemu"], ["--rate", "abc"]] {
            let r = try GlideCommand.run(["synth", "down 1; lift"] + args + ["-o", "-"])
            #expect(r.status == 2, "\(args): \(r.err)")
        }
        // Out of range: usage errors (status 2) that say the range.
        for (args, range) in [(["--rate", "60"], "from 80 to 140 Hz"), (["--noise", "5"], "from 0 to 2 mm")] {
            let r = try GlideCommand.run(["synth", "down 1; lift"] + args + ["-o", "-"])
            #expect(r.status == 2 && r.err.hasPrefix("glide synth: error: \(args[0]) \(args[1]): must be \(range)") && r.out.isEmpty, "\(args): \(r.err)")
        }
        // A file that is not there: the work failed (status 1).
        let missing = try GlideCommand.run(["synth", "down 1; lift", "--like", "/nonexistent.evemu", "-o", "-"])
        #expect(missing.status == 1 && missing.err.hasPrefix("glide synth: ") && missing.out.isEmpty, "\(missing.err)")
    }
}
