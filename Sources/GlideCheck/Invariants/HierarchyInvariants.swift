/// Hierarchy invariants (filled in below).
enum HierarchyInvariants {
    static let all: [Invariant] = []
}
