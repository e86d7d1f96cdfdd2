import Foundation
/// A view whose `layoutSubviews` runs a closure: the root view of Glide's container controllers,
/// which keep their bars and content views sized to it as UIKit's autoresizing does.
@MainActor
final class LayoutView: UIView {
    var onLayout: ((UIView) -> Void)?

    override func layoutSubviews() {
        onLayout?(self)
    }
}
