import Foundation
import Testing
import GlideTestSupport
@testable import GlideInput

/// `glide info`, run as the built executable (`swift build` puts it in `.build/debug/glide`).
@Suite(.enabled(if: Repository.hasShared, Repository.sharedMissing)) struct InfoCommandTests {
    @Test func jsonSummaryOfEachFormat() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        for (file, kind, slots, proto, fingers, events, frames) in [
            ("synaptics-tm3276-t480-4finger-hold.evemu", "touchpad", 5, "B", 4, 1046, 174),
            ("synaptics-ite-acer-sw5-012-2finger-scroll.yaml", "touchpad", 3, "B", 2, 112, 13),
            ("ts-ntrig-2finger-touch-release-protoA.evemu", "touchscreen", 0, "A", 2, 2203, 219),
        ] {
            let r = try GlideCommand.run(["info", "--json", RealTraces.path(file)])
            #expect(r.status == 0, "\(file): \(r.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
            let device = try #require(json["device"] as? [String: Any])
            #expect(device["kind"] as? String == kind)
            #expect(device["slots"] as? Int == slots)
            #expect((device["sizeMM"] as? [Double])?.count == 2)
            #expect((device["name"] as? String)?.isEmpty == false)
            #expect(json["protocol"] as? String == proto)
            #expect(json["maxFingers"] as? Int == fingers)
            #expect(json["events"] as? Int == events)
            #expect(json["frames"] as? Int == frames)
            #expect((json["durationSeconds"] as? Double ?? 0) > 0)
        }
    }

    @Test func standardInputAndHumanOutput() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let r = try GlideCommand.run(["info", "-"], stdin: RealTraces.path("cypress-ps2-3finger-press.evemu"))
        #expect(r.status == 0)
        #expect(r.out.contains("CyPS/2 Cypress Trackpad"))
        #expect(r.out.contains("semi-multitouch"))
        #expect(r.out.contains("at most 3 at once"))
        #expect(r.out.contains("342 in 46 frames"))
    }

    @Test func malformedInputIsOneLineAndExitStatusOne() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path))
        let path = try temporaryFile("N: Pad\nI: 0001 0002 0003 0004\nE: 0.000001 0003 0035 12\nE: 0.000002 0003 00g5 12\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try GlideCommand.run(["info", path])
        #expect(r.status == 1)
        #expect(r.out.isEmpty)
        #expect(r.err == "glide info: error: \(path):4:18: expected a hexadecimal event code (1-4 digits) after a blank, found \"00g5 12\"\n")
        let lenient = try GlideCommand.run(["info", "--lenient", "--json", path])
        #expect(lenient.status == 0)
        #expect(lenient.out.contains("\"skippedLines\" : 1"))
        #expect(lenient.err.contains("warning"))
        let missing = try GlideCommand.run(["info", "/nonexistent/trace.evemu"])
        #expect(missing.status == 1)
        #expect(missing.err.hasPrefix("glide info: error: /nonexistent/trace.evemu: expected a readable file"))
    }
}
