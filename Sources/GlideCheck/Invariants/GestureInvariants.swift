/// Gesture invariants (filled in below).
enum GestureInvariants {
    static let all: [Invariant] = []
}
