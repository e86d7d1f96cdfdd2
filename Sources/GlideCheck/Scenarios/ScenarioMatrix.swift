import Foundation
/// The scenario matrix for one subject: every way an app drives a transition, in every style the
/// subject supports, for both operations of the style.
///
/// Per operation: non-interactive; not animated; interactive finish and cancel released at each of
/// ``releasePoints``; cancel, grab again and finish (and the reverse); update before start; finish
/// and cancel before start; a gesture cancelled by the system; finish twice, cancel twice, finish
/// then cancel; update after finish and after cancel; completion speeds 0.5, 1, 2, 0 and −1 on both
/// ends; updates beyond 0 and 1; an interruptible start that runs before it is grabbed.
public enum ScenarioMatrix {
    /// The percentages at which interactive scenarios release.
    public static let releasePoints: [Double] = [0, 0.01, 0.1, 0.25, 0.49, 0.5, 0.51, 0.75, 0.99, 1]
    /// The completion speeds the matrix tries (≤ 0 must behave as 1).
    public static let completionSpeeds: [Double] = [0.5, 1, 2, 0, -1]

    /// The scenarios for `styles`.
    public static func scenarios(styles: [CheckStyle]) -> [Scenario] {
        styles.flatMap { style in style.operations.flatMap { scenarios(operation: $0, style: style) } }
    }

    /// The scenarios for one operation in one style.
    public static func scenarios(operation: CheckOperation, style: CheckStyle) -> [Scenario] {
        func interactive(_ label: String, before: [Step] = [], _ steps: [Step], wantsInteractiveStart: Bool = true) -> Scenario {
            Scenario(
                label, operation: operation, style: style, interactive: true, wantsInteractiveStart: wantsInteractiveStart,
                beforeStart: before, steps: steps)
        }
        var list: [Scenario] = [
            Scenario("non-interactive", operation: operation, style: style, interactive: false),
            Scenario("not animated", operation: operation, style: style, animated: false, interactive: false),
        ]
        for p in releasePoints {
            let ramp: [Step] = p == 0 ? [.update(0)] : [.update(p / 2), .update(p)]
            list.append(interactive("finish at \(Scenario.format(p))", ramp + [.finish]))
            list.append(interactive("cancel at \(Scenario.format(p))", ramp + [.cancel]))
        }
        list += [
            interactive("cancel, grab again and finish", [.update(0.3), .update(0.6), .cancel, .wait(0.1), .pause, .update(0.7), .finish]),
            interactive("finish, grab again and cancel", [.update(0.3), .update(0.6), .finish, .wait(0.1), .pause, .update(0.2), .cancel]),
            interactive("update before start", before: [.update(0.5)], [.update(0.2), .cancel]),
            interactive("finish before start", before: [.update(0.4), .finish], []),
            interactive("cancel before start", before: [.update(0.4), .cancel], []),
            interactive("gesture cancelled by the system", [.update(0.3), .update(0.6), .systemCancel]),
            interactive("finish twice", [.update(0.5), .finish, .finish]),
            interactive("cancel twice", [.update(0.5), .cancel, .cancel]),
            interactive("finish then cancel", [.update(0.5), .finish, .cancel]),
            interactive("update after finish", [.update(0.4), .finish, .update(0.9), .wait(0.05), .update(0.1)]),
            interactive("update after cancel", [.update(0.6), .cancel, .update(0.1), .wait(0.05), .update(0.9)]),
            interactive("updates beyond the ends", [.update(-0.2), .update(1.3), .update(0.5), .cancel]),
            interactive("starts running, grabbed and cancelled", [.wait(0.1), .pause, .update(0.3), .cancel], wantsInteractiveStart: false),
        ]
        for speed in completionSpeeds {
            list.append(interactive("completionSpeed \(Scenario.format(speed)), finish", [.completionSpeed(speed), .update(0.4), .finish]))
            list.append(interactive("completionSpeed \(Scenario.format(speed)), cancel", [.completionSpeed(speed), .update(0.4), .cancel]))
        }
        return list
    }
}
