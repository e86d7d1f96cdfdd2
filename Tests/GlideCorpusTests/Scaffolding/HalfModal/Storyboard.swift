// Scaffolding: the HalfModalPresentationController demo's storyboard. The main ViewController's
// segue shows a navigation controller embedding ModalViewController; prepare(for:sender:) makes the
// HalfModalTransitioningDelegate (which attaches its pan to the destination's view) and sets .custom.
import GlideUIKit

public enum HalfModalStoryboard {
    @MainActor public static func scene() -> (presenting: UIViewController, presented: UIViewController) {
        let home = ViewController()
        home.loadViewIfNeeded()
        let modal = UINavigationController(rootViewController: ModalViewController())
        home.prepare(for: UIStoryboardSegue(identifier: "showModal", source: home, destination: modal), sender: nil)
        return (home, modal)
    }
}
