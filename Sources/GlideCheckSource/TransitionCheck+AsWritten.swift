import GlideCheck

extension TransitionCheck {
    /// This check, with its counterexamples printed as the user's file builds it: the `TransitionCheck(…)`
    /// call at the check's ``TransitionCheck/callSite``, read back with swift-syntax, under that file's
    /// imports (so a `@testable import MyApp` is kept).
    ///
    /// ```swift
    /// import GlideCheckSource
    /// let report = try await TransitionCheck(animator: MyAnimator()).printingAsWritten().run()
    /// ```
    ///
    /// The choice belongs to this check alone. When the file cannot be read (a check built in a helper
    /// function, a binary built elsewhere), the recipe is left as it was: the generic form that says what
    /// to write.
    public func printingAsWritten() -> TransitionCheck {
        guard let site = callSite, let found = site.construction() else { return self }
        var check = self
        check.recipe = .construction(found.expression, imports: found.imports, site: site.description, subject: subject.name)
        return check
    }
}
