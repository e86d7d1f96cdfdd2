import Foundation
import GlideUIKitCore

/// How a printed test builds the check again: an animator in Glide's standard scene, or a subject
/// the user built (which the printed test can only name).
public enum CheckRecipe: Sendable, Hashable {
    /// `TransitionCheck(animator: Name())`; `notes` say what the check had besides the animator
    /// (a presentation controller, an interactor subclass) that the test must pass too.
    case standardScene(animator: String, notes: [String])
    /// A ``TransitionSubject`` with its own scene, by its name in reports.
    case subject(named: String)
    /// A Swift expression that makes the subject, and the modules it needs
    /// (`ReferenceTransition.menuBuggy.checkSubject()`, `["GlideCatalog", "GlideCatalogCheck"]`).
    case subjectExpression(String, imports: [String])
    /// The check as the user's own code built it: the `TransitionCheck(…)` expression read from their
    /// source file, and that file's imports (so their module, `@testable` or not, is imported as they import it).
    case construction(String, imports: [String], site: String, subject: String)
}

extension CheckRecipe {
    /// The standard scene's recipe, with notes for what the printed `TransitionCheck(animator:)` leaves out.
    @MainActor
    static func standardScene(
        animator: String, presentationController: Bool, interactor: UIPercentDrivenInteractiveTransition
    ) -> CheckRecipe {
        var notes: [String] = []
        if presentationController { notes.append("The check had a presentationController for .custom: pass the same one.") }
        let interactorType = type(of: interactor)
        if interactorType != UIPercentDrivenInteractiveTransition.self {
            notes.append("The check had the interactor \(interactorType): pass interactor: { \(interactorType)(...) }.")
        }
        return .standardScene(animator: animator, notes: notes)
    }
}
