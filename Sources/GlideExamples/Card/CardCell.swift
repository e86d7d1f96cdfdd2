import Foundation
import GlideUIKit

/// One card of the App Store "Today" list: a rounded view with an image, shrinking a little while touched.
@MainActor
public final class CardCell: UIView {
    /// The scale a highlighted card shrinks to.
    nonisolated public static let highlightedScale = 0.95
    /// The corner radius of a card in the list (and of the detail view while it is card-sized).
    nonisolated public static let cornerRadius = 16.0
    /// The height of the image inside the card.
    nonisolated public static let imageHeight = 200.0

    /// The card's image, filling its width.
    public let imageView: UIView
    /// True while the card is touched.
    public private(set) var isHighlighted = false

    /// A card at `frame`, named `name` (its image is named `name + ".image"`).
    public init(frame: CGRect, name: String) {
        imageView = named(UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: min(frame.height, Self.imageHeight))), "\(name).image")
        super.init(frame: frame)
        accessibilityIdentifier = name
        layer.cornerRadius = Self.cornerRadius
        clipsToBounds = true
        backgroundColor = UIColor(white: 1, alpha: 1)
        imageView.backgroundColor = UIColor(white: 0.6, alpha: 1)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Shrinks the card to ``highlightedScale`` (true) or back to full size (false) with a short spring,
    /// as a `UICollectionViewCell` subclass does from its `isHighlighted` observer.
    public func setHighlighted(_ highlighted: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
            options: [.beginFromCurrentState, .allowUserInteraction],
            animations: {
                self.transform = highlighted ? CGAffineTransform(scaleX: Self.highlightedScale, y: Self.highlightedScale) : .identity
            })
    }

    /// The card's frame in its superview ignoring any highlight transform: where a collapsed detail lands.
    public var restingFrame: CGRect {
        CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
    }
}
