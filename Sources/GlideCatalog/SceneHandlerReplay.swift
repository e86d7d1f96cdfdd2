import Foundation
import GlideExamples
import GlideInteraction
import GlideInput
import GlideUIKitCore

/// Plays a recording (or a gesture script) into a reference scene's window, where the scene's own
/// gesture handlers decide (`glide replay --handlers`): the card's pan over the list expands it and
/// a pinch on the story closes it, a pan from the menu's left edge opens the menu, a pan down the
/// half sheet dismisses it. No binding or end policy applies: the handler starts the transition in
/// `.began`, updates it in `.changed` and decides in `.ended` by its own rule.
@MainActor
public enum SceneHandlerReplay {
    /// One transition a handler started.
    public struct Transition: Sendable {
        /// "card.expand (present)".
        public var name: String
        /// When it began and whether it began interactive, in seconds since the input began.
        public var began: Double
        public var interactive: Bool
        /// The last percent the handler set, and when and how the interaction ended (nil: it never did).
        public var percent: Double
        public var interactionEnded: (time: Double, finished: Bool)?
        /// When `completeTransition` ran and with what.
        public var completed: (time: Double, didComplete: Bool)?
    }

    /// What a replay did.
    public struct Summary: Sendable {
        public var input: TouchReplay.Result
        public var transitions: [Transition]
        public var finalState: String
    }

    /// Plays `replay` into a fresh scene of `transition` on a manual clock (presented first when
    /// `startPresented`, to drive the dismissal's handler).
    /// `play` plays the input into the scene's window (by default `replay.play(in: scene.window)`;
    /// e.g. a recorder that draws it for a report).
    public static func run(
        _ replay: TouchReplay, transition: ReferenceTransition, startPresented: Bool = false,
        play: (@MainActor (TouchReplay, ReferenceScene) throws -> TouchReplay.Result)? = nil
    ) throws -> Summary {
        let clock = ManualClock()
        return try clock.withCurrent { try run(replay, transition: transition, startPresented: startPresented, play: play, on: clock) }
    }

    /// ``run(_:transition:startPresented:play:)`` on `clock`, the ambient clock.
    private static func run(
        _ replay: TouchReplay, transition: ReferenceTransition, startPresented: Bool,
        play: (@MainActor (TouchReplay, ReferenceScene) throws -> TouchReplay.Result)?, on clock: ManualClock
    ) throws -> Summary {
        let scene = transition.makeScene(clock: clock)
        if startPresented {
            scene.present(animated: false)
            clock.advance(by: 0)
        }
        let origin = clock.now
        var contexts: [TransitionContext] = []
        let observation = TransitionContext.observeCreation { contexts.append($0) }
        defer { observation.cancel() }
        let input: TouchReplay.Result
        if let play { input = try play(replay, scene) } else { input = try replay.play(in: scene.window) }
        let transitions = contexts.map { context in
            var t = Transition(name: name(of: context, in: scene), began: 0, interactive: false, percent: 0)
            for event in context.events {
                let time = event.time - origin
                switch event.kind {
                case .started(let interactive):
                    t.began = time
                    t.interactive = interactive
                case .update(let p, let accepted) where accepted && t.interactionEnded == nil:
                    t.percent = p
                case .finish(let accepted) where accepted && t.interactionEnded == nil:
                    t.interactionEnded = (time, true)
                case .cancel(let accepted) where accepted && t.interactionEnded == nil:
                    t.interactionEnded = (time, false)
                case .complete(let value, let accepted, _) where accepted && t.completed == nil:
                    t.completed = (time, value)
                default:
                    break
                }
            }
            return t
        }
        return Summary(input: input, transitions: transitions,
                       finalState: scene.isPresented ? "\(scene.presented.name) presented" : "nothing presented")
    }

    /// "card.expand (present)": a transition whose from-view controller is the presented one is its dismissal.
    static func name(of context: TransitionContext, in scene: ReferenceScene) -> String {
        let operation: ReferenceOperation = context.viewController(forKey: .from) === scene.presented ? .dismiss : .present
        return "\(scene.operationName(operation)) (\(operation.rawValue))"
    }

    /// The handlers each reference example has.
    public static func handlers(of example: ReferenceExample) -> String {
        switch example {
        case .card: "a pan over the list expands the card (finish past 50 % of 400 pt or faster than 1000 pt/s up); a pinch on the story closes it (finish past 50 % of scale 1 → 0.4 or closing faster than 2/s)"
        case .menu: "a pan from the left edge opens the menu (finish past 50 % of the width or faster than 1000 pt/s right)"
        case .halfSheet: "a pan down the sheet dismisses it once its list is at the top, else the list scrolls (finish past 50 % of its height or faster than 1000 pt/s down)"
        case .flip: "none (the flip is driven by --policy alone)"
        }
    }

    /// One plain line for a transition event (`glide live --handlers`), nil for events not shown.
    public static func line(for event: TransitionEvent, of context: TransitionContext, scene: ReferenceScene) -> String? {
        let t = String(format: "%.3f", event.time)
        switch event.kind {
        case .started(let interactive):
            return "began \(name(of: context, in: scene)) t=\(t)\(interactive ? " interactive" : "")"
        case .update(let p, let accepted) where accepted: return "update \(String(format: "%.4f", p)) t=\(t)"
        case .finish(let accepted) where accepted: return "finish percent=\(String(format: "%.4f", context.percentComplete)) t=\(t)"
        case .cancel(let accepted) where accepted: return "cancel percent=\(String(format: "%.4f", context.percentComplete)) t=\(t)"
        case .hierarchyUpdated(let completed):
            return "completed \(completed) t=\(t) state=\"\(scene.isPresented ? "\(scene.presented.name) presented" : "nothing presented")\""
        default: return nil
        }
    }

    /// The summary as `glide replay --handlers` prints it.
    public static func text(_ s: Summary, source: String, transition: ReferenceTransition) -> String {
        func f(_ x: Double) -> String { String(format: "%.3f", x) }
        var lines = ["\(source): \(s.input.deviceName)"]
        lines.append("  \(s.input.frames) frames, \(f(s.input.durationSeconds)) s; touches: \(s.input.touchesBegan) began, "
            + "\(s.input.touchesMoved) moved, \(s.input.touchesEnded) ended, \(s.input.touchesCancelled) cancelled")
        lines.append("  handlers: \(handlers(of: transition.example))")
        if s.transitions.isEmpty { lines.append("  no transition: no handler started one") }
        for (i, t) in s.transitions.enumerated() {
            lines.append("  transition \(i + 1): \(t.name), began at \(f(t.began)) s\(t.interactive ? ", interactive" : "")")
            if let end = t.interactionEnded {
                lines.append("    handler:      \(end.finished ? "finish()" : "cancel()") at \(f(end.time)) s, at \(String(format: "%.1f", t.percent * 100)) %")
            } else if t.interactive {
                lines.append("    handler:      never called finish() or cancel() (left at \(String(format: "%.1f", t.percent * 100)) %)")
            }
            if let c = t.completed {
                lines.append("    completeTransition(\(c.didComplete)) at \(f(c.time)) s")
            } else {
                lines.append("    not completed")
            }
        }
        lines.append("  final state: \(s.finalState)")
        return lines.joined(separator: "\n")
    }
}
