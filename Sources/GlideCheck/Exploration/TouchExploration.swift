import Foundation
import GlideUIKitCore

/// Touch scripts for every gesture recognizer a subject installs, played into its window so that the
/// app's own handlers start and drive its transitions, as they do on a device.
///
/// For each recognizer in the scene as it starts (its handlers present, push or select) and with the
/// second view controller shown (they dismiss or pop), the scripts are:
/// - pans (a scroll view's too) in each of the four directions, screen-edge pans inward from each of
///   their edges: slow drags lifted at rest at 20, 50 and 90 % of the view's extent; a flick; a quick
///   flick lifted in the same run-loop turn as the move that began it, and one lifted in the turn after it (once the
///   main queue's jobs of that turn have run); a reversal; the system cancelling the touches just after the gesture began
///   and in the middle of the drag; a second finger joining;
/// - pinches in and out, slow and fast, and cancelled by the system; rotations both ways;
/// - taps with the recognizer's fingers and taps; long presses held, and held then dragged;
/// - on the second screen, after a double tap or a pinch out played first (``Scenario/prelude``), each pan's drag to
///   50 % lifted at rest and its drag to 60 % and back.
///
/// A script that begins no transition of the subject's is not run as a scenario of it (the report counts
/// it as not applicable). Distances are in window points, times in seconds; everything runs on the
/// scenario's manual clock.
@MainActor
public enum TouchExploration {
    /// The time a slow drag takes, in seconds.
    static let slowDrag = 0.5
    /// Frames in a slow drag (about 60 per second).
    static let slowSteps = 30
    /// How long a finger rests before it lifts "at rest", in seconds (a pan's velocity decays to 0).
    static let rest = 0.15
    /// How far in from a screen edge an edge pan touches down, in points.
    static let edgeInset: CGFloat = 2
    /// How far apart a second finger touches down, in points.
    static let fingerSpacing: CGFloat = 40
    /// The time between a touch's last move and its lift in a flick, in seconds (a digitizer's frame).
    static let liftDelay = 0.008
    /// How far the slow drags go, as fractions of the drag's extent: a short one most handlers cancel, one halfway,
    /// and a long one most handlers finish.
    static let slowDragFractions: [CGFloat] = [shortDragFraction, 0.5, longDragFraction]
    /// The slow drag most handlers cancel (a fraction of the extent).
    static let shortDragFraction: CGFloat = 0.2
    /// The slow drag most handlers finish (a fraction of the extent).
    static let longDragFraction: CGFloat = 0.9

    /// The name of a slow drag of `fraction` of the extent, lifted at rest ("pan down 20 %, slow, lift at rest").
    static func slowDragName(_ label: String, _ fraction: CGFloat) -> String {
        "\(label) \(Int(fraction * 100)) %, slow, lift at rest"
    }

    /// The touch scenarios for `subject` in `style`: every script of every recognizer of its scene, from
    /// the start and with the second view controller shown.
    public static func scenarios(for subject: TransitionSubject, style: CheckStyle) -> [Scenario] {
        var scenarios: [Scenario] = []
        for (index, operation) in style.operations.enumerated() {
            let clock = ManualClock()
            let (scripts, preludes): ([TouchScript], [TouchScript]) = clock.withCurrent {
                guard let (scene, recorder, delegates) = ScenarioRunner(subject: subject).prepareScene(style: style, clock: clock, shown: index == 1)
                else { return ([], []) }
                defer { recorder.uninstall() }
                return withExtendedLifetime((scene, delegates)) {
                    (self.scripts(in: scene.window), index == 1 ? self.preludes(in: scene.window) : [])
                }
            }
            scenarios += scripts.map { script in
                Scenario(
                    "touches: \(script.name)", operation: operation, style: style, interactive: true, origin: "touch exploration",
                    touches: script)
            }
            // The shown screen changed first (an image zoomed by a double tap or a pinch), then each drag that may
            // begin the back transition and end it either way: image viewers' dismissals after a zoom (MediaViewer#8).
            let drags = scripts.filter { script in afterPrelude.contains { script.name.hasSuffix($0) } }
            for prelude in preludes {
                scenarios += drags.filter { $0.recognizer != prelude.recognizer }.map { script in
                    Scenario(
                        "touches: \(script.name), after \(prelude.name)", operation: operation, style: style, interactive: true,
                        origin: "touch exploration", touches: script, prelude: prelude)
                }
            }
        }
        return scenarios
    }

    /// The drags played after a ``preludes(in:)`` script: one lifted halfway at rest, one dragged back (a cancel).
    static let afterPrelude = [" 50 %, slow, lift at rest", " to 60 % and back to 10 %"]

    /// The scripts that change the shown screen before a drag: each double-tap recognizer's taps and each pinch
    /// recognizer's pinch out (the zoom of an image viewer's page).
    static func preludes(in window: UIWindow) -> [TouchScript] {
        GestureRecognizers.all(in: window, skippingHidden: true).filter(\.isEnabled).compactMap { recognizer in
            switch recognizer {
            case let tap as UITapGestureRecognizer where tap.numberOfTapsRequired >= 2:
                return scripts(for: tap, in: window).first
            case is UIPinchGestureRecognizer:
                return scripts(for: recognizer, in: window).first { $0.name.hasPrefix("pinch out") }
            default:
                return nil
            }
        }
    }

    /// The scripts for every enabled recognizer whose view is in `window`.
    static func scripts(in window: UIWindow) -> [TouchScript] {
        GestureRecognizers.all(in: window, skippingHidden: true).filter(\.isEnabled).flatMap { scripts(for: $0, in: window) }
    }

    /// Where a finger touches `view` (its part of the window, `frame`): the center when a touch there reaches the view
    /// or a view inside it, else the nearest point of a 9 × 9 grid over it that does (a dimming view's tap outside the
    /// sheet that covers its center), else the center.
    static func touchPoint(on view: UIView, frame: CGRect, in window: UIWindow) -> CGPoint {
        let center = CGPoint(x: frame.midX, y: frame.midY)
        func reaches(_ point: CGPoint) -> Bool { window.hitTest(point, with: nil)?.isDescendant(of: view) ?? false }
        if reaches(center) { return center }
        return GestureRecognizers.grid(over: frame, size: 9).first(where: reaches) ?? center
    }

    /// The point of a 9 × 9 grid over `view` (its part of the window, `frame`) nearest its center where a touch lands
    /// on the view itself, not a view inside it; nil when there is none.
    static func bareTouchPoint(on view: UIView, frame: CGRect, in window: UIWindow) -> CGPoint? {
        GestureRecognizers.grid(over: frame, size: 9).first { window.hitTest($0, with: nil) === view }
    }

    /// The scripts for `recognizer` in `window`.
    static func scripts(for recognizer: UIGestureRecognizer, in window: UIWindow) -> [TouchScript] {
        guard let view = recognizer.view else { return [] }
        let frame = view.convert(view.bounds, to: window).intersection(window.bounds)
        guard !frame.isNull, frame.width > 0, frame.height > 0 else { return [] }
        let name = "\(String(describing: type(of: recognizer))) on \(viewName(view))"
        let center = touchPoint(on: view, frame: frame, in: window)
        switch recognizer {
        case let edgePan as UIScreenEdgePanGestureRecognizer:
            var scripts: [TouchScript] = []
            let bounds = window.bounds
            for edge in [UIRectEdge.left, .right, .top, .bottom] where edgePan.edges.contains(edge) || edgePan.edges == .all {
                let start: CGPoint
                let direction: CGVector
                let extent: CGFloat
                switch edge {
                case .left: (start, direction, extent) = (CGPoint(x: bounds.minX + edgeInset, y: center.y), CGVector(dx: 1, dy: 0), bounds.width)
                case .right: (start, direction, extent) = (CGPoint(x: bounds.maxX - edgeInset, y: center.y), CGVector(dx: -1, dy: 0), bounds.width)
                case .top: (start, direction, extent) = (CGPoint(x: center.x, y: bounds.minY + edgeInset), CGVector(dx: 0, dy: 1), bounds.height)
                default: (start, direction, extent) = (CGPoint(x: center.x, y: bounds.maxY - edgeInset), CGVector(dx: 0, dy: -1), bounds.height)
                }
                scripts += panScripts(name: name, label: "edge pan from the \(edgeName(edge))", start: start, direction: direction, extent: extent)
            }
            return scripts
        case is UIPanGestureRecognizer:
            return [("right", CGVector(dx: 1, dy: 0), frame.width), ("left", CGVector(dx: -1, dy: 0), frame.width),
                    ("down", CGVector(dx: 0, dy: 1), frame.height), ("up", CGVector(dx: 0, dy: -1), frame.height)]
                .flatMap { label, direction, extent in
                    panScripts(name: name, label: "pan \(label)", start: center, direction: direction, extent: extent)
                }
        case let swipe as UISwipeGestureRecognizer:
            return swipeScripts(name: name, center: center, directions: swipe.direction, fingers: swipe.numberOfTouchesRequired)
        case is UIPinchGestureRecognizer:
            return pinchScripts(name: name, center: center)
        case is UIRotationGestureRecognizer:
            return rotationScripts(name: name, center: center)
        case let tap as UITapGestureRecognizer:
            var scripts = [tapScript(name: name, center: center, fingers: tap.numberOfTouchesRequired, taps: tap.numberOfTapsRequired)]
            // A tap on the view itself, beside what it holds, when the first lands on a view inside it: a presented
            // screen's background tapped outside its card, which apps dismiss on (their delegate refuses the card).
            if window.hitTest(center, with: nil) !== view, let bare = bareTouchPoint(on: view, frame: frame, in: window) {
                var outside = tapScript(name: name, center: bare, fingers: tap.numberOfTouchesRequired, taps: tap.numberOfTapsRequired)
                outside.name += " beside the views it holds"
                scripts.append(outside)
            }
            return scripts
        case let press as UILongPressGestureRecognizer:
            return longPressScripts(name: name, center: center, hold: press.minimumPressDuration)
        default:
            return []
        }
    }

    /// A view as the app's code names it: a view controller's root view as `Controller.view`, else its class.
    static func viewName(_ view: UIView) -> String {
        if let controller = view.next as? UIViewController, controller.isViewLoaded, controller.view === view {
            return "\(String(describing: type(of: controller))).view"
        }
        return String(describing: type(of: view))
    }

    static func edgeName(_ edge: UIRectEdge) -> String {
        switch edge {
        case .left: return "left edge"
        case .right: return "right edge"
        case .top: return "top edge"
        default: return "bottom edge"
        }
    }

    /// The pan scripts from `start` along `direction` (a unit vector), distances as fractions of `extent`.
    static func panScripts(name: String, label: String, start: CGPoint, direction: CGVector, extent: CGFloat) -> [TouchScript] {
        func by(_ fraction: CGFloat) -> CGVector { CGVector(dx: direction.dx * extent * fraction, dy: direction.dy * extent * fraction) }
        func point(_ fraction: CGFloat) -> CGPoint { CGPoint(x: start.x + by(fraction).dx, y: start.y + by(fraction).dy) }
        var scripts: [TouchScript] = []
        for fraction in slowDragFractions {
            var b = TouchScript.Builder()
            b.down(1, at: start, time: 0)
            b.move([1], from: start, offsets: [CGVector(dx: 0, dy: 0)], by: by(fraction), start: 0, duration: slowDrag, steps: slowSteps)
            b.up(1, at: point(fraction), time: slowDrag + rest)
            scripts.append(TouchScript(name: slowDragName(label, fraction), recognizer: name, frames: b.frames))
        }
        do {
            var b = TouchScript.Builder()
            b.down(1, at: start, time: 0)
            b.move([1], from: start, offsets: [CGVector(dx: 0, dy: 0)], by: by(0.3), start: 0, duration: 0.08, steps: 5)
            b.up(1, at: point(0.3), time: 0.08 + liftDelay)
            scripts.append(TouchScript(name: "\(label): a flick over 30 %", recognizer: name, frames: b.frames))
        }
        for nextTurn in [false, true] {
            // Down, one move past any hysteresis, and the lift in the same run-loop turn as that move: `.began`
            // and `.ended` reach the handler before anything scheduled runs, so before an interactive push or
            // pop the `.began` asked for has started (UIKit's deferred navigation transition). Or the lift one turn
            // later, at the same instant: the jobs the `.began` handler queued on the main queue (a `Task` or
            // `DispatchQueue.main.async` that pushes or pops) run first, and the lift comes before the transition
            // they asked for starts at the end of that turn (MediaViewer#109).
            var b = TouchScript.Builder()
            b.down(1, at: start, time: 0)
            b.move([1], from: start, offsets: [CGVector(dx: 0, dy: 0)], by: by(0.15), start: 0, duration: 0.016, steps: 1)
            b.up(1, at: point(0.15), time: 0.016, nextTurn: nextTurn)
            scripts.append(TouchScript(
                name: "\(label): a quick flick lifted in the \(nextTurn ? "next" : "same") turn", recognizer: name, frames: b.frames))
        }
        do {
            var b = TouchScript.Builder()
            b.down(1, at: start, time: 0)
            b.move([1], from: start, offsets: [CGVector(dx: 0, dy: 0)], by: by(0.6), start: 0, duration: 0.3, steps: 18)
            b.move([1], from: point(0.6), offsets: [CGVector(dx: 0, dy: 0)], by: by(-0.5), start: 0.3, duration: 0.3, steps: 18)
            b.up(1, at: point(0.1), time: 0.6 + liftDelay)
            scripts.append(TouchScript(name: "\(label) to 60 % and back to 10 %", recognizer: name, frames: b.frames))
        }
        for (cancelAt, when) in [(0.1, "just after it began"), (0.3, "in the middle of the drag")] {
            var b = TouchScript.Builder()
            b.down(1, at: start, time: 0)
            b.move([1], from: start, offsets: [CGVector(dx: 0, dy: 0)], by: by(0.5), start: 0, duration: slowDrag, steps: slowSteps)
            b.up(1, at: point(0.5), time: slowDrag + rest)
            scripts.append(TouchScript(
                name: "\(label), the system cancels the touches \(when)", recognizer: name, frames: b.frames, systemCancel: cancelAt))
        }
        do {
            var b = TouchScript.Builder()
            let across = CGVector(dx: -direction.dy * fingerSpacing, dy: direction.dx * fingerSpacing)
            b.down(1, at: start, time: 0)
            b.move([1], from: start, offsets: [CGVector(dx: 0, dy: 0)], by: by(0.4), start: 0, duration: 0.3, steps: 18)
            let second = CGPoint(x: point(0.4).x + across.dx, y: point(0.4).y + across.dy)
            b.down(2, at: second, time: 0.32)
            b.move([1, 2], from: point(0.4), offsets: [CGVector(dx: 0, dy: 0), across], by: by(0.2), start: 0.32, duration: 0.2, steps: 12)
            b.up(1, at: point(0.6), time: 0.52 + rest)
            b.up(2, at: CGPoint(x: point(0.6).x + across.dx, y: point(0.6).y + across.dy), time: 0.52 + rest)
            scripts.append(TouchScript(name: "\(label) to 40 %, then a second finger joins to 60 %", recognizer: name, frames: b.frames))
        }
        return scripts
    }

    static func pinchScripts(name: String, center: CGPoint) -> [TouchScript] {
        let half: CGFloat = 60
        func pinch(_ label: String, to factor: CGFloat, duration: Double, systemCancel: Double? = nil) -> TouchScript {
            var b = TouchScript.Builder()
            let a = CGPoint(x: center.x - half, y: center.y), c = CGPoint(x: center.x + half, y: center.y)
            b.add([.init(id: 1, phase: .began, x: Double(a.x), y: Double(a.y)), .init(id: 2, phase: .began, x: Double(c.x), y: Double(c.y))], at: 0)
            // The two fingers move apart (or together) symmetrically.
            let delta = half * (factor - 1)
            let steps = max(1, Int(duration * 60))
            for step in 1...steps {
                let f = CGFloat(step) / CGFloat(steps)
                b.add([.init(id: 1, phase: .moved, x: Double(a.x - delta * f), y: Double(a.y)),
                       .init(id: 2, phase: .moved, x: Double(c.x + delta * f), y: Double(c.y))], at: duration * Double(f))
            }
            let end = duration + (systemCancel == nil ? rest : rest + 0.2)
            b.add([.init(id: 1, phase: .ended, x: Double(a.x - delta), y: Double(a.y)),
                   .init(id: 2, phase: .ended, x: Double(c.x + delta), y: Double(c.y))], at: end)
            return TouchScript(name: label, recognizer: name, frames: b.frames, systemCancel: systemCancel)
        }
        return [
            pinch("pinch in to half, slow", to: 0.5, duration: slowDrag),
            pinch("pinch out to double, slow", to: 2, duration: slowDrag),
            pinch("pinch in to half, fast", to: 0.5, duration: 0.1),
            pinch("pinch in, the system cancels the touches midway", to: 0.5, duration: slowDrag, systemCancel: slowDrag / 2),
        ]
    }

    static func rotationScripts(name: String, center: CGPoint) -> [TouchScript] {
        let radius: CGFloat = 60
        func rotate(_ label: String, by angle: CGFloat) -> TouchScript {
            var b = TouchScript.Builder()
            func points(_ a: CGFloat) -> (CGPoint, CGPoint) {
                (CGPoint(x: center.x - radius * cos(a), y: center.y - radius * sin(a)), CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
            }
            let (p0, q0) = points(0)
            b.add([.init(id: 1, phase: .began, x: Double(p0.x), y: Double(p0.y)), .init(id: 2, phase: .began, x: Double(q0.x), y: Double(q0.y))], at: 0)
            for step in 1...slowSteps {
                let f = CGFloat(step) / CGFloat(slowSteps)
                let (p, q) = points(angle * f)
                b.add([.init(id: 1, phase: .moved, x: Double(p.x), y: Double(p.y)), .init(id: 2, phase: .moved, x: Double(q.x), y: Double(q.y))],
                      at: slowDrag * Double(f))
            }
            let (p, q) = points(angle)
            b.add([.init(id: 1, phase: .ended, x: Double(p.x), y: Double(p.y)), .init(id: 2, phase: .ended, x: Double(q.x), y: Double(q.y))],
                  at: slowDrag + rest)
            return TouchScript(name: label, recognizer: name, frames: b.frames)
        }
        return [rotate("rotate a quarter turn clockwise", by: .pi / 2), rotate("rotate a quarter turn counterclockwise", by: -.pi / 2)]
    }

    /// How far a swipe script moves, in points, and in how long, in seconds: well past UIKit's 50-point minimum and
    /// fast enough for its decaying allowance.
    static let swipeDistance: CGFloat = 150
    static let swipeDuration = 0.1

    /// One swipe in each direction the recognizer takes, with the fingers it requires side by side.
    static func swipeScripts(name: String, center: CGPoint, directions: UISwipeGestureRecognizer.Direction, fingers: Int) -> [TouchScript] {
        let all: [(UISwipeGestureRecognizer.Direction, String, CGVector)] = [
            (.right, "right", CGVector(dx: 1, dy: 0)), (.left, "left", CGVector(dx: -1, dy: 0)),
            (.up, "up", CGVector(dx: 0, dy: -1)), (.down, "down", CGVector(dx: 0, dy: 1)),
        ]
        let count = max(1, min(fingers, 5))
        return all.filter { directions.contains($0.0) }.map { _, label, direction in
            let across = CGVector(dx: -direction.dy * fingerSpacing, dy: direction.dx * fingerSpacing)
            let offsets = (0..<count).map { CGVector(dx: across.dx * CGFloat($0), dy: across.dy * CGFloat($0)) }
            let by = CGVector(dx: direction.dx * swipeDistance, dy: direction.dy * swipeDistance)
            var b = TouchScript.Builder()
            for (index, offset) in offsets.enumerated() {
                b.down(index + 1, at: CGPoint(x: center.x + offset.dx, y: center.y + offset.dy), time: 0)
            }
            b.move(Array(1...count), from: center, offsets: offsets, by: by, start: 0, duration: swipeDuration, steps: 6)
            for (index, offset) in offsets.enumerated() {
                b.up(index + 1, at: CGPoint(x: center.x + offset.dx + by.dx, y: center.y + offset.dy + by.dy), time: swipeDuration + liftDelay)
            }
            return TouchScript(name: "a swipe \(label) with \(count) finger\(count == 1 ? "" : "s")", recognizer: name, frames: b.frames)
        }
    }

    static func tapScript(name: String, center: CGPoint, fingers: Int, taps: Int) -> TouchScript {
        var b = TouchScript.Builder()
        let count = max(1, min(fingers, 5)), repeats = max(1, min(taps, 3))
        for tap in 0..<repeats {
            let t = Double(tap) * 0.15
            b.add((0..<count).map { .init(id: tap * 10 + $0 + 1, phase: .began, x: Double(center.x + CGFloat($0) * fingerSpacing), y: Double(center.y)) }, at: t)
            b.add((0..<count).map { .init(id: tap * 10 + $0 + 1, phase: .ended, x: Double(center.x + CGFloat($0) * fingerSpacing), y: Double(center.y)) }, at: t + 0.05)
        }
        return TouchScript(name: "\(repeats == 1 ? "a tap" : "\(repeats) taps") with \(count) finger\(count == 1 ? "" : "s")", recognizer: name, frames: b.frames)
    }

    static func longPressScripts(name: String, center: CGPoint, hold: Double) -> [TouchScript] {
        let held = max(0, hold) + 0.2
        var still = TouchScript.Builder()
        still.down(1, at: center, time: 0)
        still.up(1, at: center, time: held)
        var dragged = TouchScript.Builder()
        dragged.down(1, at: center, time: 0)
        dragged.move([1], from: center, offsets: [CGVector(dx: 0, dy: 0)], by: CGVector(dx: 0, dy: 150), start: held, duration: 0.3, steps: 18)
        dragged.up(1, at: CGPoint(x: center.x, y: center.y + 150), time: held + 0.3 + rest)
        return [
            TouchScript(name: "a long press, lifted", recognizer: name, frames: still.frames),
            TouchScript(name: "a long press, then a drag down 150 points", recognizer: name, frames: dragged.frames),
        ]
    }
}
