import Foundation
import GlideCatalog
import GlideExamples
import GlideRender
import GlideTestSupport
import GlideUIKitCore
import Testing

/// The golden pictures: every reference transition, both ways, at p = 0, 0.5 and 1 and after a cancel.
///
/// `GLIDE_UPDATE_GOLDEN=1 swift test --filter ScreenGoldenTests` rewrites them; look at them as PNG
/// (`rsvg-convert`) before committing. A mismatch writes the new drawing beside the build
/// (`.build/golden-actual/`) and fails.
@MainActor @Suite struct ScreenGoldenTests {
    nonisolated static let moments: [(label: String, moment: TransitionMoment)] = [
        ("p0", .percent(0)), ("p0.5", .percent(0.5)), ("p1", .percent(1)), ("cancelled", .cancelled(atPercent: 0.5)),
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let transition: ReferenceTransition
        let operation: ReferenceOperation
        var fileName: String { "\(transition.name)-\(operation.rawValue)" }
        var testDescription: String { fileName }
    }

    /// (The -handler-buggy forms draw as their reference forms: only their gesture handlers differ.)
    nonisolated static let cases: [Case] = ReferenceTransition.allCases.filter { $0.handlerVariant == .reference }.flatMap { t in ReferenceOperation.allCases.map { Case(transition: t, operation: $0) } }

    nonisolated static let goldenFolder = Repository.root.appendingPathComponent("Tests/GlideRenderTests/Golden")

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        let update = ProcessInfo.processInfo.environment["GLIDE_UPDATE_GOLDEN"] == "1"
        for (label, moment) in Self.moments {
            let staged = c.transition.stage(c.operation, at: moment)
            let svg = ScreenRenderer().svg(of: staged.scene.window)
            let name = "\(c.fileName)-\(label).svg"
            let url = Self.goldenFolder.appendingPathComponent(name)
            if update {
                try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
                try svg.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            if golden != svg {
                let actual = Repository.root.appendingPathComponent(".build/golden-actual")
                try FileManager.default.createDirectory(at: actual, withIntermediateDirectories: true)
                try svg.write(to: actual.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            #expect(golden == svg, "\(name) differs from its golden file; the new drawing is in .build/golden-actual/\(name)")
        }
    }

    @Test func renderingIsDeterministic() {
        let a = ReferenceTransition.flip.stage(.present, at: .percent(0.25))
        let b = ReferenceTransition.flip.stage(.present, at: .percent(0.25))
        #expect(ScreenRenderer().svg(of: a.scene.window) == ScreenRenderer().svg(of: b.scene.window))
    }

    /// A change that moves a view (here: a visible view one point to the right, as an engine change
    /// in layout or geometry would) changes the picture against its golden file, in that view's lines only.
    @Test func movingAViewChangesThePicture() throws {
        let staged = ReferenceTransition.card.stage(.present, at: .percent(0.5))
        let window = staged.scene.window
        let before = ScreenRenderer().svg(of: window)
        let golden = try String(contentsOf: Self.goldenFolder.appendingPathComponent("card-present-p0.5.svg"), encoding: .utf8)
        #expect(before == golden)
        // A view with a background that no animation holds: its model value is what shows.
        let moved = try #require(window.allViewsInTree.first { $0 !== window && $0.backgroundColor != nil && !$0.layer.hasAnimations })
        UIView.performWithoutAnimation { moved.center.x += 1 }
        let after = ScreenRenderer().svg(of: window)
        #expect(after != golden, "moving \(moved.name) by a point changes the golden picture")
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(!changed.isEmpty && changed.count < before.split(separator: "\n").count / 2, "\(changed.count) lines changed")
        #expect(changed.contains { $0.1.contains(moved.name) }, "the moved view's own lines changed")
    }

    /// The flip's 3D turn is drawn as a projected quadrilateral: its near edge taller than its far edge.
    @Test func flipIsProjectedInPerspective() throws {
        let staged = ReferenceTransition.flip.stage(.present, at: .percent(0.2))
        let quads = ScreenRenderer().quads(in: staged.scene.window)
        let front = try #require(quads["flip.front.view"])
        let left = abs(front[3].y - front[0].y), right = abs(front[2].y - front[1].y)
        #expect(abs(left - right) > 5, "a turned card in perspective has edges of different heights: \(left) vs \(right)")
        let svg = ScreenRenderer().svg(of: staged.scene.window)
        // A projected layer is a point-by-point path, not an SVG transform.
        let group = try #require(svg.range(of: "data-view=\"flip.front.view\""))
        let rest = svg[group.upperBound...]
        #expect(rest.prefix(2000).contains("<path d=\"M"))
    }
}
