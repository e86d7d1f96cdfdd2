import Foundation
import GlideCoreGraphics

/// An image recipe (Core Image's `CIImage`): what to show, and the filters to apply, evaluated when a context renders it.
///
/// Glide differs from Core Image: filters are recorded, not applied. An image rendered by ``CIContext`` shows its
/// source (a `CGImage`, or a colour) cropped and placed as the recipe's geometry says, unfiltered; ``filterNames``
/// lists what Core Image would have applied, in order. Geometry (`extent`, `cropped(to:)`, `transformed(by:)`, a blur's
/// growth of the extent) follows Core Image.
open class CIImage: NSObject, @unchecked Sendable {
    /// What the recipe starts from.
    package enum Source: @unchecked Sendable {
        case image(CGImage)
        case color(CIColor)
        case empty
    }

    /// What the recipe starts from.
    package let source: Source
    /// The rectangle the image covers, in its own coordinates (infinite for a colour).
    public let extent: CGRect
    /// The transform from the source's pixels to the image's coordinates.
    package let sourceTransform: CGAffineTransform
    /// The filters applied so far, by Core Image's names, in order.
    public let filterNames: [String]

    package init(source: Source, extent: CGRect, sourceTransform: CGAffineTransform = .identity, filterNames: [String] = []) {
        self.source = source
        self.extent = extent
        self.sourceTransform = sourceTransform
        self.filterNames = filterNames
        super.init()
    }

    /// An image of a Core Graphics image, its extent the image's pixels.
    public convenience init(cgImage: CGImage) {
        self.init(source: .image(cgImage), extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
    }

    /// An image of one colour, infinite in extent.
    public convenience init(color: CIColor) {
        self.init(source: .color(color), extent: .infinite)
    }

    /// An image with nothing in it.
    @discardableResult
    open class func empty() -> CIImage { CIImage(source: .empty, extent: .null) }

    /// The Core Graphics image this one was made from, if any (nil for one made by filters, as in Core Image).
    open var cgImage: CGImage? {
        guard filterNames.isEmpty, sourceTransform == .identity, case .image(let image) = source else { return nil }
        return image
    }

    /// The image cut to `rect`.
    @discardableResult
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(source: source, extent: extent.intersection(rect), sourceTransform: sourceTransform, filterNames: filterNames)
    }

    /// The image moved by `transform`.
    @discardableResult
    open func transformed(by transform: CGAffineTransform) -> CIImage {
        let moved = extent.isInfinite ? extent : extent.applying(transform)
        return CIImage(source: source, extent: moved, sourceTransform: sourceTransform.concatenating(transform), filterNames: filterNames)
    }

    /// The image with its edge pixels repeated without end (for a blur that should not fade at the edges).
    @discardableResult
    open func clampedToExtent() -> CIImage {
        CIImage(source: source, extent: .infinite, sourceTransform: sourceTransform, filterNames: filterNames + ["CIAffineClamp"])
    }

    /// The image through the filter `filterName` with `params` (and this image as its input image).
    @discardableResult
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName, parameters: params) else { return CIImage.empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        return filter.outputImage ?? CIImage.empty()
    }

    /// The image through the filter `filterName` with its default parameters.
    @discardableResult
    open func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// The image blurred by a Gaussian of standard deviation `sigma` (its extent grows by 3σ on each side).
    @discardableResult
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// This image drawn over `dest`.
    @discardableResult
    open func composited(over dest: CIImage) -> CIImage {
        CIImage(source: source, extent: extent.union(dest.extent), sourceTransform: sourceTransform, filterNames: filterNames + ["CISourceOverCompositing"])
    }

    /// The recipe with `filterName` applied and its extent `extent`.
    package func filtered(_ filterName: String, extent: CGRect) -> CIImage {
        CIImage(source: source, extent: extent, sourceTransform: sourceTransform, filterNames: filterNames + [filterName])
    }

    open override var description: String {
        "CIImage(extent: \(extent), filters: \(filterNames))"
    }
}
