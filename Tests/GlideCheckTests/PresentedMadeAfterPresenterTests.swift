import Foundation
import GlideCheck
import GlideUIKitCore
import Testing

/// What the app's screen sets up in `viewDidLoad` (a side menu's manager, SideMenu's `setupSideMenu()`), which the
/// screen it presents reads when it is made: in the app the presented view controller is made when the button is
/// tapped, after the presenter loaded.
@MainActor
enum MenuRegistry {
    static var presenterLoaded = 0
    static var madeBeforeThePresenterLoaded = 0
}

@MainActor
final class RegisteringHomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        MenuRegistry.presenterLoaded += 1
    }
}

@MainActor
final class RegisteredMenuViewController: UIViewController {
    init(loadedBefore: Int) {
        super.init(nibName: nil, bundle: nil)
        if MenuRegistry.presenterLoaded == loadedBefore { MenuRegistry.madeBeforeThePresenterLoaded += 1 }
        modalPresentationStyle = .overFullScreen
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .gray
    }
}

@MainActor
struct PresentedMadeAfterPresenterTests {
    /// `TransitionCheck(presenting:presented:)` puts the presenter on screen before it makes the presented view
    /// controller, for every scene (the fourth bug sample's e06: a menu made before the presenter set up the manager
    /// presented unlike the app's, and every flow compared two different presentations).
    @Test func thePresenterLoadsBeforeThePresentedIsMade() throws {
        MenuRegistry.presenterLoaded = 0
        MenuRegistry.madeBeforeThePresenterLoaded = 0
        var loadedWhenHomeWasMade = 0
        let report = try TransitionCheck(
            presenting: { () -> RegisteringHomeViewController in
                loadedWhenHomeWasMade = MenuRegistry.presenterLoaded
                return RegisteringHomeViewController()
            }(),
            presented: RegisteredMenuViewController(loadedBefore: loadedWhenHomeWasMade),
            options: .init(runs: 0)
        ).runNow()
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(MenuRegistry.presenterLoaded > 1, "scenes were made")
        // The probe that reads the presented view controller's style shows its presenter first too: none is made before.
        #expect(MenuRegistry.madeBeforeThePresenterLoaded == 0, "\(MenuRegistry.madeBeforeThePresenterLoaded) made before their presenter loaded")
    }
}
