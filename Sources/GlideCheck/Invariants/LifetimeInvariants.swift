import Foundation

/// Invariant 38: what a scene made does not outlive it.
enum LifetimeInvariants {
    static let all: [Invariant] = [sceneReleased]

    // MARK: 38: nothing of a dropped scene stays alive

    /// 38: once a scenario's scene is dropped (its window, its view controllers, and the delegates the app
    /// holds for them), nothing it made or its transitions used is still alive: not a view controller, a
    /// delegate, an animator, an interaction controller, a presentation controller, nor a transition context.
    /// UIKit keeps none of them once the transition ended and their window is gone (a transitioning delegate
    /// and a navigation delegate are weak, a recognizer's and a control's targets are not retained, a context lets
    /// go of its interactor when it completes), so what stays is kept by the app: a reference cycle (a closure
    /// that captures `self` strongly and is kept by what `self` keeps; a presentation controller or delegate in a
    /// strong property of what points back to it, as a presentation controller retains the view controller it
    /// presents; an interaction controller that keeps its transition context after `completeTransition`, which
    /// retains both view controllers), as the leak fixes of public transition libraries undo. On iOS every
    /// presentation of that screen leaks it again.
    ///
    /// A warning when every one of them is a view controller of the screen the scenario ended on or what such a
    /// view controller's own properties keep: the cycle is that screen's, which leaks only once it is dismissed or
    /// popped (a root screen with a strong delegate back to it).
    ///
    /// Judged by running the scenario twice: an object the first scene made that is still alive once a second
    /// scene of the same scenario was made and dropped, and that the second did not use (a shared delegate, a
    /// global the app reuses), is reported. Not judged when the clock had work left at the end (an animation still
    /// due keeps its closures) or when the second run did not end idle.
    static let sceneReleased = Invariant(
        38, "scene-released",
        "once its scene is dropped, nothing the scene made or its transitions used (view controllers, delegates, animators, interaction and presentation controllers, contexts) is still alive",
        reports: ["B15"]
    ) { record in
        guard !record.leaked.isEmpty else { return [] }
        // What a view controller the screen still shows keeps (itself in a cycle, or what its own properties hold) stays
        // as long as that screen: reported first, a failure, is what nothing on screen keeps.
        let free = record.leaked.filter { !$0.heldByScreen }, screen = record.leaked.filter(\.heldByScreen)
        let listed = free + screen
        let shown = listed.prefix(5).map { "\($0.role) (\($0.typeName))" }
        let more = listed.count > shown.count ? ", and \(listed.count - shown.count) more" : ""
        let found = record.atEnd(
            property: "alive after the scene was dropped", before: "none", after: "\(listed.count)",
            "still alive after the scene was dropped and the scenario ran again on a new scene: \(shown.joined(separator: ", "))\(more). "
                + "Nothing of UIKit's keeps them once the transition ended and the window is gone: a reference cycle does "
                + "(a closure capturing self strongly, kept by what self keeps; a delegate, presentation controller or "
                + "transition context kept in a strong property of what points back to it)")
        guard free.isEmpty else { return [found] }
        let names = screen.map(\.typeName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return [found.warning(
            "the cycle runs through the screen the user is left on (\(names.joined(separator: ", "))), which stays as long as the app "
                + "shows it (a root screen, for the app's life): nothing leaks until it is dismissed or popped; then it and what "
                + "it keeps leak each time")]
    }
}
