// Scaffolding: the BubbleTransition demo's storyboard. Its main scene has a round button the bubble
// grows from (the transitionButton outlet); the modal scene has a close button (closeButton); the
// segue's prepare(for:sender:) sets .custom, the transitioning delegate and the interactive dismissal.
import GlideUIKit

public enum BubbleStoryboard {
    @MainActor static func registerScenes() {
        UIStoryboard.registerScene(for: ViewController.self) { controller in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            root.backgroundColor = .white
            let button = UIButton(frame: CGRect(x: 165, y: 734, width: 60, height: 60))
            button.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
            root.addSubview(button)
            controller.view = root
            controller.transitionButton = button
        }
        UIStoryboard.registerScene(for: ModalViewController.self) { controller in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            root.backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
            let close = UIButton(frame: CGRect(x: 165, y: 734, width: 60, height: 60))
            root.addSubview(close)
            controller.view = root
            controller.closeButton = close
        }
    }

    @MainActor public static func scene() -> (presenting: UIViewController, presented: UIViewController) {
        registerScenes()
        let home = ViewController()
        home.loadViewIfNeeded()
        let modal = ModalViewController()
        home.prepare(for: UIStoryboardSegue(identifier: "showModal", source: home, destination: modal), sender: nil)
        return (home, modal)
    }
}
