import Foundation
import GlideCoreGraphics

/// The largest rectangle with the aspect ratio of `aspectRatio` that fits inside `boundingRect`, centred in it
/// (AVFoundation's `AVMakeRect(aspectRatio:insideRect:)`, which image zoom transitions use to find where an
/// aspect-fit image sits in its image view).
///
/// A ratio with a zero or negative side has no shape to fit: the result is the empty rectangle at the centre of
/// `boundingRect`.
@discardableResult
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let center = CGPoint(x: boundingRect.midX, y: boundingRect.midY)
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(origin: center, size: .zero) }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
