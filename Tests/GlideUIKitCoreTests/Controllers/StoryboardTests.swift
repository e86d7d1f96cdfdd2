import Foundation
import Testing
@testable import GlideUIKitCore

@MainActor
@Suite(.serialized) struct StoryboardTests {
    /// As a storyboard's scene: outlets connected before viewDidLoad, which uses them.
    final class DetailViewController: UIViewController {
        weak var imageView: UIView!
        var seenInViewDidLoad: CGRect?
        var prepared: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            seenInViewDidLoad = imageView.frame
        }
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            prepared.append("\(segue.identifier ?? "nil") → \(type(of: segue.destination))")
        }
    }

    final class OtherViewController: UIViewController {}

    /// Records awakeFromNib, as SideMenu's menu does (it registers itself with the manager there).
    final class AwakingViewController: UIViewController {
        var log: [String] = []
        override func awakeFromNib() {
            super.awakeFromNib()
            log.append("awakeFromNib loaded=\(isViewLoaded)")
        }
        override func viewDidLoad() { log.append("viewDidLoad") }
    }

    @Test func aViewControllerFromAStoryboardIsSentAwakeFromNibBeforeItsViewLoads() {
        defer { UIStoryboard.removeAllRegistrations() }
        UIStoryboard.register("Awake", identifier: "Menu") { AwakingViewController() }
        let menu = UIStoryboard(name: "Awake", bundle: nil).instantiateViewController(withIdentifier: "Menu") as! AwakingViewController
        #expect(menu.log == ["awakeFromNib loaded=false"])
        _ = menu.view
        #expect(menu.log == ["awakeFromNib loaded=false", "viewDidLoad"])
        // Made in code, it is sent nothing.
        #expect(AwakingViewController().log.isEmpty)
    }

    @Test func aRegisteredSceneGivesItsViewsAndOutletsBeforeViewDidLoad() {
        defer { UIStoryboard.removeAllRegistrations() }
        UIStoryboard.registerScene(for: DetailViewController.self) { controller in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let image = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 260))
            root.addSubview(image)
            controller.view = root
            controller.imageView = image
        }
        UIStoryboard.register(identifier: "Detail", isInitial: true) { DetailViewController() }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
        #expect(detail.storyboard === storyboard)
        detail.loadViewIfNeeded()
        #expect(detail.seenInViewDidLoad == CGRect(x: 0, y: 100, width: 390, height: 260))
        #expect(detail.view.subviews.count == 1 && detail.imageView.superview === detail.view)
        #expect(storyboard.instantiateInitialViewController() is DetailViewController)
        #expect(UIStoryboard(name: "Other", bundle: nil).instantiateInitialViewController() == nil)
        // A class without a scene gets the plain default view.
        #expect(OtherViewController().view.subviews.isEmpty)
    }

    @Test func performSegueMakesTheDestinationAndCallsPrepare() {
        defer { UIStoryboard.removeAllRegistrations() }
        UIStoryboard.registerScene(for: DetailViewController.self) { controller in
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let image = UIView(frame: .zero)
            root.addSubview(image)
            controller.view = root
            controller.imageView = image
        }
        UIStoryboard.register(identifier: "Detail") { DetailViewController() }
        UIStoryboard.register(identifier: "Other") { OtherViewController() }
        let clock = ManualClock()
        clock.makeCurrent()
        let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail") as! DetailViewController
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        window.rootViewController = detail
        window.makeKeyAndVisible()
        detail.performSegue(withIdentifier: "Other", sender: nil)
        #expect(detail.prepared == ["Other → OtherViewController"])
        #expect(detail.presentedViewController is OtherViewController)
    }

    /// `nibName` is what `init(nibName:bundle:)` was given, and a name for a storyboard's scene (SHTransition keys its
    /// screens by `nibName!`, the fifth bug sample's f05).
    @Test func nibNameIsTheGivenNameOrTheScenesView() {
        #expect(UIViewController().nibName == nil)
        #expect(UIViewController(nibName: "Card", bundle: nil).nibName == "Card")
        UIStoryboard.register("Nibs", identifier: "Menu") { UIViewController() }
        let menu = UIStoryboard(name: "Nibs", bundle: nil).instantiateViewController(withIdentifier: "Menu")
        #expect(menu.nibName == "Menu-view")
    }
}
