import Foundation

/// One thing a scenario does to the interactor, as an app's gesture handler would.
public enum Step: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `interactor.update(p)`.
    case update(Double)
    /// `interactor.finish()` (the gesture ended and the app decided to finish).
    case finish
    /// `interactor.cancel()` (the gesture ended and the app decided to go back).
    case cancel
    /// `interactor.pause()`: grab an interruptible transition again.
    case pause
    /// The gesture was cancelled by the system (`.cancelled`, an incoming call): the app cancels.
    case systemCancel
    /// `interactor.completionSpeed = s`.
    case completionSpeed(Double)
    /// Let `seconds` pass on the clock.
    case wait(Double)

    /// True for the steps that end an interaction (finish, cancel, a system cancel).
    public var isTerminal: Bool {
        switch self {
        case .finish, .cancel, .systemCancel: return true
        default: return false
        }
    }

    public var description: String {
        switch self {
        case let .update(p): return "update(\(Scenario.format(p)))"
        case .finish: return "finish()"
        case .cancel: return "cancel()"
        case .pause: return "pause()"
        case .systemCancel: return "systemCancel()"
        case let .completionSpeed(s): return "completionSpeed = \(Scenario.format(s))"
        case let .wait(t): return "wait(\(Scenario.format(t)))"
        }
    }
}

/// One way to run a transition: an operation in a style, animated or not, interactive or not, and the
/// steps an app's gesture handler takes before and after the transition starts.
public struct Scenario: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the scenario tests, in a few words ("interactive cancel at p = 0.25").
    public var label: String
    public var operation: CheckOperation
    public var style: CheckStyle
    /// False for `present(_:animated: false)` and its kin.
    public var animated: Bool
    /// True when an interactor drives the transition.
    public var interactive: Bool
    /// The interactor's `wantsInteractiveStart` (false starts an interruptible transition running).
    public var wantsInteractiveStart: Bool
    /// Steps taken on the interactor before the transition starts (the gesture ran ahead of it).
    public var beforeStart: [Step]
    /// Steps taken once the transition started.
    public var steps: [Step]
    /// Where the scenario came from when it is not from the matrix: a trace file or a random seed.
    public var origin: String?
    /// Touches played into the window instead of steps taken on an interactor: the app's own gesture
    /// handlers start the transition and drive it (``TouchExploration``).
    public var touches: TouchScript?
    /// Touches played first, before the scene's state is taken (a double tap that zooms an image, a pinch): what the
    /// user did to the screen before the gesture under check. They must begin no transition.
    public var prelude: TouchScript?

    public init(
        _ label: String, operation: CheckOperation, style: CheckStyle, animated: Bool = true, interactive: Bool,
        wantsInteractiveStart: Bool = true, beforeStart: [Step] = [], steps: [Step] = [], origin: String? = nil,
        touches: TouchScript? = nil, prelude: TouchScript? = nil
    ) {
        self.touches = touches
        self.prelude = prelude
        self.label = label
        self.operation = operation
        self.style = style
        self.animated = animated
        self.interactive = interactive
        self.wantsInteractiveStart = wantsInteractiveStart
        self.beforeStart = beforeStart
        self.steps = steps
        self.origin = origin
    }

    /// The number of steps, a measure of size for shrinking and for choosing the smallest failing scenario.
    public var size: Int { beforeStart.count + steps.count + (touches?.size ?? 0) + (prelude?.size ?? 0) }

    /// "dismiss (custom), interactive: update(0.5), cancel()".
    public var description: String {
        var text = "\(operation) (\(style)"
        if !animated { text += ", not animated" }
        text += ")"
        if interactive {
            text += ", interactive"
            if !wantsInteractiveStart { text += " (starts running)" }
        }
        if let prelude { text += "; first: \(prelude)" }
        if let touches { text += "; touches: \(touches)" }
        if !beforeStart.isEmpty { text += "; before start: " + beforeStart.map(\.description).joined(separator: ", ") }
        if !steps.isEmpty { text += "; " + steps.map(\.description).joined(separator: ", ") }
        return text
    }

    /// A number as the reports print it: up to four decimals, no trailing zeros.
    public static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
