import Foundation

/// What one trace given to a check exercised: the transitions Glide's gesture driver began with its
/// gestures (``TraceScenarios``), and the subject's own gesture handlers its touches reached
/// (``HandlerTraceCheck``); when neither began a transition, why.
///
/// A trace exercises the subject when it begins at least one transition, on either path: only a
/// transition gives the invariants something to judge. A handler the touches reached without
/// starting a transition is named, but checks nothing.
public struct TraceCoverage: Sendable, Hashable, Codable {
    /// The trace file (as given, or as found in a folder given).
    public var trace: String
    /// Through Glide's gesture driver.
    public var driver: DriverReach
    /// Into the subject's window, where its own gesture handlers decide.
    public var handlers: HandlerReach

    public init(trace: String, driver: DriverReach, handlers: HandlerReach) {
        self.trace = trace
        self.driver = driver
        self.handlers = handlers
    }

    /// True when the trace began a transition, through the driver or the subject's handlers.
    public var exercised: Bool { driver.transitions > 0 || handlers.transitions > 0 }

    /// The trace's file name.
    public var name: String { URL(fileURLWithPath: trace).lastPathComponent }

    /// One line: what the trace began and which handlers it reached, or why it exercised nothing.
    public var summary: String {
        var parts: [String] = []
        if driver.transitions > 0 {
            parts.append("began \(Self.count(driver.transitions, "transition")) through Glide's driver (\(driver.binding.map(Self.words) ?? "its gesture"))")
        }
        if !handlers.recognizers.isEmpty {
            let started = handlers.transitions > 0
                ? " (\(Self.count(handlers.transitions, "transition")))" : ", whose handler started no transition"
            parts.append("reached \(handlers.recognizers.joined(separator: " and "))\(started)")
        }
        if !exercised {
            var missed = ["Glide's driver: \(driver.missed ?? "no transition began")"]
            if handlers.recognizers.isEmpty { missed.append("the handlers: \(handlers.missed ?? "none was reached")") }
            return (parts + ["exercised nothing: " + missed.joined(separator: "; ")]).joined(separator: "; ")
        }
        if handlers.played, handlers.recognizers.isEmpty {
            parts.append("reached no handler: \(handlers.missed ?? "no recognizer began")")
        }
        return parts.joined(separator: "; ")
    }

    /// A binding in words: `swipe:3:left` → "3-finger swipe left", `edgeSwipe::right` → "edge swipe right".
    package static func words(_ binding: String) -> String {
        let parts = binding.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { return binding }
        let kind = parts[0] == "edgeSwipe" ? "edge swipe" : parts[0]
        let fingers = parts[1].isEmpty ? "" : parts[1].replacingOccurrences(of: ",", with: " or ") + "-finger "
        return "\(fingers)\(kind) \(parts[2])"
    }

    enum CodingKeys: String, CodingKey {
        case trace, driver, handlers, exercised, summary
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trace = try container.decode(String.self, forKey: .trace)
        driver = try container.decode(DriverReach.self, forKey: .driver)
        handlers = try container.decode(HandlerReach.self, forKey: .handlers)
    }

    /// Encodes ``exercised`` and ``summary`` too, for readers of the JSON (`jq '.traces[] | select(.exercised | not)'`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(trace, forKey: .trace)
        try container.encode(driver, forKey: .driver)
        try container.encode(handlers, forKey: .handlers)
        try container.encode(exercised, forKey: .exercised)
        try container.encode(summary, forKey: .summary)
    }

    /// "1 transition", "4 transitions".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// The one line a check gives when traces were given and none began a transition: each group of
    /// traces that missed for the same reasons, named, with those reasons. Nil when one exercised,
    /// or when there were none.
    public static func nothingExercised(_ traces: [TraceCoverage], subject: String) -> String? {
        guard !traces.isEmpty, !traces.contains(where: \.exercised) else { return nil }
        var groups: [(names: [String], reason: String)] = []
        for trace in traces {
            let reason = trace.summary.replacingOccurrences(of: "exercised nothing: ", with: "")
            if let index = groups.firstIndex(where: { $0.reason == reason }) {
                groups[index].names.append(trace.name)
            } else {
                groups.append(([trace.name], reason))
            }
        }
        let which = traces.count == 1 ? "the trace began no transition" : "none of the \(traces.count) traces began a transition"
        let detail = groups.map { "\($0.names.joined(separator: ", ")): \($0.reason)" }.joined(separator: "; ")
        return "\(which) of \(subject): \(detail)"
    }
}

/// What a trace did through Glide's gesture driver (``TraceScenarios``): the driver binds the trace's
/// first gesture that can drive (a swipe, an edge swipe, a scroll or a drag along an axis) and each such
/// gesture begins the transition, in every style of the subject and with every end policy.
public struct DriverReach: Sendable, Hashable, Codable {
    /// The binding the driver chose (`swipe:3:left`); nil when no gesture of the trace can drive.
    public var binding: String?
    /// The transitions begun, over every style and end policy.
    public var transitions: Int
    /// Why none began (nil when one did).
    public var missed: String?

    public init(binding: String?, transitions: Int, missed: String?) {
        self.binding = binding
        self.transitions = transitions
        self.missed = missed
    }
}

/// What a trace's touches did in the subject's window (``HandlerTraceCheck``): the recognizers whose
/// handlers they reached, and the transitions those handlers started.
public struct HandlerReach: Sendable, Hashable, Codable {
    /// The app's recognizers that began (their handlers were called), as "UIPanGestureRecognizer on
    /// halfSheet.sheet"; a scroll view's own pan, which has no app handler, is not one.
    public var recognizers: [String]
    /// The transitions the handlers started, over every run (as recorded and with the system cancelling).
    public var transitions: Int
    /// Why no handler was reached (nil when one was): where the touches landed and what the recognizers
    /// there need, or why the trace was not played into the window.
    public var missed: String?
    /// False when the trace was not played into the window: the subject's scene holds no gesture
    /// recognizer, or the check leaves out invariant 27, the only one that reads the handlers.
    public var played: Bool

    public init(recognizers: [String], transitions: Int, missed: String?, played: Bool = true) {
        self.recognizers = recognizers
        self.transitions = transitions
        self.missed = missed
        self.played = played
    }
}
