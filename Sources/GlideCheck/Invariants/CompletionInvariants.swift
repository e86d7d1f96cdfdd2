/// Invariants about `completeTransition` and what follows it: once, with the right argument, in time,
/// then `animationEnded`, in UIKit's order; no transition left stuck.
enum CompletionInvariants {
    static let all: [Invariant] = [completeOnce, completeArgument]

    /// 1: `completeTransition` is called exactly once per transition.
    static let completeOnce = Invariant(
        1, "complete-once", "completeTransition is called exactly once per transition; later calls are no-ops and reported",
        reports: ["B8", "B9"]
    ) { record in
        let completions = record.calls.filter { if case .completeTransition = $0.call { return true } else { return false } }
        if completions.isEmpty {
            return [record.atEnd(
                property: "completeTransition calls", before: "1", after: "0",
                "completeTransition was never called: the transition is still \(record.calls.last?.probe.phase ?? "none")")]
        }
        return completions.dropFirst().map { call in
            Evidence(
                at: call, property: "completeTransition calls", before: "1", after: "\(completions.count)",
                message: "completeTransition was called again after the transition completed (UIKit ignores it)")
        }
    }

    /// 2: the argument of `completeTransition` equals `!transitionWasCancelled` at the moment of the call.
    static let completeArgument = Invariant(
        2, "complete-argument", "the completeTransition argument equals !transitionWasCancelled at the moment of the call",
        reports: ["B3"]
    ) { record in
        guard let call = record.acceptedCompletion, case let .completeTransition(argument, _, wasCancelled) = call.call,
              argument == wasCancelled
        else { return [] }
        return [Evidence(
            at: call, property: "transitionWasCancelled", before: "\(wasCancelled)", after: "completeTransition(\(argument))",
            message: wasCancelled
                ? "completeTransition(true) after the transition was cancelled: UIKit commits the transition the user cancelled"
                : "completeTransition(false) although the transition was not cancelled: UIKit rolls back a transition that finished")]
    }
}
