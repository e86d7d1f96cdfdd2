import Foundation

/// One user action of a ``Flow``.
public enum FlowAction: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The operation started as a button does it: the app's own code for it (``TransitionSubject/actions``), else
    /// `present(_:animated: true)` and kin.
    case button(CheckOperation)
    /// Whichever operation applies now (back when the second view controller is shown, forward otherwise), by button.
    case next
    /// Touches played into the window, where the app's own recognizers and handlers run.
    case touches(TouchScript)
    /// The script's first `frames` frames (the finger still down, the transition it began in flight), then
    /// `operation` by button, then the rest of the script.
    case buttonDuringTouches(TouchScript, frames: Int, operation: CheckOperation)
    /// `operation` by button, then, `after` seconds into the transition it began (still in flight and interactive),
    /// the touches: the user touching the screen while an interactive transition runs.
    case touchesDuringButton(CheckOperation, TouchScript, after: Double)
    /// The touches, then, `after` seconds after their last frame (the transition they ended still finishing or
    /// cancelling), `operation` by button: a tab tapped as a swipe between tabs settles.
    case buttonAfterTouches(TouchScript, after: Double, operation: CheckOperation)

    /// The operation it starts by button (`next` is what applies now), nil for touches alone.
    func operation(next: @autoclosure () -> CheckOperation) -> CheckOperation? {
        switch self {
        case let .button(operation), let .buttonDuringTouches(_, _, operation), let .touchesDuringButton(operation, _, _),
             let .buttonAfterTouches(_, _, operation): return operation
        case .next: return next()
        case .touches: return nil
        }
    }

    public var description: String {
        switch self {
        case let .button(operation): return "\(operation) by button"
        case .next: return "the next operation by button"
        case let .touches(script): return "touches: \(script)"
        case let .buttonDuringTouches(script, frames, operation):
            let down = script.fingersDown(afterFrames: frames)
            let when = down == 0 ? "with every finger lifted" : down == 1 ? "while the finger is down" : "while \(down) fingers are down"
            return "touches: \(script), and after \(frames) frames \(operation) by button \(when)"
        case let .touchesDuringButton(operation, script, after):
            return "\(operation) by button, and \(after) s into it, while it is in flight, touches: \(script)"
        case let .buttonAfterTouches(script, after, operation):
            return "touches: \(script), and \(after) s after the last lift \(operation) by button"
        }
    }
}

/// Several user actions on one screen, each run to its end on the scene's clock: a gesture-driven transition
/// cancelled then a button-driven one, a cancelled dismissal then a real one, present and dismiss repeated,
/// a programmatic transition requested while an interactive one is in flight.
///
/// The scene's state each time it is back where it was (the second view controller shown or not) is
/// compared with its state the first time it was there (``FlowState``): what a cancel or an earlier
/// transition left behind shows there.
public struct Flow: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the flow does, in a few words.
    public var name: String
    public var style: CheckStyle
    public var actions: [FlowAction]

    public init(_ name: String, style: CheckStyle, actions: [FlowAction]) {
        self.name = name
        self.style = style
        self.actions = actions
    }

    /// "cancelled gesture, then by button (custom): 1. present by button; 2. touches: …".
    public var description: String {
        "\(name) (\(style)): " + actions.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; ")
    }

    /// The flow's size, for shrinking: its actions and their touch frames.
    public var size: Int {
        actions.reduce(0) { total, action in
            switch action {
            case .button, .next: return total + 1
            case let .touches(script), let .buttonDuringTouches(script, _, _), let .touchesDuringButton(_, script, _),
                 let .buttonAfterTouches(script, _, _):
                return total + 1 + script.size
            }
        }
    }
}

/// The scene at rest between two actions of a flow, as the user and the next transition find it.
public struct FlowState: Sendable, Hashable, Codable {
    /// True when the second view controller is shown (presented, pushed, its tab selected).
    public var shown: Bool
    /// Each view controller's place: presented and presenting view controllers, parent, navigation stack,
    /// selected tab ("DetailViewController.presentingViewController" → "HomeViewController").
    public var viewControllers: [String: String]
    /// The views in the window with their superview, frame, transform, alpha and `isHidden`, by id without
    /// its "#n" count (a view made anew for each transition is the same view to the user), sorted.
    public var views: [String]
    /// Every gesture recognizer in the window and the navigation controller's `interactivePopGestureRecognizer`,
    /// with its `isEnabled` ("UIPanGestureRecognizer on DetailViewController.view" → true). ``differences(from:)``
    /// compares the recognizers of the earlier state only: one the app added meanwhile is its own.
    public var recognizers: [String: Bool]
    /// True when a transition was still in flight once the clock ran out of work.
    public var inFlight: Bool
    /// The transition in flight's progress, in percent, when ``inFlight``.
    public var percentInFlight: Double = 0
    /// How many transitions the action that led here began (0 for the state before the first action).
    public var transitionsBegun: Int = 0
    /// True when the action that led here was the app's own gesture (not a scroll view's) whose touches the
    /// system cancelled: UIKit's `.cancelled` abandons the gesture, and the app puts back what it moved.
    public var abandonedGesture: Bool = false
    /// What the window shows, by view controller type, from its root: navigation stacks, the selected tab and the
    /// chain of presented view controllers ("UINavigationController[ListViewController, DetailViewController]"). A
    /// view controller the app's own code made and showed (a gesture that pushes a new screen) changes it as the
    /// subject's own do. Nil in reports written before it was recorded.
    public var screen: [String]? = nil

    /// The values the handlers of the app's recognizers that took no part in any transition gave views during the
    /// action that led here, by view (id without its "#n" count) and property ("frame", "transform", "alpha",
    /// "isHidden"): a sheet resized by its own pan while its dismissal pan's transition was cancelled. A difference
    /// that is only such a value is the app's change, not what the transition left.
    public var bystanderWrites: [String: [String: String]] = [:]
    /// The table and collection view cells among ``views``, by the id their lines give: a list places its cells as its
    /// size and offset ask.
    public var listCells: Set<String> = []
    /// The views in the window of which something shows (not hidden, transparent, off screen or covered), by their place
    /// as ``views`` names it: "id in superview", ids without their "#n" count. Nil in reports written before it was
    /// recorded (then every view counts as seen).
    public var seenViews: Set<String>? = nil

    /// Why the app no longer responds, when it does not: UIKit's back swipe began on a navigation controller's root
    /// (``UINavigationController/isWaitingForRootSwipePop``). Nil otherwise, and in reports written before it was recorded.
    public var unresponsive: String? = nil
    /// The status bar when it shows what the view controllers that decide it no longer answer (see
    /// ``SceneSnapshot/staleStatusBar``); nil when it is current, and in reports written before it was recorded.
    public var staleStatusBar: StaleStatusBar? = nil

    /// How ``differences(from:)`` starts the line of a view no longer there as it was, and of one there now.
    static let gonePrefix = "view no longer there as it was: ", nowPrefix = "view there now: "

    /// `differences` without the lines of views nothing of which shows, here for a view there now and in `reference`
    /// for one no longer there as it was: what the user could not see is not what they find changed (a cancelled
    /// dismissal that leaves the presenter's view in the container, under the opaque presented view: on iOS nothing of
    /// it shows, and the next dismissal puts it back; the single transition's 18 warns of it). A view that showed
    /// before and is now moved out of sight is still reported, by its line in `reference` and its line now (where it went).
    func excludingUnseenViews(_ differences: [String], reference: FlowState) -> [String] {
        let reportedGone = Set(differences.compactMap { line -> String? in
            guard let gone = FlowViewLine.difference(line), !gone.isNow else { return nil }
            return reference.seenViews.map { gone.view.isSeen(in: $0) } ?? true ? gone.view.view : nil
        })
        return differences.filter { line in
            guard let difference = FlowViewLine.difference(line) else { return true }
            if difference.isNow {
                guard let seen = seenViews else { return true }
                return difference.view.isSeen(in: seen) || reportedGone.contains(difference.view.view)
            }
            guard let seen = reference.seenViews else { return true }
            return difference.view.isSeen(in: seen)
        }
    }

    /// `differences` after an action that began transitions, without the list cells of this state and of
    /// `reference` (a list places its cells as its size and offset ask: the same touches scrolled the table, or the app
    /// grew the sheet that holds it) unless hidden, transparent or transformed, and without each pair of lines ("no longer there as it was", "there now") of one
    /// view in one superview whose every changed property now has the value in ``bystanderWrites``.
    func excludingTheAppsOwnChanges(_ differences: [String], reference: FlowState) -> [String] {
        var out = excludingListCells(differences, reference: reference)
        for line in differences {
            guard let (isNow, _, now) = FlowViewLine.difference(line), isNow, let written = bystanderWrites[now.view],
                  let goneIndex = out.firstIndex(where: { other in
                      guard let (otherIsNow, _, old) = FlowViewLine.difference(other), !otherIsNow else { return false }
                      return old.view == now.view && old.superview == now.superview
                  }),
                  let old = FlowViewLine.difference(out[goneIndex])?.view
            else { continue }
            let changed = now.properties.filter { old.properties[$0.key] != $0.value }
            guard !changed.isEmpty, changed.allSatisfy({ written[$0.key] == $0.value }) else { continue }
            out.remove(at: goneIndex)
            if let nowIndex = out.firstIndex(of: line) { out.remove(at: nowIndex) }
        }
        return out
    }

    /// `differences` without the list cells of this state and of `reference`, unless hidden, transparent or transformed:
    /// a list places its cells as its size and offset ask, and a table's own pan scrolls it whatever the app's
    /// recognizer beside it does (a sheet's pan on a table that the system cancels leaves the table scrolled, on iOS
    /// as here: the eleventh bug sample's SPStorkController).
    func excludingListCells(_ differences: [String], reference: FlowState) -> [String] {
        let cells = listCells.union(reference.listCells)
        return differences.filter { line in
            guard let line = FlowViewLine.difference(line)?.view, cells.contains(line.view) else { return true }
            // A cell left hidden, transparent or transformed is still reported (a zoom's source cell never shown again).
            let alpha = line.properties["alpha"].flatMap(Double.init) ?? 1
            return line.properties["isHidden"] != "false" || alpha <= 0.01 || line.properties["transform"] != "identity"
        }
    }

    /// Whether `other` shows the same screen: the same of the subject's view controllers, the same stacks and chain.
    func showsSameScreen(as other: FlowState) -> Bool { shown == other.shown && screen == other.screen }

    public init(
        shown: Bool, viewControllers: [String: String], views: [String], recognizers: [String: Bool], inFlight: Bool,
        percentInFlight: Double = 0
    ) {
        self.shown = shown
        self.viewControllers = viewControllers
        self.views = views
        self.recognizers = recognizers
        self.inFlight = inFlight
        self.percentInFlight = percentInFlight
    }

    /// What differs from `earlier`, one line each ("view X: … → …").
    public func differences(from earlier: FlowState) -> [String] {
        var lines: [String] = []
        for key in Set(earlier.viewControllers.keys).union(viewControllers.keys).sorted()
        where earlier.viewControllers[key] != viewControllers[key] {
            lines.append("\(key): \(earlier.viewControllers[key] ?? "-") → \(viewControllers[key] ?? "-")")
        }
        var remaining = views
        var gone: [String] = []
        for view in earlier.views {
            if let index = remaining.firstIndex(of: view) { remaining.remove(at: index) } else { gone.append(view) }
        }
        lines += gone.map { Self.gonePrefix + $0 }
        lines += remaining.map { Self.nowPrefix + $0 }
        // A recognizer the app added meanwhile is not compared: it changes nothing a user sees until it begins
        // something (the thirteenth sample's P07 adds an edge pan to the root on every pop, whose handler pops a
        // one-screen stack). One that was there and is gone, or whose `isEnabled` changed, is.
        for key in earlier.recognizers.keys.sorted() where earlier.recognizers[key] != recognizers[key] {
            lines.append("\(key).isEnabled: \(earlier.recognizers[key].map(String.init) ?? "-") → \(recognizers[key].map(String.init) ?? "-")")
        }
        return lines
    }
}

/// A flow whose scene was not back as it was, or that left a transition hanging.
public struct FlowFailure: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The flow as explored, and its smallest form that still fails.
    public var flow: Flow
    public var shrunk: Flow
    /// The action (1-based, of ``shrunk``) after which the state differed or the transition hung.
    public var step: Int
    /// What differed, one line each, or why it hung.
    public var differences: [String]

    public var description: String {
        "flow \"\(shrunk.name)\" fails after step \(step): " + differences.prefix(6).joined(separator: "; ")
            + (differences.count > 6 ? "; … (\(differences.count - 6) more)" : "") + " — steps: \(shrunk)"
    }
}

/// One view line of a ``FlowState`` ("ID in SUPERVIEW: frame F, transform T, alpha A, isHidden H"), taken apart.
struct FlowViewLine {
    var view: String
    var superview: String
    var properties: [String: String]
    /// "view in superview", as ``FlowState/seenViews`` keys it.
    var place: String { view + " in " + superview }

    /// A line of ``FlowState/differences(from:)`` about a view, taken apart: whether the view is there now (else it is
    /// no longer there as it was), the view's line as the state lists it, and that line's parts. Nil for any other line.
    static func difference(_ line: String) -> (isNow: Bool, body: String, view: FlowViewLine)? {
        for (prefix, isNow) in [(FlowState.nowPrefix, true), (FlowState.gonePrefix, false)] where line.hasPrefix(prefix) {
            let body = String(line.dropFirst(prefix.count))
            return FlowViewLine(body).map { (isNow, body, $0) }
        }
        return nil
    }

    /// Whether `seen` holds this line's view: by its place, or by its id alone in a report written before views were
    /// seen by place (no place is ever a bare id).
    func isSeen(in seen: Set<String>) -> Bool { seen.contains(place) || seen.contains(view) }

    init?(_ line: String) {
        guard let colon = line.range(of: ": frame "), let inRange = line.range(of: " in ", range: line.startIndex..<colon.lowerBound) else {
            return nil
        }
        view = String(line[..<inRange.lowerBound])
        superview = String(line[inRange.upperBound..<colon.lowerBound])
        var rest = "frame " + line[colon.upperBound...]
        var properties: [String: String] = [:]
        for name in ["isHidden", "alpha", "transform"] {
            guard let range = rest.range(of: ", \(name) ", options: .backwards) else { return nil }
            properties[name] = String(rest[range.upperBound...])
            rest = String(rest[..<range.lowerBound])
        }
        guard rest.hasPrefix("frame ") else { return nil }
        properties["frame"] = String(rest.dropFirst("frame ".count))
        self.properties = properties
    }
}
