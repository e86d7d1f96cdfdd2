// Scaffolding: the project's main screen and menu (../shared/seeds/004). The main screen owns the transition
// manager and, in its segue to the menu, makes it the menu's transitioning delegate; the menu shows three post
// icons (the items the manager slides); no modalPresentationStyle is set, so the default applies.
import GlideUIKit

final class MainViewController: UIViewController {
    let transitionManager = TransitionManager()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.transitioningDelegate = transitionManager
    }
}

final class MenuViewController: UIViewController {
    let textPostIcon = UIImageView(frame: CGRect(x: 60, y: 200, width: 80, height: 80))
    let quotePostIcon = UIImageView(frame: CGRect(x: 250, y: 200, width: 80, height: 80))
    let linkPostIcon = UIImageView(frame: CGRect(x: 60, y: 400, width: 80, height: 80))

    override func viewDidLoad() {
        super.viewDidLoad()
        for icon in [textPostIcon, quotePostIcon, linkPostIcon] { view.addSubview(icon) }
    }
}

public enum SlideInMenuStoryboard {
    @MainActor public static func scene() -> (presenting: UIViewController, presented: UIViewController) {
        let main = MainViewController()
        main.view.frame = UIScreen.main.bounds
        let menu = MenuViewController()
        main.prepare(for: UIStoryboardSegue(identifier: "menu", source: main, destination: menu), sender: nil)
        return (main, menu)
    }
}
