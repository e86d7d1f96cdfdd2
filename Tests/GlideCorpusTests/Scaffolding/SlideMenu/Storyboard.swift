// Scaffolding: what the SlideMenu project's storyboard and main screen give MenuTransitionManager.
// The main screen owns the manager; its segue to the menu sets the menu's transitioning delegate to
// the manager and makes the main screen the manager's delegate (it dismisses the menu when the
// snapshot is tapped). The caller sets no modalPresentationStyle, so the default applies.
import GlideUIKit

final class MainViewController: UIViewController, MenuTransitionManagerDelegate {
    let menuTransitionManager = MenuTransitionManager()

    func dismiss() {
        dismiss(animated: true, completion: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.destination.transitioningDelegate = menuTransitionManager
        menuTransitionManager.delegate = self
    }
}

final class MenuViewController: UIViewController {}

public enum SlideMenuStoryboard {
    /// The main screen and the menu, after the segue's prepare(for:sender:).
    @MainActor public static func scene() -> (presenting: UIViewController, presented: UIViewController) {
        let main = MainViewController()
        let menu = MenuViewController()
        main.prepare(for: UIStoryboardSegue(identifier: "showMenu", source: main, destination: menu), sender: nil)
        return (main, menu)
    }
}
