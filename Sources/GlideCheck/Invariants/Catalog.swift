import Foundation
/// The invariants of UIKit's transition rules, in order, as `docs/uikit-rules.md` lists them with their sources:
/// 30 from UIKit's documented behaviour and the bugs real apps ship, the 31st (layer timing put back),
/// the 32nd (an interaction controller vended where no gesture drives it), and 33 to 37 on the app's own
/// interaction logic (a finish on the cancel path, appearance against the screen, an interactor driven with
/// no transition, one interruptible animator per transition, nothing left interactive after the touches), and the
/// 38th (nothing of a dropped scene stays alive), the 39th (nothing jumps when the transition ends) and the 40th (nothing
/// jumps when it starts).
public enum InvariantCatalog {
    /// Every invariant, by number.
    public static let all: [Invariant] = (CompletionInvariants.all + InteractionInvariants.all + HierarchyInvariants.all
        + ViewControllerInvariants.all + GestureInvariants.all + AppInteractionInvariants.all + LifetimeInvariants.all).sorted { $0.id < $1.id }

    /// The invariant numbered `id`.
    public static func invariant(_ id: Int) -> Invariant? { all.first { $0.id == id } }

    /// The invariant named `name` ("complete-once") or numbered `name` ("1").
    public static func invariant(named name: String) -> Invariant? {
        if let id = Int(name) { return invariant(id) }
        return all.first { $0.name == name }
    }
}
