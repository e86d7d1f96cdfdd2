import Foundation
import GlideAVFoundation
import GlideClock
import GlideUIKitCore
import Testing

/// A view backed by a player layer, as ImageViewer's VideoView is.
@MainActor
final class PlayerView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }
}

@MainActor
@Suite struct AVPlayerLayerTests {
    @Test("a view whose layerClass is AVPlayerLayer is backed by one, which shows the player once its item is ready")
    func viewBackedByPlayerLayer() throws {
        let clock = ManualClock()
        try clock.withCurrent {
            let view = PlayerView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let layer = try #require(view.layer as? AVPlayerLayer)
            #expect(layer.videoGravity == .resizeAspect && layer.bounds.size == CGSize(width: 200, height: 100))
            let player = AVPlayer(url: URL(fileURLWithPath: "/v.mov"))
            layer.player = player
            #expect(!layer.isReadyForDisplay)
            clock.advance(by: 0)
            #expect(layer.isReadyForDisplay)
            #expect(layer.videoRect == CGRect(x: 100, y: 50, width: 0, height: 0))  // no frames: the video's size is unknown
            let copy = AVPlayerLayer(layer: layer)
            #expect(copy.player === player)
        }
    }

    @Test("AVMakeRect comes with AVFoundation, as on iOS")
    func makeRect() {
        #expect(AVMakeRect(aspectRatio: CGSize(width: 2, height: 1), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100))
            == CGRect(x: 0, y: 25, width: 100, height: 50))
    }
}
