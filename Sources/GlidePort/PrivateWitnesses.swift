import SwiftSyntax

/// A `private` (or `fileprivate`) method named exactly as one of UIKit's `@objc optional` requirements (or one of the
/// ported files' own, which `glide port` gives defaults too), in a class
/// that is not itself private: what iOS does with it, and how `glide port` keeps that.
///
/// On iOS the requirement is optional and the method, being less visible than the protocol, is not its witness: in
/// Swift 4 and 4.2 the compiler discards it as one (UIKit sees no implementation, not being `@objc`, and keeps its
/// default), and in Swift 5 and later the same code is rejected ("must be declared public because it matches a
/// requirement in public protocol"). In GlideUIKit the requirement has a default implementation instead of being
/// optional, so Swift would take the private method as the witness and reject it. `glide port` renames the method
/// (and this file's calls of it on `self`), so that it stays a private helper and UIKit's default applies, as on
/// iOS. Marked `@objc`, the method did answer the selector on iOS and UIKit called it; then its access becomes
/// `public` so that it is Glide's witness.
enum PrivateWitnesses {
    /// The prefix a renamed method gets.
    static let prefix = "notCalledByUIKit_"

    /// UIKit's optional requirements (full names) that GlideUIKit declares with a default implementation.
    static let uikitOptionalRequirements: Set<String> = [
        // UIGestureRecognizerDelegate
        "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "gestureRecognizer(_:shouldReceive:)",
        // UIViewControllerTransitioningDelegate
        "animationController(forPresented:presenting:source:)", "animationController(forDismissed:)",
        "interactionControllerForPresentation(using:)", "interactionControllerForDismissal(using:)",
        "presentationController(forPresented:presenting:source:)",
        // UINavigationControllerDelegate
        "navigationController(_:animationControllerFor:from:to:)", "navigationController(_:interactionControllerFor:)",
        "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
        // UITabBarControllerDelegate
        "tabBarController(_:animationControllerForTransitionFrom:to:)", "tabBarController(_:interactionControllerFor:)",
        "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
        // UIViewControllerAnimatedTransitioning
        "animationEnded(_:)", "interruptibleAnimator(using:)",
        // UIScrollViewDelegate
        "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
        "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidZoom(_:)",
        "viewForZooming(in:)",
        // UIAdaptivePresentationControllerDelegate
        "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
        "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)",
        "presentationControllerShouldDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
        // CAAnimationDelegate
        "animationDidStart(_:)", "animationDidStop(_:finished:)",
    ]

    enum Kind { case rename, makePublic }

    /// What to do with `function`, or nil when it is not such a method.
    /// `requirements`: the full names of the optional requirements known (UIKit's and the ported files' own).
    static func kind(of function: FunctionDeclSyntax, requirements: Set<String>) -> Kind? {
        guard let name = ClassesAndOverrides.memberName(DeclSyntax(function)), requirements.contains(name),
              function.modifiers.contains(where: { isPrivate($0) }),
              !function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return nil }
        // In a class or an extension (the conforming types), itself not private: then the method is less visible
        // than the conformance requires. A private type's fileprivate method is a witness on iOS too.
        guard let container = function.parent?.parent?.parent?.parent else { return nil }
        if let type = container.as(ClassDeclSyntax.self) {
            if type.modifiers.contains(where: { isPrivate($0) }) { return nil }
        } else if let type = container.as(ExtensionDeclSyntax.self) {
            if type.modifiers.contains(where: { isPrivate($0) }) { return nil }
        } else {
            return nil
        }
        let isObjC = function.attributes.contains {
            if case .attribute(let a) = $0 { return a.attributeName.trimmedDescription == "objc" } else { return false }
        }
        return isObjC ? .makePublic : .rename
    }

    static func isPrivate(_ modifier: DeclModifierSyntax) -> Bool {
        ["private", "fileprivate"].contains(modifier.name.text) && modifier.detail == nil
    }

    /// The full names of the methods `tree` renames, by the type (or extended type) they are in.
    static func renamed(in tree: SourceFileSyntax, requirements: Set<String>) -> Set<String> {
        let collector = Collector(requirements: requirements)
        collector.walk(tree)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []
        let requirements: Set<String>
        init(requirements: Set<String>) {
            self.requirements = requirements
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if PrivateWitnesses.kind(of: node, requirements: requirements) == .rename, let name = ClassesAndOverrides.memberName(DeclSyntax(node)) {
                names.insert(name)
            }
            return .skipChildren
        }
    }
}
