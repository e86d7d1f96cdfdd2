import Foundation
import GlideTestSupport
import Testing

/// A user's subclass of a UIKit class may declare any name UIKit's class does not have. Glide's own bookkeeping on
/// those classes is `package`, out of a user's module (the ninth unseen sample's N03 declares
/// `var currentTransition: Transition` on its `UINavigationController` subclass, which Glide's public transition in
/// flight made an invalid override).
@Suite struct SubclassNamesTests {
    static let user = """
        import GlideUIKit

        final class NavigationController: UINavigationController {
            enum Transition { case push, pop }
            var currentTransition: Transition = .push
            var interactivePopGesture: UIPanGestureRecognizer?
            var isWaitingForRootSwipePop = false
        }

        final class TabBarController: UITabBarController {
            var tabs: [String] = []
            let contentView = UIView()
        }

        final class Animator: UIViewPropertyAnimator {
            var misuse = 0
        }
        """

    @Test("a subclass of UINavigationController, UITabBarController or UIViewPropertyAnimator may use the names Glide keeps for itself")
    func subclassesDeclareGlidesInternalNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-subclass-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Subclasses.swift")
        try Self.user.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck([file], swiftVersion: "5", moduleName: "App")
        #expect(status == 0, "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
