import Foundation
/// What shows that an invariant was broken: which call, at what time, which view and which
/// property, its value before and after, and one sentence saying what was expected.
public struct Evidence: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The call the violation is tied to ("completeTransition(true)", "interactor.cancel()").
    public var call: String
    /// Seconds since the transition was asked for.
    public var time: Double
    /// The view involved, if any, by its id (``ViewSnapshot/id``): as the user's code names it, such as
    /// "HalfSheetPresentationController.dimmingView".
    public var view: String?
    /// The property involved, if any ("alpha", "superview", "presentedViewController").
    public var property: String?
    /// The value before the transition (or the expected value).
    public var before: String?
    /// The value after (or the observed value).
    public var after: String?
    /// What was expected and what happened, in one sentence.
    public var message: String
    /// For a warning: how iOS behaves, in one sentence. Set where Glide's rule is stricter than iOS, or
    /// rests on a reading rather than a documented source, so that what it found is not something iOS
    /// would show as a fault; such evidence never fails a check. Nil for a failure.
    public var onIOS: String?

    /// True when this evidence is a warning (``onIOS`` says how iOS behaves), not a failure.
    public var isWarning: Bool { onIOS != nil }

    public init(
        call: String, time: Double, view: String? = nil, property: String? = nil, before: String? = nil, after: String? = nil,
        message: String, onIOS: String? = nil
    ) {
        self.call = call
        self.time = time
        self.view = view
        self.property = property
        self.before = before
        self.after = after
        self.message = message
        self.onIOS = onIOS
    }

    /// Evidence tied to a recorded call.
    public init(
        at call: RecordedCall, view: String? = nil, property: String? = nil, before: String? = nil, after: String? = nil,
        message: String, onIOS: String? = nil
    ) {
        self.init(
            call: call.call.description, time: call.time, view: view, property: property, before: before, after: after, message: message,
            onIOS: onIOS)
    }

    /// The same evidence as a warning: `onIOS` says how iOS behaves.
    public func warning(_ onIOS: String) -> Evidence {
        var copy = self
        copy.onIOS = onIOS
        return copy
    }

    public var description: String {
        var text = (isWarning ? "warning: " : "") + "\(message) [at \(Scenario.format(time)) s, \(call)"
        if let view { text += ", view \(view)" }
        if let property { text += ", \(property)" }
        if before != nil || after != nil { text += ": \(before ?? "-") → \(after ?? "-")" }
        text += "]"
        if let onIOS { text += " On iOS: \(onIOS)" }
        return text
    }
}

/// One broken invariant in one scenario.
public struct Violation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The invariant's number in the catalog (1 to 37; an app's own from 101).
    public var invariant: Int
    /// The invariant's name ("complete-once").
    public var name: String
    public var scenario: Scenario
    public var evidence: Evidence

    /// A violation of invariant `invariant` (named `name`) in `scenario`, shown by `evidence`.
    public init(invariant: Int, name: String, scenario: Scenario, evidence: Evidence) {
        self.invariant = invariant
        self.name = name
        self.scenario = scenario
        self.evidence = evidence
    }

    /// True for a warning: Glide's rule is stricter than iOS here (``Evidence/onIOS`` says how iOS behaves).
    public var isWarning: Bool { evidence.isWarning }

    public var description: String { "\(invariant) \(name): \(evidence) in \(scenario)" }
}
