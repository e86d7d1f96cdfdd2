/// Completion invariants (filled in below).
enum CompletionInvariants {
    static let all: [Invariant] = []
}
