import Foundation
import GlideCatalog
import GlideCatalogCheck
import GlideCheck
import GlideRender
import GlideSnapshotTesting
import GlideUIKit
import SnapshotTesting
import Testing

/// A failing check's counterexample screens, kept as snapshots and as files.
@MainActor @Suite struct CounterexampleScreensTests {
    @Test func aFailingChecksScreensAreImagesAndFiles() throws {
        let subject = ReferenceTransition.halfSheetBuggy.checkSubject()
        let report = try TransitionCheck(subject: subject, options: .init(matrix: true, runs: 0)).runNow()
        try #require(!report.passed)
        let screens = CounterexampleScreens.screens(of: report, subject: subject)
        #expect(screens.count == report.failedInvariants.count)
        let first = try #require(screens.first)
        #expect(first.before.size == first.after.size && first.before.size.width > 0)
        #expect(screens.contains { report.result($0.invariant)?.smallest?.evidence.view != nil }, "some evidence names a view")
        // Where the evidence names a view, it is outlined (or listed as not on screen), as in the HTML report.
        for screen in screens {
            guard let view = report.result(screen.invariant)?.smallest?.evidence.view else { continue }
            let name = SVGText.escape(view)
            #expect(screen.afterSVG.contains("data-outline=\"\(name)\"") || screen.afterSVG.contains("data-outline-missing=\"\(name)\""))
        }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glide-counterexample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try first.write(to: directory)
        #expect(files.map(\.lastPathComponent).contains("\(first.stem)-before.svg"))
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })

        // As swift-snapshot-testing snapshots: recorded, then matching; the other moment does not match.
        let svgStrategy = SimplySnapshotting<String>(pathExtension: "svg", diffing: .lines).pullback { (image: UIImage) in
            ScreenRenderer().svg(of: image)
        }
        _ = verifySnapshot(of: first.before, as: svgStrategy, named: "before", record: .all, snapshotDirectory: directory.path)
        #expect(verifySnapshot(of: first.before, as: svgStrategy, named: "before", record: .never, snapshotDirectory: directory.path) == nil)
        #expect(verifySnapshot(of: first.after, as: svgStrategy, named: "before", record: .never, snapshotDirectory: directory.path) != nil,
                "the screen after the operation is not the one before")
        guard PNGConverter.toolPath != nil else {
            print("SKIP: aFailingChecksScreensAreImagesAndFiles PNG: rsvg-convert is not installed")
            return
        }
        _ = verifySnapshot(of: first.after, as: .image, named: "after", record: .all, snapshotDirectory: directory.path)
        #expect(verifySnapshot(of: first.after, as: .image, named: "after", record: .never, snapshotDirectory: directory.path) == nil)
    }
}
