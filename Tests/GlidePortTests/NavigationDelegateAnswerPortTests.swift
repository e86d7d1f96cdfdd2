import Foundation
import GlidePort
import Testing

/// A navigation delegate of the module answers whether it implements the transition methods, which UIKit asks the
/// runtime before its back swipe takes a touch (Hero's demo: Glide called them instead, and Hero prepared when asked).
@Suite struct NavigationDelegateAnswerPortTests {
    @Test("a delegate with the animator method answers true; one with only didShow answers false; a subclass that adds it overrides")
    func answers() {
        let result = Porter.port(source: """
            import UIKit
            final class Vending: NSObject, UINavigationControllerDelegate {
                func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
            }
            public class Watching: NSObject {}
            extension Watching: UINavigationControllerDelegate {
                public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
            }
            class Interacting: Watching {
                func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
            }
            class StillWatching: Watching {}
            class Unrelated: NSObject {}
            """, fileName: "T.swift")
        #expect(result.isClean)
        #expect(result.text.contains("    var glideImplementsTransitionMethods: Bool? { true }\n}\npublic class Watching"), "\(result.text)")
        #expect(result.text.contains("public class Watching: NSObject {\n    // Written by glide port: UIKit asks the runtime whether this delegate implements the transition methods.\n    public var glideImplementsTransitionMethods: Bool? { false }\n}"), "\(result.text)")
        #expect(result.text.contains("    override var glideImplementsTransitionMethods: Bool? { true }\n}\nclass StillWatching"), "\(result.text)")
        #expect(result.text.contains("class StillWatching: Watching {}"), "the same answer as its superclass: nothing written")
        #expect(result.text.contains("class Unrelated: NSObject {}"))
    }
}
