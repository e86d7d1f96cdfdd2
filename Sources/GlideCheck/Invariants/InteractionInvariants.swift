/// Interaction invariants (filled in below).
enum InteractionInvariants {
    static let all: [Invariant] = []
}
