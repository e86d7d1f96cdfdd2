/// ViewController invariants (filled in below).
enum ViewControllerInvariants {
    static let all: [Invariant] = []
}
