// Plays real recordings into the corpus transitions' windows, where their own gesture handlers (as
// their authors wrote them, ported by `glide port`) start and decide the transitions: each played as
// recorded and with the system cancelling the touches just after the gesture began (and, where asked,
// later, the finger moved on). Prints one JSON line per run. Arguments: the folder of the shared recordings, then Glide's Traces/ folder.
import BubbleDemo
import CustomNavigation
import Foundation
import GlideCheck
import GlideCheckTraces
import GlideInteraction
import GlideUIKit
import HalfModal
import ZoomTransitioning

struct Line: Encodable {
    var transition: String
    var trace: String
    var mode: String
    var actions: Int
    var transitions: Int
    var finalState: String
    var findings: [String]
}

let arguments = CommandLine.arguments
let shared = arguments.count > 1 ? arguments[1] : "../shared/traces"
let glideTraces = arguments.count > 2 ? arguments[2] : "Traces"

@MainActor
func window(_ clock: ManualClock, root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A scene factory that also reports the scene's final state.
@MainActor
final class Scene {
    var describe: () -> String = { "" }
}

@MainActor
func run(_ name: String, trace: String, scene: Scene, lateCancel: Double? = nil, make: @escaping HandlerTraceCheck.SceneFactory) {
    var passes: [(HandlerTraceCheck.Mode, Double)] = [(.recorded, 0), (.systemCancel, 0)]
    if let lateCancel { passes.append((.systemCancel, lateCancel)) }
    for (mode, delay) in passes {
        var check = HandlerTraceCheck(makeScene: make)
        check.systemCancelDelaySeconds = delay
        let label = delay > 0 ? "\(mode.rawValue) after \(delay) s" : mode.rawValue
        var line = Line(transition: name, trace: URL(fileURLWithPath: trace).lastPathComponent, mode: label,
                        actions: 0, transitions: 0, finalState: "", findings: [])
        do {
            let result = try check.check(TouchReplay(trace: URL(fileURLWithPath: trace)), name: line.trace, mode: mode)
            line.actions = result.actions
            line.transitions = result.transitions
            line.findings = result.findings.map(\.description)
            line.finalState = scene.describe()
        } catch {
            line.findings = ["error: \(error)"]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print(String(decoding: try! encoder.encode(line), as: UTF8.self))
    }
}

@MainActor
func main() {
    // The half modal's pan on the presented navigation controller's view: four fingers dragging down.
    let halfModal = Scene()
    run("HalfModal", trace: shared + "/ts-atmel-maxtouch-4finger-drag-down.evemu", scene: halfModal) { clock in
        let (home, modal) = HalfModalStoryboard.scene()
        let w = window(clock, root: home)
        home.present(modal, animated: false)
        clock.advance(by: 2)  // its animator animates even when not animated
        // Read once the check dropped the window: the closure keeps the presenter (a presented view controller's
        // presentingViewController is weak).
        halfModal.describe = { home.presentedViewController === modal ? "presented" : "dismissed" }
        return (w, [home, modal] as [AnyObject])
    }
    // The bubble's interactor: a pan down the presented modal.
    let bubble = Scene()
    run("BubbleTransition", trace: shared + "/ts-atmel-maxtouch-4finger-drag-down.evemu", scene: bubble) { clock in
        let (home, modal) = BubbleStoryboard.scene()
        let w = window(clock, root: home)
        home.present(modal, animated: false)
        clock.advance(by: 2)  // its animator animates even when not animated
        bubble.describe = { home.presentedViewController === modal ? "presented" : "dismissed" }
        return (w, [home, modal] as [AnyObject])
    }
    // The edge-pan push (from the right edge) and pop (from the left edge). No real recording starts
    // at a screen edge: these are Glide's synthesized touchscreen edge swipes.
    let push = Scene()
    run("CustomNavigation push", trace: glideTraces + "/touchscreen-edge-right-swipe-left-51.evemu", scene: push) { clock in
        let nav = CustomNavigationStoryboard.navigationController()
        let w = window(clock, root: nav)
        // The push handler pushes from `current`, which the delegate's didShow sets: UIKit calls didShow
        // for the root when the navigation controller first appears.
        clock.advance(by: 2)
        push.describe = { "\(nav.viewControllers.count) view controllers" }
        return (w, [nav] as [AnyObject])
    }
    let pop = Scene()
    run("CustomNavigation pop", trace: glideTraces + "/touchscreen-edge-left-swipe-right-51.evemu", scene: pop) { clock in
        let nav = CustomNavigationStoryboard.navigationController()
        let w = window(clock, root: nav)
        nav.pushViewController(CustomNavigationStoryboard.second(), animated: false)
        clock.advance(by: 2)
        pop.describe = { "\(nav.viewControllers.count) view controllers" }
        return (w, [nav] as [AnyObject])
    }
    // The zoom demo's edge-pan pop: its own left-edge UIScreenEdgePanGestureRecognizer on the navigation
    // controller's view (added by its delegate's didShow), whose delegate pops in gestureRecognizerShouldBegin
    // and whose handler decides by 0.33 of the width or 1000 points/s. The image list with the detail pushed,
    // animated as the demo's segue pushes it; played with the left-edge swipe to 51 % (finishes) and the
    // one to 25 % at rest (cancels); the first also with the system cancelling 0.4 s after it began, the
    // finger past a third of the width.
    let zoomRuns: [(name: String, trace: String, late: Double?)] = [
        ("ZoomTransitioning pop", "touchscreen-edge-left-swipe-right-51.evemu", 0.4),
        ("ZoomTransitioning short pop", "touchscreen-edge-left-swipe-right-25.evemu", nil),
    ]
    for (name, trace, late) in zoomRuns {
        let zoom = Scene()
        run(name, trace: glideTraces + "/" + trace, scene: zoom, lateCancel: late) { clock in
            let nav = ZoomStoryboard.navigationController()
            let w = window(clock, root: nav)
            nav.pushViewController(ZoomStoryboard.detail(), animated: true)
            clock.advance(by: 2)
            zoom.describe = {
                guard let top = nav.viewControllers.last else { return "no view controllers" }
                // Shown: its view alone in the navigation controller's transition view, opaque and not hidden.
                let shown = top.isViewLoaded && nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(top.view)]
                    && top.view.alpha == 1 && !top.view.isHidden
                return "\(nav.viewControllers.count) view controllers, \(type(of: top)) on top, \(shown ? "shown" : "not shown")"
            }
            return (w, [nav] as [AnyObject])
        }
    }
}

MainActor.assumeIsolated { main() }
