import Foundation
import GlideRender
import Testing

/// The timeline plots on hand-made data: where things are drawn.
@Suite struct TimelinePlotTests {
    let axis = TimeAxis(start: 0, end: 1, width: 640)

    @Test func axisMapsTimeToTheSameXInEveryPlot() {
        #expect(axis.x(0) == axis.left)
        #expect(abs(axis.x(1) - (axis.width - axis.right)) < 1e-9)
        #expect(axis.ticks == [0, 0.2, 0.4, 0.6, 0.8, 1].map { $0 })
    }

    @Test func percentPlotDrawsCurveBandsAndMarkers() {
        let samples = stride(from: 0.0, through: 0.5, by: 0.01).map { PercentPlot.Sample(t: $0, percent: $0, phase: "interactive") }
            + stride(from: 0.51, through: 0.8, by: 0.01).map { PercentPlot.Sample(t: $0, percent: 0.5 - ($0 - 0.5), phase: "completing") }
        let plot = PercentPlot(
            samples: samples, bands: [.init(start: 0.05, end: 0.5, label: "swipe 3f left")],
            markers: [
                .init(t: 0.5, kind: .release, label: "release at 50 %: cancel (threshold)"),
                .init(t: 0.8, kind: .completion, label: "completeTransition(false)"),
            ], axis: axis)
        let svg = plot.svg()
        #expect(svg.contains("data-phase=\"interactive\"") && svg.contains("data-phase=\"completing\""))
        #expect(svg.contains("swipe 3f left") && svg.contains("release at 50 %: cancel (threshold)") && svg.contains("completeTransition(false)"))
        // The release marker is a line at x(0.5).
        #expect(svg.contains("x1=\"\(SVGText.number(axis.x(0.5)))\""))
        #expect(svg.contains("class=\"cursor\""))
    }

    @Test func surfaceDrawsTrailsAndTheFingersDownAtATime() {
        let frames = (0..<10).map { i in
            TouchSurfacePlot.Frame(t: Double(i) / 10, contacts: [.init(id: 0, x: 10 + Double(i), y: 20), .init(id: 1, x: 30, y: 20 + Double(i))])
        }
        let plot = TouchSurfacePlot(widthMillimetres: 100, heightMillimetres: 50, frames: frames, width: 200)
        #expect(plot.scale == 2)
        let svg = plot.svg(at: 0.45)
        #expect(svg.components(separatedBy: "class=\"trail\"").count - 1 == 2)
        // At 0.45 s the last frame is the fifth (t = 0.4): contact 0 at (14, 20) mm, drawn at (28, 40).
        #expect(svg.contains("data-contact=\"0\" cx=\"28\" cy=\"40\""))
        #expect(svg.contains("data-contact=\"1\" cx=\"60\" cy=\"48\""))
        #expect(!plot.svg().contains("data-contact"), "no fingers without a time")
    }

    @Test func tracksKeepOnlyPropertiesThatChange() {
        let moving = PropertyTracks.Track(view: "card", property: "x", samples: [(0, 0), (0.5, 100), (1, 50)])
        let still = PropertyTracks.Track(view: "card", property: "alpha", samples: [(0, 1), (1, 1)])
        let tracks = PropertyTracks(tracks: [moving, still], axis: axis)
        #expect(tracks.tracks.map(\.property) == ["x"])
        let svg = tracks.svg()
        #expect(svg.contains("data-view=\"card\" data-property=\"x\"") && !svg.contains("data-property=\"alpha\""))
    }
}
