import Foundation

// UIKit's image functions: Swift 4.1's spellings of the encoders, and saving to the photo album.

/// The image as JPEG data (Swift 4.1's spelling of ``UIImage/jpegData(compressionQuality:)``).
@preconcurrency @MainActor
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}

/// The image as PNG data (Swift 4.1's spelling of ``UIImage/pngData()``).
@preconcurrency @MainActor
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The images saved with ``UIImageWriteToSavedPhotosAlbum(_:_:_:_:)``, in order (Glide's record).
@preconcurrency @MainActor
public enum GlideSavedPhotos {
    public private(set) static var images: [UIImage] = []
    static func append(_ image: UIImage) { images.append(image) }
    /// Forgets the saved images.
    public static func removeAll() { images.removeAll() }
}

/// Saves `image` to the photo album and, on the next turn of the clock, calls `completionSelector` on
/// `completionTarget` (`image(_:didFinishSavingWithError:contextInfo:)`) with the image, a nil error and
/// `contextInfo` (Glide: the album is ``GlideSavedPhotos``, and saving never fails).
@preconcurrency @MainActor
public func UIImageWriteToSavedPhotosAlbum(
    _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?, _ contextInfo: UnsafeMutableRawPointer?
) {
    GlideSavedPhotos.append(image)
    guard let completionTarget, let completionSelector else { return }
    nonisolated(unsafe) let target = completionTarget
    let clock = Clocks.current
    _ = clock.schedule(atNanoseconds: clock.nowNanoseconds) {
        _ = completionSelector.perform(on: target, arguments: [image, nil, contextInfo])
    }
}
