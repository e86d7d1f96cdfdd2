import Foundation
import GlideCatalog
import GlideExamples
import GlideRender
import GlideReports
import GlideTestSupport
import GlideUIKitCore
import Testing

/// `glide render`, `glide replay --html` and `glide check --html`, run as a user runs them.
@Suite struct RenderCommandTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func renderWritesTheGoldenPicture() throws {
        let run = try GlideCommand.run(["render", "--transition", "flip", "--operation", "dismiss", "--at", "0.5"])
        #expect(run.status == 0, "\(run.err)")
        let golden = try String(contentsOf: ScreenGoldenTests.goldenFolder.appendingPathComponent("flip-dismiss-p0.5.svg"), encoding: .utf8)
        #expect(run.out == golden)
    }

    @Test func renderWritesPNG() throws {
        guard PNGConverter.toolPath != nil else {
            print("SKIP: renderWritesPNG: rsvg-convert is not installed (make deps installs librsvg2-bin)")
            return
        }
        let folder = try Self.temporaryFolder()
        let png = folder.appendingPathComponent("card.png").path
        let run = try GlideCommand.run(["render", "-t", "card", "--time", "0.3", "-o", png, "--scale", "0.5"])
        #expect(run.status == 0, "\(run.err)")
        let data = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20: 390 × 844 points at half scale.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 195 && height == 422, "\(width) × \(height)")
    }

    @Test func framesAreNumberedUntilTheTransitionSettles() throws {
        let folder = try Self.temporaryFolder()
        let run = try GlideCommand.run(["render", "-t", "menu", "--frames", folder.path, "--fps", "20"])
        #expect(run.status == 0, "\(run.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        // The menu lasts 0.5 s: 10 pictures at 20 per second, the first at 0 and the settled one after.
        #expect(files.first == "frame-0000.svg")
        #expect(files.count >= 11 && files.count <= 14, "\(files.count) pictures")
        let first = try String(contentsOf: folder.appendingPathComponent(files[0]), encoding: .utf8)
        let middle = try String(contentsOf: folder.appendingPathComponent(files[5]), encoding: .utf8)
        #expect(first != middle)
    }

    @Test(arguments: [
        (["render", "-t", "nope", "--at", "0.5"], "unknown transition 'nope'"),
        (["render", "-t", "card"], "give one of --at P or --time T"),
        (["render", "-t", "card", "--at", "1.5"], "--at 1.5: must be from 0 to 1"),
        (["render", "-t", "card", "--time", "0.2", "--cancel"], "--cancel needs --at P"),
        (["render", "-t", "card", "--at", "0.5", "-o", "x.jpg"], "-o must name a .svg or .png file"),
        (["render", "-t", "card", "--frames", "frames-folder", "--at", "0.5"], "--frames DIR draws the whole animated transition"),
    ])
    func badArgumentsSayWhatWasExpected(_ args: [String], _ message: String) throws {
        let run = try GlideCommand.run(args)
        #expect(run.status == 2)
        #expect(run.err.contains(message), "\(run.err)")
    }

    @Test func replayWritesAnHTMLReport() throws {
        let folder = try Self.temporaryFolder()
        let html = folder.appendingPathComponent("replay.html").path
        let run = try GlideCommand.run(["replay", Repository.glideTrace("touchpad-3f-swipe-left-70-back-20.evemu"), "-t", "card", "--html", html])
        #expect(run.status == 0, "\(run.err)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        // The summary the terminal printed is beside the screen.
        #expect(page.contains("decision:     cancel"))
        #expect(page.contains("id=\"scrub\"") && page.contains("class=\"plot percent-plot\"") && page.contains("class=\"surface\""))
    }

    @Test func checkWritesAnHTMLReportOfAFailure() throws {
        let folder = try Self.temporaryFolder()
        let html = folder.appendingPathComponent("check.html").path
        let run = try GlideCommand.run(["check", "--animator", "half-sheet-buggy", "--runs", "0", "--html", html])
        #expect(run.status == 1, "the buggy half sheet fails its check: \(run.err)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("class=\"verdict fail\""))
        // Each failing invariant: the before and after screens side by side, the evidence's view outlined.
        #expect(page.contains("<div class=\"pair\">"))
        #expect(page.contains("data-outline="))
        #expect(page.contains("Evidence:"))
    }
}
