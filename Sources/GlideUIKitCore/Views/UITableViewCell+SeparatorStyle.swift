import Foundation

extension UITableViewCell {
    /// How a table view draws the lines between its cells (UIKit's `UITableViewCell.SeparatorStyle`).
    ///
    /// Glide differs from UIKit here: Glide draws no separators; the style is kept for the app's own reading.
    public enum SeparatorStyle: Int, Sendable, Hashable {
        /// No separator.
        case none = 0
        /// A single line (UIKit's default).
        case singleLine = 1
        /// An etched line (deprecated in UIKit).
        case singleLineEtched = 2
    }
}
