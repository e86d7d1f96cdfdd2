import GlideCheck

/// The touch script that lifts the finger in the turn of the move that began the gesture: UIKit starts the transition
/// the handler asked for at the end of that turn, so the lift's end reaches an interactor not yet started, which a
/// plain `UIPercentDrivenInteractiveTransition` drops (invariant 27, the transition left waiting).
let sameTurnFlick = "a quick flick lifted in the same turn"

extension CheckReport {
    /// The invariants failed by scenarios other than the same-turn quick flick.
    var failedInvariantsBesidesTheSameTurnFlick: Set<Int> {
        Set(violations.filter { !$0.isWarning && !($0.scenario.touches?.name.contains(sameTurnFlick) ?? false) }.map(\.invariant))
    }
}

extension FlowReport {
    /// The failing flows other than those that begin with the same-turn quick flick.
    var failuresBesidesTheSameTurnFlick: [FlowFailure] {
        failures.filter { !$0.flow.name.contains(sameTurnFlick) }
    }
}
