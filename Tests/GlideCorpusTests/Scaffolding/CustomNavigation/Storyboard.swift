// Scaffolding: the storyboard of CustomPushNavigation: a navigation controller whose root is
// FirstViewController (scene "First"), and the scenes "Second" and "Third" that the edge-pan push
// makes through `storyboard?.instantiateViewController(withIdentifier:)`.
import GlideUIKit

final class ThirdViewController: UIViewController {}

public enum CustomNavigationStoryboard {
    @MainActor static func register() {
        UIStoryboard.register(identifier: "First", isInitial: true) { FirstViewController() }
        UIStoryboard.register(identifier: "Second") { SecondViewController() }
        UIStoryboard.register(identifier: "Third") { ThirdViewController() }
    }

    /// The storyboard's navigation controller with its root, FirstViewController.
    @MainActor public static func navigationController() -> UINavigationController {
        register()
        let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!
        return UINavigationController(rootViewController: first)
    }

    /// The scene pushed from the first: SecondViewController.
    @MainActor public static func second() -> UIViewController {
        register()
        return UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Second")
    }
}
