import Foundation
import GlideCoreGraphics
import GlideQuartzCore
import func GlideUIKitCore.AVMakeRect

/// How a player layer fits the video in its bounds (`AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Stretched to the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// The largest aspect-fit rectangle in the bounds (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Aspect-filled: the bounds covered, the video cropped.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A layer that shows a player's video (`AVPlayerLayer`); a view is backed by one when its `layerClass` returns
/// `AVPlayerLayer.self`.
///
/// Glide differs from AVFoundation: Glide decodes no video, so the layer draws no frames (what shows is its own
/// background); ``isReadyForDisplay`` is true once the player's item is ready, as it would be at its first frame, and
/// ``videoRect`` is empty (the video's size is unknown).
@preconcurrency @MainActor
open class AVPlayerLayer: CALayer {
    /// The player whose video the layer shows.
    open var player: AVPlayer?
    /// How the video fits the bounds: `.resizeAspect` by default.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// Whether the layer would show a frame: the player's item is ready.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }
    /// Where the video is drawn in the bounds: fitted by ``videoGravity`` to the item's presentation size (zero in
    /// Glide, so an empty rectangle at the centre).
    open var videoRect: CGRect {
        let size = player?.currentItem?.presentationSize ?? .zero
        guard size.width > 0, size.height > 0 else { return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
        switch videoGravity {
        case .resize: return bounds
        case .resizeAspectFill:
            let scale = max(bounds.width / size.width, bounds.height / size.height)
            return CGRect(x: bounds.midX - size.width * scale / 2, y: bounds.midY - size.height * scale / 2,
                          width: size.width * scale, height: size.height * scale)
        default: return AVMakeRect(aspectRatio: size, insideRect: bounds)
        }
    }

    /// A layer with no player.
    public override init() {
        super.init()
    }

    /// A layer showing `player`'s video.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }

    /// A copy of `layer`'s model values, its player and gravity among them (presentation layers).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? AVPlayerLayer else { return }
        player = other.player
        videoGravity = other.videoGravity
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A new AVPlayerLayer made with `init()` (see `CALayer.makeBackingLayer()`).
    @discardableResult
    open override class func makeBackingLayer() -> CALayer { AVPlayerLayer() }

    @discardableResult
    open override func makePresentationLayer() -> CALayer { AVPlayerLayer(layer: self) }
}
