// Scaffolding: what the App Store clone's other files give the card's animator (../shared/seeds/000). The today
// list is the tab bar controller's first tab and remembers the cell the user selected; the detail screen has the
// scroll view whose top image grows, and the close button; the constants are the app's. The detail sets itself
// up as 001 shows (`modalPresentationStyle = .custom`, `transitioningDelegate = self`). 001's
// CardPresentationController was damaged in transit (its closing braces and two method bodies are lost), so
// this one keeps only what 001 shows intact: it leaves the presenter's view in place.
import GlideUIKit

let kScreenW = UIScreen.main.bounds.width
let kScreenH = UIScreen.main.bounds.height

enum GlobalConstants {
    static let todayCardSize = CGSize(width: kScreenW - 40, height: 410)
    static let cardDetailTopImageH: CGFloat = 500
    static let toDayCardCornerRadius: CGFloat = 16
}

final class TodayTableViewCell: UITableViewCell {
    let bgBackView = UIView()
}

final class TodayViewController: UIViewController {
    var selectedCell: TodayTableViewCell?

    override func viewDidLoad() {
        super.viewDidLoad()
        let cell = TodayTableViewCell(frame: CGRect(x: 0, y: 120, width: kScreenW, height: 450))
        cell.bgBackView.frame = CGRect(x: 20, y: 20, width: GlobalConstants.todayCardSize.width, height: GlobalConstants.todayCardSize.height)
        cell.bgBackView.layer.cornerRadius = GlobalConstants.toDayCardCornerRadius
        cell.addSubview(cell.bgBackView)
        view.addSubview(cell)
        selectedCell = cell
    }
}

final class CardDetailScrollView: UIScrollView {
    let imageView = UIImageView(image: UIImage(named: "card"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.frame = CGRect(origin: .zero, size: GlobalConstants.todayCardSize)
        addSubview(imageView)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CardDetailViewController: UIViewController {
    let scrollView = CardDetailScrollView(frame: UIScreen.main.bounds)
    let closeBtn = UIButton(type: .custom)

    init(cell: TodayTableViewCell) {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        closeBtn.frame = CGRect(x: kScreenW - 50, y: 40, width: 30, height: 30)
        closeBtn.alpha = 0
        view.addSubview(closeBtn)
    }
}

final class CardPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool {
        return false
    }
}

public enum AppStoreCardStoryboard {
    /// The tab bar controller (the presenter UIKit uses for a tab's presentation) and the detail of the selected card.
    @MainActor public static func scene() -> (presenting: UIViewController, presented: UIViewController) {
        let tabs = UITabBarController()
        let today = TodayViewController()
        tabs.viewControllers = [today]
        tabs.view.frame = UIScreen.main.bounds
        tabs.view.layoutIfNeeded()
        _ = today.view
        return (tabs, CardDetailViewController(cell: today.selectedCell!))
    }
}
