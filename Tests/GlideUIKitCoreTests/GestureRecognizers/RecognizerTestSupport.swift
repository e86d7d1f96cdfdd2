import Foundation
@testable import GlideUIKitCore

/// A target that records what each action call saw.
@MainActor
final class ActionRecorder {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []
    var onAction: ((UIGestureRecognizer) -> Void)?

    func handle(_ gesture: UIGestureRecognizer) {
        states.append(gesture.state)
        if let pan = gesture as? UIPanGestureRecognizer {
            translations.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
        }
        onAction?(gesture)
    }

    var selector: Selector { Selector(ActionRecorder.handle(_:), name: "handle:") }

    /// Attaches a recognizer of type `R` recorded by a new recorder.
    static func attach<R: UIGestureRecognizer>(_ make: (Any, Selector) -> R, to view: UIView) -> (R, ActionRecorder) {
        let recorder = ActionRecorder()
        let recognizer = make(recorder, recorder.selector)
        view.addGestureRecognizer(recognizer)
        return (recognizer, recorder)
    }
}

/// A view that logs its responder touch methods.
@MainActor
final class TouchLogView: UIView {
    var log: [String] = []
    var lastEvent: UIEvent?
    var forwardTo: UIResponder?

    override var next: UIResponder? { forwardTo ?? super.next }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        lastEvent = event
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A responder that logs what reaches it through the chain.
@MainActor
final class LoggingResponder: UIResponder {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

/// A world with a full-window logging view to attach recognizers to.
@MainActor
struct TouchWorld {
    let world: World
    let view: TouchLogView

    init() {
        world = World()
        view = TouchLogView(frame: world.window.bounds, name: "touchView")
        world.root.view.addSubview(view)
    }

    var window: UIWindow { world.window }
    var clock: ManualClock { world.clock }

    func play(_ sequence: TouchSequence) { sequence.play(in: window, on: clock) }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }
