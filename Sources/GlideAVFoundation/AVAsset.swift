import Foundation

/// A timed media resource (`AVAsset`): its duration and tracks, loaded from a file or a URL.
///
/// Glide differs from AVFoundation: Glide reads no media, so an asset's ``duration`` is indefinite (as a live stream's,
/// whose end is unknown) and it has no tracks; what an app does with a player around it (show its layer, play, pause,
/// seek, observe its time) runs on Glide's clock.
@preconcurrency @MainActor
open class AVAsset: NSObject {
    /// The asset's duration: indefinite (see the class's "Glide differs").
    open var duration: CMTime { .indefinite }
    /// Whether the asset can be played by an `AVPlayer`: true.
    open var isPlayable: Bool { true }

    public override init() {
        super.init()
    }
}

/// An asset at a URL (`AVURLAsset`).
@preconcurrency @MainActor
open class AVURLAsset: AVAsset {
    /// The URL the asset was made with.
    public let url: URL

    /// An asset for the media at `url`; the options (AVFoundation's loading options) are kept and not used.
    public init(url: URL, options: [String: Any]? = nil) {
        self.url = url
        super.init()
    }
}
