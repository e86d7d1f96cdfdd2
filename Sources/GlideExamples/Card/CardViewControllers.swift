import Foundation
import GlideUIKit

/// The "Today" tab: a vertical list of cards.
@MainActor
public final class CardListViewController: UIViewController {
    /// The number of cards in the list.
    nonisolated public static let cardCount = 3
    /// The cards, top to bottom (named "card.cell.0", "card.cell.1", …).
    public private(set) var cells: [CardCell] = []
    /// A vertical pan over the list expands the selected card (see ``CardInteractionController``);
    /// it takes a trackpad's two-finger scroll too.
    public let expandPanGestureRecognizer = UIPanGestureRecognizer(target: nil, action: nil)

    /// The list, named "card.list".
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "card.list"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "card.list.view")
        root.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view = root
        cells = (0..<Self.cardCount).map { index in
            let cell = CardCell(frame: CGRect(x: 20, y: 100 + Double(index) * 220, width: 350, height: 200), name: "card.cell.\(index)")
            root.addSubview(cell)
            return cell
        }
        expandPanGestureRecognizer.allowedScrollTypesMask = .continuous
        root.addGestureRecognizer(expandPanGestureRecognizer)
    }
}

/// The expanded card: a full-screen story with a large image, a body and a close button.
@MainActor
public final class CardDetailViewController: UIViewController {
    /// The height of the image once the card is expanded.
    nonisolated public static let expandedImageHeight = 420.0
    /// The card's image (named "card.detail.image").
    public let imageView = named(UIView(frame: .zero), "card.detail.image")
    /// The close button, faded in by the expansion (named "card.detail.close").
    public let closeButton = named(UIView(frame: .zero), "card.detail.close")
    /// The story text under the image (named "card.detail.body").
    public let bodyView = named(UIView(frame: .zero), "card.detail.body")
    /// Pinching the story closes it (see ``CardInteractionController``).
    public let closePinchGestureRecognizer = UIPinchGestureRecognizer(target: nil, action: nil)

    /// The detail of a card, named "card.detail".
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "card.detail"
        modalPresentationStyle = .custom
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "card.detail.view")
        root.backgroundColor = UIColor(white: 1, alpha: 1)
        root.clipsToBounds = true
        view = root
        imageView.frame = expandedImageFrame(in: root.bounds)
        imageView.backgroundColor = UIColor(white: 0.6, alpha: 1)
        bodyView.frame = CGRect(x: 20, y: Self.expandedImageHeight + 20, width: root.bounds.width - 40, height: 360)
        closeButton.frame = CGRect(x: root.bounds.width - 50, y: 50, width: 30, height: 30)
        root.addSubview(imageView)
        root.addSubview(bodyView)
        root.addSubview(closeButton)
        root.addGestureRecognizer(closePinchGestureRecognizer)
    }

    /// The image's frame when the detail fills `bounds`.
    public func expandedImageFrame(in bounds: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: bounds.width, height: Self.expandedImageHeight)
    }

    /// The image's frame when the detail has the size of a card of `cardSize`.
    public func collapsedImageFrame(cardSize: CGSize) -> CGRect {
        CGRect(x: 0, y: 0, width: cardSize.width, height: min(cardSize.height, CardCell.imageHeight))
    }
}
