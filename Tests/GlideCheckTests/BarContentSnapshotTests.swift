import Foundation
@testable import GlideCheck
import GlideUIKitCore
import Testing

/// The third bug sample's F1 and F2 (docs/bug-benchmark.md): MediaViewer keeps its page control in a toolbar of its own,
/// placed with Auto Layout and no height.
@MainActor
@Suite struct BarContentSnapshotTests {
    @Test("a view inside a toolbar stays out of the scene's snapshot even once the recorder has named it")
    func barContentNamedByTheRecorderStaysOut() throws {
        try withPresentedScene { scene, recorder in
            let presented = try #require(scene.presented)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
            let pageControl = UIView(frame: CGRect(x: 10, y: 5, width: 100, height: 30))
            toolbar.addSubview(pageControl)
            presented.view.addSubview(toolbar)
            let before = recorder.snapshot().views.map(\.id)
            _ = recorder.id(of: pageControl)
            let after = recorder.snapshot().views.map(\.id)
            #expect(before == after, "naming a bar's view does not add it to the snapshot: \(Set(after).subtracting(before))")
            #expect(after.contains(recorder.id(of: toolbar)), "the toolbar itself is the app's view")
        }
    }

    @Test("a toolbar and a navigation bar take their standard height in Auto Layout, as in UIKit")
    func barsHaveAnIntrinsicHeight() {
        #expect(UIToolbar().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 49))
        #expect(UINavigationBar().intrinsicContentSize.height == 44)
        #expect(UITabBar().intrinsicContentSize.height == 49)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let toolbar = UIToolbar()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(toolbar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
    }
}
