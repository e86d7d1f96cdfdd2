import Foundation
/// A checkable rule of UIKit's transition semantics, numbered as in `docs/uikit-rules.md`.
///
/// An invariant reads one ``TransitionRecord`` and returns evidence for each way the record breaks
/// it; an empty list means it holds (or the record does not exercise it).
public struct Invariant: Sendable, Identifiable {
    /// Its number (1 to 39; an app's own from 101).
    public let id: Int
    /// A short name for reports and JUnit test cases ("complete-once").
    public let name: String
    /// The rule in one line.
    public let summary: String
    /// The bugs real apps ship that it catches ("B3"), as `docs/uikit-rules.md` lists them (B1 to B15) with
    /// their public reports.
    public let reports: [String]
    /// Evidence of each way `record` breaks the rule.
    public let check: @Sendable (TransitionRecord) -> [Evidence]

    public init(
        _ id: Int, _ name: String, _ summary: String, reports: [String] = [],
        check: @escaping @Sendable (TransitionRecord) -> [Evidence]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.reports = reports
        self.check = check
    }

    /// "2 complete-argument".
    public var title: String { "\(id) \(name)" }
}
