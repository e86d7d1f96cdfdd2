import Foundation
import GlideTestSupport
import Testing

/// UIKit, Core Animation and Core Graphics are Objective-C and C: Swift imports every method and function of
/// theirs as `@discardableResult`, so iOS code calls `popViewController(animated:)`, `convert(_:to:)`,
/// `constraint(equalTo:)` or `CATransform3DRotate` for effect without a warning. Glide's do the same (the
/// eighth unseen sample's K09 warned of an unused `viewController(forKey:)`). Foundation's own `CGRect.insetBy`
/// and `offsetBy` on Linux are swift-corelibs-foundation's, not Glide's, and still warn (not listed).
@Suite struct DiscardableResultTests {
    static let user = """
            import GlideUIKit

            final class Probe: NSObject {
                func use(_ view: UIView, _ layer: CALayer, _ context: UIViewControllerContextTransitioning,
                         _ navigation: UINavigationController, _ table: UITableView, _ collection: UICollectionView,
                         _ space: UICoordinateSpace, _ coordinator: UIViewControllerTransitionCoordinator,
                         _ presented: UIViewController, _ delegate: UIViewControllerTransitioningDelegate) {
                    view.convert(CGPoint.zero, to: nil)
                    view.convert(CGRect.zero, from: view)
                    layer.convert(CGPoint.zero, to: nil)
                    layer.hitTest(.zero)
                    layer.animation(forKey: "position")
                    layer.presentation()
                    view.snapshotView(afterScreenUpdates: false)
                    view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero)
                    view.hitTest(.zero, with: nil)
                    view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    view.sizeThatFits(.zero)
                    view.becomeFirstResponder()
                    view.resignFirstResponder()
                    view.viewWithTag(3)
                    view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
                    view.leadingAnchor.constraint(equalTo: view.trailingAnchor)
                    view.heightAnchor.constraint(equalToConstant: 3)
                    navigation.popViewController(animated: true)
                    navigation.popToRootViewController(animated: true)
                    navigation.popToViewController(presented, animated: true)
                    table.dequeueReusableCell(withIdentifier: "cell")
                    table.cellForRow(at: IndexPath(row: 0, section: 0))
                    table.indexPathForRow(at: .zero)
                    table.rectForRow(at: IndexPath(row: 0, section: 0))
                    collection.cellForItem(at: IndexPath(item: 0, section: 0))
                    collection.indexPathForItem(at: .zero)
                    collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
                    space.convert(CGPoint.zero, to: view)
                    context.viewController(forKey: .from)
                    context.view(forKey: .to)
                    context.finalFrame(for: presented)
                    coordinator.animate(alongsideTransition: nil, completion: nil)
                    presented.transitionCoordinator?.animate(alongsideTransition: nil)
                    UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [], animations: {})
                    CATransform3DRotate(CATransform3DIdentity, 1, 0, 0, 1)
                    CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)
                    CGAffineTransform.identity.rotated(by: 1)
                    CGAffineTransform.identity.inverted()
                    CGRect.zero.applying(.identity)
                    UIGraphicsGetImageFromCurrentImageContext()
                    UIImage().resizableImage(withCapInsets: .zero)
                    UIColor.red.withAlphaComponent(0.5)
                    UIFont.systemFont(ofSize: 3).withSize(4)
                    view.gestureRecognizerShouldBegin(UIPanGestureRecognizer())
                    UIPanGestureRecognizer().translation(in: view)
                    UIPanGestureRecognizer().velocity(in: view)
                    UITapGestureRecognizer().location(in: view)
                }
            }
            """

    @Test("calling UIKit for effect gives no warning in a Swift 5 file, as on iOS")
    func uikitResultsAreDiscardable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-discardable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Probe.swift")
        try Self.user.write(to: file, atomically: true, encoding: .utf8)
        let (status, diagnostics) = try SwiftCompiler.typeCheck([file], swiftVersion: "5", moduleName: "Probe")
        #expect(status == 0, "\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")
    }
}
