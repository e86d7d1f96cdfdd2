import Foundation

/// The recognizers of a navigation controller's bar hiding, and their handler (Glide's).
@MainActor
final class BarHiding: NSObject {
    weak var navigationController: UINavigationController?
    private(set) lazy var swipe = UIPanGestureRecognizer(target: self, action: Selector(BarHiding.swiped(_:), name: "swiped:"))
    private(set) lazy var tap = UITapGestureRecognizer(target: self, action: Selector(BarHiding.tapped(_:), name: "tapped:"))

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func swiped(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .ended, let navigation = navigationController else { return }
        let dy = pan.translation(in: pan.view).y
        if abs(dy) > 10 { navigation.setBarsHidden(dy < 0) }
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let navigation = navigationController else { return }
        navigation.setBarsHidden(!navigation.isNavigationBarHidden)
    }
}
