import Foundation

// Animated images: a sequence of frames shown in turn over a duration (an image view shows the first frame in
// Glide, which draws no animation of the frames).
extension UIImage {
    /// An image whose frames are `images`, shown in turn over `duration` seconds; its size is the first frame's
    /// (nil for no frames, as in UIKit).
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(
            name: first.name, size: first.size, scale: first.scale, renderingMode: first.renderingMode,
            cgImage: first.storedCGImage, orientation: first.imageOrientation)
        image.images = images
        image.duration = duration
        return image
    }

    /// The animated image of the assets `name0`, `name1`, … (UIKit loads them until one is missing).
    ///
    /// Glide differs: it has no asset catalog, so the frames are the names a test registered with
    /// ``GlideImages/setPlaceholderSize(_:scale:forImageNamed:)`` (`name0` upwards, stopping at the first missing
    /// one), or a single placeholder frame `name0` when none is registered.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        while frames.count < 1024, GlideImages.isRegistered("\(name)\(frames.count)") {
            frames.append(UIImage(named: "\(name)\(frames.count)")!)
        }
        if frames.isEmpty { frames = [UIImage(named: "\(name)0")!] }
        return animatedImage(with: frames, duration: duration)
    }

    /// ``animatedImageNamed(_:duration:)`` with each frame resizable with `capInsets`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        guard let animated = animatedImageNamed(name, duration: duration), let frames = animated.images else { return nil }
        return animatedImage(with: frames.map { $0.resizableImage(withCapInsets: capInsets) }, duration: duration)
    }
}
