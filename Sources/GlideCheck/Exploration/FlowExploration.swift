import Foundation
import GlideUIKitCore

/// The flows explored on one screen: several user actions in a row, on one scene.
///
/// For each style of the subject:
/// - forward and back by button, twice (present and dismiss repeated);
/// - for every touch script of the second view controller's recognizers (``TouchExploration``): forward
///   by button, the touches (a gesture-driven transition, finished or cancelled), then the next operation
///   by button twice (a button-driven transition after a gesture's, a real dismissal after a cancelled one);
/// - for every such script that drags: forward by button, then the back operation by button while the
///   finger is down halfway through the drag (a programmatic transition requested while an interactive
///   one is in flight), then the next operation by button twice.
@MainActor
public enum FlowExploration {
    /// The flows for `subject` in `style`.
    public static func flows(for subject: TransitionSubject, style: CheckStyle) -> [Flow] {
        let forward = style.operations[0], back = style.operations[1]
        var flows = [Flow("\(forward) and \(back) repeated", style: style, actions: [.button(forward), .button(back), .button(forward), .button(back)])]
        let scripts = TouchExploration.scenarios(for: subject, style: style).filter { $0.operation == back }.compactMap(\.touches)
        for script in scripts {
            flows.append(Flow(
                "\(script.name), then by button", style: style, actions: [.button(forward), .touches(script), .next, .next]))
            let frames = script.frames.count
            if frames >= 4 {
                flows.append(Flow(
                    "\(back) by button during \(script.name)", style: style,
                    actions: [.button(forward), .buttonDuringTouches(script, frames: frames / 2, operation: back), .next, .next]))
            }
        }
        return flows
    }
}

/// The flows of a check and the ones that failed.
public struct FlowReport: Sendable, Hashable {
    /// How many flows ran.
    public var flowCount: Int
    /// The failing flows, each shrunk.
    public var failures: [FlowFailure]

    public var passed: Bool { failures.isEmpty }
}

extension TransitionCheck {
    /// Runs every flow of ``FlowExploration`` for the subject's styles and returns the failures, shrunk.
    @MainActor
    public func runFlows() -> FlowReport {
        let runner = FlowRunner(subject: subject)
        var count = 0
        var failures: [FlowFailure] = []
        for style in subject.styles {
            for flow in FlowExploration.flows(for: subject, style: style) {
                count += 1
                let outcome = runner.run(flow)
                guard outcome.failure != nil else { continue }
                let shrunk = runner.shrink(flow)
                let failure = runner.run(shrunk).failure ?? outcome.failure!
                failures.append(FlowFailure(flow: flow, shrunk: shrunk, step: failure.step, differences: failure.differences))
            }
        }
        return FlowReport(flowCount: count, failures: failures)
    }
}
