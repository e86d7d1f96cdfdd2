import Foundation

// Images tinted with a colour of their own (iOS 13), whatever view shows them.
extension UIImage {
    /// The same image drawn in `color` wherever it shows (an original image, so a view's tint does not change it).
    /// Glide differs: nothing is tinted in its pictures; the colour is kept with the image.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image drawn in `color`, in `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let tinted = withRenderingMode(renderingMode)
        tinted.assignedTintColor = color
        return tinted
    }
}
