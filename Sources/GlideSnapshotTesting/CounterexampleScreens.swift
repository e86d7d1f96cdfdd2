import Foundation
import GlideCheck
import GlideRender
import GlideUIKit

/// The screens of a `TransitionCheck` counterexample, to keep as snapshots: the scene just before the
/// operation and once it settled, for the smallest scenario that broke an invariant.
///
/// A check's report records each failing invariant's smallest scenario and the evidence (the view it
/// names), not pictures; ``screens(of:subject:)`` runs those scenarios again (they are deterministic)
/// and freezes the window at both moments with `drawHierarchy`. Keep them with swift-snapshot-testing
/// (`assertSnapshot(of: screens.before, as: .image)`) or write them to a folder with ``write(to:)``.
public struct CounterexampleScreens {
    /// The invariant broken (its number in the catalog) and its name.
    public let invariant: Int
    public let name: String
    /// The smallest scenario that broke it.
    public let scenario: Scenario
    /// The window just before the operation was asked for.
    public let before: UIImage
    /// The window once the scenario settled.
    public let after: UIImage
    /// The two screens as SVG, as a check's HTML report draws them: the evidence's view outlined and named.
    public let beforeSVG: String
    public let afterSVG: String

    /// The screens of every failing invariant's smallest scenario in `report`, run again on `subject`
    /// (the subject the report is of). Empty for a report with no failing invariant.
    @MainActor
    public static func screens(of report: CheckReport, subject: TransitionSubject) -> [CounterexampleScreens] {
        var all: [CounterexampleScreens] = []
        var runner = ScenarioRunner(subject: subject)
        for result in report.invariants where !result.passed {
            guard let violation = result.smallest else { continue }
            var images: [Bool: UIImage] = [:], svgs: [Bool: String] = [:]
            runner.onNamedScreen = { before, window, id in
                images[before] = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
                    window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
                }
                var options = ScreenRenderer.Options()
                options.outlined = violation.evidence.view.map { [$0] } ?? []
                options.viewName = id
                options.idPrefix = "i\(result.id)\(before ? "b" : "a")"
                svgs[before] = ScreenRenderer(options: options).svg(of: window)
            }
            _ = runner.run(violation.scenario)
            guard let before = images[true], let after = images[false], let beforeSVG = svgs[true], let afterSVG = svgs[false] else { continue }
            all.append(CounterexampleScreens(
                invariant: result.id, name: result.name, scenario: violation.scenario, before: before, after: after,
                beforeSVG: beforeSVG, afterSVG: afterSVG))
        }
        return all
    }

    /// The file names' stem: `invariant-<number>-<name>`.
    public var stem: String { "invariant-\(invariant)-\(name)" }

    /// Writes `<stem>-before.svg` and `<stem>-after.svg` into `directory` (made if missing), and the
    /// PNGs beside them when `rsvg-convert` is installed; returns the files written.
    @discardableResult
    public func write(to directory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [URL] = []
        for (moment, svg) in [("before", beforeSVG), ("after", afterSVG)] {
            let url = directory.appendingPathComponent("\(stem)-\(moment).svg")
            try Data(svg.utf8).write(to: url)
            written.append(url)
            if PNGConverter.toolPath != nil {
                let png = directory.appendingPathComponent("\(stem)-\(moment).png")
                try PNGConverter.write(svg: svg, to: png.path)
                written.append(png)
            }
        }
        return written
    }
}
