import Foundation
@testable import GlideUIKitCore
import Testing

@MainActor
@Suite struct ProgressViewTests {
    /// The frozen copy of the layer of the subview named `name` in `view`'s presented tree.
    private func drawnLayer(named name: String, in view: UIView) -> CALayer? {
        let snapshot = LayerTreeSnapshot(layer: view.layer, presented: true)
        var pending = [snapshot.root]
        while let layer = pending.popLast() {
            if snapshot.entry(for: layer)?.viewName == name { return layer }
            pending.append(contentsOf: layer.sublayers ?? [])
        }
        return nil
    }

    @Test("progress is pinned to 0...1; the styles are 4 and 2.5 points tall, with no intrinsic width")
    func valuesAndSizes() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar && bar.frame.height == 2.5)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 2.5))
        #expect(bar.trackAndFillViews.track.backgroundColor == .clear)
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(view.progressViewStyle == .default && view.progress == 0)
        #expect(view.intrinsicContentSize.height == 4 && view.sizeThatFits(CGSize(width: 120, height: 50)) == CGSize(width: 120, height: 4))
        view.progress = 1.7
        #expect(view.progress == 1)
        view.progress = -0.3
        #expect(view.progress == 0)
        view.setProgress(0.4, animated: false)
        #expect(view.progress == 0.4)
    }

    @Test("the track and the fill are drawn: the fill as wide as the progress, in the tint colours")
    func drawsTrackAndFill() throws {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        view.progress = 0.25
        view.layoutIfNeeded()
        let fill = try #require(drawnLayer(named: "UIProgressView.progress", in: view))
        let track = try #require(drawnLayer(named: "UIProgressView.track", in: view))
        #expect(fill.bounds.width == 50 && fill.bounds.height == 4 && track.bounds.width == 200)
        #expect(fill.backgroundColor == UIColor.systemBlue.cgColor && track.backgroundColor == UIColor.systemGray5.cgColor)
        #expect(fill.cornerRadius == 2 && track.cornerRadius == 2)
        view.progressTintColor = .systemRed
        view.trackTintColor = .black
        view.tintColor = .systemGreen
        let recoloured = try #require(drawnLayer(named: "UIProgressView.progress", in: view))
        #expect(recoloured.backgroundColor == UIColor.systemRed.cgColor)
        #expect(drawnLayer(named: "UIProgressView.track", in: view)?.backgroundColor == UIColor.black.cgColor)
        view.progressTintColor = nil
        #expect(drawnLayer(named: "UIProgressView.progress", in: view)?.backgroundColor == UIColor.systemGreen.cgColor)
        view.progressViewStyle = .bar
        view.trackTintColor = nil
        view.layoutIfNeeded()
        #expect(drawnLayer(named: "UIProgressView.progress", in: view)?.cornerRadius == 0)
        #expect(drawnLayer(named: "UIProgressView.track", in: view)?.backgroundColor == UIColor.clear.cgColor)
    }

    @Test("setProgress(_:animated: true) reads back at once and moves the fill over 0.25 s on the clock")
    func animatedProgress() throws {
        let world = World()
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        world.root.view.addSubview(view)
        view.layoutIfNeeded()
        view.setProgress(1, animated: true)
        #expect(view.progress == 1)
        #expect(try #require(drawnLayer(named: "UIProgressView.progress", in: view)).bounds.width == 0)
        world.advance(0.125)
        let halfway = try #require(drawnLayer(named: "UIProgressView.progress", in: view)).bounds.width
        #expect(halfway > 60 && halfway < 140)
        world.advance(0.2)
        #expect(try #require(drawnLayer(named: "UIProgressView.progress", in: view)).bounds.width == 200)
    }

    @Test("an observed Progress gives the progress its fractionCompleted")
    func observedProgress() {
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        let task = Progress(totalUnitCount: 10)
        view.observedProgress = task
        task.completedUnitCount = 3
        #expect(abs(view.progress - 0.3) < 1e-6)
        view.layoutIfNeeded()
        #expect(abs(view.fillFrame.width - 30) < 1e-4)
        view.observedProgress = nil
        #expect(view.progress == 0)
    }
}
