import Foundation
import GlideTestSupport
import Testing

/// The README shows what `make demo` prints; the sample is the built tool's output, byte for byte.
@Suite struct ReadmeOutputTests {
    @Test func theReadmeShowsWhatMakeDemoPrints() throws {
        try #require(FileManager.default.isExecutableFile(atPath: GlideCommand.path), "build first: swift build --build-tests")
        let timeline = FileManager.default.temporaryDirectory.appendingPathComponent("glide-demo-\(UInt64.random(in: 0...UInt64.max)).json")
        defer { try? FileManager.default.removeItem(at: timeline) }
        let trace = "Traces/touchpad-3f-swipe-left-70-back-20.evemu"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: GlideCommand.path)
        process.currentDirectoryURL = Repository.root
        process.arguments = ["replay", trace, "--transition", "card", "--json", timeline.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let size = try FileManager.default.attributesOfItem(atPath: timeline.path)[.size] as? Int ?? -1
        // The Makefile names the timeline .build/demo-timeline.json and says its size.
        let sample = printed.trimmingCharacters(in: .newlines) + "\ntimeline: .build/demo-timeline.json (\(size) bytes: "
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(sample), "README.md's demo output is not what glide prints now:\n\(printed)")
    }
}
