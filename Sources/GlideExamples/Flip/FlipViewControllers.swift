import Foundation
import GlideUIKit

/// The flip's presenter: a screen with one card on it (the card the flip starts from and ends on).
@MainActor
public final class FlipFrontViewController: UIViewController {
    /// The card, named "flip.card".
    public let cardView = named(UIView(frame: CGRect(x: 45, y: 212, width: 300, height: 420)), "flip.card")

    /// The front screen, named "flip.front".
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "flip.front"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "flip.front.view")
        root.backgroundColor = UIColor(white: 0.9, alpha: 1)
        cardView.layer.cornerRadius = FlipAnimation.cardCornerRadius
        cardView.clipsToBounds = true
        cardView.backgroundColor = UIColor(white: 0.3, alpha: 1)
        root.addSubview(cardView)
        view = root
    }
}

/// The flip's destination: a full-screen view revealed by turning the card over.
@MainActor
public final class FlipBackViewController: UIViewController {
    /// A title on the revealed view, named "flip.back.title".
    public let titleView = named(UIView(frame: CGRect(x: 20, y: 80, width: 350, height: 60)), "flip.back.title")

    /// The back screen, named "flip.back", presented full screen.
    public init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "flip.back"
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func loadView() {
        let root = named(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)), "flip.back.view")
        root.backgroundColor = UIColor(white: 0.2, alpha: 1)
        root.addSubview(titleView)
        view = root
    }
}
